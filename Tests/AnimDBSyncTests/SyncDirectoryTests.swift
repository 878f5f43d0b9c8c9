import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSync

/// The sync directory without git: layout, stable bytes, removals, renames, and hostile files.
struct SyncDirectoryTests {
    @Test func writesOneFilePerObjectAndAManifest() throws {
        let ana = try Teammate("ana")
        let directory = try TemporaryDirectory()
        try ana.addShake()
        try ana.addWiggle()
        let report = try SyncDirectory(url: directory.url).sync(store: ana.store)
        #expect(Set(report.files.written) == ["animdb-sync.json", "presets/shake.json", "timelines/wiggle.json"])
        let manifest = try String(contentsOf: directory.url.appendingPathComponent("animdb-sync.json"), encoding: .utf8)
        #expect(manifest == "{\n  \"format\": \"animdb-sync\",\n  \"format_version\": 1\n}\n")
        // A second sync rewrites nothing.
        let again = try SyncDirectory(url: directory.url).sync(store: ana.store)
        #expect(again.files == .init())
        #expect(again.plan.isNoOp)
    }

    @Test func removalsAndRenamesMoveFiles() throws {
        let (directory, ana, ben) = try Self.anaSynced()
        try ana.store.remove("wiggle")
        try ana.store.rename("shake", to: "shiver")
        let report = try SyncDirectory(url: directory.url).sync(store: ana.store)
        #expect(Set(report.files.removed) == ["presets/shake.json", "timelines/wiggle.json"])
        #expect(Set(report.files.written) == ["presets/shiver.json", "tombstones/wiggle.json"])
        // A teammate syncing an empty store gets the live preset and nothing of the removed timeline.
        _ = try SyncDirectory(url: directory.url).sync(store: ben.store)
        #expect(Set(try ben.heads().keys) == ["shiver"])
    }

    @Test func teammateRemovalPropagates() throws {
        let (directory, ana, ben) = try Self.anaSynced()
        _ = try SyncDirectory(url: directory.url).sync(store: ben.store)
        try ben.store.remove("wiggle")
        _ = try SyncDirectory(url: directory.url).sync(store: ben.store)
        let report = try SyncDirectory(url: directory.url).sync(store: ana.store)
        #expect(report.plan.entries.contains { $0.name == "wiggle" && $0.action == .deleted })
        #expect(Set(try ana.heads().keys) == ["shake"])
    }

    /// A directory Ana has synced her shake preset and wiggle timeline into, and Ben with an empty store.
    static func anaSynced() throws -> (TemporaryDirectory, Teammate, Teammate) {
        let ana = try Teammate("ana")
        let directory = try TemporaryDirectory()
        try ana.addShake()
        try ana.addWiggle()
        _ = try SyncDirectory(url: directory.url).sync(store: ana.store)
        return (directory, ana, try Teammate("ben"))
    }

    struct HostileFile: Sendable, CustomTestStringConvertible {
        var label: String
        var path: String
        var content: @Sendable (String) -> String
        var message: String
        var testDescription: String { label }
    }

    static let hostile: [HostileFile] = [
        HostileFile(
            label: "file not named after its object", path: "presets/other.json", content: { $0 },
            message: "'presets/other.json': holds 'shake'"),
        HostileFile(label: "bad file name", path: "presets/a b.json", content: { $0 }, message: "holds 'shake'"),
        HostileFile(
            label: "wrong folder", path: "timelines/shake.json", content: { $0 }, message: "belongs in 'presets/'"),
        HostileFile(
            label: "malformed", path: "presets/shake.json", content: { String($0.dropLast(5)) },
            message: "'presets/shake.json': malformed JSON at line"),
        HostileFile(
            label: "hash mismatch", path: "presets/shake.json",
            content: { $0.replacingOccurrences(of: "\"10\"", with: "\"11\"") },
            message: "Hash of 'shake' does not match"),
        HostileFile(
            label: "newer manifest", path: "animdb-sync.json",
            content: { _ in "{\"format\": \"animdb-sync\", \"format_version\": 7}" },
            message: "format version 7 is newer"),
        HostileFile(
            label: "foreign manifest", path: "animdb-sync.json", content: { _ in "{\"format\": \"zip\"}" },
            message: "Not an animdb bundle (format 'zip')"),
    ]

    @Test(arguments: hostile)
    func hostileFilesAreRefusedAndNothingChanges(_ file: HostileFile) throws {
        let ana = try Teammate("ana")
        let ben = try Teammate("ben")
        let directory = try TemporaryDirectory()
        try ana.addShake()
        _ = try SyncDirectory(url: directory.url).sync(store: ana.store)
        let original = try String(
            contentsOf: directory.url.appendingPathComponent("presets/shake.json"), encoding: .utf8)
        if file.path != "presets/shake.json", file.path != "animdb-sync.json" {
            try FileManager.default.removeItem(at: directory.url.appendingPathComponent("presets/shake.json"))
        }
        let target = directory.url.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.content(original).utf8).write(to: target)
        let before = try ben.dump()
        let filesBefore = try GitSyncTests.files(directory.url)
        #expect {
            _ = try SyncDirectory(url: directory.url).sync(store: ben.store)
        } throws: { error in
            String(describing: error).contains(file.message) && !String(describing: error).contains("\n")
        }
        #expect(try ben.dump() == before)
        #expect(try GitSyncTests.files(directory.url) == filesBefore)
    }

    @Test func aFolderLinkedOutsideIsRefused() throws {
        let ana = try Teammate("ana")
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try ana.addShake()
        try FileManager.default.createSymbolicLink(
            at: directory.url.appendingPathComponent("presets"), withDestinationURL: outside.url)
        #expect(throws: SyncError.self) { try SyncDirectory(url: directory.url).sync(store: ana.store) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
    }
}
