import AnimDBModel
import AnimDBStore

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

/// The file-system operations commands use, reached through `CommandContext.fileSystem` so every command touches
/// files in one way and tests can see (and replace) what a command does to the disk.
public struct FileSystem: Sendable {
    public init() {}

    /// What is at a path, following symbolic links.
    public enum Kind: Sendable, Equatable {
        case file(size: Int)
        case directory
        case other
    }

    /// What is at `url`, or nil when nothing is.
    public func kind(of url: URL) -> Kind? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        let type = Int(info.st_mode) & Int(S_IFMT)
        if type == Int(S_IFDIR) { return .directory }
        if type == Int(S_IFREG) { return .file(size: Int(info.st_size)) }
        return .other
    }

    public func exists(_ url: URL) -> Bool { kind(of: url) != nil }

    public func isDirectory(_ url: URL) -> Bool { kind(of: url) == .directory }

    /// Creates `url` and any missing parents.
    public func createDirectory(_ url: URL) throws {
        try FileManager().createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func read(_ url: URL) throws -> Data {
        try Data(contentsOf: url)
    }

    /// Makes `destination` a second name of `source`; fails with EEXIST if `destination` exists (link(2)), which
    /// is what lets two processes race to create one file and have exactly one win.
    public func link(_ source: URL, to destination: URL) throws(POSIXFailure) {
        guard posixLink(source.path, destination.path) == 0 else { throw POSIXFailure() }
    }

    /// Removes a file if it is there; a missing file is not an error.
    public func remove(_ url: URL) {
        _ = unlink(url.path)
    }

    /// What is at `url` without following a symbolic link (`a regular file`, `a directory`, `a symbolic link`,
    /// `a FIFO`, …), or nil when nothing is: what decides whether a file may be replaced.
    public func entryKind(of url: URL) -> String? { AtomicFile.kind(of: url) }

    /// Writes `url` from what `body` writes, through a temporary beside it that is renamed over it at the end
    /// (`AtomicFile`): all of it, or, if `body` throws, nothing.
    public func writeAtomically(_ url: URL, _ body: (AtomicFile) throws -> Void) throws {
        var file = try AtomicFile(url)
        do {
            try body(file)
            try file.commit()
        } catch {
            file.abandon()
            throw error
        }
    }

    /// Removes temporaries that processes which no longer run left in `directory` (see `AtomicFile`).
    public func removeStaleTemporaries(in directory: URL) {
        AtomicFile.removeStaleTemporaries(in: directory)
    }
}

/// A failed system call: its errno and the system's message for it.
public struct POSIXFailure: Error, CustomStringConvertible {
    public let code: Int32

    init() { code = errno }

    public var description: String { String(cString: strerror(code)) }
    public var alreadyExists: Bool { code == EEXIST }
}

// `link` and `read` are also method names here; these reach the C functions.
private func posixLink(_ old: String, _ new: String) -> Int32 { link(old, new) }

/// Standard input, reached through `CommandContext.standardInput` so `import -` runs in-process in tests.
public final class InputSource: @unchecked Sendable {
    // @unchecked: the bytes are only read by the one command run that owns this source.
    private let descriptor: Int32?
    private var bytes: [UInt8]

    /// The process's standard input.
    public static func standardInput() -> InputSource { InputSource(descriptor: STDIN_FILENO, bytes: []) }

    /// Input that is exactly `data`, for tests.
    public init(_ data: Data = Data()) {
        descriptor = nil
        bytes = Array(data)
    }

    private init(descriptor: Int32?, bytes: [UInt8]) {
        self.descriptor = descriptor
        self.bytes = bytes
    }

    /// Reads up to `limit` bytes (fewer at end of input); callers ask for one more than they accept to detect
    /// input that is too large without reading all of it.
    public func read(upTo limit: Int) -> Data {
        guard let descriptor else {
            let taken = bytes.prefix(limit)
            bytes.removeFirst(taken.count)
            return Data(taken)
        }
        var result = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while result.count < limit {
            let wanted = min(buffer.count, limit - result.count)
            let count = buffer.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, wanted) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            result.append(contentsOf: buffer[..<count])
        }
        return result
    }
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
