#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension KeyframeTrack {
    /// A keyframe resolved against its neighbours: absolute times, start and end values and velocities.
    @usableFromInline
    struct Segment {
        @usableFromInline
        enum Kind: Sendable {
            case linear(UnitCurve)
            case cubic
            case spring(Spring)
            case move
        }

        @usableFromInline let kind: Kind
        @usableFromInline let start: Double
        @usableFromInline let duration: Double
        var end: Double { start + duration }
        @usableFromInline var isMove: Bool {
            if case .move = kind { true } else { false }
        }
        @usableFromInline let from: Value
        @usableFromInline let to: Value
        /// Where the segment actually ends: `to`, except for a spring (which stops wherever it is).
        @usableFromInline let endValue: Value
        /// Cubic: the Hermite start velocity. Spring: the initial velocity.
        @usableFromInline var startVelocity: Value
        /// Cubic: the Hermite end velocity. Others: the velocity at the end.
        @usableFromInline var endVelocity: Value

        // Inlinable so a client sampling `KeyframeTrack<Double>` gets a `Double` specialisation (no generic
        // dispatch per sample).
        @inlinable
        func value(at time: Double) -> Value {
            let t = time - start
            switch kind {
            case .move:
                return to
            case .linear(let curve):
                // A zero duration gives 0/0: NaN, as SwiftUI shows for a zero-duration keyframe.
                return from + (to - from).scaled(by: curve.value(at: t / duration).nanIfNaN(t / duration))
            case .spring(let spring):
                return from + spring.value(target: to - from, initialVelocity: startVelocity, time: t)
            case .cubic:
                let u = t / duration
                let u2 = u * u
                let u3 = u2 * u
                return from.scaled(by: 2 * u3 - 3 * u2 + 1)
                    + startVelocity.scaled(by: (u3 - 2 * u2 + u) * duration)
                    + to.scaled(by: -2 * u3 + 3 * u2) + endVelocity.scaled(by: (u3 - u2) * duration)
            }
        }

        @inlinable
        func velocity(at time: Double) -> Value {
            let t = time - start
            switch kind {
            case .move:
                return .zero
            case .linear(let curve):
                return (to - from).scaled(by: curve.velocity(at: t / duration) / duration)
            case .spring(let spring):
                return spring.velocity(target: to - from, initialVelocity: startVelocity, time: t)
            case .cubic:
                let u = t / duration
                let u2 = u * u
                return (to - from).scaled(by: (6 * u - 6 * u2) / duration)
                    + startVelocity.scaled(by: 3 * u2 - 4 * u + 1)
                    + endVelocity.scaled(by: 3 * u2 - 2 * u)
            }
        }

        /// Resolves keyframes into segments in one pass: each segment starts where the previous one ended, a
        /// spring starts with the previous segment's end velocity, and a cubic's automatic velocities come from
        /// its neighbours (`cubicEndVelocity`).
        static func resolve(
            _ keyframes: [Keyframe<Value>], from initialValue: Value, velocity initialVelocity: Value
        )
            -> [Segment]
        {
            var segments: [Segment] = []
            segments.reserveCapacity(keyframes.count)
            var time = 0.0
            var value = initialValue
            // The velocity the previous segment ended with: what a following spring or cubic starts with.
            var velocity = initialVelocity
            for (index, keyframe) in keyframes.enumerated() {
                let segment: Segment
                switch keyframe {
                case .move(let to):
                    segment = Segment(
                        kind: .move, start: time, duration: 0, from: value, to: to, endValue: to,
                        startVelocity: .zero, endVelocity: .zero)
                case .linear(let to, let duration, let curve):
                    let rate = (to - value).scaled(by: 1 / duration)
                    segment = Segment(
                        kind: .linear(curve), start: time, duration: duration, from: value, to: to,
                        endValue: to,
                        startVelocity: rate.scaled(by: knotVelocity(curve, at: 0)),
                        endVelocity: rate.scaled(by: knotVelocity(curve, at: 1)))
                case .spring(let to, let duration, let spring, let startVelocity):
                    let v0 = startVelocity ?? velocity
                    let change = to - value
                    // SwiftUI settles spring keyframes to 1e-4 (reproduces the measured 1.273 s; 1e-3 gives 1.064).
                    let length =
                        duration ?? spring.settlingDuration(target: change, initialVelocity: v0, epsilon: 1e-4)
                    segment = Segment(
                        kind: .spring(spring), start: time, duration: length, from: value, to: to,
                        endValue: value + spring.value(target: change, initialVelocity: v0, time: length),
                        startVelocity: v0,
                        endVelocity: spring.velocity(target: change, initialVelocity: v0, time: length))
                case .cubic(let to, let duration, let startVelocity, let endVelocity):
                    let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
                    segment = Segment(
                        kind: .cubic, start: time, duration: duration, from: value, to: to, endValue: to,
                        startVelocity: startVelocity ?? velocity,
                        endVelocity: endVelocity
                            ?? cubicEndVelocity(from: value, to: to, duration: duration, next: next))
                }
                segments.append(segment)
                time = segment.end
                value = segment.endValue
                velocity = segment.endVelocity
            }
            return segments
        }

        /// The automatic end velocity of a cubic segment, from the keyframe after it (semantics §4, matching the
        /// DanceUI model that reproduces every SwiftUI measurement):
        /// - another cubic: its explicit start velocity, else the non-uniform Catmull-Rom slope
        ///   `(p_next − p_prev) / (d + d_next)`;
        /// - a spring: its explicit start velocity, else the Catmull-Rom slope with the spring treated as a
        ///   segment of the cubic's own duration, `(to_next − p_prev) / 2d`;
        /// - a linear keyframe: its velocity at the knot; a move, or the end of the track: zero.
        ///
        /// A linear keyframe's timing-curve velocity at one of its ends, as the keyframes next to it take it. A circular
        /// curve's is infinite at one end (`circularEaseOut` starts vertical), which would make the neighbouring
        /// cubic or spring infinite or NaN and nothing could be drawn, so it counts as zero there: a departure, since
        /// SwiftUI carries the number on (docs/evaluation.md, "Limits").
        static func knotVelocity(_ curve: UnitCurve, at progress: Double) -> Double {
            let velocity = curve.velocity(at: progress)
            return velocity.isFinite ? velocity : 0
        }

        /// The start velocity needs no rule of its own: it is the previous segment's end velocity (which for a
        /// cubic came from this rule), or the track's initial velocity.
        static func cubicEndVelocity(from: Value, to: Value, duration: Double, next: Keyframe<Value>?)
            -> Value
        {
            switch next {
            case .cubic(let nextTo, let nextDuration, let nextStart, _):
                nextStart ?? (nextTo - from).scaled(by: 1 / (duration + nextDuration))
            case .spring(let nextTo, _, _, let nextStart):
                nextStart ?? (nextTo - from).scaled(by: 1 / (2 * duration))
            case .linear(let nextTo, let nextDuration, let curve):
                (nextTo - to).scaled(by: knotVelocity(curve, at: 0) / nextDuration)
            case .move, nil:
                .zero
            }
        }
    }
}

extension Double {
    /// `self`, or NaN when `witness` is NaN: keeps a 0/0 progress visible after clamping swallowed it.
    @inlinable
    internal func nanIfNaN(_ witness: Double) -> Double { witness.isNaN ? .nan : self }
}
extension KeyframeTrack.Segment: Sendable where Value: Sendable {}
