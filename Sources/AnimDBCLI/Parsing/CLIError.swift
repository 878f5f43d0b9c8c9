import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBSync
import AnimDBSyntax

/// An error that ends a command: a usage error (exit 64) or a runtime failure (exit 1).
public enum CLIError: Error, Equatable, CustomStringConvertible {
    /// The command line itself is malformed (unknown option, missing argument); help for `command` follows.
    case usage(String, command: [String])
    /// An argument is well-formed but invalid (bad expression, unknown name, out of range): exit 64, one line.
    case invalid(String)
    /// The command was understood but could not be carried out: exit 1, one line.
    case failure(String)

    public var description: String {
        switch self {
        case .usage(let message, _), .invalid(let message), .failure(let message): message
        }
    }

    /// The process exit code, following sysexits' EX_USAGE for anything the user can fix by retyping.
    public var exitCode: Int32 {
        switch self {
        case .usage, .invalid: 64
        case .failure: 1
        }
    }
}

extension CLIError {
    /// Any error a command throws, as the CLI reports it: problems with what the user typed (a bad name, expression,
    /// value or parameter) are usage errors (64); everything else is a failure (1). `AnimDB.main` is the one caller
    /// that turns errors into exit codes; commands simply throw.
    init(_ error: any Error) {
        switch error {
        case let error as CLIError: self = error
        case let error as StoreError:
            switch error {
            // Not found (a name, a revision, a hash) is a failure like any other lookup; what the user typed wrong
            // is a usage error.
            case .content, .wrongKind:
                self = .invalid(error.description)
            default:
                self = .failure(error.description)
            }
        case let error as ContentError: self = .invalid(error.description)
        case let error as ExpressionError: self = .invalid(error.description)
        case let error as GeometryError: self = .invalid(error.description)
        case let error as TimelineError: self = .invalid(error.description)
        // The resolver's refusals of what was typed (keyframes for a parameter that cannot animate, a target the
        // view lacks) are usage errors on every path, whether the CLI or the store's validator meets them first.
        case let error as StoredText.Rejection: self = .invalid(error.description)
        case let error as ViewSyntax.Failure: self = .invalid(error.description)
        case SyncError.invalidRemote: self = .invalid(String(describing: error))
        case let error as SQLiteError: self = .failure(error.userDescription)
        default: self = .failure(String(describing: error))
        }
    }
}

/// Help was requested: printed to stdout with exit code 0.
struct HelpRequest: Error {
    var commandPath: [String]
}

/// `--version` was requested.
struct VersionRequest: Error {}
