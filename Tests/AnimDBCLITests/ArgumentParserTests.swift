import Testing

@testable import AnimDBCLI

struct ArgumentParserTests {
    static let spec = CommandSpec(
        name: "tool",
        abstract: "A test tool.",
        subcommands: [
            CommandSpec(
                name: "play",
                abstract: "Play a timeline.",
                options: [
                    OptionSpec("fps", help: "Frames per second.", defaultValue: "60"),
                    .flag("loop", help: "Repeat."),
                    OptionSpec("set", kind: .repeating, valueName: "param=value", help: "Set a value."),
                    .format(),
                ],
                arguments: [ArgumentSpec("name", help: "The timeline.")],
                run: { _, _ in }
            ),
            CommandSpec(
                name: "export", abstract: "Export.",
                options: [
                    OptionSpec("out", valueName: "file", help: "The file.", isRequired: true),
                    .choice("mode", help: "How.", default: Mode.fast),
                    .choice("level", help: "How much.", as: Mode.self),
                ],
                arguments: [
                    ArgumentSpec("dir", help: "Where.", isOptional: true, defaultValue: "."),
                    ArgumentSpec("names", help: "Names.", isOptional: true, isVariadic: true),
                ],
                run: { _, _ in }),
        ]
    )

    enum Mode: String, CaseIterable {
        case fast, careful
    }

    let parser = ArgumentParser(root: spec, globalOptions: [OptionSpec("db", valueName: "path", help: "Store.")])

    @Test func parsesOptionsFlagsAndArguments() throws {
        let (spec, parsed) = try parser.parse(["play", "shake", "--fps", "30", "--loop", "--set", "a=1", "--set=b=2"])
        #expect(spec.name == "play")
        #expect(parsed.argument("name") == "shake")
        #expect(try parsed.double("fps") == 30)
        #expect(parsed.flag("loop"))
        #expect(parsed.values("set") == ["a=1", "b=2"])
    }

    @Test func globalOptionsWorkBeforeAndAfterTheSubcommand() throws {
        let before = try parser.parse(["--db", "x.sqlite", "play", "shake"]).1
        let after = try parser.parse(["play", "shake", "--db=y.sqlite"]).1
        #expect(before.value("db") == "x.sqlite")
        #expect(after.value("db") == "y.sqlite")
    }

    @Test func negativeNumbersAreValuesAndArguments() throws {
        let parsed = try parser.parse(["play", "-1", "--fps", "-5"]).1
        #expect(parsed.argument("name") == "-1")
        #expect(parsed.value("fps") == "-5")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parser.parse(["play", "--", "--loop"]).1
        #expect(parsed.argument("name") == "--loop")
        #expect(!parsed.flag("loop"))
    }

    @Test func variadicArgumentsCollectEverything() throws {
        let parsed = try parser.parse(["export", "d", "a", "b", "c", "--out", "x"]).1
        #expect(parsed.argument("dir") == "d")
        #expect(parsed.arguments("names") == ["a", "b", "c"])
    }

    @Test func theSpecDefaultIsTheValueWhenTheOptionIsAbsent() throws {
        let absent = try parser.parse(["play", "x"]).1
        #expect(absent.value("fps") == "60")
        #expect(try absent.requiredDouble("fps") == 60)
        #expect(!absent.isGiven("fps"))
        #expect(absent.value("format") == "text")
        let given = try parser.parse(["play", "x", "--fps", "24"]).1
        #expect(try given.requiredDouble("fps") == 24)
        #expect(given.isGiven("fps"))
    }

    @Test func optionalArgumentsTakeTheirDefaultAndChoicesReadAsCases() throws {
        let parsed = try parser.parse(["export", "--out", "x"]).1
        #expect(parsed.argument("dir") == ".")
        #expect(parsed.arguments("names").isEmpty)
        #expect(parsed.requiredValue("out") == "x")
        #expect(parsed.requiredChoice("mode", as: Mode.self) == .fast)
        #expect(parsed.choice("level", as: Mode.self) == nil)
        let chosen = try parser.parse(["export", "--out", "x", "--mode", "careful", "--level=fast"]).1
        #expect(chosen.requiredChoice("mode", as: Mode.self) == .careful)
        #expect(chosen.choice("level", as: Mode.self) == .fast)
    }

    @Test(arguments: [
        (["pley"], "Unknown command 'pley'. Did you mean 'play'?"),
        (["play", "x", "--lop"], "Unknown option '--lop'. Did you mean '--loop'?"),
        (["play"], "Missing expected argument '<name>'"),
        (["play", "x", "y"], "Unexpected argument 'y'"),
        (["play", "x", "--fps"], "Missing value for '--fps <fps>'"),
        (["play", "x", "--loop=1"], "Option '--loop' takes no value"),
        (
            ["play", "x", "--format", "jsn"],
            "The value 'jsn' is invalid for '--format' (one of: text, json). Did you mean 'json'?"
        ),
        ([], "Missing subcommand (one of: play, export)"),
        (["export", "a"], "Missing expected option '--out <file>'"),
        (
            ["export", "--out", "x", "--mode", "carefull"],
            "The value 'carefull' is invalid for '--mode' (one of: fast, careful). Did you mean 'careful'?"
        ),
    ])
    func usageErrorsNameTheProblem(words: [String], message: String) {
        #expect(throws: CLIError.usage(message, command: words.isEmpty ? ["tool"] : Self.path(words))) {
            try parser.parse(words)
        }
    }

    static func path(_ words: [String]) -> [String] {
        words.first.map { ["play", "export"].contains($0) ? ["tool", $0] : ["tool"] } ?? ["tool"]
    }

    @Test func helpIsRequestedAnywhere() {
        #expect(throws: HelpRequest.self) { try parser.parse(["play", "x", "--help"]) }
        #expect(throws: HelpRequest.self) { try parser.parse(["help", "play"]) }
    }

    @Test func badNumbersAreInvalidValues() throws {
        let parsed = try parser.parse(["play", "x", "--fps", "fast"]).1
        #expect(throws: CLIError.invalid("The value 'fast' is invalid for '--fps': expected a finite number")) {
            try parsed.double("fps")
        }
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
