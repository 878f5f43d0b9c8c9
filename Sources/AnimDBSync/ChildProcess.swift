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

/// Runs a program to completion with posix_spawn, its output captured: what `Git` needs, without Foundation's
/// `Process` (which needs full Foundation, and so ICU, loaded into every animdb process).
struct ChildProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// A failed spawn: the system's reason.
    struct SpawnError: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` with `arguments` and exactly `environment`, standard input from /dev/null; waits for it.
    ///
    /// Output goes to unlinked scratch files rather than pipes, so a chatty program can never fill a pipe and
    /// deadlock against the wait. An exit by signal reports status 128 + the signal number, as shells do.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws(SpawnError)
        -> Result
    {
        let output = try scratchFile()
        defer { close(output) }
        let errors = try scratchFile()
        defer { close(errors) }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw SpawnError(description: String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw SpawnError(description: String(cString: strerror(errno))) }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: the C macros are not imported into Swift.
        let signal = status & 0x7f
        let code = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return Result(status: code, stdout: contents(of: output), stderr: contents(of: errors))
    }

    /// An open, already-unlinked temporary file: gone from the disk as soon as it is closed.
    private static func scratchFile() throws(SpawnError) -> Int32 {
        let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/animdb-child-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw SpawnError(description: String(cString: strerror(errno))) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return descriptor
    }

    private static func contents(of descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        lseek(descriptor, 0, SEEK_SET)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
