import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `rename`, `rm` and `revert`: whole-object changes, each one revision.
enum ObjectCommands {
    static var renameSpec: CommandSpec {
        CommandSpec(
            name: "rename",
            abstract: "Rename a preset or timeline (its id and history stay).",
            arguments: [ArgumentSpec("old", help: "The current name."), ArgumentSpec("new", help: "The new name.")],
            run: { arguments, context in
                let old = arguments.argument("old")
                let new = arguments.argument("new")
                let store = try StoreSession.open(arguments, context)
                guard old != new else {
                    let object = try store.object(named: old)
                    context.stdout.line("Nothing to rename: \(object.kind) '\(old)' is already called '\(new)'")
                    return
                }
                let object = try store.rename(old, to: new)
                context.stdout.line("Renamed \(object.kind) '\(old)' to '\(new)' (revision \(object.revision))")
            }
        )
    }

    static var removeSpec: CommandSpec {
        CommandSpec(
            name: "rm",
            abstract: "Remove a preset or timeline (its history is kept; a preset in use cannot be removed).",
            arguments: [ArgumentSpec("name", help: "The preset or timeline.")],
            run: { arguments, context in
                let name = arguments.argument("name")
                let store = try StoreSession.open(arguments, context)
                let object = try store.object(named: name)
                try store.remove(name)
                context.stdout.line("Removed \(object.kind) '\(name)'")
            }
        )
    }

    static var revertSpec: CommandSpec {
        CommandSpec(
            name: "revert",
            abstract: "Restore an earlier revision's content as a new revision.",
            arguments: [
                ArgumentSpec("name", help: "The preset or timeline."),
                ArgumentSpec("revision", help: "The revision to restore."),
            ],
            run: { arguments, context in
                let name = arguments.argument("name")
                guard let revision = Int(arguments.argument("revision")), revision >= 1 else {
                    throw CLIError.invalid("revision '\(arguments.argument("revision"))' must be a whole number ≥ 1")
                }
                let store = try StoreSession.open(arguments, context)
                let object = try store.revert(name, toRevision: revision)
                context.stdout.line("Reverted '\(object.name)' to revision \(revision) as revision \(object.revision)")
            }
        )
    }
}
