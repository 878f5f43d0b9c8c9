import AnimDBModel
import AnimDBStore
import AnimDBSyntax
import AnimDBTestSupport
import Foundation
import Testing

struct StoreHistoryTests {
    @Test func everyChangeAppendsALinkedRevision() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore(author: "ana")
        let first = try store.addPreset(Fixtures.card())
        let second = try store.updatePreset(named: "card") { $0[parameter: "cornerRadius"] = "16" }
        let third = try store.rename("card", to: "tile")
        let log = try store.log("tile")
        #expect(log.map(\.revision) == [1, 2, 3])
        #expect(log.map(\.hash) == [first.hash, second.hash, third.hash])
        #expect(log.map(\.parentHash) == [nil, first.hash, second.hash])
        #expect(log.map(\.name) == ["card", "card", "tile"])
        #expect(log.map(\.author) == ["ana", "ana", "ana"])
        #expect(log.map(\.message) == ["", "", "rename from 'card'"])
        #expect(log.allSatisfy { $0.objectID == Fixtures.cardID && $0.kind == .preset && !$0.isDeletion })
        #expect(zip(log, log.dropFirst()).allSatisfy { $0.createdAt < $1.createdAt })
    }

    @Test func readsAnyRevisionFromHistory() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        let first = try store.addPreset(Fixtures.card())
        try store.updatePreset(named: "card") { $0[parameter: "cornerRadius"] = "16" }
        let old = try store.object(named: "card", revision: 1)
        #expect(old == .preset(first))
        let error = #expect(throws: StoreError.self) { try store.object(named: "card", revision: 5) }
        #expect(error?.description == "'card' has no revision 5 (revisions are 1…2)")
    }

    @Test func revertAppendsTheOldContentAsANewRevision() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        let first = try store.addPreset(Fixtures.card())
        try store.updatePreset(named: "card") { $0[parameter: "cornerRadius"] = "16" }
        let reverted = try store.revert("card", toRevision: 1)
        #expect(reverted.revision == 3)
        #expect(reverted.hash == first.hash)
        guard case .preset(let preset) = reverted else {
            Issue.record("expected a preset")
            return
        }
        #expect(preset.object == first.object)
        #expect(preset.createdAt == first.createdAt)
        let log = try store.log("card")
        #expect(log.last?.message == "revert to revision 1")
        #expect(log.last?.parentHash == log[1].hash)
    }

    @Test func revertKeepsTheCurrentName() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        try store.updatePreset(named: "card") { $0.description = "changed" }
        try store.rename("card", to: "tile")
        let reverted = try store.revert("tile", toRevision: 1)
        #expect(reverted.name == "tile")
        #expect(try store.preset(named: "tile").object.description == "A card")
    }

    @Test func removalLeavesATombstoneAndRevertRestores() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        let added = try store.addPreset(Fixtures.card())
        try store.remove("card")
        let log = try store.log("card")
        #expect(log.map(\.isDeletion) == [false, true])
        #expect(log.last?.hash == added.hash)
        #expect(log.last?.message == "remove")
        #expect(try store.object(named: "card", revision: 1) == .preset(added))
        let restored = try store.revert("card", toRevision: 1)
        #expect(restored.revision == 3)
        #expect(try store.preset(named: "card").object == added.object)
        #expect(try store.list(tag: "ui").map(\.name) == ["card"])
        #expect(try store.log("card").last?.message == "restore revision 1")
    }

    @Test func restoringOverAReusedNameIsRefused() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        try store.remove("card")
        try store.addPreset(Preset(name: "card", type: "Circle"))
        // The live object owns the name now, so its history is what 'card' means.
        #expect(try store.log("card").map(\.revision) == [1])
        #expect(throws: StoreError.self) { try store.revert("card", toRevision: 2) }
    }

    @Test func aRevertedTimelineMustStillFitItsPreset() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        try store.addTimeline(Fixtures.pulse())
        try store.updateTimeline(named: "pulse") { $0.changes = [] }
        try store.updatePreset(named: "card") { $0[parameter: "scale"] = nil }
        let error = #expect(throws: StoreError.self) { try store.revert("pulse", toRevision: 1) }
        #expect(
            error?.description
                == "Invalid 'pulse': change 'card.scale': 'card' (RoundedRectangle) has no parameter 'scale'")
    }

    @Test func timelineHistoryReportsThePresetsCurrentName() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        try store.addTimeline(Fixtures.pulse())
        try store.rename("card", to: "tile")
        guard case .timeline(let old) = try store.object(named: "pulse", revision: 1) else {
            Issue.record("expected a timeline")
            return
        }
        #expect(old.object.view.item.presetName == "tile")
        #expect(old.object.presetIDs == [Fixtures.cardID])
    }

    @Test func findsWhatARenderUsedByIdAndHashAfterRenamesAndRemoval() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        let original = try store.addPreset(Fixtures.card())
        try store.updatePreset(named: "card") { $0[parameter: "cornerRadius"] = "16" }
        try store.rename("card", to: "tile")
        try store.remove("tile")
        #expect(try store.object(id: Fixtures.cardID, hash: original.hash) == .preset(original))
        #expect(try store.object(id: Fixtures.cardID, revision: 1) == .preset(original))
        let error = #expect(throws: StoreError.self) { try store.object(id: Fixtures.cardID, hash: "feed") }
        #expect(error?.description == "'tile' has no revision with hash 'feed'")
        #expect(throws: StoreError.revisionNotFound("tile", revision: 9, latest: 4)) {
            try store.object(id: Fixtures.cardID, revision: 9)
        }
        let unknown = UUID()
        #expect(throws: StoreError.notFound(unknown.storageText, kind: nil, suggestion: nil)) {
            try store.object(id: unknown, hash: original.hash)
        }
    }

    @Test func hashesDependOnContentOnly() throws {
        // Same content under different ids and times hashes the same; the value is pinned so it never drifts.
        let one = Fixtures.card()
        var two = Fixtures.card()
        two.id = UUID()
        #expect(one.contentHash == two.contentHash)
        #expect(
            one.contentJSON.canonicalText
                == #"{"description":"A card","format":2,"ignored":[],"name":"card","parameters":[{"name":"cornerRadius","value":"12"},"#
                + #"{"name":"scale","value":"1"}],"tags":["cards","ui"],"type":"RoundedRectangle"}"#)
        #expect(one.contentHash == SHA256.hexDigest(of: one.contentJSON.canonicalText))
        var reordered = Fixtures.card()
        reordered.parameters.reverse()
        #expect(reordered.contentHash != one.contentHash)
    }

    @Test func contentJSONRoundTrips() throws {
        let preset = Fixtures.card()
        #expect(try Preset(id: preset.id, contentJSON: preset.contentJSON) == preset)
        var timeline = Fixtures.storedPulse()
        timeline.view.modifiers.append(.init(.inline("move", type: "offset", ["x": "3"], ignored: ["y"])))
        timeline.changes.append(.init(at: 2, animation: nil, [.init("move.x", .subtract, "1")]))
        let presets: (UUID) -> Timeline.PresetInfo? = {
            $0 == Fixtures.cardID ? .init(name: "card", isModifier: false) : nil
        }
        #expect(try Timeline(id: timeline.id, contentJSON: timeline.contentJSON, presets: presets) == timeline)
        timeline.repetition = .count(3)
        let parsed = try JSONParser().parse(timeline.contentJSON.canonicalText)
        #expect(try Timeline(id: timeline.id, contentJSON: parsed, presets: presets) == timeline)
    }

    @Test func contentFromANewerFormatIsRejectedNotHalfRead() {
        var json = Fixtures.card().contentJSON.objectValue!
        json["easing"] = "x"
        #expect(
            throws: ContentError.invalidContent(
                object: "preset \(Fixtures.cardID.uuidString)", reason: "unknown member 'easing'")
        ) {
            try Preset(id: Fixtures.cardID, contentJSON: .object(json))
        }
    }
}
