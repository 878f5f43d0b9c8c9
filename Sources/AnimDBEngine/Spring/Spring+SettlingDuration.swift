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
    /// The estimated time for the spring to come to rest, for a target of 1, no initial velocity and an epsilon
    /// of 0.001.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The estimated time for the spring to come to rest: after it, the distance to `target` stays below
    /// `epsilon`.
    ///
    /// Under-damped springs use the envelope bound `−ln(ε / (|Δλ − v₀| + |Δ|)) / λ`. Critically and over-damped
    /// springs have no closed form, so, like SwiftUI, this steps through t = 0, 0.1, 0.2, … (at most 1024
    /// steps) and returns the first time the distance fell below `epsilon` and then stayed there for more than
    /// a second; the result is therefore a multiple of 0.1 s (0 when it never settles). A spring without decay
    /// never settles and returns infinity.
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> TimeInterval {
        if decayConstant == 0 { return .infinity }
        if angularFrequency > 0 {
            let magnitude =
                (target.scaled(by: decayConstant) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            return Swift.max(0, -log(epsilon / magnitude) / decayConstant)
        }
        return steppedSettlingDuration(epsilon: epsilon) { time in
            (value(target: target, initialVelocity: initialVelocity, time: time) - target).magnitudeSquared
                .squareRoot()
        }
    }

    /// The settling duration for `Double` values (no generic dispatch in the 1024-step search).
    public func settlingDuration(target: Double, initialVelocity: Double = 0, epsilon: Double) -> TimeInterval {
        if decayConstant == 0 { return .infinity }
        if angularFrequency > 0 {
            let magnitude = abs(target * decayConstant - initialVelocity) + abs(target)
            return Swift.max(0, -log(epsilon / magnitude) / decayConstant)
        }
        return steppedSettlingDuration(epsilon: epsilon) { time in
            abs(value(target: target, initialVelocity: initialVelocity, time: time) - target)
        }
    }

    /// SwiftUI's 0.1 s stepping search; `distance(t)` is how far from the target the spring is at t.
    private func steppedSettlingDuration(epsilon: Double, distance: (Double) -> Double) -> TimeInterval {
        var candidate = -1.0
        var candidateDistance = Double.infinity
        var time = 0.0
        for _ in 0..<1024 {
            let d = distance(time)
            if !d.isFinite { break }
            if candidateDistance >= epsilon {
                // Not settled yet: remember the closest approach (which becomes the answer once below ε).
                if d < candidateDistance {
                    candidate = time
                    candidateDistance = d
                }
            } else if d >= epsilon {
                candidateDistance = .infinity  // Rose above ε again: start over.
            } else if time - candidate > 1 {
                return candidate
            }
            // Accumulating (rather than multiplying) reproduces SwiftUI's float values such as 0.6000000000000001.
            time += 0.1
        }
        return 0
    }
}
