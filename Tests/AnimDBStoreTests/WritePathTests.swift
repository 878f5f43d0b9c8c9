import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

/// The one write path answers "which rows does this change write?" the same way for every caller.
struct WritePathTests {
    /// Every row a store holds, minus revision messages (which say how a write came about).
    private func rows(_ database: TemporaryDatabase) throws -> [String] {
        let connection = try Connection(path: database.path)
        var rows: [String] = []
        for (table, columns) in [
            ("presets", "id, name, type, description, content_json, hash, revision, created_at, updated_at"),
            ("preset_tags", "preset_id, tag"),
            ("timelines", "id, name, content_json, hash, revision, created_at, updated_at"),
            ("timeline_presets", "timeline_id, preset_id"),
            (
                "revisions",
                "object_id, revision, object_kind, hash, parent_hash, name, content_json, created_at, author, deleted"
            ),
        ] {
            rows += try connection.query("SELECT \(columns) FROM \(table) ORDER BY 1, 2") { row in
                table + ": "
                    + (0..<row.columnCount).map { String(describing: row.value(at: $0)) }.joined(separator: " | ")
            }
        }
        return rows
    }

    /// The same edits made through the commands' functions and through sync write the same rows.
    @Test func syncWritesWhatAddUpdateAndRemoveWrite() throws {
        let direct = try TemporaryDatabase()
        let synced = try TemporaryDatabase()
        let store = try direct.openStore()
        let mirror = try synced.openStore()
        func put(_ object: StoredObject) throws {
            switch object {
            case .preset(let stored):
                try mirror.applySync([
                    .put(
                        kind: .preset, id: stored.object.id, content: stored.object.contentJSON, contentText: nil,
                        expectedHash: stored.hash, message: "")
                ])
            case .timeline(let stored):
                try mirror.applySync([
                    .put(
                        kind: .timeline, id: stored.object.id, content: stored.object.contentJSON, contentText: nil,
                        expectedHash: stored.hash, message: "")
                ])
            }
        }
        try put(.preset(try store.addPreset(Fixtures.card())))
        try put(.timeline(try store.addTimeline(Fixtures.pulse())))
        try put(.preset(try store.updatePreset(named: "card") { $0.tags = ["ui"] }))
        try put(.timeline(try store.updateTimeline(named: "pulse") { $0.repetition = .count(2) }))
        try store.remove("pulse")
        try mirror.applySync([.remove(id: Fixtures.pulseID, message: "")])
        try put(try store.revert("pulse", toRevision: 1))
        #expect(try rows(direct) == rows(synced))
        #expect(try rows(direct).count(where: { $0.hasPrefix("revisions:") }) == 6)
    }

    /// A revert is validated like any other write: it cannot drop a parameter a timeline animates.
    @Test func revertCannotDropAnAnimatedParameter() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        var card = Fixtures.card()
        card.parameters.removeAll { $0.name == "scale" }
        try store.addPreset(card)
        try store.updatePreset(named: "card") { $0.parameters.append(.init(name: "scale", value: "1")) }
        try store.addTimeline(Fixtures.pulse())
        let before = database.fileContents()
        #expect(
            throws: StoreError.invalidContent(
                object: "card", reason: "parameter 'scale' is animated by timeline 'pulse'")
        ) {
            try store.revert("card", toRevision: 1)
        }
        #expect(database.fileContents() == before)
    }

    @Test func addRefusesAnIDThatHasAHistory() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        try store.remove("card")
        #expect(
            throws: StoreError.invalidContent(object: Fixtures.cardID.storageText, reason: "this id is already used")
        ) {
            try store.addPreset(Fixtures.card(name: "card2"))
        }
    }
}
