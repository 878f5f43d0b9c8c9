import AnimDBEngine
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBCLI

/// The evaluation contract through the commands (docs/evaluation.md): every requested time is answered in the
/// order asked or refused by name, every output format parses, and all commands agree on values and lengths.
struct EvaluationCommandTests {
    static let timelines = ["arc-demo", "shake-login", "morph-tap", "wave-demo", "rect-grow"]

    @Test(arguments: ["json", "ndjson", "csv", "table"])
    func everyFormatParsesForShuffledRepeatedProbes(format: String) throws {
        let cli = try CLIFixture()
        var rng = SeededGenerator(seed: 5)
        for name in Self.timelines {
            var times = (0..<6).map { _ in (rng.double(in: 0...3) * 1000).rounded() / 1000 }
            times += [times[0], 0, 2.5]
            times.shuffle(using: &rng)
            let list = times.map { String($0) }.joined(separator: ",")
            let result = cli.run("play", name, "--format", format, "--at", list)
            #expect(result.code == 0, "\(result.stderr)")
            let asked = try Self.times(in: result.stdout, format: format)
            #expect(asked.count == times.count, "\(name) \(format)")
            for (printed, time) in zip(asked, times) {
                #expect(printed.isApproximatelyEqual(to: time, absoluteTolerance: format == "table" ? 5e-5 : 0))
            }
        }
    }

    /// The times of every frame in `output`, parsing it as `format` (fails on malformed output).
    static func times(in output: String, format: String) throws -> [Double] {
        switch format {
        case "json":
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let frames = try #require(document["frames"] as? [[String: Any]])
            return try frames.map { try #require($0["t"] as? Double) }
        case "ndjson":
            return try output.split(separator: "\n").map { line in
                let frame = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                return try #require(frame["t"] as? Double)
            }
        default:
            var lines = output.split(separator: "\n").map(String.init)
            let header = Self.cells(lines.removeFirst(), format: format)
            #expect(header.first == "t")
            return try lines.map { line in
                let cells = Self.cells(line, format: format)
                #expect(cells.count == header.count, "\(line)")
                return try #require(Double(cells[0]))
            }
        }
    }

    /// A CSV row's cells (quotes honoured) or a table row's columns.
    static func cells(_ line: String, format: String) -> [String] {
        guard format == "csv" else {
            return line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        }
        var cells: [String] = []
        var cell = ""
        var quoted = false
        for character in line {
            switch character {
            case "\"": quoted.toggle()
            case "," where !quoted:
                cells.append(cell)
                cell = ""
            default: cell.append(character)
            }
        }
        return cells + [cell]
    }

    @Test func probesEqualTheStreamAtItsFrames() throws {
        let cli = try CLIFixture()
        for name in Self.timelines {
            let stream = try Self.frames(cli.run("play", name, "--format", "json", "--fps", "20"))
            let picked = [7, 0, 19, 3, 7].filter { $0 < stream.count }.map { stream[$0] }
            let probes = try Self.frames(
                cli.run("play", name, "--format", "json", "--at", picked.map { String($0.time) }.joined(separator: ","))
            )
            #expect(probes.map(\.time) == picked.map(\.time))
            #expect(probes.map(\.values) == picked.map(\.values), "\(name)")
        }
    }

    static func frames(_ result: CLIResult) throws -> [(time: Double, values: String)] {
        let document = try #require(try result.json() as? [String: Any])
        let frames = try #require(document["frames"] as? [[String: Any]])
        return try frames.map { frame in
            let values = try JSONSerialization.data(withJSONObject: frame["values"] ?? [:], options: [.sortedKeys])
            return (try #require(frame["t"] as? Double), String(decoding: values, as: UTF8.self))
        }
    }

    @Test(arguments: [
        (
            ["play", "arc-demo", "--at", "5,1e9,1e10"],
            "The value '1e9' in '--at 5,1e9,1e10' is invalid: expected a time from -1000000 to 1000000 seconds"
        ),
        // A list of one time is refused as a single time is (`render --at`).
        (["curve", ".easeIn", "--at", "1e308"], "The value '1e308' is invalid for '--at': expected a time from"),
        (
            ["curve", ".easeIn", "--at", "5,1e9,1e10"],
            "The value '1e9' in '--at 5,1e9,1e10' is invalid: expected a time"
        ),
        (["render", "arc-demo", "--out", "x.svg", "--at", "-2e6"], "The value '-2e6' is invalid for '--at'"),
        (["play", "arc-demo", "--duration", "-1"], "The value '-1' is invalid for '--duration'"),
        (["play", "arc-demo", "--display-rate", "0.5"], "The value '0.5' is invalid for '--display-rate'"),
        (["curve", ".bouncy", "--display-rate", "2000"], "The value '2000' is invalid for '--display-rate'"),
        (
            ["play", "arc-demo", "--at", "1,nan"],
            "The value 'nan' in '--at 1,nan' is invalid: expected a finite number"
        ),
    ])
    func requestedTimesAreAnsweredOrRefusedByName(arguments: [String], message: String) throws {
        let cli = try CLIFixture()
        let result = cli.run(arguments)
        #expect(result.code == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func farTimesWithinTheLimitAreAnswered() throws {
        let cli = try CLIFixture()
        let result = cli.run(
            "curve", ".linear(duration: 1).repeatForever(autoreverses: false)", "--at", "5,99999.5,0.5")
        #expect(result.code == 0, "\(result.stderr)")
        #expect(result.stdout.contains("99999.500000"))
        let play = cli.run("play", "wave-demo", "--at", "100000,-2", "--format", "csv")
        #expect(play.code == 0)
        #expect(play.stdout.split(separator: "\n").count == 3)
    }

    @Test func theDisplayRateIsRecordedAndReplayed() throws {
        let cli = try CLIFixture()
        #expect(cli.run("render", "morph-tap", "--out", "a.json", "--display-rate", "24").code == 0)
        #expect(cli.run("render", "morph-tap", "--out", "b.json").code == 0)
        let a = try String(contentsOf: cli.directory.url.appendingPathComponent("a.json"), encoding: .utf8)
        let b = try String(contentsOf: cli.directory.url.appendingPathComponent("b.json"), encoding: .utf8)
        #expect(a != b)
        #expect(a.contains("\"displayRate\":24"))
        let show = try #require(try cli.run("history", "show", "1", "--format", "json").json() as? [String: Any])
        #expect(show["displayRate"] as? Double == 24)
        let replay = cli.run("replay", "1")
        #expect(replay.code == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdout.contains("output matches"))
    }

    @Test func changesAtOneInstantAreStoredAndSpringFromTheHandoff() throws {
        let cli = try CLIFixture()
        #expect(cli.run("add", "preset", "pulse", "--type", "scale").code == 0)
        let added = cli.run(
            "add", "timeline", "pulse-button", "--preset", "pulse",
            "--change", "scale: 0.8 with .easeInOut(duration: 0.3)",
            "--change", "scale: 1.0 with .spring(duration: 0.5, bounce: 0.5) at 0.3",
            "--change", "scale: 1.2 with .smooth at 0.3")
        #expect(added.code == 0, "\(added.stderr)")
        let result = cli.run("play", "pulse-button", "--at", "0.3,0.6", "--format", "csv")
        let rows = result.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
        #expect(rows.count == 2)
        #expect(rows.first?[1] == "0.8")
        #expect(rows.last.flatMap { Double($0[1]) }.map { $0 > 1 } == true)
    }

    @Test func codegenAndPlayAgreeOnEveryDemoTimelinesLength() throws {
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0)
        let store = try Store.open(at: cli.storePath, create: false, author: "t", now: { Date() })
        let library = CodegenLibrary(store: store)
        for timeline in DemoLibrary.timelines {
            let name = timeline.name
            // The project's parser reads numbers exactly (Foundation's JSONSerialization may not, on Linux).
            let play = try JSONParser().parse(cli.run("play", name, "--format", "json", "--at", "0").stdout)
            let total = try #require(play["duration"]?.numberValue)
            let passes: Double =
                switch timeline.repetition {
                case .count(let n): Double(n)
                case .forever: 1
                }
            let facts = try library.view(named: name).facts
            #expect(facts.passLength * passes == total, "\(name)")
            // A repeating view starts its next pass after exactly that length (a view that only a continuous
            // phase animator moves has no passes to start: the animator cycles by itself).
            if timeline.repetition != .once {
                let source = cli.run("codegen", name).stdout
                guard source.contains("func play()") || !source.contains(".phaseAnimator(") else { continue }
                #expect(source.contains(".now() + \(ParameterValue.double(facts.passLength))"), "\(name)")
            }
        }
    }
}
