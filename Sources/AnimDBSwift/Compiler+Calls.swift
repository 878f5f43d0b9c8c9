import AnimDBEngine
import AnimDBGeometry

/// A call's arguments, compiled: their code, labels, which are trailing closures and which are `&inout`.
struct CompiledArguments {
    var codes: [Code] = []
    var labels: [String?] = []
    var closures: Set<Int> = []
    var inouts: [(index: Int, modify: Modify)] = []

    func evaluate(_ frame: Frame) throws -> [Value] {
        var out: [Value] = []
        out.reserveCapacity(codes.count)
        for c in codes { out.append(try c(frame)) }
        return out
    }

    func writeBack(_ values: [Value], _ frame: Frame) throws {
        for (i, modify) in inouts { try modify(frame) { slot in slot = values[i] } }
    }
}

extension Program {
    func compileArguments(_ args: [Argument], _ scope: Scope, hints: [String?]) throws(SwiftSourceError) -> CompiledArguments {
        var out = CompiledArguments()
        for (i, a) in args.enumerated() {
            out.labels.append(a.label)
            if case .closure = a.value.kind { out.closures.insert(i) }
            if case .inoutRef(let inner) = a.value.kind { out.inouts.append((i, try compileLValue(inner, scope).0)) }
            out.codes.append(try compile(a.value, scope, hint: i < hints.count ? hints[i] : nil))
        }
        return out
    }

    /// Hints for arguments mapped onto parameters.
    func hints(_ params: [Parameter], _ mapping: [Int?], count: Int) -> [String?] {
        var h = [String?](repeating: nil, count: count)
        for (p, a) in zip(params, mapping) { if let a { h[a] = resolveAlias(p.type).name } }
        return h
    }

    /// The values for a function's parameters: arguments in order, defaults for the missing ones.
    static func parameterValues(_ f: FunctionInfo, _ mapping: [Int?], _ args: [Value], _ ctx: EvalContext)
        throws -> [Value]
    {
        var out: [Value] = []
        for (p, a) in mapping.enumerated() {
            if let a {
                out.append(args[a])
            } else if let d = f.defaults[p] {
                out.append(try d(Frame(slotCount: max(1, f.slotCount), ctx: ctx)))
            }
        }
        return out
    }

    func pick(_ candidates: [FunctionInfo], _ args: [Argument]) -> (FunctionInfo, [Int?])? {
        let labels = args.map(\.label)
        let closures = Set(args.indices.filter { if case .closure = args[$0].value.kind { true } else { false } })
        for f in candidates {
            if let m = matchArguments(f.decl.params, labels: labels, trailingClosures: closures) { return (f, m) }
        }
        return nil
    }

    func compileCall(_ callee: Expr, _ args: [Argument], _ scope: Scope, hint: String?, _ loc: SourceLocation)
        throws(SwiftSourceError) -> Code
    {
        let line = loc.line
        let labels = args.map(\.label)
        let spelling = "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        switch callee.kind {
        case .identifier(let name):
            if let local = scope.lookup(name) {
                let slot = local.slot
                let ca = try compileArguments(args, scope, hints: [])
                return { frame throws in
                    var values = try ca.evaluate(frame)
                    let r = try Builtins.call(frame.slots[slot], values, frame.ctx, line)
                    try ca.writeBack(values, frame)
                    _ = values.count
                    values.removeAll()
                    return r
                }
            }
            if let s = scope.selfType, let methods = s.methods[name], !scope.isStatic {
                guard let (f, mapping) = pick(methods, args) else {
                    throw sourceError("no method '\(name)\(spelling)' in '\(s.name)'", loc)
                }
                return try compileUserCall(f, mapping, args, scope, onSelf: true, loc)
            }
            if let s = scope.selfType, let methods = s.staticMethods[name], let (f, mapping) = pick(methods, args) {
                return try compileUserCall(f, mapping, args, scope, onSelf: false, loc)
            }
            if let s = structs[name] { return try compileInit(s, args, scope, loc) }
            if let e = enums[name] {
                guard labels == ["rawValue"] else { throw sourceError("'\(name)' is created with '\(name)(rawValue:)'", loc) }
                let code = try compile(args[0].value, scope, hint: e.decl.inherits.first)
                return { frame throws in
                    let raw = try code(frame)
                    guard let i = e.rawValues.firstIndex(where: { $0.equals(raw) }) else { return .none }
                    return .enumValue(EnumInstance(type: e, caseIndex: i, payload: []))
                }
            }
            if let fs = functions[name] {
                guard let (f, mapping) = pick(fs, args) else { throw sourceError("no function '\(name)\(spelling)'", loc) }
                return try compileUserCall(f, mapping, args, scope, onSelf: false, loc)
            }
            let resolved = typealiases[name].flatMap { resolveAlias($0).name } ?? name
            if let ext = builtinExtensions[resolved], let (f, mapping) = pick(ext.inits, args) {
                let ca = try compileArguments(args, scope, hints: hints(f.decl.params, mapping, count: args.count))
                return { frame throws in
                    var params = try Self.parameterValues(f, mapping, try ca.evaluate(frame), frame.ctx)
                    var me = Value.void
                    _ = try f.invoke(selfValue: &me, args: &params, ctx: frame.ctx, line: line)
                    return me
                }
            }
            if let (argHint, run) = Builtins.function(resolved, labels: labels) {
                return try compileBuiltin(run, args, scope, hint: argHint, line)
            }
            throw sourceError("animdb does not read '\(name)\(spelling)'", callee.loc)
        case .member(let base, let name):
            if case .identifier(let typeName) = base.kind, scope.lookup(typeName) == nil,
                let code = try compileStaticCall(typeName, name, args, scope, loc)
            {
                return code
            }
            return try compileMethodCall(base, name, args, scope, loc)
        case .implicitMember(let name):
            if let hint, let code = try compileStaticCall(hint, name, args, scope, loc) { return code }
            for e in enums.values.sorted(by: { $0.name < $1.name }) where e.caseIndex(name) != nil {
                return try compileEnumCase(e, name, args, scope, loc)
            }
            if let run = Builtins.staticFunction(nil, name, labels: labels) {
                return try compileBuiltin(run, args, scope, hint: "Double", line)
            }
            // `.init(x:y:)` where the expected type is unknown here: the labels name the type.
            if name == "init" {
                for type in ["CGPoint", "CGSize", "CGRect", "UnitPoint", "Angle", "Color", "CGAffineTransform"] {
                    if let (argHint, run) = Builtins.function(type, labels: labels) {
                        return try compileBuiltin(run, args, scope, hint: argHint, line)
                    }
                }
            }
            throw sourceError("animdb does not know '.\(name)\(spelling)'", loc)
        default:
            let calleeCode = try compile(callee, scope, hint: nil)
            let ca = try compileArguments(args, scope, hints: [])
            return { frame throws in
                try Builtins.call(try calleeCode(frame), try ca.evaluate(frame), frame.ctx, line)
            }
        }
    }

    func compileBuiltin(_ run: @escaping BuiltinFunction, _ args: [Argument], _ scope: Scope, hint: String?, _ line: Int)
        throws(SwiftSourceError) -> Code
    {
        let ca = try compileArguments(args, scope, hints: Array(repeating: hint, count: args.count))
        return { frame throws in
            var values = try ca.evaluate(frame)
            return try run(&values, frame.ctx, line)
        }
    }

    func compileUserCall(
        _ f: FunctionInfo, _ mapping: [Int?], _ args: [Argument], _ scope: Scope, onSelf: Bool, _ loc: SourceLocation
    ) throws(SwiftSourceError) -> Code {
        let ca = try compileArguments(args, scope, hints: hints(f.decl.params, mapping, count: args.count))
        let line = loc.line
        let writesSelf = onSelf && f.decl.isMutating
        return { frame throws in
            let values = try ca.evaluate(frame)
            var params = try Self.parameterValues(f, mapping, values, frame.ctx)
            var me = onSelf ? frame.slots[0] : .void
            let r = try f.invoke(selfValue: &me, args: &params, ctx: frame.ctx, line: line)
            if writesSelf { frame.slots[0] = me }
            if !ca.inouts.isEmpty {
                var back = values
                for (p, a) in mapping.enumerated() { if let a { back[a] = params[p] } }
                try ca.writeBack(back, frame)
            }
            return r
        }
    }

    /// `Type(…)`: a custom `init` if the type has one, else the memberwise initializer.
    func compileInit(_ s: StructInfo, _ args: [Argument], _ scope: Scope, _ loc: SourceLocation) throws(SwiftSourceError)
        -> Code
    {
        let line = loc.line
        if !s.inits.isEmpty, let (f, mapping) = pick(s.inits, args) {
            let ca = try compileArguments(args, scope, hints: hints(f.decl.params, mapping, count: args.count))
            return { frame throws in
                var params = try Self.parameterValues(f, mapping, try ca.evaluate(frame), frame.ctx)
                var me = Value.void
                _ = try f.invoke(selfValue: &me, args: &params, ctx: frame.ctx, line: line)
                return me
            }
        }
        let memberwise = s.fields.enumerated().filter { !($0.element.isLet && $0.element.value != nil) }
        let params = memberwise.map {
            Parameter(
                label: $0.element.name, name: $0.element.name, type: $0.element.type ?? .named("Any", []),
                defaultValue: $0.element.value ?? (Self.isOptional($0.element.type) ? Expr(.nilLiteral, loc) : nil),
                isInout: false)
        }
        let labels = args.map(\.label)
        guard let mapping = matchArguments(params, labels: labels) else {
            let expected = params.map { $0.name + ":" }.joined()
            throw sourceError("'\(s.name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))' does not match '\(s.name)(\(expected))'", loc)
        }
        let ca = try compileArguments(args, scope, hints: hints(params, mapping, count: args.count))
        let fieldSlots = memberwise.map(\.offset)
        return { frame throws in
            let values = try ca.evaluate(frame)
            var fields: [Value] = []
            fields.reserveCapacity(s.fields.count)
            for d in s.fieldDefaults { fields.append(try d?(frame) ?? .none) }
            for (k, a) in mapping.enumerated() {
                guard let a else { continue }
                let i = fieldSlots[k]
                fields[i] = s.fieldCoercions[i].map { $0(values[a]) } ?? values[a]
            }
            return .object(Instance(type: s, fields: fields))
        }
    }

    static func isOptional(_ t: TypeRef?) -> Bool {
        if case .optional = t { return true }
        return false
    }

    func compileEnumCase(_ e: EnumInfo, _ name: String, _ args: [Argument], _ scope: Scope, _ loc: SourceLocation)
        throws(SwiftSourceError) -> Code
    {
        guard let i = e.caseIndex(name) else { throw sourceError("'\(e.name)' has no case '\(name)'", loc) }
        let types = e.cases[i].associated.map { resolveAlias($0.type).name }
        guard types.count == args.count else { throw sourceError("'\(e.name).\(name)' takes \(types.count) values", loc) }
        let ca = try compileArguments(args, scope, hints: types)
        let coercions = e.cases[i].associated.map { coercion($0.type) }
        return { frame throws in
            let values = try ca.evaluate(frame)
            let payload = zip(values, coercions).map { v, c in c.map { $0(v) } ?? v }
            return .enumValue(EnumInstance(type: e, caseIndex: i, payload: payload))
        }
    }

    /// `Type.member(…)`: static methods, enum cases with values, `Angle.degrees`, `Double.random(in:)`, `.init`.
    func compileStaticCall(_ typeName: String, _ name: String, _ args: [Argument], _ scope: Scope, _ loc: SourceLocation)
        throws(SwiftSourceError) -> Code?
    {
        let type = typeName == "Self" ? (scope.selfType?.name ?? typeName) : typeName
        if let s = structs[type] {
            if name == "init" { return try compileInit(s, args, scope, loc) }
            if let methods = s.staticMethods[name], let (f, mapping) = pick(methods, args) {
                return try compileUserCall(f, mapping, args, scope, onSelf: false, loc)
            }
            throw sourceError("'\(type)' has no static method '\(name)'", loc)
        }
        if let e = enums[type] {
            if let methods = e.staticMethods[name], let (f, mapping) = pick(methods, args) {
                return try compileUserCall(f, mapping, args, scope, onSelf: false, loc)
            }
            return try compileEnumCase(e, name, args, scope, loc)
        }
        let resolved = typealiases[type].flatMap { resolveAlias($0).name } ?? type
        guard Self.builtinTypeNames.contains(resolved) || builtinExtensions[resolved] != nil else { return nil }
        if let ext = builtinExtensions[resolved], let methods = ext.staticMethods[name], let (f, mapping) = pick(methods, args) {
            return try compileUserCall(f, mapping, args, scope, onSelf: false, loc)
        }
        let labels = args.map(\.label)
        if let run = Builtins.staticFunction(resolved, name, labels: labels) {
            return try compileBuiltin(run, args, scope, hint: name == "random" ? nil : "Double", loc.line)
        }
        if name == "init", let (hint, run) = Builtins.function(resolved, labels: labels) {
            return try compileBuiltin(run, args, scope, hint: hint, loc.line)
        }
        throw sourceError("animdb does not read '\(typeName).\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))'", loc)
    }
}
