import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSync

/// Exported bundles conform to `schemas/bundle.schema.json`, and the schema catches what it should.
struct SchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("schemas/bundle.schema.json")

    static func validator() throws -> SchemaValidator {
        SchemaValidator(root: try JSONParser().parse(try Data(contentsOf: schemaURL)))
    }

    /// The bundle's violations, plus each object's content checked against the preset or timeline definition.
    static func violations(_ bundle: JSONValue) throws -> [String] {
        let validator = try validator()
        var problems = validator.violations(of: bundle)
        for (index, object) in (bundle["objects"]?.arrayValue ?? []).enumerated() {
            guard let content = object["content"], !content.isNull, let kind = object["kind"]?.stringValue else {
                continue
            }
            problems += validator.violations(
                of: content, against: ["$ref": .string("#/$defs/\(kind)")], path: "$.objects[\(index)].content")
        }
        return problems
    }

    @Test func exportedBundlesConform() throws {
        let ana = try Teammate("ana")
        try ana.addShake()
        try ana.addWiggle()
        try ana.addShake("gone")
        try ana.store.remove("gone")
        try ana.store.updatePreset(named: "shake") { $0.description = "second revision" }
        let bundle = try JSONParser().parse(try ana.export(all: true))
        #expect(try Self.violations(bundle) == [])
        #expect(bundle["objects"]?.arrayValue?.count == 3)
    }

    @Test func benchmarkBundlesConform() throws {
        let objects = BenchmarkObjects.make(presets: 20, timelines: 5, keyframes: 4)
        let text = BundleExporter.encode(objects, header: .test)
        #expect(try Self.violations(try JSONParser().parse(text)) == [])
    }

    @Test(arguments: [
        (["format_version"] as [any PathStep], JSONValue.number(2), "above 1"),
        (["objects", 0, "name"], "../x", "does not match"),
        (["objects", 0, "kind"], "shape", "not one of"),
        (["objects", 0, "extra"], 1, "unexpected 'extra'"),
        (["objects", 0, "content", "parameters", 0, "value"], 1, "expected"),
        (["checksum"], "XYZ", "does not match"),
    ])
    func schemaCatchesBadBundles(path: [any PathStep], value: JSONValue, problem: String) throws {
        let ana = try Teammate("ana")
        try ana.addShake()
        let bundle = set(try JSONParser().parse(try ana.export()), path, value)
        let problems = try Self.violations(bundle)
        #expect(problems.contains { $0.contains(problem) }, "\(problems)")
    }
}
