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
            arguments: [oldName, newName],
            run: { arguments, context in
                let old = arguments[Self.oldName]
                let new = arguments[Self.newName]
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
            abstract: "Remove a preset, timeline or (--type) type; history is kept, and what is in use stays.",
            options: [Options.typeKind],
            arguments: [name],
            run: { arguments, context in
                let name = arguments[Self.name]
                let store = try StoreSession.open(arguments, context)
                if arguments[Options.typeKind] {
                    let removed = try store.removeType(named: name)
                    context.stdout.line("Removed type '\(name)' (was revision \(removed.revision))")
                    return
                }
                let object = try store.object(named: name)
                try store.remove(name)
                context.stdout.line("Removed \(object.kind) '\(name)'")
            }
        )
    }

    static var revertSpec: CommandSpec {
        CommandSpec(
            name: "revert",
            abstract: "Restore an earlier revision's content as a new revision (--type: of one of your types).",
            options: [Options.typeKind],
            arguments: [name, revision],
            run: { arguments, context in
                let name = arguments[Self.name]
                let revision = arguments[Self.revision]
                let store = try StoreSession.open(arguments, context)
                if arguments[Options.typeKind] {
                    let write = try store.revertType(named: name, toRevision: revision)
                    context.stdout.line(
                        "Reverted type '\(name)' to revision \(revision) as revision \(write.stored.revision)")
                    return
                }
                let object = try store.revert(name, toRevision: revision)
                context.stdout.line("Reverted '\(object.name)' to revision \(revision) as revision \(object.revision)")
            }
        )
    }

    static let oldName = Argument("old", help: "The current name.")
    static let newName = Argument("new", help: "The new name.", .name())
    static let name = Argument("name", help: "The preset or timeline.")
    static let revision = Argument("revision", help: "The revision to restore.", .revision)
}

extension ValueParser where Value == Int {
    /// A revision number: a whole number from 1.
    static var revision: ValueParser {
        ValueParser(show: String.init) { text throws(InvalidValue) in
            guard let revision = Int(text), revision >= 1 else {
                throw .message("revision '\(text)' must be a whole number ≥ 1")
            }
            return revision
        }
    }
}
