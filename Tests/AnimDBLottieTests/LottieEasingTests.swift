import AnimDBEngine
import Foundation
import Testing

@testable import AnimDBLottie

/// Timing-curve changes and cubic keyframes become Lottie keyframe pairs whose easing reproduces the engine.
///
/// The Lottie side is evaluated from the *written and re-read* file by `IndependentEasing` (Cardano's formula,
/// polished by Newton), which shares no code with the engine's solver or the model's `LottieBezierEasing`.
struct LottieEasingTests {
    static let frameRate = 60.0

    static let timingCurves: [(String, Animation)] = [
        ("linear", .linear(duration: 1)),
        ("easeIn", .easeIn(duration: 0.35)),
        ("easeOut", .easeOut(duration: 2.7)),
        ("easeInOut", .easeInOut(duration: 1)),
        ("timingCurve with overshoot", .timingCurve(0.68, -0.6, 0.32, 1.6, duration: 0.8)),
        ("timingCurve, steep start", .timingCurve(0.1, 0.9, 0.2, 1, duration: 0.5)),
        ("timingCurve, flat middle", .timingCurve(0.9, 0, 0.1, 1, duration: 1.3)),
        (
            "timingCurve(UnitCurve.bezier)",
            .timingCurve(
                .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)),
                duration: 1.2)
        ),
        (
            "UnitCurve with x outside 0…1 (clamped)",
            .timingCurve(
                .bezier(startControlPoint: UnitPoint(x: 1.4, y: 0), endControlPoint: UnitPoint(x: -0.2, y: 1)),
                duration: 1)
        ),
        ("delayed", .easeInOut(duration: 0.6).delay(0.25)),
        ("speed then delay", .easeIn(duration: 1).speed(2).delay(0.1)),
        ("delay then speed", .easeOut(duration: 1).delay(0.3).speed(0.5)),
    ]

    /// The largest differences seen, in units of the change (`|a − b| / |to − from|`), over a fine grid of times
    /// on and between frames: the re-read Lottie keyframes against the exact curve, and against the engine.
    static func largestErrors(_ animation: Animation, from: Double, to: Double, changeTime: Double) throws
        -> (exact: Double, engine: Double, bound: Double)
    {
        let segment = try #require(LottieEasing.timingSegment(of: animation))
        let keyframes = LottieEasing.keyframes(
            from: from, to: to, at: changeTime, segment: segment, frameRate: frameRate)
        let reread = try roundTrip(keyframes)
        var animator = Animator(value: from)
        animator.animate(to: to, with: animation, at: changeTime)
        let end = changeTime + segment.delay + segment.duration
        var exactError = 0.0
        var engineError = 0.0
        let steps = 3000
        for step in 0...steps {
            let time = changeTime - 0.05 + (end - changeTime + 0.1) * Double(step) / Double(steps)
            let lottie = IndependentEasing.value(of: reread, atFrame: time * frameRate)
            // The same time-to-progress mapping a player uses, so an ill-conditioned curve (a vertical tangent)
            // does not turn rounding in the mapping into a difference.
            let frames = (keyframes[0].time, keyframes[1].time)
            let progress = min(max((time * frameRate - frames.0) / (frames.1 - frames.0), 0), 1)
            let exact = from + (to - from) * IndependentEasing.eased(progress, segment)
            exactError = max(exactError, abs(lottie - exact) / abs(to - from))
            engineError = max(engineError, abs(lottie - animator.value(at: time)) / abs(to - from))
        }
        return (exactError, engineError, engineBound(segment))
    }

    /// The keyframes as a rotation property, written and read back.
    static func roundTrip(_ keyframes: [LottieKeyframe<Double>]) throws -> [LottieKeyframe<Double>] {
        let layer = LottieLayer(
            index: 1, name: "probe", inPoint: 0, outPoint: 600,
            transform: LottieTransform(rotation: .animated(keyframes)), content: .null)
        let animation = LottieAnimation(
            name: "probe", frameRate: frameRate, outPoint: 600, width: 10, height: 10, layers: [layer])
        let document = try LottieReader().read(try LottieWriter.data(animation))
        return try #require(document.animation.layers.first?.transform.rotation.keyframes)
    }

    /// How far the engine may stray from the exact curve, in units of the change: it solves x(s) = progress to
    /// within 2⁻²⁰ (which moves y by up to the curve's slope times that) and rounds y to a multiple of 2⁻²⁰, as
    /// SwiftUI does.
    static func engineBound(_ segment: LottieTimingSegment) -> Double {
        let epsilon = 1.0 / 1_048_576
        var slope = 1.0
        for step in 0...20000 {
            let s = Double(step) / 20000
            let dx =
                3 * (1 - s) * (1 - s) * segment.x1 + 6 * (1 - s) * s * (segment.x2 - segment.x1)
                + 3 * s * s * (1 - segment.x2)
            let dy =
                3 * (1 - s) * (1 - s) * segment.y1 + 6 * (1 - s) * s * (segment.y2 - segment.y1)
                + 3 * s * s * (1 - segment.y2)
            if dx > 1e-9 { slope = max(slope, abs(dy / dx)) }
        }
        return epsilon / 2 + slope * epsilon * 1.05 + 1e-12
    }

    /// The Lottie keyframes reproduce the curve itself (to rounding of the last bits); what remains against the
    /// engine is the engine's own precision, within the bound SwiftUI's solver precision gives.
    @Test(arguments: timingCurves.indices)
    func timingCurveChangesAreExact(_ index: Int) throws {
        let (name, animation) = Self.timingCurves[index]
        let errors = try Self.largestErrors(animation, from: 12.5, to: -40, changeTime: 0.2)
        #expect(errors.exact <= 1e-12, "\(name): \(errors.exact) of the change from the exact curve")
        #expect(errors.engine <= errors.bound, "\(name): \(errors.engine) of the change from the engine")
    }

    @Test func eachDimensionOfAVectorFollowsTheCurve() throws {
        let animation = Animation.easeInOut(duration: 0.5)
        let segment = try #require(LottieEasing.timingSegment(of: animation))
        let keyframes = LottieEasing.keyframes(
            from: [100.0, 100], to: [140, 60], at: 0, segment: segment, frameRate: Self.frameRate)
        #expect(keyframes[0].easeOut?.isUniform == true)
        let property = LottieProperty.animated(keyframes)
        var x = Animator(value: 100.0)
        var y = Animator(value: 100.0)
        x.animate(to: 140, with: animation, at: 0)
        y.animate(to: 60, with: animation, at: 0)
        for frame in 0...30 {
            let value = try #require(property.value(at: Double(frame)))
            let time = Double(frame) / Self.frameRate
            #expect(abs(value[0] - x.value(at: time)) <= 40e-6)
            #expect(abs(value[1] - y.value(at: time)) <= 40e-6)
        }
    }

    @Test func keyframesLandOnTheChangeAndItsEnd() throws {
        let segment = try #require(LottieEasing.timingSegment(of: .easeIn(duration: 0.5).delay(0.1)))
        let keyframes = LottieEasing.keyframes(from: 0.0, to: 1, at: 0.2, segment: segment, frameRate: 30)
        #expect(keyframes.map(\.time) == [9, 24])
        #expect(keyframes[0].easeOut == LottieEasingHandle(x: 0.42, y: 0))
        #expect(keyframes[0].easeIn == LottieEasingHandle(x: 1, y: 1))
    }

    static let notTimingCurves: [(String, Animation)] = [
        ("spring", .spring(duration: 0.5, bounce: 0.3)),
        ("default (fluid spring)", .default),
        ("interpolating spring", .interpolatingSpring(stiffness: 100, damping: 10)),
        ("circular curve", .timingCurve(.circularEaseIn, duration: 1)),
        ("control x above 1, unclamped", .timingCurve(0.5, 0, 1.3, 1, duration: 1)),
        ("repeat", .easeInOut(duration: 1).repeatCount(2)),
        ("negative delay", .easeIn(duration: 1).delay(-0.2)),
        ("zero duration", .linear(duration: 0)),
    ]

    @Test(arguments: notTimingCurves.indices)
    func otherAnimationsAreNotTimingSegments(_ index: Int) {
        let (name, animation) = Self.notTimingCurves[index]
        #expect(LottieEasing.timingSegment(of: animation) == nil, "\(name)")
    }

    /// A cubic keyframe is a cubic polynomial in time: the Bézier with x handles at 1/3 and 2/3.
    @Test func cubicKeyframeSegmentsAreExact() throws {
        let keyframes: [Keyframe<Double>] = [
            CubicKeyframe(10, duration: 0.5), CubicKeyframe(-5, duration: 0.7, startVelocity: 12),
            CubicKeyframe(3, duration: 0.4, endVelocity: -30), CubicKeyframe(8, duration: 0.3),
        ]
        let track = KeyframeTrack(initialValue: 0, keyframes: keyframes)
        var lottie: [LottieKeyframe<Double>] = []
        var start = 0.0
        var from = 0.0
        for keyframe in keyframes {
            guard case .cubic(let to, let duration, let explicitStart, _) = keyframe else { continue }
            // Velocities from the public API: the end velocity at the segment's end (the earlier segment wins at a
            // shared time), the start velocity explicit or else the previous segment's end velocity.
            let startVelocity = explicitStart ?? track.velocity(time: start)
            let endVelocity = track.velocity(time: start + duration)
            let handles = try #require(
                LottieEasing.hermiteHandles(
                    from: [from], to: [to], startVelocity: [startVelocity], endVelocity: [endVelocity],
                    duration: duration))
            lottie.append(
                LottieKeyframe(
                    time: start * Self.frameRate, value: from, easeOut: handles.out, easeIn: handles.in))
            start += duration
            from = to
        }
        lottie.append(LottieKeyframe(time: start * Self.frameRate, value: from))
        let reread = try Self.roundTrip(lottie)
        var largest = 0.0
        for step in 0...2400 {
            let time = track.duration * Double(step) / 2400
            let value = IndependentEasing.value(of: reread, atFrame: time * Self.frameRate)
            largest = max(largest, abs(value - track.value(time: time)))
        }
        #expect(largest <= 1e-9, "largest difference \(largest)")
    }

    @Test func hermiteNeedsAChangeWhereThereIsVelocity() {
        #expect(
            LottieEasing.hermiteHandles(from: [1], to: [1], startVelocity: [2], endVelocity: [0], duration: 1) == nil)
        let constant = LottieEasing.hermiteHandles(
            from: [1, 0], to: [1, 6], startVelocity: [0, 3], endVelocity: [0, 3], duration: 1)
        #expect(constant?.out == LottieEasingHandle(x: [1.0 / 3, 1.0 / 3], y: [1.0 / 6, 1.0 / 6]))
    }

    @Test func timeSnapsToWholeFrames() {
        #expect(LottieTime.frame(0.1, frameRate: 30) == 3)
        #expect(LottieTime.frame(0.35, frameRate: 60) == 21)
        #expect(LottieTime.frame(0.01, frameRate: 30) == 0.3)
    }
}

/// A Lottie keyframe evaluator written independently of animdb's solvers: the segment's Bézier x(s) = progress
/// is solved with Cardano's formula (then polished by Newton), and y(s) gives the eased progress.
enum IndependentEasing {
    static func value(of keyframes: [LottieKeyframe<Double>], atFrame frame: Double) -> Double {
        guard let first = keyframes.first else { return .nan }
        if frame <= first.time { return first.value }
        guard let index = keyframes.lastIndex(where: { $0.time <= frame }), index + 1 < keyframes.count else {
            return keyframes[keyframes.count - 1].value
        }
        let a = keyframes[index]
        let b = keyframes[index + 1]
        if a.hold { return a.value }
        let progress = (frame - a.time) / (b.time - a.time)
        let out = a.easeOut ?? LottieEasingHandle(x: 0, y: 0)
        let into = a.easeIn ?? LottieEasingHandle(x: 1, y: 1)
        let s = solve(progress, x1: out.x[0], x2: into.x[0])
        let u = 1 - s
        let eased = 3 * u * u * s * out.y[0] + 3 * u * s * s * into.y[0] + s * s * s
        return a.value + (b.value - a.value) * eased
    }

    /// The eased progress of `segment`'s curve at time progress `p`.
    static func eased(_ p: Double, _ segment: LottieTimingSegment) -> Double {
        let s = solve(p, x1: segment.x1, x2: segment.x2)
        let u = 1 - s
        return 3 * u * u * s * segment.y1 + 3 * u * s * s * segment.y2 + s * s * s
    }

    /// The root in [0, 1] of x(s) = p for x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³.
    static func solve(_ p: Double, x1: Double, x2: Double) -> Double {
        // x(s) = A s³ + B s² + C s with C = 3x1, B = 3x2 − 6x1, A = 1 + 3x1 − 3x2.
        let c = 3 * x1
        let b = 3 * x2 - 6 * x1
        let a = 1 + 3 * x1 - 3 * x2
        func x(_ s: Double) -> Double { ((a * s + b) * s + c) * s }
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) < 1e-12 {
                roots = [p / c]
            } else {
                let discriminant = (c * c + 4 * b * p).squareRoot()
                roots = [(-c + discriminant) / (2 * b), (-c - discriminant) / (2 * b)]
            }
        } else {
            // Depressed cubic t³ + P t + Q = 0 with s = t − b / 3a.
            let bb = b / a
            let cc = c / a
            let dd = -p / a
            let pp = cc - bb * bb / 3
            let qq = 2 * bb * bb * bb / 27 - bb * cc / 3 + dd
            let delta = qq * qq / 4 + pp * pp * pp / 27
            if delta >= 0 {
                let root = delta.squareRoot()
                roots = [cbrt(-qq / 2 + root) + cbrt(-qq / 2 - root) - bb / 3]
            } else {
                let r = (-pp / 3).squareRoot()
                let phi = acos(max(-1, min(1, -qq / (2 * r * r * r))))
                roots = (0..<3).map { k in 2 * r * cos((phi + 2 * Double.pi * Double(k)) / 3) - bb / 3 }
            }
        }
        var s = roots.filter { $0 > -1e-7 && $0 < 1 + 1e-7 }.min(by: { abs(x($0) - p) < abs(x($1) - p) }) ?? p
        s = min(max(s, 0), 1)
        for _ in 0..<3 {
            let slope = (3 * a * s + 2 * b) * s + c
            guard abs(slope) > 1e-12 else { break }
            s = min(max(s - (x(s) - p) / slope, 0), 1)
        }
        return s
    }
}
