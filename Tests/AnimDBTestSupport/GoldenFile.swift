import Foundation

/// Reviewed output kept beside the tests and compared byte for byte, so output that changes between runs or
/// processes (dictionary order, hashing, locale) fails a test instead of passing a same-process comparison.
public enum GoldenFile {
    /// Whether this run rewrites golden files (`ANIMDB_UPDATE_GOLDEN=1`) instead of checking them.
    public static var isUpdating: Bool { ProcessInfo.processInfo.environment["ANIMDB_UPDATE_GOLDEN"] == "1" }

    /// The reviewed text at `url` to compare `actual` with; nil when the file is missing. When updating, writes
    /// `actual` there first (then review the diff).
    public static func expected(for actual: String, at url: URL) throws -> String? {
        if isUpdating {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        }
        return FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }
}
