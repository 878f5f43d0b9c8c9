import AnimDBEngine

/// Gives syntax trees their meaning. Every function reads one kind of thing from a node, with the expected kind
/// coming from the context (the argument label or the entry point), which is how a leading `.bouncy` can be a
/// `Spring` in one place and an `Animation` in another.
struct Evaluator {
    /// The largest magnitude any number may have: far beyond any sensible animation parameter, yet small enough
    /// that derived quantities (squares of stiffness and the like) stay finite.
    static let maximumMagnitude = AnimationLimits.maxMagnitude
    /// The longest duration or delay accepted, in seconds.
    static let maximumDuration = AnimationLimits.maxDuration

    /// Where a value was read from, for messages such as "expected a number after 'duration:'".
    struct Context {
        /// The argument label the value was written after, if any.
        var label: String?
        /// What to call the value in range messages when it has no label (`speed`, `delay`).
        var name: String?
        /// The arithmetic operator the value is an operand of, for "'*' needs a number on both sides".
        var operand: ArithmeticOperator?

        init(label: String?, name: String? = nil) {
            self.label = label
            self.name = name
        }

        static let none = Context(label: nil)

        var after: String { label.map { " after '\($0):'" } ?? "" }

        /// The value's name in a message: `'duration:'`, `speed`, or `the value`.
        var subject: String { label.map { "'\($0):'" } ?? name ?? "the value" }
    }

    // MARK: Errors

    /// "expected a number after 'duration:', found 'x'", pointing at the node.
    func mismatch(_ syntax: Syntax, expected noun: String, _ context: Context) -> ExpressionError {
        if case .missing(let location) = syntax {
            return ExpressionError(at: location, "expected \(noun)\(context.after)")
        }
        if let op = context.operand {
            return ExpressionError(
                at: syntax.location, "'\(op.rawValue)' needs a number on both sides, found \(describe(syntax))")
        }
        if case .binary(let op, _, _, let location) = syntax {
            // Arithmetic is on numbers only, as in the Swift the user writes; say where it belongs instead.
            let hint = noun == "an angle" ? ", as in '.degrees(360 / 6)'" : ""
            return ExpressionError(
                at: location,
                "expected \(noun)\(context.after), found a '\(op.rawValue)' expression; arithmetic goes inside the "
                    + "value's numbers\(hint)")
        }
        return ExpressionError(at: syntax.location, "expected \(noun)\(context.after), found \(describe(syntax))")
    }

    /// How a node reads in a message.
    func describe(_ syntax: Syntax) -> String {
        switch syntax {
        case .number(let literal, _): "'\(literal.text)\(literal.suffix ?? "")'"
        case .string: "a string"
        case .hexColor(let digits, _): "'#\(digits)'"
        case .keyPath(let path, _): "'\\.\(path)'"
        case .array: "an array"
        case .negative(let inner, _): "'-' \(describe(inner))"
        case .binary(let op, _, _, _): "a '\(op.rawValue)' expression"
        case .missing: "nothing"
        case .chain(let chain):
            if let root = chain.root { "'\(root.name)'" } else { "'.\(chain.members[0].name)'" }
        }
    }

    // MARK: Numbers

    /// A number within `range`, with a message naming the parameter when it is outside.
    func number(
        _ syntax: Syntax, _ context: Context, in range: ClosedRange<Double>, excludingLowerBound: Bool = false
    ) throws(ExpressionError) -> Double {
        let value = try number(syntax, context)
        if value < range.lowerBound || value > range.upperBound || (excludingLowerBound && value == range.lowerBound) {
            let name = context.subject
            let lower = Evaluator.bound(range.lowerBound)
            let upper = Evaluator.bound(range.upperBound)
            let bounds =
                excludingLowerBound
                ? "greater than \(lower) and at most \(upper)" : "between \(lower) and \(upper)"
            throw ExpressionError(
                at: syntax.location, "\(name) must be \(bounds), found \(NumberFormatting.canonical(value))")
        }
        return value
    }

    /// A range bound as it reads in a message (`1e9` rather than `1000000000`).
    static func bound(_ value: Double) -> String {
        abs(value) == maximumMagnitude ? (value < 0 ? "-1e9" : "1e9") : NumberFormatting.canonical(value)
    }

    /// A duration or delay in seconds: 0…3600, or (for springs) greater than 0.
    func duration(_ syntax: Syntax, _ context: Context, positive: Bool = false) throws(ExpressionError) -> Double {
        try number(syntax, context, in: 0...Evaluator.maximumDuration, excludingLowerBound: positive)
    }

    // MARK: Chains

    /// The start of a chain read as a value of one type: either an initialiser call (`Spring(…)`) or the first
    /// static member (`.smooth`, `Spring.smooth`), plus the members applied after it.
    struct ChainStart {
        var head: Component
        var isInitializer: Bool
        var rest: ArraySlice<Component>
    }

    /// Splits `syntax` into a `ChainStart` for a type named one of `typeNames` (the first is the canonical name).
    /// `members` are the names valid after a dot, for suggestions when the root is misspelt.
    func chainStart(
        _ syntax: Syntax, expected noun: String, typeNames: [String], members: [String], _ context: Context
    ) throws(ExpressionError) -> ChainStart {
        guard case .chain(let chain) = syntax else { throw mismatch(syntax, expected: noun, context) }
        guard let root = chain.root else {
            return ChainStart(head: chain.members[0], isInitializer: false, rest: chain.members.dropFirst())
        }
        guard typeNames.contains(root.name) else {
            var suggestion = Suggestions.closest(to: root.name, in: typeNames + members)
            if let s = suggestion, !typeNames.contains(s) { suggestion = "." + s }
            if members.contains(root.name) { suggestion = "." + root.name }
            throw ExpressionError(
                at: root.location, "expected \(noun)\(context.after), found '\(root.name)'", suggestion: suggestion)
        }
        if root.arguments != nil || root.trailingClosure != nil {
            return ChainStart(head: root, isInitializer: true, rest: chain.members[...])
        }
        guard let first = chain.members.first else {
            throw ExpressionError(
                at: root.location, "expected a member of '\(root.name)' such as '\(root.name).\(members[0])'")
        }
        return ChainStart(head: first, isInitializer: false, rest: chain.members.dropFirst())
    }

    /// Refuses a member that must be written without arguments (`.easeIn`, not `.easeIn()` when no such function
    /// exists).
    func expectProperty(_ component: Component, of type: String) throws(ExpressionError) {
        if let arguments = component.arguments {
            throw ExpressionError(at: arguments.openLocation, "'\(type).\(component.name)' is not a function")
        }
        if component.trailingClosure != nil {
            throw ExpressionError(
                at: component.location, "'\(type).\(component.name)' does not take a trailing closure")
        }
    }

    /// Refuses anything after a complete value, such as `.delay(1)` applied to a `Spring`.
    func expectEnd(_ rest: ArraySlice<Component>, after noun: String) throws(ExpressionError) {
        if let extra = rest.first {
            throw ExpressionError(at: extra.dotLocation, "unexpected member '.\(extra.name)' after \(noun)")
        }
    }

    /// An unknown static member, with the closest valid one suggested.
    func unknown(_ component: Component, _ noun: String, valid names: [String]) -> ExpressionError {
        ExpressionError(
            at: component.location, "unknown \(noun) '\(component.name)'",
            suggestion: Suggestions.closest(to: component.name, in: names))
    }
}
