import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb check`: finds damage in a store, like `git fsck`.
enum CheckCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "check",
            abstract: "Check the store for damage: SQLite integrity, every hash, every history chain.",
            discussion: """
                Runs SQLite's integrity and foreign-key checks, recomputes the hash of every revision's content (which \
                must also parse within the bundle limits and be canonical), follows every history chain (revisions \
                1 to n, each parent the previous hash), and compares every live preset and timeline with its latest \
                revision. Prints one line per problem and exits 1 if there is any; reads only. Damaged objects are \
                refused by show, play, render, export and sync until repaired (for example by revert, or by \
                importing a good copy).
                """,
            options: [Options.format],
            run: run
        )
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let location = try StoreLocator(context: context).locate(
            option: arguments[Options.db], command: arguments.commandPath)
        // Checking never creates a store: a missing one is an error, not an empty healthy store.
        guard context.fileSystem.exists(location.url) else {
            throw CLIError.failure(StoreError.storeMissing(path: location.url.path).description)
        }
        let store = try StoreSession.open(at: location.url, context)
        let report = try store.check()
        if arguments[Options.format] == .json {
            context.stdout.line(
                JSONValue.object([
                    "store": .string(location.url.path), "objects": .number(Double(report.objects)),
                    "revisions": .number(Double(report.revisions)), "ok": .bool(report.isHealthy),
                    "problems": .array(
                        report.problems.map {
                            .object(["subject": .string($0.subject), "message": .string($0.message)])
                        }),
                ])
                .canonicalText)
        } else {
            for problem in report.problems { context.stdout.line(problem.description) }
        }
        let checked =
            "\(report.objects) object\(report.objects == 1 ? "" : "s") and \(report.revisions) revision"
            + (report.revisions == 1 ? "" : "s")
        guard report.isHealthy else {
            let count = report.problems.count
            throw CLIError.failure(
                "\(count) problem\(count == 1 ? "" : "s") in '\(location.url.path)' (checked \(checked))")
        }
        if arguments[Options.format] != .json {
            context.stdout.text("ok: checked \(checked) in '\(location.url.path)'")
        }
    }
}
