import AnimDBEngine

/// How an assignment changes its target. `add` and `subtract` are relative to the model value the state holds
/// when the transaction happens, as `shakes += 2` is in SwiftUI.
public enum AssignmentOperation: String, Hashable, Sendable, CaseIterable {
    case set = "="
    case add = "+="
    case subtract = "-="

    /// Whether a value of `type` can be added to or subtracted from: numbers only, as in Swift (`Int`, `Double`,
    /// `CGFloat`).
    public static func relativeChangesAllowed(for type: ParameterType) -> Bool {
        type == .double || type == .int
    }
}

/// A value as written in a transaction. Its meaning depends on the target's type (`.red` is a colour or a unit
/// point), which only the resolver knows, so it is kept as syntax until `value(as:)` types it.
public struct UntypedValue: Equatable, Sendable, CustomStringConvertible {
    /// The value exactly as written, such as `.pi * 2`.
    public let text: String
    let syntax: Syntax

    /// The value read as `type`, exactly as `ExpressionParser.parseValue(_:as:)` reads it; errors point into the
    /// text the transaction was parsed from.
    public func value(as type: ParameterType) throws(ExpressionError) -> ParameterValue {
        try Evaluator().value(syntax, as: type, .none)
    }

    public var description: String { text }
}

/// One assignment of a parsed transaction, `TARGET OP VALUE`, with where it was written.
public struct ParsedAssignment: Equatable, Sendable {
    /// The target as written: `PARAM` or `ITEM.PARAM`.
    public var target: String
    public var operation: AssignmentOperation
    public var value: UntypedValue
    /// The position of the target in the text (1-based).
    public var line: Int
    public var column: Int

    /// The item before the last dot (`flower` in `flower.rotationOffset`), or nil for a plain `PARAM` (see
    /// `ParameterTarget`, the one reading of target text).
    public var item: String? { ParameterTarget(target)?.item }

    /// The parameter after the last dot (`rotationOffset` in `flower.rotationOffset`), or the plain name.
    public var parameter: String { ParameterTarget(target)?.name ?? target }

    /// An error about this assignment's target, for the resolver: `error("unknown parameter 'shak'",
    /// suggestion: "shakes")` reads `column 1: unknown parameter 'shak'. Did you mean 'shakes'?`.
    public func error(_ message: String, suggestion: String? = nil) -> ExpressionError {
        ExpressionError(line: line, column: column, message: message, suggestion: suggestion)
    }

    /// The assignment typed for a target of `type`, addressed as `target` (the resolver's canonical spelling;
    /// the written one by default).
    ///
    /// - Throws: `ExpressionError` when the value is not a `type`, or `+=` / `-=` is used on a type that is not a
    ///   number.
    public func typed(as type: ParameterType, target: ParameterTarget? = nil) throws(ExpressionError)
        -> Transaction.Assignment
    {
        if operation != .set, !AssignmentOperation.relativeChangesAllowed(for: type) {
            throw error(
                "'\(operation.rawValue)' needs a number, and '\(self.target)' is \(type.article) \(type); "
                    + "write '\(self.target) = …' with the new value")
        }
        guard let target = target ?? ParameterTarget(self.target) else {
            throw error("'\(self.target)' is not a target (write PARAM, ITEM.PARAM or a state)")
        }
        return Transaction.Assignment(target: target, operation: operation, value: try value.value(as: type))
    }
}

/// A transaction as parsed: its time and animation are known, its values wait for the targets' types.
public struct ParsedTransaction: Equatable, Sendable {
    /// Seconds from the start of the timeline (0 when no `at` is written).
    public var time: Double
    /// The animation, or nil for none (no `with`, `with nil`, `withAnimation(nil)`).
    public var animation: Animation?
    /// The assignments, in the order written; no target appears twice.
    public var assignments: [ParsedAssignment]
    /// `withAnimation(…) { … } completion: { … }`: the transaction the completion makes, and when.
    public var completion: Completion? {
        get { completionStorage.first }
        set { completionStorage = newValue.map { [$0] } ?? [] }
    }
    private var completionStorage: [Completion] = []

    /// What a transaction's completion closure does, as parsed.
    public struct Completion: Equatable, Sendable {
        public var criteria: AnimationCompletionCriteria
        /// Its time is 0: it happens when the transaction completes.
        public var transaction: ParsedTransaction

        public init(criteria: AnimationCompletionCriteria, _ transaction: ParsedTransaction) {
            self.criteria = criteria
            self.transaction = transaction
        }
    }

    public init(time: Double, animation: Animation?, assignments: [ParsedAssignment]) {
        self.time = time
        self.animation = animation
        self.assignments = assignments
    }

    /// Types every assignment. `resolve` names each target canonically (for instance `ITEM.PARAM` for a plain
    /// `PARAM`) and gives its type, throwing `assignment.error(…)` for a target it does not know.
    ///
    /// - Throws: the resolver's error, a value's error, or an error when two assignments resolve to one target.
    public func typed(
        _ resolve: (ParsedAssignment) throws(ExpressionError) -> (target: ParameterTarget, type: ParameterType)
    ) throws(ExpressionError) -> Transaction {
        var typed: [Transaction.Assignment] = []
        var seen: [ParameterTarget: ParsedAssignment] = [:]
        for assignment in assignments {
            let (target, type) = try resolve(assignment)
            if let first = seen[target] {
                throw assignment.error(Self.repeated(target, first: first))
            }
            seen[target] = assignment
            typed.append(try assignment.typed(as: type, target: target))
        }
        var result = Transaction(time: time, animation: animation, assignments: typed)
        if let completion {
            result.completion = Transaction.Completion(
                criteria: completion.criteria, try completion.transaction.typed(resolve))
        }
        return result
    }

    /// Types every assignment from a table of targets, refusing unknown ones with the closest known target.
    public func typed(types: [String: ParameterType]) throws(ExpressionError) -> Transaction {
        try typed { assignment throws(ExpressionError) in
            guard let type = types[assignment.target], let target = ParameterTarget(assignment.target) else {
                throw assignment.error(
                    "unknown parameter '\(assignment.target)'",
                    suggestion: Suggestions.closest(to: assignment.target, in: types.keys.sorted()))
            }
            return (target, type)
        }
    }

    static func repeated(_ target: some CustomStringConvertible, first: ParsedAssignment) -> String {
        let position = first.line > 1 ? "line \(first.line), column \(first.column)" : "column \(first.column)"
        return "'\(target)' is assigned twice in one transaction (first at \(position))"
    }
}

/// A state change: at `time`, with `animation` (nil: none), every assignment happens at once, as the statements of
/// one `withAnimation` block do.
///
/// The canonical text is `ASSIGNMENTS[ with ANIMATION][ at TIME]`, such as
/// `size = 150, cornerRadius = 10 with .spring(response: 1, dampingFraction: 0.5, blendDuration: 1)` or
/// `shakes += 2 with .linear(duration: 0.6) at 1`; `at` is left out at time 0 and `with` when there is no
/// animation. `ExpressionParser.parseTransaction(_:)` reads it back, and `ParsedTransaction.typed` with the same
/// types gives back an equal transaction.
public struct Transaction: Hashable, Sendable, CustomStringConvertible {
    /// `TARGET = VALUE`, `TARGET += VALUE` or `TARGET -= VALUE`, in a normal form: a relative change by a
    /// negative amount is stored as the opposite operation by the positive amount (`x += -2` is `x -= 2`, and
    /// `x -= 0` is `x += 0`), so equal changes compare, print and hash the same.
    public struct Assignment: Hashable, Sendable, CustomStringConvertible {
        public private(set) var target: ParameterTarget
        public private(set) var operation: AssignmentOperation
        public private(set) var value: ParameterValue

        /// An assignment in normal form. `add` and `subtract` need a `.double` or `.int` value.
        public init(target: ParameterTarget, operation: AssignmentOperation, value: ParameterValue) {
            self.target = target
            self.operation = operation
            self.value = value
            switch (operation, value) {
            case (.set, _): break
            case (_, .double(let v)):
                let amount = operation == .add ? v : -v
                self.operation = amount < 0 ? .subtract : .add
                self.value = .double(abs(amount) + 0)  // `+ 0` turns -0 into 0
            case (_, .int(let v)):
                let amount = operation == .add ? v : -v
                self.operation = amount < 0 ? .subtract : .add
                self.value = .int(abs(amount))
            default:
                preconditionFailure("'\(operation.rawValue)' needs a number, not \(value)")
            }
        }

        /// The model value after this assignment, given the one the state holds: the value for `=`, the sum or
        /// difference for `+=` and `-=`. Nil when `current` is not of the value's type, or the result would not be
        /// finite or would overflow `Int`.
        public func applied(to current: ParameterValue) -> ParameterValue? {
            let sign = operation == .subtract ? -1.0 : 1.0
            switch (operation, current, value) {
            case (.set, _, _):
                return current.type == value.type ? value : nil
            case (_, .double(let a), .double(let b)):
                let result = a + sign * b
                return result.isFinite ? .double(result) : nil
            case (_, .int(let a), .int(let b)):
                let (result, overflow) =
                    operation == .add ? a.addingReportingOverflow(b) : a.subtractingReportingOverflow(b)
                return overflow ? nil : .int(result)
            default:
                return nil
            }
        }

        /// `TARGET OP VALUE`, with the value's canonical text.
        public var description: String { "\(target) \(operation.rawValue) \(value)" }
    }

    /// Seconds from the start of the timeline: finite and not negative.
    public var time: Double
    /// The animation, or nil for an instant change.
    public var animation: Animation?
    /// The assignments in the order written; each target at most once.
    public var assignments: [Assignment]
    /// The transaction made when this one's animation completes (`withAnimation(_:completionCriteria:_:completion:)`).
    public var completion: Completion? {
        get { completionStorage.first }
        set { completionStorage = newValue.map { [$0] } ?? [] }
    }
    private var completionStorage: [Completion] = []

    /// What a transaction's completion closure does: another transaction (its time unused), when the first's
    /// animation meets `criteria`.
    public struct Completion: Hashable, Sendable {
        public var criteria: AnimationCompletionCriteria
        public var transaction: Transaction

        public init(criteria: AnimationCompletionCriteria = .logicallyComplete, _ transaction: Transaction) {
            self.criteria = criteria
            self.transaction = transaction
        }
    }

    public init(time: Double = 0, animation: Animation?, assignments: [Assignment]) {
        self.time = time
        self.animation = animation
        self.assignments = assignments
    }

    /// The canonical text: `a = 1, b += 2 with .easeIn at 1`; a transaction with a completion in its SwiftUI
    /// spelling, which alone can say it.
    public var description: String {
        guard completion == nil else { return swiftUIText }
        return assignments.map(\.description).joined(separator: ", ") + (animation.map { " with \($0)" } ?? "")
            + timeText
    }

    /// The SwiftUI spelling: `withAnimation(.easeIn) { a = 1; b += 2 }`, `withAnimation { … }` for the default
    /// animation, and plain statements `a = 1; b += 2` for none; a completion as `withAnimation(.easeIn,
    /// completionCriteria: .removed) { … } completion: { … }`; then ` at TIME` when the time is not 0. It reads back
    /// to the same transaction too.
    public var swiftUIText: String { block + timeText }

    /// The SwiftUI spelling without the time.
    private var block: String {
        let statements = assignments.map(\.description).joined(separator: "; ")
        guard let completion else {
            switch animation {
            case nil: return statements
            case .some(.default): return "withAnimation { \(statements) }"
            case .some(let animation): return "withAnimation(\(animation)) { \(statements) }"
            }
        }
        var arguments = animation.map { $0 == .default ? [] : ["\($0)"] } ?? ["nil"]
        if completion.criteria != .logicallyComplete {
            arguments.append("completionCriteria: .\(completion.criteria.rawValue)")
        }
        let call = arguments.isEmpty ? "withAnimation" : "withAnimation(\(arguments.joined(separator: ", ")))"
        return "\(call) { \(statements) } completion: { \(completion.transaction.block) }"
    }

    private var timeText: String { time == 0 ? "" : " at \(ExpressionPrinter.number(time))" }
}
