import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax
import Testing

@testable import AnimDBCodegen

/// View trees: what SwiftUI cannot say is refused in one line; a tree is its chains nested; conditions become
/// `if`/`else`; iOS 13 attaches views as arguments; states, bindings and variables keep apart.
struct TreeCodegenTests {
    typealias F = CodegenFixtures

    static func generate(
        _ view: CodegenNode, states: [CodegenState] = [], _ transactions: [String] = [],
        target: CodegenTarget = .ios17
    ) throws -> GeneratedSource {
        try F.tree("tree", view, states: states, transactions, passLength: 1).generate(target)
    }

    static let text = F.node(F.inline("label", "text", ["text": "\"Hi\""]))
    static let show = [F.state("show", .bool, "false")]

    /// A timeline the store accepted but SwiftUI cannot say (or that would put other code than its values into the
    /// file) is refused with one line naming the item, state or parameter.
    @Test(arguments: [
        (F.node(F.inline("fill", "fill")), [CodegenState](), "its view must start with content, not 'fill'"),
        (
            F.node(F.inline("stack", "vstack"), children: [F.node(F.inline("pad", "padding"))]), [],
            "'pad' is a modifier, but a view must start with content"
        ),
        (F.node(F.inline("label", "text"), children: [text]), [], "'label' (text) is not a container"),
        (
            F.node(F.inline("dot", "circle"), [F.inline("pad", "padding")], attached: ["pad": [text]]), [],
            "'pad' (padding) attaches no views"
        ),
        (
            F.node(F.inline("dot", "circle"), [F.inline("clip", "clip-shape")], attached: ["clip": [text]]), [],
            "'clip' clips to one shape without modifiers"
        ),
        (F.node(F.inline("label", "text"), if: [.init("hidden")]), show, "'hidden', but the view has no such state"),
        (
            F.node(F.inline("label", "text"), if: [.init("count")]), [F.state("count", .double, "1")],
            "'count' is not a Bool"
        ),
        (
            F.node(F.bound("slider", "slider", bindings: ["value": .state("show")], states: show)), show,
            "'slider.value' is a double, but 'show' is a bool"
        ),
        (
            F.node(F.inline("label", "text").with(bindings: ["text": .state("missing")])), show,
            "'label.text' reads 'missing', but the view has no such state"
        ),
        (
            F.node(
                F.inline("label", "text").with(bindings: ["text": .interpolation(#""\(exit(0))""#, states: ["show"])])),
            show, "'label.text' must be a string literal interpolating its states"
        ),
        (
            F.node(
                F.inline("label", "text").with(bindings: ["text": .interpolation(#""a" + "\(show)""#, states: ["show"])]
                )),
            show, "'label.text' must be a string literal interpolating its states"
        ),
        (text, [F.state("body", .bool, "false")], "its state 'body' has a name the generated view uses itself"),
        (text, [F.state("1st", .bool, "false")], "its state '1st' is not a Swift name"),
        (text, [F.state("Text", .bool, "false")], "its state 'Text' has a name the generated view uses itself"),
        (
            F.node(.preset(F.polygon)), [F.state("Polygon", .bool, "false")],
            "its state 'Polygon' has the name of a type the view uses"
        ),
        (text, show + show, "two states are called 'show'"),
        (
            F.node(F.inline("stack", "vstack"), children: [text, text]), [], "two items are called 'label'"
        ),
    ])
    func treesSwiftUICannotSayAreRefused(view: CodegenNode, states: [CodegenState], reason: String) throws {
        #expect {
            try Self.generate(view, states: states)
        } throws: { error in
            let text = (error as? CodegenError)?.description ?? ""
            return text.hasPrefix("Cannot generate timeline 'tree': ") && text.contains(reason)
                && !text.contains("\n")
        }
    }

    @Test func transactionsMustFitTheirStates() throws {
        let view = F.node(F.inline("label", "text"), if: [.init("show")])
        let wrongType = Transaction(
            animation: nil, assignments: [.init(target: .state("show"), operation: .set, value: .double(1))])
        let missing = Transaction(
            animation: nil, assignments: [.init(target: .state("gone"), operation: .set, value: .bool(true))])
        for (transaction, reason) in [
            (wrongType, "does not give 'show' a bool"), (missing, "assigns 'gone', but the view has no such state"),
        ] {
            let timeline = CodegenTimeline(name: "tree", view: view, states: Self.show, transactions: [transaction])
            #expect {
                try SwiftUICodegen.timeline(
                    timeline, facts: TimelineFacts(passLength: 1, jumpingTargets: []), target: .ios17)
            } throws: { ($0 as? CodegenError)?.description.contains(reason) ?? false }
        }
        let keyframed = CodegenTimeline(
            name: "tree", view: view, states: Self.show,
            keyframes: [.state("show"): try ExpressionParser.parseKeyframes("MoveKeyframe(1)", as: .double)])
        #expect {
            try SwiftUICodegen.timeline(
                keyframed, facts: TimelineFacts(passLength: 1, jumpingTargets: []), target: .ios17)
        } throws: { ($0 as? CodegenError)?.description.contains("drives a state") ?? false }
    }

    /// A parameter that reads a state is driven by that state alone.
    @Test func boundParametersAreNotAssigned() throws {
        let states = [F.state("sides", .double, "3")]
        let polygon = F.node(.preset(F.polygon, bindings: ["sides": .state("sides")]))
        #expect {
            try Self.generate(polygon, states: states, ["Polygon.sides = 4"])
        } throws: { ($0 as? CodegenError)?.description.contains("'Polygon.sides' reads 'sides'") ?? false }
    }

    /// Work is bounded before it starts: a tree deeper than codegen writes is refused, not recursed into.
    @Test func deepTreesAreRefused() throws {
        var node = Self.text
        for level in 0..<70 { node = F.node(F.inline("group\(level)", "group"), children: [node]) }
        #expect {
            try Self.generate(node)
        } throws: { ($0 as? CodegenError)?.description.contains("nests more than 64 levels deep") ?? false }
    }

    // MARK: Laws

    /// A tree is its chains nested: any chain timeline, its view made the one child of a `Group`, writes the same
    /// tokens inside `Group { … }` (asked once as a chain, once as a tree).
    @Test(arguments: F.timelines.filter { $0.timeline.keyframes.isEmpty }, CodegenTarget.allCases)
    func aTreeIsItsChainsNested(timeline: F.TimelineCase, target: CodegenTarget) throws {
        var nested = timeline
        nested.timeline.view = CodegenNode(F.inline("wrapper", "group"), children: [timeline.timeline.view])
        let chain = Self.content(try timeline.generate(target).source)
        let tree = Self.content(try nested.generate(target).source)
        #expect(tree == ["Group", "{"] + chain + ["}"])
    }

    /// The tokens of the view's content: after the demo view's own `VStack(spacing: 24) {`, up to `.id(pass)`.
    static func content(_ source: String) -> [String] {
        let tokens = SwiftTokens.tokens(source)
        let open = SwiftTokens.tokens("VStack(spacing: 24) {")
        guard let start = tokens.indices.first(where: { tokens[$0...].starts(with: open) }),
            let end = tokens.indices.first(where: {
                $0 > start && tokens[$0...].starts(with: [".", "id", "(", "pass"])
            })
        else { return [] }
        return Array(tokens[(start + open.count)..<end])
    }

    /// Siblings under one condition share an `if`; siblings under its opposite are its `else`; others stand alone.
    @Test func conditionsBecomeIfAndElse() throws {
        let states = Self.show + [F.state("big", .bool, "true")]
        func label(_ key: String, _ conditions: [CodegenNode.Condition]) -> CodegenNode {
            F.node(F.inline(key, "text", ["text": "\"\(key)\""]), if: conditions)
        }
        let view = F.node(
            F.inline("stack", "vstack"),
            children: [
                label("a", [.init("show")]), label("b", [.init("show")]), label("c", [.init("show", holds: false)]),
                label("d", []), label("e", [.init("show"), .init("big", holds: false)]),
                label("f", [.init("big", holds: false)]), label("g", [.init("big")]),
            ])
        let source = try Self.generate(view, states: states).source
        let body = """
                        VStack {
                            if show {
                                Text("a")
                                Text("b")
                            } else {
                                Text("c")
                            }
                            Text("d")
                            if show && !big {
                                Text("e")
                            }
                            if !big {
                                Text("f")
                            } else {
                                Text("g")
                            }
                        }
            """
        #expect(source.contains(body), "\(source)")
        #expect(source.contains("    @State private var show: Bool = false\n    @State private var big: Bool = true\n"))
    }

    /// A root shown under a condition is wrapped in a `Group`, which the view's own modifiers then modify.
    @Test func aConditionalRootIsGrouped() throws {
        let source = try Self.generate(
            F.node(F.inline("label", "text", ["text": "\"Hi\""]), if: [.init("show")]), states: Self.show,
            ["show = true at 1"]
        ).source
        #expect(source.contains("            Group {\n                if show {\n                    Text(\"Hi\")\n"))
        #expect(source.contains("            }\n            .id(pass)\n"))
    }

    // MARK: Targets

    /// iOS 13 attaches a view as an argument (`overlay(_:alignment:)`), on one line when it fits; a mask cannot be
    /// aligned there, which a warning says.
    @Test func iOS13AttachesViewsAsArguments() throws {
        let view = F.node(
            F.inline("dot", "circle"),
            [
                F.inline("badge", "overlay", ["alignment": ".topTrailing"]),
                F.inline("fade", "mask", ["alignment": ".top"]),
            ],
            attached: ["badge": [Self.text], "fade": [F.node(F.inline("shape", "rect"))]])
        let ios13 = try Self.generate(view, target: .ios13)
        #expect(ios13.source.contains("                .overlay(Text(\"Hi\"), alignment: .topTrailing)\n"))
        #expect(ios13.source.contains("                .mask(Rectangle())\n"))
        #expect(ios13.warnings == ["timeline 'tree': mask(alignment:_:) is iOS 15, so the mask is centred (mask(_:))"])
        let ios17 = try Self.generate(view, target: .ios17)
        #expect(
            ios17.source.contains(
                "                .overlay(alignment: .topTrailing) {\n                    Text(\"Hi\")\n"))
        #expect(ios17.source.contains("                .mask(alignment: .top) {\n                    Rectangle()\n"))
        #expect(ios17.warnings.isEmpty)
    }

    /// What iOS 13 lacks is written with what it has, and said where it is not the same.
    @Test(arguments: [
        ("navigation-stack", [String: String](), "NavigationView {", "NavigationStack is iOS 16"),
        (
            "button", ["title": "\"Go\"", "style": ".bordered"], ".buttonStyle(DefaultButtonStyle())",
            "'.bordered' buttons are iOS 15"
        ),
        ("button", ["title": "\"Go\"", "style": ".plain"], ".buttonStyle(PlainButtonStyle())", nil),
    ])
    func iOS13SaysWhatItCannot(type: String, values: [String: String], written: String, warning: String?) throws {
        let pairs = values.sorted { $0.key < $1.key }
        var item = F.inline("view", type)
        for (name, text) in pairs {
            item.values[name] = try ExpressionParser.parseValue(text, as: item.type.parameter(named: name)!.type)
        }
        let generated = try Self.generate(F.node(item), target: .ios13)
        #expect(generated.source.contains(written))
        #expect(generated.warnings.contains { $0.contains(warning ?? "\u{0}") } == (warning != nil))
    }

    /// A transition is written as SwiftUI spells it for the target: iOS 13's `AnyTransition` labels a scale's factor
    /// and has no push.
    @Test(arguments: [
        (".scale", ".scale", ".scale"),
        (".scale(0.5)", ".scale(0.5)", ".scale(scale: 0.5)"),
        (".scale(0.5, anchor: .top)", ".scale(0.5, anchor: .top)", ".scale(scale: 0.5, anchor: .top)"),
        (".move(edge: .leading)", ".move(edge: .leading)", ".move(edge: .leading)"),
        (
            ".push(from: .top)", ".push(from: .top)",
            ".asymmetric(insertion: .move(edge: .top).combined(with: .opacity), removal: .move(edge: .bottom).combined(with: .opacity))"
        ),
    ])
    func transitionsAreSpelledForTheTarget(stored: String, ios17: String, ios13: String) throws {
        let view = F.node(F.inline("label", "text"), [F.inline("t", "transition", ["transition": stored])])
        let modern = SwiftTokens.tokens(try Self.generate(view, target: .ios17).source)
        let legacy = SwiftTokens.tokens(try Self.generate(view, target: .ios13).source)
        for (tokens, expected) in [(modern, ios17), (legacy, ios13)] {
            let wanted = SwiftTokens.tokens(".transition(\(expected))")
            #expect(tokens.indices.contains { tokens[$0...].starts(with: wanted) }, "\(expected)")
        }
    }

    // MARK: Names

    /// Every unbound text field edits a state of its own; a state takes its name before an animated parameter does.
    @Test func statesFieldsAndVariablesKeepApart() throws {
        let view = F.node(
            F.inline("form", "vstack"),
            children: [
                F.node(F.inline("name", "text-field", ["placeholder": "\"Name\""])),
                F.node(F.inline("mail", "text-field", ["placeholder": "\"Mail\""])),
                F.node(.preset(F.polygon)),
            ])
        let source = try Self.generate(view, states: [F.state("scale", .double, "2")], ["Polygon.scale = 0.5"]).source
        #expect(source.contains("@State private var scale: Double = 2\n"))
        #expect(source.contains("@State private var polygonScale: Double = 1\n"))
        #expect(source.contains("@State private var nameText: String = \"\"\n"))
        #expect(source.contains("@State private var mailText: String = \"\"\n"))
        #expect(source.contains("TextField(\"Name\", text: $nameText)"))
        #expect(source.contains("Polygon(sides: 3, scale: polygonScale"))
        // A state may be called `text`; the one field's own state then is `fieldText`.
        let field = F.node(F.inline("field", "text-field"))
        let named = try Self.generate(field, states: [F.state("text", .string, "\"a\"")]).source
        #expect(
            named.contains("@State private var text: String = \"a\"\n    @State private var fieldText: String = \"\"\n")
        )
        #expect(named.contains("TextField(\"\", text: $fieldText)"))
        #expect(source.contains("polygonScale = 0.5\n"))
    }

    /// An Int state that a Double parameter reads is a Double, since Swift does not convert; a label that shows it
    /// as it is then shows decimals, which a warning says.
    @Test func anIntStateADoubleReadsIsADouble() throws {
        let states = [F.state("sides", .int, "3")]
        let view = F.node(
            F.inline("stack", "vstack"),
            children: [
                F.node(.preset(F.polygon, bindings: ["sides": .state("sides")])),
                F.node(
                    F.inline("label", "text").with(bindings: ["text": .interpolation(#""\(sides)""#, states: ["sides"])]
                    )),
            ])
        let generated = try Self.generate(view, states: states, ["sides = 6"])
        #expect(generated.source.contains("@State private var sides: Double = 3\n"))
        #expect(generated.source.contains("Text(\"\\(sides)\")"))
        #expect(generated.warnings.contains { $0.contains("the Int state 'sides' is a Double") })
    }
}

extension CodegenItem {
    /// The item with parameters that read states.
    func with(bindings: [String: CodegenBinding]) -> CodegenItem {
        var item = self
        item.bindings = bindings
        return item
    }
}

/// Interpolations become code only in the forms the resolver reads, over the states the binding names.
struct InterpolationCheckTests {
    @Test(arguments: [
        (#""Sisi: \(Int(sides))""#, true), (#""\(sides)""#, true), (#""\(Double(sides)) and \(String(sides))""#, true),
        (#""v = \(sides, specifier: "%.1f") pt""#, true), (#""a \"quoted\" \(sides)""#, true),
        (#""\(other)""#, false), (#""\(exit(0))""#, false), (#""\(sides + 1)""#, false), (#""\(Int(sides)""#, false),
        (#""a" + "\(sides)""#, false), (#""\(sides, specifier: "\(x)")""#, false), ("\"line\nbreak\"", false),
        (#""unterminated"#, false), (#""\(sides)\""#, false),
    ])
    func interpolationsReadOnlyTheirStates(literal: String, accepted: Bool) {
        #expect(ViewModel.isInterpolation(literal, of: ["sides"]) == accepted)
    }
}
