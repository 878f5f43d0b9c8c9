import AnimDBCLI
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBSync
import AnimDBTestSupport
import Foundation
import Testing

/// Issue 10's fuzz test: thousands of bundles made by mutating real exports (the demo library, edited and
/// exported by the CLI), imported into a teammate's store that has its own edits, as `animdb import` does
/// (`ImportPlan.importBundle`, the one path behind `import` and `import --dry-run`).
///
/// For every bundle: nothing crashes or hangs; a dry run leaves the store byte for byte as it was and agrees
/// with the real import (the same plan, or the same refusal); a refused import leaves the store byte for byte as it
/// was. Over the run, memory stays bounded.
struct ImportFuzzTests {
    enum Mutation: String, CaseIterable {
        case bitFlips, truncation, escapes, nesting, hugeNumbers, duplicateKeys, duplicateIDs, tamperedHash
        case valueSwap, removalInUse
    }

    /// Each of the ten mutation kinds 100 times: enough to meet every refusal path, and the suite's longest test stays
    /// well inside its limit on two shared cores.
    static let iterations = 1000

    /// Values swapped into random places (then re-hashed and re-signed, so they reach the deeper checks).
    static let palette: [JSONValue] = [
        .null, true, 0, -1, 0.5, 1e308, -1e308, 5e-324, 9_007_199_254_740_993, "", "NaN", "nan", "1e308", "-inf",
        "a\u{0}b", "\u{1B}]0;pwned\u{07}", "\u{202E}evil", "wobble", "Spiral", "forever", ".spring(duration: 1e308)",
        "LinearKeyframe(1, duration: 1e308)", .string(String(repeating: "y", count: 300_000)), [], [:],
        ["name": "x"], "00000000-0000-4000-8000-000000000000",
    ]

    @Test(.timeLimit(.minutes(10)))
    func mutatedRealExportsNeverCrashHangOrLeak() throws {
        let (bundle, target) = try Self.fixtures()
        let original = try JSONParser().parse(bundle)
        let paths = Self.paths(in: original)
        var store: Store? = try target.open()
        let pristine = try target.bytes()
        let startMemory = Self.peakMemory()
        var generator = SeededGenerator(seed: 0xF022_0010)
        var outcomes: [Mutation: (accepted: Int, refused: Int)] = [:]
        for iteration in 0..<Self.iterations {
            let mutation = Mutation.allCases[iteration % Mutation.allCases.count]
            let data = Self.mutate(bundle, original, paths, mutation, &generator)
            let strategy = ConflictStrategy.allCases.randomElement(using: &generator)!
            let before = try target.bytes()
            let dry = Self.outcome {
                try ImportPlan.importBundle(data, into: store!, onConflict: strategy, dryRun: true)
            }
            #expect(try target.bytes() == before, "iteration \(iteration) (\(mutation)): the dry run wrote")
            let real = Self.outcome {
                try ImportPlan.importBundle(data, into: store!, onConflict: strategy, dryRun: false)
            }
            #expect(dry == real, "iteration \(iteration) (\(mutation)): dry run \(dry), import \(real)")
            if case .refused(let message) = real {
                #expect(!message.contains("\n"), "iteration \(iteration): a message of several lines")
            }
            if case .imported(_, let wrote) = real, wrote {
                outcomes[mutation, default: (0, 0)].accepted += 1
                // Start the next bundle from the same store: close it, put its bytes back, open it again.
                store = nil
                try target.reset(to: pristine)
                store = try target.open()
            } else {
                outcomes[mutation, default: (0, 0)].refused += 1
                #expect(try target.bytes() == before, "iteration \(iteration) (\(mutation)): a refusal wrote")
            }
        }
        // Every kind of mutation was refused most of the time (escapes only respell text, so they import as is).
        for mutation in Mutation.allCases where mutation != .escapes {
            let counts = outcomes[mutation, default: (0, 0)]
            #expect(counts.refused > counts.accepted, "\(mutation): \(counts)")
        }
        if let start = startMemory, let end = Self.peakMemory() {
            #expect(end - start < 512 << 20, "peak memory grew by \(end - start) bytes")
        }
    }

    // MARK: Outcomes

    enum Outcome: Equatable, CustomStringConvertible {
        /// The plan's report, and whether it writes anything.
        case imported(String, wrote: Bool)
        case refused(String)

        var description: String {
            switch self {
            case .imported(let report, let wrote): "imported (\(wrote ? "writes" : "no writes")): \(report)"
            case .refused(let message): "refused: \(message)"
            }
        }
    }

    static func outcome(_ body: () throws -> ImportPlan) -> Outcome {
        do {
            let plan = try body()
            return .imported(plan.report, wrote: !plan.hasConflicts && !plan.isNoOp)
        } catch {
            return .refused(String(describing: error))
        }
    }

    // MARK: Fixtures

    /// The store the bundles are imported into: its file, a pristine copy, and a way back to it.
    struct Target {
        let directory: TemporaryDirectory
        let path: String

        func open() throws -> Store {
            try Store.open(
                at: path, create: false, author: "fuzz", now: { Date(timeIntervalSince1970: 1_800_000_000) },
                validator: CatalogValidator())
        }

        /// The database and its write-ahead log.
        func bytes() throws -> Data {
            (FileManager.default.contents(atPath: path) ?? Data())
                + (FileManager.default.contents(atPath: path + "-wal") ?? Data())
        }

        /// Puts the pristine bytes back; the caller has closed its store first.
        func reset(to pristine: Data) throws {
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            try pristine.write(to: URL(fileURLWithPath: path))
        }
    }

    /// Ana's export (demo library with edits, a new preset, a removal) and Ben's store (the demo library with
    /// edits of his own, some in the same fields), checkpointed so its bytes are stable.
    static func fixtures() throws -> (Data, Target) {
        let ana = try CLIFixture()
        for command in [
            ["set", "ShakeEffect", "amplitude=14"], ["set", "Shake", "amplitude=3"],
            ["set", "Wave", "amplitude=30"],
            ["add", "preset", "fuzz-hex", "--type", "polygon", "--set", "sides=6", "--description", "café\u{301}"],
            [
                "add", "timeline", "fuzz-spin", "--preset", "fuzz-hex", "--change",
                "rotation: .degrees(90) with .snappy",
            ],
            ["rm", "count-up"],
            // The bundle stays the articles' library: each iteration imports all of it twice.
            ["rm", "progress-ring"], ["rm", "badge-overlay"], ["rm", "transition-demo"], ["rm", "glow-button"],
            ["rm", "loading-dots"], ["rm", "card-flip"], ["rm", "toggle-badge"],
        ] {
            let result = ana.run(command)
            #expect(result.code == 0, "\(command): \(result.stderr)")
        }
        let out = ana.directory.path("ana.animdb.json")
        #expect(ana.run("export", "--all", "--out", out).code == 0)
        // Ben has Ana's export and edits of his own (some in the fields Ana changed since), so a valid bundle
        // merges, conflicts or fast-forwards a few objects rather than rewriting the whole library.
        let ben = try CLIFixture()
        #expect(ben.run("import", out).code == 0)
        #expect(ana.run("set", "ShakeEffect", "amplitude=16").code == 0)
        #expect(ana.run("add", "preset", "fuzz-new", "--type", "circle").code == 0)
        #expect(ana.run("export", "--all", "--out", out, "--force").code == 0)
        for command in [
            ["set", "ShakeEffect", "amplitude=2"], ["set", "PetalShape", "petalCount=7"],
            ["set", "Wave", "frequency=3"],
        ] {
            let result = ben.run(command)
            #expect(result.code == 0, "\(command): \(result.stderr)")
        }
        let target = Target(directory: ben.directory, path: ben.storePath)
        try target.open().checkpoint()
        return (try Data(contentsOf: URL(fileURLWithPath: out)), target)
    }

    // MARK: Mutations

    static func mutate(
        _ data: Data, _ original: JSONValue, _ paths: [[Step]], _ mutation: Mutation,
        _ generator: inout SeededGenerator
    ) -> Data {
        switch mutation {
        case .bitFlips:
            var raw = [UInt8](data)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                raw[Int.random(in: 0..<raw.count, using: &generator)] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
            }
            return Data(raw)
        case .truncation:
            return data.prefix(Int.random(in: 0..<data.count, using: &generator))
        case .escapes:
            return Data(escaped(String(decoding: data, as: UTF8.self), &generator).utf8)
        case .nesting:
            let depth = [2, 8, 31, 40, 1000, 100_000].randomElement(using: &generator)!
            let path = paths.randomElement(using: &generator)!
            var value = get(original, path)
            if depth > 1000 {
                // Textual, so building the input does not recurse 100,000 times.
                let text = signed(rehashed(set(original, path, "NEST")))
                let nested = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
                return Data(text.replacingOccurrences(of: "\"NEST\"", with: nested).utf8)
            }
            for _ in 0..<depth { value = [value] }
            return Data(signed(rehashed(set(original, path, value))).utf8)
        case .hugeNumbers:
            let numbers = ["1e308", "-1e308", "1e400", "-0", "1e-400", "123456789012345678901234567890", "0.1e999999"]
            var text = String(decoding: data, as: UTF8.self)
            let targets = ["\"format_version\": 1", "\"at\": 0", "\"repeat\": 1", "\"at\": 0.3"]
            for target in targets.shuffled(using: &generator).prefix(2) {
                let key = String(target.dropLast(target.hasSuffix("0.3") ? 3 : 1))
                text = text.replacingOccurrences(of: target, with: key + numbers.randomElement(using: &generator)!)
            }
            return Data(text.utf8)
        case .duplicateKeys:
            var text = String(decoding: data, as: UTF8.self)
            let key = ["\"name\": ", "\"hash\": ", "\"format\": ", "\"tracks\": "].randomElement(using: &generator)!
            if let range = text.range(of: key) {
                text.insert(contentsOf: key + "\"dup\",\n", at: range.lowerBound)
            }
            return Data(text.utf8)
        case .duplicateIDs:
            let objects = original["objects"]?.arrayValue ?? []
            let from = Int.random(in: 0..<objects.count, using: &generator)
            let to = Int.random(in: 0..<objects.count, using: &generator)
            return Data(
                signed(set(original, path("objects", to, "id"), get(original, path("objects", from, "id")))).utf8)
        case .tamperedHash:
            let objects = original["objects"]?.arrayValue ?? []
            let index = Int.random(in: 0..<objects.count, using: &generator)
            let hash = String((0..<64).map { _ in "0123456789abcdef".randomElement(using: &generator)! })
            let tampered =
                Bool.random(using: &generator)
                ? set(original, path("objects", index, "hash"), .string(hash))
                : set(original, path("objects", index, "content", "description"), "tampered")
            return Data(signed(tampered).utf8)
        case .valueSwap:
            let path = paths.randomElement(using: &generator)!
            let value = set(original, path, palette.randomElement(using: &generator)!)
            return Data(signed(Bool.random(using: &generator) ? rehashed(value) : value).utf8)
        case .removalInUse:
            // A removal of a preset that a timeline (here or in the bundle) still uses.
            let objects = original["objects"]?.arrayValue ?? []
            let presets = objects.indices.filter { objects[$0]["kind"] == "preset" && objects[$0]["deleted"] == false }
            let index = presets.randomElement(using: &generator)!
            var value = set(original, path("objects", index, "deleted"), true)
            value = set(value, path("objects", index, "content"), .null)
            // A tombstone keeps the removed content's hash and lists that version first in its ancestry.
            let ancestry = [objects[index]["hash"] ?? .null] + (objects[index]["ancestry"]?.arrayValue ?? [])
            value = set(value, path("objects", index, "ancestry"), .array(ancestry))
            return Data(signed(value).utf8)
        }
    }

    /// Respells some string characters as `\uXXXX` escapes (the same value), or appends runs of escapes that make a
    /// string too long, or an invalid escape.
    static func escaped(_ text: String, _ generator: inout SeededGenerator) -> String {
        var scalars = Array(text.unicodeScalars)
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
            // 300,000 escaped newlines in the first string: over the string limit.
            if let quote = scalars.firstIndex(of: "\"") {
                scalars.insert(contentsOf: String(repeating: "\\n", count: 300_000).unicodeScalars, at: quote + 1)
            }
        case 1:
            if let quote = scalars.firstIndex(of: "\"") {
                scalars.insert(contentsOf: ["\\", "x"], at: quote + 1)
            }
        case 2:
            if let quote = scalars.firstIndex(of: "\"") {
                scalars.insert(contentsOf: "\\ud800".unicodeScalars, at: quote + 1)
            }
        default:
            // Escape letters inside strings; outside them a backslash would be a syntax error, which is fine too.
            var inString = false
            var index = 0
            var result: [Unicode.Scalar] = []
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\"" { inString.toggle() }
                if scalar == "\\" {
                    result.append(scalar)
                    if index + 1 < scalars.count { result.append(scalars[index + 1]) }
                    index += 2
                    continue
                }
                if inString, scalar.properties.isAlphabetic, Int.random(in: 0..<8, using: &generator) == 0 {
                    result += "\\u\(String(format: "%04x", scalar.value))".unicodeScalars
                } else {
                    result.append(scalar)
                }
                index += 1
            }
            scalars = result
        }
        var output = ""
        output.unicodeScalars.append(contentsOf: scalars)
        return output
    }

    // MARK: Editing bundles

    /// One step of a path into JSON: a member or an element.
    enum Step {
        case key(String)
        case index(Int)
    }

    /// A path from its steps: strings are members, integers elements.
    static func path(_ steps: Any...) -> [Step] {
        steps.compactMap { ($0 as? String).map(Step.key) ?? ($0 as? Int).map(Step.index) }
    }

    /// Every path to a value inside `value`.
    static func paths(in value: JSONValue, prefix: [Step] = []) -> [[Step]] {
        var result: [[Step]] = prefix.isEmpty ? [] : [prefix]
        switch value {
        case .object(let members):
            for key in members.keys.sorted() { result += paths(in: members[key]!, prefix: prefix + [.key(key)]) }
        case .array(let elements):
            for index in elements.indices { result += paths(in: elements[index], prefix: prefix + [.index(index)]) }
        default:
            break
        }
        return result
    }

    static func get(_ value: JSONValue, _ path: [Step]) -> JSONValue {
        path.reduce(value) { current, step in
            switch step {
            case .key(let key): current[key] ?? .null
            case .index(let index):
                current.arrayValue.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? .null
            }
        }
    }

    static func set(_ value: JSONValue, _ path: [Step], _ newValue: JSONValue) -> JSONValue {
        guard let step = path.first else { return newValue }
        let rest = Array(path.dropFirst())
        switch step {
        case .key(let key):
            guard var members = value.objectValue else { return value }
            members[key] = set(members[key] ?? .null, rest, newValue)
            return .object(members)
        case .index(let index):
            guard var elements = value.arrayValue, elements.indices.contains(index) else { return value }
            elements[index] = set(elements[index], rest, newValue)
            return .array(elements)
        }
    }

    static func rehashed(_ bundle: JSONValue) -> JSONValue { BundleEditing.rehashed(bundle) }
    static func signed(_ bundle: JSONValue) -> String { BundleEditing.signed(bundle) }

    /// This process's peak resident memory in bytes (Linux), or nil.
    static func peakMemory() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }
}

/// Issue 20's fuzz test: real Lottie files (the corpus of `Tests/AnimDBLottieTests/Fixtures/corpus`) made hostile and
/// imported with `animdb import-lottie`, as a user would: each is imported, or refused with one error line (after
/// the indented lines of what it left out) and the store byte for byte as it was. Deterministic; a sample of the
/// files each run (`ANIMDB_FUZZ_SEED` picks another).
struct LottieImportFuzzTests {
    enum Mutation: CaseIterable {
        case truncation, hostileNumber, hugeFrameRange, thousandsOfLayers, selfContainingPrecomposition, valueSwap
    }

    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AnimDBLottieTests/Fixtures/corpus")

    static let seed = ProcessInfo.processInfo.environment["ANIMDB_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x1077_1E20

    @Test func mutatedCorpusFilesImportOrAreRefusedLeavingTheStoreAsItWas() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { $0.hasSuffix(".json") }.sorted()
            .filter { ((try? Data(contentsOf: Self.corpus.appendingPathComponent($0)))?.count ?? .max) <= 20_000 }
        #expect(files.count > 50)
        let cli = try CLIFixture()
        #expect(cli.run("list").code == 0, "the store exists before the first snapshot")
        var generator = SeededGenerator(seed: Self.seed)
        var imported = 0
        var refused = 0
        for (number, file) in files.shuffled(using: &generator).prefix(8).enumerated() {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(file))
            let original = try JSONParser(limits: .document(maxBytes: 64 << 20, maxDepth: 96)).parse(data)
            let paths = ImportFuzzTests.paths(in: original)
            for mutation in Mutation.allCases {
                let mutated = Self.mutate(data, original, paths, mutation, &generator)
                let name = "fuzz-\(number)-\(mutation)"
                try mutated.write(to: cli.directory.url.appendingPathComponent("\(name).json"))
                let before = cli.storeSnapshot()
                let result = cli.run("import-lottie", "\(name).json", "--name", name)
                if result.code == 0 {
                    imported += 1
                    continue
                }
                refused += 1
                let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                #expect(lines.last?.hasPrefix("Error: ") == true, "\(file) \(mutation): \(result.stderr.prefix(300))")
                #expect(lines.dropLast().allSatisfy { $0.hasPrefix("  ") }, "\(file) \(mutation)")
                #expect(cli.storeSnapshot() == before, "\(file) \(mutation): a refusal wrote")
            }
        }
        #expect(imported > 0 && refused > 0, "imported \(imported), refused \(refused)")
    }

    static func mutate(
        _ data: Data, _ original: JSONValue, _ paths: [[ImportFuzzTests.Step]], _ mutation: Mutation,
        _ generator: inout SeededGenerator
    ) -> Data {
        typealias F = ImportFuzzTests
        func bytes(_ value: JSONValue) -> Data { Data(value.canonicalBytes) }
        let layers = original["layers"]?.arrayValue ?? []
        switch mutation {
        case .truncation:
            return data.prefix(Int.random(in: 0..<data.count, using: &generator))
        case .hostileNumber:
            let numbers = paths.filter { F.get(original, $0).numberValue != nil }
            guard let path = numbers.randomElement(using: &generator) else { return data }
            let hostile: [JSONValue] = [1e7, -1e9, 1e308, 5e-324, -0.0, 1e15]
            return bytes(F.set(original, path, hostile.randomElement(using: &generator)!))
        case .hugeFrameRange:
            return bytes(F.set(original, F.path("op"), .number((original["ip"]?.numberValue ?? 0) + 1e7)))
        case .thousandsOfLayers:
            // 10 001 copies of the smallest layer's null-layer remains (past the layer limit), or 300 of the layer
            // itself (which imports: a debug build writes 3000 timelines too slowly for a test; the reader's fuzz
            // test reads such files and checks their work).
            guard var layer = layers.min(by: { $0.canonicalBytes.count < $1.canonicalBytes.count }) else { return data }
            var count = 300
            if Bool.random(using: &generator) {
                for key in ["shapes", "t", "masksProperties", "ks", "ef", "refId"] {
                    layer = F.set(layer, F.path(key), .null)
                }
                layer = F.set(layer, F.path("ty"), 3)
                count = 10_001
            }
            return bytes(F.set(original, F.path("layers"), .array(Array(repeating: layer, count: count))))
        case .selfContainingPrecomposition:
            let loop: JSONValue = ["ty": 0, "refId": "loop", "ks": [:]]
            var value = F.set(
                original, F.path("assets"),
                .array((original["assets"]?.arrayValue ?? []) + [["id": "loop", "layers": [loop]]]))
            value = F.set(value, F.path("layers"), .array([loop] + layers))
            return bytes(value)
        case .valueSwap:
            guard let path = paths.randomElement(using: &generator) else { return data }
            return bytes(F.set(original, path, F.palette.randomElement(using: &generator)!))
        }
    }
}
