import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

/// Runs the built `animdb-embed-sql` tool the way the EmbedMigrations plugin does.
struct EmbedMigrationsToolTests {
    /// The tool sits beside the test bundle in the build products directory.
    static let tool: URL? = {
        let directories = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() } + [Bundle.main.bundleURL]
        return directories.map { $0.appendingPathComponent("animdb-embed-sql") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    private func run(files: [String: String]) throws -> (status: Int32, output: String?, stderr: String) {
        let directory = try TemporaryDirectory()
        let output = directory.path("EmbeddedMigrations.swift")
        var paths: [String] = []
        for (name, sql) in files.sorted(by: { $0.key < $1.key }) {
            let path = directory.path(name)
            try Data(sql.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let process = Process()
        let tool: URL = try #require(Self.tool)
        process.executableURL = tool
        process.arguments = [output] + paths
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        let errorText = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let generated = FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) }
        return (process.terminationStatus, generated, errorText)
    }

    @Test(.enabled(if: tool != nil)) func embedsEachMigrationWithItsChecksum() throws {
        let sql = "CREATE TABLE a (x TEXT DEFAULT \"#\");\r\n-- ends in \"## and \\#(not interpolated)\n"
        let result = try run(files: ["0001_create_a.sql": sql, "0002_add_index.sql": "CREATE INDEX i ON a(x);"])
        #expect(result.status == 0, "\(result.stderr)")
        let generated = try #require(result.output)
        let normalized = sql.replacingOccurrences(of: "\r\n", with: "\n")
        #expect(generated.contains("name: \"create_a\""))
        #expect(generated.contains("version: 2,"))
        #expect(generated.contains("checksum: \"\(Migration.checksum(of: normalized))\""))
        // Two '#' runs in the SQL, so the literal needs three.
        #expect(generated.contains("sql: ###\"\"\"\n" + normalized + "\n\"\"\"###"))
    }

    @Test(
        .enabled(if: tool != nil),
        arguments: ["1_create_a.sql", "0001_create.sql", "0001_Create_a.sql", "0001_create-a.sql", "0000_create_a.sql"])
    func refusesBadFileNames(name: String) throws {
        let result = try run(files: [name: "SELECT 1;"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(": error: migration file '\(name)' must be named NNNN_verb_noun.sql"))
    }

    @Test(.enabled(if: tool != nil)) func refusesDuplicateVersions() throws {
        let result = try run(files: ["0001_create_a.sql": "", "0001_create_b.sql": ""])
        #expect(result.status == 1)
        #expect(result.stderr.contains("duplicate migration version 1"))
    }

    @Test(.enabled(if: tool != nil)) func refusesGaps() throws {
        let result = try run(files: ["0001_create_a.sql": "", "0003_create_c.sql": ""])
        #expect(result.status == 1)
        #expect(result.stderr.contains("without gaps; expected 2, found 3"))
    }
}
