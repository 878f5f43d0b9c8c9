import AnimDBEngine
import AnimDBModel
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `animdb` command: parses the command line, runs the selected command and maps errors to exit codes (the
/// one place that does: commands throw whatever went wrong).
public enum AnimDB {
    public static let version = "0.1.0"

    /// Options every command accepts.
    static let globalOptions: [OptionSpec] = [Options.db.spec]

    /// The command tree, in the order help lists it.
    static var root: CommandSpec {
        CommandSpec(
            name: "animdb",
            abstract: "Keep, preview and share SwiftUI-style animations.",
            subcommands: Commands.all
        )
    }

    /// Runs `animdb` with `arguments` (without the program name) and returns the exit code.
    public static func main(arguments: [String], context: CommandContext) -> Int32 {
        let parser = ArgumentParser(root: root, globalOptions: globalOptions)
        let width = Int(context.environment["COLUMNS"] ?? "") ?? 80
        let formatter = HelpFormatter(width: max(width, 40), globalOptions: globalOptions)
        defer {
            context.stdout.flush()
            context.stderr.flush()
        }
        do {
            let (spec, parsed) = try parser.parse(arguments)
            try spec.run?(parsed, context)
            return 0
        } catch let request as HelpRequest {
            let (spec, path) = find(request.commandPath)
            context.stdout.write(formatter.help(spec, path: path))
            return 0
        } catch let exit as ExitSilently {
            return exit.code
        } catch is VersionRequest {
            context.stdout.line("animdb \(version) (engine \(EngineVersion.current))")
            return 0
        } catch {
            let error = CLIError(error)
            // Messages quote what users and teammates' bundles typed: escape anything that would act on the terminal.
            context.stderr.line("Error: \(TerminalText.escaped(error.description))")
            if case .usage(_, let command) = error {
                let (spec, path) = find(command)
                context.stderr.line("Usage: \(formatter.usage(spec, path: path))")
                context.stderr.line("  See '\(path.joined(separator: " ")) --help' for more information.")
            }
            return error.exitCode
        }
    }

    /// Entry point for the real process.
    public static func main() -> Int32 {
        main(arguments: Array(CommandLine.arguments.dropFirst()), context: .live())
    }

    /// Runs the real process's command line and exits with its code.
    public static func exitWithMain() -> Never {
        exit(main())
    }

    private static func find(_ path: [String]) -> (CommandSpec, [String]) {
        var spec = root
        for name in path.dropFirst() {
            guard let sub = spec.subcommands.first(where: { $0.name == name }) else { break }
            spec = sub
        }
        return (spec, path)
    }
}
