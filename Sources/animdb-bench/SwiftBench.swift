import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBSwift
import Foundation

/// Issue 18's figures: the articles' shapes interpreted from their listings (Tests/AnimDBSwiftTests/Fixtures/
/// Articles) against the built-in Swift implementations of the same shapes, per `path(in:)`, in the same run; reading
/// a 500-line file; and a 60 fps preview of an interpreted shape as a share of one core.
/// Goals: interpreted ≤ 3× built-in; a 500-line read ≤ 20 ms; the preview under 20 % of a core.
enum SwiftBench {
    static let listings: [(file: String, type: String, builtIn: String, values: [String: ParameterValue])] = [
        ("001-trapezoid.swift", "Trapezoid", "trapezoid", ["insetAmount": .double(30)]),
        ("001-arc.swift", "Arc", "arc", ["startAngle": .angle(.degrees(10)), "endAngle": .angle(.degrees(250))]),
        ("001-wave.swift", "Wave", "wave", ["amplitude": .double(20), "frequency": .double(3), "phase": .double(1)]),
        ("001-polygon.swift", "Polygon", "polygon", ["sides": .double(7), "scale": .double(0.9)]),
        (
            "001-petal.swift", "PetalShape", "petal",
            ["petalCount": .double(8), "innerRadius": .double(20), "outerRadius": .double(80)]
        ),
        (
            "003-morphing-shape.swift", "MorphingShape", "morphing-shape",
            ["size": .double(150), "cornerRadius": .double(30)]
        ),
    ]

    static var articles: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Tests/AnimDBSwiftTests/Fixtures/Articles")
    }

    static func run(repetitions: Int = 7) -> String {
        let rect = AnimDBEngine.CGRect(x: 0, y: 0, width: 200, height: 200)
        let calls = 2000
        var out =
            "swift: each listing's path(in:) interpreted vs the built-in shape, \(calls) calls, best of \(repetitions)\n"
        out += "| shape | interpreted µs/call | built-in µs/call | ratio | goal |\n|---|---:|---:|---:|---|\n"
        var sources: [String] = []
        // `ANIMDB_BENCH_SHAPE=Wave` measures one listing alone (for a profiler).
        let only = ProcessInfo.processInfo.environment["ANIMDB_BENCH_SHAPE"]
        for listing in listings where only == nil || only == listing.type {
            guard let source = try? String(contentsOf: articles.appendingPathComponent(listing.file), encoding: .utf8),
                let file = try? SwiftSourceFile(source: source, fileName: listing.file),
                let interpreted = try? InterpretedType(file: file, typeName: listing.type),
                let type = PresetTypeCatalog.type(named: listing.builtIn)
            else { return "swift benchmark: cannot read \(listing.file) (run from the repository)\n" }
            sources.append(source)
            let values = type.defaults.merging(listing.values) { $1 }
            let shape = PresetTypeCatalog.unvalidatedShape(type: type, values: values)
            let interpretedNanos = Harness.best(repetitions) {
                var sum = 0.0
                for _ in 0..<calls { sum += Double((try? interpreted.path(in: rect, values))?.elements.count ?? 0) }
                return sum
            }
            let builtInNanos = Harness.best(repetitions) {
                var sum = 0.0
                for _ in 0..<calls { sum += Double(shape.path(in: rect).elements.count) }
                return sum
            }
            out += "| \(listing.type) | \(f(interpretedNanos / Double(calls) / 1000, 2)) | "
            out += "\(f(builtInNanos / Double(calls) / 1000, 2)) | \(f(interpretedNanos / builtInNanos, 2))× | ≤ 3× |\n"
        }
        out += "\n" + readFigure(sources, repetitions: repetitions) + "\n" + previewFigure(repetitions: repetitions)
        return out
    }

    /// A 500-line file made of the listings, each copy's types renamed so the file declares each once.
    private static func readFigure(_ sources: [String], repetitions: Int) -> String {
        var lines: [String] = []
        var copy = 0
        while lines.count < 500 {
            for source in sources {
                var text = source
                for listing in listings {
                    text = text.replacingOccurrences(of: listing.type, with: "\(listing.type)\(copy)")
                }
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
            copy += 1
        }
        let file = lines.prefix(while: { _ in true }).joined(separator: "\n")
        let count = file.split(separator: "\n", omittingEmptySubsequences: false).count
        let nanos = Harness.best(repetitions) {
            Double((try? SwiftSourceFile(source: file, fileName: "Big.swift"))?.types.count ?? -1)
        }
        return "| read | lines | ms | goal |\n|---|---:|---:|---|\n| SwiftSourceFile (lex, parse, compile, check) | "
            + "\(count) | \(f(nanos / 1e6, 2)) | ≤ 20 ms |\n"
    }

    /// One frame of the live preview's work (the scene of an interpreted star at a time within its animation) at 60
    /// frames a second, as a share of one core.
    private static func previewFigure(repetitions: Int) -> String {
        let star = """
            struct Star: Shape {
                var points: Int = 5
                var inset: Double = 0.4
                var animatableData: Double {
                    get { inset }
                    set { inset = newValue }
                }
                func path(in rect: CGRect) -> Path {
                    let c = CGPoint(x: rect.midX, y: rect.midY)
                    let outer = min(rect.width, rect.height) / 2
                    var p = Path()
                    for i in 0..<(points * 2) {
                        let r = i.isMultiple(of: 2) ? outer : outer * (1 - inset)
                        let a = Double(i) * .pi / Double(points) - .pi / 2
                        let q = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
                        if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
                    }
                    p.closeSubpath()
                    return p
                }
            }
            """
        let types = TypeLibrary(definitions: [
            TypeDefinition(name: "Star", kind: "shape", source: star, fileName: "Star.swift")
        ])
        var evaluator: TimelineEvaluator
        do {
            let tree = try ViewSyntax(presets: { _ in nil }, types: types).tree(
                "Star(points: 6).fill(.orange).frame(width: 120, height: 120)")
            evaluator = try TimelineEvaluator(
                timeline: Timeline(
                    name: "bench", view: tree, state: [],
                    changes: [
                        .init(
                            at: 0, animation: ".easeInOut(duration: 1)",
                            [.init(.parameter("Star", "inset"), .set, "0.8")])
                    ]),
                presets: [:], types: types)
        } catch {
            return "swift benchmark: the preview timeline does not read: \(error)\n"
        }
        let frames = 600
        let nanos = Harness.best(repetitions) {
            var sum = 0.0
            for k in 0..<frames {
                sum += Double(
                    evaluator.scene(at: Double(k) / 600, size: AnimDBEngine.CGSize(width: 160, height: 160)).nodes.count
                )
            }
            return sum
        }
        let perFrame = nanos / Double(frames)
        return "| preview | µs per frame | share of a core at 60 fps | goal |\n|---|---:|---:|---|\n"
            + "| an interpreted Star, scene per frame | \(f(perFrame / 1000, 1)) | \(f(perFrame * 60 / 1e9 * 100, 2)) % | < 20 % |\n"
    }

    private static func f(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }
}
