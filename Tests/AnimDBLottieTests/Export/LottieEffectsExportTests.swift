import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import Foundation
import Testing

@testable import AnimDBLottie

/// SwiftUI's effects exported to Lottie: every frame, as a player draws it, matches animdb's scene.
@Suite struct LottieEffectsExportTests {
    static func timeline(_ view: String, state: (String, String, String), change: (String, String)) throws
        -> Timeline
    {
        let tree = try ViewSyntax { _ in nil }.tree(view, states: [state.0: ParameterType(rawValue: state.1)!])
        return Timeline(
            name: "effects", view: tree, state: [.init(name: state.0, type: state.1, value: state.2)],
            changes: [.init(at: 0, animation: change.1, [.init(.state(state.0), .set, change.0)])])
    }

    static func items(_ animation: LottieAnimation) -> [LottieShapeItem] {
        func flatten(_ items: [LottieShapeItem]) -> [LottieShapeItem] {
            items.flatMap { item -> [LottieShapeItem] in
                if case .group(let children) = item.kind { return [item] + flatten(children) }
                return [item]
            }
        }
        return animation.layers.flatMap { layer -> [LottieShapeItem] in
            if case .shapes(let shapes) = layer.content { return flatten(shapes) }
            return []
        }
    }

    @Test(arguments: [
        ("Circle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 12).frame(width: 120, height: 120)", "1"),
        // A moving start that passes the end (nothing drawn from there on), and a filled trim (its chord closes it).
        ("Circle().trim(from: progress, to: 0.6).stroke(.red, lineWidth: 4).frame(width: 100, height: 100)", "1"),
        ("Capsule().trim(from: 0.1, to: progress).fill(.green).frame(width: 150, height: 60)", "0.9"),
    ])
    func aTrimIsATrimPathThatDrawsTheScenesStretch(view: String, target: String) throws {
        let timeline = try Self.timeline(
            view, state: ("progress", "double", "0"), change: (target, ".easeInOut(duration: 1)"))
        let animation = try LottieExportTests.export(timeline)
        let trims = Self.items(animation).compactMap { item -> LottieTrim? in
            if case .trim(let trim) = item.kind { return trim }
            return nil
        }
        #expect(trims.count == 1)
        // The outline is the shape's own path (where SwiftUI's starts), not Lottie's ellipse (12 o'clock).
        #expect(!Self.items(animation).contains { if case .ellipse = $0.kind { true } else { false } })
        let problems = try LottieExportTests.problems(animation, timeline)
        #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "; "))")
    }

    @Test func aShadowAndABlurAreLayerEffectsAndABlendModeIsTheLayers() throws {
        let timeline = try Self.timeline(
            "Circle().fill(.blue).frame(width: 80, height: 80).shadow(color: .red, radius: r, x: 0, y: 6)"
                + ".blur(radius: r).scaleEffect(2).blendMode(.plusLighter).saturation(0.5)",
            state: ("r", "double", "4"), change: ("8", ".linear(duration: 1)"))
        let animation = try LottieExportTests.export(timeline)
        let layer = try #require(animation.layers.first { !$0.effects.isEmpty })
        #expect(layer.blendMode == .add)
        // Innermost first: the shadow, then the blur; in the layer's own space (the 2× scale undone).
        guard layer.effects.count == 2, case .dropShadow(let shadow) = layer.effects[0],
            case .gaussianBlur(let blurriness) = layer.effects[1]
        else {
            Issue.record("effects: \(layer.effects)")
            return
        }
        // Keyframe values are kept to 4 decimals.
        func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-3 } ?? false }
        #expect(close(shadow.direction.value(at: 0), 180))
        #expect(close(shadow.distance.value(at: 0), 6))
        #expect(close(shadow.softness.value(at: 0), LottieEffect.softness(standardDeviation: 2)))
        #expect(close(shadow.opacity.value(at: 0), 255))
        #expect(close(blurriness.value(at: 0), LottieEffect.blurriness(standardDeviation: 2)))
        #expect(close(blurriness.value(at: 30), LottieEffect.blurriness(standardDeviation: 4)))
        // The file reads back as the same animation, effects and all.
        let document = try LottieReader().read(try LottieWriter.data(animation))
        #expect(document.animation == animation)
        #expect(document.unsupported.isEmpty, "\(document.unsupported)")
        // The colour filter is named as left out.
        let evaluator = try LottieExportTests.evaluator(timeline)
        #expect(LottieExport.omissions(of: evaluator).count == 1)
    }

    @Test func aPlayerTrimsAsSwiftUIDoes() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let trim = LottieTrim(start: .fixed(60), end: .fixed(20))
        // Players swap a start past the end.
        #expect(LottieFrame.trimmed(circle, trim, frame: 0) == circle.trimmedPath(from: 0.2, to: 0.6))
        var twice = circle
        twice.addPath(circle.offsetBy(dx: 200, dy: 0))
        let each = LottieFrame.trimmed(twice, LottieTrim(start: .fixed(0), end: .fixed(50)), frame: 0)
        #expect(abs(each.length - twice.length / 2) < 1e-6)
        #expect(each.elements.filter { if case .move = $0 { true } else { false } }.count == 2)
        let asOne = LottieFrame.trimmed(
            twice, LottieTrim(start: .fixed(0), end: .fixed(50), mode: .individual), frame: 0)
        #expect(asOne == circle)
    }
}
