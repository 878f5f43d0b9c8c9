import AnimDBEngine
import AnimDBGeometry
import AnimDBSwift
import Testing

/// Real Shapes from public repositories, MIT-licensed (Fixtures/Corpus, attribution in MANIFEST.md). Each unit
/// reads, and each Shape it declares draws finite paths at a few sizes, from its defaults or sample values.
@Suite struct CorpusTests {
    /// A unit is one file, or a whole folder read as one file (a library whose shapes use helpers beside them).
    static let units: [(name: String, files: [String])] = {
        var units: [(String, [String])] = []
        let kieran = "Corpus/kieranb662-SwiftUI-Shapes/"
        for f in [
            "Arrow.swift", "BeerGlassShape.swift", "CartesianGrid.swift", "CircularArc.swift", "CubicBezierShape.swift",
            "FlashlightShape.swift", "HorizontalLine.swift", "Infinity.swift", "Lines.swift", "PathText.swift",
            "Pentagon.swift", "PolarGrid.swift", "Polygon.swift", "QuadraticBezierShape.swift", "Square.swift",
            "TangentArc.swift", "TickMarks.swift", "Trapezoid.swift", "Triangles.swift", "VerticalLine.swift",
        ] {
            units.append((f, [kieran + f]))
        }
        let panorama = "Corpus/jonaszell97-Panorama/"
        for f in ["Parallelogram.swift", "RoundedStar.swift", "SpeechBubble.swift", "Triangle.swift"] {
            units.append((f, [panorama + f]))
        }
        let space = "Corpus/spacenation-swiftui-shapes/"
        for group in [
            ["RegularPolygons-RegularPolygon.swift", "RegularPolygons-RegularPolygonPath.swift"],
            ["StarPolygons-StarPolygon.swift", "StarPolygons-StarPolygonPath.swift"],
            ["Other-HalfCapsule.swift"],
            ["RoundedRegularPolygons-RoundedRegularPolygon.swift", "RoundedRegularPolygons-RoundedRegularPolygonPath.swift", "Path+Extensions.swift", "CGPoint+Extensions.swift"],
            ["Patterns-GridPattern.swift", "CGPoint+Extensions.swift"],
            ["RoundedStarPolygons-RoundedStarPolygon.swift", "StarPolygons-StarPolygonPath.swift", "Path+Extensions.swift", "CGPoint+Extensions.swift"],
        ] {
            units.append((group[0], group.map { space + $0 }))
        }
        return units
    }()

    static func sample(_ p: SwiftParameter) -> ParameterValue {
        if let d = p.defaultValue { return d }
        if let first = p.enumCases.first { return .string(first) }
        switch p.swiftType {
        case "Int", "UInt": return .int(5)
        case "Bool": return .bool(false)
        case "Angle": return .angle(.degrees(30))
        case "CGPoint", "UnitPoint": return .point(CGPoint(x: 10, y: 20))
        case "CGSize": return .size(CGSize(width: 10, height: 20))
        default: return .double(0.3)
        }
    }

    static func finite(_ p: Path) -> Bool {
        p.elements.allSatisfy { e in
            switch e {
            case .move(let a), .line(let a): a.x.isFinite && a.y.isFinite
            case .quadCurve(let a, let b): a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite
            case .curve(let a, let b, let c): [a, b, c].allSatisfy { $0.x.isFinite && $0.y.isFinite }
            case .closeSubpath: true
            }
        }
    }

    @Test(arguments: units.indices)
    func readsAndDraws(_ i: Int) throws {
        let (name, files) = Self.units[i]
        let source = try files.map { try Fixtures.source($0) }.joined(separator: "\n")
        let file = try SwiftSourceFile(source: source, fileName: name)
        let shapes = file.types.filter { $0.kind == .shape }
        #expect(!shapes.isEmpty)
        for d in shapes {
            let type = try InterpretedType(file: file, typeName: d.name)
            var values: [String: ParameterValue] = [:]
            for p in d.parameters where p.defaultValue == nil { values[p.name] = Self.sample(p) }
            for rect in [CGRect(x: 0.0, y: 0.0, width: 100.0, height: 80.0), CGRect(x: 5.0, y: 5.0, width: 31.0, height: 200.0)] {
                let path = try type.path(in: rect, values)
                #expect(Self.finite(path), "\(d.name) in \(rect)")
            }
        }
    }

    @Test func theCorpusHasAtLeastThirtyShapes() throws {
        var count = 0
        for (name, files) in Self.units {
            let source = try files.map { try Fixtures.source($0) }.joined(separator: "\n")
            count += try SwiftSourceFile(source: source, fileName: name).types.filter { $0.kind == .shape }.count
        }
        #expect(count >= 30, "\(count) shapes")
    }
}
