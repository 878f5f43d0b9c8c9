import Foundation

/// Decides which store file a command uses, in the documented order: `--db PATH`, `$ANIMDB_DB`, the nearest
/// `animdb.sqlite` in the working directory or its parents (a project store made by `animdb init`), else the
/// per-user store `$XDG_DATA_HOME/animdb/animdb.sqlite` (falling back to `~/.local/share/animdb/`).
struct StoreLocator {
    static let projectFileName = "animdb.sqlite"

    var context: CommandContext

    func locate(option: String?) throws -> URL {
        if let option, !option.isEmpty { return context.resolvePath(option) }
        if let env = context.environment["ANIMDB_DB"], !env.isEmpty { return context.resolvePath(env) }
        var directory = context.workingDirectory.standardizedFileURL
        while true {
            let candidate = directory.appendingPathComponent(Self.projectFileName)
            if context.fileSystem.exists(candidate) { return candidate }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        return try userStore()
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
