import Foundation

/// One reference vector from `Tests/AnimDBEngineTests/Fixtures/golden-vectors.json`, a copy of
/// shared/reference/golden-vectors.json: values measured on real SwiftUI or asserted by tests that run against it,
/// each with its source. Engine, expression and command-line tests all check the same vectors.
public struct GoldenVector: Sendable, CustomStringConvertible {
    public let id: String
    /// The expression in animdb's syntax.
    public let expr: String
    public let from: Double
    /// The end value; nil for keyframe lists, which have none.
    public let to: Double?
    public let at: [Double]
    /// What is compared: value, velocity, settlingDuration, duration or parameters.
    public let field: String
    public let expected: [Double]
    public let expectedParameters: [String: Double]
    public let tolerance: Double
    public let source: String

    public var description: String { id }

    /// Every vector, in file order.
    public static let all: [GoldenVector] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AnimDBEngineTests/Fixtures/golden-vectors.json")
        guard let data = try? Data(contentsOf: url),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = root["vectors"] as? [[String: Any]]
        else { preconditionFailure("cannot read \(url.path)") }
        return entries.map { entry in
            GoldenVector(
                id: entry["id"] as! String, expr: entry["expr"] as! String,
                from: (entry["from"] as? NSNumber)?.doubleValue ?? 0, to: (entry["to"] as? NSNumber)?.doubleValue,
                at: (entry["at"] as? [NSNumber])?.map(\.doubleValue) ?? [], field: entry["field"] as! String,
                expected: (entry["expected"] as? [NSNumber])?.map(\.doubleValue) ?? [],
                expectedParameters: (entry["expected"] as? [String: NSNumber])?.mapValues(\.doubleValue) ?? [:],
                tolerance: (entry["tol"] as! NSNumber).doubleValue, source: entry["source"] as? String ?? "")
        }
    }()

    /// Every vector by id.
    public static let byID: [String: GoldenVector] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
}
