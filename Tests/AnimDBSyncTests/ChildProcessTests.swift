import Foundation
import Testing

@testable import AnimDBSync

/// `ChildProcess` runs git for sync without Foundation's `Process`.
struct ChildProcessTests {
    @Test func capturesBothStreamsAndTheExitStatus() throws {
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "printf 'out'; printf 'err' >&2; exit 3"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.status == 3)
        #expect(result.stdout == "out")
        #expect(result.stderr == "err")
    }

    @Test func passesExactlyTheGivenEnvironmentAndNoInput() throws {
        let result = try ChildProcess.run(
            "/bin/sh", ["-c", "printf '%s|%s' \"$ANIMDB_X\" \"$HOME\"; cat"], environment: ["ANIMDB_X": "1"])
        #expect(result.stdout == "1|")
        #expect(result.status == 0)
    }

    @Test func aLargeOutputCannotBlockTheChild() throws {
        let result = try ChildProcess.run("/bin/sh", ["-c", "head -c 3000000 /dev/zero"], environment: [:])
        #expect(result.stdout.utf8.count == 3_000_000)
    }

    @Test func aSignalReportsStatus128PlusItsNumber() throws {
        #expect(try ChildProcess.run("/bin/sh", ["-c", "kill -9 $$"], environment: [:]).status == 137)
    }

    @Test func aMissingProgramIsAnError() {
        #expect(throws: ChildProcess.SpawnError.self) {
            try ChildProcess.run("/nonexistent/animdb-tool", [], environment: [:])
        }
    }
}
