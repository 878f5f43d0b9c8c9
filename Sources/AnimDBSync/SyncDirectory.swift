import AnimDBEngine
import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A directory of one canonical file per object plus a manifest, made to live in a shared git repository.
///
/// ```
/// DIR/animdb-sync.json          {"format": "animdb-sync", "format_version": 1}
/// DIR/presets/NAME.json         one bundle object entry, laid out one member per line
/// DIR/timelines/NAME.json
/// DIR/tombstones/NAME.json      removed objects (one per name: see `write`)
/// DIR/types/NAME.json           a user's type (`add type`): its Swift source, hash and ancestry
/// ```
///
/// The manifest holds no object list on purpose: two teammates adding objects at once must not both edit one file
/// and make git conflict. File names come only from validated object names, and nothing in DIR that is not a plain
/// directory or file (a committed symbolic link, say) is followed, so nothing is written outside DIR. Every sync
/// holds `DirectoryLock` on DIR, so two syncs into one directory take turns.
public struct SyncDirectory {
    /// The manifest's file name.
    public static let manifestName = "animdb-sync.json"
    /// The manifest's `format`.
    public static let formatName = "animdb-sync"

    public let url: URL
    public var limits: ContentLimits

    public init(url: URL, limits: ContentLimits = ContentLimits()) {
        self.url = url.standardizedFileURL
        self.limits = limits
    }

    /// What `write` changed, as paths relative to DIR.
    public struct WriteSummary: Hashable, Sendable {
        public var written: [String] = []
        public var removed: [String] = []
    }

    private static let folders = ["presets", "timelines", "tombstones"]
    /// Where the user's types live, one file per type name.
    private static let typesFolder = "types"

    // MARK: Reading

    /// Reads every object file; an empty or missing directory reads as no objects.
    ///
    /// - Throws: `SyncError` for the first bad file (its path is named), before anything is imported.
    public func read() throws(SyncError) -> SyncBundle {
        let lock = try lockIfPresent()
        defer { withExtendedLifetime(lock) {} }
        return try readSnapshot().bundle
    }

    /// What one read found: the objects, and every object file it read (relative to DIR), which are the only files
    /// a later `write` in the same locked run may remove.
    struct Snapshot {
        var bundle: SyncBundle
        var files: Set<String>
    }

    /// Reads the directory; the caller holds the lock.
    func readSnapshot() throws(SyncError) -> Snapshot {
        try requireSafeRoot()
        let reader = BundleReader(limits: limits)
        let manifestURL = url.appendingPathComponent(Self.manifestName)
        var objects: [BundleObject] = []
        var files: Set<String> = []
        if AtomicFile.kind(of: manifestURL) != nil {
            let manifest = try reader.parse(try load(Self.manifestName))
            let fields = try Fields(manifest, path: Self.manifestName)
            try fields.requireOnly(["format", "format_version"])
            try BundleReader.checkFormat(fields, name: Self.formatName)
        } else if (Self.folders + [Self.typesFolder]).contains(where: {
            AtomicFile.kind(of: url.appendingPathComponent($0)) != nil
        }) {
            throw .invalidBundle(path: Self.manifestName, reason: "missing; this is not an animdb sync directory")
        }
        for folder in Self.folders {
            for fileName in try listJSONFiles(folder) {
                let relative = folder + "/" + fileName
                let stem = String(fileName.dropLast(5))
                let object: BundleObject
                do {
                    object = try reader.object(try reader.parse(try load(relative)), path: relative)
                } catch .malformedJSON(let line, let column, let message) {
                    throw .invalidBundle(
                        path: relative, reason: "malformed JSON at line \(line), column \(column): \(message)")
                }
                guard object.name == stem else {
                    throw .invalidBundle(
                        path: relative, reason: "holds '\(object.name)'; the file must be named after it")
                }
                let expectedFolder = object.isDeleted ? "tombstones" : object.kind.rawValue + "s"
                guard expectedFolder == folder else {
                    throw .invalidBundle(path: relative, reason: "belongs in '\(expectedFolder)/'")
                }
                objects.append(object)
                files.insert(relative)
                guard objects.count <= limits.maxObjects else {
                    throw .limitExceeded(path: folder, reason: "more than \(limits.maxObjects) objects")
                }
            }
        }
        try BundleReader.checkUnique(objects)
        var types: [BundleType] = []
        for fileName in try listJSONFiles(Self.typesFolder) {
            let relative = Self.typesFolder + "/" + fileName
            let type = try reader.type(try reader.parse(try load(relative)), path: relative)
            guard type.definition.name == String(fileName.dropLast(5)) else {
                throw .invalidBundle(
                    path: relative, reason: "holds '\(type.definition.name)'; the file must be named after it")
            }
            types.append(type)
            files.insert(relative)
        }
        return Snapshot(
            bundle: SyncBundle(
                engineVersion: "", exportedAt: "", producer: Self.manifestName, objects: objects, types: types),
            files: files)
    }

    // MARK: Writing

    /// Makes the directory hold exactly `objects`: writes files whose bytes differ, removes stale object files.
    ///
    /// - Throws: `SyncError.io`, or `.invalidName` for a name that cannot be a file name (never expected: the
    ///   store enforces the same rule).
    @discardableResult
    public func write(_ objects: [SyncObject], types: [BundleType] = []) throws(SyncError) -> WriteSummary {
        try ensureDirectory(url)
        let lock = try DirectoryLock(url)
        defer { withExtendedLifetime(lock) {} }
        var present: Set<String> = []
        for folder in Self.folders + [Self.typesFolder] {
            for fileName in try listJSONFiles(folder) { present.insert(folder + "/" + fileName) }
        }
        return try write(objects, types: types, removable: present)
    }

    /// Writes `objects`, removing only stale files among `removable` (what this run read under its lock): a file
    /// that appeared since is someone else's decision, never deleted here. The caller holds the lock.
    func write(_ objects: [SyncObject], types: [BundleType] = [], removable: Set<String>) throws(SyncError)
        -> WriteSummary
    {
        var summary = WriteSummary()
        var expected: Set<String> = []
        try ensureDirectory(url)
        try requireSafeRoot()
        let manifest = CanonicalLayout.format(
            JSONValue.object([
                "format": .string(Self.formatName), "format_version": .number(Double(SyncBundle.formatVersion)),
            ])
            .canonicalText)
        if try writeIfChanged(Self.manifestName, manifest) { summary.written.append(Self.manifestName) }
        for object in objects {
            do {
                try NameRules.validate(object.name)
            } catch {
                throw .invalidName(object.name, reason: "cannot be used as a file name")
            }
            let folder = object.isDeleted ? "tombstones" : object.kind.rawValue + "s"
            let relative = folder + "/" + object.name + ".json"
            // Two removed objects that had one name share one file: the first by id is kept and the other removal
            // stays local (a teammate who still has that object keeps it). Live objects have unique names.
            guard expected.insert(relative).inserted else { continue }
            try ensureDirectory(url.appendingPathComponent(folder))
            let text = CanonicalLayout.format(
                BundleObject.canonicalText(
                    kind: object.kind, id: object.id, name: object.name, hash: object.hash, ancestry: object.ancestry,
                    isDeleted: object.isDeleted, contentText: object.contentText))
            guard
                !holds(relative, ["id": object.id.storageText, "hash": object.hash], deleted: object.isDeleted)
            else { continue }
            if try writeIfChanged(relative, text) { summary.written.append(relative) }
        }
        for type in types {
            let relative = Self.typesFolder + "/" + type.definition.name + ".json"
            expected.insert(relative)
            try ensureDirectory(url.appendingPathComponent(Self.typesFolder))
            // As for objects: a file at the same hash keeps the ancestry the other teammate wrote.
            guard !holds(relative, ["hash": type.hash]) else { continue }
            if try writeIfChanged(relative, CanonicalLayout.format(type.canonicalText)) {
                summary.written.append(relative)
            }
        }
        for relative in removable.subtracting(expected).sorted() {
            let file = url.appendingPathComponent(relative)
            // Gone already, or no longer a plain file: not this run's to remove.
            guard AtomicFile.kind(of: file) == "a regular file" else { continue }
            do {
                try FileManager.default.removeItem(at: file)
            } catch {
                throw .io(path: relative, message: systemReason(error))
            }
            summary.removed.append(relative)
        }
        return summary
    }

    // MARK: Files

    /// Whether the file already holds these string members (an object's id and head hash, a type's hash) and, when
    /// given, this removal state: the version about to be written.
    ///
    /// Ancestry differs from store to store (each records its own path to a version), so rewriting a file whose
    /// head is current would make two teammates rewrite each other's ancestry on every sync, forever.
    private func holds(_ relative: String, _ strings: [String: String], deleted: Bool? = nil) -> Bool {
        guard let data = try? load(relative), let value = try? JSONParser(limits: limits).parse(data) else {
            return false
        }
        return strings.allSatisfy { value[$0.key]?.stringValue == $0.value }
            && (deleted.map { value["deleted"]?.boolValue == $0 } ?? true)
    }

    /// Reads one file of DIR, which must be a regular file (a committed symbolic link could point anywhere, into
    /// `.git/` for one) within the size limit.
    private func load(_ relative: String) throws(SyncError) -> Data {
        let file = url.appendingPathComponent(relative)
        try requirePlain(file, relative, directory: false)
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        if let size = attributes?[.size] as? Int, size > limits.maxBytes {
            throw .tooLarge(bytes: size, limit: limits.maxBytes)
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .io(path: relative, message: "cannot be read")
        }
        return data
    }

    /// The `*.json` files of one folder, sorted; other files (our own hidden temporaries among them) are ignored.
    private func listJSONFiles(_ folder: String) throws(SyncError) -> [String] {
        let directory = url.appendingPathComponent(folder)
        guard AtomicFile.kind(of: directory) != nil else { return [] }
        try requirePlain(directory, folder, directory: true)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .io(path: folder, message: systemReason(error))
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    }

    private func writeIfChanged(_ relative: String, _ text: String) throws(SyncError) -> Bool {
        let file = url.appendingPathComponent(relative)
        let data = Data(text.utf8)
        if AtomicFile.kind(of: file) != nil {
            try requirePlain(file, relative, directory: false)
            if FileManager.default.contents(atPath: file.path) == data { return false }
        }
        do {
            try AtomicFile.write(data, to: file)
        } catch {
            throw .io(path: relative, message: error.description)
        }
        return true
    }

    private func ensureDirectory(_ directory: URL) throws(SyncError) {
        let relative = relativePath(directory)
        if AtomicFile.kind(of: directory) == nil {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: directory == url)
            } catch {
                throw .io(path: relative, message: systemReason(error))
            }
        }
        if directory != url { try requirePlain(directory, relative, directory: true) }
    }

    /// Refuses anything inside DIR that is not a plain directory or regular file: symbolic links are never
    /// followed (a teammate can commit `presets -> .git`, and then writing presets would write into `.git/`).
    private func requirePlain(_ item: URL, _ relative: String, directory: Bool) throws(SyncError) {
        let kind = AtomicFile.kind(of: item)
        let wanted = directory ? "a directory" : "a regular file"
        guard kind == wanted else {
            throw .io(
                path: relative,
                message: "is \(kind ?? "missing"), not \(wanted); animdb does not follow links in a sync directory")
        }
    }

    /// Refuses a DIR inside a git repository's own `.git` directory (where writing JSON files would corrupt it).
    /// DIR itself may be reached through a symbolic link the user made; what counts is where it really is.
    func requireSafeRoot() throws(SyncError) {
        let real = url.resolvingSymlinksInPath()
        if real.pathComponents.contains(".git") || url.pathComponents.contains(".git") {
            throw .io(path: url.path, message: "is inside a .git directory; sync into the work tree instead")
        }
        if let kind = AtomicFile.kind(of: real), kind != "a directory" {
            throw .io(path: url.path, message: "is \(kind), not a directory")
        }
    }

    /// The lock on DIR when DIR exists (reading a missing DIR needs none: it reads as empty).
    private func lockIfPresent() throws(SyncError) -> DirectoryLock? {
        AtomicFile.kind(of: url) == nil ? nil : try DirectoryLock(url)
    }

    private func relativePath(_ file: URL) -> String {
        let path = file.standardizedFileURL.path
        return path.hasPrefix(url.path + "/") ? String(path.dropFirst(url.path.count + 1)) : path
    }
}
