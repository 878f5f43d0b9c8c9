#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A layer's or group's transform (`ks`, `tr`): points are moved by `-anchor`, scaled (percent), rotated
/// (degrees clockwise) and moved to `position`; opacity is a percentage.
public struct LottieTransform: Equatable, Sendable {
    public var anchor: LottieProperty<[Double]>
    public var position: LottiePosition
    public var scale: LottieProperty<[Double]>
    public var rotation: LottieProperty<Double>
    public var opacity: LottieProperty<Double>
    /// Skew in degrees and its axis (`sk`, `sa`); animdb writes none, the reader keeps them to report them.
    public var skew: LottieProperty<Double>?
    public var skewAxis: LottieProperty<Double>?

    public init(
        anchor: LottieProperty<[Double]> = .fixed([0, 0]), position: LottiePosition = .combined(.fixed([0, 0])),
        scale: LottieProperty<[Double]> = .fixed([100, 100]), rotation: LottieProperty<Double> = .fixed(0),
        opacity: LottieProperty<Double> = .fixed(100), skew: LottieProperty<Double>? = nil,
        skewAxis: LottieProperty<Double>? = nil
    ) {
        self.anchor = anchor
        self.position = position
        self.scale = scale
        self.rotation = rotation
        self.opacity = opacity
        self.skew = skew
        self.skewAxis = skewAxis
    }

    /// The transform that changes nothing.
    public static let identity = LottieTransform()
}

/// A position: one two-dimensional property, or x and y as separate scalar properties (`"s": true`), which lets
/// each axis have its own keyframes and easing.
public enum LottiePosition: Equatable, Sendable {
    case combined(LottieProperty<[Double]>)
    case split(x: LottieProperty<Double>, y: LottieProperty<Double>)

    /// The position at `frame` as a player evaluates it.
    public func value(at frame: Double) -> LottiePoint? {
        switch self {
        case .combined(let property):
            // Along the motion path where keyframes have spatial tangents (`LottieMotionPath.swift`).
            guard let vector = property.pathValue(at: frame), vector.count >= 2 else { return nil }
            return LottiePoint(x: vector[0], y: vector[1])
        case .split(let x, let y):
            guard let xValue = x.value(at: frame), let yValue = y.value(at: frame) else { return nil }
            return LottiePoint(x: xValue, y: yValue)
        }
    }
}
