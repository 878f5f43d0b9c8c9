import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import Testing

/// Views as trees, evaluated: stacks lay out as SwiftUI does, nodes come and go with their transitions, and layout
/// changes move geometry under the transaction's animation.
@Suite struct TreeSceneTests {
    static let canvas = CGSize(width: 300, height: 400)

    /// `VStack(spacing: 20) { Circle().frame(width: 100, height: 100); if show { Rectangle().frame(width: 50,
    /// height: 50).transition(.scale) } }` with `show = true with .linear(duration: 1) at 1`.
    static func stack(transition: String = "AnyTransition.scale") -> Timeline {
        let circle = Timeline.Node(
            .inline("circle", type: "circle"),
            modifiers: [.init(.inline("frame", type: "frame", ["width": "100", "height": "100"]))])
        let square = Timeline.Node(
            .inline("square", type: "rect"),
            modifiers: [
                .init(.inline("square-frame", type: "frame", ["width": "50", "height": "50"])),
                .init(.inline("square-transition", type: "transition", ["transition": transition])),
            ], conditions: [.init("show")])
        let stack = Timeline.Node(
            .inline("stack", type: "vstack", ["spacing": "20"]), children: [circle, square])
        return Timeline(
            name: "t", view: stack, state: [.init(name: "show", type: "bool", value: "false")],
            changes: [.init(at: 1, animation: ".linear(duration: 1)", [.init(.state("show"), .set, "true")])])
    }

    static func evaluator(_ timeline: Timeline) throws -> TimelineEvaluator {
        try TimelineEvaluator(timeline: timeline, presets: [:])
    }

    /// The circle's frame: the node drawn from item 1 (the circle).
    static func circleFrame(_ scene: Scene) -> CGRect? {
        guard let node = scene.nodes.first(where: { $0.source.item == 1 }) else { return nil }
        return CGRect(x: node.transform.tx, y: node.transform.ty, width: node.size.width, height: node.size.height)
    }

    @Test func aStackCentresItsOneShownChild() throws {
        var evaluator = try Self.evaluator(Self.stack())
        let scene = evaluator.scene(at: 0, size: Self.canvas)
        #expect(scene.nodes.count == 1)
        #expect(Self.circleFrame(scene) == CGRect(x: 100, y: 150, width: 100, height: 100))
    }

    @Test func anInsertedChildMovesItsSiblingUnderTheAnimation() throws {
        var evaluator = try Self.evaluator(Self.stack())
        // After the insertion the stack is 170 tall: the circle's top goes from 150 to 115.
        let end = evaluator.scene(at: 2.5, size: Self.canvas)
        #expect(Self.circleFrame(end)?.minY == 115)
        #expect(end.nodes.count == 2)
        // At the change's instant the circle is where it was; halfway through the linear animation, halfway.
        #expect(Self.circleFrame(evaluator.scene(at: 1, size: Self.canvas))?.minY == 150)
        let middle = try #require(Self.circleFrame(evaluator.scene(at: 1.5, size: Self.canvas)))
        #expect(abs(Double(middle.minY) - 132.5) < 1e-9)
        // The square scales in from 1e-5 about its centre: halfway it is half its size.
        let square = try #require(evaluator.scene(at: 1.5, size: Self.canvas).nodes.first { $0.source.item == 3 })
        #expect(abs(Double(square.transform.a) - (1e-5 + (1 - 1e-5) * 0.5)) < 1e-9)
    }

    @Test func timingIncludesTheTransition() throws {
        let evaluator = try Self.evaluator(Self.stack())
        #expect(evaluator.timing.passLength == 2)
    }

    @Test func aRemovedChildStaysUntilItsRemovalEnds() throws {
        var timeline = Self.stack(transition: "AnyTransition.opacity")
        timeline.state[0].value = "true"
        timeline.changes = [.init(at: 1, animation: ".linear(duration: 1)", [.init(.state("show"), .set, "false")])]
        var evaluator = try Self.evaluator(timeline)
        #expect(evaluator.scene(at: 0.5, size: Self.canvas).nodes.count == 2)
        let fading = evaluator.scene(at: 1.5, size: Self.canvas)
        let square = try #require(fading.nodes.first { $0.source.item == 3 })
        #expect(abs(square.opacity - 0.5) < 1e-9)
        // It stays where it was (below the circle), while the circle moves back to the middle.
        #expect(square.transform.ty == 115 + 100 + 20)
        #expect(evaluator.scene(at: 2.5, size: Self.canvas).nodes.count == 1)
    }
}
