import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// `Path.trimmedPath(from:to:)` and `.trim(from:to:)` in a scene, as SwiftUI trims: by arc length over the whole
/// path, ends clamped to 0…1, nothing when from ≥ to.
struct PathTrimTests {
    static let rect = CGRect(x: 0, y: 0, width: 120, height: 80)

    /// Length as drawn: the polylines of a fine flattening (the tolerance bounds how much shorter they are).
    static func flattenedLength(_ path: Path) -> Double {
        path.flattened(tolerance: 0.001).reduce(0) { total, line in
            var points = line.points
            if line.isClosed, let first = points.first { points.append(first) }
            return total
                + zip(points, points.dropFirst()).reduce(0) {
                    $0 + hypot(Double($1.1.x - $1.0.x), Double($1.1.y - $1.0.y))
                }
        }
    }

    static let shapes: [(String, Path)] = [
        ("circle", Circle().path(in: rect)),
        ("rounded rectangle", RoundedRectangle(cornerRadius: 20).path(in: rect)),
        ("trapezoid", Trapezoid(insetAmount: 30).path(in: rect)),
        ("wave", Wave(amplitude: 20, frequency: 2, phase: 0).path(in: rect)),
        ("petal", Petal(petalCount: 5, innerRadius: 10, outerRadius: 40, rotationOffset: 0).path(in: rect)),
        (
            "two subpaths",
            Path { p in
                p.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
                p.addEllipse(in: CGRect(x: 20, y: 0, width: 30, height: 20))
            }
        ),
    ]

    @Test func theLengthIsTheFlattenedLength() {
        for (name, path) in Self.shapes {
            let full = Self.flattenedLength(path)
            #expect(abs(path.length - full) < 0.01, "\(name): \(path.length) vs \(full)")
        }
        // A circle of radius 40 (the cubic approximation is 0.03 % long).
        #expect(abs(Circle().path(in: Self.rect).length - 2 * .pi * 40) < 2 * .pi * 40 * 3e-4)
    }

    @Test func aTrimmedPathIsThatFractionOfTheLength() {
        var random = SeededGenerator(seed: 19)
        for (name, path) in Self.shapes {
            let full = path.length
            for _ in 0..<40 {
                let a = random.double(in: 0...1)
                let b = random.double(in: 0...1)
                let (from, to) = (min(a, b), max(a, b))
                let trimmed = path.trimmedPath(from: from, to: to)
                let expected = (to - from) * full
                #expect(
                    abs(Self.flattenedLength(trimmed) - expected) < 0.02 + 1e-6 * full,
                    "\(name) \(from)…\(to): \(Self.flattenedLength(trimmed)) vs \(expected)")
            }
        }
    }

    @Test func adjacentStretchesMeetAndAddUp() {
        var random = SeededGenerator(seed: 7)
        for (name, path) in Self.shapes {
            let cut = random.double(in: 0.05...0.95)
            let first = path.trimmedPath(from: 0, to: cut)
            let second = path.trimmedPath(from: cut, to: 1)
            #expect(abs(first.length + second.length - path.length) < 1e-6, "\(name)")
            // The first stretch ends where the second starts.
            guard case .move(let start)? = second.elements.first, let end = first.currentPoint else {
                Issue.record("\(name): empty stretch")
                continue
            }
            #expect(hypot(Double(start.x - end.x), Double(start.y - end.y)) < 1e-6, "\(name)")
        }
    }

    @Test func trimmedPointsLieOnTheOutline() {
        // Every vertex of a trimmed circle is on the circle the path draws (radius within the cubic's 0.03 %).
        let circle = Circle().path(in: Self.rect)
        for (from, to) in [(0.1, 0.35), (0.6, 0.97), (0.0, 0.5)] {
            for line in circle.trimmedPath(from: from, to: to).flattened(tolerance: 0.01) {
                for point in line.points {
                    let r = hypot(Double(point.x) - 60, Double(point.y) - 40)
                    #expect(abs(r - 40) < 0.02, "\(from)…\(to): r = \(r)")
                }
            }
        }
    }

    @Test(arguments: [
        (0.0, 1.0, "whole"), (-0.5, 2.0, "whole"), (0.5, 0.5, "empty"), (0.7, 0.2, "empty"), (1.2, 3.0, "empty"),
        (-2.0, 0.0, "empty"), (Double.nan, 1.0, "whole"),
    ])
    func endsAreClampedAndAnEmptyStretchDrawsNothing(from: Double, to: Double, expected: String) {
        let circle = Circle().path(in: Self.rect)
        let trimmed = circle.trimmedPath(from: from, to: to)
        #expect(expected == "whole" ? trimmed == circle : trimmed.isEmpty)
    }

    @Test func aCircleStartsAtThreeOClockGoingClockwise() throws {
        // SwiftUI's Circle starts at (maxX, midY); a quarter ends at the bottom (y grows downwards).
        let quarter = Circle().path(in: Self.rect).trimmedPath(from: 0, to: 0.25)
        #expect(quarter.elements.first == .move(to: CGPoint(x: 100, y: 40)))
        let end = try #require(quarter.currentPoint)
        #expect(abs(Double(end.x) - 60) < 1e-6 && abs(Double(end.y) - 80) < 1e-6)
        // A cut outline is open (a stroke caps it); the curves stay curves.
        #expect(!quarter.elements.contains(.closeSubpath))
        #expect(quarter.structure == [.move, .curve])
    }

    @Test func aSubpathWhollyInsideKeepsItsClose() {
        let path = Self.shapes.last!.1
        let square = 40.0
        let trimmed = path.trimmedPath(from: 0, to: (square + 5) / path.length)
        #expect(trimmed.elements.prefix(6) == path.elements.prefix(6))
        #expect(trimmed.elements.filter { $0 == .closeSubpath }.count == 1)
    }

    // MARK: In a scene

    @Test func trimCutsTheOutlineItsStrokeDraws() throws {
        let scene = SceneBuilder.scene(
            [
                try SceneItem("circle"), try SceneItem("trim", ["from": .double(0.25), "to": .double(0.75)]),
                try SceneItem("stroke", ["paint": .paint(.color(.blue))]),
                try SceneItem("frame", ["width": .double(100), "height": .double(100)]),
            ], size: CGSize(width: 100, height: 100))
        let node = try #require(scene.nodes.first)
        guard case .shape(let shape) = node.content else { throw Failure("not a shape") }
        let outline = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(shape.trim == ShapeTrim(from: 0.25, to: 0.75, outline: outline))
        #expect(shape.path == outline.trimmedPath(from: 0.25, to: 0.75))
        #expect(shape.layers.count == 1)
    }

    @Test func twoTrimsComposeIntoOne() throws {
        let outline = Circle().path(in: Self.rect)
        let composed = ShapeTrim(from: 0.2, to: 0.6, outline: outline).then(from: 0.5, to: 1)
        #expect(abs(composed.from - 0.4) < 1e-12 && abs(composed.to - 0.6) < 1e-12)
        let inner = outline.trimmedPath(from: 0.2, to: 0.6).trimmedPath(from: 0.5, to: 1)
        #expect(abs(composed.path.length - inner.length) < 1e-6)
        #expect(ShapeTrim(from: 0.6, to: 0.2, outline: outline).then(from: 0, to: 1).path.isEmpty)
    }

    @Test(arguments: [
        (["circle", "trim", "stroke"], true), (["circle", "trim", "trim", "fill"], true),
        (["circle", "stroke", "trim"], false), (["text", "trim"], false), (["circle", "frame", "trim"], false),
    ])
    func trimFollowsAShapeBeforeItsStyles(_ chain: [String], valid: Bool) {
        #expect(((try? PresetTypeCatalog.validateChain(chain)) != nil) == valid)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
