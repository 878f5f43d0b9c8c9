import Foundation
import Testing

@testable import AnimDBEngine

/// Every reference vector, read through the expression parser and `ExpressionSampling` (the path `animdb curve`
/// takes), rather than through hand-built engine values.
struct ExpressionGoldenTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let id: String
        let expr: String
        let from: Double
        let to: Double
        let at: [Double]
        let field: String
        let expected: [Double]
        let expectedParameters: [String: Double]
        let tolerance: Double

        var testDescription: String { id }

        static let all: [Vector] = {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/golden-vectors.json")
            let root = try! JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
            return (root["vectors"] as! [[String: Any]]).map { entry in
                Vector(
                    id: entry["id"] as! String,
                    expr: entry["expr"] as! String,
                    from: (entry["from"] as? NSNumber)?.doubleValue ?? 0,
                    to: (entry["to"] as? NSNumber)?.doubleValue ?? 1,
                    at: (entry["at"] as! [NSNumber]).map(\.doubleValue),
                    field: entry["field"] as! String,
                    expected: (entry["expected"] as? [NSNumber])?.map(\.doubleValue) ?? [],
                    expectedParameters: (entry["expected"] as? [String: NSNumber])?.mapValues(\.doubleValue) ?? [:],
                    tolerance: (entry["tol"] as! NSNumber).doubleValue)
            }
        }()
    }

    @Test func allVectorsAreLoaded() {
        #expect(Vector.all.count == 35)
    }

    @Test(arguments: Vector.all)
    func vector(_ vector: Vector) throws {
        let expression = try ExpressionParser.parse(vector.expr)
        let report = try #require(
            ExpressionSampling.report(for: expression, from: vector.from, to: vector.to, times: vector.at))
        let actual: [Double]
        switch vector.field {
        case "value":
            actual = report.samples.map(\.value)
        case "velocity":
            actual = report.samples.map { $0.velocity ?? .nan }
        case "settlingDuration":
            actual = [try #require(report.settlingDuration)]
        case "duration":
            actual = [try #require(report.duration)]
        case "parameters":
            let parameters = try #require(report.parameters)
            for (name, expected) in vector.expectedParameters {
                let value = try #require(parameters[name], "missing parameter \(name)")
                #expect(
                    value.isApproximatelyEqual(to: expected, absoluteTolerance: vector.tolerance), "\(name): \(value)")
            }
            return
        default:
            Issue.record("unknown field \(vector.field)")
            return
        }
        #expect(actual.count == vector.expected.count)
        for (a, e) in zip(actual, vector.expected) {
            #expect(
                a.isApproximatelyEqual(to: e, absoluteTolerance: vector.tolerance),
                "got \(actual), expected \(vector.expected)")
        }
    }
}
