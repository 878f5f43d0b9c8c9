import AnimDBTestSupport
import Foundation
import Testing

/// Every reference vector (measured on SwiftUI or asserted against it) through `animdb curve --format json`, the
/// way an outside check would use the command.
struct CurveGoldenTests {
    static let vectors = GoldenVector.all

    @Test func allVectorsAreLoaded() {
        #expect(Self.vectors.count == 35)
    }

    @Test(arguments: vectors)
    func vectorThroughTheCommand(_ vector: GoldenVector) throws {
        let cli = try CLIFixture()
        var arguments = ["curve", vector.expr, "--format", "json", "--from", String(vector.from)]
        if let to = vector.to { arguments += ["--to", String(to)] }
        if !vector.at.isEmpty { arguments += ["--at", vector.at.map { String($0) }.joined(separator: ",")] }
        let result = cli.run(arguments)
        #expect(result.code == 0, "\(result.stderr)")
        let report = try #require(try result.json() as? [String: Any])
        switch vector.field {
        case "value", "velocity":
            let samples = try #require(report["samples"] as? [[String: Any]])
            #expect(samples.count == vector.at.count)
            for (sample, expected) in zip(samples, vector.expected) {
                let actual = try #require(sample[vector.field] as? Double, "\(vector.id): no \(vector.field)")
                #expect(
                    abs(actual - expected) <= vector.tolerance,
                    "\(vector.id) at t=\(sample["t"] ?? "?"): \(actual) vs \(expected)")
            }
        case "settlingDuration", "duration":
            let actual = try #require(report[vector.field] as? Double)
            #expect(abs(actual - vector.expected[0]) <= vector.tolerance, "\(vector.id): \(actual)")
        case "parameters":
            let parameters = try #require(report["parameters"] as? [String: Double])
            for (key, expected) in vector.expectedParameters {
                let actual = try #require(parameters[key])
                #expect(abs(actual - expected) <= vector.tolerance, "\(vector.id) \(key): \(actual) vs \(expected)")
            }
        default:
            Issue.record("unknown field \(vector.field)")
        }
    }
}

struct CurveCommandTests {
    @Test(arguments: [
        (".spring(response: 0.5, dampingFraction: 0.5).delay(0.1)", 157.91367041742973, 12.566370614359172),
        ("Animation.interpolatingSpring(stiffness: 100, damping: 10)", 100.0, 10.0),
        (".default", 130.5071656342394, 22.84794657156213),
    ])
    func springAnimationsReportTheirSpring(expression: String, stiffness: Double, damping: Double) throws {
        let cli = try CLIFixture()
        let report = try #require(
            try cli.run("curve", expression, "--at", "0", "--format", "json").json() as? [String: Any])
        let parameters = try #require(report["parameters"] as? [String: Double])
        #expect(abs(parameters["stiffness"]! - stiffness) < 1e-9)
        #expect(abs(parameters["damping"]! - damping) < 1e-9)
        #expect(parameters["mass"] == 1)
    }

    @Test func timingCurvesReportNoSpring() throws {
        let cli = try CLIFixture()
        let report = try #require(try cli.run("curve", ".easeIn", "--format", "json").json() as? [String: Any])
        #expect(report["parameters"] == nil)
        #expect(report["duration"] as? Double == 0.35)
    }

    @Test(arguments: [
        (".spring(duration: -1)", "Error: column 19: 'duration:' must be greater than 0 and at most 3600, found -1"),
        (
            "Spring(bounce: nan)",
            "Error: column 16: 'nan' is not allowed: numbers must be finite and at most 1e9 in magnitude"
        ),
        (".easeInOut(duration: )", "Error: column 22: expected a number after 'duration:'"),
        (".eseInOut", "Error: column 2: unknown animation 'eseInOut'. Did you mean 'easeInOut'?"),
    ])
    func badExpressionsAreUsageErrors(expression: String, message: String) throws {
        let cli = try CLIFixture()
        let result = cli.run("curve", expression)
        #expect(result.code == 64)
        #expect(result.stderr == message + "\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func plotWritesAnSVGChart() throws {
        let cli = try CLIFixture()
        #expect(cli.run("curve", "Spring.bouncy", "--plot", "s.svg").code == 0)
        let svg = try String(contentsOf: cli.directory.url.appendingPathComponent("s.svg"), encoding: .utf8)
        #expect(svg.contains("<polyline"))
        #expect(cli.run("curve", "Spring.bouncy", "--plot", "s.svg").code == 1)
    }
}
