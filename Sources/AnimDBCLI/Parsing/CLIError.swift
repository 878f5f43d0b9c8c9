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

/// Help was requested: printed to stdout with exit code 0.
struct HelpRequest: Error {
    var commandPath: [String]
}

/// `--version` was requested.
struct VersionRequest: Error {}
