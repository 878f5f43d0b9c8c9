import Foundation

extension KeyframeTrack {
    /// A keyframe resolved against its neighbours: absolute times, start and end values and velocities.
    struct Segment {
        enum Kind: Sendable {
            case linear(UnitCurve)
            case cubic
            case spring(Spring)
            case move
        }

        let kind: Kind
        let start: Double
        let duration: Double
        var end: Double { start + duration }
        let from: Value
        let to: Value
        /// Where the segment actually ends: `to`, except for a spring (which stops wherever it is).
        let endValue: Value
        /// Cubic: the Hermite start velocity. Spring: the initial velocity.
        var startVelocity: Value
        /// Cubic: the Hermite end velocity. Others: the velocity at the end.
        var endVelocity: Value

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
                return from.scaled(by: 2 * u3 - 3 * u2 + 1) + startVelocity.scaled(by: (u3 - 2 * u2 + u) * duration)
                    + to.scaled(by: -2 * u3 + 3 * u2) + endVelocity.scaled(by: (u3 - u2) * duration)
            }
        }

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

        /// Resolves keyframes into segments in two passes: values, times and non-cubic velocities first, then the
        /// automatic cubic velocities, which need both neighbours.
        static func resolve(_ keyframes: [Keyframe<Value>], from initialValue: Value, velocity initialVelocity: Value)
            -> [Segment]
        {
            var segments: [Segment] = []
            segments.reserveCapacity(keyframes.count)
            var time = 0.0
            var value = initialValue
            // The velocity the previous segment ended with: what a following spring starts with.
            var velocity = initialVelocity
            for keyframe in keyframes {
                let segment: Segment
                switch keyframe {
                case .move(let to):
                    segment = Segment(
                        kind: .move, start: time, duration: 0, from: value, to: to, endValue: to,
                        startVelocity: .zero, endVelocity: .zero)
                case .linear(let to, let duration, let curve):
                    let rate = (to - value).scaled(by: 1 / duration)
                    segment = Segment(
                        kind: .linear(curve), start: time, duration: duration, from: value, to: to, endValue: to,
                        startVelocity: rate.scaled(by: curve.velocity(at: 0)),
                        endVelocity: rate.scaled(by: curve.velocity(at: 1)))
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
                    // Provisional velocities; `resolveCubicVelocities` fills in the automatic ones.
                    segment = Segment(
                        kind: .cubic, start: time, duration: duration, from: value, to: to, endValue: to,
                        startVelocity: startVelocity ?? .zero, endVelocity: endVelocity ?? .zero)
                }
                segments.append(segment)
                time = segment.end
                value = segment.endValue
                velocity = segment.endVelocity
            }
            resolveCubicVelocities(&segments, keyframes: keyframes, initialVelocity: initialVelocity)
            return segments
        }

        /// Automatic cubic velocities: explicit velocities win (on either side of a knot); between two cubics
        /// the knot gets the Catmull-Rom slope `(p_next − p_prev) / (t_next − t_prev)`; next to any other
        /// segment it gets that segment's velocity at the knot (zero for moves and holds); the track's start
        /// gets the initial velocity and its end zero. A spring after a cubic has no velocity of its own yet,
        /// so that knot gets the spring's explicit start velocity or zero.
        static func resolveCubicVelocities(
            _ segments: inout [Segment], keyframes: [Keyframe<Value>], initialVelocity: Value
        ) {
            func explicitVelocities(_ i: Int) -> (start: Value?, end: Value?) {
                switch keyframes[i] {
                case .cubic(_, _, let start, let end): (start, end)
                case .spring(_, _, _, let start): (start, nil)
                default: (nil, nil)
                }
            }
            func isCubic(_ i: Int) -> Bool {
                if case .cubic = segments[i].kind { true } else { false }
            }
            for i in segments.indices where isCubic(i) {
                let own = explicitVelocities(i)
                if own.start == nil {
                    if i == 0 {
                        segments[i].startVelocity = initialVelocity
                    } else if let explicit = explicitVelocities(i - 1).end, isCubic(i - 1) {
                        segments[i].startVelocity = explicit
                    } else if isCubic(i - 1) {
                        segments[i].startVelocity = catmullRom(segments[i - 1], segments[i])
                    } else {
                        segments[i].startVelocity = segments[i - 1].endVelocity
                    }
                }
                if own.end == nil {
                    if i == segments.count - 1 {
                        segments[i].endVelocity = .zero
                    } else if let explicit = explicitVelocities(i + 1).start {
                        segments[i].endVelocity = explicit
                    } else if isCubic(i + 1) {
                        segments[i].endVelocity = catmullRom(segments[i], segments[i + 1])
                    } else if case .spring = segments[i + 1].kind {
                        segments[i].endVelocity = .zero
                    } else {
                        segments[i].endVelocity = segments[i + 1].startVelocity
                    }
                }
            }
        }

        /// The Catmull-Rom slope at the knot between two consecutive segments.
        static func catmullRom(_ previous: Segment, _ next: Segment) -> Value {
            (next.to - previous.from).scaled(by: 1 / (next.end - previous.start))
        }
    }
}

extension Double {
    /// `self`, or NaN when `witness` is NaN: keeps a 0/0 progress visible after clamping swallowed it.
    fileprivate func nanIfNaN(_ witness: Double) -> Double { witness.isNaN ? .nan : self }
}
extension KeyframeTrack.Segment: Sendable where Value: Sendable {}
