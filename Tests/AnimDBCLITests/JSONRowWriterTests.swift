import AnimDBModel
import AnimDBStore
import AnimDBSyntax
import Foundation
import Testing

@testable import AnimDBCLI

struct JSONRowWriterTests {
    @Test func matchesCanonicalJSON() {
        var writer = JSONRowWriter()
        writer.add("a", "x\"y\n")
        writer.add("b", .number(1.5))
        writer.add("c", .array([.string("t"), .null, .bool(true)]))
        writer.add("é", .object(["z": 1, "k": 2]))
        let expected: JSONValue = [
            "a": "x\"y\n", "b": 1.5, "c": ["t", nil, true], "é": ["z": 1, "k": 2],
        ]
        #expect(writer.finish() == expected.canonicalText)
    }

    @Test func listRowsAreCanonical() throws {
        let cli = try CLIFixture()
        let text = cli.run("list", "--format", "json").stdout
        let parsed = try JSONParser().parse(text)
        #expect(parsed.canonicalText + "\n" == text)
    }
}
