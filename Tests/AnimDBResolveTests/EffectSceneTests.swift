import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import Testing

/// SwiftUI's effects in whole views read from their SwiftUI spelling and evaluated: what each frame's scene draws.
@Suite struct EffectSceneTests {
    static let canvas = CGSize(width: 200, height: 200)

    /// A view expression with its states and one change of theirs, as `add timeline --view --state --change` reads
    /// them.
    static func evaluator(_ view: String, states: [(String, String, String)], change: (String, String, String))
        throws -> TimelineEvaluator
    {
        let types = Dictionary(
            uniqueKeysWithValues: states.map { ($0.0, ParameterType(rawValue: $0.1)!) })
        let tree = try ViewSyntax { _ in nil }.tree(view, states: types)
        let timeline = Timeline(
            name: "t", view: tree, state: states.map { .init(name: $0.0, type: $0.1, value: $0.2) },
            changes: [.init(at: 0, animation: change.2, [.init(.state(change.0), .set, change.1)])])
        return try TimelineEvaluator(timeline: timeline, presets: [:])
    }

    static func shape(_ node: SceneNode) -> ShapeNode? {
        if case .shape(let shape) = node.content { return shape }
        return nil
    }

    static let progressRing = """
        ZStack { Circle().stroke(.gray.opacity(0.2), lineWidth: 12); Circle().trim(from: 0, to: progress)\
        .stroke(.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round)).rotationEffect(.degrees(-90)) }\
        .frame(width: 120, height: 120)
        """

    /// `.fill(_:style:)` reads `FillStyle(eoFill:)` into the fill's rule; any other style is refused in one line.
    @Test(arguments: [
        ("", false), (", style: FillStyle(eoFill: true)", true), (", style: FillStyle(eoFill: false)", false),
        (", style: FillStyle(eoFill: true, antialiased: false)", true), (", style: FillStyle()", false),
    ])
    func aFillsStyleSaysWhetherItFillsEvenOdd(style: String, evenOdd: Bool) throws {
        var evaluator = try Self.evaluator(
            "Rectangle().fill(.red\(style)).frame(width: 50, height: 50).opacity(o)",
            states: [("o", "double", "1")], change: ("o", "0.5", ".linear(duration: 1)"))
        let node = try #require(evaluator.scene(at: 0, size: Self.canvas).nodes.first)
        #expect(Self.shape(node)?.layers == [.fill(.color(.red), evenOdd: evenOdd)])
    }

    @Test(arguments: [
        "Rectangle().fill(.red, style: FillStyle(eoFill: maybe))",
        "Rectangle().fill(.red).clipShape(Circle(), style: FillStyle(eoFill: maybe))",
    ])
    func aFillStyleAnimdbCannotReadIsRefused(_ view: String) {
        #expect {
            try ViewSyntax { _ in nil }.tree(view, states: [:])
        } throws: { error in
            "\(error)".contains("FillStyle(eoFill: true)") && !"\(error)".contains("\n")
        }
    }

    struct ClipShapeIsNotInline: Error {}

    /// `.clipShape(_:style:)` reads its FillStyle as `.fill(_:style:)` does: one reading, one answer.
    @Test(arguments: [
        ("", false), (", style: FillStyle(eoFill: true)", true), (", style: FillStyle(eoFill: false)", false),
        (", style: FillStyle(eoFill: true, antialiased: false)", true), (", style: FillStyle()", false),
    ])
    func aClipShapesStyleIsReadAsAFillsIs(style: String, evenOdd: Bool) throws {
        let tree = try ViewSyntax { _ in nil }.tree("Rectangle().fill(.red).clipShape(Circle()\(style))", states: [:])
        let clips = tree.modifiers.compactMap { modifier -> [Preset.Parameter]? in
            guard case .inline("clip-shape", let values, _) = modifier.item.source else { return nil }
            return values
        }
        guard clips.count == 1, let values = clips.first else { throw ClipShapeIsNotInline() }
        #expect(values.contains { $0.name == "eoFill" && $0.value == "true" } == evenOdd, "\(values)")
    }

    @Test func theCardFlipNarrowsToAnEdgeAndComesBackMirrored() throws {
        var evaluator = try Self.evaluator(
            "Rectangle().fill(.blue).frame(width: 100, height: 140).rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))",
            states: [("angle", "double", "0")], change: ("angle", "180", ".linear(duration: 1)"))
        for (time, width) in [(0.0, 100.0), (0.5, 0.0), (1.0, 100.0)] {
            let node = try #require(evaluator.scene(at: time, size: Self.canvas).nodes.first)
            let shape = try #require(Self.shape(node))
            let drawn = node.drawnPath(shape.path).applying(node.transform).boundingRect
            #expect(abs(Double(drawn.width) - width) < 1e-6, "at \(time): \(drawn)")
            #expect(abs(Double(drawn.midX) - 100) < 1e-6)
        }
        // A quarter of the way (45°), the turned card is a trapezoid: CoreAnimation's rotation about y turns the left
        // edge towards the eye, so it is taller.
        let node = try #require(evaluator.scene(at: 0.25, size: Self.canvas).nodes.first)
        let drawn = node.drawnPath(try #require(Self.shape(node)).path).applying(node.transform)
        let points = drawn.elements.compactMap(\.endPoint)
        let (left, right) = (points.filter { $0.x < 100 }, points.filter { $0.x > 100 })
        func height(_ p: [CGPoint]) -> Double { Double(p.map(\.y).max()! - p.map(\.y).min()!) }
        #expect(height(left) > height(right) + 1)
    }

    @Test func theProgressRingDrawsTheStretchItsProgressHasReached() throws {
        var evaluator = try Self.evaluator(
            Self.progressRing, states: [("progress", "double", "0")], change: ("progress", "1", ".linear(duration: 1)"))
        let outline = Circle().path(in: CGRect(x: 0, y: 0, width: 120, height: 120))
        for (time, progress) in [(0.0, 0.0), (0.25, 0.25), (0.5, 0.5), (1.0, 1.0), (2.0, 1.0)] {
            let scene = evaluator.scene(at: time, size: Self.canvas)
            let ring = try #require(scene.nodes.last.flatMap(Self.shape))
            let trim = try #require(ring.trim)
            #expect(abs(trim.to - progress) < 1e-9 && trim.from == 0, "at \(time)")
            #expect(abs(ring.path.length - progress * outline.length) < 1e-6, "at \(time)")
            // The track is whole, and the ring turns a quarter anticlockwise, so it starts at 12 o'clock.
            #expect(scene.nodes.first.flatMap(Self.shape)?.trim == nil)
            let start = CGPoint(x: 120, y: 60).applying(scene.nodes.last!.transform)
            #expect(abs(Double(start.x) - 100) < 1e-9 && abs(Double(start.y) - 40) < 1e-9, "at \(time): \(start)")
        }
    }
}
