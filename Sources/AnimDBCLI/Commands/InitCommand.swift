import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb init [DIR]`: creates a project store (`animdb.sqlite`) that commands run inside DIR will find.
enum InitCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "init",
            abstract: "Create a project store in a directory.",
            discussion:
                "Creates DIR/animdb.sqlite (DIR defaults to the current directory), seeded with the demo library. Commands run in DIR or below use it unless --db or $ANIMDB_DB say otherwise.",
            options: [empty],
            arguments: [directory],
            run: run
        )
    }

    static let empty = Flag("empty", help: "Do not seed the demo library.")
    static let directory = Argument("dir", help: "The project directory.", default: ".", .text)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let directory = context.resolvePath(arguments[directory])
        let url = directory.appendingPathComponent(StoreLocator.projectFileName)
        if context.fileSystem.exists(url) {
            throw CLIError.failure("a store already exists at '\(url.path)'")
        }
        let created = try StoreSession.create(
            at: url, seeded: !arguments[empty], creatingDirectories: true, context)
        guard created else { throw CLIError.failure("a store already exists at '\(url.path)'") }
        context.stdout.line("Created \(url.path)")
    }
}
