import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

/// Issue 10, items 3, 12 and 14: a store edited outside animdb (or damaged) is reported by `check()` and never used
/// silently; reading it applies the same limits as reading a bundle; text is stored whole.
struct StoreCheckTests {
    /// A store with a preset edited twice and a timeline, and a raw connection to damage it with.
    private func populated() throws -> (TemporaryDatabase, Store, Connection) {
        let database = try TemporaryDatabase()
        let store = try database.openStore(validator: StrictValidator())
        try store.addPreset(Fixtures.card())
        try store.updatePreset(named: "card") { $0.description = "second" }
        try store.addTimeline(Fixtures.pulse())
        return (database, store, try Connection(path: database.path))
    }

    @Test func aHealthyStoreChecksClean() throws {
        let (_, store, _) = try populated()
        let report = try store.check()
        #expect(report.problems == [])
        #expect(report.objects == 2)
        #expect(report.revisions == 3)
    }

    /// The issue's corrupted store: content edited under its hash. Every such revision is reported, and the object
    /// is refused where it would have been used (show, play, export, sync) instead of used silently.
    @Test func contentThatNoLongerMatchesItsHashIsReportedAndRefused() throws {
        let (_, store, raw) = try populated()
        try raw.execute(
            "UPDATE revisions SET content_json = replace(content_json, 'A card', 'A cart') WHERE revision = 1")
        let edit = "replace(content_json, '\"12\"', '\"13\"')"
        try raw.execute("UPDATE revisions SET content_json = \(edit) WHERE revision = 2")
        try raw.execute("UPDATE presets SET content_json = \(edit)")
        let report = try store.check()
        let messages = report.problems.map(\.description)
        for revision in 1...2 {
            #expect(
                messages.contains {
                    $0.hasPrefix("preset 'card' (8a4c2e1f) revision \(revision): content does not match its hash")
                })
        }
        #expect(report.problems.count == 2)
        let refusal = #expect(throws: StoreError.self) { try store.preset(named: "card") }
        #expect(refusal?.description.contains("content does not match its hash") == true)
        #expect(throws: StoreError.self) { try store.object(named: "card", revision: 1) }
        #expect(throws: StoreError.self) { try store.syncObjects(ancestryLimit: 10) }
    }

    /// Item 3: content nested 10⁵ deep (with a matching hash, so only the limits can stop it) made `export --all`
    /// grow to 20 GB. Stored rows are read with the bundle limits.
    @Test func deeplyNestedStoredContentIsRefusedNotExported() throws {
        let (_, store, raw) = try populated()
        let deep =
            #"{"description":"#
            + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            + #","ignored":[],"name":"card","parameters":[],"tags":[],"type":"RoundedRectangle"}"#
        let hash = SHA256.hexDigest(of: deep)
        try raw.execute(
            "UPDATE revisions SET content_json = ?, hash = ? WHERE revision = 2 AND object_kind = 'preset'",
            [.text(deep), .text(hash)])
        try raw.execute("UPDATE presets SET content_json = ?, hash = ?", [.text(deep), .text(hash)])
        let error = #expect(throws: StoreError.self) { try store.syncObjects(ancestryLimit: 10) }
        #expect(error?.description.contains("nesting deeper than \(ContentLimits().maxDepth)") == true)
        #expect(throws: StoreError.self) { try store.preset(named: "card") }
        #expect(
            try store.check().problems.map(\.message).contains {
                $0.contains("nesting deeper than \(ContentLimits().maxDepth)")
            })
    }

    @Test func brokenChainsAndRowsAreReported() throws {
        let (_, store, raw) = try populated()
        try raw.execute("PRAGMA foreign_keys = OFF")
        try raw.execute(
            "UPDATE revisions SET parent_hash = ? WHERE revision = 2", [.text(String(repeating: "0", count: 64))])
        try raw.execute("UPDATE presets SET type = 'Circle'")
        try raw.execute("DELETE FROM preset_tags WHERE tag = 'ui'")
        try raw.execute("UPDATE timeline_presets SET preset_id = '00000000-0000-4000-8000-000000000000'")
        let messages = try store.check().problems.map(\.description)
        #expect(
            messages == [
                "table timeline_presets: a row refers to a missing row of presets",
                "preset 'card' (8a4c2e1f) revision 2: parent hash 000000000000 is not the previous revision's "
                    + String(try store.log("card")[0].hash.prefix(12)),
                "preset 'card' (8a4c2e1f): the type column differs from the content",
                "preset 'card' (8a4c2e1f): its tags differ from the content's",
                "timeline 'pulse' (1f2e3d4c): the presets it uses differ from the content's",
            ])
    }

    @Test func missingRevisionsAndLiveRowsAreReported() throws {
        let (_, store, raw) = try populated()
        try raw.execute("DELETE FROM revisions WHERE object_kind = 'preset' AND revision = 1")
        try raw.execute("PRAGMA foreign_keys = OFF")
        try raw.execute("DELETE FROM timelines")
        let messages = try store.check().problems.map(\.description)
        #expect(messages.contains("preset 'card' (8a4c2e1f) revision 2: history starts at revision 2, not 1"))
        #expect(messages.contains("preset 'card' (8a4c2e1f) revision 2: revision 1 has a parent hash"))
        #expect(
            messages.contains(
                "timeline 'pulse' (1f2e3d4c): its latest revision 1 is live, but it is missing from the timelines table"
            ))
    }

    /// Item 12: text was bound as a C string, so a description with U+0000 was cut short in the description
    /// column while the content (and its hash) kept it: `list` and `show` disagreed.
    @Test func textWithANulByteIsStoredWhole() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        var preset = Preset(name: "nul", type: "Circle", description: "nul\u{0}byte")
        preset.tags = ["t"]
        try store.addPreset(preset)
        #expect(try store.list().first?.description == "nul\u{0}byte")
        #expect(try store.preset(named: "nul").object.description == "nul\u{0}byte")
        #expect(try store.check().isHealthy)
        let raw = try Connection(path: database.path)
        #expect(try raw.scalarInt("SELECT length(CAST(description AS BLOB)) FROM presets") == 8)
        #expect(try raw.scalarInt("SELECT count(*) FROM presets WHERE description = ?", [.text("nul\u{0}byte")]) == 1)
        #expect(try raw.scalarInt("SELECT count(*) FROM presets WHERE description = ?", [.text("nul")]) == 0)
        #expect(try raw.scalarString("SELECT ?", [.text("")]) == "")
    }
}
