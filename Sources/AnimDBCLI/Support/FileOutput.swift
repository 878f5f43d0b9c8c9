import Foundation

/// Writes an output file the user named, and nothing else: refuses to overwrite without `--force`, and writes to
/// a temporary file beside the target then renames it, so a failure never leaves a partial file behind.
enum FileOutput {
    static func write(_ data: Data, to url: URL, force: Bool, in fileSystem: FileSystem) throws {
        switch fileSystem.kind(of: url) {
        case .directory: throw CLIError.failure("'\(url.path)' is a directory")
        case .some where !force: throw CLIError.failure("'\(url.path)' already exists; use --force to overwrite it")
        default: break
        }
        let directory = url.deletingLastPathComponent()
        guard fileSystem.isDirectory(directory) else {
            throw CLIError.failure("directory '\(directory.path)' does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).animdb-\(UUID().uuidString).tmp")
        do {
            try fileSystem.write(data, to: temporary)
            // rename(2) replaces the target atomically on both Linux and macOS; readers see the old file or the new.
            try fileSystem.rename(temporary, to: url)
        } catch let error as POSIXFailure {
            fileSystem.remove(temporary)
            throw CLIError.failure("cannot write '\(url.path)': \(error)")
        } catch {
            fileSystem.remove(temporary)
            throw CLIError.failure("cannot write '\(url.path)': \(error.localizedDescription)")
        }
    }
}
