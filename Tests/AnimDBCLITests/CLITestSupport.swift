import AnimDBCLI
import AnimDBTestSupport
import Foundation
import Testing

/// The outcome of one in-process `animdb` run.
struct CLIResult {
    var code: Int32
    var stdout: String
    var stderr: String

    /// stdout parsed as JSON (fails the test if it is not exactly one JSON document).
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
    }
}

/// A temporary directory with a store path, for running commands in-process against a fresh store.
final class CLIFixture {
    let directory: TemporaryDirectory
    let storePath: String
    var environment: [String: String]

    init() throws {
        directory = try TemporaryDirectory()
        storePath = directory.path("animdb.sqlite")
        environment = ["ANIMDB_DB": storePath, "ANIMDB_AUTHOR": "tester", "HOME": directory.url.path]
    }

    @discardableResult
    func run(_ arguments: String...) -> CLIResult { run(arguments) }

    @discardableResult
    func run(_ arguments: [String], standardInput: Data = Data()) -> CLIResult {
        Context(self, workingDirectory: directory.url).run(arguments, standardInput: standardInput)
    }

    /// Runs commands from another working directory, with the fixture's environment.
    struct Context {
        let fixture: CLIFixture
        let workingDirectory: URL

        init(_ fixture: CLIFixture, workingDirectory: URL) {
            self.fixture = fixture
            self.workingDirectory = workingDirectory
        }

        func run(_ arguments: String...) -> CLIResult { run(arguments) }

        func run(_ arguments: [String], standardInput: Data = Data()) -> CLIResult {
            let context = CommandContext.captured(
                environment: fixture.environment, workingDirectory: workingDirectory, standardInput: standardInput)
            let code = AnimDB.main(arguments: arguments, context: context)
            return CLIResult(code: code, stdout: context.stdout.capturedText, stderr: context.stderr.capturedText)
        }
    }

    /// The store file's bytes plus its write-ahead log, to prove a refused command changed nothing.
    func storeSnapshot() -> Data {
        let main = FileManager.default.contents(atPath: storePath) ?? Data()
        let wal = FileManager.default.contents(atPath: storePath + "-wal") ?? Data()
        return main + wal
    }
}

/// The Swift sources kept with the reader's tests (Tests/AnimDBSwiftTests/Fixtures): the articles' listings, quoted
/// verbatim, and the corpus of public Shapes (attribution in its MANIFEST.md).
enum SwiftFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AnimDBSwiftTests/Fixtures")
    static let articles = directory.appendingPathComponent("Articles")
    static let corpus = directory.appendingPathComponent("Corpus")
}
