import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBLottie

/// Real corpus files made hostile — truncated, bits flipped, numbers no player expects, huge arrays, deep nesting,
/// thousands of layers, huge frame ranges, precompositions that fan out or contain themselves — and read, then
/// planned for import: each is refused in one line, or read within the limits and imported with output in
/// proportion to the work the reader counted. Never a trap or a hang; memory stays bounded.
///
/// Deterministic: the files and mutations come from one seed (`ANIMDB_FUZZ_SEED` picks another, to explore).
struct CorpusFuzzTests {
    enum Mutation: CaseIterable {
        case truncation, bitFlips, hostileNumber, hugeFrameRange, hugeArray, deepNesting, thousandsOfLayers
        case precompositionFanOut, selfContainingPrecomposition, valueSwap
    }

    static let seed = ProcessInfo.processInfo.environment["ANIMDB_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x20_C0_2F05
    static let files = 12

    /// Plans for import only documents whose work is at most this (the rest are checked against `maxWork` only),
    /// so that a debug-build run stays within seconds.
    static let importBudget = 400_000

    static let hostileNumbers: [JSONValue] = [1e7, -1e7, 1e9, -1e9, 1e308, -1e308, 5e-324, -0.0, 1e15, 2_147_483_648]

    @Test func mutatedCorpusFilesAreRefusedInOneLineOrStayWithinTheLimits() throws {
        var generator = SeededGenerator(seed: Self.seed)
        var outcomes: [Mutation: (refused: Int, read: Int, imported: Int)] = [:]
        let startMemory = Self.peakMemory()
        for entry in Corpus.sample(Self.files, using: &generator, maxBytes: 40_000) {
            let data = try entry.json()
            let original = try JSONParser(limits: .document(maxBytes: 64 << 20, maxDepth: 96)).parse(data)
            for mutation in Mutation.allCases {
                let mutated = Self.mutate(data, original, mutation, &generator)
                let label = "\(entry.file) \(mutation)"
                do {
                    let document = try LottieReader().read(mutated)
                    outcomes[mutation, default: (0, 0, 0)].read += 1
                    #expect(document.work.total <= LottieLimits().maxWork, "\(label)")
                    guard document.work.total <= Self.importBudget else { continue }
                    do {
                        let plan = try LottieImporter.plan(document, name: "fuzz")
                        outcomes[mutation, default: (0, 0, 0)].imported += 1
                        var bytes = 0
                        for preset in plan.presets { bytes += preset.contentJSON.canonicalBytes.count }
                        for timeline in plan.timelines { bytes += timeline.contentJSON.canonicalBytes.count }
                        #expect(bytes <= 64 * max(document.work.total, 5000), "\(label): \(bytes) bytes")
                    } catch {
                        #expect(!error.description.contains("\n"), "\(label)")
                    }
                } catch {
                    outcomes[mutation, default: (0, 0, 0)].refused += 1
                    #expect(!error.description.contains("\n"), "\(label): \(error)")
                    #expect(error.description.count < 400, "\(label): \(error)")
                }
            }
        }
        // The mutations that must be refused were: no file may last an hour or expand to 10 000 layer instances.
        for mutation in [Mutation.hugeFrameRange, .precompositionFanOut] {
            #expect(outcomes[mutation]?.read == 0, "\(mutation): \(String(describing: outcomes[mutation]))")
        }
        #expect(outcomes.values.reduce(0) { $0 + $1.imported } > Self.files, "mutations that keep a file valid import")
        if let start = startMemory, let end = Self.peakMemory() {
            #expect(end - start < 512 << 20, "peak memory grew by \(end - start) bytes")
        }
    }

    // MARK: Mutations

    static func mutate(_ data: Data, _ original: JSONValue, _ mutation: Mutation, _ generator: inout SeededGenerator)
        -> Data
    {
        switch mutation {
        case .truncation:
            return data.prefix(Int.random(in: 0..<data.count, using: &generator))
        case .bitFlips:
            var raw = [UInt8](data)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                raw[Int.random(in: 0..<raw.count, using: &generator)] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
            }
            return Data(raw)
        case .hostileNumber:
            let numbers = paths(in: original).filter { get(original, $0).numberValue != nil }
            guard let path = numbers.randomElement(using: &generator) else { return data }
            return bytes(set(original, path, hostileNumbers.randomElement(using: &generator)!))
        case .hugeFrameRange:
            // Just over an hour, or millions of frames.
            let start = original["ip"]?.numberValue ?? 0
            let hour = 3601 * (original["fr"]?.numberValue ?? 30)
            return bytes(
                set(original, [.key("op")], .number(start + [1e7, hour, 1e9].randomElement(using: &generator)!)))
        case .hugeArray:
            // A list of keyframes or vertices (or any array) grown to hundreds of thousands of copies (a megabyte
            // or two of them, so a debug build reads it in a moment).
            let arrays = paths(in: original).filter { (get(original, $0).arrayValue?.count ?? 0) > 0 }
            guard let path = arrays.randomElement(using: &generator), let first = get(original, path).arrayValue?.first
            else { return data }
            let element = String(decoding: first.canonicalBytes, as: UTF8.self)
            let count = min(300_000, Self.bigBytes / (element.utf8.count + 1))
            return splice(original, path, "[" + Array(repeating: element, count: count).joined(separator: ",") + "]")
        case .deepNesting:
            let path = paths(in: original).randomElement(using: &generator) ?? []
            var value = get(original, path)
            let depth = [40, 100, 5000].randomElement(using: &generator)!
            if depth > 100 {
                // As text, so building it does not recurse thousands of times.
                return splice(
                    original, path, String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth))
            }
            for _ in 0..<depth { value = [value] }
            return bytes(set(original, path, value))
        case .thousandsOfLayers:
            // The file's smallest layer thousands of times (as many as fit in two megabytes, up to 3000), or
            // 10 001 of its null-layer remains (past the layer limit).
            let layers = (original["layers"]?.arrayValue ?? []).sorted {
                $0.canonicalBytes.count < $1.canonicalBytes.count
            }
            guard var layer = layers.first else { return data }
            var count = min(3000, Self.bigBytes / max(layer.canonicalBytes.count, 1))
            if Bool.random(using: &generator) {
                for key in ["shapes", "t", "masksProperties", "ks", "ef", "refId"] {
                    layer = set(layer, [.key(key)], .null)
                }
                layer = set(layer, [.key("ty")], 3)
                count = 10_001
            }
            let text = String(decoding: layer.canonicalBytes, as: UTF8.self)
            return splice(
                original, [.key("layers")], "[" + Array(repeating: text, count: count).joined(separator: ",") + "]")
        case .precompositionFanOut:
            // Twenty precompositions, each drawing the next ten times: 10²⁰ layer instances from 220 layers.
            let reference: (Int) -> JSONValue = {
                ["ty": 0, "refId": .string("fan\($0)"), "ks": [:], "w": 10, "h": 10]
            }
            var assets: [JSONValue] = (0..<20).map { level in
                ["id": .string("fan\(level)"), "layers": .array(Array(repeating: reference(level + 1), count: 10))]
            }
            assets.append(["id": "fan20", "layers": original["layers"] ?? []])
            var value = set(original, [.key("assets")], .array((original["assets"]?.arrayValue ?? []) + assets))
            value = set(value, [.key("layers")], .array([reference(0)] + (original["layers"]?.arrayValue ?? [])))
            return bytes(value)
        case .selfContainingPrecomposition:
            let loop: JSONValue = ["id": "loop", "layers": [["ty": 0, "refId": "loop", "ks": [:]]]]
            var value = set(original, [.key("assets")], .array((original["assets"]?.arrayValue ?? []) + [loop]))
            value = set(
                value, [.key("layers")],
                .array([["ty": 0, "refId": "loop", "ks": [:]]] + (original["layers"]?.arrayValue ?? [])))
            return bytes(value)
        case .valueSwap:
            let palette: [JSONValue] = [
                .null, true, 0, -1, 0.5, "", "x", [], [[]], [0], ["a": 1, "k": []], ["a": 0, "k": "x"], [:],
                .string(String(repeating: "y", count: 70_000)),
            ]
            guard let path = paths(in: original).randomElement(using: &generator) else { return data }
            return bytes(set(original, path, palette.randomElement(using: &generator)!))
        }
    }

    /// The size of the big mutations: hundreds of thousands of array elements, thousands of layers, within half a
    /// megabyte, which a debug build reads in a moment.
    static let bigBytes = 500_000

    static func bytes(_ value: JSONValue) -> Data { Data(value.canonicalBytes) }

    /// `value` with the JSON text `text` at `path`, put in as text (building big values as text is quick).
    static func splice(_ value: JSONValue, _ path: [Step], _ text: String) -> Data {
        let marked = String(decoding: bytes(set(value, path, "SPLICE-HERE")), as: UTF8.self)
        return Data(marked.replacingOccurrences(of: "\"SPLICE-HERE\"", with: text).utf8)
    }

    enum Step {
        case key(String)
        case index(Int)
    }

    /// Every path to a value inside `value` (members in key order, so the list is the same every run).
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

    /// This process's peak resident memory in bytes (Linux), or nil.
    static func peakMemory() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }
}
