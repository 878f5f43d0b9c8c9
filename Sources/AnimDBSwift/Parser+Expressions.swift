// Expressions, with Swift's operator precedence and its whitespace rules for prefix, postfix and infix operators.

extension Parser {
    static let precedence: [String: Int] = [
        "=": 1, "+=": 1, "-=": 1, "*=": 1, "/=": 1, "%=": 1, "&&=": 1, "||=": 1,
        "?": 2,
        "||": 3, "&&": 4,
        "==": 5, "!=": 5, "<": 5, ">": 5, "<=": 5, ">=": 5, "===": 5, "!==": 5, "~=": 5,
        "??": 6,
        "as": 7, "is": 7,
        "..<": 8, "...": 8,
        "+": 9, "-": 9, "|": 9, "^": 9, "&+": 9, "&-": 9,
        "*": 10, "/": 10, "%": 10, "&": 10, "&*": 10,
        "<<": 11, ">>": 11,
    ]

    mutating func parseExpression(stopAtAssignment: Bool = false) throws(SwiftSourceError) -> Expr {
        try enter()
        defer { leave() }
        return try parseBinary(minPrecedence: stopAtAssignment ? 2 : 1)
    }

    /// The infix operator at the current token, if it is one (balanced whitespace, or a keyword cast).
    func infixOperator() -> String? {
        if case .identifier(let w) = current.kind, w == "as" || w == "is" { return w }
        guard case .op(let o) = current.kind, o != "." else { return nil }
        if o == "?" { return current.spaceBefore && current.spaceAfter ? "?" : nil }
        // `a - b`, `a-b` are infix; `-b` after a space is prefix; `a!` is postfix.
        guard current.spaceBefore == current.spaceAfter || o == "..<" || o == "..." else { return nil }
        return Self.precedence[o] != nil ? o : nil
    }

    mutating func parseBinary(minPrecedence: Int) throws(SwiftSourceError) -> Expr {
        var lhs = try parseUnary()
        while let op = infixOperator(), let prec = Self.precedence[op], prec >= minPrecedence {
            let loc = current.loc
            next()
            switch op {
            case "?":
                let then = try parseBinary(minPrecedence: 2)
                guard isPunct(":") else { throw error("expected ':' in a ternary expression") }
                next()
                let otherwise = try parseBinary(minPrecedence: 2)
                lhs = Expr(.ternary(lhs, then, otherwise), loc)
            case "as", "is":
                var kind = op
                if op == "as", isOp("?") || isOp("!") {
                    kind += isOp("?") ? "?" : "!"
                    next()
                }
                lhs = Expr(.cast(lhs, try parseType(), kind), loc)
            default:
                if prec == 1 {
                    let rhs = try parseBinary(minPrecedence: 1)
                    lhs = Expr(.assign(op, lhs, rhs), loc)
                } else {
                    // ?? is right-associative; everything else here is left-associative.
                    let rhs = try parseBinary(minPrecedence: op == "??" ? prec : prec + 1)
                    lhs = Expr(.binary(op, lhs, rhs), loc)
                }
            }
        }
        return lhs
    }

    mutating func parseUnary() throws(SwiftSourceError) -> Expr {
        let loc = current.loc
        if case .op(let o) = current.kind,
            o == "-" || o == "!" || o == "+" || o == "~" || o == "&" || o == "..<"
                || o == "...",
            !current.spaceAfter
        {
            next()
            try enter()
            defer { leave() }
            let operand = try parseUnary()
            if o == "&" { return Expr(.inoutRef(operand), loc) }
            if o == "..<" || o == "..." { throw unsupported("one-sided ranges ('\(o)')", loc) }
            // Fold `-1` and `-1.5` so literals keep their exact value.
            if o == "-", case .int(let v) = operand.kind { return Expr(.int(-v), loc) }
            if o == "-", case .double(let v) = operand.kind { return Expr(.double(-v), loc) }
            return Expr(.prefix(o, operand), loc)
        }
        if isIdent("try") || isIdent("await") { throw unsupported("'\(identifierText!)'", loc) }
        return try parsePostfix(try parsePrimary())
    }

    mutating func parseArguments(close: Character) throws(SwiftSourceError) -> [Argument] {
        var args: [Argument] = []
        let saved = noTrailingClosure
        noTrailingClosure = false
        defer { noTrailingClosure = saved }
        while !isPunct(close) {
            if current.kind == .end { throw error("missing '\(close)'") }
            var label: String?
            if case .identifier(let l) = current.kind, isPunct(":", peekToken()) {
                label = l
                next()
                next()
            }
            args.append(Argument(label: label, value: try parseExpression()))
            if isPunct(",") {
                next()
            } else if !isPunct(close) {
                throw error("expected ',' or '\(close)', found \(describeCurrent)")
            }
            if args.count > limits.maxArguments { throw error("more than \(limits.maxArguments) arguments") }
        }
        next()
        return args
    }

    mutating func parsePostfix(_ base: Expr) throws(SwiftSourceError) -> Expr {
        var e = base
        while true {
            let loc = current.loc
            if isOp(".") {
                next()
                if case .int(let n) = current.kind {
                    next()
                    e = Expr(.member(e, "\(n)"), loc)
                    continue
                }
                let name = try expectIdentifier()
                e = Expr(.member(e, name), loc)
            } else if isOp("?"), !current.spaceBefore, isOp(".", peekToken()) {
                next()
                next()
                e = Expr(.optionalMember(e, try expectIdentifier()), loc)
            } else if isOp("!"), !current.spaceBefore {
                next()
                e = Expr(.postfixForce(e), loc)
            } else if isPunct("("), !current.newlineBefore {
                next()
                e = Expr(.call(e, try parseArguments(close: ")")), loc)
            } else if isPunct("["), !current.newlineBefore, !current.spaceBefore {
                next()
                e = Expr(.subscriptAccess(e, try parseArguments(close: "]")), loc)
            } else if isPunct("{"), !noTrailingClosure, !current.newlineBefore {
                var closures = [Argument(label: nil, value: try parseClosure())]
                // Swift's multiple trailing closures: `} animation: { … }`, on the same line or the next.
                while let label = identifierText, isPunct(":", peekToken()), isPunct("{", peekToken(2)) {
                    next()
                    next()
                    closures.append(Argument(label: label, value: try parseClosure()))
                }
                if case .call(let callee, let args) = e.kind {
                    e = Expr(.call(callee, args + closures), e.loc)
                } else {
                    e = Expr(.call(e, closures), loc)
                }
            } else {
                return e
            }
        }
    }

    mutating func parsePrimary() throws(SwiftSourceError) -> Expr {
        let loc = current.loc
        if isPunct("\\") {
            // `\.member.member`: only the members are kept.
            next()
            var members: [String] = []
            while isOp(".") || isPunct(".") {
                next()
                guard let name = identifierText else { throw error("expected a member name in the key path") }
                members.append(name)
                next()
            }
            guard !members.isEmpty else { throw error("animdb does not read key paths other than \\.member", loc) }
            return Expr(.keyPath(members), loc)
        }
        switch current.kind {
        case .int(let v):
            next()
            return Expr(.int(v), loc)
        case .double(let v):
            next()
            return Expr(.double(v), loc)
        case .string(let parts):
            next()
            var segments: [StringSegment] = []
            for part in parts {
                switch part {
                case .text(let t): segments.append(.text(t))
                case .interpolation(let source, let at):
                    var lexer = Lexer(source, fileName: fileName, start: at)
                    var sub = Parser(
                        tokens: try lexer.tokenize(limit: limits.maxTokens), fileName: fileName, limits: limits)
                    sub.depth = depth
                    let e = try sub.parseExpression()
                    guard sub.current.kind == .end else { throw sub.error("unexpected \(sub.describeCurrent)") }
                    segments.append(.expr(e))
                }
            }
            return Expr(.string(segments), loc)
        case .op("."):
            next()
            let name = try expectIdentifier()
            return Expr(.implicitMember(name), loc)
        case .punct("("):
            next()
            let args = try parseArguments(close: ")")
            if args.count == 1, args[0].label == nil { return args[0].value }
            return Expr(.tuple(args), loc)
        case .punct("["):
            next()
            if isPunct(":") { throw unsupported("dictionaries", loc) }
            var elements: [Expr] = []
            while !isPunct("]") {
                elements.append(try parseExpression())
                if isPunct(":") { throw unsupported("dictionaries", loc) }
                if isPunct(",") { next() } else if !isPunct("]") { throw error("expected ',' or ']' in an array") }
                if elements.count > limits.maxArrayCount { throw error("array literal too long") }
            }
            next()
            return Expr(.array(elements), loc)
        case .punct("{"):
            return try parseClosure()
        case .identifier(let w):
            switch w {
            case "true", "false":
                next()
                return Expr(.bool(w == "true"), loc)
            case "nil":
                next()
                return Expr(.nilLiteral, loc)
            case "if", "switch": throw unsupported("'\(w)' expressions", loc)
            case "super": throw unsupported("'super'", loc)
            default:
                if let what = Self.refusedKeywords[w], w != "some", w != "where" { throw unsupported(what, loc) }
                next()
                return Expr(.identifier(w), loc)
            }
        case .attribute(let a): throw unsupported("'@\(a)' here", loc)
        default:
            throw error("expected an expression, found \(describeCurrent)", loc)
        }
    }

    /// `{ p in … }`, `{ (a, b) in … }`, `{ a, b -> T in … }` or `{ … $0 … }`.
    mutating func parseClosure() throws(SwiftSourceError) -> Expr {
        let loc = current.loc
        try enter()
        defer { leave() }
        let open = index
        next()
        var params: [String] = []
        // Look for `in` on the first line: the closure's signature.
        var k = index
        var isSignature = false
        while k < tokens.count, !tokens[k].newlineBefore || k == index {
            if case .identifier("in") = tokens[k].kind, k + 1 < tokens.count, !isPunct(":", tokens[k + 1]) {
                isSignature = true
                break
            }
            if case .punct(let p) = tokens[k].kind, p == "{" || p == "}" { break }
            if case .op(let o) = tokens[k].kind, o != "->", o != "?", o != "." { break }
            k += 1
        }
        if isSignature {
            var sawArrow = false
            while index < k {
                if isOp("->") { sawArrow = true }
                if !sawArrow, case .identifier(let name) = current.kind, !isPunct(":", tokens[index - 1]) {
                    let prev = tokens[index - 1]
                    if isPunct("(", prev) || isPunct(",", prev) || index == open + 1 { params.append(name) }
                }
                next()
            }
            next()  // in
        }
        index = isSignature ? index : open + 1
        var body: [Stmt] = []
        let saved = noTrailingClosure
        noTrailingClosure = false
        while !isPunct("}") {
            if current.kind == .end { throw error("missing '}' for the closure opened here", loc) }
            if isPunct(";") {
                next()
                continue
            }
            body += try parseStatement()
        }
        noTrailingClosure = saved
        next()
        return Expr(.closure(ClosureExpr(params: params, body: body, loc: loc)), loc)
    }
}
