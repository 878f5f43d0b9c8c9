import AnimDBEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of ffmpeg, started with posix_spawn (no shell): its standard input is a socket animdb writes frames to,
/// its error output an unlinked scratch file (a chatty encoder can never fill a pipe and stall against the frames),
/// and an optional small extra input (a palette) waits on descriptor 3 as `pipe:3`.
///
/// Standard input is a socket rather than a pipe so a write after ffmpeg has died fails with EPIPE instead of
/// raising SIGPIPE (`MSG_NOSIGNAL`, or `SO_NOSIGPIPE` on Darwin), whoever owns the process's signal handling. A
/// process that is dropped before `finish()` is killed and reaped.
final class EncoderProcess {
    private let program: String
    private let pid: pid_t
    private var input: Int32
    private let errors: Int32
    private var reaped = false

    init(_ ffmpeg: FFmpeg, _ arguments: [String], extraInput: [UInt8]? = nil, output: Int32? = nil)
        throws(RasterError)
    {
        program = "ffmpeg"
        var sockets: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM_VALUE), 0, &sockets) == 0 else {
            throw .io("cannot start ffmpeg: \(String(cString: strerror(errno)))")
        }
        _ = fcntl(sockets[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(sockets[1], F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(sockets[0], SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let errors: Int32
        do {
            errors = try Self.scratchFile()
        } catch {
            close(sockets[0])
            close(sockets[1])
            throw error
        }
        var extra: [Int32] = [-1, -1]
        if let extraInput {
            // The bytes fit in the pipe's buffer (a palette is 1 KiB), so they are written before ffmpeg starts.
            guard extraInput.count <= 16384, pipe(&extra) == 0 else {
                close(sockets[0])
                close(sockets[1])
                close(errors)
                throw .io("cannot start ffmpeg: \(String(cString: strerror(errno)))")
            }
            _ = fcntl(extra[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(extra[1], F_SETFD, FD_CLOEXEC)
            _ = extraInput.withUnsafeBytes { posixWrite(extra[1], $0.baseAddress, $0.count) }
            close(extra[1])
        }
        defer {
            close(sockets[1])
            if extra[0] >= 0 { close(extra[0]) }
        }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, sockets[1], 0)
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        if extra[0] >= 0 { posix_spawn_file_actions_adddup2(&actions, extra[0], 3) }
        let argv = ([ffmpeg.path] + arguments).map { strdup($0) } + [nil]
        // Only what ffmpeg needs to print plain messages: nothing from the user's environment reaches it.
        let environment: [String] = ["AV_LOG_FORCE_NOCOLOR=1", "LC_ALL=C"]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, ffmpeg.path, &actions, nil, argv, envp)
        guard spawned == 0 else {
            close(sockets[0])
            close(errors)
            throw .encoder(program: program, detail: "cannot run \(ffmpeg.path): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        input = sockets[0]
        self.errors = errors
    }

    deinit {
        if input >= 0 { close(input) }
        if !reaped {
            kill(pid, SIGKILL)
            _ = wait()
        }
        close(errors)
    }

    /// Sends `bytes` to ffmpeg's standard input, all of them.
    ///
    /// - Throws: `RasterError.encoder` with ffmpeg's own last error line when it has stopped reading (it failed).
    func write(_ bytes: [UInt8]) throws(RasterError) {
        let failure: Int32? = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = send(input, buffer.baseAddress! + offset, buffer.count - offset, Int32(Self.noSignal))
                if sent < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += sent
            }
            return nil
        }
        guard let failure else { return }
        try finish()
        throw .encoder(program: program, detail: "stopped reading its input (\(String(cString: strerror(failure))))")
    }

    /// Ends the input and waits for ffmpeg to exit.
    ///
    /// - Throws: `RasterError.encoder` with ffmpeg's last error line when it exits with a failure or a signal.
    func finish() throws(RasterError) {
        if input >= 0 {
            close(input)
            input = -1
        }
        guard !reaped else { return }
        let status = wait()
        guard status != 0 else { return }
        let detail = lastErrorLine() ?? "exit status \(status)"
        throw .encoder(program: program, detail: detail)
    }

    /// Waits for the process; its exit status, or 128 + the signal that ended it, as shells report.
    private func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { break }
        }
        reaped = true
        // WIFEXITED / WEXITSTATUS / WTERMSIG, spelled out: the C macros are not imported into Swift.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// The last non-empty line ffmpeg wrote to its error output (read from the last 4 KiB), or nil.
    private func lastErrorLine() -> String? {
        let size = lseek(errors, 0, SEEK_END)
        guard size > 0 else { return nil }
        let start = max(0, size - 4096)
        lseek(errors, start, SEEK_SET)
        var buffer = [UInt8](repeating: 0, count: Int(size - start))
        let count = buffer.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).last { !$0.allSatisfy(\.isWhitespace) }
        return line.map { String($0.prefix(300)).trimmingWhitespace() }
    }

    /// Runs ffmpeg with no input and returns up to `limit` bytes of its standard output.
    static func output(of ffmpeg: FFmpeg, _ arguments: [String], limit: Int) throws(RasterError) -> String {
        let output = try scratchFile()
        defer { close(output) }
        let process = try EncoderProcess(ffmpeg, arguments, output: output)
        try process.finish()
        lseek(output, 0, SEEK_SET)
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
        return String(decoding: buffer[..<max(count, 0)], as: UTF8.self)
    }

    /// An open, already-unlinked temporary file: gone from the disk as soon as it is closed, even if animdb is
    /// killed.
    private static func scratchFile() throws(RasterError) -> Int32 {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/animdb-ffmpeg-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw .io("cannot make a scratch file in \(directory): \(String(cString: strerror(errno)))")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return descriptor
    }

    #if canImport(Glibc)
        private static let noSignal = MSG_NOSIGNAL
    #else
        private static let noSignal: Int32 = 0  // SO_NOSIGPIPE is set on the socket instead
    #endif
}

#if canImport(Glibc)
    private let SOCK_STREAM_VALUE = SOCK_STREAM.rawValue
#else
    private let SOCK_STREAM_VALUE = SOCK_STREAM
#endif

/// write(2), which `write` methods shadow inside the class.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
