import Foundation

/// A value sampled at a moment of an animation.
public struct TimedFrame<Value: Sendable>: Sendable {
    /// Seconds from the start of the animation.
    public var time: Double
    public var value: Value

    public init(time: Double, value: Value) {
        self.time = time
        self.value = value
    }
}

extension TimedFrame: Equatable where Value: Equatable {}

/// How an animated SVG plays.
public struct SVGPlayback: Hashable, Sendable {
    /// Whether the animation loops forever (`repeatCount="indefinite"`) or plays once and holds its last frame.
    public var repeats: Bool

    public init(repeats: Bool = true) {
        self.repeats = repeats
    }
}
