import Testing

@testable import AnimDBCLI

struct ArgumentParserTests {
    enum Mode: String, CaseIterable {
        case fast, careful
    }

    static let fps = Option("fps", help: "Frames per second.", default: 60, ValueParser.framesPerSecond)
    static let loop = Flag("loop", help: "Repeat.")
    static let set = Option("set", valueName: "param=value", help: "Set a value.", repeating: ValueParser.text)
    static let name = Argument("name", help: "The timeline.")
    static let out = Option<String>.required("out", valueName: "file", help: "The file.", .text)
    static let mode = Option("mode", help: "How.", default: Mode.fast, .choice)
    static let level = Option<Mode?>("level", help: "How much.", .choice)
    static let dir = Argument("dir", help: "Where.", default: ".", .text)
    static let names = Argument("names", help: "Names.", isOptional: true, variadic: ValueParser.text)
    static let db = Option<String?>("db", valueName: "path", help: "Store.", .text)

    static let spec = CommandSpec(
        name: "tool",
        abstract: "A test tool.",
        subcommands: [
            CommandSpec(
                name: "play",
                abstract: "Play a timeline.",
                options: [fps, loop, set, Options.format],
                arguments: [name],
                run: { _, _ in }
            ),
            CommandSpec(
                name: "export", abstract: "Export.",
                options: [out, mode, level],
                arguments: [dir, names],
                run: { _, _ in }),
        ]
    )

    let parser = ArgumentParser(root: spec, globalOptions: [db.spec])

    @Test func parsesOptionsFlagsAndArguments() throws {
        let (spec, parsed) = try parser.parse(["play", "shake", "--fps", "30", "--loop", "--set", "a=1", "--set=b=2"])
        #expect(spec.name == "play")
        #expect(parsed[Self.name] == "shake")
        #expect(parsed[Self.fps] == 30)
        #expect(parsed[Self.loop])
        #expect(parsed[Self.set] == ["a=1", "b=2"])
    }

    @Test func globalOptionsWorkBeforeAndAfterTheSubcommand() throws {
        let before = try parser.parse(["--db", "x.sqlite", "play", "shake"]).1
        let after = try parser.parse(["play", "shake", "--db=y.sqlite"]).1
        let both = try parser.parse(["--db", "x.sqlite", "play", "shake", "--db=y.sqlite"]).1
        #expect(before[Self.db] == "x.sqlite")
        #expect(after[Self.db] == "y.sqlite")
        #expect(both[Self.db] == "y.sqlite")
    }

    @Test func negativeNumbersAreValuesAndArguments() throws {
        let parsed = try parser.parse(["export", "-1", "--out", "-5"]).1
        #expect(parsed[Self.dir] == "-1")
        #expect(parsed[Self.out] == "-5")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parser.parse(["play", "--", "--loop"]).1
        #expect(parsed[Self.name] == "--loop")
        #expect(!parsed[Self.loop])
    }

    @Test func variadicArgumentsCollectEverything() throws {
        let parsed = try parser.parse(["export", "d", "a", "b", "c", "--out", "x"]).1
        #expect(parsed[Self.dir] == "d")
        #expect(parsed[Self.names] == ["a", "b", "c"])
    }

    @Test func theDeclaredDefaultIsTheValueWhenTheOptionIsAbsent() throws {
        let absent = try parser.parse(["play", "x"]).1
        #expect(absent[Self.fps] == 60)
        #expect(!absent.isGiven(Self.fps))
        #expect(absent[Options.format] == .text)
        #expect(absent[Self.set].isEmpty)
        let given = try parser.parse(["play", "x", "--fps", "24", "--fps", "25"]).1
        #expect(given[Self.fps] == 25)
        #expect(given.isGiven(Self.fps))
        #expect(given.typedText(of: Self.fps) == "25")
    }

    @Test func optionalArgumentsTakeTheirDefaultAndChoicesReadAsCases() throws {
        let parsed = try parser.parse(["export", "--out", "x"]).1
        #expect(parsed[Self.dir] == ".")
        #expect(parsed[Self.names].isEmpty)
        #expect(parsed[Self.out] == "x")
        #expect(parsed[Self.mode] == .fast)
        #expect(parsed[Self.level] == nil)
        let chosen = try parser.parse(["export", "--out", "x", "--mode", "careful", "--level=fast"]).1
        #expect(chosen[Self.mode] == .careful)
        #expect(chosen[Self.level] == .fast)
    }

    @Test(arguments: [
        (["pley"], "Unknown command 'pley'. Did you mean 'play'?"),
        (["play", "x", "--lop"], "Unknown option '--lop'. Did you mean '--loop'?"),
        (["play"], "Missing expected argument '<name>'"),
        (["play", "x", "y"], "Unexpected argument 'y'"),
        (["play", "x", "--fps"], "Missing value for '--fps <fps>'"),
        (["play", "x", "--loop=1"], "Option '--loop' takes no value"),
        ([], "Missing subcommand (one of: play, export)"),
        (["export", "a"], "Missing expected option '--out <file>'"),
    ])
    func usageErrorsNameTheProblem(words: [String], message: String) {
        #expect(throws: CLIError.usage(message, command: words.isEmpty ? ["tool"] : Self.path(words))) {
            try parser.parse(words)
        }
    }

    /// Values are read while the command line is parsed, and every refusal has one form: the value as typed, the
    /// option, and what it should have been.
    @Test(arguments: [
        (["play", "x", "--fps", "fast"], "The value 'fast' is invalid for '--fps': expected a finite number"),
        (["play", "x", "--fps", "0"], "The value '0' is invalid for '--fps': expected more than 0 and at most 1000"),
        (
            ["play", "x", "--format", "jsn"],
            "The value 'jsn' is invalid for '--format': expected one of text, json. Did you mean 'json'?"
        ),
        (
            ["export", "--out", "x", "--mode", "carefull"],
            "The value 'carefull' is invalid for '--mode': expected one of fast, careful. Did you mean 'careful'?"
        ),
        (
            ["export", "--out", "x", "--level", "zzzzzzzz"],
            "The value 'zzzzzzzz' is invalid for '--level': expected one of fast, careful"
        ),
    ])
    func badValuesAreRefusedWhileParsing(words: [String], message: String) {
        #expect(throws: CLIError.invalid(message)) { try parser.parse(words) }
    }

    static func path(_ words: [String]) -> [String] {
        words.first.map { ["play", "export"].contains($0) ? ["tool", $0] : ["tool"] } ?? ["tool"]
    }

    @Test func helpIsRequestedAnywhere() {
        #expect(throws: HelpRequest.self) { try parser.parse(["play", "x", "--help"]) }
        #expect(throws: HelpRequest.self) { try parser.parse(["help", "play"]) }
    }
}

struct HelpFormatterTests {
    @Test func helpFollowsArgumentParserLayout() {
        let formatter = HelpFormatter(width: 80, globalOptions: [])
        let play = ArgumentParserTests.spec.subcommands[0]
        let text = formatter.help(play, path: ["tool", "play"])
        #expect(text.hasPrefix("OVERVIEW: Play a timeline.\n\nUSAGE: tool play <name> [--fps <fps>] [--loop]"))
        #expect(text.contains("\nARGUMENTS:\n  <name>                  The timeline.\n"))
        #expect(text.contains("  --fps <fps>             Frames per second. (default: 60)\n"))
        #expect(text.contains("  --format <format>       Output format. (values: text, json; default: text)\n"))
        #expect(text.hasSuffix("  -h, --help              Show help information.\n"))
    }

    @Test func usageShowsRequiredOptionsWithoutBracketsAndArgumentDefaults() {
        let formatter = HelpFormatter(width: 80, globalOptions: [])
        let export = ArgumentParserTests.spec.subcommands[1]
        #expect(
            formatter.usage(export, path: ["tool", "export"])
                == "tool export [<dir>] [<names> ...] --out <file> [--mode <mode>] [--level <level>]")
        #expect(
            formatter.help(export, path: ["tool", "export"]).contains("  <dir>                   Where. (default: .)\n")
        )
        #expect(
            formatter.help(export, path: ["tool", "export"]).contains(
                "  --mode <mode>           How. (values: fast, careful; default: fast)\n"))
    }

    /// The real commands: every defaulted or required option is readable without a value on the command line,
    /// and the usage lines the issue names show their required options as required.
    @Test func realCommandsDeclareRequiredOptions() {
        let formatter = HelpFormatter(width: 80, globalOptions: [])
        let render = AnimDB.root.subcommands.first { $0.name == "render" }!
        #expect(formatter.usage(render, path: ["animdb", "render"]).hasPrefix("animdb render <name> --out <file> "))
        let add = AnimDB.root.subcommands.first { $0.name == "add" }!
        let preset = add.subcommands.first { $0.name == "preset" }!
        #expect(
            formatter.usage(preset, path: ["animdb", "add", "preset"]).hasPrefix(
                "animdb add preset <name> --type <type> "))
    }

    @Test func subcommandListEndsWithHelpHint() {
        let formatter = HelpFormatter(width: 80, globalOptions: [])
        let text = formatter.help(ArgumentParserTests.spec, path: ["tool"])
        #expect(text.contains("SUBCOMMANDS:\n  play                    Play a timeline.\n"))
        #expect(text.hasSuffix("  See 'tool help <subcommand>' for detailed help.\n"))
    }
}

struct SuggestionTests {
    @Test func suggestionsStayWithinThreeEdits() {
        #expect(suggestion(for: "shak", among: ["shake", "wave"]) == "shake")
        #expect(suggestion(for: "zzzzzz", among: ["shake", "wave"]) == nil)
        #expect(
            withHint("no preset named 'shak'", "shak", ["shake"]) == "no preset named 'shak'. Did you mean 'shake'?")
        #expect(withHint("no preset named 'x'", "x", ["shake"]) == "no preset named 'x'")
    }
}
