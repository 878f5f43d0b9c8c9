import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an output file the user named, and nothing else: refuses to overwrite without `--force`, and writes to
/// a temporary file beside the target then renames it, so a failure never leaves a partial file behind.
enum FileOutput {
    static func write(_ data: Data, to url: URL, force: Bool) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw CLIError.failure("'\(url.path)' is a directory") }
            if !force { throw CLIError.failure("'\(url.path)' already exists; use --force to overwrite it") }
        }
        let directory = url.deletingLastPathComponent()
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.failure("directory '\(directory.path)' does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).animdb-\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            // rename(2) replaces the target atomically on both Linux and macOS; readers see the old file or the new.
            guard rename(temporary.path, url.path) == 0 else {
                throw CLIError.failure("cannot write '\(url.path)': \(String(cString: strerror(errno)))")
            }
        } catch let error as CLIError {
            try? manager.removeItem(at: temporary)
            throw error
        } catch {
            try? manager.removeItem(at: temporary)
            throw CLIError.failure("cannot write '\(url.path)': \(error.localizedDescription)")
        }
    }
}
