import AnimDBModel
import AnimDBStore
import AnimDBSyntax
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSync

/// Thousands of mutated bundles: import never crashes, and the store changes only for a fully valid bundle.
struct FuzzTests {
    enum Mutation: CaseIterable {
        case bitFlips, truncation, typeSwap, signedTypeSwap
    }

    static let palette: [JSONValue] = [
        .null, true, false, 0, -1, 0.5, 1e308, -1e-300, 1e20, "", "x", "../etc/passwd", "a\u{0}b", "\u{202E}evil",
        .string(String(repeating: "y", count: 5000)), [], ["deleted:zz"], [:], ["name": "x"],
        "00000000-0000-4000-8000-000000000000", "forever", "[Linear(1)]", "NaN",
    ]

    @Test func mutatedBundlesNeverCrashOrLeak() throws {
        var (ben, data) = try BadInputTests.fixture()
        let original = try JSONParser().parse(data)
        let paths = Self.paths(in: original)
        var dump = try ben.dump()
        var bytes = try ben.fileBytes()
        var generator = SeededGenerator(seed: 0x5EED_F022)
        var accepted = 0
        for iteration in 0..<5000 {
            let mutation = Mutation.allCases.randomElement(using: &generator)!
            let mutated: Data
            switch mutation {
            case .bitFlips:
                var raw = [UInt8](data)
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    raw[Int.random(in: 0..<raw.count, using: &generator)] ^=
                        1 << UInt8.random(in: 0..<8, using: &generator)
                }
                mutated = Data(raw)
            case .truncation:
                mutated = data.prefix(Int.random(in: 0..<data.count, using: &generator))
            case .typeSwap, .signedTypeSwap:
                let path = paths.randomElement(using: &generator)!
                var value = set(original, path, Self.palette.randomElement(using: &generator)!)
                if mutation == .signedTypeSwap {
                    value = BadInputTests.rehashed(value)
                    mutated = Data(BadInputTests.signed(value).utf8)
                } else {
                    mutated = Data(CanonicalLayout.format(value.canonicalText).utf8)
                }
            }
            do {
                let bundle = try BundleReader().read(mutated)
                let plan = try ImportPlanner(store: ben.store).plan(bundle, onConflict: .fail)
                try plan.apply(to: ben.store)
                // Accepted, so it passed every check (a header field changed and re-signed, say): start over
                // from a fresh store, since this one rightly changed.
                accepted += 1
                (ben, _) = try BadInputTests.fixture()
                dump = try ben.dump()
                bytes = try ben.fileBytes()
                continue
            } catch {
                #expect(!String(describing: error).contains("\n"))
                #expect(try ben.dump() == dump, "iteration \(iteration) changed the store")
            }
            if iteration % 500 == 0 {
                #expect(try ben.fileBytes() == bytes)
            }
        }
        #expect(try ben.dump() == dump)
        #expect(try ben.fileBytes() == bytes)
        // Most mutations must be refused; the few accepted ones only touched free-text header fields.
        #expect(accepted < 300)
    }

    /// Every path to a value inside `value`.
    static func paths(in value: JSONValue, prefix: [any PathStep] = []) -> [[any PathStep]] {
        var result: [[any PathStep]] = prefix.isEmpty ? [] : [prefix]
        switch value {
        case .object(let members):
            for key in members.keys.sorted() { result += paths(in: members[key]!, prefix: prefix + [key]) }
        case .array(let elements):
            for index in elements.indices { result += paths(in: elements[index], prefix: prefix + [index]) }
        default:
            break
        }
        return result
    }
}
