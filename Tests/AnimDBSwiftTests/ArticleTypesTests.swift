import AnimDBEngine
import AnimDBGeometry
import AnimDBSwift
import AnimDBTestSupport
import Testing

/// The articles' listings, quoted verbatim in Fixtures/Articles, draw bit for bit what the built-in shapes draw.
@Suite struct ArticleTypesTests {
    static let sizes: [CGRect] = [
        CGRect(x: 0, y: 0, width: 200, height: 200), CGRect(x: 0, y: 0, width: 300, height: 150),
        CGRect(x: 10, y: 20, width: 57.5, height: 91.25), CGRect(x: 0, y: 0, width: 1, height: 1),
    ]

    struct Case: Sendable, CustomStringConvertible {
        var fixture: String
        var type: String
        /// Random parameter values, and the built-in shape's path for them.
        var make: @Sendable (inout SeededGenerator) -> ([String: ParameterValue], @Sendable (CGRect) -> Path)
        var description: String { fixture }
    }

    static let cases: [Case] = [
        Case(fixture: "001-trapezoid-legacy.swift", type: "Trapezoid") { g in
            let inset = Double.random(in: -20...80, using: &g)
            return (["insetAmount": .double(inset)], { Trapezoid(insetAmount: inset).path(in: $0) })
        },
        Case(fixture: "001-trapezoid.swift", type: "Trapezoid") { g in
            let inset = Double.random(in: -20...80, using: &g)
            return (["insetAmount": .double(inset)], { Trapezoid(insetAmount: inset).path(in: $0) })
        },
        Case(fixture: "001-arc-legacy.swift", type: "Arc") { g in
            let (s, e) = (Angle.degrees(.random(in: -360...360, using: &g)), Angle.degrees(.random(in: -360...720, using: &g)))
            return (["startAngle": .angle(s), "endAngle": .angle(e)], { Arc(startAngle: s, endAngle: e, clockwise: false).path(in: $0) })
        },
        Case(fixture: "001-arc.swift", type: "Arc") { g in
            let (s, e) = (Angle.degrees(.random(in: -360...360, using: &g)), Angle.degrees(.random(in: -360...720, using: &g)))
            let cw = Bool.random(using: &g)
            return (
                ["startAngle": .angle(s), "endAngle": .angle(e), "clockwise": .bool(cw)],
                { Arc(startAngle: s, endAngle: e, clockwise: cw).path(in: $0) }
            )
        },
        Case(fixture: "001-wave-legacy.swift", type: "Wave") { g in
            let (a, f, p) = (Double.random(in: 0...60, using: &g), Double.random(in: 0...8, using: &g), Double.random(in: 0...7, using: &g))
            return (
                ["amplitude": .double(a), "frequency": .double(f), "phase": .double(p)],
                { Wave(amplitude: a, frequency: f, phase: p).path(in: $0) }
            )
        },
        Case(fixture: "001-wave.swift", type: "Wave") { g in
            let (a, f, p) = (Double.random(in: 0...60, using: &g), Double.random(in: 0...8, using: &g), Double.random(in: 0...7, using: &g))
            return (
                ["amplitude": .double(a), "frequency": .double(f), "phase": .double(p)],
                { Wave(amplitude: a, frequency: f, phase: p).path(in: $0) }
            )
        },
        Case(fixture: "001-wave-conditional.swift", type: "Wave") { g in
            let (a, f, p) = (Double.random(in: 0...60, using: &g), Double.random(in: 0...8, using: &g), Double.random(in: 0...7, using: &g))
            return (
                ["amplitude": .double(a), "frequency": .double(f), "phase": .double(p)],
                { Wave(amplitude: a, frequency: f, phase: p).path(in: $0) }
            )
        },
        Case(fixture: "001-polygon.swift", type: "Polygon") { g in
            let (n, s, r) = (Double.random(in: 0...14, using: &g), Double.random(in: 0...1.5, using: &g), Angle.degrees(.random(in: -180...180, using: &g)))
            return (
                ["sides": .double(n), "scale": .double(s), "rotation": .angle(r)],
                { Polygon(sides: n, scale: s, rotation: r).path(in: $0) }
            )
        },
        Case(fixture: "001-petal.swift", type: "PetalShape") { g in
            let (n, i, o, r) = (
                Double.random(in: 0...14, using: &g), Double.random(in: 0...60, using: &g),
                Double.random(in: 0...100, using: &g), Double.random(in: 0...7, using: &g)
            )
            return (
                ["petalCount": .double(n), "innerRadius": .double(i), "outerRadius": .double(o), "rotationOffset": .double(r)],
                { Petal(petalCount: n, innerRadius: i, outerRadius: o, rotationOffset: r).path(in: $0) }
            )
        },
        Case(fixture: "003-morphing-shape.swift", type: "MorphingShape") { g in
            let (s, c) = (Double.random(in: 0...250, using: &g), Double.random(in: 0...90, using: &g))
            return (["size": .double(s), "cornerRadius": .double(c)], { MorphingShape(size: s, cornerRadius: c).path(in: $0) })
        },
    ]

    @Test(arguments: cases)
    func drawsWhatTheBuiltInDraws(_ c: Case) throws {
        let type = try Fixtures.type("Articles/" + c.fixture, c.type)
        var g = SeededGenerator(seed: 42)
        for _ in 0..<25 {
            let (values, builtin) = c.make(&g)
            for rect in Self.sizes {
                let interpreted = try type.path(in: rect, values)
                #expect(interpreted == builtin(rect), "\(c.fixture) \(values) in \(rect)")
            }
        }
    }
}
