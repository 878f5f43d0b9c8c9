import AnimDBModel
import AnimDBStore
import Foundation
import Testing

/// Issue 10, item 13: `import --dry-run` runs every check the import runs, and invalid content is refused as such,
/// never reported as a conflict.
struct DryRunParityTests {
    typealias Fuzz = ImportFuzzTests

    /// Ben has Ana's library and has edited ShakeEffect; `edit` changes Ana's export of it (then it is re-hashed and
    /// re-signed). Returns Ben and the bundle's path.
    func scenario(_ edit: (JSONValue, Int) -> JSONValue) throws -> (CLIFixture, String) {
        let ana = try CLIFixture()
        let ben = try CLIFixture()
        #expect(ana.run("list").code == 0)
        #expect(ben.run("set", "ShakeEffect", "amplitude=2").code == 0)
        #expect(ana.run("set", "ShakeEffect", "amplitude=14").code == 0)
        let out = ana.directory.path("ana.json")
        #expect(ana.run("export", "--all", "--out", out).code == 0)
        let value = try JSONParser().parse(try Data(contentsOf: URL(fileURLWithPath: out)))
        let objects = value["objects"]?.arrayValue ?? []
        let index = try #require(objects.firstIndex { $0["name"] == "ShakeEffect" })
        let edited = Fuzz.signed(Fuzz.rehashed(edit(value, index)))
        let path = ben.directory.path("bundle.json")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        return (ben, path)
    }

    /// Runs the dry run and the import; both must refuse with the same message and leave the store unchanged.
    func expectBothRefuse(_ ben: CLIFixture, _ path: String, containing message: String) {
        let before = ben.storeSnapshot()
        let dry = ben.run("import", "--dry-run", "--on-conflict", "theirs", path)
        let real = ben.run("import", "--on-conflict", "theirs", path)
        #expect(dry.code == 1 && real.code == 1)
        #expect(dry.stderr == real.stderr)
        #expect(real.stderr.contains(message), "\(real.stderr)")
        #expect(dry.stdout.isEmpty && real.stdout.isEmpty, "no plan is shown for a refused bundle")
        #expect(ben.storeSnapshot() == before)
    }

    /// A removal of a preset that Ben's timeline uses: before, the dry run approved it and the import refused.
    @Test func aRemovalTheImportRefusesIsRefusedByTheDryRun() throws {
        let (ben, path) = try scenario { value, index in
            let objects = value["objects"]?.arrayValue ?? []
            var edited = Fuzz.set(value, Fuzz.path("objects", index, "deleted"), true)
            edited = Fuzz.set(edited, Fuzz.path("objects", index, "content"), .null)
            let ancestry = [objects[index]["hash"] ?? .null] + (objects[index]["ancestry"]?.arrayValue ?? [])
            return Fuzz.set(edited, Fuzz.path("objects", index, "ancestry"), .array(ancestry))
        }
        let before = ben.storeSnapshot()
        let dry = ben.run("import", "--dry-run", "--on-conflict", "theirs", path)
        let real = ben.run("import", "--on-conflict", "theirs", path)
        #expect(dry.code == 1 && real.code == 1)
        #expect(dry.stderr == real.stderr)
        #expect(
            real.stderr.contains("Cannot remove preset 'ShakeEffect': used by timeline 'shake-effect'"),
            "\(real.stderr)")
        #expect(ben.storeSnapshot() == before)
    }

    /// An unknown parameter in an object that also conflicts: before, both showed a conflict report.
    @Test func anUnknownParameterIsRefusedNotShownAsAConflict() throws {
        let (ben, path) = try scenario { value, index in
            Fuzz.set(value, Fuzz.path("objects", index, "content", "parameters", 0, "name"), "wobble")
        }
        expectBothRefuse(ben, path, containing: "Invalid 'ShakeEffect': preset type 'shake' has no parameter 'wobble'")
    }

    @Test(arguments: ["NaN", "1e308", "Double.infinity"])
    func aNonFiniteValueIsRefusedNotShownAsAConflict(_ text: String) throws {
        let (ben, path) = try scenario { value, index in
            Fuzz.set(value, Fuzz.path("objects", index, "content", "parameters", 0, "value"), .string(text))
        }
        expectBothRefuse(ben, path, containing: "Invalid value '\(text)'")
    }

    @Test func anUnknownTypeIsRefusedNotShownAsAConflict() throws {
        let (ben, path) = try scenario { value, index in
            Fuzz.set(value, Fuzz.path("objects", index, "content", "type"), "polgon")
        }
        // Item 15: the reason itself, not "Invalid value '0' for 'shakes'" followed by it.
        expectBothRefuse(
            ben, path,
            containing: "Refused: Invalid 'ShakeEffect': Unknown preset type 'polgon'. Did you mean 'polygon'?"
        )
    }

    /// Item 15: a real import printed the plan but never said it had imported anything.
    @Test func aRealImportSaysWhatItImported() throws {
        let ana = try CLIFixture()
        #expect(ana.run("add", "preset", "fresh", "--type", "circle").code == 0)
        let out = ana.directory.path("fresh.json")
        #expect(ana.run("export", "fresh", "--out", out).code == 0)
        let ben = try CLIFixture()
        #expect(ben.run("list").code == 0)
        let dry = ben.run("import", "--dry-run", out)
        #expect(dry.code == 0)
        #expect(dry.stderr == "Dry run: every check passed; 1 object would be imported, nothing was written\n")
        let real = ben.run("import", out)
        #expect(real.code == 0)
        #expect(real.stdout == dry.stdout)
        #expect(real.stderr == "Imported 1 object\n")
    }
}
