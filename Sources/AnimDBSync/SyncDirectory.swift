import AnimDBStore
import Foundation

/// A directory of one canonical file per object plus a manifest, made to live in a shared git repository.
///
/// ```
/// DIR/animdb-sync.json          {"format": "animdb-sync", "format_version": 1}
/// DIR/presets/NAME.json         one bundle object entry, laid out one member per line
/// DIR/timelines/NAME.json
/// DIR/tombstones/NAME.json      removed objects (one per name: see `write`)
/// ```
///
/// The manifest holds no object list on purpose: two teammates adding objects at once must not both edit one file
/// and make git conflict. File names come only from validated object names, so nothing is written outside DIR.
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

    // MARK: Reading

    /// Reads every object file; an empty or missing directory reads as no objects.
    ///
    /// - Throws: `SyncError` for the first bad file (its path is named), before anything is imported.
    public func read() throws(SyncError) -> SyncBundle {
        let reader = BundleReader(limits: limits)
        let manifestURL = url.appendingPathComponent(Self.manifestName)
        var objects: [BundleObject] = []
        if FileManager.default.fileExists(atPath: manifestURL.path) {
            let manifest = try reader.parse(try load(manifestURL))
            let fields = try Fields(manifest, path: Self.manifestName)
            try fields.requireOnly(["format", "format_version"])
            try BundleReader.checkFormat(fields, name: Self.formatName)
        } else if Self.folders.contains(where: {
            FileManager.default.fileExists(atPath: url.appendingPathComponent($0).path)
        }) {
            throw .invalidBundle(path: Self.manifestName, reason: "missing; this is not an animdb sync directory")
        }
        for folder in Self.folders {
            for fileName in try listJSONFiles(folder) {
                let relative = folder + "/" + fileName
                let stem = String(fileName.dropLast(5))
                let object: BundleObject
                do {
                    object = try reader.object(
                        try reader.parse(try load(url.appendingPathComponent(relative))), path: relative)
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
                guard objects.count <= limits.maxObjects else {
                    throw .limitExceeded(path: folder, reason: "more than \(limits.maxObjects) objects")
                }
            }
        }
        try BundleReader.checkUnique(objects)
        return SyncBundle(engineVersion: "", exportedAt: "", producer: Self.manifestName, objects: objects)
    }

    // MARK: Writing

    /// Makes the directory hold exactly `objects`: writes files whose bytes differ, removes stale object files.
    ///
    /// - Throws: `SyncError.io`, or `.invalidName` for a name that cannot be a file name (never expected: the
    ///   store enforces the same rule).
    @discardableResult
    public func write(_ objects: [SyncObject]) throws(SyncError) -> WriteSummary {
        var summary = WriteSummary()
        var expected: Set<String> = []
        try ensureDirectory(url)
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
            guard !holdsSameVersion(relative, object) else { continue }
            if try writeIfChanged(relative, text) { summary.written.append(relative) }
        }
        for folder in Self.folders {
            for fileName in try listJSONFiles(folder) where !expected.contains(folder + "/" + fileName) {
                let relative = folder + "/" + fileName
                do {
                    try FileManager.default.removeItem(at: url.appendingPathComponent(relative))
                } catch {
                    throw .io(path: relative, message: error.localizedDescription)
                }
                summary.removed.append(relative)
            }
        }
        return summary
    }

    // MARK: Files

    /// Whether the file already holds `object`'s id at its head version.
    ///
    /// Ancestry differs from store to store (each records its own path to a version), so rewriting a file whose
    /// head is current would make two teammates rewrite each other's ancestry on every sync, forever.
    private func holdsSameVersion(_ relative: String, _ object: SyncObject) -> Bool {
        guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(relative).path),
            data.count <= limits.maxBytes, let value = try? JSONParser(limits: limits).parse(data)
        else { return false }
        return value["id"]?.stringValue == object.id.storageText && value["hash"]?.stringValue == object.hash
            && value["deleted"]?.boolValue == object.isDeleted
    }

    private func load(_ file: URL) throws(SyncError) -> Data {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        if let size = attributes?[.size] as? Int, size > limits.maxBytes {
            throw .tooLarge(bytes: size, limit: limits.maxBytes)
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .io(path: relativePath(file), message: "cannot be read")
        }
        return data
    }

    /// The `*.json` files of one folder, sorted; other files are ignored.
    private func listJSONFiles(_ folder: String) throws(SyncError) -> [String] {
        let directory = url.appendingPathComponent(folder)
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        try requireInside(directory)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .io(path: folder, message: error.localizedDescription)
        }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    }

    private func writeIfChanged(_ relative: String, _ text: String) throws(SyncError) -> Bool {
        let file = url.appendingPathComponent(relative)
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: file.path) == data { return false }
        do {
            try data.write(to: file, options: .atomic)
        } catch {
            throw .io(path: relative, message: error.localizedDescription)
        }
        return true
    }

    private func ensureDirectory(_ directory: URL) throws(SyncError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .io(path: relativePath(directory), message: error.localizedDescription)
        }
        try requireInside(directory)
    }

    /// Refuses a folder that resolves (through symbolic links) outside DIR.
    private func requireInside(_ directory: URL) throws(SyncError) {
        let root = url.resolvingSymlinksInPath().path
        let resolved = directory.resolvingSymlinksInPath().path
        guard resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw .io(path: relativePath(directory), message: "resolves outside the sync directory")
        }
    }

    private func relativePath(_ file: URL) -> String {
        let path = file.standardizedFileURL.path
        return path.hasPrefix(url.path + "/") ? String(path.dropFirst(url.path.count + 1)) : path
    }
}
