import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBLottie

/// Export → import → play: every demo timeline written as Lottie and read back as presets and timelines draws the
/// same scene at every frame, within 1e-3 (outline points, colours, opacities, stroke widths, text placement).
@Suite struct LottieRoundTripTests {
    static let presets = Dictionary(uniqueKeysWithValues: DemoLibrary.presets.map { ($0.id, $0) })

    /// The demos that do not come back whole, and why.
    static let notMapping: [String: String] = [
        // Lottie has no angular gradient: the export draws 120 wedges under a track matte, which import leaves out.
        "polygon-morph": "its angular gradient is wedges under a track matte, which import leaves out"
    ]

    @Test(arguments: DemoLibrary.resolvedTimelines.map(\.name))
    func aDemoComesBackDrawingTheSameAtEveryFrame(_ name: String) throws {
        let timeline = try #require(DemoLibrary.resolvedTimelines.first { $0.name == name })
        var original = try TimelineEvaluator(timeline: timeline, presets: Self.presets)
        let size = CGSize(width: 320, height: 240)
        let frameRate = 30.0
        let animation = LottieExport.animation(
            of: original, name: name, size: size, frameRate: frameRate, duration: original.timing.passLength)
        let document = try LottieReader().read(try LottieWriter.data(animation))
        if let reason = Self.notMapping[name] {
            #expect(document.animation.layers.contains { $0.matteMode != nil }, "\(name): \(reason)")
            return
        }
        let plan = try LottieImporter.plan(document, name: "rt")
        let presets = Dictionary(uniqueKeysWithValues: plan.presets.map { ($0.id, $0) })
        var imported = try plan.timelines.map { try TimelineEvaluator(timeline: $0, presets: presets) }
        #expect(plan.skipped.allSatisfy { !$0.contains("left out") }, "\(plan.skipped)")
        var problems: [String] = []
        for frame in 0..<Int(animation.outPoint) {
            let time = Double(frame) / frameRate
            let expected = original.scene(at: time, size: size).nodes
            var shown: [SceneNode] = []
            for index in imported.indices { shown += imported[index].scene(at: time, size: size).nodes }
            problems += SceneComparison.problems(expected, shown).map { "frame \(frame): \($0)" }
            if problems.count > 5 { break }
        }
        if let gap = LottieKnownGaps.roundTrip[name] {
            // Known and listed in docs/lottie.md; the test fails once the gap closes, so the entry is removed then.
            withKnownIssue(Comment(rawValue: gap)) {
                #expect(problems.isEmpty, "\(name): \(problems.prefix(5).joined(separator: "; "))")
            }
        } else {
            #expect(problems.isEmpty, "\(name): \(problems.prefix(5).joined(separator: "; "))")
        }
        // The timelines last as long as the animation.
        for evaluator in imported {
            #expect(abs(evaluator.timing.passLength - Double(animation.outPoint) / frameRate) < 1e-9)
        }
    }
}

/// Demos whose Lottie form does not yet draw what animdb draws, with why (docs/lottie.md lists them).
enum LottieKnownGaps {
    /// Export → import → play.
    static let roundTrip: [String: String] = [:]
    /// Export → what a player draws.
    static let export: [String: String] = [:]
}
