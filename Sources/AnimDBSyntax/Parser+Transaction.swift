import AnimDBEngine

// Transactions: one state change of several parameters, as one `withAnimation` block makes it.
//
//   transaction := (block | statements) clause*
//   block       := 'withAnimation' ('(' animation? (','? 'completionCriteria' ':' criteria)? ')')?
//                  '{' separator* statements? separator* '}' completion?
//   completion  := 'completion' ':' '{' separator* (block | statements) separator* '}'
//   criteria    := '.logicallyComplete' | '.removed'
//   statements  := statement (separator+ statement)*          — separator: ',' ';' or a line break
//   statement   := target ('=' | '+=' | '-=' | ':') expression
//   target      := name ('.' name)*                            — written without spaces: PARAM or ITEM.PARAM
//   clause      := separator* ('with' animation | 'at' expression)   — each at most once; no 'with' after a block
//   animation   := 'nil' | '.none' | expression
//
// ITEM is a preset or item name (letters, digits, '.', '_', '-'), PARAM an identifier: the target is every
// character up to the operator, split at its last dot.

/// The animation a transaction names.
enum TransactionAnimation {
    /// No `with`, `with nil`, `with .none`, `withAnimation(nil)`: no animation.
    case noAnimation
    /// `withAnimation { … }` or `withAnimation() { … }`: SwiftUI's default animation.
    case defaultAnimation
    case animation(Syntax)
}

/// A transaction as written: the syntax of its parts, before the evaluator gives them meaning.
struct TransactionSyntax {
    var statements: [StatementSyntax]
    var animation: TransactionAnimation
    var time: Syntax?
    /// `withAnimation(…, completionCriteria: …)`: when the completion runs.
    var criteria: AnimationCompletionCriteria = .logicallyComplete
    /// `} completion: { … }`: the transaction its closure makes (none, or one: an array holds the recursion).
    var completion: [TransactionSyntax] = []
}

struct StatementSyntax {
    var target: String
    var targetLocation: SourcePosition
    var operation: AssignmentOperation
    var operatorLocation: SourcePosition
    var value: Syntax
    /// The value as written, from its first character to its last.
    var valueText: String
}

extension Parser {
    mutating func parseTransaction() throws(ExpressionError) -> TransactionSyntax {
        newlineIsSignificant = [true]
        skipSeparators()
        var transaction = TransactionSyntax(statements: [], animation: .noAnimation, time: nil)
        var isBlock = false
        if case .identifier("withAnimation") = current.kind {
            isBlock = true
            try parseBlock(into: &transaction)
        } else {
            transaction.statements = try parseStatements(until: nil)
        }
        var seenWith = false
        while true {
            skipSeparators()
            let token = current
            switch token.kind {
            case .end:
                return transaction
            case .identifier("with"):
                if isBlock {
                    throw ExpressionError(
                        at: token.location, "'with' cannot follow a 'withAnimation' block, which names the animation")
                }
                if seenWith { throw ExpressionError(at: token.location, "'with' is given twice") }
                seenWith = true
                advance()
                transaction.animation = try parseAnimationOrNil(after: "'with'")
            case .identifier("at"):
                if transaction.time != nil { throw ExpressionError(at: token.location, "'at' is given twice") }
                advance()
                guard Parser.startsOperand(current.kind) else {
                    throw ExpressionError(
                        at: current.location, "expected a time in seconds after 'at', found \(current.quoted)")
                }
                transaction.time = try parseExpression()
            default:
                let expected = isBlock ? "'at' and a time" : "',', 'with' an animation or 'at' a time"
                throw ExpressionError(at: token.location, "expected \(expected), found \(token.quoted)")
            }
        }
    }

    private mutating func skipSeparators() {
        while [.comma, .semicolon, .newline].contains(current.kind) { advance() }
    }

    /// `withAnimation`, `withAnimation()`, `withAnimation(ANIMATION)` or `withAnimation(nil)`, then `{ … }`.
    private mutating func parseBlock(into transaction: inout TransactionSyntax) throws(ExpressionError) {
        advance()
        transaction.animation = .defaultAnimation
        if current.kind == .leftParen {
            let open = current
            newlineIsSignificant.append(false)
            advance()
            if current.kind != .rightParen, !isLabel("completionCriteria") {
                transaction.animation = try parseAnimationOrNil(after: "'withAnimation('")
            }
            skipNewlines()
            if current.kind == .comma {
                advance()
                guard isLabel("completionCriteria") else {
                    throw ExpressionError(
                        at: current.location,
                        "expected 'completionCriteria: .logicallyComplete' or '.removed' after the animation")
                }
            }
            if isLabel("completionCriteria") {
                advance()
                advance()
                transaction.criteria = try parseCriteria()
            }
            skipNewlines()
            newlineIsSignificant.removeLast()
            _ = try expect(.rightParen, "')' to close the '(' at column \(open.location.column)")
        }
        // As in Swift, the closure may start on the next line.
        skipNewlines()
        let open = current
        guard open.kind == .leftBrace else {
            throw ExpressionError(
                at: open.location,
                "expected '{' and the changes after 'withAnimation', as in 'withAnimation { shakes += 2 }'")
        }
        newlineIsSignificant.append(true)
        advance()
        transaction.statements = try parseStatements(until: .rightBrace)
        newlineIsSignificant.removeLast()
        guard current.kind == .rightBrace else {
            throw ExpressionError(
                at: current.location, "expected '}' to close the '{' at column \(open.location.column)")
        }
        if transaction.statements.isEmpty {
            throw ExpressionError(at: current.location, "expected at least one assignment in 'withAnimation { … }'")
        }
        advance()
        // `} completion: { … }`, on the same line or the next, as Swift's trailing closures go.
        let before = position
        skipNewlines()
        guard isLabel("completion") else {
            position = before
            return
        }
        advance()
        advance()
        let brace = current
        guard brace.kind == .leftBrace else {
            throw ExpressionError(
                at: brace.location, "expected '{' and the change after 'completion:', as in 'completion: { x = 0 }'")
        }
        advance()
        skipSeparators()
        var completion = TransactionSyntax(statements: [], animation: .noAnimation, time: nil)
        if case .identifier("withAnimation") = current.kind {
            try parseBlock(into: &completion)
        } else {
            completion.statements = try parseStatements(until: .rightBrace)
        }
        skipSeparators()
        guard current.kind == .rightBrace, !completion.statements.isEmpty else {
            throw ExpressionError(
                at: current.location,
                completion.statements.isEmpty
                    ? "expected a change in 'completion: { … }'"
                    : "expected '}' to close the completion's '{' at column \(brace.location.column)")
        }
        advance()
        transaction.completion = [completion]
    }

    /// Whether the next tokens are `name:`, an argument or trailing-closure label.
    private func isLabel(_ name: String) -> Bool {
        var index = position
        while index < tokens.count, tokens[index].kind == .newline { index += 1 }
        guard index < tokens.count, case .identifier(name) = tokens[index].kind else { return false }
        index += 1
        while index < tokens.count, tokens[index].kind == .newline { index += 1 }
        return index < tokens.count && tokens[index].kind == .colon
    }

    /// `.logicallyComplete` or `.removed`.
    private mutating func parseCriteria() throws(ExpressionError) -> AnimationCompletionCriteria {
        let dot = current
        if dot.kind == .dot {
            advance()
            if case .identifier(let name) = current.kind, let criteria = AnimationCompletionCriteria(rawValue: name) {
                advance()
                return criteria
            }
        }
        throw ExpressionError(
            at: dot.location, "expected '.logicallyComplete' or '.removed' after 'completionCriteria:'")
    }

    private mutating func parseAnimationOrNil(after what: String) throws(ExpressionError) -> TransactionAnimation {
        let token = current
        if case .identifier("nil") = token.kind {
            advance()
            return .noAnimation
        }
        guard Parser.startsOperand(token.kind) else {
            throw ExpressionError(
                at: token.location, "expected an animation or 'nil' after \(what), found \(token.quoted)")
        }
        let animation = try parseExpression()
        if case .chain(let chain) = animation, chain.root == nil, chain.members.count == 1,
            chain.members[0].name == "none", chain.members[0].arguments == nil
        {
            return .noAnimation
        }
        return .animation(animation)
    }

    /// Statements separated by commas, semicolons or line breaks, up to `terminator` (the block's `}`) or, at the
    /// top level, up to `with`, `at` or the end.
    private mutating func parseStatements(until terminator: Token.Kind?) throws(ExpressionError) -> [StatementSyntax] {
        var statements: [StatementSyntax] = []
        while true {
            skipSeparators()
            let token = current
            if let terminator, token.kind == terminator || token.kind == .end { return statements }
            if terminator == nil, !statements.isEmpty, Parser.endsStatements(token.kind) { return statements }
            statements.append(try parseStatement())
            let next = current
            let separates = [.comma, .semicolon, .newline].contains(next.kind)
            // At the end inside a block, the block reports the missing '}'.
            let ends =
                terminator == nil ? Parser.endsStatements(next.kind) : next.kind == terminator || next.kind == .end
            guard separates || ends else {
                let between = terminator == nil ? "',', 'with' or 'at'" : "';', ',' or a line break"
                throw ExpressionError(
                    at: next.location, "expected \(between) after the value, found \(next.quoted)")
            }
        }
    }

    private static func endsStatements(_ kind: Token.Kind) -> Bool {
        kind == .end || kind == .identifier("with") || kind == .identifier("at")
    }

    private mutating func parseStatement() throws(ExpressionError) -> StatementSyntax {
        if case .identifier(let keyword) = current.kind, keyword == "with" || keyword == "at" {
            throw ExpressionError(
                at: current.location, "expected a parameter to change before '\(keyword)', such as 'shakes = 4'")
        }
        let (target, location) = try parseTarget()
        let op = current
        let operation: AssignmentOperation
        switch op.kind {
        case .assign("="), .colon: operation = .set
        case .assign("+="): operation = .add
        case .assign("-="): operation = .subtract
        case .assign("=="):
            throw ExpressionError(at: op.location, "'==' compares; write '=' to assign")
        case .assign(let symbol):
            throw ExpressionError(
                at: op.location, "'\(symbol)' is not supported; write '\(target) = …' with the new value")
        default:
            let suggestion = Suggestions.closest(to: target, in: ["withAnimation"])
            if suggestion != nil, [.leftParen, .leftBrace].contains(op.kind) {
                throw ExpressionError(
                    at: location, "unknown name '\(target)'", suggestion: suggestion)
            }
            throw ExpressionError(
                at: op.location, "expected '=', '+=' or '-=' after '\(target)', found \(op.quoted)")
        }
        advance()
        guard Parser.startsOperand(current.kind) else {
            throw ExpressionError(
                at: current.location,
                "expected a value after '\(target) \(operation.rawValue)', found \(current.quoted)")
        }
        let start = position
        let value = try parseExpression()
        return StatementSyntax(
            target: target, targetLocation: location, operation: operation, operatorLocation: op.location,
            value: value, valueText: text(fromToken: start))
    }

    /// The target as written: every token up to the operator, with no space between them (names may contain '-'
    /// and '.', which are separate tokens).
    private mutating func parseTarget() throws(ExpressionError) -> (String, SourcePosition) {
        let first = current
        switch first.kind {
        case .identifier, .number: break
        default:
            throw ExpressionError(
                at: first.location, "expected a parameter to change, such as 'shakes = 4', found \(first.quoted)")
        }
        var end = first.offsets.upperBound
        advance()
        scan: while tokens[position].offsets.lowerBound == end {
            switch tokens[position].kind {
            case .identifier, .number, .dot, .minus:
                end = tokens[position].offsets.upperBound
                advance()
            default:
                break scan
            }
        }
        let target = String(source[first.offsets.lowerBound..<end])
        // A lone number is a value written without its parameter, as in the older `4 with .default`.
        guard target.contains(where: { $0.isLetter || $0 == "_" }) else {
            throw ExpressionError(
                at: first.location, "expected a parameter to change, such as 'shakes = 4', found '\(target)'")
        }
        return (target, first.location)
    }

    /// The source text from the start of token `index` to the end of the last token consumed.
    private func text(fromToken index: Int) -> String {
        var last = position - 1
        while last > index, tokens[last].kind == .newline { last -= 1 }
        return String(source[tokens[index].offsets.lowerBound..<tokens[last].offsets.upperBound])
    }
}
