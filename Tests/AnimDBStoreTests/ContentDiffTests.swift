import AnimDBEngine
import AnimDBModel
import AnimDBTestSupport
import Foundation
import Testing

/// `ContentDiff`: the laws (a version against itself is empty; each direction is the other's inverse) on random
/// trees, and the lines it prints for each kind of difference.
struct ContentDiffTests {
    typealias Node = Timeline.Node

    /// `VStack { Arc.stroke; Text("Go") }.padding()`, the tree the tables below edit.
    static let base = Timeline(
        name: "t",
        view: Node(
            .inline("stack", type: "VStack", ["spacing": "8"]),
            modifiers: [Timeline.Modifier(.inline("pad", type: "padding"))],
            children: [
                Node(
                    .inline("arc", type: "Arc", ["endAngle": ".degrees(90)"]),
                    modifiers: [Timeline.Modifier(.inline("line", type: "stroke", ["lineWidth": "4"]))]),
                Node(.inline("go", type: "Text", ["content": "\"Go\""]), conditions: [.init("show")]),
            ]),
        state: [.init(name: "show", type: "bool", value: "true")],
        keyframes: [.parameter("arc", "endAngle"): "[.linear(.degrees(90), duration: 1)]"],
        changes: [
            .init(at: 0.5, animation: ".spring", [.init(.parameter("arc", "endAngle"), .set, ".degrees(180)")]),
            .init(at: 1.5, animation: nil, [.init(.state("show"), .set, "false")]),
        ])

    /// Each edit of `base` by name, and the lines its diff prints.
    static let edits: [(String, [String])] = [
        ("a value", ["~ arc Arc.endAngle: .degrees(90) → .degrees(180)"]),
        ("a node added", [#"+ done: Text(content: "Done") at VStack › Text"#]),
        ("a node removed", [#"- go: Text(content: "Go") at VStack › Text if show"#]),
        ("a node moved", ["~ go place: VStack › Text → VStack › Arc › stroke › Text"]),
        ("children reordered", ["~ order of children of stack: arc, go → go, arc"]),
        ("a type", ["~ pad type: padding → frame"]),
        ("a condition", ["~ go conditions: show → !show"]),
        ("a state", ["~ state show: bool = true → bool = false"]),
        ("repetition", ["~ repeats: once → forever"]),
        ("a track", ["- keyframes arc.endAngle: [.linear(.degrees(90), duration: 1)]"]),
        ("a change removed", ["- change 1: arc.endAngle = .degrees(180) with .spring at 0.5"]),
        ("a change edited", ["~ change 2: show = false without animation at 1.5 → show = false with .easeIn at 1.5"]),
    ]

    static func edit(_ what: String, _ t: inout Timeline) {
        switch what {
        case "a value": t.view.children[0].item = .inline("arc", type: "Arc", ["endAngle": ".degrees(180)"])
        case "a node added": t.view.children.append(Node(.inline("done", type: "Text", ["content": "\"Done\""])))
        case "a node removed": t.view.children.removeLast()
        case "a node moved":
            let go = t.view.children.removeLast()
            t.view.children[0].modifiers[0].content = [go]
        case "children reordered": t.view.children.reverse()
        case "a type": t.view.modifiers[0].item = .inline("pad", type: "frame")
        case "a condition": t.view.children[1].conditions = [.init("show", holds: false)]
        case "a state": t.state[0].value = "false"
        case "repetition": t.repetition = .forever
        case "a track": t.keyframes = [:]
        case "a change removed": t.changes.removeFirst()
        case "a change edited": t.changes[1].animation = ".easeIn"
        default: Issue.record("no edit \(what)")
        }
    }

    @Test(arguments: edits)
    func eachKindOfDifferenceIsOneLine(what: String, lines: [String]) {
        var edited = Self.base
        Self.edit(what, &edited)
        let diff = ContentDiff(Self.base, edited)
        #expect(diff.differences.map(\.description) == lines, "\(what)")
        #expect(ContentDiff(edited, Self.base) == diff.inverted, "\(what)")
    }

    @Test func aPresetOfTheSameNameButAnotherIdDiffers() throws {
        func timeline(_ id: String) throws -> Timeline {
            let uuid = try #require(UUID(uuidString: id))
            return Timeline(
                name: "t",
                view: Node(Timeline.Item(key: "glow", source: .preset(name: "glow", id: uuid, parameters: []))))
        }
        let a = try timeline("11111111-0000-0000-0000-000000000000")
        let b = try timeline("22222222-0000-0000-0000-000000000000")
        #expect(
            ContentDiff(a, b).differences.map(\.description) == [
                "~ glow type: preset glow 11111111 → preset glow 22222222"
            ])
        #expect(ContentDiff(b, a) == ContentDiff(a, b).inverted)
    }

    @Test func presetsCompareTypeValuesIgnoredDescriptionAndTags() {
        let a = Preset(name: "p", type: "Arc", parameters: [.init(name: "endAngle", value: "1")], tags: ["ui"])
        var b = a
        b[parameter: "endAngle"] = "2"
        b[parameter: "startAngle"] = "0"
        b.ignored = ["startAngle"]
        b.description = "wide"
        b.tags = ["ui", "demo"]
        #expect(
            ContentDiff(a, b).differences.map(\.description) == [
                "~ Arc.endAngle: 1 → 2", "+ Arc.startAngle: 0", "+ ignored startAngle", #"~ description: "" → "wide""#,
                "+ tag demo",
            ])
        var c = a
        c.type = "Circle"
        #expect(ContentDiff(a, c).differences.map(\.description) == ["~ type: Arc → Circle"])
    }

    @Test func randomVersionsObeyTheLaws() {
        var random = SeededGenerator(seed: 21)
        for _ in 0..<300 {
            let a = Self.randomTimeline(&random)
            let b = Self.randomTimeline(&random)
            #expect(ContentDiff(a, a).isEmpty)
            let forward = ContentDiff(a, b)
            #expect(ContentDiff(b, a) == forward.inverted)
            #expect(forward.inverted.inverted == forward)
            // Different content always shows at least one difference.
            #expect(
                forward.isEmpty
                    == (a.view == b.view && a.state == b.state && a.repetition == b.repetition
                        && a.keyframes == b.keyframes && a.changes == b.changes))
        }
    }

    /// Small vocabularies, so the two sides often share keys, values and changes.
    static func randomTimeline(_ random: inout SeededGenerator) -> Timeline {
        var keys = ["a", "b", "c", "d", "e", "f"].shuffled(using: &random)
        func item() -> Timeline.Item {
            let key = keys.popLast() ?? "z\(random.int(in: 0...1_000_000))"
            let parameters = (0..<random.int(in: 0...2)).map { _ in
                Preset.Parameter(name: random.pick(["x", "y"]), value: random.pick(["1", "2"]))
            }
            let unique = Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { f, _ in f }).values
                .sorted { $0.name < $1.name }
            return random.bool()
                ? Timeline.Item(
                    key: key,
                    source: .inline(
                        type: random.pick(["Arc", "Text"]), parameters: unique, ignored: random.bool() ? ["x"] : []))
                : Timeline.Item.preset(random.pick(["shake", "glow"]), key: key, unique)
        }
        func node(_ depth: Int) -> Node {
            let modifiers = (0..<random.int(in: 0...1)).map { _ in
                Timeline.Modifier(item(), content: depth < 2 && random.bool() ? [node(depth + 1)] : [])
            }
            let children = depth < 2 ? (0..<random.int(in: 0...2)).map { _ in node(depth + 1) } : []
            return Node(
                item(), modifiers: modifiers, children: children,
                conditions: random.bool() ? [] : [.init("show", holds: random.bool())])
        }
        let root = node(0)
        let targets: [ParameterTarget] = [.parameter("a", "x"), .parameter("b", "y"), .state("show")]
        var keyframes: [ParameterTarget: String] = [:]
        for target in targets where random.bool() { keyframes[target] = random.pick(["[1]", "[2]"]) }
        let changes = (0..<random.int(in: 0...4)).map { _ in
            Timeline.Change(
                at: random.pick([0, 0.5, 1]), animation: random.pick([nil, ".spring"]),
                [.init(random.pick(targets), random.pick([.set, .add]), random.pick(["1", "2"]))])
        }
        .sorted { $0.time < $1.time }
        return Timeline(
            name: "t", view: root,
            state: random.bool() ? [.init(name: "show", type: "bool", value: random.pick(["true", "false"]))] : [],
            repetition: random.pick([.once, .forever, .count(2)]), keyframes: keyframes, changes: changes)
    }
}
