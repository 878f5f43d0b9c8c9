import AnimDBEngine
import AnimDBGeometry

/// One view of a timeline's tree as code generation reads it: a view item (a shape, a text, a control or a container
/// whose `children` it lays out), its modifier chain, and the conditions on Bool `@State` values under which it is
/// shown. It mirrors the resolver's `ViewSpec.Node` with the items in place, since code generation does not import
/// the resolver.
///
/// ```swift
/// // VStack(spacing: 32) { Arc(…).stroke(…).frame(…); Button("Animasikan Arc") {} }.padding()
/// CodegenNode(
///     .inline("stack", vstack, ["spacing": .optionalNumber(32)]),
///     modifiers: [.init(.inline("padding", padding))],
///     children: [CodegenNode(chain: [.preset(arc), stroke, frame]), CodegenNode(.inline("go", button, …))])
/// ```
public struct CodegenNode: Hashable, Sendable {
    /// A modifier of the node, with the views it attaches (`.overlay { … }`, `.background { … }`, `.mask { … }`,
    /// the shape of `.clipShape(_:)`); empty for most modifiers.
    public struct Modifier: Hashable, Sendable {
        public var item: CodegenItem
        public var content: [CodegenNode]

        public init(_ item: CodegenItem, content: [CodegenNode] = []) {
            self.item = item
            self.content = content
        }
    }

    /// The node is shown while the Bool state `state` equals `holds` (`if show { … } else { … }`).
    public struct Condition: Hashable, Sendable, CustomStringConvertible {
        public var state: String
        public var holds: Bool

        public init(_ state: String, holds: Bool = true) {
            self.state = state
            self.holds = holds
        }

        /// `show` or `!show`, as Swift writes the test.
        public var description: String { holds ? state : "!\(state)" }
    }

    /// The view itself; its key is the node's.
    public var item: CodegenItem
    /// The modifiers in chain order, innermost (written first) first.
    public var modifiers: [Modifier]
    /// A container's children in order (back to front in a `ZStack`).
    public var children: [CodegenNode]
    /// Every condition must hold for the node to be shown; empty: always shown.
    public var conditions: [Condition]

    public init(
        _ item: CodegenItem, modifiers: [Modifier] = [], children: [CodegenNode] = [], conditions: [Condition] = []
    ) {
        self.item = item
        self.modifiers = modifiers
        self.children = children
        self.conditions = conditions
    }

    /// A view chain: `chain[0]` the view, the rest its modifiers (what every timeline stored before view trees).
    /// - Precondition: `chain` is not empty.
    public init(chain: [CodegenItem]) {
        precondition(!chain.isEmpty, "a view chain needs its view")
        self.init(chain[0], modifiers: chain.dropFirst().map { Modifier($0) })
    }

    /// Every item in source order: the view, its children's items, then each modifier followed by the items of the
    /// views it attaches; for a node without children or attached views, the view chain.
    public var items: [CodegenItem] {
        var items = [item]
        for child in children { items += child.items }
        for modifier in modifiers {
            items.append(modifier.item)
            for node in modifier.content { items += node.items }
        }
        return items
    }

    /// Whether the node is a plain chain: no children, no attached views, no conditions.
    var isChain: Bool {
        children.isEmpty && conditions.isEmpty && modifiers.allSatisfy(\.content.isEmpty)
    }
}

/// A `@State` value of a timeline's view: `@State private var show: Bool = false`. Transactions assign it
/// (`.state(name)` targets), conditions test it, and bound parameters read it.
public struct CodegenState: Hashable, Sendable {
    /// A Swift identifier, unique among the view's states.
    public var name: String
    /// The initial value; its type is the state's (`bool` → `Bool`, `double` → `Double`).
    public var value: ParameterValue
    /// Whether it is a `.phaseAnimator`'s phase: its content closure's parameter (written under the closure's name
    /// there), which the modifiers in that closure read, not a `@State` of the view (except on iOS 13).
    public var isPhase: Bool

    public init(name: String, value: ParameterValue, isPhase: Bool = false) {
        self.name = name
        self.value = value
        self.isPhase = isPhase
    }
}

/// A parameter that reads the view's states, as the resolver's `StateBinding` describes it, in Swift source.
public enum CodegenBinding: Hashable, Sendable {
    /// The state itself: `Polygon(sides: sides)`, `Slider(value: $sides, in: 3...12)`.
    case state(String)
    /// A string literal interpolating states, as Swift source (`"Sisi: \(Int(sides))"`), and the states it reads.
    case interpolation(String, states: [String])
    /// An angle of a number state: `.degrees(angle)`, `.radians(rotationOffset)`.
    case angle(String, degrees: Bool)
    /// `flag ? a : b` of a Bool state, the values as Swift source.
    case choice(String, whenTrue: String, whenFalse: String)

    /// The binding with every state of `names` read as `name` (a phase, inside its animator's closure).
    func renaming(_ names: Set<String>, to name: String) -> CodegenBinding {
        renaming { names.contains($0) ? name : nil }
    }

    /// The binding with each state `rename` gives a name for read by that name.
    func renaming(_ rename: (String) -> String?) -> CodegenBinding {
        func renamed(_ state: String) -> String { rename(state) ?? state }
        switch self {
        case .state(let state): return .state(renamed(state))
        case .angle(let state, let degrees): return .angle(renamed(state), degrees: degrees)
        case .choice(let state, let whenTrue, let whenFalse):
            return .choice(renamed(state), whenTrue: whenTrue, whenFalse: whenFalse)
        case .interpolation(let text, let states):
            var text = text
            for state in states {
                if let new = rename(state) { text = text.replacing("\\(\(state)", with: "\\(\(new)") }
            }
            return .interpolation(text, states: states.map(renamed))
        }
    }

    /// The states the binding reads.
    public var states: [String] {
        switch self {
        case .state(let name), .angle(let name, _), .choice(let name, _, _): [name]
        case .interpolation(_, let states): states
        }
    }

    /// How the argument is written where the parameter's value is expected.
    var expression: String {
        switch self {
        case .state(let name): name
        case .interpolation(let literal, _): literal
        case .angle(let name, let degrees): degrees ? ".degrees(\(name))" : ".radians(\(name))"
        case .choice(let name, let whenTrue, let whenFalse): "\(name) ? \(whenTrue) : \(whenFalse)"
        }
    }
}
