import AnimDBEngine
import AnimDBGeometry

/// Where an assignment writes: modifies the value in place (taken out of its slot first, so that code run while
/// modifying never sees a half-written variable and the storage stays uniquely referenced).
typealias Modify = (Frame, (inout Value) throws -> Void) throws -> Void

extension Program {
    func compileBinary(_ op: String, _ lhs: Expr, _ rhs: Expr, _ scope: Scope, hint: String?, _ loc: SourceLocation)
        throws(SwiftSourceError) -> Code
    {
        let line = loc.line
        let isArithmetic = ["+", "-", "*", "/", "%"].contains(op)
        // A literal beside a floating-point operand is floating-point too (`2 * .pi`, `x / 2`).
        var operandHint = isArithmetic ? hint : nil
        if operandHint == nil, isArithmetic || ["<", ">", "<=", ">=", "==", "!="].contains(op) {
            if isFloating(lhs, scope) || isFloating(rhs, scope) { operandHint = "Double" }
        }
        let l = try compile(lhs, scope, hint: op == "??" ? hint : operandHint)
        let r = try compile(rhs, scope, hint: op == "??" ? hint : operandHint)
        let user = operators[op] ?? []
        switch op {
        case "&&": return { f throws in .bool(try l(f).bool(line) ? try r(f).bool(line) : false) }
        case "||": return { f throws in .bool(try l(f).bool(line) ? true : try r(f).bool(line)) }
        case "??":
            return { f throws in
                let v = try l(f)
                if case .none = v { return try r(f) }
                return v
            }
        case "..<", "...":
            let closed = op == "..."
            return { f throws in
                let a = try l(f)
                let b = try r(f)
                if case .int(let x) = a, case .int(let y) = b {
                    guard x <= y else { throw Failure(line, "range with lower bound \(x) above upper bound \(y)") }
                    if closed {
                        guard y < .max else { throw Failure(line, "arithmetic overflow") }
                        return .intRange(x, y + 1)
                    }
                    return .intRange(x, y)
                }
                let (x, y) = (try a.double(line), try b.double(line))
                guard x <= y else { throw Failure(line, "range with lower bound \(x) above upper bound \(y)") }
                return .doubleRange(x, y, closed)
            }
        default: break
        }
        let apply = Builtins.binary(op)
        if user.isEmpty {
            guard let apply else { throw sourceError("animdb does not read the operator '\(op)'", loc) }
            return { f throws in try apply(try l(f), try r(f), line) }
        }
        return { f throws in
            let a = try l(f)
            let b = try r(f)
            for fn in user where fn.decl.params.count == 2 {
                if Self.matchesType(a, fn.decl.params[0].type.name ?? ""), Self.matchesType(b, fn.decl.params[1].type.name ?? "") {
                    var none = Value.void
                    var args = [a, b]
                    return try fn.invoke(selfValue: &none, args: &args, ctx: f.ctx, line: line)
                }
            }
            guard let apply else { throw Failure(line, "no '\(op)' for \(a.typeDescription) and \(b.typeDescription)") }
            return try apply(a, b, line)
        }
    }

    /// Whether an expression is obviously floating-point at compile time (a double literal, a variable declared
    /// Double/CGFloat, a stored property of such a type, or a call to a math function).
    func isFloating(_ e: Expr, _ scope: Scope) -> Bool {
        switch e.kind {
        case .double: return true
        case .implicitMember("pi"): return true
        case .identifier(let n):
            if let local = scope.lookup(n) { return Self.isFloatingName(local.typeName) }
            if let s = scope.selfType, let i = s.fieldIndex[n] {
                return Self.isFloatingName(s.fields[i].type.map { resolveAlias($0) }?.name)
            }
            return false
        case .member(_, let m):
            return ["width", "height", "midX", "midY", "minX", "minY", "maxX", "maxY", "x", "y", "radians", "degrees", "pi"]
                .contains(m)
        case .call(let callee, _):
            if case .identifier(let n) = callee.kind {
                return ["Double", "CGFloat", "Float", "sin", "cos", "tan", "sqrt", "atan2", "pow", "hypot", "exp", "log"]
                    .contains(n)
            }
            return false
        case .binary(let op, let a, let b) where ["+", "-", "*", "/"].contains(op):
            return isFloating(a, scope) || isFloating(b, scope)
        case .prefix("-", let a): return isFloating(a, scope)
        default: return false
        }
    }

    func compileAssignment(_ op: String, _ lhs: Expr, _ rhs: Expr, _ scope: Scope, _ loc: SourceLocation)
        throws(SwiftSourceError) -> Code
    {
        let line = loc.line
        if case .identifier("_") = lhs.kind, op == "=" {
            let discarded = try compile(rhs, scope, hint: nil)
            return { f throws in
                _ = try discarded(f)
                return .void
            }
        }
        let (target, typeName) = try compileLValue(lhs, scope)
        let r = try compile(rhs, scope, hint: typeName ?? (isFloating(lhs, scope) ? "Double" : nil))
        if op == "=" {
            return { f throws in
                let v = try r(f)
                try target(f) { slot in slot = v }
                return .void
            }
        }
        let base = String(op.dropLast())
        guard let apply = Builtins.binary(base) else { throw sourceError("animdb does not read '\(op)'", loc) }
        let user = operators[base] ?? []
        return { f throws in
            let v = try r(f)
            try target(f) { (slot: inout Value) throws in
                for fn in user where fn.decl.params.count == 2 && Self.matchesType(slot, fn.decl.params[0].type.name ?? "") {
                    var none = Value.void
                    var args = [slot, v]
                    slot = try fn.invoke(selfValue: &none, args: &args, ctx: f.ctx, line: line)
                    return
                }
                slot = try apply(slot, v, line)
            }
            return .void
        }
    }

    /// An assignable place: a variable, `self`, a stored property (of `self` or of another place), an element.
    func compileLValue(_ e: Expr, _ scope: Scope) throws(SwiftSourceError) -> (Modify, String?) {
        let line = e.loc.line
        switch e.kind {
        case .identifier(let name):
            if name == "self" { return (Self.slotModify(0), nil) }
            if let local = scope.lookup(name) { return (Self.slotModify(local.slot), local.typeName) }
            if let s = scope.selfType, !scope.isStatic, let i = s.fieldIndex[name] {
                let coerce = s.fieldCoercions[i]
                let modify: Modify = { f, body throws in
                    try Self.slotModify(0)(f) { (me: inout Value) throws in
                        try Self.fieldModify(&me, i, coerce, line, body)
                    }
                }
                return (modify, s.fields[i].type.map { resolveAlias($0) }?.name)
            }
            if let s = scope.selfType, !scope.isStatic, s.computed[name]?.setter != nil {
                let selfE = Expr(.identifier("self"), e.loc)
                return try compileLValue(Expr(.member(selfE, name), e.loc), scope)
            }
            throw sourceError("cannot assign to '\(name)'", e.loc)
        case .member(let base, let name):
            let (baseModify, _) = try compileLValue(base, scope)
            let get = memberGetter(name, line)
            let set = memberSetter(name, line)
            var typeName: String?
            if case .identifier("self") = base.kind, let s = scope.selfType, let i = s.fieldIndex[name] {
                typeName = s.fields[i].type.map { resolveAlias($0) }?.name
            }
            return (
                { f, body throws in
                    try baseModify(f) { (b: inout Value) throws in
                        var v = try get(b, f)
                        try body(&v)
                        try set(&b, v, f)
                    }
                }, typeName
            )
        case .subscriptAccess(let base, let args):
            guard args.count == 1 else { throw sourceError("animdb reads only a[i] subscripts", e.loc) }
            let (baseModify, _) = try compileLValue(base, scope)
            let index = try compile(args[0].value, scope, hint: "Int")
            return (
                { f, body throws in
                    let i = try index(f).int(line)
                    try baseModify(f) { (b: inout Value) throws in
                        guard case .array(var items) = b else { throw Failure(line, "cannot subscript \(b.typeDescription)") }
                        guard i >= 0, i < items.count else { throw Failure(line, "index \(i) out of range 0..<\(items.count)") }
                        b = .void
                        defer { b = .array(items) }
                        try body(&items[i])
                    }
                }, nil
            )
        case .postfixForce(let inner), .inoutRef(let inner):
            return try compileLValue(inner, scope)
        default:
            throw sourceError("cannot assign to this expression", e.loc)
        }
    }

    static func slotModify(_ slot: Int) -> Modify {
        { f, body throws in
            var v = f.slots[slot]
            f.slots[slot] = .void
            defer { f.slots[slot] = v }
            try body(&v)
        }
    }

    static func fieldModify(
        _ me: inout Value, _ i: Int, _ coerce: ((Value) -> Value)?, _ line: Int, _ body: (inout Value) throws -> Void
    ) throws {
        guard case .object(var o) = me else { throw Failure(line, "'self' is not an instance") }
        me = .void
        defer { me = .object(o) }
        try body(&o.fields[i])
        if let coerce { o.fields[i] = coerce(o.fields[i]) }
    }
}
