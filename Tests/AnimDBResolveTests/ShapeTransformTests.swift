import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import Testing

/// `Shape.offset`, `.rotation`, `.scale` and `.transform` move a shape's outline inside its own frame before it is
/// painted, as SwiftUI's `OffsetShape`, `RotatedShape`, `ScaledShape` and `TransformedShape` do: the frame (and so
/// layout) stays, the outline moves, and a stroke keeps its width.
@Suite struct ShapeTransformTests {
    static func shape(_ view: String, at time: Double = 0, changes: [Timeline.Change] = []) throws -> (
        path: Path, size: CGSize, layers: [ShapeLayer]
    ) {
        var evaluator = try PhaseAnimatorTests.evaluator(
            view, states: [.init(name: "turn", type: "double", value: "0")], changes: changes)
        let scene = evaluator.scene(at: time, size: CGSize(width: 200, height: 200))
        for node in scene.nodes {
            if case .shape(let shape) = node.content { return (shape.path, shape.size, shape.layers) }
        }
        Issue.record("no shape in '\(view)'")
        return (Path(), .zero, [])
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs(Double($0)) < 1e-6 }
    }

    @Test(arguments: [
        // A 100 × 50 frame: each outline's bounds, worked out by hand in the frame's coordinates.
        ("Rectangle().offset(x: 10, y: -5)", CGRect(x: 10, y: -5, width: 100, height: 50)),
        ("Rectangle().offset(CGSize(width: 3, height: 4))", CGRect(x: 3, y: 4, width: 100, height: 50)),
        ("Rectangle().scale(0.5)", CGRect(x: 25, y: 12.5, width: 50, height: 25)),
        ("Rectangle().scale(x: 2, y: 1, anchor: .topLeading)", CGRect(x: 0, y: 0, width: 200, height: 50)),
        // A quarter turn about the centre (50, 25) swaps the sides: 50 wide, 100 tall, centred.
        ("Rectangle().rotation(.degrees(90))", CGRect(x: 25, y: -25, width: 50, height: 100)),
        ("Rectangle().rotation(.degrees(90), anchor: .topLeading)", CGRect(x: -50, y: 0, width: 50, height: 100)),
        (
            "Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))",
            CGRect(x: 0, y: 0, width: 125, height: 50)
        ),
        ("Rectangle().transform(CGAffineTransform(translationX: 7, y: 0))", CGRect(x: 7, y: 0, width: 100, height: 50)),
    ])
    func theOutlineMovesInsideItsFrame(shape: String, bounds: CGRect) throws {
        let drawn = try Self.shape("\(shape).stroke(.red, lineWidth: 4).frame(width: 100, height: 50)")
        #expect(drawn.size == CGSize(width: 100, height: 50))
        #expect(Self.close(drawn.path.boundingRect, bounds), "\(drawn.path.boundingRect)")
        #expect(drawn.layers == [.stroke(.color(.red), StrokeStyle(lineWidth: 4))])
    }

    /// The turn animates as any parameter does, and a trim before it keeps its stretch of the outline.
    @Test func theTurnAnimatesAndATrimBeforeItStays() throws {
        let view =
            "Rectangle().trim(from: 0, to: 0.5).rotation(.degrees(turn)).stroke(.blue).frame(width: 100, height: 100)"
        let turned = Timeline.Change(at: 0, animation: ".linear(duration: 1)", [.init(.state("turn"), .set, "180")])
        let start = try Self.shape(view, changes: [turned])
        let end = try Self.shape(view, at: 1, changes: [turned])
        // Half a square's outline from its top-left corner (the top and right sides) is, turned half round about
        // the centre, the bottom and left sides.
        #expect(Self.close(start.path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 100)))
        // An eighth of a turn in, the half outline's corners stick out of the square.
        let middle = try Self.shape(view, at: 0.25, changes: [turned])
        #expect(!Self.close(middle.path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 100)))
        let startPoint = try #require(start.path.elements.first)
        let endPoint = try #require(end.path.elements.first)
        guard case .move(let a) = startPoint, case .move(let b) = endPoint else {
            Issue.record("outlines start with a move")
            return
        }
        #expect(abs(Double(a.x) + Double(b.x) - 100) < 1e-9 && abs(Double(a.y) + Double(b.y) - 100) < 1e-9)
    }

    /// On a painted view the same spellings stay the view's: `.offset` after `.fill` is `View.offset`.
    @Test func afterPaintTheViewsModifiersApply() throws {
        let syntax = PhaseAnimatorTests.syntax
        let onShape = try syntax.tree("Circle().offset(x: 5).fill(.red)")
        let onView = try syntax.tree("Circle().fill(.red).offset(x: 5)")
        func types(_ node: Timeline.Node) -> [String] {
            node.modifiers.compactMap { if case .inline(let type, _, _) = $0.item.source { type } else { nil } }
        }
        #expect(types(onShape) == ["shape-offset", "fill"])
        #expect(types(onView) == ["fill", "offset"])
    }
}

/// `strokeBorder` strokes an InsettableShape's outline inset by half the line width, so the stroke stays inside the
/// frame (Apple's documentation of `InsettableShape.strokeBorder(_:lineWidth:antialiased:)`: "returns a view that is
/// the result of insetting self by half of style.lineWidth then stroking").
@Suite struct StrokeBorderTests {
    static func shapes(_ view: String) throws -> [(path: Path, layers: [ShapeLayer])] {
        var evaluator = try PhaseAnimatorTests.evaluator(view)
        return evaluator.scene(at: 0, size: CGSize(width: 200, height: 200)).nodes.compactMap { node in
            if case .shape(let shape) = node.content { return (shape.path, shape.layers) }
            return nil
        }
    }

    @Test(arguments: [
        ("Circle()", CGRect(x: 5, y: 5, width: 90, height: 90)),
        ("Rectangle()", CGRect(x: 5, y: 5, width: 90, height: 90)),
        ("Capsule()", CGRect(x: 5, y: 5, width: 90, height: 90)),
        ("RoundedRectangle(cornerRadius: 20)", CGRect(x: 5, y: 5, width: 90, height: 90)),
    ])
    func theStrokeStaysInsideTheFrame(shape: String, bounds: CGRect) throws {
        let drawn = try Self.shapes("\(shape).strokeBorder(.red, lineWidth: 10).frame(width: 100, height: 100)")
        #expect(drawn.count == 1)
        #expect(ShapeTransformTests.close(try #require(drawn.first).path.boundingRect, bounds))
        #expect(drawn.first?.layers == [.stroke(.color(.red), StrokeStyle(lineWidth: 10))])
    }

    /// A rounded rectangle's corners shrink with the inset, as `RoundedRectangle.inset(by:)` draws them.
    @Test func aRoundedRectanglesCornersShrinkByTheInset() throws {
        let inset = try #require(
            try Self.shapes(
                "RoundedRectangle(cornerRadius: 20).strokeBorder(.red, lineWidth: 10).frame(width: 100, height: 100)"
            )
            .first)
        let smaller = try #require(
            try Self.shapes("RoundedRectangle(cornerRadius: 15).stroke(.red).frame(width: 90, height: 90)").first)
        let moved = inset.path.applying(CGAffineTransform(translationX: -5, y: -5)).elements
        #expect(moved.count == smaller.path.elements.count)
        for (a, b) in zip(moved, smaller.path.elements) {
            let (p, q) = (a.endPoint ?? .zero, b.endPoint ?? .zero)
            #expect(abs(Double(p.x - q.x)) < 1e-9 && abs(Double(p.y - q.y)) < 1e-9, "\(a) vs \(b)")
        }
    }

    /// `inset(by:)` insets the outline every paint starts from; a border after it insets by half its width more.
    @Test(arguments: [
        ("Circle().inset(by: 10).stroke(.red, lineWidth: 4)", CGRect(x: 10, y: 10, width: 80, height: 80)),
        ("Circle().inset(by: 10).strokeBorder(.red, lineWidth: 10)", CGRect(x: 15, y: 15, width: 70, height: 70)),
        ("Rectangle().inset(by: 5).inset(by: 5).fill(.red)", CGRect(x: 10, y: 10, width: 80, height: 80)),
    ])
    func anInsetShapeIsDrawnInsideItsFrame(view: String, bounds: CGRect) throws {
        let drawn = try Self.shapes("\(view).frame(width: 100, height: 100)")
        #expect(drawn.count == 1)
        #expect(ShapeTransformTests.close(try #require(drawn.first).path.boundingRect, bounds))
    }

    @Test(arguments: [
        ("Circle().offset(x: 1).inset(by: 2)", "must directly follow the shape"),
        ("Polygon(sides: 5).strokeBorder(.red)", "needs an InsettableShape"),
    ])
    func whatIsNoInsettableShapeIsRefused(view: String, message: String) throws {
        #expect {
            _ = try Self.shapes(view)
        } throws: { error in
            String(describing: error).contains(message)
        }
    }

    /// After a fill, the fill keeps the whole outline and the border is a node of its own.
    @Test func aFillAndABorderAreTwoNodes() throws {
        let drawn = try Self.shapes(
            "Circle().fill(.blue).strokeBorder(.red, lineWidth: 10).frame(width: 100, height: 100)")
        #expect(drawn.count == 2)
        #expect(ShapeTransformTests.close(drawn[0].path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(ShapeTransformTests.close(drawn[1].path.boundingRect, CGRect(x: 5, y: 5, width: 90, height: 90)))
    }
}
