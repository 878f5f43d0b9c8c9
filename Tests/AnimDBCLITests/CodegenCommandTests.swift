import AnimDBModel
import AnimDBResolve
import AnimDBStore
import Foundation
import Testing

/// `animdb codegen` in-process against a store seeded with the demo library.
struct CodegenCommandTests {
    static let demoTimelines = DemoLibrary.timelines.map(\.name)

    @Test(arguments: demoTimelines, ["ios26", "ios17", "ios13"])
    func demoTimelinesGenerateOneCompleteFile(name: String, target: String) throws {
        let cli = try CLIFixture()
        let result = cli.run("codegen", name, "--target", target)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("// \(try Self.typeName(name))View.swift\n"))
        #expect(result.stdout.filter { $0 == "{" }.count == result.stdout.filter { $0 == "}" }.count)
        #expect(result.stdout.contains("struct \(try Self.typeName(name))View: View {"))
        // A standalone timeline file carries its presets' types (the demos beyond the articles use built-ins only).
        let usesPresets = try #require(DemoLibrary.timelines.first { $0.name == name }).view.items.contains {
            if case .preset = $0.source { return true }
            return false
        }
        #expect(
            !usesPresets
                || [
                    ": Shape {", ": AnimatableModifier {", ": ViewModifier {", ": View, Animatable {",
                    "@Animatable\nstruct",
                ]
                .contains {
                    result.stdout.contains($0)
                })
        let warnings = result.stderr.split(separator: "\n")
        #expect(warnings.allSatisfy { $0.hasPrefix("warning: timeline '\(name)': ") }, "\(result.stderr)")
    }

    @Test func shakeLoginForIOS13IsTheArticlesAnimatableModifier() throws {
        let cli = try CLIFixture()
        let result = cli.run("codegen", "shake-login", "--target", "ios13")
        #expect(result.code == 0)
        #expect(
            result.stderr == "warning: timeline 'shake-login': NavigationStack is iOS 16, so NavigationView is used\n")
        #expect(result.stdout.contains("struct Shake: AnimatableModifier {\n    var shakes: CGFloat\n"))
        #expect(result.stdout.contains("        content.offset(x: sin(shakes * .pi * 2) * 5)\n"))
        #expect(result.stdout.contains("func shake(with shakes: CGFloat) -> some View {"))
        #expect(
            result.stdout.contains(
                "TextField(\"username\", text: $username)\n"
                    + "                        .textFieldStyle(RoundedBorderTextFieldStyle())\n"
                    + "                        .shake(with: numberOfShakes)"))
        #expect(result.stdout.contains("        withAnimation {\n            numberOfShakes = 4\n        }"))
        // The reset without animation at 1.5 s is a plain assignment.
        #expect(result.stdout.contains("guard pass == self.pass else { return }\n            numberOfShakes = 0\n"))
    }

    @Test func keyframesOnIOS13WarnOnStderr() throws {
        let cli = try CLIFixture()
        #expect(
            cli.run(
                "add", "timeline", "polygon-keys", "--content", "Polygon", "--modifier", ".fill(.blue)", "--track",
                "sides: CubicKeyframe(6, duration: 0.8); CubicKeyframe(8, duration: 0.6); CubicKeyframe(3, duration: 0.8)"
            ).code == 0)
        let result = cli.run("codegen", "polygon-keys", "--target", "ios13")
        #expect(result.code == 0)
        #expect(
            result.stderr
                == """
                warning: timeline 'polygon-keys': iOS 13 has no keyframe animations; track 'Polygon.sides' \
                is approximated by timed withAnimation changes
                warning: timeline 'polygon-keys': cubic keyframes (a smooth spline) are approximated by linear \
                segments ('Polygon.sides')

                """)
        #expect(result.stdout.contains("// CubicKeyframe(6, duration: 0.8)\n"))
        #expect(cli.run("codegen", "polygon-keys", "--target", "ios17").stderr == "")
    }

    @Test func presetsDefaultToIOS26() throws {
        let cli = try CLIFixture()
        let result = cli.run("codegen", "Arc")
        #expect(result.code == 0)
        #expect(result.stdout.contains("@Animatable\nstruct Arc: Shape {"))
        #expect(result.stdout.contains("    @AnimatableIgnored var clockwise: Bool\n"))
    }

    @Test func outWritesTheFileAndRefusesToOverwrite() throws {
        let cli = try CLIFixture()
        let first = cli.run("codegen", "Wave", "--target", "ios17", "--out", "SineWave.swift")
        #expect(first.code == 0)
        #expect(first.stdout == "")
        let path = cli.directory.path("SineWave.swift")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == cli.run("codegen", "Wave", "--target", "ios17").stdout)
        let again = cli.run("codegen", "Wave", "--out", "SineWave.swift")
        #expect(again.code == 1)
        #expect(again.stderr == "Error: '\(path)' already exists; use --force to overwrite it\n")
        #expect(cli.run("codegen", "Wave", "--out", "SineWave.swift", "--force").code == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("@Animatable"))
    }

    @Test func allWritesOneFilePerObjectInsideTheDirectory() throws {
        let cli = try CLIFixture()
        let result = cli.run("codegen", "--all", "--out", "Generated", "--target", "ios17")
        #expect(result.code == 0, "\(result.stderr)")
        let directory = cli.directory.url.appendingPathComponent("Generated")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let objects = DemoLibrary.presets.count + DemoLibrary.timelines.count
        #expect(files.count == objects)
        #expect(files.contains("ShakeLoginView.swift") && files.contains("Shake.swift"))
        #expect(result.stdout.split(separator: "\n").count == objects)
        // Timeline files refer to their preset's file instead of repeating the type.
        let login = try String(contentsOf: directory.appendingPathComponent("ShakeLoginView.swift"), encoding: .utf8)
        #expect(!login.contains("struct Shake:"))
        #expect(
            login.contains("// Uses the 'Shake' preset: `animdb codegen Shake --target ios17`."))

        let again = cli.run("codegen", "--all", "--out", "Generated")
        #expect(again.code == 1)
        #expect(
            again.stderr.hasPrefix("Error: '")
                && again.stderr.hasSuffix("already exists; use --force to overwrite it\n"))
        #expect(cli.run("codegen", "--all", "--out", "Generated", "--force").code == 0)
    }

    @Test func allRefusesTwoObjectsWithTheSameFileName() throws {
        let cli = try CLIFixture()
        // Case-insensitive file systems (macOS) would make one file overwrite the other.
        #expect(cli.run("add", "preset", "shake-loginview", "--type", "shake").code == 0)
        let result = cli.run("codegen", "--all", "--out", "Generated")
        #expect(result.code == 1)
        #expect(
            result.stderr == "Error: 'shake-login' and 'shake-loginview' would both generate 'ShakeLoginview.swift'\n")
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path("Generated")))
    }

    @Test func allRefusesTwoPresetsWithTheSameViewExtension() throws {
        let cli = try CLIFixture()
        #expect(cli.run("add", "preset", "ShakeIt", "--type", "shake").code == 0)
        #expect(cli.run("add", "preset", "shake-it-modifier", "--type", "shake").code == 0)
        let result = cli.run("codegen", "--all", "--out", "Generated")
        #expect(result.code == 1)
        #expect(result.stderr == "Error: 'ShakeIt' and 'shake-it-modifier' would both generate 'shakeIt(with:)'\n")
        #expect(!FileManager.default.fileExists(atPath: cli.directory.path("Generated")))
    }

    @Test(arguments: [
        (
            ["codegen", "shake-logn"], "Error: No preset or timeline named 'shake-logn'. Did you mean 'shake-login'?\n",
            Int32(1)
        ),
        (["codegen", "shake-login", "--target", "ios16"], nil, 64),
        (["codegen", "--all"], "Error: --all needs '--out <directory>' to write the files into\n", 64),
        (["codegen"], nil, 64),
        (["codegen", "shake-login", "--all", "--out", "x"], "Error: Give either a name or --all, not both\n", 64),
        (["codegen", "shake-login", "--out", "missing/dir/X.swift"], nil, 1),
    ])
    func badInputIsRefusedAndWritesNothing(arguments: [String], message: String?, code: Int32) throws {
        let cli = try CLIFixture()
        cli.run("list")
        let before = try FileManager.default.contentsOfDirectory(atPath: cli.directory.url.path).sorted()
        let result = cli.run(arguments)
        #expect(result.code == code)
        #expect(result.stdout == "")
        let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("Error: "))
        if let message { #expect(result.stderr == message) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.directory.url.path).sorted() == before)
    }

    /// The expected Swift type of a demo object, from its kebab-case name.
    static func typeName(_ name: String) throws -> String {
        name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// Stored view trees (content format 3) through `animdb codegen`: the store's tree, states and bindings as the
/// resolver reads them, written as nested stacks.
extension CodegenCommandTests {
    /// 001's PolygonDemoView as a stored tree: the polygon reads the `sides` state, the label interpolates it, the
    /// slider edits it, a badge shows while `show` holds; one change sets both states.
    static let polygonTree = Timeline(
        name: "polygon-tree",
        view: Timeline.Node(
            .inline("stack", type: "vstack", ["spacing": "32"]),
            modifiers: [Timeline.Modifier(.inline("padding", type: "padding"))],
            children: [
                Timeline.Node(
                    .preset("Polygon", key: "polygon", ["sides": "sides"]),
                    modifiers: [
                        Timeline.Modifier(.inline("fill", type: "fill", ["paint": ".blue"])),
                        Timeline.Modifier(.inline("frame", type: "frame", ["width": "200", "height": "200"])),
                    ]),
                Timeline.Node(
                    .inline("controls", type: "vstack", ["spacing": "12"]),
                    children: [
                        Timeline.Node(.inline("label", type: "text", ["text": #""Sisi: \(Int(sides))""#])),
                        Timeline.Node(
                            .inline("slider", type: "slider", ["value": "sides", "lower": "3", "upper": "12"])),
                    ]),
                Timeline.Node(.inline("badge", type: "text", ["text": "\"New\""]), conditions: [.init("show")]),
            ]),
        state: [.init(name: "sides", value: "3"), .init(name: "show", value: "false")],
        changes: [
            .init(
                at: 0.5, animation: ".spring(duration: 0.6, bounce: 0.3)",
                [.init(.state("sides"), .set, "6"), .init(.state("show"), .set, "true")])
        ])

    func store(_ timeline: Timeline, in cli: CLIFixture) throws {
        #expect(cli.run("list").code == 0)
        let store = try Store.open(
            at: cli.storePath, create: false, author: "t", now: { Date() }, validator: CatalogValidator())
        _ = try store.addTimeline(timeline)
    }

    @Test(arguments: ["ios26", "ios17", "ios13"])
    func storedTreesGenerateNestedStacks(target: String) throws {
        let cli = try CLIFixture()
        try store(Self.polygonTree, in: cli)
        let result = cli.run("codegen", "polygon-tree", "--target", target)
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        // Before iOS 26 the polygon's rotation, which nothing varies, is written into its path.
        let polygon =
            target == "ios26"
            ? "Polygon(sides: sides, scale: 1, rotation: .degrees(0))" : "Polygon(sides: sides, scale: 1)"
        let body = """
                        VStack(spacing: 32) {
                            \(polygon)
                                .fill(\(target == "ios13" ? "Color.blue" : ".blue"))
                                .frame(width: 200, height: 200)
                            VStack(spacing: 12) {
                                Text("Sisi: \\(Int(sides))")
                                Slider(value: $sides, in: 3...12)
                            }
                            if show {
                                Text("New")
                            }
                        }
                        .padding()
                        .id(pass)
            """
        #expect(result.stdout.contains(body), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "    @State private var sides: Double = 3\n    @State private var show: Bool = false\n"))
        let change = """
                        withAnimation(.spring(duration: 0.6, bounce: 0.3)) {
                            sides = 6
                            show = true
                        }
            """
        #expect(result.stdout.contains(change) == (target != "ios13"))
        // Replay puts the states back.
        #expect(result.stdout.contains("            sides = 3\n            show = false\n            pass += 1\n"))
    }

    /// A state named like the generated view's own `pass` cannot be written as it is: a one-line refusal.
    @Test func aStateNamedLikeTheViewsOwnIsRefusedInOneLine() throws {
        let cli = try CLIFixture()
        var timeline = Self.polygonTree
        timeline.name = "polygon-pass"
        timeline.state.append(.init(name: "pass", value: "0"))
        try store(timeline, in: cli)
        let result = cli.run("codegen", "polygon-pass", "--target", "ios17")
        #expect(result.code == 1)
        #expect(
            result.stderr
                == "Error: Cannot generate timeline 'polygon-pass': its state 'pass' has a name the generated view "
                + "uses itself\n")
        #expect(result.stdout == "")
    }
}
