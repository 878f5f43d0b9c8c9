import AnimDBEngine

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

/// A sine wave across the rectangle, sampled every point, as in the common SwiftUI animated-wave tutorials.
///
/// For x in `stride(from: 0, through: width, by: 1)`: y = midY + amplitude · sin(frequency · (x / width) · 2π +
/// phase); the first point is a move, the rest are lines. The point count depends only on the width, so waves of
/// the same width morph point by point.
public struct Wave: Shape, Hashable {
    /// Peak distance from the centre line, in points.
    public var amplitude: Double
    /// Number of full periods across the width.
    public var frequency: Double
    /// Phase shift in radians.
    public var phase: Double

    public init(amplitude: Double, frequency: Double, phase: Double) {
        self.amplitude = amplitude
        self.frequency = frequency
        self.phase = phase
    }

    public var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(amplitude, AnimatablePair(frequency, phase)) }
        set { (amplitude, frequency, phase) = (newValue.first, newValue.second.first, newValue.second.second) }
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = Double(rect.width)
        // x / width is undefined for an empty rectangle; draw nothing rather than NaNs.
        guard width > 0 else { return path }
        let midY = Double(rect.midY)
        for x in stride(from: 0.0, through: width, by: 1) {
            let relativeX = x / width
            let y = midY + amplitude * sin(frequency * relativeX * 2 * .pi + phase)
            let point = CGPoint(x: x, y: y)
            if x == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        return path
    }
}
