import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes an output file the user named, and nothing else: refuses to overwrite without `--force`, never replaces
/// anything but a regular file (not `/dev/null`, not a symbolic link), and writes through `AtomicFile`, so a
/// failure or a kill never leaves a partial file behind.
enum FileOutput {
    /// Refuses, before any work is done, what `write` would refuse: a directory or anything else that is not a
    /// regular file at `url`, an existing file without `force`, or a missing directory.
    static func check(_ url: URL, force: Bool, in fileSystem: FileSystem) throws {
        if let kind = fileSystem.entryKind(of: url) {
            guard kind == "a regular file" else {
                throw CLIError.failure(AtomicFileError.notARegularFile(path: url.path, kind: kind).description)
            }
            if !force { throw CLIError.failure("'\(url.path)' already exists; use --force to overwrite it") }
        }
        let directory = url.deletingLastPathComponent()
        guard fileSystem.isDirectory(directory) else {
            throw CLIError.failure("directory '\(directory.path)' does not exist")
        }
    }

    static func write(_ data: Data, to url: URL, force: Bool, in fileSystem: FileSystem) throws {
        try stream(to: url, force: force, in: fileSystem) { try $0.write(data) }
    }

    /// Creates the file from what `body` writes: all of it, or (if `body` throws) nothing.
    static func stream(to url: URL, force: Bool, in fileSystem: FileSystem, _ body: (AtomicFile) throws -> Void)
        throws
    {
        try check(url, force: force, in: fileSystem)
        do {
            try fileSystem.writeAtomically(url, body)
        } catch let error as AtomicFileError {
            throw CLIError.failure(error.description)
        }
    }
}
