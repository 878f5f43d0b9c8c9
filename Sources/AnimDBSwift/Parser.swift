// Declarations: the file, structs, enums, extensions, functions, properties and types. Statements and expressions
// are in Parser+Statements.swift and Parser+Expressions.swift.

struct Parser {
    var tokens: [Token]
    var index = 0
    let fileName: String
    let limits: SwiftLimits
    var depth = 0
    /// Inside `if`/`while`/`guard`/`switch`/`for` heads a `{` opens the body, never a trailing closure.
    var noTrailingClosure = false

    init(tokens: [Token], fileName: String, limits: SwiftLimits) {
        self.tokens = tokens
        self.fileName = fileName
        self.limits = limits
    }

    // MARK: - Token helpers

    var current: Token { tokens[index] }
    func peekToken(_ k: Int = 1) -> Token { tokens[min(index + k, tokens.count - 1)] }
    mutating func next() { if index < tokens.count - 1 { index += 1 } }

    func isIdent(_ word: String, _ token: Token? = nil) -> Bool {
        if case .identifier(let w) = (token ?? current).kind { return w == word }
        return false
    }
    func isPunct(_ c: Character, _ token: Token? = nil) -> Bool {
        if case .punct(let p) = (token ?? current).kind { return p == c }
        return false
    }
    func isOp(_ o: String, _ token: Token? = nil) -> Bool {
        if case .op(let p) = (token ?? current).kind { return p == o }
        return false
    }
    var identifierText: String? {
        if case .identifier(let w) = current.kind { return w }
        return nil
    }

    func error(_ message: String, _ loc: SourceLocation? = nil) -> SwiftSourceError {
        SwiftSourceError(fileName: fileName, location: loc ?? current.loc, message: message)
    }

    func unsupported(_ what: String, _ loc: SourceLocation? = nil) -> SwiftSourceError {
        error("animdb does not read \(what)", loc)
    }

    var describeCurrent: String {
        switch current.kind {
        case .identifier(let w): "'\(w)'"
        case .int(let v): "'\(v)'"
        case .double(let v): "'\(v)'"
        case .string: "a string"
        case .op(let o): "'\(o)'"
        case .punct(let p): "'\(p)'"
        case .attribute(let a): "'@\(a)'"
        case .end: "the end of the file"
        }
    }

    mutating func expectPunct(_ c: Character) throws(SwiftSourceError) {
        guard isPunct(c) else { throw error("expected '\(c)', found \(describeCurrent)") }
        next()
    }

    mutating func expectIdentifier() throws(SwiftSourceError) -> String {
        guard let w = identifierText else { throw error("expected a name, found \(describeCurrent)") }
        next()
        return w
    }

    mutating func enter() throws(SwiftSourceError) {
        depth += 1
        if depth > limits.maxNesting { throw error("nesting deeper than \(limits.maxNesting) levels") }
    }
    mutating func leave() { depth -= 1 }

    static let ignoredModifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "nonisolated", "override", "nonmutating",
        "dynamic", "package", "required", "convenience", "lazy",
    ]
    static let refusedKeywords: [String: String] = [
        "class": "classes", "protocol": "protocols", "actor": "actors", "async": "'async' functions",
        "await": "'await'", "throws": "'throws' functions", "try": "'try'", "throw": "'throw'", "defer": "'defer'",
        "subscript": "subscript declarations", "deinit": "'deinit'", "weak": "'weak' references",
        "unowned": "'unowned' references", "do": "'do' blocks", "catch": "'catch'", "inout": "'inout' here",
        "willSet": "property observers", "didSet": "property observers", "associatedtype": "associated types",
        "where": "generic 'where' clauses", "indirect": "indirect enums", "some": "opaque types here",
    ]

    // MARK: - File

    mutating func parseFile() throws(SwiftSourceError) -> SourceTree {
        var tree = SourceTree()
        while current.kind != .end {
            if isPunct(";") {
                next()
                continue
            }
            if isIdent("import") {
                next()
                while isIdent("struct") || isIdent("class") || isIdent("enum") || isIdent("func") { next() }
                _ = try expectIdentifier()
                while isOp("."), case .identifier = peekToken().kind {
                    next()
                    next()
                }
                continue
            }
            let member = try parseMember(inType: nil)
            switch member {
            case .type(let t): tree.types.append(t)
            case .function(let f): tree.functions.append(f)
            case .typealias(let name, let t): tree.typealiases.append((name, t))
            case .property(let p):
                throw unsupported("top-level variables ('\(p.name)'): put constants inside a type", p.loc)
            case .initializer(let f): throw error("'init' outside a type", f.loc)
            case .cases(let c): throw error("'case \(c.first?.name ?? "")' outside an enum")
            }
        }
        return tree
    }

    enum Member {
        case type(TypeDecl)
        case function(FunctionDecl)
        case property(PropertyDecl)
        case initializer(FunctionDecl)
        case `typealias`(String, TypeRef)
        case cases([EnumCaseDecl])
    }

    /// Attributes (`@Animatable`, `@State`, `@available(…)`) and modifiers before a declaration.
    mutating func parseAttributes() throws(SwiftSourceError) -> (attributes: [String], isStatic: Bool, isMutating: Bool)
    {
        var attributes: [String] = []
        var isStatic = false
        var isMutating = false
        while true {
            if case .attribute(let a) = current.kind {
                attributes.append(a)
                next()
                if isPunct("("), !current.spaceBefore || a == "available" {
                    try skipBalanced()
                }
                continue
            }
            guard let w = identifierText else { break }
            if Self.ignoredModifiers.contains(w) {
                next()
                if isPunct("(") { try skipBalanced() }  // private(set)
            } else if w == "static" {
                isStatic = true
                next()
            } else if w == "mutating" {
                isMutating = true
                next()
            } else {
                break
            }
        }
        return (attributes, isStatic, isMutating)
    }

    /// `<T: Shape, U>`: generic parameters need no checking in a dynamically typed interpreter.
    mutating func skipGenericClause() throws(SwiftSourceError) {
        let start = current.loc
        var depth = 0
        repeat {
            if isOp("<") { depth += 1 }
            if isOp(">") { depth -= 1 }
            if isOp(">>") { depth -= 2 }
            if current.kind == .end || isPunct("{") { throw error("unbalanced '<'", start) }
            next()
        } while depth > 0
    }

    /// `where T: Shape, Element == CGPoint` up to the body's `{`.
    mutating func skipWhereClause() throws(SwiftSourceError) {
        while !isPunct("{") {
            if current.kind == .end { throw error("expected '{' after a 'where' clause") }
            next()
        }
    }

    mutating func skipBalanced() throws(SwiftSourceError) {
        let start = current.loc
        var depth = 0
        repeat {
            if isPunct("(") || isPunct("[") || isPunct("{") { depth += 1 }
            if isPunct(")") || isPunct("]") || isPunct("}") { depth -= 1 }
            if current.kind == .end { throw error("unbalanced brackets", start) }
            next()
        } while depth > 0
    }

    mutating func parseMember(inType typeName: String?) throws(SwiftSourceError) -> Member {
        let (attributes, isStatic, isMutating) = try parseAttributes()
        let loc = current.loc
        guard let word = identifierText else { throw error("expected a declaration, found \(describeCurrent)") }
        switch word {
        case "struct", "enum", "extension":
            next()
            return .type(try parseTypeDecl(word, attributes: attributes, loc: loc))
        case "func":
            next()
            return .function(try parseFunction(isStatic: isStatic, isMutating: isMutating, loc: loc))
        case "init":
            next()
            if isOp("?") || isOp("!") { throw unsupported("failable initializers") }
            var f = try parseFunction(isStatic: false, isMutating: true, loc: loc, named: "init")
            f.isMutating = true
            return .initializer(f)
        case "var", "let":
            next()
            return .property(try parseProperty(isLet: word == "let", isStatic: isStatic, attributes: attributes, loc: loc))
        case "typealias":
            next()
            let name = try expectIdentifier()
            guard isOp("=") else { throw error("expected '=' in typealias") }
            next()
            return .typealias(name, try parseType())
        case "case":
            next()
            return .cases(try parseEnumCases())
        default:
            if let what = Self.refusedKeywords[word] { throw unsupported(what) }
            throw error("expected a declaration, found '\(word)'")
        }
    }

    mutating func parseTypeDecl(_ keyword: String, attributes: [String], loc: SourceLocation) throws(SwiftSourceError)
        -> TypeDecl
    {
        try enter()
        defer { leave() }
        var name = try expectIdentifier()
        while isOp("."), case .identifier(let more) = peekToken().kind {
            name += "." + more
            next()
            next()
        }
        if isOp("<") { try skipGenericClause() }
        var inherits: [String] = []
        if isPunct(":") {
            next()
            repeat {
                if isPunct(",") { next() }
                let t = try parseType()
                collectNames(t, into: &inherits)
                while isOp("&") {
                    next()
                    collectNames(try parseType(), into: &inherits)
                }
            } while isPunct(",")
        }
        if isIdent("where") { try skipWhereClause() }
        try expectPunct("{")
        var properties: [PropertyDecl] = []
        var methods: [FunctionDecl] = []
        var inits: [FunctionDecl] = []
        var cases: [EnumCaseDecl] = []
        var nested: [TypeDecl] = []
        var aliases: [(String, TypeRef)] = []
        while !isPunct("}") {
            if current.kind == .end { throw error("'\(name)' is missing its closing '}'", loc) }
            if isPunct(";") {
                next()
                continue
            }
            switch try parseMember(inType: name) {
            case .type(let t): nested.append(t)
            case .function(let f): methods.append(f)
            case .property(let p): properties.append(p)
            case .initializer(let f): inits.append(f)
            case .typealias(let n, let t): aliases.append((n, t))
            case .cases(let c):
                guard keyword == "enum" else { throw error("'case' outside an enum") }
                cases += c
            }
        }
        let endLine = current.loc.line
        next()
        let kind: TypeDecl.Kind = keyword == "struct" ? .structType : keyword == "enum" ? .enumType : .extensionType
        return TypeDecl(
            kind: kind, name: name, inherits: inherits, attributes: attributes, properties: properties,
            methods: methods, inits: inits, cases: cases, nested: nested, typealiases: aliases, loc: loc,
            endLine: endLine)
    }

    private func collectNames(_ t: TypeRef, into names: inout [String]) {
        if case .named(let n, _) = t { names.append(n) }
    }

    mutating func parseEnumCases() throws(SwiftSourceError) -> [EnumCaseDecl] {
        var cases: [EnumCaseDecl] = []
        repeat {
            if isPunct(",") { next() }
            let name = try expectIdentifier()
            var associated: [(label: String?, type: TypeRef)] = []
            var raw: Expr?
            if isPunct("(") {
                next()
                while !isPunct(")") {
                    var label: String?
                    if case .identifier(let l) = current.kind, isPunct(":", peekToken()) {
                        label = l
                        next()
                        next()
                    }
                    associated.append((label, try parseType()))
                    if isOp("=") { throw unsupported("default values of associated values") }
                    if isPunct(",") { next() } else if !isPunct(")") { throw error("expected ',' or ')'") }
                }
                next()
            }
            if isOp("=") {
                next()
                raw = try parseExpression()
            }
            cases.append(EnumCaseDecl(name: name, associated: associated, rawValue: raw))
        } while isPunct(",")
        return cases
    }

    mutating func parseFunction(isStatic: Bool, isMutating: Bool, loc: SourceLocation, named: String? = nil)
        throws(SwiftSourceError) -> FunctionDecl
    {
        try enter()
        defer { leave() }
        var name: String
        if let named {
            name = named
        } else if case .op(let o) = current.kind {
            name = o
            next()
        } else {
            name = try expectIdentifier()
        }
        if isOp("<") { try skipGenericClause() }
        try expectPunct("(")
        var params: [Parameter] = []
        while !isPunct(")") {
            _ = try parseAttributes()
            let first = try expectIdentifier()
            var label: String? = first == "_" ? nil : first
            var pname = first
            if case .identifier(let second) = current.kind {
                pname = second
                next()
            }
            if first != "_", pname == first { label = first }
            try expectPunct(":")
            var isInout = false
            if isIdent("inout") {
                isInout = true
                next()
            }
            _ = try parseAttributes()
            let type = try parseType()
            if isOp("...") { throw unsupported("variadic parameters") }
            var def: Expr?
            if isOp("=") {
                next()
                def = try parseExpression()
            }
            params.append(Parameter(label: label, name: pname, type: type, defaultValue: def, isInout: isInout))
            if isPunct(",") { next() } else if !isPunct(")") { throw error("expected ',' or ')' in parameters") }
        }
        next()
        for word in ["async", "throws", "rethrows"] where isIdent(word) { throw unsupported(Self.refusedKeywords[word] ?? "'\(word)'") }
        var returnType: TypeRef?
        if isOp("->") {
            next()
            returnType = try parseType()
        }
        if isIdent("where") { try skipWhereClause() }
        var body: [Stmt]?
        var endLine = loc.line
        if isPunct("{") {
            body = try parseBlock()
            endLine = tokens[index - 1].loc.line
        }
        return FunctionDecl(
            name: name, params: params, returnType: returnType, body: body, isStatic: isStatic, isMutating: isMutating,
            loc: loc, endLine: endLine)
    }

    mutating func parseProperty(isLet: Bool, isStatic: Bool, attributes: [String], loc: SourceLocation)
        throws(SwiftSourceError) -> PropertyDecl
    {
        if isPunct("(") { throw unsupported("tuple properties") }
        let name = try expectIdentifier()
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
        if isPunct(",") { throw unsupported("several properties in one declaration") }
        var property = PropertyDecl(
            name: name, type: type, value: value, isLet: isLet, isStatic: isStatic, attributes: attributes, getter: nil,
            setter: nil, loc: loc)
        guard value == nil, isPunct("{"), !current.newlineBefore || type != nil else { return property }
        // A computed property: `{ get { … } set { … } }` or `{ statements }`.
        let braceIndex = index
        next()
        if isIdent("willSet") || isIdent("didSet") { throw unsupported("property observers ('\(identifierText!)')") }
        if isIdent("get"), isPunct("{", peekToken()) || isPunct("}", peekToken()) {
            while !isPunct("}") {
                _ = try parseAttributes()
                if isIdent("get") {
                    next()
                    property.getter = isPunct("{") ? try parseBlock() : []
                } else if isIdent("set") {
                    next()
                    var newName = "newValue"
                    if isPunct("(") {
                        next()
                        newName = try expectIdentifier()
                        try expectPunct(")")
                    }
                    property.setter = (newName, try parseBlock())
                } else {
                    throw error("expected 'get' or 'set', found \(describeCurrent)")
                }
            }
            next()
        } else {
            index = braceIndex
            property.getter = try parseBlock()
        }
        property.braces = (tokens[braceIndex].loc, tokens[index - 1].loc)
        return property
    }

    // MARK: - Types

    mutating func parseType() throws(SwiftSourceError) -> TypeRef {
        try enter()
        defer { leave() }
        var type: TypeRef
        if isIdent("some") || isIdent("any") {
            next()
            let inner = try parseType()
            type = inner.name == "View" ? .someView : inner
            return type
        }
        if isPunct("[") {
            next()
            let element = try parseType()
            if isPunct(":") {
                next()
                let value = try parseType()
                try expectPunct("]")
                type = .named("Dictionary", [element, value])
            } else {
                try expectPunct("]")
                type = .array(element)
            }
        } else if isPunct("(") {
            next()
            var elements: [TypeRef] = []
            while !isPunct(")") {
                if case .identifier = current.kind, isPunct(":", peekToken()) {
                    next()
                    next()
                }
                elements.append(try parseType())
                if isPunct(",") { next() } else if !isPunct(")") { throw error("expected ',' or ')' in a type") }
            }
            next()
            if isOp("->") {
                next()
                type = .function(elements, try parseType())
            } else {
                type = elements.count == 1 ? elements[0] : .tuple(elements)
            }
        } else {
            var name = try expectIdentifier()
            var args: [TypeRef] = []
            while true {
                if isOp("<"), !current.spaceBefore {
                    next()
                    repeat {
                        if isPunct(",") { next() }
                        args.append(try parseType())
                    } while isPunct(",")
                    // `>>` closes two generic lists at once.
                    if isOp(">>") {
                        tokens[index].kind = .op(">")
                    } else if isOp(">") {
                        next()
                    } else {
                        throw error("expected '>' in a generic type")
                    }
                } else if isOp("."), case .identifier(let more) = peekToken().kind {
                    name += "." + more
                    next()
                    next()
                } else {
                    break
                }
            }
            type = .named(name, args)
        }
        while (isOp("?") || isOp("!")) && !current.spaceBefore {
            type = .optional(type)
            next()
        }
        return type
    }
}
