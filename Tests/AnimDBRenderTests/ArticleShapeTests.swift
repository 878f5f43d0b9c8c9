import AnimDBEngine
import AnimDBGeometry
import Foundation
import Testing

@testable import AnimDBRender

/// Every shape listing of the articles, re-implemented here from the article's `path(in:)` text, against the path
/// data of the `id="shape"` element of a rendered still: the points must agree within 1e-3 for several parameter
/// values and frame sizes, whether the shape fills the canvas or sits in a smaller frame.
struct ArticleShapeTests {
    /// A path as the test builds it: SVG command letters and their points, in order.
    struct Points: CustomStringConvertible {
        var commands: [Character] = []
        var points: [(Double, Double)] = []

        mutating func move(_ x: Double, _ y: Double) { add("M", [(x, y)]) }
        mutating func line(_ x: Double, _ y: Double) { add("L", [(x, y)]) }
        mutating func quad(to: (Double, Double), control: (Double, Double)) { add("Q", [control, to]) }
        mutating func curve(to: (Double, Double), _ c1: (Double, Double), _ c2: (Double, Double)) {
            add("C", [c1, c2, to])
        }
        mutating func close() { add("Z", []) }

        private mutating func add(_ command: Character, _ new: [(Double, Double)]) {
            commands.append(command)
            points += new
        }

        /// Reads SVG path data written by animdb (absolute commands, numbers separated by spaces).
        init(svgPathData data: String) {
            var numbers: [Double] = []
            var token = ""
            func flush() {
                if !token.isEmpty { numbers.append(Double(token)!) }
                token = ""
            }
            for character in data {
                if character.isLetter {
                    flush()
                    commands.append(character)
                } else if character == " " {
                    flush()
                } else {
                    token.append(character)
                }
            }
            flush()
            points = stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
        }

        init() {}

        var description: String { "\(String(commands)) \(points.prefix(6))…" }
    }

    /// The shape's path data from a still of `items` on a canvas of `canvas` points.
    static func rendered(_ items: [SceneItem], canvas: CGSize) throws -> Points {
        let svg = SVGWriter.scene(SceneBuilder.scene(items, size: canvas))
        let elements = try #require(parseXML(svg))
        let shape = try #require(elements.first { $0.attributes["id"] == "shape" })
        return Points(svgPathData: try #require(shape.attributes["d"]))
    }

    static func expectClose(_ actual: Points, _ expected: Points, _ label: String) {
        #expect(actual.commands == expected.commands, "\(label): commands")
        #expect(actual.points.count == expected.points.count, "\(label): point count")
        for (a, e) in zip(actual.points, expected.points) {
            guard abs(a.0 - e.0) <= 1e-3, abs(a.1 - e.1) <= 1e-3 else {
                Issue.record("\(label): point \(a) differs from \(e)")
                return
            }
        }
    }

    /// Draws `type` with `parameters` in frames of each size twice: filling a canvas of that size, and in a
    /// `frame` of that size centred on a larger canvas. Both stills must show exactly `expected(size)`.
    static func check(
        _ type: String, _ parameters: [String: ParameterValue], sizes: [(Double, Double)],
        expected: (Double, Double) -> Points
    ) throws {
        // Values are not range-checked, as during an animation: a spring may take `sides` below 3.
        let shapeType = try #require(PresetTypeCatalog.type(named: type))
        let shape = SceneItem(type: shapeType, values: shapeType.defaults.merging(parameters) { $1 })
        for (w, h) in sizes {
            let label = "\(type) \(parameters) in \(w) × \(h)"
            expectClose(try rendered([shape], canvas: CGSize(width: w, height: h)), expected(w, h), label)
            let framed = [shape, try SceneItem("frame", ["width": .double(w), "height": .double(h)])]
            expectClose(
                try rendered(framed, canvas: CGSize(width: w + 64, height: h + 30)), expected(w, h), label + " framed")
        }
    }

    static let sizes: [(Double, Double)] = [(200, 200), (300, 150), (120, 240), (97.5, 61.25)]

    // MARK: The listings

    @Test(arguments: [0.0, 20, 50, 75.5])
    func trapezoid(insetAmount: Double) throws {
        try Self.check("trapezoid", ["insetAmount": .double(insetAmount)], sizes: Self.sizes) { w, h in
            // path.move(to: CGPoint(x: 0, y: rect.maxY)) … path.closeSubpath()
            var path = Points()
            path.move(0, h)
            path.line(insetAmount, 0)
            path.line(w - insetAmount, 0)
            path.line(w, h)
            path.close()
            return path
        }
    }

    @Test(arguments: [(30.0, 3.0, 0.0), (50, 5, Double.pi), (15, 2, 2 * Double.pi), (-10, 0.5, 1)])
    func wave(amplitude: Double, frequency: Double, phase: Double) throws {
        let parameters: [String: ParameterValue] = [
            "amplitude": .double(amplitude), "frequency": .double(frequency), "phase": .double(phase),
        ]
        try Self.check("wave", parameters, sizes: Self.sizes) { w, h in
            var path = Points()
            for x in stride(from: 0, through: w, by: 1) {
                let relativeX = x / w
                let angle = frequency * relativeX * 2 * .pi + phase
                let y = sin(angle) * amplitude + h / 2
                if x == 0 { path.move(x, y) } else { path.line(x, y) }
            }
            return path
        }
    }

    @Test(arguments: [(3.0, 1.0, 0.0), (6, 0.8, 0), (4.5, 1, 30), (12, 0.5, -45), (2, 1, 0)])
    func polygon(sides: Double, scale: Double, rotation: Double) throws {
        let parameters: [String: ParameterValue] = [
            "sides": .double(sides), "scale": .double(scale), "rotation": .angle(.degrees(rotation)),
        ]
        try Self.check("polygon", parameters, sizes: Self.sizes) { w, h in
            let center = (w / 2, h / 2)
            let radius = min(w, h) / 2 * scale
            let actualSides = max(Int(sides), 3)
            var path = Points()
            for i in 0..<actualSides {
                let angle = (Double(i) / Double(actualSides)) * 2 * .pi - .pi / 2 + rotation * .pi / 180
                let point = (center.0 + radius * cos(angle), center.1 + radius * sin(angle))
                if i == 0 { path.move(point.0, point.1) } else { path.line(point.0, point.1) }
            }
            path.close()
            return path
        }
    }

    @Test(arguments: [
        (6.0, 30.0, 60.0, 0.0), (12, 30, 50, 1.2), (3, 10, 80, 2 * Double.pi), (1, 20, 40, 0), (7.9, 25, 70, -0.5),
    ])
    func petalShape(petalCount: Double, innerRadius: Double, outerRadius: Double, rotationOffset: Double) throws {
        let parameters: [String: ParameterValue] = [
            "petalCount": .double(petalCount), "innerRadius": .double(innerRadius), "outerRadius": .double(outerRadius),
            "rotationOffset": .double(rotationOffset),
        ]
        try Self.check("petal", parameters, sizes: Self.sizes) { w, h in
            let center = (w / 2, h / 2)
            let count = max(Int(petalCount), 2)
            var path = Points()
            for i in 0..<count {
                let baseAngle = (Double(i) / Double(count)) * 2 * .pi + rotationOffset
                let tipAngle = baseAngle
                let leftAngle = baseAngle - .pi / Double(count)
                let rightAngle = baseAngle + .pi / Double(count)
                let tipPoint = (center.0 + outerRadius * cos(tipAngle), center.1 + outerRadius * sin(tipAngle))
                let leftControl = (center.0 + innerRadius * cos(leftAngle), center.1 + innerRadius * sin(leftAngle))
                let rightControl = (center.0 + innerRadius * cos(rightAngle), center.1 + innerRadius * sin(rightAngle))
                path.move(center.0, center.1)
                path.quad(to: tipPoint, control: leftControl)
                path.quad(to: center, control: rightControl)
            }
            return path
        }
    }

    @Test(arguments: [(100.0, 50.0), (150, 10), (50, 0), (300, 75), (80, 40)])
    func morphingShape(size: Double, cornerRadius: Double) throws {
        try Self.check(
            "morphing-shape", ["size": .double(size), "cornerRadius": .double(cornerRadius)], sizes: Self.sizes
        ) { w, h in
            let adjustedSize = min(size, w, h)
            let rect = CGRect(
                x: (w - adjustedSize) / 2, y: (h - adjustedSize) / 2, width: adjustedSize, height: adjustedSize)
            // `Path(roundedRect:cornerRadius:)`, SwiftUI's default continuous style (checked on its own in
            // ContinuousCornerTests).
            return Self.points(Path(roundedRect: rect, cornerRadius: cornerRadius))
        }
    }

    /// ArcDemoView's Arc and its animation's target, and arcs the other way and past a full turn.
    @Test(arguments: [(0.0, 180.0, false), (45, 300, false), (0, 180, true), (-90, 200, false), (10, 400, false)])
    func arc(start: Double, end: Double, clockwise: Bool) throws {
        let parameters: [String: ParameterValue] = [
            "startAngle": .angle(.degrees(start)), "endAngle": .angle(.degrees(end)), "clockwise": .bool(clockwise),
        ]
        try Self.check("arc", parameters, sizes: Self.sizes) { w, h in
            // path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle:,
            // endAngle:, clockwise:) with SwiftUI's addArc: angles from 3 o'clock towards +y; `clockwise: false`
            // sweeps through increasing angles, by (end − start) reduced into [0, 2π) (a full turn only when the
            // distance is at least 2π); drawn as cubic Béziers of at most 90°.
            let (cx, cy, r) = (w / 2, h / 2, w / 2)
            let (a, b) = (start * .pi / 180, end * .pi / 180)
            var distance = clockwise ? a - b : b - a
            if distance >= 2 * .pi {
                distance = 2 * .pi
            } else if distance < 0 {
                distance = distance.truncatingRemainder(dividingBy: 2 * .pi)
                if distance < 0 { distance += 2 * .pi }
            }
            let sweep = clockwise ? -distance : distance
            func point(_ angle: Double) -> (Double, Double) { (cx + r * cos(angle), cy + r * sin(angle)) }
            var path = Points()
            path.move(point(a).0, point(a).1)
            guard sweep != 0 else { return path }
            let segments = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
            let step = sweep / Double(segments)
            let k = 4.0 / 3.0 * tan(step / 4) * r
            for index in 0..<segments {
                let a0 = a + step * Double(index)
                let a1 = a0 + step
                let (p0, p1) = (point(a0), point(a1))
                path.curve(
                    to: p1, (p0.0 - k * sin(a0), p0.1 + k * cos(a0)), (p1.0 + k * sin(a1), p1.1 - k * cos(a1)))
            }
            return path
        }
    }

    @Test func theArticlesArcDemoIsTheBottomHalfInA200PointFrame() throws {
        let items = [
            try SceneItem(
                "arc", ["startAngle": .angle(.zero), "endAngle": .angle(.degrees(180)), "clockwise": .bool(false)]),
            try SceneItem("frame", ["width": .double(200), "height": .double(200)]),
        ]
        let points = try Self.rendered(items, canvas: CGSize(width: 300, height: 260))
        #expect(points.points.first.map { abs($0.0 - 200) < 1e-3 && abs($0.1 - 100) < 1e-3 } == true)
        #expect(points.points.allSatisfy { $0.1 >= 100 - 1e-3 }, "every point is in the lower half")
        #expect(points.points.last.map { abs($0.0) < 1e-3 && abs($0.1 - 100) < 1e-3 } == true)
    }

    @Test(arguments: [(50.0, 50.0), (200, 100), (12.5, 160)])
    func widthHeightRectangle(width: Double, height: Double) throws {
        try Self.check("rectangle", ["width": .double(width), "height": .double(height)], sizes: Self.sizes) { w, h in
            var path = Points()
            let (x, y) = (w / 2 - width / 2, h / 2 - height / 2)
            path.move(x, y)
            path.line(x + width, y)
            path.line(x + width, y + height)
            path.line(x, y + height)
            path.close()
            return path
        }
    }

    static func points(_ path: Path) -> Points {
        var points = Points()
        for element in path.elements {
            switch element {
            case .move(let p): points.move(Double(p.x), Double(p.y))
            case .line(let p): points.line(Double(p.x), Double(p.y))
            case .quadCurve(let p, let c):
                points.quad(to: (Double(p.x), Double(p.y)), control: (Double(c.x), Double(c.y)))
            case .curve(let p, let c1, let c2):
                points.curve(to: (Double(p.x), Double(p.y)), (Double(c1.x), Double(c1.y)), (Double(c2.x), Double(c2.y)))
            case .closeSubpath: points.close()
            }
        }
        return points
    }
}
