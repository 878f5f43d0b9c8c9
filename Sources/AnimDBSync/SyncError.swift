import AnimDBEngine
import AnimDBModel
import AnimDBStore

/// Everything bundle reading, import and sync refuse, each with a one-line description.
///
/// Bundles come from other people, so every refusal names what was wrong and where (a JSON path such as
/// `objects[3].content.tracks`, or a line and column for malformed text) without echoing large input back.
public enum SyncError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input is larger than the limit.
    case tooLarge(bytes: Int, limit: Int)
    /// The text is not JSON; line and column are 1-based.
    case malformedJSON(line: Int, column: Int, message: String)
    /// The document is not an animdb bundle (or sync file) at all.
    case unsupportedFormat(String)
    /// The document was written by a newer animdb.
    case newerFormatVersion(found: Int, supported: Int)
    /// The checksum does not match the content: the file was edited or damaged after export.
    case checksumMismatch(declared: String, actual: String)
    /// A member is missing, of the wrong type, or not allowed; `path` locates it.
    case invalidBundle(path: String, reason: String)
    /// An object's declared hash differs from the hash of its content.
    case hashMismatch(object: String, declared: String, actual: String)
    /// A bound from `ContentLimits` was exceeded; `reason` says which (`more than 64 ancestry entries`).
    case limitExceeded(path: String, reason: String)
    /// Two objects in one bundle share an id or a name.
    case duplicate(what: String, value: String)
    /// An object name breaks the naming rule (path separators, control characters, …).
    case invalidName(String, reason: String)
    /// The store refused an object (validator, unknown parameter, missing preset, …).
    case invalidObject(String)
    /// An export named an object the store does not have.
    case notFound(String, suggestion: String?)
    /// The import found conflicts and the strategy was `fail`; `report` is the plan's text report.
    case conflicts(count: Int, report: String)
    /// A git command failed.
    case git(command: String, message: String)
    /// A git remote that cannot be used safely (one starting with `-` would be read as an option).
    case invalidRemote(String, reason: String)
    /// A file could not be read or written.
    case io(path: String, message: String)

    /// One line, with control and bidi characters from the input escaped (`TerminalText`).
    public var description: String { TerminalText.escaped(unescapedDescription) }

    private var unescapedDescription: String {
        switch self {
        case .tooLarge(let bytes, let limit):
            "Bundle is \(bytes) bytes, more than the limit of \(limit)"
        case .malformedJSON(let line, let column, let message):
            "Malformed JSON at line \(line), column \(column): \(message)"
        case .unsupportedFormat(let found):
            "Not an animdb bundle (format '\(found)')"
        case .newerFormatVersion(let found, let supported):
            "Bundle format version \(found) is newer than this animdb supports (\(supported)); upgrade animdb"
        case .checksumMismatch(let declared, let actual):
            "Bundle checksum mismatch (declared \(declared.prefix(12))…, content is \(actual.prefix(12))…): "
                + "the file was changed after export"
        case .invalidBundle(let path, let reason):
            "Invalid bundle at '\(path)': \(reason)"
        case .hashMismatch(let object, let declared, let actual):
            "Hash of '\(object)' does not match its content (declared \(declared.prefix(12))…, "
                + "content is \(actual.prefix(12))…)"
        case .limitExceeded(let path, let reason):
            "Bundle exceeds a limit at '\(path)': \(reason)"
        case .duplicate(let what, let value):
            "Bundle holds two objects with \(what) '\(value)'"
        case .invalidName(let name, let reason):
            "Invalid object name '\(Self.printable(name))': \(reason)"
        case .invalidObject(let message):
            "Refused: \(message)"
        case .notFound(let name, let suggestion):
            "No preset or timeline named '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .conflicts(let count, _):
            "Import stopped: \(count) conflict\(count == 1 ? "" : "s"); nothing was imported "
                + "(use --on-conflict ours|theirs|both to resolve)"
        case .git(let command, let message):
            "git \(command) failed: \(message)"
        case .invalidRemote(let remote, let reason):
            "Invalid git remote '\(remote)': \(reason)"
        case .io(let path, let message):
            "Cannot access '\(path)': \(message)"
        }
    }

    /// At most 80 characters of `text`, escaped for a terminal (`TerminalText`), so a hostile name cannot break
    /// the one-line message.
    static func printable(_ text: String) -> String {
        var prefix = ""
        prefix.unicodeScalars.append(contentsOf: text.unicodeScalars.prefix(80))
        return TerminalText.escaped(prefix)
    }
}

extension SyncError {
    /// A parse failure: malformed text, or text beyond a `ContentLimits` bound (located by line and column).
    init(_ error: JSONParseError) {
        switch error.kind {
        case .syntax: self = .malformedJSON(line: error.line, column: error.column, message: error.message)
        case .limit:
            self = .limitExceeded(path: "line \(error.line), column \(error.column)", reason: error.message)
        }
    }

    /// Wraps a store refusal, keeping its one-line description.
    static func from(_ error: any Error) -> SyncError {
        if let sync = error as? SyncError { return sync }
        return .invalidObject(String(describing: error).replacing("\n", with: " "))
    }
}
