/// What a keyframe track or an assignment drives: one parameter of one item of the view (`key.param`), or one of the
/// view's `@State` values (`show`).
///
/// The one reading of target text. A parameter name is an identifier and never holds a '.', while item keys from older
/// stores may (a preset named `card.v2`), so the parameter is what follows the *last* dot. A target without a dot is a
/// state value; a plain parameter name (`sides`, written where one item has it) is resolved against the view by the
/// resolver before it is stored, and is never stored as such.
public enum ParameterTarget: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `key.param`: the parameter `name` of the item whose key is `item`.
    case parameter(item: String, name: String)
    /// A `@State` value of the view.
    case state(String)

    /// Reads stored target text: `key.param` or a state name. Nil for text that is neither (empty, a leading or
    /// trailing '.').
    public init?(_ text: String) {
        guard !text.isEmpty else { return nil }
        guard let dot = text.lastIndex(of: ".") else {
            self = .state(text)
            return
        }
        let item = String(text[..<dot])
        let name = String(text[text.index(after: dot)...])
        guard !item.isEmpty, !name.isEmpty else { return nil }
        self = .parameter(item: item, name: name)
    }

    /// `key.param` of a parameter.
    public static func parameter(_ item: String, _ name: String) -> ParameterTarget {
        .parameter(item: item, name: name)
    }

    /// The stored text: `key.param`, or the state's name.
    public var description: String {
        switch self {
        case .parameter(let item, let name): "\(item).\(name)"
        case .state(let name): name
        }
    }

    /// The item key of a parameter target; nil for a state value.
    public var item: String? {
        if case .parameter(let item, _) = self { return item }
        return nil
    }

    /// The parameter's or the state value's name.
    public var name: String {
        switch self {
        case .parameter(_, let name), .state(let name): name
        }
    }

    /// Orders by stored text, as targets are listed.
    public static func < (lhs: ParameterTarget, rhs: ParameterTarget) -> Bool {
        lhs.description.utf8.lexicographicallyPrecedes(rhs.description.utf8)
    }
}

extension ParameterTarget: ExpressibleByStringLiteral {
    /// A target written in code (`"wave.phase"`, `"show"`).
    /// - Precondition: the literal is a valid target.
    public init(stringLiteral value: String) {
        guard let target = ParameterTarget(value) else { preconditionFailure("'\(value)' is not a target") }
        self = target
    }
}
