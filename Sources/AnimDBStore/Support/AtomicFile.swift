import AnimDBEngine
import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be written.
public enum AtomicFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path exists and is not a regular file (a device, FIFO, socket, directory or symbolic link): animdb never
    /// replaces one, since `--force` on `/dev/null` would otherwise replace the device with a file.
    case notARegularFile(path: String, kind: String)
    /// The directory the file would go in does not exist.
    case missingDirectory(path: String)
    /// The system refused; `message` is its reason.
    case io(path: String, message: String)

    public var description: String {
        switch self {
        case .notARegularFile(let path, let kind):
            TerminalText.escaped("'\(path)' is \(kind), not a regular file; animdb only replaces regular files")
        case .missingDirectory(let path): TerminalText.escaped("directory '\(path)' does not exist")
        case .io(let path, let message): TerminalText.escaped("cannot write '\(path)': \(message)")
        }
    }
}

/// Writes a file all at once: the bytes go to a temporary file beside the target, which is then renamed over it,
/// so readers see the old file or the new one and a failure (or a kill) never leaves a partial file. Used for
/// every file animdb writes: renders, bundles, plots and sync-directory files.
///
/// A temporary's name records its writer's process id (`.NAME.animdb-PID-UUID.tmp`), so a later run can tell the
/// leftovers of a killed process from the work of a live one: `removeStaleTemporaries(in:)` removes only the
/// former.
public struct AtomicFile {
    /// The file being written.
    public let url: URL
    /// Where the bytes go until `commit()`.
    public let temporaryURL: URL
    private let handle: FileDescriptor
    private var isFinished = false

    /// Starts writing `url` (whether an existing file may be replaced at all is the caller's decision, made
    /// before: `--force`).
    ///
    /// - Throws: `AtomicFileError.notARegularFile` if `url` exists and is not a regular file,
    ///   `.missingDirectory`, or `.io`.
    public init(_ url: URL) throws(AtomicFileError) {
        try Self.requireReplaceable(url)
        let directory = url.deletingLastPathComponent()
        var info = stat()
        guard stat(directory.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw .missingDirectory(path: directory.path)
        }
        Self.removeStaleTemporaries(in: directory)
        temporaryURL = directory.appendingPathComponent(Self.temporaryName(for: url.lastPathComponent, kind: "tmp"))
        // O_EXCL: the temporary is this process's own new file, never something already there.
        let descriptor = open(temporaryURL.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw .io(path: url.path, message: String(cString: strerror(errno))) }
        handle = FileDescriptor(descriptor)
        self.url = url
    }

    /// Appends `bytes` to the temporary file.
    public func write(_ bytes: some Collection<UInt8>) throws(AtomicFileError) {
        do {
            try handle.writeAll(bytes)
        } catch {
            throw .io(path: url.path, message: systemReason(error))
        }
    }

    /// Renames the temporary over the target (atomically, on Linux and macOS alike).
    ///
    /// - Throws: `.notARegularFile` if something other than a regular file appeared at the target meanwhile, or
    ///   `.io`; the temporary is removed either way.
    public mutating func commit() throws(AtomicFileError) {
        isFinished = true
        defer { unlink(temporaryURL.path) }
        handle.close()
        try Self.requireReplaceable(url)
        guard rename(temporaryURL.path, url.path) == 0 else {
            throw .io(path: url.path, message: String(cString: strerror(errno)))
        }
    }

    /// Drops the temporary; the target is untouched.
    public mutating func abandon() {
        guard !isFinished else { return }
        isFinished = true
        handle.close()
        unlink(temporaryURL.path)
    }

    /// Writes `data` to `url` in one go.
    public static func write(_ data: Data, to url: URL) throws(AtomicFileError) {
        var file = try AtomicFile(url)
        do {
            try file.write(data)
            try file.commit()
        } catch {
            file.abandon()
            throw error
        }
    }

    // MARK: Checks

    /// What is at `url` without following a symbolic link: nil when nothing is.
    public static func kind(of url: URL) -> String? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a directory"
        case S_IFLNK: return "a symbolic link"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// Refuses a path that exists and is not a regular file (symbolic links included: replacing one would silently
    /// turn a link the user made into a file).
    public static func requireReplaceable(_ url: URL) throws(AtomicFileError) {
        if let kind = kind(of: url), kind != "a regular file" {
            throw .notARegularFile(path: url.path, kind: kind)
        }
    }

    // MARK: Temporaries

    /// `.NAME.animdb-PID-UUID.KIND`: hidden, beside its target, and marked with the writing process.
    public static func temporaryName(for name: String, kind: String) -> String {
        ".\(name).animdb-\(getpid())-\(UUID().uuidString).\(kind)"
    }

    /// Removes, in `directory`, every temporary named by `temporaryName` (and SQLite's `-wal`/`-shm` companions of
    /// one) whose process is no longer running, plus unmarked temporaries of older animdb builds once a day old.
    ///
    /// Safe beside live writers: a temporary of a running process (this one included) is never touched, and
    /// only regular files whose names match exactly are considered. Best effort: failures are ignored.
    public static func removeStaleTemporaries(in directory: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let now = Date()
        for name in names where name.hasPrefix(".") {
            guard let owner = Self.owner(ofTemporary: name) else { continue }
            let url = directory.appendingPathComponent(name)
            guard kind(of: url) == "a regular file" else { continue }
            switch owner {
            case .process(let pid):
                guard !isRunning(pid) else { continue }
            case .unknown:
                let modified =
                    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
                guard let modified, now.timeIntervalSince(modified) > 86_400 else { continue }
            }
            unlink(url.path)
        }
    }

    enum Owner: Equatable {
        case process(pid_t)
        /// A temporary from a build that did not record its process.
        case unknown
    }

    /// Who wrote a temporary, from its name; nil for any other name.
    static func owner(ofTemporary name: String) -> Owner? {
        var stem = Substring(name)
        for suffix in ["-wal", "-shm", "-journal"] where stem.hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
        guard stem.hasPrefix("."), let dot = stem.lastIndex(of: ".") else { return nil }
        let kind = stem[stem.index(after: dot)...]
        guard kind == "tmp" || kind == "creating" else { return nil }
        let body = stem[..<dot]
        let markerText = ".animdb-"
        if let marker = body.indices.last(where: { body[$0...].hasPrefix(markerText) }) {
            // PID-UUID: the pid, a dash, then a 36-character UUID.
            let tail = body[body.index(marker, offsetBy: markerText.count)...]
            if let dash = tail.firstIndex(of: "-"), let pid = pid_t(tail[..<dash]), pid > 0,
                UUID(uuidString: String(tail[tail.index(after: dash)...])) != nil
            {
                return .process(pid)
            }
            if UUID(uuidString: String(tail)) != nil { return .unknown }  // `.NAME.animdb-UUID.tmp`
            return nil
        }
        // `.NAME.UUID.creating`: store creation before process ids were recorded. Only animdb's own store names,
        // since the shape alone is common enough that another program could use it.
        if kind == "creating", let uuidDot = body.lastIndex(of: "."),
            UUID(uuidString: String(body[body.index(after: uuidDot)...])) != nil,
            body[..<uuidDot].contains("animdb")
        {
            return .unknown
        }
        return nil
    }

    /// Whether process `pid` exists (EPERM: it does, owned by someone else).
    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}

// A writer belongs to the one command that makes it.
@available(*, unavailable)
extension AtomicFile: Sendable {}
