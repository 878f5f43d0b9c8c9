import Foundation
import Testing

/// Every reference vector (measured on SwiftUI or asserted against it) through `animdb curve --format json`, the
/// way an outside check would use the command.
struct CurveGoldenTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        var id: String
        var expr: String
        var from: Double
        var to: Double?
        var at: [Double]
        var field: String
        var expected: [String: Double]
        var expectedList: [Double]
        var tol: Double
        var testDescription: String { id }
    }

    static let vectors: [Vector] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AnimDBEngineTests/Fixtures/golden-vectors.json")
        guard let data = try? Data(contentsOf: url),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let list = root["vectors"] as? [[String: Any]]
        else { return [] }
        return list.map { v in
            Vector(
                id: v["id"] as! String, expr: v["expr"] as! String, from: (v["from"] as? Double) ?? 0,
                to: v["to"] as? Double, at: (v["at"] as? [Double]) ?? [], field: v["field"] as! String,
                expected: (v["expected"] as? [String: Double]) ?? [:], expectedList: (v["expected"] as? [Double]) ?? [],
                tol: v["tol"] as! Double)
        }
    }()

    @Test func allVectorsAreLoaded() {
        #expect(Self.vectors.count == 35)
    }

    @Test(arguments: vectors)
    func vectorThroughTheCommand(_ vector: Vector) throws {
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
            for (sample, expected) in zip(samples, vector.expectedList) {
                let actual = try #require(sample[vector.field] as? Double, "\(vector.id): no \(vector.field)")
                #expect(
                    abs(actual - expected) <= vector.tol,
                    "\(vector.id) at t=\(sample["t"] ?? "?"): \(actual) vs \(expected)")
            }
        case "settlingDuration", "duration":
            let actual = try #require(report[vector.field] as? Double)
            #expect(abs(actual - vector.expectedList[0]) <= vector.tol, "\(vector.id): \(actual)")
        case "parameters":
            let parameters = try #require(report["parameters"] as? [String: Double])
            for (key, expected) in vector.expected {
                let actual = try #require(parameters[key])
                #expect(abs(actual - expected) <= vector.tol, "\(vector.id) \(key): \(actual) vs \(expected)")
            }
        default:
            Issue.record("unknown field \(vector.field)")
        }
    }
}
