import AnimDBModel
import AnimDBStore
import AnimDBSyntax
import Foundation
import Testing

@testable import AnimDBSync

/// Two teammates exchanging bundles: round trips, fast-forwards, merges, conflicts and their resolutions.
struct ImportTests {
    @Test func roundTripImportsEqualHashes() throws {
        let ana = try Teammate("ana")
        let ben = try Teammate("ben")
        try ana.addShake()
        try ana.addWiggle()
        try ana.addShake("pop", amplitude: "2")
        let plan = try ben.importBundle(try ana.export())
        #expect(plan.entries.map(\.action) == [.new, .new, .new])
        #expect(try ben.heads() == ana.heads())
        // Ben's export of the same objects is byte-identical to Ana's.
        #expect(try ben.export() == ana.export())
    }

    @Test func reimportChangesNothingAndSaysSo() throws {
        let ana = try Teammate("ana")
        let ben = try Teammate("ben")
        try ana.addShake()
        try ana.addWiggle()
        let data = try ana.export()
        try ben.importBundle(data)
        let before = try ben.fileBytes()
        let again = try ben.importBundle(data)
        #expect(again.isNoOp)
        #expect(again.report == "Nothing to import: 2 objects already up to date\n")
        #expect(try ben.fileBytes() == before)
        // Importing Ana's bundle back into Ana's own store is a no-op too.
        #expect(try ana.importBundle(data).isNoOp)
    }

    @Test func exportIsDeterministicAndCanonical() throws {
        let ana = try Teammate("ana")
        try ana.addShake()
        try ana.addWiggle()
        let first = try ana.export()
        #expect(try ana.export() == first)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasSuffix("}\n"))
        #expect(text.hasPrefix("{\n  \"checksum\": \""))
    }

    @Test func exportingATimelineBringsItsPreset() throws {
        let ana = try Teammate("ana")
        try ana.addShake()
        try ana.addShake("other")
        try ana.addWiggle()
        let bundle = try BundleReader().read(try ana.export(["wiggle"]))
        #expect(bundle.objects.map(\.name) == ["shake", "wiggle"])
    }

    @Test func exportOfAnUnknownNameSuggests() throws {
        let ana = try Teammate("ana")
        try ana.addShake()
        #expect(throws: SyncError.notFound("shak", suggestion: "shake")) { try ana.export(["shak"]) }
    }

    @Test func fastForwardsBothWays() throws {
        let ana = try Teammate("ana")
        let ben = try Teammate("ben")
        try ana.addShake()
        try ben.importBundle(try ana.export())
        try ana.store.updatePreset(named: "shake") { $0[parameter: "amplitude"] = "12" }
        #expect(try ben.importBundle(try ana.export()).entries.map(\.action) == [.fastForward])
        try ben.store.updatePreset(named: "shake") { $0[parameter: "shakes"] = "4" }
        try ben.store.updatePreset(named: "shake") { $0.description = "stronger" }
        #expect(try ana.importBundle(try ben.export()).entries.map(\.action) == [.fastForward])
        #expect(try ana.heads() == ben.heads())
        // The older side's bundle is now behind: skipped, not re-applied.
        let stale = try Teammate("carl")
        try stale.importBundle(try ana.export())
        try ana.store.updatePreset(named: "shake") { $0.description = "newer" }
        #expect(try ana.importBundle(try stale.export()).entries.map(\.action) == [.skippedAncestor])
    }

    @Test func disjointPresetEditsMerge() throws {
        let (ana, ben) = try Self.sharedPair()
        try ana.store.updatePreset(named: "shake") { $0[parameter: "amplitude"] = "12" }
        try ben.store.updatePreset(named: "shake") {
            $0[parameter: "shakes"] = "5"
            $0.tags.insert("fun")
        }
        let plan = try ana.importBundle(try ben.export(["shake"]))
        #expect(plan.entries.map(\.action) == [.merged])
        let merged = try ana.store.preset(named: "shake").object
        #expect(merged[parameter: "amplitude"] == "12")
        #expect(merged[parameter: "shakes"] == "5")
        #expect(merged.tags == ["ui", "fun"])
        // Ben takes Ana's merge without conflict, and both converge.
        try ben.importBundle(try ana.export(["shake"]))
        #expect(try ana.heads() == ben.heads())
    }

    @Test func disjointKeyframeAndTrackEditsMerge() throws {
        let (ana, ben) = try Self.sharedPair()
        try ana.store.updateTimeline(named: "wiggle") {
            $0.keyframes["shake.amplitude"] = "[Linear(0), Linear(20), Linear(-10), Linear(0)]"
        }
        let laterChanges: [Timeline.Change] = [
            .init(at: 0, animation: ".linear", [.init("shake.shakes", .set, "3")]),
            .init(at: 2, animation: ".easeIn", [.init("shake.shakes", .set, "5")]),
        ]
        try ben.store.updateTimeline(named: "wiggle") {
            $0.keyframes["shake.amplitude"] = "[Linear(0), Linear(10), Linear(-10), Linear(5)]"
            $0.changes = laterChanges
        }
        let plan = try ana.importBundle(try ben.export(["wiggle"]))
        #expect(plan.entries.last?.action == .merged)
        let merged = try ana.store.timeline(named: "wiggle").object
        #expect(merged.keyframes["shake.amplitude"] == "[Linear(0), Linear(20), Linear(-10), Linear(5)]")
        #expect(merged.changes == laterChanges)
    }

    @Test func conflictingEditsAreReportedFieldByFieldAndImportNothing() throws {
        let (ana, ben) = try Self.sharedPair()
        try ana.store.updatePreset(named: "shake") { $0[parameter: "amplitude"] = "12" }
        try ben.store.updatePreset(named: "shake") { $0[parameter: "amplitude"] = "14" }
        try ana.store.updateTimeline(named: "wiggle") {
            $0.keyframes["shake.amplitude"] = "[Linear(0), Linear(1), Linear(-10), Linear(0)]"
        }
        try ben.store.updateTimeline(named: "wiggle") {
            $0.keyframes["shake.amplitude"] = "[Linear(0), Linear(2), Linear(-10), Linear(0)]"
        }
        let before = try ana.dump()
        let bundle = try BundleReader().read(try ben.export())
        let plan = try ImportPlanner(store: ana.store).plan(bundle, onConflict: .fail)
        #expect(plan.conflictCount == 2)
        #expect(
            plan.entries.flatMap { $0.action.conflicts.map(\.field) } == [
                "parameters.amplitude", "keyframes.shake.amplitude[1]",
            ])
        #expect(plan.report.contains(#"parameters.amplitude: base "10", ours "12", theirs "14""#))
        #expect(throws: SyncError.self) { try plan.apply(to: ana.store) }
        #expect(try ana.dump() == before)
    }

    @Test(arguments: [ConflictStrategy.ours, .theirs, .both])
    func eachStrategyResolvesConflicts(strategy: ConflictStrategy) throws {
        let (ana, ben) = try Self.sharedPair()
        try ana.store.updatePreset(named: "shake") {
            $0[parameter: "amplitude"] = "12"
            $0.description = "ana"
        }
        try ben.store.updatePreset(named: "shake") {
            $0[parameter: "amplitude"] = "14"
            $0[parameter: "shakes"] = "9"
        }
        let plan = try ana.importBundle(try ben.export(["shake"]), onConflict: strategy)
        let shake = try ana.store.preset(named: "shake").object
        switch strategy {
        case .ours:
            #expect(plan.entries[0].action == .resolved(.ours, plan.entries[0].action.conflicts))
            #expect(shake[parameter: "amplitude"] == "12")
            #expect(shake[parameter: "shakes"] == "9")
            #expect(shake.description == "ana")
        case .theirs:
            #expect(shake[parameter: "amplitude"] == "14")
            #expect(shake[parameter: "shakes"] == "9")
            #expect(shake.description == "ana")
        case .both, .fail:
            #expect(shake[parameter: "amplitude"] == "12")
            let copy = try ana.store.preset(named: "shake.theirs").object
            #expect(copy[parameter: "amplitude"] == "14")
            #expect(plan.report.contains("  renamed      preset   shake → 'shake.theirs'"))
        }
        // Resolving is sticky: the same bundle again changes nothing more.
        let again = try ana.importBundle(try ben.export(["shake"]), onConflict: strategy)
        #expect(again.changes.isEmpty)
    }

    @Test func deletionVersusEdit() throws {
        let (ana, ben) = try Self.sharedPair()
        try ana.store.remove("wiggle")
        try ben.store.updateTimeline(named: "wiggle") { $0.repetition = .forever }
        // Ana removed, Ben edited: a conflict either way round.
        #expect(
            try ImportPlanner(store: ana.store).plan(try BundleReader().read(ben.export()), onConflict: .fail)
                .hasConflicts)
        #expect(
            try ImportPlanner(store: ben.store).plan(try BundleReader().read(ana.export()), onConflict: .fail)
                .hasConflicts)
        // Theirs on Ana's side restores Ben's edit.
        try ana.importBundle(try ben.export(), onConflict: .theirs)
        #expect(try ana.store.timeline(named: "wiggle").object.repetition == .forever)
    }

    @Test func unchangedObjectFollowsARemoval() throws {
        let (ana, ben) = try Self.sharedPair()
        try ana.store.remove("wiggle")
        let plan = try ben.importBundle(try ana.export())
        #expect(plan.entries.first { $0.name == "wiggle" }?.action == .deleted)
        #expect(throws: StoreError.self) { try ben.store.timeline(named: "wiggle") }
    }

    @Test(arguments: [ConflictStrategy.fail, .ours, .theirs, .both])
    func differentObjectsWithOneNameClash(strategy: ConflictStrategy) throws {
        let ana = try Teammate("ana")
        let ben = try Teammate("ben")
        try ana.addShake(amplitude: "1")
        try ben.addShake(amplitude: "2")
        let data = try ben.export()
        if strategy == .fail {
            #expect {
                try ana.importBundle(data)
            } throws: { error in
                if case SyncError.conflicts(1, _) = error { true } else { false }
            }
            return
        }
        try ana.importBundle(data, onConflict: strategy)
        let names = Set(try ana.heads().keys)
        switch strategy {
        case .ours: #expect(names == ["shake"])
        case .theirs:
            #expect(names == ["shake", "shake.ours"])
            #expect(try ana.store.preset(named: "shake").object[parameter: "amplitude"] == "2")
        default: #expect(names == ["shake", "shake.theirs"])
        }
    }

    /// Two stores holding the same shake preset and wiggle timeline.
    static func sharedPair() throws -> (Teammate, Teammate) {
        let ana = try Teammate("ana")
        let ben = try Teammate("ben")
        try ana.addShake()
        try ana.addWiggle()
        try ben.importBundle(try ana.export())
        return (ana, ben)
    }
}

extension ImportTests {
    @Test func renameOntoATakenNameIsAConflict() throws {
        let (ana, ben) = try Self.sharedPair()
        try ben.addShake("pop", amplitude: "1")
        try ana.store.rename("shake", to: "pop")
        let bundle = try BundleReader().read(try ana.export(["pop"]))
        let plan = try ImportPlanner(store: ben.store).plan(bundle, onConflict: .fail)
        #expect(plan.entries.map(\.action.label) == ["conflict"])
        #expect(plan.entries[0].action.conflicts.map(\.field) == ["name"])
        // Taking theirs keeps the incoming content under the local name: no object is overwritten.
        try ben.importBundle(try ana.export(["pop"]), onConflict: .theirs)
        #expect(try ben.store.preset(named: "pop").object[parameter: "amplitude"] == "1")
        #expect(try ben.store.preset(named: "shake").object.id == ana.store.preset(named: "pop").object.id)
    }

    @Test func dryRunValidatesEverythingAndWritesNothing() throws {
        let (ana, ben) = try Self.sharedPair()
        try ana.store.updatePreset(named: "shake") { $0[parameter: "amplitude"] = "12" }
        try ana.addShake("pop")
        let before = try ben.fileBytes()
        let plan = try ImportPlanner(store: ben.store).plan(try BundleReader().read(ana.export()), onConflict: .fail)
        try plan.apply(to: ben.store, dryRun: true)
        #expect(
            plan.report
                == "Import plan: 1 new, 1 fast-forward, 1 unchanged\n  new          preset   pop\n  fast-forward preset   shake\n"
        )
        #expect(try ben.fileBytes() == before)
    }
}

extension ImportTests {
    @Test(arguments: [ConflictStrategy.ours, .both])
    func timelinesFollowTheirPresetsResolution(strategy: ConflictStrategy) throws {
        let ana = try Teammate("ana")
        let ben = try Teammate("ben")
        try ana.addShake(amplitude: "1")
        try ana.addWiggle()
        try ben.addShake(amplitude: "2")
        let plan = try ben.importBundle(try ana.export(), onConflict: strategy)
        switch strategy {
        case .both:
            // The timeline is imported and animates the copy of its preset.
            #expect(try ben.store.timeline(named: "wiggle").object.items[0].presetName == "shake.theirs")
        default:
            // Its preset was not imported, so neither is the timeline; the report says why.
            #expect(plan.entries.last?.note == "its preset is not imported")
            #expect(throws: StoreError.self) { try ben.store.timeline(named: "wiggle") }
        }
    }

    @Test func exportByTagTakesTaggedPresets() throws {
        let ana = try Teammate("ana")
        try ana.addShake()
        try ana.store.addPreset(Preset(name: "plain", type: "Circle", parameters: [.init(name: "radius", value: "4")]))
        let bundle = try BundleReader().read(try BundleExporter(store: ana.store).export(tag: "ui", header: .test))
        #expect(bundle.objects.map(\.name) == ["shake"])
    }
}

extension ImportTests {
    /// Reverts bring a hash back; the direct-parent rules still place each side correctly.
    @Test func revertsArePlacedByHistoryOrder() throws {
        let (ana, ben) = try Self.sharedPair()
        try ana.store.updatePreset(named: "shake") { $0[parameter: "amplitude"] = "12" }
        let atTwelve = try ana.export(["shake"])
        try ben.importBundle(atTwelve)
        // Ana goes back to 10, a hash Ben already knows: Ben still fast-forwards to it.
        try ana.store.revert("shake", toRevision: 1)
        #expect(try ben.importBundle(try ana.export(["shake"])).entries.map(\.action) == [.fastForward])
        #expect(try ben.store.preset(named: "shake").object[parameter: "amplitude"] == "10")
        // The bundle from before the revert is now behind Ben: skipped, not a fast-forward back to 12.
        #expect(try ben.importBundle(atTwelve).entries.map(\.action) == [.skippedAncestor])
        #expect(try ben.store.preset(named: "shake").object[parameter: "amplitude"] == "10")
    }

    @Test func timelineOnAPresetRemovedHereIsNotImported() throws {
        let (ana, ben) = try Self.sharedPair()
        try ben.store.remove("wiggle")
        try ben.store.remove("shake")
        try ana.addWiggle("wobble")
        let plan = try ben.importBundle(try ana.export(["wobble"]), onConflict: .ours)
        // Shake is behind Ben's removal (skipped), so wobble has no preset here and stays out.
        #expect(plan.entries.map(\.action.label) == ["skipped", "ours"])
        #expect(Set(try ben.heads().keys).isEmpty)
    }

    @Test func reportJSONIsCanonicalAndComplete() throws {
        let (ana, ben) = try Self.sharedPair()
        try ana.store.updatePreset(named: "shake") { $0[parameter: "amplitude"] = "12" }
        try ben.store.updatePreset(named: "shake") { $0[parameter: "amplitude"] = "14" }
        let plan = try ImportPlanner(store: ben.store).plan(try BundleReader().read(ana.export()), onConflict: .fail)
        let json = try JSONParser().parse(plan.reportJSON)
        #expect(plan.reportJSON == json.canonicalText + "\n")
        #expect(json["summary"] == ["conflict": 1, "unchanged": 1])
        let conflict = json["entries"]?.arrayValue?.first
        #expect(
            conflict?["conflicts"] == [
                ["field": "parameters.amplitude", "base": "\"10\"", "ours": "\"14\"", "theirs": "\"12\""]
            ])
    }
}

extension ImportTests {
    /// Histories written as letters, oldest first; `-` marks a removal.
    @Test(arguments: [
        ("AB", "ABC", "ahead"),
        ("AC", "ABCD", "ahead"),  // the local store once jumped over B
        ("ABC", "AB", "behind"),
        ("ABA", "AB", "behind"),  // a revert here
        ("AB", "ABA", "ahead"),  // a revert there
        ("AB", "AC", "diverged"),
        ("AB", "CD", "diverged"),
        ("AB-", "AB", "behind"),
        ("AB", "AB-", "ahead"),
    ])
    func historiesArePlaced(local: String, incoming: String, expected: String) {
        func versions(_ text: String) -> [SyncVersion] {
            var result: [SyncVersion] = []
            for character in text {
                if character == "-", let last = result.last {
                    result.append(SyncVersion(hash: last.hash, isDeletion: true))
                } else {
                    result.append(SyncVersion(hash: String(repeating: String(character), count: 64), isDeletion: false))
                }
            }
            return result
        }
        let relation = ImportPlanner.relation(local: versions(local), incoming: versions(incoming))
        #expect("\(relation)" == expected)
    }
}
