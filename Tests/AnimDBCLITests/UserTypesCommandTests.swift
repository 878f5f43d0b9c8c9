import Foundation
import Testing

/// `animdb add type FILE.swift`: a user's Shapes and GeometryEffects stored as their source, used by presets and
/// views, drawn, played and generated exactly as the built-ins are; refusals are one line and store nothing.
@Suite struct UserTypesCommandTests {
    static let star = """
        import SwiftUI

        struct Star: Shape {
            var points: Int = 5
            var inset: Double = 0.4
            var rotation: Angle = .zero

            var animatableData: AnimatablePair<Double, Double> {
                get { AnimatablePair(inset, rotation.radians) }
                set {
                    inset = newValue.first
                    rotation = .radians(newValue.second)
                }
            }

            func path(in rect: CGRect) -> Path {
                let center = CGPoint(x: rect.midX, y: rect.midY)
                let outer = min(rect.width, rect.height) / 2
                let inner = outer * (1 - inset)
                var path = Path()
                for i in 0..<(points * 2) {
                    let r = i.isMultiple(of: 2) ? outer : inner
                    let a = Double(i) * .pi / Double(points) - .pi / 2 + rotation.radians
                    let p = CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a))
                    if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
                }
                path.closeSubpath()
                return path
            }
        }

        struct Squash: GeometryEffect {
            var amount: Double = 1
            var animatableData: Double {
                get { amount }
                set { amount = newValue }
            }
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(CGAffineTransform(scaleX: amount, y: 1))
            }
        }
        """

    func write(_ cli: CLIFixture, _ name: String, _ text: String) throws {
        try text.write(toFile: cli.directory.path(name), atomically: true, encoding: .utf8)
    }

    /// The x and y coordinates of an SVG still's first path.
    static func vertices(_ svg: String) -> [(Double, Double)] {
        guard let start = svg.range(of: " d=\"") else { return [] }
        let d = svg[start.upperBound...].prefix { $0 != "\"" }
        let numbers = d.split(whereSeparator: { "MLZ ".contains($0) }).compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    }

    /// The vertices of the timeline's still at 0, rendered as a user does.
    func still(_ cli: CLIFixture, _ name: String) throws -> [(Double, Double)] {
        let rendered = cli.run("render", name, "--at", "0", "--out", "\(name).svg")
        #expect(rendered.code == 0, "\(rendered.stderr)")
        return Self.vertices(try String(contentsOfFile: cli.directory.path("\(name).svg"), encoding: .utf8))
    }

    @Test func aFilesShapesAndEffectsAreStoredWithRevisions() throws {
        let cli = try CLIFixture()
        try write(cli, "Star.swift", Self.star)
        let added = cli.run("add", "type", "Star.swift")
        #expect(added.code == 0, "\(added.stderr)")
        let lines = added.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("Added type 'Star' (shape, revision 1, "))
        #expect(lines[1].hasPrefix("Added type 'Squash' (geometry-effect, revision 1, "))
        #expect(cli.run("add", "type", "Star.swift").stdout.hasPrefix("Type 'Star' is unchanged (shape, revision 1, "))
        try write(
            cli, "Star.swift", Self.star.replacingOccurrences(of: "var points: Int = 5", with: "var points: Int = 7"))
        let again = cli.run("add", "type", "Star.swift").stdout
        #expect(again.hasPrefix("Updated type 'Star' (shape, revision 2, "))
        // The other type's source changed too (it is the same file), so it has a new revision as well.
        #expect(again.contains("Updated type 'Squash' (geometry-effect, revision 2, "))
        let described = cli.run("types", "Star")
        #expect(described.code == 0, "\(described.stderr)")
        #expect(described.stdout.contains("points     int     7"))
        #expect(described.stdout.contains("inset      double  0.4          yes"))
        let listed = cli.run("types").stdout
        #expect(listed.contains("Star ") && listed.contains("shape (yours)"))
        #expect(listed.contains("Squash") && listed.contains("modifier (yours)"))
    }

    @Test func presetsAndViewsDrawTheInterpretedShape() throws {
        let cli = try CLIFixture()
        try write(cli, "Star.swift", Self.star)
        #expect(cli.run("add", "type", "Star.swift").code == 0)
        let preset = cli.run("add", "preset", "six", "--type", "Star", "--set", "points=6", "--set", "inset=0.5")
        #expect(preset.code == 0, "\(preset.stderr)")
        let timeline = cli.run(
            "add", "timeline", "stars", "--content", "six", "--modifier", ".fill(.orange)", "--modifier",
            ".frame(width: 120, height: 120)")
        #expect(timeline.code == 0, "\(timeline.stderr)")
        let points = try still(cli, "stars")
        try #require(points.count == 12)
        // The first outer point is straight up from the centre, the first inner one half as far out, 30° round.
        #expect(abs(points[0].0 - 60) < 1e-3 && abs(points[0].1 - 0) < 1e-3)
        #expect(abs(points[1].0 - (60 + 30 * sin(Double.pi / 6))) < 1e-3)
        #expect(abs(points[1].1 - (60 - 30 * cos(Double.pi / 6))) < 1e-3)
        // A view expression calls the type by its Swift name, with labelled arguments.
        let inline = cli.run(
            "add", "timeline", "inline", "--content",
            "Star(points: 4, inset: 0.5).fill(.blue).frame(width: 100, height: 100)")
        #expect(inline.code == 0, "\(inline.stderr)")
        #expect(try still(cli, "inline").count == 8)
    }

    @Test func aHandWrittenAnimatableDataAnimatesInItsOwnUnits() throws {
        let cli = try CLIFixture()
        try write(cli, "Star.swift", Self.star)
        #expect(cli.run("add", "type", "Star.swift").code == 0)
        let added = cli.run(
            "add", "timeline", "turn", "--content", "Star().fill(.red)", "--change",
            "rotation = .degrees(90), inset = 0.8 with .linear(duration: 1) at 0")
        #expect(added.code == 0, "\(added.stderr)")
        let frames = cli.run("play", "turn", "--at", "0.5", "--format", "ndjson")
        #expect(frames.code == 0, "\(frames.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(frames.stdout.utf8)) as? [String: Any])
        let values = try #require(json["values"] as? [String: Any])
        #expect(abs((values["inset"] as? Double ?? 0) - 0.6) < 1e-9)
        // The getter reads `rotation.radians`: interpolating radians or animdb's units gives the same frame.
        #expect(abs((values["rotation"] as? Double ?? 0) - 45) < 1e-9, "\(values)")
    }

    @Test func aGeometryEffectTransformsItsContent() throws {
        let cli = try CLIFixture()
        try write(cli, "Star.swift", Self.star)
        #expect(cli.run("add", "type", "Star.swift").code == 0)
        let added = cli.run(
            "add", "timeline", "squash", "--content",
            "Rectangle().fill(.green).frame(width: 100, height: 100).modifier(Squash(amount: 0.5))")
        #expect(added.code == 0, "\(added.stderr)")
        let xs = try still(cli, "squash").map(\.0)
        #expect(xs.min() == 0 && xs.max() == 50, "\(xs)")
    }

    @Test func codegenWritesTheStoredSourceOnceAndCallsItWithTheValues() throws {
        let cli = try CLIFixture()
        try write(cli, "Star.swift", Self.star)
        #expect(cli.run("add", "type", "Star.swift").code == 0)
        #expect(cli.run("add", "preset", "six", "--type", "Star", "--set", "points=6").code == 0)
        #expect(cli.run("add", "preset", "four", "--type", "Star", "--set", "points=4").code == 0)
        #expect(cli.run("add", "timeline", "two", "--view", "HStack { six\n four }").code == 0)
        let code = cli.run("codegen", "two")
        #expect(code.code == 0, "\(code.stderr)")
        #expect(code.stdout.components(separatedBy: "struct Star: Shape {").count == 2)
        #expect(code.stdout.contains("Star(points: 6, inset: 0.4, rotation: .degrees(0))"))
        #expect(code.stdout.contains("Star(points: 4, inset: 0.4, rotation: .degrees(0))"))
    }

    /// (source, what stderr says): each refused with one line, the store unchanged.
    static let refusals: [(String, String)] = [
        (
            "struct circle: Shape { func path(in rect: CGRect) -> Path { Path() } }",
            "Error: 'circle' is the built-in shape 'circle'; give your type another name"
        ),
        (
            """
            struct Mix: Shape {
                var a: Double = 1
                var b: Double = 2
                var animatableData: AnimatablePair<Double, Double> {
                    get { AnimatablePair(a + b, b) }
                    set { a = newValue.first - newValue.second; b = newValue.second }
                }
                func path(in rect: CGRect) -> Path { Path() }
            }
            """,
            "Error: 'Mix' animatableData line 4: the getter is not the animatable properties (a, b), each once, in "
                + "units of its own; animdb interpolates a type's properties"
        ),
        (
            "struct Bad: Shape {\n var n: Int = 3\n func path(in rect: CGRect) -> Path {\n let xs = [1]\n _ = xs[n]\n return Path() } }",
            "Error: 'Bad' path(in:) line 5: index 3 out of range 0..<1"
        ),
        (
            "struct X: Shape { func path(in rect: CGRect) async -> Path { Path() } }",
            "Error: X.swift:1:46: animdb does not read 'async' functions"
        ),
    ]

    @Test(arguments: refusals.indices)
    func whatCannotBeStoredIsOneLineAndStoresNothing(_ index: Int) throws {
        let (source, message) = Self.refusals[index]
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let before = cli.storeSnapshot()
        try write(cli, "X.swift", source)
        let result = cli.run("add", "type", "X.swift")
        #expect(result.code == 1)
        #expect(result.stderr == message + "\n")
        #expect(cli.storeSnapshot() == before)
    }

    /// The articles' `View` extensions call their modifiers: overloads told apart by their labels, defaults taken.
    @Test func aModifiersViewExtensionIsItsCallSite() throws {
        let cli = try CLIFixture()
        let articles = SwiftFixtures.articles
        for file in ["001-shake-modifier.swift", "002-shake.swift"] {
            let source = try String(contentsOf: articles.appendingPathComponent(file), encoding: .utf8)
            try write(cli, file, source)
            #expect(cli.run("add", "type", file).code == 0)
        }
        let decay = cli.run(
            "add", "timeline", "decay", "--content", "Text(\"Wrong\")", "--modifier", ".shake(progress: 0)", "--change",
            "progress = 1 with .linear(duration: 1) at 0")
        #expect(decay.code == 0, "\(decay.stderr)")
        #expect(cli.run("show", "decay").stdout.contains("ShakeModifier  ShakeModifier  progress = 0, intensity = 10"))
        let shake = cli.run(
            "add", "timeline", "shake", "--content", "Text(\"Wrong\")", "--modifier", ".shake(with: 0)", "--change",
            "shakes = 3 with .linear(duration: 1) at 0")
        #expect(shake.code == 0, "\(shake.stderr)")
        for (name, t, expected) in [
            ("decay", 0.1, sin(0.1 * .pi * 6) * 10 * 0.9), ("shake", 0.1, sin(0.3 * .pi * 2) * 5),
        ] {
            let frame = cli.run("play", name, "--at", "\(t)", "--format", "ndjson")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(frame.stdout.utf8)) as? [String: Any])
            let offset = try #require((json["effect"] as? [String: Any])?["offsetX"] as? Double)
            #expect(abs(offset - expected) < 1e-9, "\(name): \(offset) vs \(expected)")
        }
        let wrong = cli.run("add", "timeline", "x", "--content", "Text(\"x\")", "--modifier", ".shake(speed: 2)")
        #expect(wrong.code == 64)
    }

    @Test func aTypeInUseStaysAndARemovedOneKeepsItsHistory() throws {
        let cli = try CLIFixture()
        try write(cli, "Star.swift", Self.star)
        #expect(cli.run("add", "type", "Star.swift").code == 0)
        #expect(cli.run("add", "preset", "six", "--type", "Star", "--set", "points=6").code == 0)
        let refused = cli.run("rm", "--type", "Star")
        #expect(refused.code == 1)
        #expect(refused.stderr == "Error: Cannot remove type 'Star': used by preset 'six'\n")
        #expect(cli.run("rm", "six").code == 0)
        let removed = cli.run("rm", "--type", "Star")
        #expect(removed.stdout == "Removed type 'Star' (was revision 1)\n", "\(removed.stderr)")
        let log = cli.run("log", "--type", "Star").stdout.split(separator: "\n")
        #expect(log.count == 3)
        #expect(log.last?.hasSuffix("removed") == true)
        #expect(!cli.run("types").stdout.contains("shape (yours)"))
        // Revert brings it back as a new revision, as it does a preset.
        let reverted = cli.run("revert", "--type", "Star", "1")
        #expect(reverted.stdout == "Reverted type 'Star' to revision 1 as revision 3\n", "\(reverted.stderr)")
        #expect(cli.run("types").stdout.contains("shape (yours)"))
        #expect(
            cli.run("revert", "--type", "Star", "2").stderr == "Error: 'Star' has no revision 2 (revisions are 1…3)\n")
    }

    /// A bundle carries the types its objects use: another store imports them, plays the same frames, moves forward
    /// to a newer source, and reports a source both sides changed with the lines that differ.
    @Test func typesTravelInBundles() throws {
        let ours = try CLIFixture()
        let theirs = try CLIFixture()
        try write(ours, "Star.swift", Self.star)
        #expect(ours.run("add", "type", "Star.swift").code == 0)
        #expect(ours.run("add", "preset", "six", "--type", "Star", "--set", "points=6").code == 0)
        #expect(
            ours.run(
                "add", "timeline", "tw", "--content", "six", "--modifier", ".fill(.red)", "--change",
                "inset = 0.2 with .easeIn(duration: 1) at 0"
            ).code == 0)
        func export(_ name: String) throws -> String {
            let path = ours.directory.path(name)
            #expect(ours.run("export", "tw", "--out", path).code == 0)
            return path
        }
        let first = try export("one.json")
        let imported = theirs.run("import", first)
        #expect(imported.code == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("new          type     Star"), "\(imported.stdout)")
        #expect(
            theirs.run("play", "tw", "--fps", "10", "--format", "ndjson").stdout
                == ours.run("play", "tw", "--fps", "10", "--format", "ndjson").stdout)
        // Ours moves on; theirs fast-forwards.
        try write(ours, "Star.swift", Self.star.replacingOccurrences(of: "Int = 5", with: "Int = 8"))
        #expect(ours.run("add", "type", "Star.swift").code == 0)
        let forward = theirs.run("import", try export("two.json"))
        #expect(forward.stdout.contains("fast-forward type     Star"), "\(forward.stdout)")
        #expect(theirs.run("types", "Star").stdout.contains("points     int     8"))
        // Both change the same line: nothing is imported, the differing line is shown; --on-conflict theirs takes it.
        try write(ours, "Star.swift", Self.star.replacingOccurrences(of: "Int = 5", with: "Int = 9"))
        #expect(ours.run("add", "type", "Star.swift").code == 0)
        try write(theirs, "Star.swift", Self.star.replacingOccurrences(of: "Int = 5", with: "Int = 4"))
        #expect(theirs.run("add", "type", "Star.swift").code == 0)
        let third = try export("three.json")
        let conflict = theirs.run("import", third)
        #expect(conflict.code == 1)
        #expect(
            conflict.stdout.contains("line 4: ours `var points: Int = 4`, theirs `var points: Int = 9`"),
            "\(conflict.stdout)")
        #expect(theirs.run("types", "Star").stdout.contains("points     int     4"))
        #expect(theirs.run("import", third, "--on-conflict", "theirs").code == 0)
        #expect(theirs.run("types", "Star").stdout.contains("points     int     9"))
    }

    /// A sync directory keeps each type as `types/NAME.json`, so a teammate's sync brings it before its presets.
    @Test func typesTravelThroughASyncDirectory() throws {
        let ours = try CLIFixture()
        let theirs = try CLIFixture()
        try write(ours, "Star.swift", Self.star)
        #expect(ours.run("add", "type", "Star.swift").code == 0)
        #expect(ours.run("add", "preset", "six", "--type", "Star", "--set", "points=6").code == 0)
        let directory = ours.directory.path("shared")
        #expect(ours.run("sync", directory).code == 0)
        #expect(FileManager.default.fileExists(atPath: directory + "/types/Star.json"))
        #expect(FileManager.default.fileExists(atPath: directory + "/types/Squash.json"))
        let synced = theirs.run("sync", directory)
        #expect(synced.code == 0, "\(synced.stderr)")
        #expect(synced.stdout.contains("new          type     Star"), "\(synced.stdout)")
        #expect(theirs.run("show", "six").code == 0)
        #expect(theirs.run("types", "Star").code == 0)
        // Nothing changed: a second sync writes nothing.
        #expect(theirs.run("sync", directory).stdout.contains("Directory already up to date"))
    }

    @Test func aTypeTheStoreDoesNotHaveIsRefusedByName() throws {
        let cli = try CLIFixture()
        let result = cli.run("add", "preset", "s", "--type", "Star")
        #expect(result.code == 1)
        #expect(result.stderr.hasPrefix("Error: Unknown preset type 'Star'"), "\(result.stderr)")
        #expect(result.stderr.contains("animdb add type FILE.swift"))
    }
}
