import AnimDBEngine
import AnimDBGeometry
import AnimDBStore
import Foundation

/// Opens the store a command works on: located by `StoreLocator`, created and seeded with the demo library on
/// first use, validated by the engine's parser and the preset catalog.
enum StoreSession {
    static func open(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Store {
        let (url, _) = try StoreLocator(context: context).locate(option: arguments.value("db"))
        return try open(at: url, context)
    }

    static func open(at url: URL, _ context: CommandContext) throws -> Store {
        let isNew = !FileManager.default.fileExists(atPath: url.path)
        let store = try Store.open(
            at: url.path, create: true, author: author(context), now: context.now, validator: CatalogValidator())
        if isNew { try seed(store) }
        return store
    }

    /// Who is recorded on revisions: `$ANIMDB_AUTHOR`, else the login name.
    static func author(_ context: CommandContext) -> String {
        for key in ["ANIMDB_AUTHOR", "USER", "LOGNAME"] {
            if let value = context.environment[key], !value.isEmpty { return value }
        }
        return "unknown"
    }

    static func seed(_ store: Store) throws {
        for entry in DemoLibrary.entries {
            _ = try store.addPreset(entry.preset)
            _ = try store.addTimeline(entry.timeline)
        }
    }
}

/// Maps store, expression and geometry errors to the CLI's exit codes: problems with what the user typed are usage
/// errors (64); everything else is a failure (1).
func cliError(_ error: any Error) -> CLIError {
    switch error {
    case let error as CLIError: return error
    case let error as StoreError:
        switch error {
        case .invalidName, .invalidExpression, .invalidContent, .wrongKind, .revisionNotFound:
            return .invalid(error.description)
        default:
            return .failure(error.description)
        }
    case let error as ExpressionError: return .invalid(error.description)
    case let error as GeometryError: return .invalid(error.description)
    case let error as TimelineError: return .invalid(error.description)
    default: return .failure(String(describing: error))
    }
}

/// Runs `body`, converting any error into a `CLIError` with the right exit code.
func mapErrors<T>(_ body: () throws -> T) throws(CLIError) -> T {
    do { return try body() } catch { throw cliError(error) }
}
