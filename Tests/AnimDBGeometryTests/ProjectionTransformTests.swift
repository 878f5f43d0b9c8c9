import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// `rotation3DEffect` as SwiftUI builds it (OpenSwiftUI `Rotation3DEffect.swift`): T(−anchor) · R · P · T(anchor),
/// the eye max(width, height) / perspective away; and projections in scenes.
struct ProjectionTransformTests {
    static let size = CGSize(width: 100, height: 140)
    static let anchor = CGPoint(x: 50, y: 70)

    static func turn(_ degrees: Double, axis: (Double, Double, Double), perspective: Double = 1) -> ProjectionTransform
    {
        .rotation3D(
            angle: .degrees(degrees), axis: axis, anchor: anchor, anchorZ: 0, perspective: perspective, size: size)
    }

    static func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(Double(a.x - b.x)) < tolerance && abs(Double(a.y - b.y)) < tolerance
    }

    static let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 140), CGPoint(x: 0, y: 140)]

    @Test func aTurnAboutZIsARotationEffect() {
        var random = SeededGenerator(seed: 11)
        for _ in 0..<20 {
            let degrees = random.double(in: -360...360)
            let flat = CGAffineTransform(translationX: -50, y: -70)
                .concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
                .concatenating(CGAffineTransform(translationX: 50, y: 70))
            for point in Self.corners {
                #expect(Self.close(Self.turn(degrees, axis: (0, 0, 1)).apply(point), point.applying(flat), 1e-6))
            }
        }
    }

    @Test func aHalfTurnAboutYMirrorsAndAQuarterTurnIsEdgeOn() {
        for point in Self.corners {
            #expect(
                Self.close(Self.turn(180, axis: (0, 1, 0)).apply(point), CGPoint(x: 100 - point.x, y: point.y), 1e-9))
            #expect(Self.close(Self.turn(0, axis: (0, 1, 0)).apply(point), point))
            #expect(abs(Double(Self.turn(90, axis: (0, 1, 0)).apply(point)!.x) - 50) < 1e-9)
        }
    }

    @Test func perspectiveMakesTheNearEdgeTaller() throws {
        // Turned 45° about y, one edge comes towards the eye: the two edges differ in height.
        let t = Self.turn(45, axis: (0, 1, 0))
        let p = try Self.corners.map { try #require(t.apply($0)) }
        let left = Double(p[3].y - p[0].y)
        let right = Double(p[2].y - p[1].y)
        #expect(abs(left - right) > 1, "left \(left), right \(right)")
        // The anchor's line is fixed, and without perspective the heights stay 140.
        #expect(Self.close(t.apply(Self.anchor), Self.anchor))
        let flat = Self.turn(45, axis: (0, 1, 0), perspective: 0)
        #expect(abs(Double(flat.apply(Self.corners[2])!.y - flat.apply(Self.corners[1])!.y) - 140) < 1e-9)
        #expect(flat.isAffine)
    }

    @Test func theInverseUndoes() throws {
        var random = SeededGenerator(seed: 12)
        for _ in 0..<20 {
            let t = Self.turn(
                random.double(in: -80...80),
                axis: (random.double(in: -1...1), random.double(in: -1...1), random.double(in: -1...1)))
            let inverse = try #require(t.inverted())
            for point in Self.corners {
                #expect(Self.close(inverse.apply(try #require(t.apply(point))), point, 1e-6))
            }
        }
    }

    @Test func aSceneDrawsTheProjectedOutline() throws {
        let scene = SceneBuilder.scene(
            [
                try SceneItem("rect"), try SceneItem("fill", ["paint": .paint(.color(.blue))]),
                try SceneItem("frame", ["width": .double(100), "height": .double(140)]),
                try SceneItem("rotation-3d", ["angle": .angle(.degrees(180))]),
            ], size: CGSize(width: 200, height: 200))
        let node = try #require(scene.nodes.first)
        guard case .shape(let shape) = node.content else { throw PathTrimTests.Failure("not a shape") }
        #expect(node.projection != nil)
        // Mirrored about the card's centre: the same rectangle, its corners in the other order.
        let drawn = node.drawnPath(shape.path).applying(node.transform)
        let bounds = drawn.boundingRect
        #expect(abs(Double(bounds.minX) - 50) < 1e-9 && abs(Double(bounds.width) - 100) < 1e-9)
        guard case .move(let start)? = drawn.elements.first else { throw PathTrimTests.Failure("no start") }
        #expect(Self.close(start, CGPoint(x: 150, y: 30), 1e-9))
        // A non-uniform scale about the centre is exact on curves too.
        let oval = SceneBuilder.scene(
            [
                try SceneItem("circle"), try SceneItem("frame", ["width": .double(100), "height": .double(100)]),
                try SceneItem("scale-xy", ["x": .double(2), "y": .double(0.5)]),
            ], size: CGSize(width: 200, height: 200)
        ).nodes[0]
        guard case .shape(let circle) = oval.content else { throw PathTrimTests.Failure("not a shape") }
        let ovalBounds = oval.drawnPath(circle.path).applying(oval.transform).boundingRect
        #expect(abs(Double(ovalBounds.width) - 200) < 1e-9 && abs(Double(ovalBounds.height) - 50) < 1e-9)
        #expect(abs(Double(ovalBounds.midX) - 100) < 1e-9 && abs(Double(ovalBounds.midY) - 100) < 1e-9)
    }
}
