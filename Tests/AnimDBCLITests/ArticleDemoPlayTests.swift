import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

/// The demo library plays the articles' views: for each demo, `animdb play NAME --at …` shows, at times before,
/// during and after each of the article's `withAnimation` blocks, the values (and the modifier's offset) that the
/// article's formulas give under the article's animations.
///
/// Expectations are computed here from the articles (000: ShakeEffect; 001: Arc, Wave, Polygon, ShakeModifier,
/// PetalShape and their demo views; 002: Shake; 003: MorphingShape, the width/height rectangle,
/// AnimatableTextView), with the engine's public `Animation`, `Spring`, `UnitCurve` and `Animator` standing in for
/// SwiftUI's animation math, and SwiftUI's rules from `../shared/reference/swiftui-semantics.md` (cited as §n) and
/// docs/evaluation.md: an animated change's instant still shows the value before it, the first display frame after
/// it shows the new animation, and a view attribute's animatable parameters form one vector driven by one animator.
@Suite struct ArticleDemoPlayTests {
    /// One probed frame: parameter values (angles in degrees) and the modifier effect's channels.
    struct Frame {
        var time: Double
        var values: [String: Double]
        var effect: [String: Double]

        func value(_ name: String) throws -> Double { try #require(values[name], "no value '\(name)' at \(time)") }
        func effect(_ name: String) throws -> Double { try #require(effect[name], "no effect '\(name)' at \(time)") }
    }

    /// `animdb play NAME --at TIMES --format json` in a fresh store (seeded with the demo library).
    static func play(_ name: String, at times: [Double]) throws -> [Frame] {
        let cli = try CLIFixture()
        let result = cli.run(
            "play", name, "--at", times.map { "\($0)" }.joined(separator: ","), "--format", "json")
        #expect(result.code == 0, "\(result.stderr)")
        let document = try #require(try result.json() as? [String: Any])
        let frames = try #require(document["frames"] as? [[String: Any]])
        #expect(frames.count == times.count)
        // The times asked for, not the JSON's "t": Foundation's JSON reader on Linux may round a 17-digit number to
        // a neighbouring double, and a fluid spring's fixed-step integrator can tell the two apart.
        #expect(try frames.map { try #require($0["t"] as? Double) }.elementsEqual(times) { abs($0 - $1) < 1e-12 })
        return zip(times, frames).map { time, frame in
            Frame(
                time: time,
                values: ((frame["values"] as? [String: Any]) ?? [:]).compactMapValues { $0 as? Double },
                effect: ((frame["effect"] as? [String: Any]) ?? [:]).compactMapValues { $0 as? Double })
        }
    }

    static let display = 60.0

    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

    /// Expects `actual` within `tolerance` of `expected`, naming what and when.
    static func expect(
        _ actual: Double, _ expected: Double, _ what: String, at time: Double, tolerance: Double = 1e-9,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            actual.isApproximatelyEqual(to: expected, absoluteTolerance: tolerance),
            "\(what) at \(time): \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }

    /// Two parameters of one attribute, changed together by one spring: their values are the reference animator's
    /// for their AnimatablePair, both are the same fraction of their change at every instant (so they finish
    /// together), and after `start` that fraction is the closed-form `spring`'s from rest, up to the fluid spring
    /// integrator's error.
    static func expectPair(
        _ frame: Frame, _ names: (String, String), from: (Double, Double), to: (Double, Double),
        animator: Animator<AnimatablePair<Double, Double>>, spring: Spring, start: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let t = frame.time
        var probe = animator
        let expected = probe.value(at: t)
        let (first, second) = try (frame.value(names.0), frame.value(names.1))
        expect(first, expected.first, names.0, at: t, sourceLocation: sourceLocation)
        expect(second, expected.second, names.1, at: t, sourceLocation: sourceLocation)
        let fraction = (first - from.0) / (to.0 - from.0)
        expect(
            second, from.1 + (to.1 - from.1) * fraction, "\(names.1) (same fraction)", at: t,
            sourceLocation: sourceLocation)
        if t > start {
            expect(
                fraction, spring.value(target: 1.0, time: t - start), "the spring's fraction (closed form)", at: t,
                tolerance: 0.01, sourceLocation: sourceLocation)
        }
    }

    // MARK: Shakes

    /// AnimatableModifierDemo (000): `.modifier(ShakeEffect(shakes: shakes))` with `content.offset(x: sin(shakes *
    /// .pi * 2) * 10)`; the Animate button, pressed at 0 and at 1 s, runs `withAnimation(.linear(duration: 0.6)) {
    /// shakes += 2 }`.
    @Test func shakeEffectShakesTwiceTwoAtATime() throws {
        let times = [0, 0.1, 0.15, 0.3, 0.45, 0.6, 0.8, 1, 1.1, 1.25, 1.5, 1.6, 2]
        let linear = Animation.linear(duration: 0.6)
        for frame in try Self.play("shake-effect", at: times) {
            let t = frame.time
            // Each press animates +2 from the value the state holds (relative to the model value, 2 after the first).
            let shakes =
                t <= 1 ? linear.value(from: 0, to: 2, at: t) : linear.value(from: 2, to: 4, at: t - 1)
            Self.expect(try frame.value("shakes"), shakes, "shakes", at: t)
            Self.expect(try frame.effect("offsetX"), sin(shakes * .pi * 2) * 10, "offsetX", at: t)
        }
        // A linear 0.6 s run is at t/0.6 of its change: an independent check of the reference itself.
        #expect(linear.value(from: 0, to: 2, at: 0.45) == 2 * 0.45 / 0.6)
    }

    /// DevTechieShakeAnimation (002), the login field: `.shake(with: numberOfShakes)` with `content.offset(x:
    /// sin(shakes * .pi * 2) * 5)`. Check pressed at 0: `withAnimation { numberOfShakes = 4 }` (the default
    /// animation); Return at 1.5 s: `numberOfShakes = 0.0` without animation; Check again at 2 s.
    @Test func shakeLoginShakesFourTimesResetsAndShakesAgain() throws {
        let times = [0, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.4, 1.5, 1.75, 2, 2.1, 2.3, 2.6, 3.5]
        let spring = Animation.default
        // The first run ends before the reset, so the reset leaves nothing running (else it would move under it).
        let firstRun = try #require(spring.duration(from: 0, to: 4, displayRate: Self.display))
        #expect(firstRun < 1.5)
        for frame in try Self.play("shake-login", at: times) {
            let t = frame.time
            let shakes: Double
            switch t {
            case ..<1.5: shakes = spring.value(from: 0, to: 4, at: t, displayRate: Self.display)
            // A change without animation takes effect at its instant.
            case ..<2: shakes = 0
            default: shakes = spring.value(from: 0, to: 4, at: t - 2, displayRate: Self.display)
            }
            Self.expect(try frame.value("shakes"), shakes, "shakes", at: t)
            Self.expect(try frame.effect("offsetX"), sin(shakes * .pi * 2) * 5, "offsetX", at: t)
        }
    }

    /// DevTechieShakeAnimation (002), the second view: the Shake button runs `withAnimation(Animation.easeInOut(
    /// duration: 2)) { numberOfShakes = 10 }`; `.shake(with:)` offsets by `sin(shakes * .pi * 2) * 5`.
    @Test func shakeMeShakesTenTimesEasingInAndOut() throws {
        let times = [0, 0.2, 0.5, 0.7, 1, 1.3, 1.55, 1.9, 2, 2.5]
        for frame in try Self.play("shake-me", at: times) {
            let t = frame.time
            let shakes = Animation.easeInOut(duration: 2).value(from: 0, to: 10, at: t)
            Self.expect(try frame.value("shakes"), shakes, "shakes", at: t)
            Self.expect(try frame.effect("offsetX"), sin(shakes * .pi * 2) * 5, "offsetX", at: t)
        }
        // The ease-in-out is symmetric: halfway through it has done half the shakes.
        #expect(try Self.play("shake-me", at: [1])[0].value("shakes") == 5)
    }

    /// ShakeDemoView (001): Shake! sets `shakeProgress = 0`, then `withAnimation(.easeOut(duration: 0.6)) {
    /// shakeProgress = 1 }`; `.shake(progress: shakeProgress, intensity: 15)` offsets by `sin(progress * .pi * 6) *
    /// intensity * (1 - progress)`, so three shakes that die away.
    @Test func shakeDecayShakesThreeTimesDyingAway() throws {
        let times = [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 1]
        for frame in try Self.play("shake-decay", at: times) {
            let t = frame.time
            let progress = Animation.easeOut(duration: 0.6).value(from: 0, to: 1, at: t)
            Self.expect(try frame.value("progress"), progress, "progress", at: t)
            Self.expect(
                try frame.effect("offsetX"), sin(progress * .pi * 6) * 15 * (1 - progress), "offsetX", at: t)
        }
        let end = try Self.play("shake-decay", at: [0.6])[0]
        #expect(try end.value("progress") == 1)
        #expect(try end.effect("offsetX") == 0)
    }

    // MARK: Shapes

    /// ArcDemoView (001): `Arc(startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)`; the button
    /// (pressed at 0.5 s; the article picks random angles, the demo 45° and 300°) runs
    /// `withAnimation(.easeInOut(duration: 1.0)) { startAngle = …; endAngle = … }`: one transaction, one animation of
    /// the AnimatablePair, so both angles are at the same fraction of their change at every instant.
    @Test func arcDemoAnimatesBothAnglesTogether() throws {
        let times = [0, 0.25, 0.5, 0.6, 0.75, 1, 1.2, 1.5, 2]
        let easeInOut = Animation.easeInOut(duration: 1)
        for frame in try Self.play("arc-demo", at: times) {
            let t = frame.time
            Self.expect(
                try frame.value("startAngle"), easeInOut.value(from: 0, to: 45, at: t - 0.5), "startAngle", at: t)
            Self.expect(
                try frame.value("endAngle"), easeInOut.value(from: 180, to: 300, at: t - 0.5), "endAngle", at: t)
            let fraction = UnitCurve.easeInOut.value(at: min(max((t - 0.5) / 1, 0), 1))
            Self.expect(try frame.value("startAngle"), 45 * fraction, "startAngle (unit curve)", at: t)
        }
    }

    /// WaveDemoView (001): `.onAppear { withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
    /// phase = .pi * 2 } }`; Gelombang Tinggi (pressed at 1 s) runs `withAnimation(.easeInOut(duration: 0.8)) {
    /// amplitude = 50; frequency = 5 }`.
    ///
    /// Amplitude, frequency and phase are one Wave's animatableData, so the second change joins the running
    /// repeat in a `DefaultCombiningAnimation` (§6: ease-in-outs do not merge): each frame the new entry animates
    /// from the old trajectory r₀ towards the new target, `(1 − f)·r₀ + f·target`, and the combination ends when
    /// its last entry does. So the phase is pulled to the model value 2π over those 0.8 s and stays there: in
    /// SwiftUI, and in animdb, the wave stops rolling once the bigger wave has grown.
    @Test func waveDemoRollsThenGrowsAndStops() throws {
        let times = [0, 0.3, 0.5, 1, 1.2, 1.4, 1.7, 1.8, 2, 2.5, 3]
        let rolling = Animation.linear(duration: 2).repeatForever(autoreverses: false)
        for frame in try Self.play("wave-demo", at: times) {
            let t = frame.time
            // The repeat alone: phase = 2π · t / 2 in the first iteration.
            let r0 = rolling.value(from: 0, to: .pi * 2, at: t, displayRate: Self.display)
            if t < 2 { Self.expect(r0, .pi * 2 * t / 2, "the repeat's phase", at: t, tolerance: 1e-12) }
            let f = t <= 1 ? 0 : UnitCurve.easeInOut.value(at: min((t - 1) / 0.8, 1))
            Self.expect(try frame.value("amplitude"), 30 + (50 - 30) * f, "amplitude", at: t)
            Self.expect(try frame.value("frequency"), 3 + (5 - 3) * f, "frequency", at: t)
            Self.expect(try frame.value("phase"), t >= 1.8 ? .pi * 2 : (1 - f) * r0 + f * .pi * 2, "phase", at: t)
        }
    }

    /// PolygonDemoView (001): `Polygon(sides: sides, scale: scale, rotation: .degrees(0))`; sides 3 → 6 with
    /// `.spring(duration: 0.6, bounce: 0.3)` (the slider, moved at 0), then Pulse at 1 s: `withAnimation(
    /// .easeInOut(duration: 0.3)) { scale = 0.8 }` and, 0.3 s later, `withAnimation(.spring(duration: 0.5, bounce:
    /// 0.5)) { scale = 1.0 }`.
    ///
    /// The Pulse handoff (docs/evaluation.md): at 1.3 s the fluid spring merges with the ease-in-out at its end (§6),
    /// taking over its offset −0.2 and no velocity, so from 1.3 s the scale is a spring from rest from 0.8 to 1.
    @Test func polygonMorphGrowsSidesThenPulses() throws {
        let times = [0, 0.1, 0.2, 0.3, 0.45, 0.6, 1, 1.1, 1.15, 1.3, 1.35, 1.4, 1.5, 1.6, 1.8, 2.5]
        let sidesSpring = Animation.spring(duration: 0.6, bounce: 0.3)
        let pulseDown = Animation.easeInOut(duration: 0.3)
        let pulseUp = Animation.spring(duration: 0.5, bounce: 0.5)
        // The sides spring is at rest before Pulse, so Pulse animates the scale alone.
        #expect(try #require(sidesSpring.duration(from: 3, to: 6, displayRate: Self.display)) <= 1)
        for frame in try Self.play("polygon-morph", at: times) {
            let t = frame.time
            Self.expect(
                try frame.value("sides"), sidesSpring.value(from: 3, to: 6, at: t, displayRate: Self.display),
                "sides", at: t)
            let scale: Double
            switch t {
            case ..<1.3: scale = pulseDown.value(from: 1, to: 0.8, at: t - 1)
            default: scale = pulseUp.value(from: 0.8, to: 1, at: t - 1.3, displayRate: Self.display)
            }
            Self.expect(try frame.value("scale"), scale, "scale", at: t)
            // The fluid spring integrates the equation `Spring(duration:bounce:)` solves in closed form, up to the
            // integrator's error.
            if t > 1.3 {
                let closedForm = 0.8 + 0.2 * Spring(duration: 0.5, bounce: 0.5).value(target: 1.0, time: t - 1.3)
                Self.expect(try frame.value("scale"), closedForm, "scale (closed form)", at: t, tolerance: 0.01)
            }
            if t > 0, t < 1 {
                let closedForm = 3 + Spring(duration: 0.6, bounce: 0.3).value(target: 3.0, time: t)
                Self.expect(try frame.value("sides"), closedForm, "sides (closed form)", at: t, tolerance: 0.05)
            }
        }
        // At the handoff it still shows the ease-in-out's end; the bounce then overshoots 1.
        let handoff = try Self.play("polygon-morph", at: [1.3, 1.6])
        #expect(try handoff[0].value("scale") == 0.8)
        #expect(try handoff[1].value("scale") > 1.02)
    }

    /// FlowerLoadingView (001): `PetalShape(petalCount: petalCount, innerRadius: 30, outerRadius: outerRadius,
    /// rotationOffset: rotationOffset)` with `.rotationEffect(.radians(rotationOffset))`; on appear
    /// `withAnimation(.linear(duration: 4).repeatForever(autoreverses: false)) { rotationOffset = .pi * 2 }`; the
    /// 12-petal button (pressed at 1 s) runs `withAnimation(.spring(duration: 0.8)) { petalCount = 12; outerRadius =
    /// 50 }`.
    ///
    /// The petal's `rotationOffset` is `@AnimatableIgnored`, so it jumps to 2π; the rotation effect's angle turns
    /// with the repeat. petalCount and outerRadius are one attribute's vector: one spring, the same fraction of
    /// their changes at every instant, finishing together.
    @Test func flowerLoadingTurnsAndGrowsPetalsTogether() throws {
        let times = [0, 0.5, 1, 1.1, 1.25, 1.5, 2, 2.5, 3.5, 4.5]
        let turning = Animation.linear(duration: 4).repeatForever(autoreverses: false)
        var petals = Animator(value: AnimatablePair(6.0, 60.0), displayRate: Self.display)
        petals.animate(to: AnimatablePair(12.0, 50.0), with: .spring(duration: 0.8), at: 1)
        for frame in try Self.play("flower-loading", at: times) {
            let t = frame.time
            Self.expect(try frame.value("rotationOffset"), .pi * 2, "rotationOffset", at: t)
            let angle = Self.degrees(turning.value(from: 0, to: .pi * 2, at: t, displayRate: Self.display))
            if t < 4 { Self.expect(angle, 360 * t / 4, "the repeat's angle", at: t) }
            Self.expect(try frame.value("angle"), angle, "angle", at: t)
            Self.expect(try frame.effect("rotationDegrees"), angle, "rotationDegrees", at: t)
            try Self.expectPair(
                frame, ("petalCount", "outerRadius"), from: (6, 60), to: (12, 50), animator: petals,
                spring: Spring(duration: 0.8), start: 1)
        }
    }

    /// MorphingShape's ContentView (003): `MorphingShape(size: 100, cornerRadius: 50)`, a tap (at 0; the article
    /// picks random values, the demo 150 and 10) runs `withAnimation(.spring(response: 1.0, dampingFraction: 0.5,
    /// blendDuration: 1.0)) { size = …; cornerRadius = … }`. The blend duration only blends a change of response
    /// when one spring retargets another; from rest this is the fluid spring of response 1 and damping 0.5, driving
    /// the AnimatablePair (size, cornerRadius).
    @Test func morphTapSpringsSizeAndCornersTogether() throws {
        let times = [0, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4]
        let animation = Animation.spring(response: 1, dampingFraction: 0.5, blendDuration: 1)
        var shape = Animator(value: AnimatablePair(100.0, 50.0), displayRate: Self.display)
        shape.animate(to: AnimatablePair(150.0, 10.0), with: animation, at: 0)
        for frame in try Self.play("morph-tap", at: times) {
            try Self.expectPair(
                frame, ("size", "cornerRadius"), from: (100, 50), to: (150, 10), animator: shape,
                spring: Spring(response: 1, dampingRatio: 0.5), start: 0)
        }
        // Damping 0.5 overshoots: the square grows past 150 and its corners dip below 10.
        let peak = try Self.play("morph-tap", at: [0.5])[0]
        #expect(try peak.value("size") > 150)
        #expect(try peak.value("cornerRadius") < 10)
    }

    /// The width/height rectangle (003): `animatableData` is `AnimatablePair(width, height)`, so one spring animates
    /// both (the demo: 50 × 50 → 200 × 100 with `.spring(duration: 0.5, bounce: 0.3)`) and they finish together.
    @Test func rectGrowAnimatesWidthAndHeightAsOnePair() throws {
        let animation = Animation.spring(duration: 0.5, bounce: 0.3)
        var rect = Animator(value: AnimatablePair(50.0, 50.0), displayRate: Self.display)
        rect.animate(to: AnimatablePair(200.0, 100.0), with: animation, at: 0)
        var resting = rect
        let rest = resting.runToRest(within: 10)
        let end = try #require(rest)
        let frames = 1 + Int((end * Self.display).rounded())
        let times = (0..<frames + 6).map { Double($0) / Self.display }
        // The frame item has a width and height too, so play names the rectangle's by item.
        let played = try Self.play("rect-grow", at: times)
        for frame in played {
            let t = frame.time
            var probe = rect
            let expected = probe.value(at: t)
            Self.expect(try frame.value("SizeRectangle.width"), expected.first, "width", at: t)
            Self.expect(try frame.value("SizeRectangle.height"), expected.second, "height", at: t)
            Self.expect(
                try frame.value("SizeRectangle.height"), 50 + 50 * (try frame.value("SizeRectangle.width") - 50) / 150,
                "height (same fraction)",
                at: t)
        }
        // Both reach their targets on the same frame, and not before.
        let widthDone = try #require(try played.firstIndex { try $0.value("SizeRectangle.width") == 200 })
        let heightDone = try #require(try played.firstIndex { try $0.value("SizeRectangle.height") == 100 })
        #expect(widthDone == heightDone)
        #expect(
            try played[widthDone...].allSatisfy {
                try $0.value("SizeRectangle.width") == 200 && $0.value("SizeRectangle.height") == 100
            })
    }

    /// AnimatableTextView (003): "Animate Values" (pressed at 0) runs `withAnimation(.easeInOut(duration: 2)) {
    /// value1 = 100.0; value2 = 200.0 }`; the view's `animatableData` is `AnimatablePair(value1, value2)`, so both
    /// count up on one curve and land together at 2 s.
    @Test func countUpCountsBothNumbersOnOneCurve() throws {
        let times = [0, 0.25, 0.5, 1, 1.5, 1.9, 2, 2.5]
        let easeInOut = Animation.easeInOut(duration: 2)
        for frame in try Self.play("count-up", at: times) {
            let t = frame.time
            Self.expect(try frame.value("value1"), easeInOut.value(from: 0, to: 100, at: t), "value1", at: t)
            Self.expect(try frame.value("value2"), easeInOut.value(from: 0, to: 200, at: t), "value2", at: t)
            Self.expect(try frame.value("value2"), 2 * (try frame.value("value1")), "value2 = 2 · value1", at: t)
        }
        let ends = try Self.play("count-up", at: [1.99, 2])
        #expect(try ends[0].value("value1") < 100 && ends[0].value("value2") < 200)
        #expect(try ends[1].value("value1") == 100 && ends[1].value("value2") == 200)
    }
}
