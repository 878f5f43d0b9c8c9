import AnimDBEngine
import AnimDBGeometry

extension Program {
    /// A function body. A single expression is its return value (Swift's implicit return); in a view builder
    /// (`-> some View`) each evaluated expression statement producing content becomes the result.
    func compileBody(_ body: [Stmt], _ scope: Scope, implicitReturn: Bool, collectsView: Bool) throws(SwiftSourceError)
        -> StmtCode
    {
        if implicitReturn, body.count == 1, case .expr(let e) = body[0].kind {
            let hint = scope.returnType.flatMap { resolveAlias($0).name }
            let code = try compile(e, scope, hint: hint)
            let line = e.loc.line
            return { frame throws in
                try frame.ctx.step(line)
                frame.returnValue = try code(frame)
                return .returned
            }
        }
        return try compileBlock(body, scope, collectsView: collectsView)
    }

    func compileBlock(_ body: [Stmt], _ scope: Scope, collectsView: Bool = false) throws(SwiftSourceError) -> StmtCode {
        scope.push()
        defer { scope.pop() }
        var codes: [StmtCode] = []
        for s in body { codes.append(try compileStatement(s, scope, collectsView: collectsView)) }
        if codes.count == 1 { return codes[0] }
        let all = codes
        return { frame throws in
            for c in all {
                let flow = try c(frame)
                if case .normal = flow { continue }
                return flow
            }
            return .normal
        }
    }

    func compileStatement(_ s: Stmt, _ scope: Scope, collectsView: Bool) throws(SwiftSourceError) -> StmtCode {
        let line = s.loc.line
        switch s.kind {
        case .expr(let e):
            let code = try compile(e, scope, hint: nil)
            if collectsView {
                return { frame throws in
                    try frame.ctx.step(line)
                    let v = try code(frame)
                    if case .content = v { frame.returnValue = v }
                    return .normal
                }
            }
            return { frame throws in
                try frame.ctx.step(line)
                _ = try code(frame)
                return .normal
            }
        case .binding(_, let names, let type, let value):
            let typeName = type.map { resolveAlias($0) }?.name ?? value.flatMap(literalTypeName)
            guard let value else {
                let slots = names.map { scope.declare($0, typeName: typeName) }
                return { frame throws in
                    for slot in slots { frame.slots[slot] = .none }
                    return .normal
                }
            }
            let code = try compile(value, scope, hint: names.count == 1 ? typeName : nil)
            let coerce = coercion(type)
            if names.count == 1 {
                let slot = scope.declare(names[0], typeName: typeName)
                return { frame throws in
                    try frame.ctx.step(line)
                    let v = try code(frame)
                    frame.slots[slot] = coerce.map { $0(v) } ?? v
                    return .normal
                }
            }
            let slots = names.map { $0 == "_" ? -1 : scope.declare($0, typeName: nil) }
            return { frame throws in
                try frame.ctx.step(line)
                guard case .tuple(let items, _) = try code(frame), items.count == slots.count else {
                    throw Failure(line, "expected a tuple of \(slots.count) values")
                }
                for (slot, item) in zip(slots, items) where slot >= 0 { frame.slots[slot] = item }
                return .normal
            }
        case .ifStmt(let conditions, let then, let otherwise):
            scope.push()
            defer { scope.pop() }
            let test = try compileConditions(conditions, scope)
            let thenCode = try compileBlock(then, scope, collectsView: collectsView)
            scope.pop()
            scope.push()
            let elseCode = try otherwise.map { b throws(SwiftSourceError) in try compileBlock(b, scope, collectsView: collectsView) }
            return { frame throws in
                try frame.ctx.step(line)
                if try test(frame) { return try thenCode(frame) }
                return try elseCode?(frame) ?? .normal
            }
        case .guardStmt(let conditions, let otherwise):
            let elseCode = try compileBlock(otherwise, scope)
            // Names bound by a guard stay visible after it.
            let test = try compileConditions(conditions, scope)
            return { frame throws in
                try frame.ctx.step(line)
                if try test(frame) { return .normal }
                let flow = try elseCode(frame)
                if case .normal = flow { throw Failure(line, "a guard's else must leave the scope") }
                return flow
            }
        case .whileLoop(let conditions, let body):
            scope.push()
            defer { scope.pop() }
            let test = try compileConditions(conditions, scope)
            let bodyCode = try compileBlock(body, scope)
            return { frame throws in
                while try test(frame) {
                    try frame.ctx.step(line)
                    switch try bodyCode(frame) {
                    case .breakLoop: return .normal
                    case .returned: return .returned
                    default: continue
                    }
                }
                return .normal
            }
        case .repeatWhile(let body, let condition):
            let bodyCode = try compileBlock(body, scope)
            let test = try compile(condition, scope, hint: nil)
            return { frame throws in
                repeat {
                    try frame.ctx.step(line)
                    switch try bodyCode(frame) {
                    case .breakLoop: return .normal
                    case .returned: return .returned
                    default: break
                    }
                } while try test(frame).bool(line)
                return .normal
            }
        case .forIn(let pattern, let sequence, let whereClause, let body):
            return try compileFor(pattern, sequence, whereClause, body, scope, line)
        case .switchStmt(let subject, let cases):
            return try compileSwitch(subject, cases, scope, line, collectsView: collectsView)
        case .returnStmt(let value):
            guard let value else { return { _ in .returned } }
            let code = try compile(value, scope, hint: scope.returnType.flatMap { resolveAlias($0).name })
            return { frame throws in
                try frame.ctx.step(line)
                frame.returnValue = try code(frame)
                return .returned
            }
        case .breakStmt: return { _ in .breakLoop }
        case .continueStmt: return { _ in .continueLoop }
        case .function(let f):
            // A local function is a closure in a variable of its name (declared first, so it may call itself).
            let slot = scope.declare(f.name, typeName: nil)
            let code = try compileClosure(ClosureExpr(params: f.params.map(\.name), body: f.body ?? [], loc: s.loc), scope)
            return { frame throws in
                frame.slots[slot] = try code(frame)
                return .normal
            }
        }
    }

    func literalTypeName(_ e: Expr) -> String? {
        switch e.kind {
        case .double: "Double"
        case .prefix("-", let inner): literalTypeName(inner)
        default: nil
        }
    }

    /// `if`/`guard`/`while` conditions: booleans, `let x = optional`, `case pattern = value`, left to right.
    func compileConditions(_ conditions: [Condition], _ scope: Scope) throws(SwiftSourceError) -> (Frame) throws -> Bool {
        var tests: [(Frame) throws -> Bool] = []
        for c in conditions {
            switch c {
            case .expr(let e):
                let code = try compile(e, scope, hint: "Bool")
                let line = e.loc.line
                let test: (Frame) throws -> Bool = { frame throws in try code(frame).bool(line) }
                tests.append(test)
            case .optionalBinding(let name, let e):
                let code = try compile(e, scope, hint: nil)
                let slot = scope.declare(name, typeName: nil)
                let test: (Frame) throws -> Bool = { frame throws in
                    let v = try code(frame)
                    if case .none = v { return false }
                    frame.slots[slot] = v
                    return true
                }
                tests.append(test)
            case .casePattern(let pattern, let e):
                let code = try compile(e, scope, hint: nil)
                let match = try compilePattern(pattern, scope)
                let test: (Frame) throws -> Bool = { frame throws in try match(try code(frame), frame) }
                tests.append(test)
            }
        }
        if tests.count == 1 { return tests[0] }
        let all = tests
        return { frame throws in
            for t in all where !(try t(frame)) { return false }
            return true
        }
    }

    typealias Matcher = (Value, Frame) throws -> Bool

    func compilePattern(_ p: Pattern, _ scope: Scope) throws(SwiftSourceError) -> Matcher {
        switch p {
        case .wildcard: return { _, _ in true }
        case .binding(let name):
            let slot = scope.declare(name, typeName: nil)
            return { v, frame in
                frame.slots[slot] = v
                return true
            }
        case .tuple(let subs):
            let matchers = try subs.map { s throws(SwiftSourceError) in try compilePattern(s, scope) }
            return { v, frame throws in
                let items: [Value]
                switch v {
                case .tuple(let t, _): items = t
                case .pair(let a, let b): items = [a, b]
                default: return false
                }
                guard items.count == matchers.count else { return false }
                for (m, item) in zip(matchers, items) where !(try m(item, frame)) { return false }
                return true
            }
        case .enumCase(let name, let subs):
            let matchers = try subs.map { s throws(SwiftSourceError) in try compilePattern(s, scope) }
            let implicitValue = subs.isEmpty ? try? compile(Expr(.implicitMember(name), SourceLocation(line: 0, column: 0)), scope, hint: nil) : nil
            return { v, frame throws in
                if case .enumValue(let e) = v {
                    guard e.type.cases[e.caseIndex].name == name else { return false }
                    for (m, item) in zip(matchers, e.payload) where !(try m(item, frame)) { return false }
                    return true
                }
                if let implicitValue, let other = try? implicitValue(frame) { return v.equals(other) }
                return false
            }
        case .expr(let e):
            let code = try compile(e, scope, hint: nil)
            let line = e.loc.line
            return { v, frame throws in
                let pattern = try code(frame)
                switch pattern {
                case .intRange(let lo, let hi):
                    let x = try v.double(line)
                    return x >= Double(lo) && x < Double(hi)
                case .doubleRange(let lo, let hi, let closed):
                    let x = try v.double(line)
                    return x >= lo && (closed ? x <= hi : x < hi)
                default:
                    return v.equals(pattern)
                }
            }
        }
    }

    func compileSwitch(_ subject: Expr, _ cases: [SwitchCase], _ scope: Scope, _ line: Int, collectsView: Bool)
        throws(SwiftSourceError) -> StmtCode
    {
        let subjectCode = try compile(subject, scope, hint: nil)
        var compiled: [([Matcher], ((Frame) throws -> Bool)?, StmtCode)] = []
        for c in cases {
            scope.push()
            let matchers = try c.patterns.map { p throws(SwiftSourceError) in try compilePattern(p, scope) }
            let guardCode = try c.guardExpr.map { g throws(SwiftSourceError) in
                let code = try compile(g, scope, hint: "Bool")
                let l = g.loc.line
                return { (frame: Frame) throws -> Bool in try code(frame).bool(l) }
            }
            let body = try compileBlock(c.body, scope, collectsView: collectsView)
            scope.pop()
            compiled.append((matchers, guardCode, body))
        }
        let all = compiled
        return { frame throws in
            try frame.ctx.step(line)
            let v = try subjectCode(frame)
            for (matchers, guardCode, body) in all {
                var matched = false
                for m in matchers where try m(v, frame) {
                    matched = true
                    break
                }
                guard matched else { continue }
                if let guardCode, !(try guardCode(frame)) { continue }
                let flow = try body(frame)
                // `break` inside a switch leaves the switch, not the loop around it.
                if case .breakLoop = flow { return .normal }
                return flow
            }
            throw Failure(line, "no case of the switch matches \(v.typeDescription)")
        }
    }
}
