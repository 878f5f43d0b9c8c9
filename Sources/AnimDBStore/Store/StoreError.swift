import AnimDBEngine
import AnimDBModel

/// Everything the store refuses, with a one-line description that quotes user input in single quotes.
public enum StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Content the model refuses: a bad name, malformed content, expression text the validator rejected.
    case content(ContentError)
    /// The name is already used by a preset or timeline (they share one namespace).
    case nameTaken(String, kind: ObjectKind)
    /// No live object has this name; `suggestion` is the closest existing name, if one is close.
    case notFound(String, kind: ObjectKind?, suggestion: String?)
    /// The name refers to the other kind of object.
    case wrongKind(String, expected: ObjectKind, actual: ObjectKind)
    /// The object has no such revision; `latest` is its newest.
    case revisionNotFound(String, revision: Int, latest: Int)
    /// No revision of the object has this content hash.
    case hashNotFound(String, hash: String)
    /// A preset cannot be removed while timelines use it.
    case presetInUse(String, timelines: [String])
    /// `Store.open(at:create: false)` found no store file.
    case storeMissing(path: String)
    /// `Store.open(at:create: false)` found a database that is not an animdb store.
    case notAStore(path: String)
    /// The store's schema is newer than this build's migrations.
    case newerSchema(found: Int, known: Int)
    /// An applied migration's SQL differs from the one in this build.
    case migrationChanged(version: Int, name: String)
    /// Stored data could not be read back; the store was edited outside animdb or is damaged.
    case corrupt(String)
    /// No render has this id.
    case renderNotFound(Int64)
    /// No live type has this name.
    case typeNotFound(String, suggestion: String?)
    /// A user's type animdb cannot store: its source does not read, or its bodies do not run (the reason says where).
    case typeRefused(String, reason: String)
    /// A type that presets or timelines use cannot be removed; `users` are `preset 'five'`, `timeline 'spin'`.
    case typeInUse(String, users: [String])

    /// One line: control and bidi characters in user input (a name with a newline, say) are shown escaped, so a
    /// description cannot fake further output or reorder itself.
    public var description: String {
        TerminalText.escaped(unescapedDescription)
    }

    private var unescapedDescription: String {
        switch self {
        case .content(let error):
            error.description
        case .nameTaken(let name, let kind):
            "A \(kind) named '\(name)' already exists"
        case .notFound(let name, let kind, let suggestion):
            "No \(kind?.description ?? "preset or timeline") named '\(name)'"
                + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .wrongKind(let name, let expected, let actual):
            "'\(name)' is a \(actual), not a \(expected)"
        case .revisionNotFound(let name, let revision, let latest):
            "'\(name)' has no revision \(revision) (revisions are 1…\(latest))"
        case .hashNotFound(let name, let hash):
            "'\(name)' has no revision with hash '\(hash)'"
        case .presetInUse(let name, let timelines):
            "Cannot remove preset '\(name)': used by "
                + (timelines.count == 1 ? "timeline " : "timelines ")
                + timelines.map { "'\($0)'" }.joined(separator: ", ")
        case .storeMissing(let path):
            "No animdb store at '\(path)'"
        case .notAStore(let path):
            "'\(path)' is not an animdb store"
        case .newerSchema(let found, let known):
            "store was made by a newer animdb (schema \(found), this build knows \(known)); upgrade animdb"
        case .migrationChanged(let version, let name):
            "migration \(version) '\(name)' was changed after it was applied to this store; restore the original"
                + " migration and add a new one instead"
        case .corrupt(let detail):
            "The store is damaged: \(detail)"
        case .renderNotFound(let id):
            "No render with id \(id)"
        case .typeNotFound(let name, let suggestion):
            "No type named '\(name)' in the store (see 'animdb types')"
                + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .typeRefused(_, let reason):
            reason
        case .typeInUse(let name, let users):
            "Cannot remove type '\(name)': used by " + users.joined(separator: ", ")
        }
    }
}

extension StoreError {
    /// A name or tag breaks the naming rule.
    public static func invalidName(_ name: String, reason: String) -> StoreError {
        .content(.invalidName(name, reason: reason))
    }

    /// The validator rejected expression text.
    public static func invalidExpression(object: String, parameter: String, role: String, text: String, reason: String)
        -> StoreError
    {
        .content(.invalidExpression(object: object, parameter: parameter, role: role, text: text, reason: reason))
    }

    /// The object is malformed.
    public static func invalidContent(object: String, reason: String) -> StoreError {
        .content(.invalidContent(object: object, reason: reason))
    }

    /// Content that this build would store differently, and so hash differently from what it declares.
    static func notCanonical(_ name: String, storedAs hash: String) -> StoreError {
        .invalidContent(
            object: name, reason: "content is not in canonical form (this animdb would store it as \(hash.prefix(12))…)"
        )
    }
}

extension StoreError {
    /// Runs model code, reporting what the model refuses as the store's error.
    static func content<T>(_ body: () throws(ContentError) -> T) throws(StoreError) -> T {
        do {
            return try body()
        } catch {
            throw .content(error)
        }
    }
}
