import AnimDBEngine

// The grammar: a small subset of Swift expressions.
//
//   list       := separator* (expression (separator+ expression)*)? separator*
//   separator  := ',' | ';' | line break
//   change     := expression 'with' expression ('at' expression)?
//   expression := term (('+' | '-') term)*                    — Swift's precedence, left-associative
//   term       := unary (('*' | '/') unary)*
//   unary      := '-' unary | primary
//   primary    := number | string | hexColor | keyPath | array | chain | '(' expression ')'
//   array      := '[' (expression (',' expression)* ','?)? ']'     — line breaks inside are insignificant
//   chain      := (identifier call? closure? | '.' identifier call?) ('.' identifier call?)*
//   call       := '(' (argument (',' argument)* ','?)? ')'
//   closure    := '{' list '}'                             — only after the root: `KeyframeTrack { … }`
//   argument   := (identifier ':')? expression?          — an empty value is reported by the evaluator
//   keyPath    := '\' '.' identifier ('.' identifier)*
//   number     := see Lexer+Numbers.swift (decimal, 0x / 0o / 0b, hexadecimal floats, 'deg' / 'rad' units)
//   string     := '"' (character | '\' escape)* '"'         — one line; escapes \" \\ \' \n \t \r \0 \u{…}
//   hexColor   := '#' 6 or 8 hex digits
//
// Transactions (state changes) are in Parser+Transaction.swift.
//
// Line breaks are insignificant inside parentheses and in a single expression, and a line starting with '.'
// continues the expression above it (as in Swift), so chains can be laid out one modifier per line. `//` and
// `/* … */` are comments.

/// Builds `Syntax` trees from text. It knows the grammar only; names are checked by `Evaluator`.
struct Parser {
    /// The deepest nesting accepted (parentheses, braces, negations and chain members all count), so hostile
    /// input cannot exhaust the stack.
    static let maximumDepth = 64
    /// The longest input accepted, in UTF-8 bytes.
    static let maximumLength = 64 * 1024

    var tokens: [Token]
    var position = 0
    var depth = 0
    /// One entry per open bracket: whether line breaks separate items there (braces) or not (parentheses).
    var newlineIsSignificant: [Bool] = [true]
    /// The input, so spans of tokens can be quoted as written.
    let source: [Character]

    init(_ text: String) throws(ExpressionError) {
        guard text.utf8.count <= Parser.maximumLength else {
            throw ExpressionError(column: 1, message: "expression is longer than \(Parser.maximumLength) bytes")
        }
        tokens = try Lexer.tokenize(text)
        source = Array(text)
    }

    // MARK: Entry points

    /// Exactly one expression and nothing after it (line breaks around it are fine).
    mutating func parseSingle() throws(ExpressionError) -> Syntax {
        newlineIsSignificant = [false]
        skipNewlines()
        let expression = try parseExpression()
        try expectEnd(after: "the expression")
        return expression
    }

    /// A list of expressions separated by commas, semicolons or line breaks.
    mutating func parseList() throws(ExpressionError) -> [Syntax] {
        let items = try parseItems(until: .end)
        try expectEnd(after: "the list")
        return items
    }

    /// `VALUE with ANIMATION [at TIME]`.
    mutating func parseChange() throws(ExpressionError) -> (value: Syntax, animation: Syntax, time: Syntax?) {
        skipNewlines()
        let value = try parseExpression()
        guard case .identifier("with") = current.kind else {
            throw ExpressionError(
                at: current.location, "expected 'with' and an animation after the value, found \(current.quoted)")
        }
        advance()
        let animation = try parseExpression()
        var time: Syntax?
        if case .identifier("at") = current.kind {
            advance()
            time = try parseExpression()
        }
        try expectEnd(after: time == nil ? "the animation" : "the time")
        return (value, animation, time)
    }

    /// The first identifier of the input, if it starts with one (used to decide how to read the whole text).
    var leadingIdentifier: String? {
        var i = 0
        while tokens[i].kind == .newline { i += 1 }
        if case .identifier(let name) = tokens[i].kind { return name }
        return nil
    }

    // MARK: Tokens

    var current: Token {
        var i = position
        if !newlineIsSignificant.last! {
            while tokens[i].kind == .newline { i += 1 }
        }
        return tokens[i]
    }

    mutating func advance() {
        if !newlineIsSignificant.last! { skipNewlines() }
        if tokens[position].kind != .end { position += 1 }
    }

    mutating func skipNewlines() {
        while tokens[position].kind == .newline { position += 1 }
    }

    mutating func expect(_ kind: Token.Kind, _ what: String) throws(ExpressionError) -> Token {
        let token = current
        guard token.kind == kind else {
            throw ExpressionError(at: token.location, "expected \(what), found \(token.quoted)")
        }
        advance()
        return token
    }

    mutating func expectEnd(after what: String) throws(ExpressionError) {
        skipNewlines()
        guard current.kind == .end else {
            throw ExpressionError(at: current.location, "unexpected \(current.quoted) after \(what)")
        }
    }

    mutating func identifier(_ what: String) throws(ExpressionError) -> (String, SourcePosition) {
        let token = current
        guard case .identifier(let name) = token.kind else {
            throw ExpressionError(at: token.location, "expected \(what), found \(token.quoted)")
        }
        advance()
        return (name, token.location)
    }

    mutating func nest(at location: SourcePosition) throws(ExpressionError) {
        depth += 1
        guard depth <= Parser.maximumDepth else {
            throw ExpressionError(at: location, "expression is nested more than \(Parser.maximumDepth) levels deep")
        }
    }

    // MARK: Grammar

    private mutating func parseItems(until terminator: Token.Kind) throws(ExpressionError) -> [Syntax] {
        var items: [Syntax] = []
        while true {
            while [.comma, .semicolon, .newline].contains(current.kind) { advance() }
            if current.kind == terminator || current.kind == .end { return items }
            items.append(try parseExpression())
            let next = current
            guard [.comma, .semicolon, .newline, terminator].contains(next.kind) else {
                throw ExpressionError(
                    at: next.location,
                    "expected ',', ';' or a line break between items, found \(next.quoted)")
            }
        }
    }

    mutating func parseExpression() throws(ExpressionError) -> Syntax {
        try parseBinary(above: 0)
    }

    /// Operators of precedence above `level`, left-associative: `a - b - c` is `(a - b) - c`, as in Swift.
    private mutating func parseBinary(above level: Int) throws(ExpressionError) -> Syntax {
        var left = try parseUnary()
        var applied = 0
        defer { depth -= applied }
        while let op = Parser.arithmeticOperator(current.kind), op.precedence > level {
            let token = current
            // Each operator deepens the tree the evaluator walks, so it counts towards the nesting limit.
            try nest(at: token.location)
            applied += 1
            advance()
            guard Parser.startsOperand(current.kind) else {
                throw ExpressionError(at: token.location, "'\(op.rawValue)' needs a number on both sides")
            }
            let right = try parseBinary(above: op.precedence)
            left = .binary(op, left, right, token.location)
        }
        return left
    }

    /// A prefix `-` binds tighter than any binary operator, so `-.pi / 2` is `(-.pi) / 2`, as in Swift.
    private mutating func parseUnary() throws(ExpressionError) -> Syntax {
        let token = current
        guard token.kind == .minus else { return try parsePrimary() }
        try nest(at: token.location)
        defer { depth -= 1 }
        advance()
        // Swift has no `--` operator; `- -x` and `-(-x)` are fine.
        if current.kind == .minus, current.offsets.lowerBound == token.offsets.upperBound {
            throw ExpressionError(at: token.location, "expected a number after '-'")
        }
        guard Parser.startsOperand(current.kind) else {
            throw ExpressionError(at: current.location, "expected a number after '-', found \(current.quoted)")
        }
        return .negative(try parseUnary(), token.location)
    }

    private mutating func parsePrimary() throws(ExpressionError) -> Syntax {
        let token = current
        try nest(at: token.location)
        defer { depth -= 1 }
        switch token.kind {
        case .number(let literal):
            advance()
            return .number(literal, token.location)
        case .string(let value):
            advance()
            return .string(value, token.location)
        case .hexColor(let digits):
            advance()
            return .hexColor(digits, token.location)
        case .backslash:
            advance()
            return try parseKeyPath(at: token.location)
        case .leftBracket:
            return try parseArray()
        case .dot, .identifier:
            return .chain(try parseChain())
        case .leftParen:
            newlineIsSignificant.append(false)
            advance()
            let inner = try parseExpression()
            skipNewlines()
            newlineIsSignificant.removeLast()
            _ = try expect(.rightParen, "')' to close the '(' at column \(token.location.column)")
            return inner
        case .plus, .star, .slash:
            let symbol = Parser.arithmeticOperator(token.kind)!.rawValue
            throw ExpressionError(at: token.location, "'\(symbol)' needs a number on both sides")
        default:
            throw ExpressionError(at: token.location, "expected an expression, found \(token.quoted)")
        }
    }

    private mutating func parseArray() throws(ExpressionError) -> Syntax {
        let open = current
        newlineIsSignificant.append(false)
        advance()
        var elements: [Syntax] = []
        while current.kind != .rightBracket, current.kind != .end {
            elements.append(try parseExpression())
            guard current.kind == .comma else { break }
            advance()
        }
        skipNewlines()
        newlineIsSignificant.removeLast()
        let close = current
        guard close.kind == .rightBracket else {
            throw ExpressionError(
                at: close.location,
                close.kind == .end
                    ? "expected ']' to close the '[' at column \(open.location.column)"
                    : "expected ',' or ']' in the array, found \(close.quoted)")
        }
        advance()
        return .array(elements, open.location)
    }

    static func arithmeticOperator(_ kind: Token.Kind) -> ArithmeticOperator? {
        switch kind {
        case .plus: .add
        case .minus: .subtract
        case .star: .multiply
        case .slash: .divide
        default: nil
        }
    }

    /// Whether a token can begin an operand of an operator.
    static func startsOperand(_ kind: Token.Kind) -> Bool {
        switch kind {
        case .number, .string, .hexColor, .backslash, .dot, .identifier, .leftParen, .minus: true
        default: false
        }
    }

    private mutating func parseKeyPath(at location: SourcePosition) throws(ExpressionError) -> Syntax {
        var names: [String] = []
        repeat {
            _ = try expect(.dot, names.isEmpty ? "'.' after '\\'" : "'.'")
            names.append(try identifier("a property name").0)
        } while current.kind == .dot
        return .keyPath(names.joined(separator: "."), location)
    }

    private mutating func parseChain() throws(ExpressionError) -> Chain {
        var chain = Chain(root: nil, members: [])
        if case .identifier = current.kind {
            let (name, location) = try identifier("a name")
            chain.root = try parseApplication(Component(name: name, location: location, dotLocation: location))
        }
        while let dot = memberDot() {
            position = dot.position
            advance()
            if case .number(let literal) = current.kind, literal.isInteger, chain.root == nil, chain.members.isEmpty {
                throw ExpressionError(
                    at: dot.token.location,
                    "'.\(literal.text)' is not a valid number in Swift; write '0.\(literal.text)'")
            }
            let (name, location) = try identifier("a member name after '.'")
            try nest(at: location)
            // Only a root takes a trailing closure (`KeyframeTrack { … }`), so `withAnimation(.linear {` is a
            // missing ')' rather than a closure.
            chain.members.append(
                try parseApplication(
                    Component(name: name, location: location, dotLocation: dot.token.location), allowsClosure: false))
        }
        depth -= chain.members.count
        return chain
    }

    /// The `.` that continues a chain, looking past line breaks: a line starting with `.` continues the
    /// previous one, as in Swift.
    private func memberDot() -> (token: Token, position: Int)? {
        var i = position
        while tokens[i].kind == .newline { i += 1 }
        return tokens[i].kind == .dot ? (tokens[i], i) : nil
    }

    private mutating func parseApplication(
        _ component: Component, allowsClosure: Bool = true
    ) throws(ExpressionError) -> Component {
        var component = component
        if current.kind == .leftParen {
            component.arguments = try parseArguments()
        }
        if allowsClosure, current.kind == .leftBrace {
            let open = current
            try nest(at: open.location)
            defer { depth -= 1 }
            newlineIsSignificant.append(true)
            advance()
            let items = try parseItems(until: .rightBrace)
            newlineIsSignificant.removeLast()
            _ = try expect(.rightBrace, "'}' to close the '{' at column \(open.location.column)")
            component.trailingClosure = items
        }
        return component
    }

    private mutating func parseArguments() throws(ExpressionError) -> ArgumentList {
        let open = current
        try nest(at: open.location)
        defer { depth -= 1 }
        newlineIsSignificant.append(false)
        advance()
        var arguments: [Argument] = []
        while current.kind != .rightParen {
            let start = current
            var label: String?
            if case .identifier(let name) = start.kind, tokens[labelColonIndex].kind == .colon {
                label = name
                advance()
                advance()
            }
            let value: Syntax
            if label != nil, current.kind == .comma || current.kind == .rightParen {
                value = .missing(current.location)
            } else {
                value = try parseExpression()
            }
            arguments.append(Argument(label: label, labelLocation: start.location, value: value))
            guard current.kind == .comma else { break }
            advance()
        }
        // Line breaks before the `)` belong to the argument list, so skip them before leaving it.
        skipNewlines()
        newlineIsSignificant.removeLast()
        let close = current
        guard close.kind == .rightParen else {
            throw ExpressionError(
                at: close.location,
                close.kind == .end
                    ? "expected ')' to close the '(' at column \(open.location.column)"
                    : "expected ',' or ')' in the argument list, found \(close.quoted)")
        }
        advance()
        return ArgumentList(arguments: arguments, openLocation: open.location, closeLocation: close.location)
    }

    /// The index of the token after the current one, skipping line breaks (inside parentheses they do not count).
    private var labelColonIndex: Int {
        var i = position
        while tokens[i].kind == .newline { i += 1 }
        i += 1
        while tokens[i].kind == .newline { i += 1 }
        return i
    }
}
