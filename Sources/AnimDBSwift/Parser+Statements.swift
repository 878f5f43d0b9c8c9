// Statements, conditions and patterns.

extension Parser {
    mutating func parseBlock() throws(SwiftSourceError) -> [Stmt] {
        try enter()
        defer { leave() }
        let open = current.loc
        try expectPunct("{")
        let saved = noTrailingClosure
        noTrailingClosure = false
        defer { noTrailingClosure = saved }
        var body: [Stmt] = []
        while !isPunct("}") {
            if current.kind == .end { throw error("missing '}' for the block opened here", open) }
            if isPunct(";") {
                next()
                continue
            }
            body += try parseStatement()
        }
        next()
        return body
    }

    mutating func parseStatement() throws(SwiftSourceError) -> [Stmt] {
        let loc = current.loc
        // A label (`outer: for …`) is not read.
        if case .identifier = current.kind, isPunct(":", peekToken()), !isIdent("default") {
            throw unsupported("labelled statements")
        }
        if case .attribute = current.kind { _ = try parseAttributes() }
        guard let word = identifierText else { return [Stmt(.expr(try parseExpression()), loc)] }
        switch word {
        case "let", "var":
            next()
            return try parseBindings(isVar: word == "var", loc: loc)
        case "if":
            next()
            return [try parseIf(loc)]
        case "guard":
            next()
            let conditions = try parseConditions()
            guard isIdent("else") else { throw error("expected 'else' after a guard condition") }
            next()
            return [Stmt(.guardStmt(conditions, try parseBlock()), loc)]
        case "while":
            next()
            let conditions = try parseConditions()
            return [Stmt(.whileLoop(conditions, try parseBlock()), loc)]
        case "repeat":
            next()
            let body = try parseBlock()
            guard isIdent("while") else { throw error("expected 'while' after a repeat block") }
            next()
            return [Stmt(.repeatWhile(body, try parseExpression()), loc)]
        case "for":
            next()
            if isIdent("case") || isIdent("await") || isIdent("try") { throw unsupported("this form of 'for'") }
            let pattern = try parsePattern(bindingDefault: true)
            guard isIdent("in") else { throw error("expected 'in' in a for loop") }
            next()
            let saved = noTrailingClosure
            noTrailingClosure = true
            let sequence = try parseExpression()
            var whereClause: Expr?
            if isIdent("where") {
                next()
                whereClause = try parseExpression()
            }
            noTrailingClosure = saved
            return [Stmt(.forIn(pattern, sequence, whereClause, try parseBlock()), loc)]
        case "switch":
            next()
            return [try parseSwitch(loc)]
        case "return":
            next()
            if isPunct("}") || isPunct(";") || current.newlineBefore { return [Stmt(.returnStmt(nil), loc)] }
            return [Stmt(.returnStmt(try parseExpression()), loc)]
        case "break":
            next()
            return [Stmt(.breakStmt, loc)]
        case "continue":
            next()
            return [Stmt(.continueStmt, loc)]
        case "func":
            next()
            return [Stmt(.function(try parseFunction(isStatic: false, isMutating: false, loc: loc)), loc)]
        case "struct", "enum", "class", "extension": throw unsupported("types declared inside functions")
        case "fallthrough": throw unsupported("'fallthrough'")
        default:
            if let what = Self.refusedKeywords[word], word != "some", word != "where", word != "inout" {
                throw unsupported(what)
            }
            return [Stmt(.expr(try parseExpression()), loc)]
        }
    }

    mutating func parseBindings(isVar: Bool, loc: SourceLocation) throws(SwiftSourceError) -> [Stmt] {
        var out: [Stmt] = []
        repeat {
            if isPunct(",") { next() }
            var names: [String]
            if isPunct("(") {
                next()
                names = []
                while !isPunct(")") {
                    names.append(try expectIdentifier())
                    if isPunct(",") { next() } else if !isPunct(")") { throw error("expected ',' or ')'") }
                }
                next()
            } else {
                names = [try expectIdentifier()]
            }
            var type: TypeRef?
            if isPunct(":") {
                next()
                type = try parseType()
            }
            var value: Expr?
            if isOp("=") {
                next()
                value = try parseExpression()
            }
            if isPunct("{") { throw unsupported("local computed variables or observers") }
            out.append(Stmt(.binding(isVar: isVar, names: names, type: type, value: value), loc))
        } while isPunct(",")
        return out
    }

    mutating func parseIf(_ loc: SourceLocation) throws(SwiftSourceError) -> Stmt {
        let conditions = try parseConditions()
        let then = try parseBlock()
        var otherwise: [Stmt]?
        if isIdent("else") {
            next()
            if isIdent("if") {
                let elseLoc = current.loc
                next()
                otherwise = [try parseIf(elseLoc)]
            } else {
                otherwise = try parseBlock()
            }
        }
        return Stmt(.ifStmt(conditions, then, otherwise), loc)
    }

    mutating func parseConditions() throws(SwiftSourceError) -> [Condition] {
        let saved = noTrailingClosure
        noTrailingClosure = true
        defer { noTrailingClosure = saved }
        var conditions: [Condition] = []
        repeat {
            if isPunct(",") { next() }
            if isIdent("let") || isIdent("var") {
                next()
                let name = try expectIdentifier()
                if isPunct(":") {
                    next()
                    _ = try parseType()
                }
                if isOp("=") {
                    next()
                    conditions.append(.optionalBinding(name, try parseExpression()))
                } else {
                    // `if let x` shorthand (Swift 5.7)
                    conditions.append(.optionalBinding(name, Expr(.identifier(name), current.loc)))
                }
            } else if isIdent("case") {
                next()
                let pattern = try parsePattern(bindingDefault: false)
                guard isOp("=") else { throw error("expected '=' in 'if case'") }
                next()
                conditions.append(.casePattern(pattern, try parseExpression()))
            } else if isIdent("#available") {
                throw unsupported("'#available'")
            } else {
                conditions.append(.expr(try parseExpression()))
            }
        } while isPunct(",")
        return conditions
    }

    mutating func parseSwitch(_ loc: SourceLocation) throws(SwiftSourceError) -> Stmt {
        let saved = noTrailingClosure
        noTrailingClosure = true
        let subject = try parseExpression()
        noTrailingClosure = saved
        try expectPunct("{")
        var cases: [SwitchCase] = []
        while !isPunct("}") {
            let caseLoc = current.loc
            var patterns: [Pattern] = []
            var guardExpr: Expr?
            if isIdent("default") {
                next()
                patterns = [.wildcard]
            } else if isIdent("case") {
                next()
                repeat {
                    if isPunct(",") { next() }
                    patterns.append(try parsePattern(bindingDefault: false))
                } while isPunct(",")
                if isIdent("where") {
                    next()
                    guardExpr = try parseExpression()
                }
            } else if case .attribute = current.kind {
                throw unsupported("'@unknown default'")
            } else {
                throw error("expected 'case' or 'default' in a switch, found \(describeCurrent)")
            }
            try expectPunct(":")
            var body: [Stmt] = []
            while !isPunct("}"), !isIdent("case"), !isIdent("default") {
                if current.kind == .end { throw error("missing '}' for the switch", loc) }
                if isPunct(";") {
                    next()
                    continue
                }
                body += try parseStatement()
            }
            if body.isEmpty { throw error("a switch case needs at least one statement", caseLoc) }
            cases.append(SwitchCase(patterns: patterns, guardExpr: guardExpr, body: body, loc: caseLoc))
        }
        next()
        return Stmt(.switchStmt(subject, cases), loc)
    }

    /// A pattern: `_`, `let x`, `.case(let a, _)`, `let .case(a, b)`, `(a, b)`, or an expression (`0..<10`).
    /// With `bindingDefault` bare names bind (as in `for (i, x) in`).
    mutating func parsePattern(bindingDefault: Bool) throws(SwiftSourceError) -> Pattern {
        try enter()
        defer { leave() }
        if isIdent("_") {
            next()
            return .wildcard
        }
        if isIdent("let") || isIdent("var") {
            next()
            return try parsePattern(bindingDefault: true)
        }
        if isPunct("(") {
            // A tuple pattern, unless it is a parenthesised expression.
            let start = index
            next()
            var elements: [Pattern] = []
            while !isPunct(")") {
                elements.append(try parsePattern(bindingDefault: bindingDefault))
                if isPunct(",") { next() } else if !isPunct(")") { break }
            }
            if isPunct(")"), elements.count != 1 || bindingDefault {
                next()
                return elements.count == 1 ? elements[0] : .tuple(elements)
            }
            index = start
        }
        if isOp("."), case .identifier(let name) = peekToken().kind {
            let save = index
            next()
            next()
            if isPunct("("), !current.spaceBefore {
                next()
                var subs: [Pattern] = []
                while !isPunct(")") {
                    if case .identifier = current.kind, isPunct(":", peekToken()) {
                        next()
                        next()
                    }
                    subs.append(try parsePattern(bindingDefault: bindingDefault))
                    if isPunct(",") { next() } else if !isPunct(")") { throw error("expected ',' or ')' in a pattern") }
                }
                next()
                return .enumCase(name, subs)
            }
            if isPunct(":") || isPunct(",") || isOp("=") || isIdent("where") { return .enumCase(name, []) }
            index = save
        }
        if bindingDefault, case .identifier(let name) = current.kind {
            next()
            return .binding(name)
        }
        return .expr(try parseExpression(stopAtAssignment: true))
    }
}
