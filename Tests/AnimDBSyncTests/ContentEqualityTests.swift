import AnimDBModel
import AnimDBStore
import Foundation
import Testing

@testable import AnimDBSync

/// Issue 10, item 16: what the import planner compares is what is hashed. Swift calls `"café"` and `"cafe\u{301}"`
/// equal, but their bytes, and so their hashes, differ.
struct ContentEqualityTests {
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    @Test func valuesAreEqualExactlyWhenTheirCanonicalTextsAre() {
        let values: [JSONValue] = [
            .string(Self.composed), .string(Self.decomposed), ["d": .string(Self.composed)],
            ["d": .string(Self.decomposed)], [.string(Self.composed)], [.string(Self.decomposed)], 0, -0.0, 1, "1",
        ]
        for a in values {
            for b in values {
                #expect((a == b) == (a.canonicalBytes == b.canonicalBytes), "\(a) vs \(b)")
                if a == b { #expect(a.hashValue == b.hashValue) }
            }
        }
        #expect(Set(values).count == Set(values.map(\.canonicalBytes)).count)
    }

    /// Before, a teammate's edit that only changed a description's normalisation merged as "no change" and was
    /// skipped, though its hash differed: the stores then disagreed for good.
    @Test func anEditThatOnlyChangesNormalisationIsMerged() throws {
        let ana = try Teammate("ana")
        let ben = try Teammate("ben")
        try ana.addShake()
        try ana.store.updatePreset(named: "shake") { $0.description = Self.composed }
        try ben.importBundle(try ana.export())
        try ana.store.updatePreset(named: "shake") { $0[parameter: "amplitude"] = "12" }
        try ben.store.updatePreset(named: "shake") { $0.description = Self.decomposed }
        let plan = try ana.importBundle(try ben.export())
        #expect(plan.entries.map(\.action) == [.merged])
        let merged = try ana.store.preset(named: "shake").object
        #expect(merged.description.utf8.elementsEqual(Self.decomposed.utf8))
        #expect(merged[parameter: "amplitude"] == "12")
    }
}
