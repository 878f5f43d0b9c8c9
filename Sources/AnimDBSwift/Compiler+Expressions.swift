import AnimDBEngine
import AnimDBGeometry

extension Program {
    /// Compiles an expression. `hint` is the type the context expects (`Double` turns integer literals into
    /// doubles, as Swift's literal typing does; `CGPoint` resolves `.zero`).
    func compile(_ e: Expr, _ scope: Scope, hint: String?) throws(SwiftSourceError) -> Code {
        let line = e.loc.line
        switch e.kind {
        case .int(let v):
            let value: Value = Self.isFloatingName(hint) ? .double(Double(v)) : .int(v)
            return { _ in value }
        case .double(let v): return { _ in .double(v) }
        case .bool(let b): return { _ in .bool(b) }
        case .nilLiteral: return { _ in .none }
        case .string(let segments): return try compileString(segments, scope, line)
        case .identifier(let name): return try compileIdentifier(name, scope, e.loc)
        case .implicitMember(let name):
            guard let value = implicitMember(name, hint: hint) else {
                throw sourceError("animdb does not know '.\(name)'" + (hint.map { " of \($0)" } ?? ""), e.loc)
            }
            return { _ in value }
        case .member(let base, let name):
            if let staticCode = try compileStaticMember(base, name, scope, hint: hint) { return staticCode }
            let baseCode = try compile(base, scope, hint: nil)
            let get = memberGetter(name, line)
            return { frame throws in try get(try baseCode(frame), frame) }
        case .optionalMember(let base, let name):
            let baseCode = try compile(base, scope, hint: nil)
            let get = memberGetter(name, line)
            return { frame throws in
                let b = try baseCode(frame)
                if case .none = b { return .none }
                return try get(b, frame)
            }
        case .call(let callee, let args): return try compileCall(callee, args, scope, hint: hint, e.loc)
        case .subscriptAccess(let base, let args):
            guard args.count == 1, args[0].label == nil else { throw sourceError("animdb reads only a[i] subscripts", e.loc) }
            let baseCode = try compile(base, scope, hint: nil)
            let indexCode = try compile(args[0].value, scope, hint: "Int")
            return { frame throws in
                try Self.subscriptGet(try baseCode(frame), try indexCode(frame), line)
            }
        case .prefix(let op, let operand):
            let code = try compile(operand, scope, hint: op == "!" ? "Bool" : hint)
            switch op {
            case "-":
                return { frame throws in
                    switch try code(frame) {
                    case .double(let v): return .double(-v)
                    case .int(let v):
                        guard v != .min else { throw Failure(line, "arithmetic overflow") }
                        return .int(-v)
                    case .point(let p): return .point(CGPoint(x: -p.x, y: -p.y))
                    case .angle(let a): return .angle(Angle(radians: -a.radians))
                    case let v: throw Failure(line, "cannot negate \(v.typeDescription)")
                    }
                }
            case "!": return { frame throws in .bool(!(try code(frame).bool(line))) }
            case "+": return code
            default: throw sourceError("animdb does not read the prefix operator '\(op)'", e.loc)
            }
        case .postfixForce(let inner):
            let code = try compile(inner, scope, hint: hint)
            return { frame throws in
                let v = try code(frame)
                if case .none = v { throw Failure(line, "unexpectedly found nil while unwrapping with '!'") }
                return v
            }
        case .binary(let op, let lhs, let rhs): return try compileBinary(op, lhs, rhs, scope, hint: hint, e.loc)
        case .ternary(let c, let a, let b):
            let cc = try compile(c, scope, hint: "Bool")
            let ac = try compile(a, scope, hint: hint)
            let bc = try compile(b, scope, hint: hint)
            return { frame throws in try cc(frame).bool(line) ? try ac(frame) : try bc(frame) }
        case .closure(let closure): return try compileClosure(closure, scope)
        case .array(let elements):
            let element: String? = hint.flatMap { $0.hasPrefix("[") ? String($0.dropFirst().dropLast()) : nil }
            let codes = try elements.map { x throws(SwiftSourceError) in try compile(x, scope, hint: element ?? hint) }
            return { frame throws in
                var out: [Value] = []
                out.reserveCapacity(codes.count)
                for c in codes { out.append(try c(frame)) }
                return .array(out)
            }
        case .tuple(let args):
            let codes = try args.map { a throws(SwiftSourceError) in try compile(a.value, scope, hint: nil) }
            let labels = args.map(\.label)
            return { frame throws in
                var out: [Value] = []
                for c in codes { out.append(try c(frame)) }
                return .tuple(out, labels)
            }
        case .cast(let inner, let type, let kind):
            let target = resolveAlias(type)
            let code = try compile(inner, scope, hint: target.name)
            let coerce = coercion(target)
            let name = target.name ?? target.description
            if kind == "is" {
                return { frame throws in .bool(Self.matchesType(try code(frame), name)) }
            }
            return { frame throws in
                let v = try code(frame)
                let c = coerce.map { $0(v) } ?? v
                if kind == "as?" { return Self.matchesType(c, name) ? c : .none }
                return c
            }
        case .assign(let op, let lhs, let rhs): return try compileAssignment(op, lhs, rhs, scope, e.loc)
        case .inoutRef(let inner): return try compile(inner, scope, hint: hint)
        case .keyPath:
            throw sourceError("animdb does not run key paths (a KeyframeTrack names its member with one)", e.loc)
        }
    }

    static func matchesType(_ v: Value, _ name: String) -> Bool {
        switch (v, name) {
        case (.double, "Double"), (.double, "CGFloat"), (.double, "Float"), (.int, "Int"): true
        default: v.typeDescription == name
        }
    }

    static func subscriptGet(_ base: Value, _ index: Value, _ line: Int) throws -> Value {
        switch (base, index) {
        case (.array(let items), .int(let i)):
            guard i >= 0, i < items.count else { throw Failure(line, "index \(i) out of range 0..<\(items.count)") }
            return items[i]
        case (.tuple(let items, _), .int(let i)) where i >= 0 && i < items.count: return items[i]
        default: throw Failure(line, "cannot subscript \(base.typeDescription) with \(index.typeDescription)")
        }
    }

    func compileString(_ segments: [StringSegment], _ scope: Scope, _ line: Int) throws(SwiftSourceError) -> Code {
        if segments.count == 1, case .text(let t) = segments[0] { return { _ in .string(t) } }
        var parts: [Code] = []
        for s in segments {
            switch s {
            case .text(let t): parts.append { _ in .string(t) }
            case .expr(let x): parts.append(try compile(x, scope, hint: nil))
            }
        }
        let limit = limits.maxStringLength
        return { frame throws in
            var out = ""
            for p in parts {
                out += Self.describe(try p(frame))
                if out.utf8.count > limit { throw Failure(line, "a string longer than \(limit) characters") }
            }
            return .string(out)
        }
    }

    /// `"\(x)"`: Swift's description of a value.
    static func describe(_ v: Value) -> String {
        switch v {
        case .string(let s): s
        case .int(let i): String(i)
        case .double(let d): d.description
        case .bool(let b): b ? "true" : "false"
        case .none: "nil"
        case .point(let p): "(\(p.x.description), \(p.y.description))"
        case .size(let s): "(\(s.width.description), \(s.height.description))"
        case .array(let items): "[" + items.map(describe).joined(separator: ", ") + "]"
        case .enumValue(let e): e.type.cases[e.caseIndex].name
        default: v.typeDescription
        }
    }

    func compileIdentifier(_ name: String, _ scope: Scope, _ loc: SourceLocation) throws(SwiftSourceError) -> Code {
        let line = loc.line
        if name == "self" { return { frame in frame.slots[0] } }
        if let local = scope.lookup(name) {
            let slot = local.slot
            return { frame in frame.slots[slot] }
        }
        if let s = scope.selfType, !scope.isStatic {
            if let i = s.fieldIndex[name] {
                return { frame throws in
                    guard case .object(let o) = frame.slots[0] else { throw Failure(line, "'self' is not set up") }
                    return o.fields[i]
                }
            }
            if let c = s.computed[name] {
                let getter = c.getter
                return { frame throws in
                    var me = frame.slots[0]
                    var none: [Value] = []
                    return try getter.invoke(selfValue: &me, args: &none, ctx: frame.ctx, line: line)
                }
            }
        }
        if let s = scope.selfType, let code = try staticValue(of: s, name, loc) { return code }
        if let e = scope.selfEnum, scope.isStatic == false || true, let i = e.caseIndex(name), e.cases[i].associated.isEmpty {
            let v = Value.enumValue(EnumInstance(type: e, caseIndex: i, payload: []))
            return { _ in v }
        }
        if let t = typeValue(name) { return { _ in t } }
        if let fs = functions[name], let f = fs.first, fs.count == 1 {
            let callable = Callable(arity: f.decl.params.count) { args, ctx throws in
                var none = Value.void
                return try f.invoke(selfValue: &none, args: &args, ctx: ctx, line: line)
            }
            return { _ in .function(callable) }
        }
        if name.hasPrefix("$") { throw sourceError("'\(name)' outside a closure", loc) }
        throw sourceError("unknown name '\(name)'", loc)
    }

    func typeValue(_ name: String) -> Value? {
        if let s = structs[name] { return .type(TypeName(name: name, user: s, userEnum: nil)) }
        if let e = enums[name] { return .type(TypeName(name: name, user: nil, userEnum: e)) }
        if let alias = typealiases[name], let target = resolveAlias(alias).name, target != name { return typeValue(target) }
        if Self.builtinTypeNames.contains(name) || builtinExtensions[name] != nil {
            return .type(TypeName(name: name, user: nil, userEnum: nil))
        }
        return nil
    }

    /// A `static let`/`static var` of a user type, evaluated at each use (no state survives an evaluation).
    func staticValue(of s: StructInfo, _ name: String, _ loc: SourceLocation) throws(SwiftSourceError) -> Code? {
        if let getter = s.staticComputed[name] {
            return { frame throws in
                var none = Value.void
                var noArgs: [Value] = []
                return try getter.invoke(selfValue: &none, args: &noArgs, ctx: frame.ctx, line: loc.line)
            }
        }
        guard let p = s.staticDecls[name], let value = p.value else { return nil }
        let scope = Scope(selfType: s, isStatic: true, returnType: p.type)
        let code = try compile(value, scope, hint: p.type?.name)
        let coerce = coercion(p.type)
        let slots = scope.slotCount
        return { frame throws in
            let inner = Frame(slotCount: slots, ctx: frame.ctx)
            let v = try code(inner)
            return coerce.map { $0(v) } ?? v
        }
    }

    /// `Type.member` where `Type` names a type: enum cases, static members and the built-in constants.
    func compileStaticMember(_ base: Expr, _ name: String, _ scope: Scope, hint: String?) throws(SwiftSourceError) -> Code? {
        guard case .identifier(let typeName) = base.kind, scope.lookup(typeName) == nil else { return nil }
        if typeName == "Self", let s = scope.selfType { return try staticValue(of: s, name, base.loc) }
        if let s = structs[typeName] {
            if let code = try staticValue(of: s, name, base.loc) { return code }
            throw sourceError("'\(typeName)' has no static member '\(name)'", base.loc)
        }
        if let e = enums[typeName] {
            if let i = e.caseIndex(name) {
                let v = Value.enumValue(EnumInstance(type: e, caseIndex: i, payload: []))
                return { _ in v }
            }
            throw sourceError("'\(typeName)' has no case '\(name)'", base.loc)
        }
        let resolved = typealiases[typeName].flatMap { resolveAlias($0).name } ?? typeName
        if Self.builtinTypeNames.contains(resolved) {
            if let ext = builtinExtensions[resolved], let code = try staticValue(of: ext, name, base.loc) { return code }
            guard let v = Builtins.staticMember(resolved, name) else {
                throw sourceError("animdb does not know '\(typeName).\(name)'", base.loc)
            }
            return { _ in v }
        }
        return nil
    }

    func implicitMember(_ name: String, hint: String?) -> Value? {
        if let hint, let v = Builtins.staticMember(hint, name) { return v }
        if let hint, let e = enums[hint], let i = e.caseIndex(name) {
            return .enumValue(EnumInstance(type: e, caseIndex: i, payload: []))
        }
        for e in enums.values.sorted(by: { $0.name < $1.name }) {
            if let i = e.caseIndex(name), e.cases[i].associated.isEmpty {
                return .enumValue(EnumInstance(type: e, caseIndex: i, payload: []))
            }
        }
        for t in ["Double", "Color", "UnitPoint", "RoundedCornerStyle", "CGAffineTransform", "CGPoint", "Angle"] {
            if let v = Builtins.staticMember(t, name) { return v }
        }
        return nil
    }

    func compileClosure(_ c: ClosureExpr, _ scope: Scope) throws(SwiftSourceError) -> Code {
        scope.push()
        defer { scope.pop() }
        let names = c.params.isEmpty ? ["$0", "$1", "$2", "$3"] : c.params
        let slots = names.map { scope.declare($0, typeName: nil) }
        let inner = Scope(selfType: nil, isStatic: true, returnType: nil)
        _ = inner
        let body = try compileBody(c.body, scope, implicitReturn: true, collectsView: false)
        let explicit = !c.params.isEmpty
        let line = c.loc.line
        return { frame in
            // The closure runs in the frame that created it (closures here never outlive their function).
            let callable = Callable(arity: explicit ? slots.count : -1) { [weak frame] args, ctx throws in
                guard let frame else { throw Failure(line, "a closure outlived the function that made it") }
                if explicit, args.count != slots.count {
                    // A closure taking a tuple `{ (a, b) in }` called with one tuple argument.
                    if args.count == 1, case .tuple(let items, _) = args[0], items.count == slots.count {
                        for (s, v) in zip(slots, items) { frame.slots[s] = v }
                    } else {
                        throw Failure(line, "closure expects \(slots.count) arguments, got \(args.count)")
                    }
                } else {
                    for (s, v) in zip(slots, args) { frame.slots[s] = v }
                }
                let saved = frame.returnValue
                frame.returnValue = .void
                _ = try body(frame)
                let result = frame.returnValue
                frame.returnValue = saved
                for i in 0..<min(args.count, slots.count) { args[i] = frame.slots[slots[i]] }
                return result
            }
            return .function(callable)
        }
    }
}
