import Foundation
import PackagePlugin

/// Compiles the package's top-level `migrations/*.sql` into `EmbeddedMigrations.swift` for the target using it.
///
/// The whole directory is an input as well as each file, so adding or deleting a migration reruns the tool.
@main
struct EmbedMigrations: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let directory = context.package.directoryURL.appendingPathComponent("migrations", isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        // Every .sql file is passed, well named or not, so the tool can reject bad names instead of skipping them.
        let files = names.filter { $0.hasSuffix(".sql") }.sorted().map { directory.appendingPathComponent($0) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedMigrations.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) SQL migration(s) into \(target.name)",
                executable: try context.tool(named: "animdb-embed-sql").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files + [directory],
                outputFiles: [output]
            )
        ]
    }
}
