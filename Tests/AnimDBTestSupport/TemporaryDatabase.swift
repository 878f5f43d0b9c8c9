import AnimDBModel
import AnimDBStore
import Foundation

/// A store file in its own temporary directory, with a deterministic clock, for one test.
public final class TemporaryDatabase {
    /// The directory holding the file and its WAL companions.
    public let directory: TemporaryDirectory
    /// The database file's path (it does not exist until a store is opened).
    public let path: String
    /// The clock passed to stores opened with `openStore`.
    public let clock: TestClock

    /// Creates the directory; `clock` starts at `start` and ticks one second per reading.
    public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) throws {
        directory = try TemporaryDirectory()
        path = directory.path("project/animdb.sqlite")
        clock = TestClock(start: start)
    }

    /// Opens (creating if needed) the store at `path`.
    public func openStore(author: String = "tester", validator: any Validator = PassthroughValidator()) throws -> Store
    {
        try Store.open(at: path, create: true, author: author, now: { [clock] in clock.now() }, validator: validator)
    }

    /// The bytes of the database file and of its WAL file (empty if there is none), for byte-identity checks.
    public func fileContents() -> (database: Data, wal: Data) {
        let database = FileManager.default.contents(atPath: path) ?? Data()
        let wal = FileManager.default.contents(atPath: path + "-wal") ?? Data()
        return (database, wal)
    }
}

@available(*, unavailable)
extension TemporaryDatabase: Sendable {}

/// A clock that returns `start`, `start + step`, `start + 2·step`, … on successive readings.
///
/// Every reading differs, so revisions written in one test get distinct, predictable timestamps.
public final class TestClock: @unchecked Sendable {
    // @unchecked: all mutable state is guarded by `lock` (Mutex would need macOS 15).
    private let lock = NSLock()
    private var next: Date
    private let step: TimeInterval

    public init(start: Date, step: TimeInterval = 1) {
        next = start
        self.step = step
    }

    /// Reads the clock, advancing it by one step.
    public func now() -> Date {
        lock.lock()
        defer { lock.unlock() }
        let current = next
        next += step
        return current
    }

    /// What the next reading will be, without advancing.
    public func peek() -> Date {
        lock.lock()
        defer { lock.unlock() }
        return next
    }
}
