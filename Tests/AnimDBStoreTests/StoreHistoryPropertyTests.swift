import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

/// Random edit sequences must always leave a well-formed history.
struct StoreHistoryPropertyTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func historyStaysAHashChainThroughRandomEdits(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let database = try TemporaryDatabase()
        let store = try database.openStore()
        var name = "card"
        try store.addPreset(Fixtures.card(name: name))
        for step in 0..<40 {
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                let value = String(Int.random(in: 0...3, using: &random))
                try store.updatePreset(named: name) { $0[parameter: "cornerRadius"] = value }
            case 1:
                let tags = Set(["ui", "cards", "beta"].filter { _ in Bool.random(using: &random) })
                try store.updatePreset(named: name) { $0.tags = tags }
            case 2:
                let newName = ["card", "tile", "panel"][Int.random(in: 0..<3, using: &random)]
                if newName != name {
                    try store.rename(name, to: newName)
                    name = newName
                }
            case 3:
                let latest = try store.log(name).count
                let target = Int.random(in: 1...latest, using: &random)
                let reverted = try store.revert(name, toRevision: target)
                // Reverting keeps the name, so the content matches revision `target` apart from the name.
                guard case .preset(let old) = try store.object(named: name, revision: target),
                    case .preset(let new) = reverted
                else {
                    Issue.record("expected presets")
                    return
                }
                var expected = old.object
                expected.name = name
                #expect(new.object == expected, "step \(step)")
            default:
                try store.remove(name)
                try store.revert(name, toRevision: try store.log(name).count - 1)
            }
            try checkInvariants(store, name: name)
        }
    }

    private func checkInvariants(_ store: Store, name: String) throws {
        let log = try store.log(name)
        #expect(log.map(\.revision) == Array(1...log.count))
        #expect(log.first?.parentHash == nil)
        for (previous, entry) in zip(log, log.dropFirst()) {
            #expect(entry.parentHash == previous.hash)
            #expect(previous.hash != entry.hash || previous.isDeletion || entry.isDeletion)
        }
        let current = try store.preset(named: name)
        #expect(current.revision == log.count)
        #expect(current.hash == log.last?.hash)
        #expect(current.hash == current.object.contentHash)
        for entry in log {
            #expect(try store.object(named: name, revision: entry.revision).hash == entry.hash)
        }
    }
}
