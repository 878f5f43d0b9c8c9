#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    /// Whether the animation loops (`repeatCount="indefinite"`, or `count` times) or plays once and holds its last
    /// frame.
    public var repeats: Bool
    /// How many passes a repeating animation plays before holding its last frame; nil loops forever.
    public var count: Int?

    public init(repeats: Bool = true, count: Int? = nil) {
        self.repeats = repeats
        self.count = count
    }
}
