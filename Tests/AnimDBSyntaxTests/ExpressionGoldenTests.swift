import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSyntax

/// Every reference vector, read through the expression parser and `ExpressionSampling` (the path `animdb curve`
/// takes), rather than through hand-built engine values.
struct ExpressionGoldenTests {
    typealias Vector = GoldenVector

    @Test func allVectorsAreLoaded() {
        #expect(Vector.all.count == 35)
    }

    @Test(arguments: Vector.all)
    func vector(_ vector: Vector) throws {
        let expression = try ExpressionParser.parse(vector.expr)
        let report = try #require(
            try ExpressionSampling.report(for: expression, from: vector.from, to: vector.to ?? 1, times: vector.at))
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
