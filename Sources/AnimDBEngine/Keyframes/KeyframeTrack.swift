#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A sequence of keyframes for one value, starting at `initialValue`.
///
/// Construction resolves every segment once (start times, start and end values, velocities, spring settling
/// times), so sampling is a binary search plus one segment evaluation: O(log n) and, for `Double`,
/// allocation-free.
///
/// Before time 0 the track reads its initial value and from its end on its last value. At a time shared by two
/// segments the earlier one is used, so a `MoveKeyframe` shows the previous value at its own instant (except at the
/// track's end, which shows the final value), and a
/// zero-duration linear or cubic keyframe at the start of a track reads NaN at time 0 (as SwiftUI does).
public struct KeyframeTrack<Value: VectorArithmetic> {
    /// The keyframes, in order.
    public let keyframes: [Keyframe<Value>]
    /// The value before the first keyframe.
    public let initialValue: Value
    /// The total duration of the keyframes.
    public let duration: TimeInterval

    @usableFromInline let segments: [Segment]
    /// `segments[i].end`, kept contiguous for the binary search.
    @usableFromInline let ends: [Double]

    /// Creates a track from `initialValue` through `keyframes`.
    ///
    /// - Parameters:
    ///   - initialValue: Where the first segment starts.
    ///   - keyframes: The keyframes in order.
    ///   - initialVelocity: The velocity at the start (automatic cubic and spring velocities use it).
    public init(initialValue: Value, keyframes: [Keyframe<Value>], initialVelocity: Value = .zero) {
        self.initialValue = initialValue
        self.keyframes = keyframes
        segments = Segment.resolve(keyframes, from: initialValue, velocity: initialVelocity)
        ends = segments.map(\.end)
        duration = segments.last?.end ?? 0
    }

    /// The value at `time` seconds.
    @inlinable
    public func value(time: Double) -> Value {
        guard let index = segmentIndex(at: time) else {
            return time < 0 || segments.isEmpty ? initialValue : segments[segments.count - 1].endValue
        }
        // The track's end shows its final value exactly (the last segment's formula at its end may round, and a
        // final MoveKeyframe is where the track ends); a zero-duration linear or cubic keyframe still reads NaN there.
        if time == duration, let last = segments.last, last.duration > 0 || last.isMove { return last.endValue }
        return segments[index].value(at: time)
    }

    /// The velocity at `time` seconds, in units per second (zero before the start and after the end).
    @inlinable
    public func velocity(time: Double) -> Value {
        guard let index = segmentIndex(at: time) else { return .zero }
        return segments[index].velocity(at: time)
    }

    /// The first segment whose end is at or after `time`, or nil outside [0, duration].
    @inlinable
    internal func segmentIndex(at time: Double) -> Int? {
        guard time >= 0, !segments.isEmpty, time <= duration else { return nil }
        return ends.withUnsafeBufferPointer { ends in
            var low = 0
            var high = ends.count - 1
            while low < high {
                let mid = (low &+ high) &>> 1  // 0 ≤ low < high: the midpoint, rounded down
                if ends[mid] < time { low = mid &+ 1 } else { high = mid }
            }
            return low
        }
    }
}

extension KeyframeTrack: Sendable where Value: Sendable {}
