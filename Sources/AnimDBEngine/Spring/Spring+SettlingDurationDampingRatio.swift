#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Spring {
    /// Creates a spring that settles in about `settlingDuration` seconds with the given damping ratio.
    ///
    /// The natural frequency ω₀ solves `ζ/√(1 − ζ²)·e^{−ζω₀T} = ε` (under-damped) or `e^{−ω₀T}(1 + ω₀T) = ε`
    /// (critically damped) by Newton's method, starting at 5/T for 12 iterations and, if that diverges, at 1/T
    /// for 20, as SwiftUI does.
    ///
    /// - Parameters:
    ///   - settlingDuration: The approximate time to come to rest, clamped to [0.01, 10] seconds.
    ///   - dampingRatio: The drag as a fraction of critical damping, clamped to (0, 1].
    ///   - epsilon: How close to the target counts as settled.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = Swift.min(Swift.max(dampingRatio, .ulpOfOne), 1)
        let duration = Swift.min(Swift.max(settlingDuration, 0.01), 10)
        let f: (Double) -> Double
        let df: (Double) -> Double
        if zeta < 1 {
            let amplitude = zeta / (1 - zeta * zeta).squareRoot()
            f = { w in amplitude * exp(-zeta * w * duration) - epsilon }
            df = { w in -zeta * duration * amplitude * exp(-zeta * w * duration) }
        } else {
            f = { w in exp(-w * duration) * (1 + w * duration) - epsilon }
            df = { w in -duration * duration * w * exp(-w * duration) }
        }
        let naturalFrequency =
            Spring.newtonRoot(f, df, from: 5 / duration, iterations: 12, tolerance: epsilon)
            ?? Spring.newtonRoot(f, df, from: 1 / duration, iterations: 20, tolerance: epsilon)
            ?? 1 / duration
        self.init(
            angularFrequency: naturalFrequency * (1 - zeta * zeta).squareRoot(),
            decayConstant: zeta * naturalFrequency,
            mass: 1)
    }

    /// Newton's method; nil when an iterate stops being finite.
    private static func newtonRoot(
        _ f: (Double) -> Double, _ df: (Double) -> Double, from start: Double, iterations: Int, tolerance: Double
    ) -> Double? {
        var x = start
        for _ in 0..<iterations {
            let next = x - f(x) / df(x)
            guard next.isFinite else { return nil }
            let step = abs(next - x)
            x = next
            if step <= tolerance { break }
        }
        return x
    }
}
