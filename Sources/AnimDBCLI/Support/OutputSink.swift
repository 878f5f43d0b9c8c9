import AnimDBEngine

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

/// A buffered destination for command output: the real stdout/stderr, or a capture buffer in tests.
///
/// Commands that stream a million frames write through here, so it buffers bytes and flushes in large chunks
/// instead of paying a system call per line.
public final class OutputSink: @unchecked Sendable {
    // @unchecked: a sink is owned by one command run on one thread; the lock only guards test captures that
    // are read after the run finishes.
    private let descriptor: Int32?
    private var buffer: [UInt8] = []
    private var captured: [UInt8] = []
    private let lock = Lock()
    /// Whether this sink is an interactive terminal (decides live preview, colours, progress bars).
    public let isTerminal: Bool

    private static let flushThreshold = 1 << 16

    /// A sink that writes to an open file descriptor (`STDOUT_FILENO`, `STDERR_FILENO`).
    public init(descriptor: Int32, isTerminal: Bool) {
        self.descriptor = descriptor
        self.isTerminal = isTerminal
        buffer.reserveCapacity(Self.flushThreshold * 2)
    }

    /// A sink that keeps everything written, for tests.
    public init(capturingAsTerminal isTerminal: Bool = false) {
        self.descriptor = nil
        self.isTerminal = isTerminal
    }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    public func write(bytes: some Collection<UInt8>) {
        lock.lock()
        defer { lock.unlock() }
        guard descriptor != nil else {
            captured.append(contentsOf: bytes)
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.flushThreshold { flushLocked() }
    }

    /// Writes `text` followed by a newline.
    public func line(_ text: String = "") {
        write(text)
        write("\n")
    }

    public func flush() {
        lock.lock()
        defer { lock.unlock() }
        flushLocked()
    }

    /// Everything written so far (capture sinks only).
    public var capturedText: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: captured, as: UTF8.self)
    }

    private func flushLocked() {
        guard let descriptor, !buffer.isEmpty else { return }
        // A closed pipe (`animdb play | head`) must not crash the process; the remaining output is dropped.
        _ = buffer.withUnsafeBytes { FileDescriptor.writeAll($0, to: descriptor) }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flushLocked() }
}

/// A mutual-exclusion lock over a pthread mutex: Foundation's `NSLock` without Foundation.
final class Lock: @unchecked Sendable {
    // @unchecked: the mutex is what makes concurrent use safe.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
}
