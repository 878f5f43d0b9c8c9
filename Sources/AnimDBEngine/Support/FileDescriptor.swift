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

/// An open file descriptor, closed when `close()` is called or the last reference goes: what animdb uses instead of
/// Foundation's `FileHandle`, which needs full Foundation (see `CFormat`).
package final class FileDescriptor {
    package let rawValue: Int32
    private var isOpen = true

    /// Takes ownership of `rawValue`.
    package init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Opens `path` with open(2)'s `flags` (and `mode` for a file it creates).
    package static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o644) throws(POSIXError) -> FileDescriptor
    {
        let descriptor = systemOpen(path, flags, mode)
        guard descriptor >= 0 else { throw POSIXError.current }
        return FileDescriptor(descriptor)
    }

    deinit { close() }

    package func close() {
        guard isOpen else { return }
        isOpen = false
        _ = systemClose(rawValue)
    }

    /// Writes all of `bytes`, retrying short writes and interruptions.
    package func writeAll(_ bytes: some Collection<UInt8>) throws(POSIXError) {
        let contiguous = Array(bytes)
        let failed = contiguous.withUnsafeBytes { Self.writeAll($0, to: rawValue) }
        if let failed { throw failed }
    }

    /// Writes all of `bytes` to `descriptor` (one this process does not own, such as standard output); the error,
    /// or nil.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> POSIXError? {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return POSIXError.current
            }
            offset += written
        }
        return nil
    }

    /// Up to `count` bytes, fewer only at the end of the file.
    package func read(upTo count: Int) throws(POSIXError) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: min(max(count, 1), 1 << 20))
        while result.count < count {
            let wanted = min(buffer.count, count - result.count)
            let got = buffer.withUnsafeMutableBytes { systemRead(rawValue, $0.baseAddress, wanted) }
            if got < 0 {
                if errno == EINTR { continue }
                throw POSIXError.current
            }
            if got == 0 { break }
            result += buffer[..<got]
        }
        return result
    }
}

extension POSIXError {
    /// The error `errno` names now.
    package static var current: POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}

// The C functions, reachable by these names inside types whose methods are called open, close, read and write.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, bytes, count)
}
