import AnimDBTestSupport
import Foundation
import Testing

/// The articles' own listings, stored with `add type` as a user would paste them, play and draw exactly what the
/// built-in types do: the same frames (`play --format ndjson`) and the same stills, at random values, sizes and
/// animations. One question (the view at t), asked of the interpreted type and of the built-in, one answer.
@Suite struct ArticleListingTypesTests {
    struct Case: Sendable, CustomStringConvertible {
        var fixture: String
        var user: String
        var builtIn: String
        /// Values every preset sets (the built-in's parameters the listing writes as constants).
        var fixed: [String] = []
        /// Values the user's presets set (a property the listing gives no default).
        var userFixed: [String] = []
        /// Each animated parameter and the range its random values come from.
        var parameters: [(name: String, range: ClosedRange<Double>, angle: Bool)]
        var isShape = true
        var description: String { fixture }
    }

    static let cases: [Case] = [
        Case(
            fixture: "001-arc-legacy.swift", user: "Arc", builtIn: "arc",
            parameters: [("startAngle", -180...180, true), ("endAngle", 0...360, true)]),
        Case(
            fixture: "001-arc.swift", user: "Arc", builtIn: "arc",
            parameters: [("startAngle", -180...180, true), ("endAngle", 0...360, true)]),
        Case(
            fixture: "001-wave-legacy.swift", user: "Wave", builtIn: "wave",
            parameters: [("amplitude", 0...40, false), ("frequency", 0.5...6, false), ("phase", 0...6, false)]),
        Case(
            fixture: "001-wave.swift", user: "Wave", builtIn: "wave",
            parameters: [("amplitude", 0...40, false), ("frequency", 0.5...6, false), ("phase", 0...6, false)]),
        Case(
            fixture: "001-polygon.swift", user: "Polygon", builtIn: "polygon",
            parameters: [("sides", 3...12, false), ("scale", 0.3...1.2, false)]),
        Case(
            fixture: "001-petal.swift", user: "PetalShape", builtIn: "petal",
            parameters: [
                ("petalCount", 3...12, false), ("innerRadius", 5...40, false), ("outerRadius", 40...90, false),
            ]),
        Case(
            fixture: "001-trapezoid-legacy.swift", user: "Trapezoid", builtIn: "trapezoid",
            parameters: [("insetAmount", 0...60, false)]),
        Case(
            fixture: "001-trapezoid.swift", user: "Trapezoid", builtIn: "trapezoid",
            parameters: [("insetAmount", 0...60, false)]),
        Case(
            fixture: "003-morphing-shape.swift", user: "MorphingShape", builtIn: "morphing-shape",
            parameters: [("size", 40...200, false), ("cornerRadius", 0...60, false)]),
        Case(
            fixture: "002-shake.swift", user: "Shake", builtIn: "shake", fixed: ["amplitude=5"],
            parameters: [("shakes", 0...6, false)], isShape: false),
        Case(
            fixture: "000-shake-effect-demo.swift", user: "ShakeEffect", builtIn: "shake", fixed: ["amplitude=10"],
            parameters: [("shakes", 0...6, false)], isShape: false),
        Case(
            fixture: "001-shake-modifier.swift", user: "ShakeModifier", builtIn: "shake-decay",
            fixed: ["intensity=10"], userFixed: ["intensity=10"], parameters: [("progress", 0...1, false)],
            isShape: false),
    ]

    static let animations = [
        ".easeInOut(duration: 0.7)", ".spring(response: 0.5, dampingFraction: 0.6)", ".linear(duration: 0.4)",
        ".bouncy",
    ]

    static var articles: URL { SwiftFixtures.articles }

    @Test(arguments: cases)
    func playsAndDrawsAsTheBuiltIn(_ c: Case) throws {
        let cli = try CLIFixture()
        let source = try String(contentsOf: Self.articles.appendingPathComponent(c.fixture), encoding: .utf8)
        try source.write(toFile: cli.directory.path(c.fixture), atomically: true, encoding: .utf8)
        let added = cli.run("add", "type", c.fixture)
        #expect(added.code == 0, "\(added.stderr)")
        try Self.compare(cli, c, rounds: 3)
    }

    /// Article 001's migration both ways: `codegen --target ios26` writes a listing with `@Animatable`, `ios17` with
    /// a hand-written `animatableData`; read back with `add type`, either plays and draws as the built-in does.
    @Test(arguments: cases, ["ios26", "ios17"])
    func convertedFormsPlayAndDrawAsTheBuiltIn(_ c: Case, _ target: String) throws {
        let original = try CLIFixture()
        let source = try String(contentsOf: Self.articles.appendingPathComponent(c.fixture), encoding: .utf8)
        try source.write(toFile: original.directory.path(c.fixture), atomically: true, encoding: .utf8)
        #expect(original.run("add", "type", c.fixture).code == 0)
        #expect(
            original.run(["add", "preset", "p", "--type", c.user] + c.userFixed.flatMap { ["--set", $0] }).code == 0)
        let generated = original.run("codegen", "p", "--target", target)
        #expect(generated.code == 0, "\(generated.stderr)")
        if target == "ios26" {
            #expect(generated.stdout.contains("@Animatable") && !generated.stdout.contains("var animatableData"))
        } else {
            #expect(!generated.stdout.contains("@Animatable\n") && generated.stdout.contains("var animatableData"))
        }
        let cli = try CLIFixture()
        try generated.stdout.write(toFile: cli.directory.path("Converted.swift"), atomically: true, encoding: .utf8)
        let added = cli.run("add", "type", "Converted.swift")
        #expect(added.code == 0, "\(added.stderr)\n\(generated.stdout)")
        try Self.compare(cli, c, rounds: 1)
    }

    /// Random values, sizes and animations: the user's type and the built-in give the same frames and stills.
    static func compare(_ cli: CLIFixture, _ c: Case, rounds: Int) throws {
        var generator = SeededGenerator(seed: UInt64(c.fixture.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        func value(_ p: (name: String, range: ClosedRange<Double>, angle: Bool)) -> String {
            let v = (Double.random(in: p.range, using: &generator) * 1000).rounded() / 1000
            return p.angle ? ".degrees(\(v))" : "\(v)"
        }
        for round in 0..<rounds {
            let start = c.parameters.map { "\($0.name)=\(value($0))" }
            let target = c.parameters.map { "\($0.name) = \(value($0))" }.joined(separator: ", ")
            let animation = Self.animations[(round + c.fixture.count) % Self.animations.count]
            let (w, h) = (Int.random(in: 40...260, using: &generator), Int.random(in: 40...260, using: &generator))
            var outputs: [[String]] = []
            for (kind, type) in [("b", c.builtIn), ("u", c.user)] {
                let name = "\(kind)\(round)"
                let sets = start + (kind == "b" ? c.fixed : c.userFixed)
                let preset = cli.run(["add", "preset", name, "--type", type] + sets.flatMap { ["--set", $0] })
                #expect(preset.code == 0, "\(preset.stderr)")
                let view =
                    c.isShape
                    ? [
                        "--content", name, "--modifier", ".stroke(.blue, lineWidth: 2)", "--modifier",
                        ".frame(width: \(w), height: \(h))",
                    ]
                    : ["--content", "Text(\"Shake me!\")", "--modifier", name]
                let timeline = cli.run(
                    ["add", "timeline", "\(name)-view"] + view + ["--change", "\(target) with \(animation) at 0.1"])
                #expect(timeline.code == 0, "\(timeline.stderr)")
                let frames = cli.run("play", "\(name)-view", "--fps", "30", "--duration", "1.5", "--format", "ndjson")
                #expect(frames.code == 0, "\(frames.stderr)")
                var stills: [String] = [frames.stdout]
                for t in ["0", "0.35", "0.8"] {
                    let file = "\(name)-\(t).svg"
                    #expect(cli.run("render", "\(name)-view", "--at", t, "--out", file).code == 0)
                    stills.append(try String(contentsOfFile: cli.directory.path(file), encoding: .utf8))
                }
                outputs.append(stills)
            }
            #expect(outputs[0] == outputs[1], "round \(round): \(start) → \(target) with \(animation)")
        }
    }
}
