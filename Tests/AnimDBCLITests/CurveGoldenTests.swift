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
