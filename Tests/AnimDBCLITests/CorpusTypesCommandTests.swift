import Foundation
import Testing

/// Real Shapes nobody here wrote (Tests/AnimDBSwiftTests/Fixtures/Corpus, MIT, attribution in its MANIFEST.md),
/// stored with `add type` as a user would and drawn from the store: each single-file unit the reader reads is
/// stored whole, and each of its Shapes renders a still from its defaults.
@Suite struct CorpusTypesCommandTests {
    static let files = [
        "kieranb662-SwiftUI-Shapes/Arrow.swift", "kieranb662-SwiftUI-Shapes/BeerGlassShape.swift",
        "kieranb662-SwiftUI-Shapes/CartesianGrid.swift", "kieranb662-SwiftUI-Shapes/CircularArc.swift",
        "kieranb662-SwiftUI-Shapes/CubicBezierShape.swift", "kieranb662-SwiftUI-Shapes/FlashlightShape.swift",
        "kieranb662-SwiftUI-Shapes/HorizontalLine.swift", "kieranb662-SwiftUI-Shapes/Infinity.swift",
        "kieranb662-SwiftUI-Shapes/Lines.swift", "kieranb662-SwiftUI-Shapes/PathText.swift",
        "kieranb662-SwiftUI-Shapes/Pentagon.swift", "kieranb662-SwiftUI-Shapes/PolarGrid.swift",
        "kieranb662-SwiftUI-Shapes/Polygon.swift", "kieranb662-SwiftUI-Shapes/QuadraticBezierShape.swift",
        "kieranb662-SwiftUI-Shapes/Square.swift", "kieranb662-SwiftUI-Shapes/TangentArc.swift",
        "kieranb662-SwiftUI-Shapes/TickMarks.swift", "kieranb662-SwiftUI-Shapes/Trapezoid.swift",
        "kieranb662-SwiftUI-Shapes/Triangles.swift", "kieranb662-SwiftUI-Shapes/VerticalLine.swift",
        "jonaszell97-Panorama/Parallelogram.swift", "jonaszell97-Panorama/RoundedStar.swift",
        "jonaszell97-Panorama/SpeechBubble.swift", "jonaszell97-Panorama/Triangle.swift",
        "spacenation-swiftui-shapes/Other-HalfCapsule.swift",
    ]

    static var corpus: URL { SwiftFixtures.corpus }

    @Test(arguments: files)
    func isStoredAndDrawnFromTheStore(_ path: String) throws {
        let cli = try CLIFixture()
        let name = URL(fileURLWithPath: path).lastPathComponent
        try String(contentsOf: Self.corpus.appendingPathComponent(path), encoding: .utf8)
            .write(toFile: cli.directory.path(name), atomically: true, encoding: .utf8)
        let added = cli.run("add", "type", name)
        #expect(added.code == 0, "\(added.stderr)")
        let shapes = added.stdout.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("Added type '"), line.contains("(shape,") else { return nil }
            return String(line.dropFirst("Added type '".count).prefix { $0 != "'" })
        }
        #expect(!shapes.isEmpty, "\(added.stdout)")
        for shape in shapes {
            let timeline = cli.run(
                "add", "timeline", "t-\(shape)", "--content", "\(shape)().stroke(.black, lineWidth: 2)", "--modifier",
                ".frame(width: 120, height: 90)")
            #expect(timeline.code == 0, "\(shape): \(timeline.stderr)")
            let still = cli.run("render", "t-\(shape)", "--at", "0", "--out", "\(shape).svg")
            #expect(still.code == 0, "\(shape): \(still.stderr)")
            let svg = try String(contentsOfFile: cli.directory.path("\(shape).svg"), encoding: .utf8)
            #expect(svg.hasPrefix("<?xml") && !svg.contains("nan"), "\(shape)")
        }
    }
}
