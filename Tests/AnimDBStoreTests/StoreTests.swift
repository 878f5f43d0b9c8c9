import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

struct StoreTests {
    @Test func addsAndReadsAPreset() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        let added = try store.addPreset(Fixtures.card())
        #expect(added.revision == 1)
        #expect(added.createdAt == added.updatedAt)
        let read = try store.preset(named: "card")
        #expect(read == added)
        #expect(read.object == Fixtures.card())
        #expect(read.hash == Fixtures.card().contentHash)
        #expect(read.hash.count == 64)
    }

    @Test func storesCanonicalExpressionText() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore(validator: StrictValidator())
        var preset = Fixtures.card()
        preset[parameter: "cornerRadius"] = "max(  4,   8)"
        let added = try store.addPreset(preset)
        #expect(added.object[parameter: "cornerRadius"] == "max( 4, 8)")
        #expect(try store.preset(named: "card").object[parameter: "cornerRadius"] == "max( 4, 8)")
    }

    @Test func addsAndReadsATimeline() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        let added = try store.addTimeline(Fixtures.pulse())
        #expect(added.object == Fixtures.storedPulse())
        #expect(try store.timeline(named: "pulse") == added)
        #expect(try store.object(named: "pulse") == .timeline(added))
    }

    @Test func refusesDuplicateNamesAcrossKinds() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        #expect(throws: StoreError.nameTaken("card", kind: .preset)) {
            try store.addPreset(Preset(name: "card", type: "Circle"))
        }
        var timeline = Fixtures.pulse()
        timeline.name = "card"
        #expect(throws: StoreError.nameTaken("card", kind: .preset)) { try store.addTimeline(timeline) }
    }

    @Test(arguments: [
        ("", "Invalid name '': name must not be empty"),
        ("-rf", "Invalid name '-rf': name must start with an ASCII letter or digit (a-z, A-Z, 0-9)"),
        (".hidden", "Invalid name '.hidden': name must start with an ASCII letter or digit (a-z, A-Z, 0-9)"),
        ("a/b", "Invalid name 'a/b': name may contain only ASCII letters, digits, '.', '_' and '-', not '/'"),
        (
            "a\nb",
            #"Invalid name 'a\nb': name may contain only ASCII letters, digits, '.', '_' and '-', not '\n'"#
        ),
        ("a b", "Invalid name 'a b': name may contain only ASCII letters, digits, '.', '_' and '-', not ' '"),
        // Issue 10, item 16: names are ASCII, and the message says so (a Unicode letter was "not a letter").
        (
            "ünïcødé-名前",
            "Invalid name 'ünïcødé-名前': name must start with an ASCII letter or digit (a-z, A-Z, 0-9)"
        ),
        (
            "cafe\u{301}",
            "Invalid name 'cafe\u{301}': name may contain only ASCII letters, digits, '.', '_' and '-', not '\u{301}' (U+0301)"
        ),
        (
            "evil\u{202E}txt",
            #"Invalid name 'evil\u{202e}txt': name may contain only ASCII letters, digits, '.', '_' and '-', not '\u{202e}' (U+202E)"#
        ),
        (
            "bad\u{7}",
            #"Invalid name 'bad\u{7}': name may contain only ASCII letters, digits, '.', '_' and '-', not '\u{7}'"#
        ),
        (
            String(repeating: "x", count: 65),
            "Invalid name '\(String(repeating: "x", count: 65))': name must be at most 64 characters"
        ),
    ])
    func refusesBadNames(name: String, message: String) throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        let error = #expect(throws: StoreError.self) { try store.addPreset(Preset(name: name, type: "Circle")) }
        #expect(error?.description == message)
    }

    @Test(arguments: ["a", "A-1", "v1.2_final", String(repeating: "x", count: 64)])
    func acceptsGoodNames(name: String) throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        #expect(try store.addPreset(Preset(name: name, type: "Circle")).object.name == name)
    }

    @Test func unknownNamesSuggestTheClosestOne() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        try store.addTimeline(Fixtures.pulse())
        let error = #expect(throws: StoreError.self) { try store.preset(named: "crad") }
        #expect(error?.description == "No preset named 'crad'. Did you mean 'card'?")
        #expect(throws: StoreError.notFound("pluse", kind: nil, suggestion: "pulse")) {
            try store.object(named: "pluse")
        }
        #expect(throws: StoreError.notFound("zzzzzz", kind: .timeline, suggestion: nil)) {
            try store.timeline(named: "zzzzzz")
        }
        #expect(throws: StoreError.wrongKind("pulse", expected: .preset, actual: .timeline)) {
            try store.preset(named: "pulse")
        }
    }

    @Test func timelinesMustAnimateParametersOfAnExistingPreset() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        #expect(throws: StoreError.notFound("card", kind: .preset, suggestion: nil)) {
            try store.addTimeline(Fixtures.pulse())
        }
        try store.addPreset(Fixtures.card())
        var timeline = Fixtures.pulse()
        timeline.keyframes["card.opacity"] = "[]"
        let error = #expect(throws: StoreError.self) { try store.addTimeline(timeline) }
        #expect(
            error?.description
                == "Invalid 'pulse': track 'card.opacity': 'card' (RoundedRectangle) has no parameter 'opacity'")
        timeline = Fixtures.pulse()
        timeline.keyframes["crad.scale"] = "[]"
        let itemError = #expect(throws: StoreError.self) { try store.addTimeline(timeline) }
        #expect(
            itemError?.description
                == "Invalid 'pulse': track 'crad.scale': the view has no item 'crad'. Did you mean 'card'?")
    }

    @Test func refusesOutOfOrderOrNonFiniteChangesButKeepsSameInstantOnes() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        for times in [[1, 0], [0.5, 0.5, 0.4], [0, .nan], [-1], [Double.infinity]] {
            var timeline = Fixtures.pulse()
            timeline.changes = times.map { .init(at: $0, animation: ".linear", [.init("card.scale", .set, "1")]) }
            #expect(throws: StoreError.self, "times \(times)") { try store.addTimeline(timeline) }
        }
        // Several changes at one instant are ordinary (two withAnimation blocks in one event); order is kept.
        var sameInstant = Fixtures.pulse()
        sameInstant.changes = [
            .init(at: 0.5, animation: nil, [.init("card.scale", .set, "0")]),
            .init(at: 0.5, animation: ".linear", [.init("card.scale", .add, "2")]),
        ]
        #expect(try store.addTimeline(sameInstant).object.changes == sameInstant.changes)
        try store.remove("pulse")
        // One transaction may not assign a target twice, nor animate a keyframed parameter.
        var twice = Fixtures.pulse()
        twice.changes = [
            .init(at: 0, animation: nil, [.init("card.scale", .set, "1"), .init("card.scale", .set, "2")])
        ]
        #expect(throws: StoreError.self) { try store.addTimeline(twice) }
        var both = Fixtures.pulse()
        both.changes = [.init(at: 0, animation: nil, [.init("card.cornerRadius", .set, "1")])]
        #expect(throws: StoreError.self) { try store.addTimeline(both) }
        var timeline = Fixtures.pulse()
        timeline.repetition = .count(0)
        #expect(throws: StoreError.self) { try store.addTimeline(timeline) }
    }

    @Test func validatorRejectionsNameTheParameterAndText() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore(validator: StrictValidator())
        var preset = Fixtures.card()
        preset[parameter: "scale"] = "bogus(1)"
        let error = #expect(throws: StoreError.self) { try store.addPreset(preset) }
        #expect(error?.description == "Invalid value 'bogus(1)' for 'scale' in 'card': expected an expression")
        try store.addPreset(Fixtures.card())
        var timeline = Fixtures.pulse()
        timeline.changes = [.init(at: 0, animation: ".bogus", [.init("card.scale", .set, "2")])]
        let animationError = #expect(throws: StoreError.self) { try store.addTimeline(timeline) }
        #expect(
            animationError?.description
                == "Invalid animation '.bogus' for 'card.scale' in 'pulse': expected an expression")
    }

    @Test func refusesMalformedPresets() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        var repeated = Fixtures.card()
        repeated.parameters.append(.init(name: "scale", value: "2"))
        #expect(throws: StoreError.invalidContent(object: "card", reason: "parameter 'scale' is repeated")) {
            try store.addPreset(repeated)
        }
        var ignoredUnknown = Fixtures.card()
        ignoredUnknown.ignored = ["opacity"]
        #expect(throws: StoreError.invalidContent(object: "card", reason: "ignored 'opacity' is not a parameter")) {
            try store.addPreset(ignoredUnknown)
        }
        var badTag = Fixtures.card()
        badTag.tags = ["ok", "not ok"]
        #expect(throws: StoreError.self) { try store.addPreset(badTag) }
        var badParameter = Fixtures.card()
        badParameter.parameters.append(.init(name: "9lives", value: "1"))
        #expect(throws: StoreError.self) { try store.addPreset(badParameter) }
    }

    @Test func updateAppendsARevisionOnlyWhenContentChanges() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        let first = try store.addPreset(Fixtures.card())
        let unchanged = try store.updatePreset(named: "card") { $0.tags = ["cards", "ui"] }
        #expect(unchanged == first)
        let second = try store.updatePreset(named: "card") { $0[parameter: "cornerRadius"] = "16" }
        #expect(second.revision == 2)
        #expect(second.hash != first.hash)
        #expect(second.createdAt == first.createdAt)
        #expect(second.updatedAt > first.updatedAt)
        #expect(try store.preset(named: "card") == second)
    }

    @Test func renamingAPresetKeepsItsTimelinesAndTheirHashes() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        let timeline = try store.addTimeline(Fixtures.pulse())
        let renamed = try store.rename("card", to: "tile")
        #expect(renamed.name == "tile")
        #expect(renamed.revision == 2)
        let after = try store.timeline(named: "pulse")
        #expect(after.object.view.item.presetName == "tile")
        #expect(after.object.view.item.key == "card")
        #expect(after.hash == timeline.hash)
        #expect(throws: StoreError.self) { try store.preset(named: "card") }
        #expect(try store.log("tile").last?.message == "rename from 'card'")
    }

    @Test func aTimelineIsReadWithItsPresetByID() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        try store.addTimeline(Fixtures.pulse())
        try store.rename("card", to: "tile")
        // Another preset now carries the old name; the timeline still pairs with the preset it references.
        var impostor = Fixtures.card()
        impostor.id = UUID()
        try store.addPreset(impostor)
        let (timeline, presets) = try store.timelineWithPresets(named: "pulse")
        #expect(timeline == (try store.timeline(named: "pulse")))
        #expect(presets.count == 1)
        #expect(presets[Fixtures.cardID] == (try store.preset(named: "tile")))
        #expect(timeline.object.presetIDs == [Fixtures.cardID])
        #expect(throws: StoreError.wrongKind("tile", expected: .timeline, actual: .preset)) {
            try store.timelineWithPresets(named: "tile")
        }
        #expect(throws: StoreError.notFound("pulze", kind: .timeline, suggestion: "pulse")) {
            try store.timelineWithPresets(named: "pulze")
        }
    }

    @Test func renameRefusesTakenOrInvalidNames() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        try store.addTimeline(Fixtures.pulse())
        #expect(throws: StoreError.nameTaken("pulse", kind: .timeline)) { try store.rename("card", to: "pulse") }
        #expect(throws: StoreError.self) { try store.rename("card", to: "a/b") }
        #expect(throws: StoreError.notFound("nope", kind: nil, suggestion: nil)) { try store.rename("nope", to: "x") }
    }

    @Test func presetParametersUsedByTimelinesCannotBeDropped() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        try store.addTimeline(Fixtures.pulse())
        let error = #expect(throws: StoreError.self) {
            try store.updatePreset(named: "card") { $0[parameter: "scale"] = nil }
        }
        #expect(error?.description == "Invalid 'card': parameter 'scale' is animated by timeline 'pulse'")
    }

    @Test func removingAPresetInUseIsRefused() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        try store.addTimeline(Fixtures.pulse())
        let error = #expect(throws: StoreError.self) { try store.remove("card") }
        #expect(error?.description == "Cannot remove preset 'card': used by timeline 'pulse'")
        try store.remove("pulse")
        try store.remove("card")
        #expect(try store.list().isEmpty)
        #expect(throws: StoreError.self) { try store.preset(named: "card") }
    }

    @Test func listsFilterByKindTypeAndTag() throws {
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        try store.addPreset(Fixtures.card())
        try store.addPreset(Preset(name: "dot", type: "Circle", tags: ["ui"]))
        try store.addPreset(Preset(name: "blob", type: "Circle"))
        try store.addTimeline(Fixtures.pulse())
        #expect(try store.list().map(\.name) == ["blob", "card", "dot", "pulse"])
        #expect(try store.list(kind: .preset).map(\.name) == ["blob", "card", "dot"])
        #expect(try store.list(kind: .timeline).map(\.name) == ["pulse"])
        #expect(try store.list(type: "Circle").map(\.name) == ["blob", "dot"])
        #expect(try store.list(type: "RoundedRectangle").map(\.name) == ["card", "pulse"])
        #expect(try store.list(tag: "ui").map(\.name) == ["card", "dot"])
        let card = try #require(try store.list(tag: "cards").first)
        #expect(card.tags == ["cards", "ui"])
        #expect(card.description == "A card")
        let pulse = try #require(try store.list(kind: .timeline).first)
        #expect(pulse.presetName == "card")
        #expect(pulse.type == "RoundedRectangle")
    }

    @Test func openingWithoutCreateNeedsAnExistingStore() throws {
        let database = try TemporaryDatabase()
        #expect(throws: StoreError.storeMissing(path: database.path)) {
            try Store.open(at: database.path, create: false, author: "a", now: { Date() })
        }
        let other = database.directory.path("other.sqlite")
        _ = try Connection(path: other)
        #expect(throws: StoreError.notAStore(path: other)) {
            try Store.open(at: other, create: false, author: "a", now: { Date() })
        }
        _ = try database.openStore()
        #expect(throws: Never.self) { try Store.open(at: database.path, create: false, author: "a", now: { Date() }) }
    }
}
