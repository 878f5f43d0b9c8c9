import AnimDBEngine
import AnimDBGeometry
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBLottie

struct LottiePathTests {
    @Test func aRectangleIsFourStraightVertices() {
        let shapes = LottieBezier.shapes(from: Path(CGRect(x: 10, y: 20, width: 30, height: 40)))
        #expect(
            shapes == [
                LottieBezier(
                    polygon: [
                        LottiePoint(x: 10, y: 20), LottiePoint(x: 40, y: 20), LottiePoint(x: 40, y: 60),
                        LottiePoint(x: 10, y: 60),
                    ], closed: true)
            ])
        #expect(Path(lottie: shapes) == Path(CGRect(x: 10, y: 20, width: 30, height: 40)))
    }

    @Test func anEllipseKeepsFourVerticesAndComesBackUnchanged() {
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 40))
        let shapes = LottieBezier.shapes(from: ellipse)
        #expect(shapes.count == 1)
        #expect(shapes[0].vertices.count == 4, "the repeated start point is merged")
        #expect(shapes[0].closed)
        #expect(Path(lottie: shapes) == ellipse)
    }

    @Test func quadraticCurvesBecomeTheSameCubics() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: -8))
        path.addQuadCurve(to: CGPoint(x: 20, y: 6), control: CGPoint(x: 17, y: 11))
        let back = Path(lottie: LottieBezier.shapes(from: path))
        #expect(back.structure == [.move, .curve, .curve])
        let original = Self.samples(path)
        let converted = Self.samples(back)
        #expect(original.count == converted.count)
        for (a, b) in zip(original, converted) { #expect(a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-12)) }
    }

    @Test func subpathsSplitAndLoneMovesVanish() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 1))  // draws nothing
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 5, y: 0))
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.closeSubpath()
        path.addLine(to: CGPoint(x: -5, y: 0))  // a new subpath from the closed one's start
        path.move(to: CGPoint(x: 9, y: 9))
        path.closeSubpath()  // a move and a close: nothing
        let shapes = LottieBezier.shapes(from: path)
        #expect(shapes.map(\.closed) == [true, false])
        #expect(shapes.map(\.vertices.count) == [3, 2])
        #expect(shapes[1].vertices == [LottiePoint(x: 0, y: 0), LottiePoint(x: -5, y: 0)])
    }

    /// Every catalog shape, at its defaults and at random parameters, survives Path → Lottie → Path: the same
    /// points along every segment.
    @Test func catalogShapesRoundTrip() throws {
        var generator = SeededGenerator(seed: 0x5A7E)
        let rect = CGRect(x: 0, y: 0, width: 120, height: 90)
        for type in PresetTypeCatalog.all where type.kind == .shape {
            for round in 0..<6 {
                var values = type.defaults
                if round > 0 {
                    for spec in type.parameters where spec.type == .double || spec.type == .angle {
                        let number = generator.double(in: 3...9)
                        values[spec.name] = spec.type == .double ? .double(number) : .angle(.degrees(number * 20))
                    }
                }
                let path = try PresetTypeCatalog.shape(type: type.name, parameters: values).path(in: rect)
                let back = Path(lottie: LottieBezier.shapes(from: path))
                let original = Self.samples(path)
                let converted = Self.samples(back)
                #expect(original.count == converted.count, "\(type.name)")
                for (a, b) in zip(original, converted) {
                    #expect(a.isApproximatelyEqual(to: b, absoluteTolerance: 1e-9), "\(type.name)")
                }
                // And Lottie → Path → Lottie is the identity.
                let shapes = LottieBezier.shapes(from: path)
                #expect(LottieBezier.shapes(from: Path(lottie: shapes)) == shapes, "\(type.name)")
            }
        }
    }

    @Test func pathShapesGiveOneHeldPropertyPerSubpath() {
        let baker = LottieBaker(frameRate: 30)
        // Two subpaths on frames 0 and 1, one on frame 2; frame 1 → 2 also changes the first one's vertex count.
        let properties = baker.pathShapes(frames: 0...2) { frame in
            var path = Path()
            path.addLines((0..<(frame < 2 ? 3 : 4)).map { CGPoint(x: Double($0) * 10, y: frame) })
            path.closeSubpath()
            if frame < 2 { path.addRect(CGRect(x: 50, y: 50, width: 5, height: 5)) }
            return path
        }
        #expect(properties.count == 2)
        let first = properties[0].keyframes ?? []
        #expect(first.map(\.value.vertices.count) == [3, 3, 4])
        #expect(first.map(\.hold) == [false, true, false])
        let second = properties[1].keyframes ?? []
        #expect(second.last?.value == .empty)
        #expect(second.first(where: { $0.time == 1 })?.hold == true)
    }

    /// Points along every drawing element at t = 0, 1/8, …, 1 (a quadratic and its elevated cubic agree at every
    /// t, so this compares geometry, not just end points).
    static func samples(_ path: Path) -> [CGPoint] {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        func mix(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
            CGPoint(x: Double(a.x) + (Double(b.x) - Double(a.x)) * t, y: Double(a.y) + (Double(b.y) - Double(a.y)) * t)
        }
        for element in path.elements {
            switch element {
            case .move(let to):
                current = to
                start = to
                points.append(to)
            case .line(let to):
                for step in 1...8 { points.append(mix(current, to, Double(step) / 8)) }
                current = to
            case .quadCurve(let to, let control):
                for step in 1...8 {
                    let t = Double(step) / 8
                    points.append(mix(mix(current, control, t), mix(control, to, t), t))
                }
                current = to
            case .curve(let to, let c1, let c2):
                for step in 1...8 {
                    let t = Double(step) / 8
                    let a = mix(current, c1, t)
                    let b = mix(c1, c2, t)
                    let c = mix(c2, to, t)
                    points.append(mix(mix(a, b, t), mix(b, c, t), t))
                }
                current = to
            case .closeSubpath:
                if current != start {
                    for step in 1...8 { points.append(mix(current, start, Double(step) / 8)) }
                }
                current = start
            }
        }
        return points
    }
}

struct LottiePaintTests {
    @Test func coloursAreClampedComponentsAndOpacityPercent() {
        #expect(LottiePaint.components(Color(red: 1.2, green: -0.1, blue: 0.5)) == [1, 0, 0.5])
        #expect(LottiePaint.opacityPercent(Color(white: 0, opacity: 0.25)) == 25)
    }

    @Test func gradientStopsAreSortedWithOpacityStopsOnlyWhenNeeded() {
        let opaque = LottiePaint.gradientNumbers([
            LottieGradientStop(location: 1, color: .white), LottieGradientStop(location: 0, color: .black),
        ])
        #expect(opaque.colorStopCount == 2)
        #expect(opaque.numbers == [0, 0, 0, 0, 1, 1, 1, 1])
        let translucent = LottiePaint.gradientNumbers([
            LottieGradientStop(location: 0, color: .black),
            LottieGradientStop(location: 1.5, color: Color(white: 1, opacity: 0.5)),
        ])
        #expect(translucent.numbers == [0, 0, 0, 0, 1, 1, 1, 1, 0, 1, 1, 0.5])
    }

    @Test func wedgesCoverTheWholeDiscWithTheColourOfTheirAngle() {
        let center = LottiePoint(x: 50, y: 40)
        let wedges = LottieAngularGradient.wedges(center: center, radius: 60, startAngle: 0.3, count: 24) { angle in
            Color(red: angle.truncatingRemainder(dividingBy: 2 * .pi) / (2 * .pi), green: 0, blue: 0)
        }
        #expect(wedges.count == 24)
        var generator = SeededGenerator(seed: 0x3ED6E)
        for _ in 0..<2000 {
            let radius = generator.double(in: 0.5...60)
            let angle = generator.double(in: 0...(2 * .pi))
            let point = LottiePoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            #expect(wedges.contains { Self.wedge($0, contains: point) }, "uncovered at \(point)")
        }
    }

    static func wedge(_ item: LottieShapeItem, contains point: LottiePoint) -> Bool {
        guard case .group(let items) = item.kind, case .path(.fixed(let shape)) = items.first?.kind else {
            return false
        }
        // Even-odd ray casting on the polygon.
        var inside = false
        let v = shape.vertices
        var j = v.count - 1
        for i in v.indices {
            if (v[i].y > point.y) != (v[j].y > point.y),
                point.x < (v[j].x - v[i].x) * (point.y - v[i].y) / (v[j].y - v[i].y) + v[i].x
            {
                inside.toggle()
            }
            j = i
        }
        return inside
    }

    @Test func aMatteSitsAboveWhatItClips() {
        let content = LottieLayer(index: 2, name: "wedges", inPoint: 0, outPoint: 10, content: .shapes([]))
        let shape = LottieLayer(index: 1, name: "shape", inPoint: 0, outPoint: 10, content: .shapes([]))
        let layers = LottieMatte.clip(content, to: shape)
        #expect(layers.map(\.name) == ["shape", "wedges"])
        #expect(layers[0].isMatteSource)
        #expect(layers[1].matteMode == .alpha)
    }
}
