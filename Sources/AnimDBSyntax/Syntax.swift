import AnimDBEngine

/// The syntax tree: what the text says, before any meaning is given to names. The evaluator gives it meaning
/// from context (an argument labelled `spring:` reads a `Spring`, a top-level leading dot an `Animation`).
indirect enum Syntax: Equatable, Sendable {
    case number(NumberLiteral, SourcePosition)
    case string(String, SourcePosition)
    case hexColor(String, SourcePosition)
    /// `\.name` or `\.a.b`: a key path, kept as its dotted path.
    case keyPath(String, SourcePosition)
    /// `[a, b, …]`: an array literal (gradient colours and stops, dash patterns).
    case array([Syntax], SourcePosition)
    /// `-x`; only numbers (and angles) may be negated, which the evaluator checks.
    case negative(Syntax, SourcePosition)
    /// `a + b`, `a - b`, `a * b`, `a / b`, with the operator's position. Only numbers take part in arithmetic, which
    /// the evaluator checks. Parentheses leave no node: `(x)` is `x`, as in Swift.
    case binary(ArithmeticOperator, Syntax, Syntax, SourcePosition)
    /// `Root.member(…).member …` or `.member(…) …`, flattened.
    case chain(Chain)
    /// Nothing was written where an argument value belongs, as in `.easeIn(duration: )`. Kept so the evaluator,
    /// which knows the expected type, can say "expected a number after 'duration:'".
    case missing(SourcePosition)

    var location: SourcePosition {
        switch self {
        case .number(_, let l), .string(_, let l), .hexColor(_, let l), .keyPath(_, let l), .array(_, let l),
            .negative(_, let l), .missing(let l):
            l
        case .chain(let chain): chain.location
        case .binary(_, let left, _, _): left.location
        }
    }
}

/// The binary arithmetic operators, with Swift's precedence: multiplicative above additive, both left-associative.
enum ArithmeticOperator: String, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"

    /// Multiplicative operators bind tighter than additive ones.
    var precedence: Int { self == .add || self == .subtract ? 1 : 2 }
}

/// A postfix chain such as `Animation.easeInOut(duration: 0.4).delay(0.1)`.
///
/// `root` is the leading identifier (`Animation`, `Spring`, `true`, `LinearKeyframe`), or nil for a leading dot
/// (`.easeIn`), whose meaning comes from context. Each element of `members` is one `.name` with its optional call.
struct Chain: Equatable, Sendable {
    var root: Component?
    var members: [Component]

    var location: SourcePosition { root?.location ?? members[0].dotLocation }
}

/// One name in a chain, with what was applied to it: `name`, `name(args)`, `name { … }` or `name(args) { … }`.
struct Component: Equatable, Sendable {
    var name: String
    var location: SourcePosition
    /// Where the `.` before a member was written (the name's own location for a root).
    var dotLocation: SourcePosition
    var arguments: ArgumentList?
    /// The items of a trailing closure, as in `KeyframeTrack { … }`.
    var trailingClosure: [Syntax]?
}

struct ArgumentList: Equatable, Sendable {
    var arguments: [Argument]
    var openLocation: SourcePosition
    var closeLocation: SourcePosition
}

struct Argument: Equatable, Sendable {
    var label: String?
    var labelLocation: SourcePosition
    var value: Syntax

    /// The label as it reads in messages: `duration:`, or `_:` for an unlabelled argument.
    var displayLabel: String { "\(label ?? "_"):" }
}
