import AnimDBEngine

/// Numbers and arithmetic, evaluated exactly as Swift evaluates the same source.
///
/// - Where a `Double` is expected, every literal is a `Double` (as Swift infers `let x: Double = 360 / 6`, so that is
///   60 and `1 / 3` is 0.333…), `.pi`, `Double.pi` and `CGFloat.pi` are `Double.pi`, and `+ - * /` are IEEE 754
///   double operations applied in Swift's order: `-` prefix first, then `* /`, then `+ -`, each left to right.
///   So `.pi * 2` is bit for bit `2 * Double.pi` and `.pi * 3 / 2` is `(Double.pi * 3) / 2`.
/// - `Float.pi` makes the expression a `Float` one, as in Swift: it is computed in single precision (literals become
///   `Float`s) and the result widened to `Double`. Mixing `Float.pi` with `Double.pi` or `CGFloat.pi` is refused,
///   as Swift refuses it.
/// - Where an `Int` is expected (`repeatCount`, integer parameters), literals must be integers and arithmetic is
///   Swift's integer arithmetic: `7 / 2` is 3 (truncating towards zero).
/// - Every operand and every intermediate result must be finite and at most 1e9 in magnitude, and division by
///   zero is refused (Swift would give infinity or trap); the error points at the operator.
extension Evaluator {
    /// A finite number: a literal, `.pi` (or `Double.pi`, `CGFloat.pi`, `Float.pi`), negations, parentheses and
    /// `+ - * /` of those. Integers are accepted.
    func number(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Double {
        if try isSinglePrecision(syntax) {
            return Double(try arithmetic(syntax, context, as: Float.self))
        }
        return try arithmetic(syntax, context, as: Double.self)
    }

    /// An integer: integer literals (in any base), negations, parentheses and `+ - * /` with Swift's `Int`
    /// semantics. Decimals are refused rather than rounded.
    func integer(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Int {
        switch syntax {
        case .number(let literal, let location):
            guard literal.isInteger, literal.suffix == nil else {
                throw ExpressionError(
                    at: location, "expected an integer\(context.after), found '\(literal.text)\(literal.suffix ?? "")'")
            }
            return Int(try finite(literal, at: location))
        case .negative(let inner, _):
            return -(try integer(inner, context))
        case .binary(let op, let left, let right, let location):
            // Operands are at most 1e9, so even a product stays far inside Int's range before the range check.
            return try apply(
                op, try integer(left, context), try integer(right, context), at: location, divide: (/),
                double: { Double($0) })
        default:
            throw mismatch(syntax, expected: "an integer", context)
        }
    }

    /// Evaluates in `F`, converting each literal from its text as Swift converts a literal of type `F`.
    private func arithmetic<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ syntax: Syntax, _ context: Context, as type: F.Type
    ) throws(ExpressionError) -> F {
        switch syntax {
        case .number(let literal, let location):
            if let suffix = literal.suffix {
                throw ExpressionError(
                    at: location, "unexpected unit '\(suffix)' after '\(literal.text)'\(context.after)")
            }
            let value = try finite(literal, at: location)
            // Integer literals are exact here (at most 1e9); other literals round once, from their text.
            return literal.isInteger ? F(value) : F(literal.text) ?? F(value)
        case .negative(let inner, _):
            return -(try arithmetic(inner, context, as: type))
        case .chain(let chain):
            try namedNumber(chain, context)
            return F.pi
        case .binary(let op, let left, let right, let location):
            var operandContext = context
            operandContext.operand = op
            return try apply(
                op, try arithmetic(left, operandContext, as: type), try arithmetic(right, operandContext, as: type),
                at: location, divide: (/), double: { Double($0) })
        default:
            throw mismatch(syntax, expected: "a number", context)
        }
    }

    /// One operation of Swift's `+ - * /` on `N` (`Int`, `Double` or `Float`: `divide` is the type's own `/`), refusing
    /// division by zero and results that are not finite or beyond 1e9, at the operator.
    private func apply<N: Numeric>(
        _ op: ArithmeticOperator, _ a: N, _ b: N, at location: SourcePosition, divide: (N, N) -> N,
        double: (N) -> Double
    ) throws(ExpressionError) -> N {
        let result: N
        switch op {
        case .add: result = a + b
        case .subtract: result = a - b
        case .multiply: result = a * b
        case .divide:
            guard b != 0 else {
                throw ExpressionError(at: location, "division by zero: the right side of '/' is 0")
            }
            result = divide(a, b)
        }
        let value = double(result)
        guard value.isFinite, abs(value) <= Evaluator.maximumMagnitude else {
            let operands = [a, b].map { NumberFormatting.canonical(double($0)) }
            throw ExpressionError(
                at: location,
                "\(operands[0]) \(op.rawValue) \(operands[1]) is out of range (numbers are at most 1e9 in magnitude)")
        }
        return result
    }

    private func finite(_ literal: NumberLiteral, at location: SourcePosition) throws(ExpressionError) -> Double {
        guard literal.value.isFinite, abs(literal.value) <= Evaluator.maximumMagnitude else {
            throw ExpressionError(at: location, "number '\(literal.text)' is out of range (magnitude at most 1e9)")
        }
        return literal.value
    }

    /// Whether the expression is a `Float` one (it names `Float.pi`); refuses mixing it with `Double.pi` or
    /// `CGFloat.pi`, which Swift cannot add or multiply together.
    private func isSinglePrecision(_ syntax: Syntax) throws(ExpressionError) -> Bool {
        var float: SourcePosition?
        var double: String?
        var pending = [syntax]
        while let node = pending.popLast() {
            switch node {
            case .negative(let inner, _): pending.append(inner)
            case .binary(_, let left, let right, _): pending += [right, left]
            case .chain(let chain):
                guard let root = chain.root else { break }
                if root.name == "Float" {
                    float = float ?? root.location
                } else if ["Double", "CGFloat"].contains(root.name) {
                    double = double ?? root.name
                }
            default: break
            }
        }
        if let float, let double {
            throw ExpressionError(
                at: float,
                "'Float' and '\(double)' cannot be mixed in one expression (Swift has no operators between them)")
        }
        return float != nil
    }

    /// Checks a named number: `.pi`, `Double.pi`, `CGFloat.pi` or `Float.pi` (the caller supplies π in its type).
    private func namedNumber(_ chain: Chain, _ context: Context) throws(ExpressionError) {
        let typeNames: Set<String> = ["Double", "CGFloat", "Float"]
        let nonFinite = ["nan", "infinity", "inf", "signalingNaN", "greatestFiniteMagnitude"]
        if let root = chain.root, nonFinite.contains(root.name) {
            throw ExpressionError(
                at: root.location, "'\(root.name)' is not allowed: numbers must be finite and at most 1e9 in magnitude")
        }
        var members = chain.members[...]
        if let root = chain.root {
            guard typeNames.contains(root.name), root.arguments == nil, !members.isEmpty else {
                throw mismatch(.chain(chain), expected: "a number", context)
            }
        }
        guard let member = members.popFirst(), member.arguments == nil, member.trailingClosure == nil,
            members.isEmpty
        else {
            throw mismatch(.chain(chain), expected: "a number", context)
        }
        switch member.name {
        case "pi": return
        case _ where nonFinite.contains(member.name):
            throw ExpressionError(
                at: member.location,
                "'\(member.name)' is not allowed: numbers must be finite and at most 1e9 in magnitude")
        default:
            throw ExpressionError(
                at: member.location, "unknown number '\(member.name)'",
                suggestion: Suggestions.closest(to: member.name, in: ["pi"]))
        }
    }
}
