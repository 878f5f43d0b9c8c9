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

/// An exclusive advisory lock on a directory, held by every `animdb sync` that reads or writes it.
///
/// Two syncs into one directory (or one git work tree) would otherwise interleave: each reads the files, then
/// writes its own set and removes what it does not know, deleting what the other just wrote. The lock is
/// `flock(2)` on the directory itself, so no lock file appears in the (shared, committed) directory, and the
/// system releases it when the process ends, however it ends: a killed sync never leaves the directory locked.
final class DirectoryLock {
    private let descriptor: Int32

    /// Takes the lock on `directory`, waiting up to `timeout` seconds for another sync to finish.
    ///
    /// - Throws: `SyncError.io` if the directory cannot be opened, or if another process holds the lock past the
    ///   timeout.
    init(_ directory: URL, timeout: Double = 120) throws(SyncError) {
        let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else {
            throw .io(path: directory.path, message: String(cString: strerror(errno)))
        }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let reason = errno
            guard reason == EWOULDBLOCK || reason == EINTR, Date() < deadline else {
                close(descriptor)
                let message =
                    reason == EWOULDBLOCK
                    ? "another animdb sync has been using it for over \(Int(timeout)) s; try again when it finishes"
                    : String(cString: strerror(reason))
                throw .io(path: directory.path, message: message)
            }
            usleep(20_000)
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

// One holder; released when it goes away.
@available(*, unavailable)
extension DirectoryLock: Sendable {}
