import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// The `path` shape's value: vertices with their handles, read from and printed as SVG path data, converted to and
/// from `Path`, and morphing vertex by vertex.
struct ShapePathTests {
    @Test func pathDataReadsLinesCurvesAndCloses() throws {
        let path = try ShapePath(pathData: "M0 0 L10 0 C15 0 20 5 20 10 Z M 30,30 Q 40 30 40 40")
        #expect(path.subpaths.count == 2)
        let square = path.subpaths[0]
        #expect(
            square.isClosed && square.vertices == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 10)])
        #expect(square.outControls[1] == CGPoint(x: 15, y: 0) && square.inControls[2] == CGPoint(x: 20, y: 5))
        #expect(
            square.isStraight(from: 0, to: 1) && !square.isStraight(from: 1, to: 2) && square.isStraight(from: 2, to: 0)
        )
        // The quadratic curve becomes the same cubic.
        let quad = path.subpaths[1]
        #expect(!quad.isClosed && quad.outControls[0].isApproximatelyEqual(to: CGPoint(x: 30 + 20.0 / 3, y: 30)))
        #expect(
            path.pathData(number: { String($0) }).hasPrefix("M0.0 0.0 L10.0 0.0 C15.0 0.0 20.0 5.0 20.0 10.0 Z M30.0"))
    }

    @Test(arguments: [
        ("M0 0 L", "path data at character 7: expected a number"),
        ("M0 0 X5 5", "path data at character 6: expected a command (M, L, Q, C or Z), found 'X'"),
        ("L1 2 3", "path data at character 7: expected a number"),
        ("M0 0 L1e999 0", "path data at character 7: '1e999' is not a number"),
    ])
    func badPathDataIsRefusedWithItsPlace(_ text: String, _ message: String) {
        #expect(throws: ShapePathError.self) { try ShapePath(pathData: text) }
        do {
            _ = try ShapePath(pathData: text)
        } catch {
            #expect(error.description == message)
        }
    }

    /// Every catalog shape's path goes to vertices and handles and back without moving a point.
    @Test(arguments: [
        "trapezoid", "arc", "wave", "polygon", "petal", "morphing-shape", "rectangle", "circle", "ellipse",
        "capsule", "rounded-rectangle",
    ])
    func catalogShapesConvertBothWays(_ name: String) throws {
        let type = try PresetTypeCatalog.requireType(named: name)
        let path = PresetTypeCatalog.unvalidatedShape(type: type, values: type.defaults)
            .path(in: CGRect(x: 0, y: 0, width: 200, height: 120))
        let back = Path(ShapePath(path))
        // Quadratic curves come back as cubics; everything else element for element.
        let flat = path.flattened(tolerance: 1e-3).flatMap(\.points)
        let again = back.flattened(tolerance: 1e-3).flatMap(\.points)
        #expect(flat.count > 0)
        for point in flat {
            #expect(again.contains { $0.isApproximatelyEqual(to: point, absoluteTolerance: 0.01) }, "\(name)")
        }
        #expect(ShapePath(back) == ShapePath(path), "\(name)")
    }

    @Test func pathsMorphWhenTheirStructuresMatch() {
        let a = ShapePath(subpaths: [
            .init(polygon: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)], isClosed: true)
        ])
        let b = ShapePath(subpaths: [
            .init(polygon: [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 0, y: 20)], isClosed: true)
        ])
        let c = ShapePath(subpaths: [.init(polygon: [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0)], isClosed: true)])
        #expect(ParameterValue.shapePath(a).interpolates(with: .shapePath(b)))
        #expect(!ParameterValue.shapePath(a).interpolates(with: .shapePath(c)))
        let halfway = ParameterValue.shapePath(a).withComponents(
            zip(ParameterValue.shapePath(a).components, ParameterValue.shapePath(b).components).map { ($0 + $1) / 2 })
        #expect(
            halfway
                == .shapePath(
                    ShapePath(subpaths: [
                        .init(
                            polygon: [CGPoint(x: 0, y: 0), CGPoint(x: 15, y: 0), CGPoint(x: 0, y: 15)], isClosed: true)
                    ])))
    }

    @Test func thePathShapeDrawsItsPointsWhateverTheFrame() throws {
        let value = try ShapePath(pathData: "M10 10 L60 10 L35 50 Z")
        let item = try SceneItem("path", ["path": .shapePath(value)])
        let scene = SceneBuilder.scene([item, try SceneItem("fill")], size: CGSize(width: 100, height: 80))
        guard case .shape(let shape) = scene.nodes.first?.content else {
            Issue.record("a path draws a shape")
            return
        }
        #expect(shape.path == Path(value))
        #expect(scene.nodes.first?.transform == .identity)
    }
}
