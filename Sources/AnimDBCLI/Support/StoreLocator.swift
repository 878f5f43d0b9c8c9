#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Decides which store file a command uses, in the documented order: `--db PATH`, `$ANIMDB_DB`, the nearest
/// `animdb.sqlite` in the working directory or its parents (a project store made by `animdb init`), else the
/// per-user store `$XDG_DATA_HOME/animdb/animdb.sqlite` (falling back to `~/.local/share/animdb/`).
struct StoreLocator {
    static let projectFileName = "animdb.sqlite"

    /// A store file and how it was chosen.
    struct Location {
        var url: URL
        /// Whether it is the per-user default, the one store animdb may create directories for: a store the user
        /// named (`--db`, `$ANIMDB_DB`) must be in a directory that exists, or a typo would silently start a new
        /// library somewhere unexpected.
        var isUserDefault: Bool
    }

    var context: CommandContext

    /// - Parameter option: the `--db` value, if given.
    /// - Throws: `CLIError.usage` for an empty `--db` (an empty path would open a throwaway store);
    ///   `CLIError.failure` when there is no home directory to put the per-user store in.
    func locate(option: String?, command: [String] = ["animdb"]) throws -> Location {
        if let option {
            guard !option.isEmpty else {
                throw CLIError.usage("The value for '--db' must be a path, not an empty string", command: command)
            }
            return Location(url: context.resolvePath(option), isUserDefault: false)
        }
        // An empty variable counts as unset, as the XDG variables below do.
        if let env = context.environment["ANIMDB_DB"], !env.isEmpty {
            return Location(url: context.resolvePath(env), isUserDefault: false)
        }
        var directory = context.workingDirectory.standardizedFileURL
        while true {
            let candidate = directory.appendingPathComponent(Self.projectFileName)
            if context.fileSystem.exists(candidate) { return Location(url: candidate, isUserDefault: false) }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        return Location(url: try userStore(), isUserDefault: true)
    }

    /// The per-user default store location.
    func userStore() throws -> URL {
        if let xdg = context.environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("animdb/animdb.sqlite")
        }
        guard let home = context.environment["HOME"], !home.isEmpty else {
            throw CLIError.failure("cannot find a store: set --db, $ANIMDB_DB, $XDG_DATA_HOME or $HOME")
        }
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/animdb/animdb.sqlite")
    }
}
