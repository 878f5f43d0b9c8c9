import AnimDBModel
import AnimDBStore
import AnimDBSyntax
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSync

/// The field-level merge, the keyframe splitter, and the canonical encoders it relies on.
struct ThreeWayMergeTests {
    static let base: JSONValue = [
        "name": "shake", "type": "ShakeEffect", "description": "",
        "parameters": [["name": "amplitude", "value": "10"], ["name": "shakes", "value": "3"]],
        "ignored": [], "tags": ["ui"],
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var label: String
        var ours: @Sendable (JSONValue) -> JSONValue
        var theirs: @Sendable (JSONValue) -> JSONValue
        var expected: @Sendable (JSONValue) -> JSONValue
        var conflicts: [String]
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(
            label: "different scalars", ours: { set($0, ["description"], "a") },
            theirs: { set($0, ["type"], "Circle") },
            expected: { set(set($0, ["description"], "a"), ["type"], "Circle") }, conflicts: []),
        Case(
            label: "different parameters", ours: { set($0, ["parameters", 0, "value"], "12") },
            theirs: { set($0, ["parameters", 1, "value"], "4") },
            expected: { set(set($0, ["parameters", 0, "value"], "12"), ["parameters", 1, "value"], "4") }, conflicts: []
        ),
        Case(
            label: "same parameter", ours: { set($0, ["parameters", 0, "value"], "12") },
            theirs: { set($0, ["parameters", 0, "value"], "14") },
            expected: { set($0, ["parameters", 0, "value"], "12") },
            conflicts: ["parameters.amplitude"]),
        Case(
            label: "same change on both sides", ours: { set($0, ["parameters", 0, "value"], "12") },
            theirs: { set($0, ["parameters", 0, "value"], "12") },
            expected: { set($0, ["parameters", 0, "value"], "12") },
            conflicts: []),
        Case(
            label: "tags added and removed", ours: { set($0, ["tags"], ["fun", "ui"]) },
            theirs: { set($0, ["tags"], []) },
            expected: { set($0, ["tags"], ["fun"]) }, conflicts: []),
        Case(
            label: "parameter added on each side",
            ours: {
                set($0, ["parameters"], .array(($0["parameters"]?.arrayValue ?? []) + [["name": "a", "value": "1"]]))
            },
            theirs: {
                set($0, ["parameters"], .array(($0["parameters"]?.arrayValue ?? []) + [["name": "b", "value": "2"]]))
            },
            expected: {
                set(
                    $0, ["parameters"],
                    .array(
                        ($0["parameters"]?.arrayValue ?? []) + [
                            ["name": "a", "value": "1"], ["name": "b", "value": "2"],
                        ]))
            }, conflicts: []),
        Case(
            label: "removed here, changed there",
            ours: { set($0, ["parameters"], [["name": "shakes", "value": "3"]]) },
            theirs: { set($0, ["parameters", 0, "value"], "14") },
            expected: { set($0, ["parameters"], [["name": "shakes", "value": "3"]]) },
            conflicts: ["parameters.amplitude"]),
    ]

    @Test(arguments: cases)
    func mergesFieldByField(_ merge: Case) {
        let result = ThreeWayMerge.merge(
            base: Self.base, ours: merge.ours(Self.base), theirs: merge.theirs(Self.base), prefer: .ours)
        #expect(result.merged == merge.expected(Self.base))
        #expect(result.conflicts.map(\.field) == merge.conflicts)
    }

    @Test func keyframesMergePerElement() {
        let base: JSONValue = ["keyframes": ["i.x": "[A(1), B(2, c: [3, 4]), C(\"a, b\")]"]]
        let ours = set(base, ["keyframes", "i.x"], "[A(9), B(2, c: [3, 4]), C(\"a, b\")]")
        let theirs = set(base, ["keyframes", "i.x"], "[A(1), B(2, c: [3, 4]), C(\"z\")]")
        let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, prefer: .ours)
        #expect(result.conflicts.isEmpty)
        #expect(result.merged["keyframes"]?["i.x"] == "[A(9), B(2, c: [3, 4]), C(\"z\")]")
    }

    @Test func withoutAncestorEveryDifferenceConflictsButAdditionsMerge() {
        let ours = set(Self.base, ["description"], "a")
        let theirs = set(set(Self.base, ["description"], "b"), ["tags"], ["ui", "x"])
        let result = ThreeWayMerge.merge(base: nil, ours: ours, theirs: theirs, prefer: .theirs)
        #expect(result.conflicts.map(\.field) == ["description"])
        #expect(result.merged == theirs)
    }

    /// Properties on random edits: a side that did not change yields the other side, and both orders agree on
    /// which fields conflict.
    @Test func mergeProperties() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<500 {
            let ours = Self.randomEdit(Self.base, using: &generator)
            let theirs = Self.randomEdit(Self.base, using: &generator)
            #expect(ThreeWayMerge.merge(base: Self.base, ours: ours, theirs: Self.base, prefer: .ours).merged == ours)
            #expect(
                ThreeWayMerge.merge(base: Self.base, ours: Self.base, theirs: theirs, prefer: .ours).merged == theirs)
            let forward = ThreeWayMerge.merge(base: Self.base, ours: ours, theirs: theirs, prefer: .ours)
            let backward = ThreeWayMerge.merge(base: Self.base, ours: theirs, theirs: ours, prefer: .theirs)
            #expect(forward.conflicts.map(\.field) == backward.conflicts.map(\.field))
            #expect(forward.merged == backward.merged)
        }
    }

    @Test(arguments: [
        ("[a, b(1, 2), c]", ["a", "b(1, 2)", "c"]),
        ("[]", []),
        ("[x(\"]\")]", ["x(\"]\")"]),
        ("not a list", ["not a list"]),
        ("[unbalanced(]", ["[unbalanced(]"]),
        // Stored (canonical) text separates keyframes with ';'.
        (
            "LinearKeyframe(1, duration: 0.2); MoveKeyframe(\"a;b\")",
            ["LinearKeyframe(1, duration: 0.2)", "MoveKeyframe(\"a;b\")"]
        ),
        ("", []),
    ])
    func keyframeTextSplitsTopLevelElements(text: String, elements: [String]) {
        #expect(KeyframeText.elements(of: text) == elements)
    }

    @Test func canonicalBytesMatchTheStoreEncoder() throws {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<1000 {
            let value = Self.randomValue(depth: 0, using: &generator)
            #expect(CanonicalBytes.encode(value) == Array(value.canonicalText.utf8))
            // The laid-out form parses back to the same value.
            #expect(try JSONParser().parse(CanonicalLayout.format(value.canonicalText)) == value)
        }
    }

    // MARK: Generators

    static func randomEdit(_ value: JSONValue, using generator: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: set(value, ["description"], .string("d\(Int.random(in: 0..<3, using: &generator))"))
        case 1:
            set(
                value, ["parameters", Int.random(in: 0..<2, using: &generator), "value"],
                .string("\(Int.random(in: 0..<3, using: &generator))"))
        case 2: set(value, ["tags"], Bool.random(using: &generator) ? ["ui", "x"] : [])
        case 3: set(value, ["type"], "Circle")
        default: value
        }
    }

    static func randomValue(depth: Int, using generator: inout SeededGenerator) -> JSONValue {
        let scalars = ["", "a", "é\u{1F600}", "q\"\\/\n\t\u{01}\u{1F}", "x y"]
        switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2:
            let numbers: [Double] = [0, -0.0, 1, -7, 0.1, 1e-7, 1e16, 9_007_199_254_740_993, 123.456, -2.5e300]
            return .number(numbers.randomElement(using: &generator)!)
        case 3: return .string(scalars.randomElement(using: &generator)!)
        case 4:
            return .array(
                (0..<Int.random(in: 0..<4, using: &generator)).map { _ in
                    randomValue(depth: depth + 1, using: &generator)
                })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0..<4, using: &generator) {
                members[scalars.randomElement(using: &generator)! + "k"] = randomValue(
                    depth: depth + 1, using: &generator)
            }
            return .object(members)
        }
    }
}

extension ThreeWayMergeTests {
    @Test(
        arguments: [
            // base, ours, theirs, merged (nil: the track conflicts as a whole)
            ("[a, b, c, d]", "[a, b, c, d, e]", "[x, b, c, d]", "[x, b, c, d, e]"),
            ("[a, b, c, d]", "[a, d]", "[a, b, c, y]", nil),
            ("[a, b, c, d]", "[a, q, r, b, c, d]", "[a, b, c]", "[a, q, r, b, c]"),
            ("[a, b]", "[a, b, c]", "[a, b, d]", nil),
            ("[a, b, c]", "[z, b, c]", "[a, b, y]", "[z, b, y]"),
            ("a; b; c", "z; b; c", "a; b; y", "z; b; y"),
            ("a; b", "a; b; c", "a; b; d", nil),
        ] as [(String, String, String, String?)])
    func keyframeInsertionsAndEditsCombineWhenApart(base: String, ours: String, theirs: String, merged: String?) {
        func track(_ text: String) -> JSONValue { ["keyframes": ["i.x": .string(text)]] }
        let result = ThreeWayMerge.merge(base: track(base), ours: track(ours), theirs: track(theirs), prefer: .ours)
        if let merged {
            #expect(result.conflicts.isEmpty)
            #expect(result.merged == track(merged))
        } else {
            #expect(result.conflicts.map(\.field) == ["keyframes.i.x"])
        }
    }

    @Test func stateChangesCombineWhenApart() {
        func change(_ at: Double, _ value: JSONValue = "1") -> JSONValue {
            ["at": .number(at), "animation": ".linear", "assign": [["target": "i.x", "op": "=", "value": value]]]
        }
        let base: JSONValue = ["changes": [change(0), change(1)]]
        let ours: JSONValue = ["changes": [change(0), change(1), change(2)]]
        let theirs: JSONValue = ["changes": [change(0, "5"), change(1)]]
        let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, prefer: .ours)
        #expect(result.conflicts.isEmpty)
        #expect(result.merged == ["changes": [change(0, "5"), change(1), change(2)]])
        // Both sides editing one transaction conflict on that transaction alone.
        let other: JSONValue = ["changes": [change(0, "7"), change(1)]]
        let clash = ThreeWayMerge.merge(base: base, ours: theirs, theirs: other, prefer: .ours)
        #expect(clash.conflicts.map(\.field) == ["changes[0]"])
    }
}
