#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keyframe tracks that animate the properties of one value in parallel, as SwiftUI's `KeyframeTimeline`.
///
///     struct Shake { var x = 0.0; var scale = 1.0 }
///     let timeline = KeyframeTimeline(initialValue: Shake(), tracks: [
///         .init(\.x, [LinearKeyframe(10, duration: 0.2), LinearKeyframe(0, duration: 0.2)]),
///         .init(\.scale, [LinearKeyframe(2, duration: 0.6)]),
///     ])
///     timeline.value(time: 0.5)   // x holds 0 (its track ended at 0.4), scale ≈ 1.83
///
/// Tracks are applied in order, so the last one wins where two write the same property; properties no track
/// names keep the initial value. The timeline lasts as long as its longest track, and a shorter track holds its
/// last value.
public struct KeyframeTimeline<Value> {
    /// A keyframe track bound to a property of `Value`, with its component type erased.
    public struct Track {
        let bind: (Value) -> BoundTrack

        /// A track animating the property at `keyPath`.
        public init<Component: VectorArithmetic>(
            _ keyPath: WritableKeyPath<Value, Component>, _ keyframes: [Keyframe<Component>]
        ) {
            bind = { root in
                let track = KeyframeTrack(initialValue: root[keyPath: keyPath], keyframes: keyframes)
                return BoundTrack(duration: track.duration) { value, time in
                    value[keyPath: keyPath] = track.value(time: time)
                }
            }
        }
    }

    /// A track resolved against the initial value.
    struct BoundTrack {
        let duration: TimeInterval
        let apply: (inout Value, Double) -> Void
    }

    /// The value before any keyframe.
    public let initialValue: Value
    /// The duration of the longest track.
    public let duration: TimeInterval
    let tracks: [BoundTrack]

    /// Creates a timeline starting at `initialValue`.
    public init(initialValue: Value, tracks: [Track]) {
        self.initialValue = initialValue
        self.tracks = tracks.map { $0.bind(initialValue) }
        duration = self.tracks.map(\.duration).max() ?? 0
    }

    /// The value at `time` seconds: the initial value before 0, the final value after `duration`.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` × `duration` (progress is not clamped; beyond 1 reads the final value).
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}

extension KeyframeTimeline where Value: VectorArithmetic {
    /// A timeline with a single track animating the whole value (SwiftUI's `KeyframeTrack { … }` for `\.self`).
    public init(initialValue: Value, keyframes: [Keyframe<Value>]) {
        self.init(initialValue: initialValue, tracks: [Track(\.self, keyframes)])
    }
}

extension KeyframeTimeline.Track where Value == AnimatableVector {
    /// A track animating the components `components` of a dynamic vector (a stored preset's parameters);
    /// its keyframe values hold `components.count` components each.
    public static func components(_ components: Range<Int>, _ keyframes: [Keyframe<AnimatableVector>]) -> Self {
        Self(\AnimatableVector[slice: components], keyframes)
    }
}

extension AnimatableVector {
    /// The components in `range` as a vector of their own (missing components read zero); setting writes
    /// them back, padding the vector with zeros if it is too short.
    subscript(slice range: Range<Int>) -> AnimatableVector {
        get { AnimatableVector(range.map { self[$0] }) }
        set {
            for (offset, index) in range.enumerated() { self[index] = newValue[offset] }
        }
    }
}
