import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBLottie

/// The export of whole views: every frame of the Lottie file, evaluated as a player evaluates it (`LottieFrame`),
/// draws what animdb's scene at that frame's time draws; exact curves stay curves; the file is deterministic.
@Suite struct LottieExportTests {
    static let presets = Dictionary(uniqueKeysWithValues: DemoLibrary.presets.map { ($0.id, $0) })
    static let size = CGSize(width: 320, height: 240)

    static func evaluator(_ timeline: Timeline) throws -> TimelineEvaluator {
        try TimelineEvaluator(timeline: timeline, presets: presets)
    }

    static func export(_ timeline: Timeline, frameRate: Double = 30, duration: Double? = nil) throws
        -> LottieAnimation
    {
        let evaluator = try evaluator(timeline)
        return LottieExport.animation(
            of: evaluator, name: timeline.name, size: size, frameRate: frameRate,
            duration: duration ?? evaluator.timing.passLength)
    }

    /// The problems at every frame of `animation` against the scenes of `timeline`.
    static func problems(_ animation: LottieAnimation, _ timeline: Timeline) throws -> [String] {
        var evaluator = try evaluator(timeline)
        var problems: [String] = []
        for frame in 0..<Int(animation.outPoint) {
            let scene = evaluator.scene(at: Double(frame) / animation.frameRate, size: size)
            let shown = LottieFrame(animation, frame: Double(frame))
            problems += SceneComparison.problems(shown, scene).map { "frame \(frame): \($0)" }
        }
        return problems
    }

    @Test(arguments: DemoLibrary.resolvedTimelines.map(\.name))
    func everyFrameOfADemoExportDrawsTheDemosScene(_ name: String) throws {
        let timeline = try #require(DemoLibrary.resolvedTimelines.first { $0.name == name })
        let animation = try Self.export(timeline)
        let problems = try Self.problems(animation, timeline)
        if let gap = LottieKnownGaps.export[name] {
            withKnownIssue(Comment(rawValue: gap)) {
                #expect(problems.isEmpty, "\(name): \(problems.prefix(5).joined(separator: "; "))")
            }
        } else {
            #expect(problems.isEmpty, "\(name): \(problems.prefix(5).joined(separator: "; "))")
        }
        // What is written reads back as the same animation, and only the angular stand-in uses a matte.
        let data = try LottieWriter.data(animation)
        #expect(try LottieWriter.data(Self.export(timeline)) == data, "deterministic")
        let document = try LottieReader().read(data)
        #expect(document.animation == animation)
        #expect(document.unsupported.isEmpty, "\(document.unsupported)")
    }

    /// An even-odd fill is written with Lottie's even-odd rule (`r` 2) and read back as `eoFill`.
    @Test func evenOddFillsKeepTheirRuleThereAndBack() throws {
        let timeline = Timeline(
            name: "holes",
            chain: [
                .inline("star", type: "polygon", ["sides": "5"]),
                .inline("fill", type: "fill", ["paint": ".orange", "eoFill": "true"]),
                .inline("fade", type: "opacity"),
            ],
            changes: [.init(at: 0, animation: ".linear(duration: 1)", [.init("fade.opacity", .set, "0.5")])])
        let animation = try Self.export(timeline)
        func rules(_ items: [LottieShapeItem]) -> [LottieFillRule] {
            items.flatMap { item -> [LottieFillRule] in
                switch item.kind {
                case .group(let children): rules(children)
                case .fill(_, _, let rule): [rule]
                default: []
                }
            }
        }
        let written = animation.layers.flatMap { layer -> [LottieFillRule] in
            if case .shapes(let items) = layer.content { return rules(items) }
            return []
        }
        #expect(written == [.evenOdd])
        let plan = try LottieImporter.plan(try LottieReader().read(try LottieWriter.data(animation)), name: "back")
        let fills = plan.timelines.flatMap(\.items).compactMap { item -> [Preset.Parameter]? in
            if case .inline("fill", let parameters, _) = item.source { return parameters }
            return nil
        }
        #expect(fills.count == 1 && fills[0].contains { $0.name == "eoFill" && $0.value == "true" }, "\(fills)")
        #expect(!plan.skipped.contains { $0.contains("even-odd") })
    }

    /// A rectangle moved, turned, scaled and faded by timing curves, each alone on its item: every channel is two
    /// keyframes with the curve's easing, and every frame still matches.
    @Test func timingCurvesAloneOnAnItemBecomeTwoEasedKeyframes() throws {
        let timeline = Timeline(
            name: "eased",
            chain: [
                .inline("box", type: "rectangle", ["width": "80", "height": "40"]),
                .inline("fill", type: "fill", ["paint": ".orange"]),
                .inline("move", type: "offset"), .inline("turn", type: "rotation"), .inline("grow", type: "scale"),
                .inline("fade", type: "opacity"),
            ],
            changes: [
                .init(at: 0, animation: ".easeInOut(duration: 1)", [.init("move.x", .set, "60")]),
                .init(at: 0.2, animation: ".linear(duration: 0.5)", [.init("turn.angle", .set, ".degrees(90)")]),
                .init(
                    at: 0.5, animation: ".timingCurve(0.2, 0.8, 0.4, 1.2, duration: 0.6)",
                    [.init("grow.scale", .set, "1.5")]),
                .init(at: 1, animation: ".easeIn(duration: 0.5).delay(0.1)", [.init("fade.opacity", .set, "0.25")]),
                // Interrupted: the second change comes while the first runs, so this one is baked.
                .init(at: 1.2, animation: ".easeOut(duration: 0.6)", [.init("box.width", .set, "120")]),
                .init(at: 1.4, animation: ".easeOut(duration: 0.3)", [.init("box.width", .set, "60")]),
            ])
        let animation = try Self.export(timeline)
        let problems = try Self.problems(animation, timeline)
        #expect(problems.isEmpty, "\(problems.prefix(5))")

        func layer(_ name: String) throws -> LottieLayer { try #require(animation.layers.first { $0.name == name }) }
        func positionX(_ layer: LottieLayer) -> [LottieKeyframe<Double>]? {
            if case .split(let x, _) = layer.transform.position { return x.keyframes }
            return nil
        }
        // offset x: 60 points in one second along easeInOut (0.42, 0, 0.58, 1), starting at the anchor.
        let move = try #require(positionX(try layer("move")))
        #expect(move.map(\.time) == [0, 30])
        #expect(
            move[0].easeOut == LottieEasingHandle(x: 0.42, y: 0) && move[0].easeIn == LottieEasingHandle(x: 0.58, y: 1))
        #expect(move[1].value - move[0].value == 60)
        let turn = try #require(try layer("turn").transform.rotation.keyframes)
        #expect(turn.map(\.time) == [6, 21] && turn.map(\.value) == [0, 90] && turn[0].easeOut == nil)
        let grow = try #require(try layer("grow").transform.scale.keyframes)
        #expect(grow.map(\.time) == [15, 33] && grow[1].value == [150, 150])
        #expect(grow[0].easeOut == LottieEasingHandle(x: 0.2, y: 0.8, dimensions: 2))
        // The fade's delay moves its first keyframe; opacity is on the content layer.
        let content = try layer("box")
        let fade = try #require(content.transform.opacity.keyframes)
        #expect(fade.map(\.time) == [33, 48] && fade.map(\.value) == [100, 25])
        // The interrupted width is baked: one keyframe per frame while it moves.
        guard case .shapes(let items) = content.content, case .group(let group) = items[0].kind,
            case .rectangle(_, let size, _) = group[0].kind
        else {
            Issue.record("the box is a rectangle item")
            return
        }
        #expect((size.keyframes?.count ?? 0) > 10)
    }

    /// Springs and the article's shapes: a polygon whose side count springs is a star with held point counts, and
    /// its ease-in-out pulse (alone on the item, after the spring has settled) is one eased pair on its radius.
    @Test func polygonsAreStarsWithHeldCountsAndExactPulses() throws {
        let timeline = try #require(DemoLibrary.resolvedTimelines.first { $0.name == "polygon-morph" })
        let animation = try Self.export(timeline, frameRate: 60)
        let outline = try #require(animation.layers.first { $0.name == "Polygon outline" })
        guard case .shapes(let items) = outline.content, case .group(let group) = items[0].kind,
            case .group(let polygon) = group[0].kind, case .polystar(let star) = polygon[0].kind
        else {
            Issue.record("the outline is a star")
            return
        }
        let counts = try #require(star.points.keyframes)
        #expect(counts.dropLast().allSatisfy { $0.hold })
        #expect(counts.map(\.value).first == 3 && counts.map(\.value).last == 6)
        // The pulse: scale 1 → 0.8 with .easeInOut(duration: 0.3) at 1 s, frames 60 … 78.
        let radius = try #require(star.outerRadius.keyframes)
        let pulse = try #require(radius.firstIndex { $0.time == 60 })
        #expect(radius[pulse + 1].time == 78)
        #expect(radius[pulse].easeOut == LottieEasingHandle(x: 0.42, y: 0))
    }

    @Test func framesCoverTheDurationAndItsEnd() throws {
        let timeline = try #require(DemoLibrary.resolvedTimelines.first { $0.name == "rect-grow" })
        let animation = try Self.export(timeline, frameRate: 24, duration: 1.01)
        // 1.01 s at 24 fps ends between frames 24 and 25: frame 25 shows the end.
        #expect(animation.outPoint == 26 && animation.frameRate == 24)
        #expect(LottieExport.frameCount(duration: 1.01, frameRate: 24) == 26)
        #expect(LottieExport.frameCount(duration: 1, frameRate: 24) == 25)
        #expect(LottieExport.frameCount(duration: 0, frameRate: 24) == 1)
    }

    /// A `MoveKeyframe` after a spring keyframe without a duration jumps when the spring's settling time is over,
    /// as the engine resolves the track: the export holds the keyframe before that instant (and not at 0 s).
    @Test func aMoveAfterADurationlessSpringHoldsWhereTheEngineSaysItJumps() throws {
        let timeline = Timeline(
            name: "spring-then-move",
            chain: [.inline("box", type: "rectangle"), .inline("move", type: "offset")],
            keyframes: ["move.x": "SpringKeyframe(40); MoveKeyframe(-20)"])
        let evaluator = try Self.evaluator(timeline)
        let key = try #require(evaluator.timing.parameters.first { $0.isKeyframed })
        let jump = try #require(key.markerTimes.last)
        #expect(jump > 0.1)
        let animation = try Self.export(timeline, duration: jump + 0.5)
        #expect(try Self.problems(animation, timeline).isEmpty)
        let layer = try #require(animation.layers.first { $0.name == "move" })
        guard case .split(let x, _) = layer.transform.position, let keyframes = x.keyframes else {
            Issue.record("the offset's x is not keyframed")
            return
        }
        // Just before the jump's frame position the keyframe holds; no keyframe holds at the start.
        let held = keyframes.filter(\.hold).map(\.time)
        #expect(held.contains { abs($0 - jump * 30) <= 1 }, "\(held) vs \(jump * 30)")
        #expect(!held.contains(0))
    }
}
