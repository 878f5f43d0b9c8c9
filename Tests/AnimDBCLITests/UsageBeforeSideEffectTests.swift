import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBCLI

/// Issue 21: a usage error never has a side effect. On a machine without a store, every command given a bad value
/// exits 64 and creates nothing: not the per-user store, not its directory, not a temporary file.
struct UsageBeforeSideEffectTests {
    /// A bad value for each option or argument name whose declaration checks its values. The test below fails for
    /// a checking declaration missing here, so a new typed option gets a bad value when it is added.
    static let badValues: [String: String] = [
        "fps": "0", "display-rate": "0.5", "duration": "-1", "at": "x", "width": "5", "height": "5",
        "repeat": "-1", "limit": "0", "since": "yesterday", "until": "x", "status": "bogus", "format": "xml",
        "target": "ios1", "on-conflict": "bogus", "from": "1e308", "to": "1e308", "type": "arcc", "tag": "bad tag",
        "name": "bad name", "plot": "p.png", "set": "noequals", "track": "nocolon", "change": "shakes = = 1",
        "new": "bad name", "state": "x = ", "revision": "x", "id": "x", "kind": "things", "assignments": "noequals",
        "scale": "9", "seed": "x",
        "background": ".whit", "sheet": "0x3", "port": "65536", "host": "0.0.0.0",
        // `show NAME@REV`: a plain name is fine, a revision that is not a number is not.
        "show <name>": "x@y",
        "diff <a>": "x@0", "diff <b>": "x@y",
    ]

    static func badValue(_ path: [String], argument: String) -> String {
        badValues["\(path.joined(separator: " ")) <\(argument)>"] ?? badValues[argument] ?? "<no bad value>"
    }

    /// What a required option or argument is given when another one carries the bad value.
    static let goodValues: [String: String] = ["out": "x.svg", "type": "arc"]

    /// Every runnable command, by path, with its spec.
    static func commands(_ spec: CommandSpec = AnimDB.root, path: [String] = []) -> [([String], CommandSpec)] {
        let here = spec.run == nil || path.isEmpty ? [] : [(path, spec)]
        return here + spec.subcommands.flatMap { commands($0, path: path + [$0.name]) }
    }

    /// Each command line that carries one bad value: every checking option and argument of every command.
    static func badCommandLines() -> [[String]] {
        commands().flatMap { path, spec -> [[String]] in
            func base(skipping skipped: String? = nil) -> [String] {
                var words = path
                for argument in spec.arguments where !argument.isOptional && argument.name != skipped {
                    words.append(goodValues[argument.name] ?? "1")
                }
                for option in spec.options where option.isRequired && option.name != skipped {
                    words += ["--\(option.name)", goodValues[option.name] ?? "1"]
                }
                return words
            }
            let options = spec.options.filter(\.checksValue).map { option in
                base(skipping: option.name) + ["--\(option.name)", badValues[option.name] ?? "<no bad value>"]
            }
            let arguments = spec.arguments.filter(\.checksValue).map { argument in
                var words = path
                for other in spec.arguments where !other.isOptional || other.name == argument.name {
                    words.append(other.name == argument.name ? badValue(path, argument: argument.name) : "1")
                }
                for option in spec.options where option.isRequired {
                    words += ["--\(option.name)", goodValues[option.name] ?? "1"]
                }
                return words
            }
            return options + arguments
        }
    }

    /// Refusals that a command makes itself, before it opens anything.
    static let refusedByCommands: [[String]] = [
        ["play", "x", "--fps", "0"],
        ["render", "x", "--out", "x.svg", "--width", "5"],
        ["add", "timeline", "t", "--preset", "Arc", "--repeat", "-1"],
        ["add", "timeline", "t"],
        ["render", "x", "--out", "x.json", "--at", "1"],
        ["render", "x", "--out", "x.txt"],
        ["render", "x", "--out", "x.lottie", "--width", "100.5"],
        ["render", "x", "--out", "x.svg", "--duration", "1000000"],
        ["render", "x", "--out", "x.gif", "--duration", "1000000"],
        ["render", "x", "--out", "x.png", "--sheet", "4x3", "--duration", "1000000"],
        ["render", "x", "--out", "x.svg", "--scale", "2"],
        ["render", "x", "--out", "x.html", "--background", ".white"],
        ["render", "x", "--out", "x.gif", "--sheet", "4x3"],
        ["render", "x", "--out", "x.png", "--sheet", "2x2", "--at", "1"],
        ["render", "x", "--out", "x.mp4", "--at", "1"],
        ["render", "x", "--out", "x.png", "--width", "4096", "--height", "4096", "--scale", "2"],
        ["render", "x", "--out", "x.mp4", "--width", "4096", "--height", "4096", "--duration", "20"],
        ["play", "x", "--format", "csv", "--fps", "1000", "--duration", "1000000"],
        ["export", "--out", "x.json"],
        ["codegen", "--all"],
        ["diff", "a", "b", "--out", "x.txt"],
        ["diff", "a", "b", "--out", "x.html", "--duration", "1000000"],
        ["codegen", "x", "--all", "--out", "d"],
        ["--db", "", "list"],
        ["add", "preset", "p", "--type", "polygon", "--set", "sides=2"],
        ["add", "preset", "p", "--type", "polygon", "--set", "sids=5"],
        ["add", "preset", "p", "--type", "polygon", "--ignore", "sids"],
    ]

    @Test func everyCheckingDeclarationHasABadValue() {
        let missing = Self.commands().flatMap { path, spec in
            spec.options.filter { $0.checksValue && Self.badValues[$0.name] == nil }.map { "\(path) --\($0.name)" }
                + spec.arguments.filter { $0.checksValue && Self.badValue(path, argument: $0.name).hasPrefix("<") }.map
            {
                "\(path) <\($0.name)>"
            }
        }
        #expect(missing.isEmpty, "give these a bad value in UsageBeforeSideEffectTests.badValues: \(missing)")
    }

    @Test func aBadValueExits64AndCreatesNothing() throws {
        let lines = Self.badCommandLines() + Self.refusedByCommands
        #expect(lines.count > 50)
        for words in lines {
            // A machine without a store: an empty home (no per-user store) and an empty working directory.
            let root = try TemporaryDirectory()
            let home = root.url.appendingPathComponent("home", isDirectory: true)
            let work = root.url.appendingPathComponent("work", isDirectory: true)
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: false)
            let context = CommandContext.captured(environment: ["HOME": home.path], workingDirectory: work)
            let code = AnimDB.main(arguments: words, context: context)
            let stderr = context.stderr.capturedText
            #expect(code == 64, "\(words): \(stderr)")
            #expect(stderr.hasPrefix("Error: "), "\(words): \(stderr)")
            #expect(context.stdout.capturedText.isEmpty, "\(words)")
            let created = try FileManager.default.subpathsOfDirectory(atPath: root.url.path).sorted()
            #expect(created == ["home", "work"], "\(words) created \(created)")
        }
    }
}
