import AnimDBEngine

/// Layout and view values in SwiftUI's spelling: alignments (`.leading`, `.topLeading`, `Alignment.center`),
/// edge sets (`.horizontal`, `[.top, .leading]`), button styles (`.borderedProminent`,
/// `BorderedProminentButtonStyle()`), optional lengths (`nil`, `200`, `.infinity`) and transitions (`.opacity`,
/// `.scale(0.5, anchor: .top)`, `.move(edge: .bottom)`, `.asymmetric(insertion: .scale, removal: .opacity)`,
/// `.opacity.combined(with: .slide)`).
extension Evaluator {
    static let horizontalAlignments: [(name: String, value: HorizontalAlignment)] = [
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ]
    static let verticalAlignments: [(name: String, value: VerticalAlignment)] = [
        ("top", .top), ("center", .center), ("bottom", .bottom), ("firstTextBaseline", .firstTextBaseline),
        ("lastTextBaseline", .lastTextBaseline),
    ]
    static let alignments: [(name: String, value: Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
        ("bottomTrailing", .bottomTrailing), ("centerFirstTextBaseline", .centerFirstTextBaseline),
        ("centerLastTextBaseline", .centerLastTextBaseline), ("leadingFirstTextBaseline", .leadingFirstTextBaseline),
        ("leadingLastTextBaseline", .leadingLastTextBaseline),
        ("trailingFirstTextBaseline", .trailingFirstTextBaseline),
        ("trailingLastTextBaseline", .trailingLastTextBaseline),
    ]
    static let edgeSets: [(name: String, value: Edge.Set)] = [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical), ("top", .top), ("leading", .leading),
        ("bottom", .bottom), ("trailing", .trailing),
    ]
    static let edges: [(name: String, value: Edge)] = [
        ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
    ]

    /// A value named by a static member of `type` (`.leading`, `HorizontalAlignment.leading`).
    func named<T>(
        _ syntax: Syntax, _ table: [(name: String, value: T)], type: String, noun: String, _ context: Context
    ) throws(ExpressionError) -> T {
        let names = table.map(\.name)
        let start = try chainStart(syntax, expected: noun, typeNames: [type], members: names, context)
        guard !start.isInitializer, let entry = table.first(where: { $0.name == start.head.name }) else {
            throw unknown(start.head, noun.split(separator: " ").dropFirst().joined(separator: " "), valid: names)
        }
        try expectProperty(start.head, of: type)
        try expectEnd(start.rest, after: noun)
        return entry.value
    }

    func horizontalAlignment(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> HorizontalAlignment {
        try named(
            syntax, Self.horizontalAlignments, type: "HorizontalAlignment", noun: "a horizontal alignment", context)
    }

    func verticalAlignment(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> VerticalAlignment {
        try named(syntax, Self.verticalAlignments, type: "VerticalAlignment", noun: "a vertical alignment", context)
    }

    func alignment(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Alignment {
        if case .chain(let chain) = syntax, chain.root?.name == "Alignment", chain.root?.arguments != nil {
            let bound = try bind(
                chain.root!, to: [[.required("horizontal"), .required("vertical")]], function: "Alignment")
            try expectEnd(chain.members[...], after: "an alignment")
            return Alignment(
                horizontal: try horizontalAlignment(bound[0]!, Context(label: "horizontal")),
                vertical: try verticalAlignment(bound[1]!, Context(label: "vertical")))
        }
        return try named(syntax, Self.alignments, type: "Alignment", noun: "an alignment", context)
    }

    func edge(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Edge {
        try named(syntax, Self.edges, type: "Edge", noun: "an edge", context)
    }

    func edgeSet(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Edge.Set {
        if case .array(let elements, _) = syntax {
            var set: Edge.Set = []
            for element in elements { set.formUnion(try edgeSet(element, context)) }
            return set
        }
        if case .chain(let chain) = syntax, chain.root?.name == "Edge", chain.root?.arguments == nil,
            chain.members.count == 1, let set = chain.members.first, set.name == "Set", set.arguments != nil
        {
            // `Edge.Set([.top, .leading])`, the option set's initializer.
            let bound = try bind(set, to: [[.required(nil)]], function: "Edge.Set")
            return try edgeSet(bound[0]!, context)
        }
        if case .chain(var chain) = syntax, chain.root?.name == "Edge", chain.root?.arguments == nil,
            chain.members.first?.name == "Set"
        {
            chain.root = nil
            chain.members.removeFirst()
            guard !chain.members.isEmpty else { throw mismatch(syntax, expected: "an edge set", context) }
            return try named(.chain(chain), Self.edgeSets, type: "Edge.Set", noun: "an edge set", context)
        }
        return try named(syntax, Self.edgeSets, type: "Edge.Set", noun: "an edge set", context)
    }

    func buttonStyle(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> ButtonStyle {
        // `BorderedProminentButtonStyle()` is the type form of `.borderedProminent`.
        if case .chain(let chain) = syntax, let root = chain.root, chain.members.isEmpty,
            root.name.hasSuffix("ButtonStyle"), root.name != "ButtonStyle"
        {
            let prefix = root.name.dropLast("ButtonStyle".count)
            let name = prefix.prefix(1).lowercased() + prefix.dropFirst()
            if let style = ButtonStyle(rawValue: name == "default" ? "automatic" : name) {
                _ = try bind(root, to: [[]], function: root.name)
                return style
            }
        }
        return try named(
            syntax, ButtonStyle.allCases.map { ($0.rawValue, $0) }, type: "ButtonStyle", noun: "a button style",
            context)
    }

    /// `nil`, a number, or `.infinity`.
    func optionalNumber(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Double? {
        if case .chain(let chain) = syntax, let root = chain.root, root.name == "nil", chain.members.isEmpty,
            root.arguments == nil
        {
            return nil
        }
        if case .chain(let chain) = syntax, chain.members.last?.name == "infinity", chain.members.count == 1,
            chain.root == nil || ["CGFloat", "Double"].contains(chain.root!.name), chain.members[0].arguments == nil
        {
            return .infinity
        }
        return try number(syntax, context)
    }

    func transition(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Transition {
        let names = ["identity", "opacity", "scale", "move", "slide", "offset", "push", "asymmetric"]
        let start = try chainStart(
            syntax, expected: "a transition", typeNames: ["AnyTransition"], members: names, context)
        guard !start.isInitializer else {
            throw ExpressionError(at: start.head.location, "write a transition as .opacity, .scale, .move(edge: …)")
        }
        let head = start.head
        var result: Transition
        switch head.name {
        case "identity", "opacity", "slide":
            try expectProperty(head, of: "AnyTransition")
            result = head.name == "identity" ? .identity : head.name == "opacity" ? .opacity : .slide
        case "scale" where head.arguments == nil:
            result = .scale
        case "scale":
            let bound = try bind(
                head, to: [[.required(nil), .optional("anchor")], [.required("scale"), .optional("anchor")]],
                function: "scale")
            let anchor = try bound[1].map { s throws(ExpressionError) in try unitPoint(s, Context(label: "anchor")) }
            result = .scale(try number(bound[0]!, Context(label: "scale")), anchor: anchor ?? .center)
        case "move":
            let bound = try bind(head, to: [[.required("edge")]], function: "move")
            result = .move(try edge(bound[0]!, Context(label: "edge")))
        case "push":
            let bound = try bind(head, to: [[.required("from")]], function: "push")
            result = .push(try edge(bound[0]!, Context(label: "from")))
        case "offset":
            let bound = try bind(head, to: [[.optional("x"), .optional("y")], [.required(nil)]], function: "offset")
            if bound.overload == 1 {
                let size = try self.size(bound[0]!, .none)
                result = .offset(x: Double(size.width), y: Double(size.height))
            } else {
                result = .offset(
                    x: try bound[0].map { s throws(ExpressionError) in try number(s, Context(label: "x")) } ?? 0,
                    y: try bound[1].map { s throws(ExpressionError) in try number(s, Context(label: "y")) } ?? 0)
            }
        case "asymmetric":
            let bound = try bind(head, to: [[.required("insertion"), .required("removal")]], function: "asymmetric")
            result = .asymmetric(
                insertion: try transition(bound[0]!, Context(label: "insertion")),
                removal: try transition(bound[1]!, Context(label: "removal")))
        default:
            throw unknown(head, "transition", valid: names)
        }
        for member in start.rest {
            guard member.name == "combined" else {
                throw ExpressionError(at: member.dotLocation, "unexpected member '.\(member.name)' after a transition")
            }
            let bound = try bind(member, to: [[.required("with")]], function: "combined")
            let other = try transition(bound[0]!, Context(label: "with"))
            if case .combined(let parts) = result {
                result = .combined(parts + [other])
            } else {
                result = .combined([result, other])
            }
        }
        return result
    }
}

extension ExpressionPrinter {
    static func named<T: Equatable>(_ value: T, _ table: [(name: String, value: T)], type: String) -> String {
        "\(type).\(table.first { $0.value == value }?.name ?? table[0].name)"
    }

    static func edgeSet(_ set: Edge.Set) -> String {
        if let named = Evaluator.edgeSets.first(where: { $0.value == set }) { return "Edge.Set.\(named.name)" }
        let parts = Evaluator.edges.filter { set.contains(Edge.Set($0.value)) }.map { ".\($0.name)" }
        return "Edge.Set([" + parts.joined(separator: ", ") + "])"
    }

    static func optionalNumber(_ value: Double?) -> String {
        guard let value else { return "nil" }
        return value == .infinity ? "CGFloat.infinity" : number(value)
    }

    /// A transition in SwiftUI's spelling, inside a context that expects one: `.scale(0.5, anchor: UnitPoint.top)`.
    static func transition(_ transition: Transition, root: Bool = true) -> String {
        let text: String
        switch transition {
        case .identity: text = ".identity"
        case .opacity: text = ".opacity"
        case .slide: text = ".slide"
        case .scale(let scale, let anchor) where scale == 1e-5 && anchor == .center: text = ".scale"
        case .scale(let scale, let anchor):
            text =
                anchor == .center
                ? ".scale(\(number(scale)))" : ".scale(\(number(scale)), anchor: \(unitPoint(anchor)))"
        case .move(let edge): text = ".move(edge: .\(Evaluator.edges.first { $0.value == edge }!.name))"
        case .push(let edge): text = ".push(from: .\(Evaluator.edges.first { $0.value == edge }!.name))"
        case .offset(let x, let y): text = ".offset(x: \(number(x)), y: \(number(y)))"
        case .asymmetric(let insertion, let removal):
            text =
                ".asymmetric(insertion: \(self.transition(insertion, root: false)), removal: "
                + "\(self.transition(removal, root: false)))"
        case .combined(let parts):
            guard let first = parts.first else { return root ? "AnyTransition.identity" : ".identity" }
            let head = self.transition(first, root: false)
            text = parts.dropFirst().reduce(head) { "\($0).combined(with: \(self.transition($1, root: false)))" }
        }
        // Out of context a leading dot means an animation, so the canonical text of a value names its type.
        return root ? "AnyTransition" + text : text
    }
}

extension Transition {
    /// The transition where its type is known, as SwiftUI code writes it: `.scale(0.5, anchor: UnitPoint.top)`,
    /// `.opacity.combined(with: .slide)`.
    public var memberText: String { ExpressionPrinter.transition(self, root: false) }
}
