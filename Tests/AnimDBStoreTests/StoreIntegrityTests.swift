import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

/// A refused write must leave the store exactly as it was: same bytes in the database file and in its WAL.
struct StoreIntegrityTests {
    private func populatedStore() throws -> (TemporaryDatabase, Store) {
        let database = try TemporaryDatabase()
        let store = try database.openStore(validator: StrictValidator())
        try store.addPreset(Fixtures.card())
        try store.addTimeline(Fixtures.pulse())
        try store.recordRender(RenderHistoryTests.record(name: "pulse", minute: 0))
        try store.checkpoint()
        return (database, store)
    }

    typealias Refusal = @Sendable (Store) throws -> Void

    static let refusals: [(String, Refusal)] = [
        ("duplicate name", { try $0.addPreset(Preset(name: "card", type: "Circle")) }),
        ("bad name", { try $0.addPreset(Preset(name: "../evil", type: "Circle")) }),
        (
            "bad expression",
            { store in
                var preset = Fixtures.card(name: "card2")
                preset.id = UUID()
                preset[parameter: "scale"] = "bogus"
                try store.addPreset(preset)
            }
        ),
        ("preset in use", { try $0.remove("card") }),
        ("unknown name", { try $0.remove("nothing") }),
        ("rename onto taken name", { try $0.rename("card", to: "pulse") }),
        ("dropping an animated parameter", { try $0.updatePreset(named: "card") { $0.parameters = [] } }),
        (
            "update closure throws",
            { store in
                try store.updatePreset(named: "card") { preset in
                    preset.description = "half-done"
                    throw StoreError.corrupt("caller gave up")
                }
            }
        ),
        ("revert to a missing revision", { try $0.revert("card", toRevision: 9) }),
        (
            "render with bad fps",
            { store in
                var record = RenderHistoryTests.record(name: "pulse", minute: 1)
                record.fps = 0
                try store.recordRender(record)
            }
        ),
    ]

    @Test(arguments: refusals)
    func refusedWritesLeaveTheFileUnchanged(label: String, refusal: Refusal) throws {
        let (database, store) = try populatedStore()
        let before = database.fileContents()
        #expect(throws: (any Error).self, "\(label)") { try refusal(store) }
        let after = database.fileContents()
        #expect(after.database == before.database, "\(label): database file changed")
        #expect(after.wal == before.wal, "\(label): WAL changed")
        #expect(!before.database.isEmpty)
    }
}
