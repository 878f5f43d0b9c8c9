import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a whole view as SwiftUI's view builder writes it into a tree:
/// `VStack(spacing: 32) { Polygon(…).fill(…).frame(width: 200, height: 200); Text("Sisi: \(Int(sides))") }`.
///
/// Statements are separated by new lines or `;` (a line starting with `.` continues the one before, as SwiftUI code is
/// formatted); a container's children are its trailing closure's statements; `if show { … } else { … }` shows views
/// while a Bool state holds (or does not); `.overlay { … }`, `.background { … }`, `.mask { … }` and
/// `.clipShape(Circle())` attach views; `.id("key")` names a node. Parameters may read the view's states by name
/// (`Polygon(sides: sides)`, `Slider(value: $sides, in: 3...12)`, `Toggle("On", isOn: $on)`) or interpolate them in a
/// string. Actions (a `Button`'s closure, `onAppear`, `onTapGesture`, `onChange`) are what changes do (`--change`);
/// they are read past, not run.
extension ViewSyntax {
    /// The tree of `text`; `states` are the view's states and their types (for conditions and bindings).
    public func tree(_ text: String, states: [String: ParameterType] = [:]) throws(Failure) -> Timeline.Node {
        var reader = TreeReader(syntax: self, states: states, text: text)
        let nodes = try reader.statements(text, conditions: [])
        guard nodes.count == 1 else {
            throw Failure(
                description: nodes.isEmpty
                    ? "'\(text)' has no view"
                    : "'\(text)' has \(nodes.count) views at its top level; put them in a VStack, HStack, ZStack or Group"
            )
        }
        return Self.uniqueKeys(nodes[0])
    }

    /// The tree with every item's key unique: the first keeps its key, later ones are numbered (`frame-2`).
    public static func uniqueKeys(_ root: Timeline.Node) -> Timeline.Node {
        var used: Set<String> = []
        return root.mapItems { item in
            var item = item
            var candidate = item.key
            var number = 2
            while used.contains(candidate) {
                candidate = "\(item.key)-\(number)"
                number += 1
            }
            item.key = candidate
            used.insert(candidate)
            return item
        }
    }
}

struct TreeReader {
    let syntax: ViewSyntax
    let states: [String: ParameterType]
    let text: String

    typealias Failure = ViewSyntax.Failure

    /// The views a view builder's statements make, each shown under `conditions`.
    mutating func statements(_ body: String, conditions: [Timeline.Condition]) throws(Failure) -> [Timeline.Node] {
        var nodes: [Timeline.Node] = []
        var pending = Self.split(body)[...]
        while let statement = pending.popFirst() {
            if statement.hasPrefix("if ") || statement.hasPrefix("if(") {
                nodes += try ifStatement(statement, conditions: conditions)
            } else if statement.hasPrefix("ForEach") {
                throw Failure(
                    description: "'\(statement.prefix(40))…': animdb does not read ForEach yet; write each view it "
                        + "makes (docs/api-coverage.md, (l))")
            } else {
                nodes.append(try view(statement, conditions: conditions))
            }
        }
        return nodes
    }

    /// `if COND { … } else if COND { … } else { … }`: each branch's views under its conditions and the negations of
    /// the ones before.
    private mutating func ifStatement(_ statement: String, conditions: [Timeline.Condition]) throws(Failure)
        -> [Timeline.Node]
    {
        let scalars = Array(statement.unicodeScalars)
        var index = 0
        var before: [Timeline.Condition] = []
        var nodes: [Timeline.Node] = []
        func skip() { while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 } }
        func word(_ w: String) -> Bool {
            let target = Array(w.unicodeScalars)
            guard index + target.count <= scalars.count, Array(scalars[index..<(index + target.count)]) == target
            else { return false }
            let after = index + target.count
            return after == scalars.count || !(scalars[after].properties.isAlphabetic || scalars[after] == "_")
        }
        while true {
            skip()
            var condition: Timeline.Condition?
            if word("if") {
                index += 2
                skip()
                guard let open = scalars[index...].firstIndex(of: "{") else {
                    throw Failure(description: "'\(statement.prefix(40))': an if needs its { … }")
                }
                condition = try self.condition(String(String.UnicodeScalarView(scalars[index..<open])))
                index = open
            }
            guard index < scalars.count, scalars[index] == "{",
                let close = ExpressionText.closingIndex(in: scalars, from: index)
            else {
                throw Failure(description: "'\(statement.prefix(40))': an if needs its { … }")
            }
            let body = String(String.UnicodeScalarView(scalars[(index + 1)..<(close - 1)]))
            index = close
            let negations = before.map { Timeline.Condition($0.state, holds: !$0.holds) }
            nodes += try statements(body, conditions: conditions + negations + (condition.map { [$0] } ?? []))
            guard let condition else { break }
            before.append(condition)
            skip()
            guard word("else") else { break }
            index += 4
        }
        skip()
        guard index == scalars.count else {
            throw Failure(description: "'\(statement.prefix(40))': unexpected text after the if's last branch")
        }
        return nodes
    }

    /// `show` or `!show`, a Bool state.
    private func condition(_ text: String) throws(Failure) -> Timeline.Condition {
        var name = text.trimmingWhitespaceAndNewlines()
        let holds = !name.hasPrefix("!")
        if !holds { name = String(name.dropFirst()).trimmingWhitespace() }
        guard let type = states[name] else {
            let hint = Suggestions.closest(to: name, in: states.keys).map { ". Did you mean '\($0)'?" } ?? ""
            throw Failure(
                description: "'if \(text.trimmingWhitespace())': a view is shown while a Bool state holds, and "
                    + "'\(name)' is not a state of the view (declare it with --state \(name)=false)\(hint)")
        }
        guard type == .bool else {
            throw Failure(
                description: "'if \(text.trimmingWhitespace())': '\(name)' is \(type.article) \(type), not a Bool")
        }
        return Timeline.Condition(name, holds: holds)
    }

    /// One view and its modifiers.
    private mutating func view(_ statement: String, conditions: [Timeline.Condition]) throws(Failure) -> Timeline.Node {
        let chain = try Chain(statement)
        guard var head = chain.head else {
            throw Failure(description: "'\(statement)' must start with a view (Text(…), VStack { … }, a shape)")
        }
        var calls = chain.calls[...]
        // `Color.blue.opacity(0.3)` as a view: the colour's own members are its value, not modifiers. (A head may
        // read as one dotted name, as preset names may hold dots.)
        let root = head.name.split(separator: ".").first.map(String.init) ?? head.name
        if root == "Color" || root.hasSuffix("Gradient") {
            var paint = head.name + (head.arguments.map { "(" + $0.map(Self.text).joined(separator: ", ") + ")" } ?? "")
            while let next = calls.first,
                Self.colorMembers.contains(next.name) || Color.named.contains(where: { $0.name == next.name })
            {
                paint +=
                    "." + next.name
                    + (next.arguments.map { "(" + $0.map(Self.text).joined(separator: ", ") + ")" } ?? "")
                calls.removeFirst()
            }
            head = Chain.Call(
                name: "Color", arguments: [Chain.Argument(label: nil, text: paint)], closure: head.closure)
        }
        let item = try viewItem(head, in: statement)
        var items = [item]
        var modifiers: [Timeline.Modifier] = []
        var key: String?
        for call in calls {
            if call.name == "id", let argument = call.arguments?.first, call.arguments?.count == 1 {
                guard case .string(let id)? = try? ExpressionParser.parseValue(argument.text, as: .string) else {
                    throw Failure(description: "'\(statement)': .id takes a string, as in .id(\"card\")")
                }
                key = id
                continue
            }
            if let attaching = try attaching(call, in: statement) {
                modifiers.append(attaching)
                items.append(attaching.item)
                continue
            }
            if call.name == "animation" || call.name == "transaction",
                let value = call.arguments?.first(where: { $0.label == "value" }),
                states[value.text.trimmingWhitespace()] == nil
            {
                let known = states.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
                throw Failure(
                    description:
                        "'.\(call.name)(…, value: \(value.text))': .\(call.name)(_:value:) watches a @State of the view"
                        + (known.isEmpty ? "; declare one with --state" : " (\(known))"))
            }
            let before = items.count
            // A text's own modifiers fold into it (`Text(…).font(.title)`), as the chain reader folds them.
            var chainItems = items
            try syntax.apply(call, to: &chainItems, in: statement)
            items = chainItems
            modifiers += items[before...].map { Timeline.Modifier($0) }
        }
        var node = Timeline.Node(items[0], modifiers: modifiers, conditions: conditions)
        if let key { node.item.key = key }
        if let body = head.closure, syntax.types.type(named: node.item.typeName ?? "")?.kind == .container {
            node.children = try statements(body, conditions: [])
        }
        return node
    }

    static let colorMembers: Set<String> = ["opacity", "gradient", "mix"]

    static func text(_ argument: Chain.Argument) -> String {
        argument.label.map { "\($0): \(argument.text)" } ?? argument.text
    }

    /// The node's view: a container, a control, `Color`, `Rectangle()`, or what the chain reader reads.
    private func viewItem(_ head: Chain.Call, in statement: String) throws(Failure) -> Timeline.Item {
        let arguments = head.arguments ?? []
        func inline(_ type: String, _ values: [(String, String)]) -> Timeline.Item {
            Timeline.Item(
                key: type,
                source: .inline(
                    type: type, parameters: values.map { Preset.Parameter(name: $0.0, value: $0.1) }, ignored: []))
        }
        /// `$state` is the state itself.
        func bound(_ text: String) -> String { text.hasPrefix("$") ? String(text.dropFirst()) : text }
        switch head.name {
        case "Rectangle":
            return inline("rect", [])
        case "Color":
            return inline("color", arguments.first.map { [("paint", $0.text)] } ?? [])
        case "Slider":
            var values: [(String, String)] = []
            for argument in arguments {
                switch argument.label {
                case "value": values.append(("value", bound(argument.text)))
                case "in":
                    guard let range = Self.range(argument.text) else {
                        throw Failure(description: "'\(statement)': Slider's range is written lower...upper")
                    }
                    values += [("lower", range.lower), ("upper", range.upper)]
                case "step", "onEditingChanged": break
                default:
                    throw Failure(
                        description: "'\(statement)': Slider(\(argument.label ?? "_"):) is not a form animdb reads")
                }
            }
            return inline("slider", values)
        case "Toggle":
            var values: [(String, String)] = []
            for argument in arguments {
                switch argument.label {
                case nil: values.append(("title", argument.text))
                case "isOn": values.append(("isOn", bound(argument.text)))
                default:
                    throw Failure(description: "'\(statement)': Toggle(\(argument.label!):) is not a form animdb reads")
                }
            }
            return inline("toggle", values)
        case "Button":
            guard let title = arguments.first, title.label == nil else {
                throw Failure(description: "'\(statement)': animdb reads a button as Button(\"Title\") { … }")
            }
            return inline("button", [("title", title.text)])
        case "TextField":
            // `text: $username` and `onCommit:` are the app's state and actions; the field shows its placeholder.
            var item = try syntax.contentItem(
                Chain.Call(name: head.name, arguments: Array(arguments.prefix(1))), in: statement)
            if case .inline(let type, var parameters, let ignored) = item.source,
                let text = arguments.first(where: { $0.label == "text" }), states[bound(text.text)] == .string
            {
                parameters.append(Preset.Parameter(name: "text", value: bound(text.text)))
                item.source = .inline(type: type, parameters: parameters, ignored: ignored)
            }
            return item
        default:
            return try syntax.contentItem(head, in: statement)
        }
    }

    /// `3...12` as its bounds' text.
    private static func range(_ text: String) -> (lower: String, upper: String)? {
        let pieces = text.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
        guard pieces.count == 2 else { return nil }
        let lower = pieces[0].trimmingWhitespace()
        let upper = pieces[1].trimmingWhitespace()
        return lower.isEmpty || upper.isEmpty ? nil : (lower, upper)
    }

    /// A modifier that attaches views: `.overlay(alignment:) { … }`, `.overlay(Circle())`, `.background { … }`,
    /// `.mask { … }`, `.clipShape(Circle())`, `.clipped()`; nil for any other modifier.
    private mutating func attaching(_ call: Chain.Call, in statement: String) throws(Failure) -> Timeline.Modifier? {
        let arguments = call.arguments ?? []
        let alignment = arguments.first { $0.label == "alignment" }.map { [("alignment", $0.text)] } ?? []
        let views = arguments.filter { $0.label == nil }
        func item(_ type: String, _ values: [(String, String)]) -> Timeline.Item {
            Timeline.Item(
                key: type,
                source: .inline(
                    type: type, parameters: values.map { Preset.Parameter(name: $0.0, value: $0.1) }, ignored: []))
        }
        func content() throws(Failure) -> [Timeline.Node] {
            var nodes: [Timeline.Node] = []
            for view in views { nodes += try statements(view.text, conditions: []) }
            if let body = call.closure { nodes += try statements(body, conditions: []) }
            return nodes
        }
        switch call.name {
        case "overlay" where call.closure != nil || views.count == 1 && Self.isView(views[0].text):
            return Timeline.Modifier(item("overlay", alignment), content: try content())
        case "background" where call.closure != nil || views.count == 1 && Self.isView(views[0].text):
            return Timeline.Modifier(item("background-view", alignment), content: try content())
        case "mask":
            return Timeline.Modifier(item("mask", alignment), content: try content())
        case "clipShape":
            var values: [(String, String)] = []
            // The one reading of a FillStyle, shared with `.fill(_:style:)`.
            if let style = arguments.first(where: { $0.label == "style" }) {
                guard let evenOdd = ViewSyntax.fillStyleEvenOdd(style.text) else {
                    throw ViewSyntax.Failure(
                        description:
                            "'\(statement)': .clipShape(_:style:) takes FillStyle(), FillStyle(eoFill: true) or FillStyle(eoFill: false)"
                    )
                }
                if evenOdd { values.append(("eoFill", "true")) }
            }
            return Timeline.Modifier(item("clip-shape", values), content: try content())
        case "clipped":
            return Timeline.Modifier(item("clip-shape", []))
        default:
            return nil
        }
    }

    /// Whether an argument is a view (`Circle()`, `Text("x")`, `RoundedRectangle(…)`) rather than a style (`.red`,
    /// `Color.blue.opacity(0.2)`): `.background(Color.red)` paints, `.background(Circle())` draws a view.
    private static func isView(_ text: String) -> Bool {
        guard let head = try? Chain(text).head, head.arguments != nil || head.closure != nil else { return false }
        let root = head.name.split(separator: ".").first.map(String.init) ?? head.name
        return root != "Color" && !root.hasSuffix("Gradient") && root != "AnyShapeStyle"
    }

    /// The statements of a view builder's body: split at new lines and `;` outside brackets and strings, a line
    /// that starts with `.` or `else` continuing the statement before it.
    static func split(_ body: String) -> [String] {
        let scalars = Array(body.unicodeScalars)
        var statements: [String] = []
        var current = String.UnicodeScalarView()
        var depth = 0
        var inString = false
        var escaped = false
        func flush() {
            let statement = String(current).trimmingWhitespaceAndNewlines()
            if !statement.isEmpty { statements.append(statement) }
            current = String.UnicodeScalarView()
        }
        func continues(after index: Int) -> Bool {
            var next = index + 1
            while next < scalars.count, scalars[next].properties.isWhitespace { next += 1 }
            guard next < scalars.count else { return false }
            if scalars[next] == "." { return true }
            let rest = String(String.UnicodeScalarView(scalars[next..<min(next + 5, scalars.count)]))
            return rest.hasPrefix("else")
        }
        for (index, scalar) in scalars.enumerated() {
            if inString {
                current.append(scalar)
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            switch scalar {
            case "\"": inString = true
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "\n" where depth == 0 && !continues(after: index), ";" where depth == 0:
                flush()
                continue
            default: break
            }
            current.append(scalar)
        }
        flush()
        return statements
    }
}

extension Timeline.Item {
    /// An inline item's type name; nil for a preset item.
    var typeName: String? {
        if case .inline(let type, _, _) = source { return type }
        return nil
    }
}
