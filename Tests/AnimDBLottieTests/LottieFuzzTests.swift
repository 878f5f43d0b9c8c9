import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBLottie

/// Thousands of mutated Lottie files: the reader never traps, refuses with one line, and whatever it accepts can
/// be evaluated and written again.
struct LottieFuzzTests {
    static let palette: [JSONValue] = [
        .null, true, false, 0, -1, 0.5, 1e308, -1e-300, 1e12, "", "x", "gr", "sh", [], [[]], [0], [0, 0],
        [0, 0, 0, 0, 0], ["t": 0], ["a": 1, "k": []], ["a": 1, "k": [["t": 5], ["t": 1]]], ["a": 0, "k": "x"],
        ["x": [2], "y": [0]], .string(String(repeating: "y", count: 3000)), [:],
    ]

    @Test func mutatedFilesNeverCrash() throws {
        let data = try LottieWriter.data(LottieFixtures.everything())
        let original = try JSONParser().parse(data)
        let paths = Self.paths(in: original)
        var generator = SeededGenerator(seed: 0x107_71E)
        var accepted = 0
        for _ in 0..<1500 {
            let mutated: Data
            switch generator.int(in: 0...2) {
            case 0:
                var raw = [UInt8](data)
                for _ in 0..<generator.int(in: 1...3) {
                    raw[generator.int(in: 0...(raw.count - 1))] ^= UInt8(1 << generator.int(in: 0...7))
                }
                mutated = Data(raw)
            case 1:
                mutated = data.prefix(generator.int(in: 0...data.count))
            default:
                let path = generator.pick(paths)
                mutated = Data(
                    Self.replacing(original, at: path[...], with: generator.pick(Self.palette)).canonicalBytes)
            }
            switch Self.readAndRewrite(mutated) {
            case .success(let same):
                accepted += 1
                #expect(same, "what was accepted reads back the same after writing")
            case .failure(let error):
                #expect(!error.description.contains("\n"))
                #expect(error.description.count < 400)
            }
        }
        #expect(accepted > 50, "mutations that keep the file valid are read")
    }

    /// Reads `data`, evaluates what it can, writes it again and reads that: whether the two readings agree.
    static func readAndRewrite(_ data: Data) -> Result<Bool, LottieError> {
        Result { () throws(LottieError) -> Bool in
            let document = try LottieReader().read(data)
            for layer in document.animation.layers {
                _ = layer.transform.position.value(at: 7.5)
                _ = layer.transform.scale.value(at: 7.5)
                if case .shapes(let items) = layer.content { evaluate(items) }
            }
            let rewritten = try LottieWriter.data(document.animation)
            return try LottieReader().read(rewritten).animation == document.animation
        }
    }

    static func evaluate(_ items: [LottieShapeItem]) {
        for item in items {
            switch item.kind {
            case .group(let children): evaluate(children)
            case .path(let shape): _ = shape.value(at: 3.3)
            case .rectangle(let position, let size, let roundness):
                _ = (position.value(at: 1), size.value(at: 2), roundness.value(at: 3))
            default: break
            }
        }
    }

    enum Step {
        case key(String)
        case index(Int)
    }

    static func paths(in value: JSONValue, prefix: [Step] = []) -> [[Step]] {
        var result: [[Step]] = prefix.isEmpty ? [] : [prefix]
        switch value {
        case .object(let members):
            for (key, member) in members { result += paths(in: member, prefix: prefix + [.key(key)]) }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                result += paths(in: element, prefix: prefix + [.index(index)])
            }
        default: break
        }
        return result
    }

    static func replacing(_ value: JSONValue, at path: ArraySlice<Step>, with replacement: JSONValue) -> JSONValue {
        guard let step = path.first else { return replacement }
        switch (step, value) {
        case (.key(let key), .object(var members)):
            members[key] = replacing(members[key] ?? .null, at: path.dropFirst(), with: replacement)
            return .object(members)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            elements[index] = replacing(elements[index], at: path.dropFirst(), with: replacement)
            return .array(elements)
        default:
            return value
        }
    }
}
