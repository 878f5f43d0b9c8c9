import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBLottie

/// Files written by a third-party tool, the `lottie` Python package (`scripts/make_lottie_fixtures.py`): the
/// reader takes them in, reports what it skips, and evaluates their keyframes as python-lottie does.
struct ThirdPartyFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/python-lottie")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static func shapes() throws -> LottieAnimation {
        let document = try LottieReader().read(try data("shapes.json"))
        #expect(document.unsupported.isEmpty)
        return document.animation
    }

    @Test func readsTheObjectModel() throws {
        let animation = try Self.shapes()
        #expect(animation.frameRate == 30)
        #expect(animation.outPoint == 60)
        #expect((animation.width, animation.height) == (240, 200))
        #expect(animation.layers.map(\.typeCode) == [3, 4])
        #expect(animation.layers[1].parent == animation.layers[0].index)
        guard case .shapes(let items) = animation.layers[1].content,
            case .group(let box) = items[0].kind, case .group(let stars) = items[1].kind,
            case .group(let path) = items[2].kind
        else {
            Issue.record("expected three groups")
            return
        }
        #expect(box.map(\.typeCode) == ["rc", "rc", "el", "fl", "st", "tr"])
        #expect(stars.map(\.typeCode) == ["sr", "sr", "gf", "tr"])
        #expect(path.map(\.typeCode) == ["sh", "fl", "tr"])
        guard case .polystar(let polygon) = stars[0].kind, case .polystar(let star) = stars[1].kind else { return }
        #expect(polygon.kind == .polygon)
        #expect(star.kind == .star)
        guard case .gradientFill(let gradient, _, _) = stars[2].kind else { return }
        #expect(gradient.colorStopCount == 3)
        guard case .path(let shape) = path[0].kind, let keyframes = shape.keyframes else { return }
        #expect(keyframes.first?.value.vertices.count == 3)
        #expect(keyframes.first?.value.closed == true)
    }

    @Test func easedAndHeldKeyframesKeepTheirHandles() throws {
        let layer = try Self.shapes().layers[1]
        guard case .combined(let position) = layer.transform.position, let keyframes = position.keyframes else {
            Issue.record("expected keyframed position")
            return
        }
        // python-lottie's EaseIn: out (1/3, 0), in (1, 1).
        #expect(keyframes[0].easeOut == LottieEasingHandle(x: [1.0 / 3], y: [0]))
        #expect(keyframes[0].easeIn == LottieEasingHandle(x: [1], y: [1]))
        #expect(layer.transform.opacity.keyframes?.map(\.hold) == [true, true, false])
        #expect(layer.transform.rotation.keyframes?.first?.easeOut == nil, "linear handles read as linear")
    }

    /// animdb's keyframe evaluation against python-lottie's own, on and between keyframes.
    ///
    /// python-lottie keeps a held value through the next keyframe's own frame, while lottie-web and rlottie
    /// switch there (as animdb does); those boundary frames are left out.
    @Test func evaluatesAsPythonLottieDoes() throws {
        let animation = try Self.shapes()
        let expected = try JSONParser().parse(try Self.data("expected.json"))
        let layer = animation.layers[1]
        guard case .shapes(let items) = layer.content, case .group(let box) = items[0].kind,
            case .group(let stars) = items[1].kind, case .rectangle(_, let size, _) = box[0].kind,
            case .stroke(_, _, let stroke) = box[4].kind, case .polystar(let star) = stars[1].kind
        else {
            Issue.record("unexpected structure")
            return
        }
        let position: (Double) -> [Double]? = { frame in layer.transform.position.value(at: frame).map { [$0.x, $0.y] }
        }
        let properties: [String: ((Double) -> [Double]?, holdFrames: [Double])] = [
            "layers[1].ks.p": (position, []),
            "layers[1].ks.o": ({ layer.transform.opacity.value(at: $0).map { [$0] } }, [20, 40]),
            "layers[1].ks.r": ({ layer.transform.rotation.value(at: $0).map { [$0] } }, []),
            "layers[1].ks.s": ({ layer.transform.scale.value(at: $0) }, []),
            "layers[1].shapes[0].it[0].s": ({ size.value(at: $0) }, []),
            "layers[1].shapes[0].it[4].w": ({ stroke.width.value(at: $0).map { [$0] } }, [30]),
            "layers[1].shapes[1].it[1].r": ({ star.rotation.value(at: $0).map { [$0] } }, []),
        ]
        var compared = 0
        for (name, (evaluate, holdFrames)) in properties {
            let values = try #require(expected[name]?.objectValue, "\(name)")
            for (frameText, value) in values {
                let frame = try #require(Double(frameText))
                guard !holdFrames.contains(frame) else { continue }
                let numbers = value.arrayValue?.compactMap { $0.numberValue }
                let theirs = try #require(numbers)
                let ours = try #require(evaluate(frame))
                #expect(ours.count == theirs.count, "\(name) at \(frame)")
                for (a, b) in zip(ours, theirs) {
                    #expect(
                        a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-6),
                        "\(name) at \(frame): \(ours) vs \(theirs)")
                }
                compared += 1
            }
        }
        #expect(compared > 100)
    }

    /// Precompositions, masks and trim paths are read into the model; an expression and an image layer, which it
    /// leaves out, are listed.
    @Test func readsWhatPhaseTwoDrawsAndListsTheRest() throws {
        let document = try LottieReader().read(try Self.data("unsupported.json"))
        let features = document.unsupported.map(\.feature)
        for feature in ["expression", "image layer"] {
            #expect(features.contains(feature), "\(feature) not reported: \(features)")
        }
        let animation = document.animation
        #expect(animation.layers.map(\.typeCode).sorted() == [0, 3, 4])
        #expect(animation.precompositions.count == 1)
        let shapes = try #require(animation.layers.first { $0.typeCode == 4 })
        #expect(shapes.masks.map(\.mode) == [.intersect])
        guard case .shapes(let items) = shapes.content else { return }
        #expect(items.first?.typeCode == "tm")
    }

    @Test(arguments: ["shapes.lottie", "deflated.lottie"])
    func readsTheirDotLottie(_ name: String) throws {
        let animations = try DotLottie.animations(in: try Self.data(name))
        #expect(animations.map(\.id) == ["shapes"])
        #expect(animations.first?.loops == true)
        #expect(animations.first?.json == (try Self.data("shapes.json")))
    }

    @Test func whatWasReadWritesAndReadsBackUnchanged() throws {
        let animation = try Self.shapes()
        let same = try LottieReader().read(try LottieWriter.data(animation)).animation == animation
        #expect(same)
    }
}
