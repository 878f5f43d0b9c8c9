import AnimDBEngine
import AnimDBGeometry

/// Remembers the last user type seen at one member access, so repeated accesses skip the name lookup.
final class FieldCache {
    var type: StructInfo?
    var index = -1
}

extension Program {
    func memberGetter(_ name: String, _ line: Int) -> (Value, Frame) throws -> Value {
        let cache = FieldCache()
        unowned let program = self
        return { v, frame throws in
            switch v {
            case .object(let o):
                if cache.type === o.type, cache.index >= 0 { return o.fields[cache.index] }
                if let i = o.type.fieldIndex[name] {
                    cache.type = o.type
                    cache.index = i
                    return o.fields[i]
                }
                if let c = o.type.computed[name] {
                    var me = v
                    var none: [Value] = []
                    return try c.getter.invoke(selfValue: &me, args: &none, ctx: frame.ctx, line: line)
                }
                throw Failure(line, "'\(o.type.name)' has no member '\(name)'")
            case .enumValue(let e):
                if name == "rawValue", e.caseIndex < e.type.rawValues.count { return e.type.rawValues[e.caseIndex] }
                if let c = e.type.computed[name] {
                    var me = v
                    var none: [Value] = []
                    return try c.getter.invoke(selfValue: &me, args: &none, ctx: frame.ctx, line: line)
                }
                throw Failure(line, "'\(e.type.name)' has no member '\(name)'")
            default:
                if let ext = program.builtinExtensions[Self.extensionName(v)], let c = ext.computed[name] {
                    var me = v
                    var none: [Value] = []
                    return try c.getter.invoke(selfValue: &me, args: &none, ctx: frame.ctx, line: line)
                }
                if let r = try Builtins.property(v, name, line) { return r }
                throw Failure(line, "\(v.typeDescription) has no member '\(name)'")
            }
        }
    }

    /// The name an `extension` of a built-in type uses for a value (`extension CGFloat` covers Doubles too).
    static func extensionName(_ v: Value) -> String {
        switch v {
        case .double: "CGFloat"
        default: v.typeDescription
        }
    }

    func memberSetter(_ name: String, _ line: Int) -> (inout Value, Value, Frame) throws -> Void {
        { v, new, frame throws in
            switch v {
            case .object(var o):
                if let i = o.type.fieldIndex[name] {
                    v = .void
                    o.fields[i] = o.type.fieldCoercions[i].map { $0(new) } ?? new
                    v = .object(o)
                    return
                }
                if let setter = o.type.computed[name]?.setter {
                    var args = [new]
                    _ = try setter.invoke(selfValue: &v, args: &args, ctx: frame.ctx, line: line)
                    return
                }
                throw Failure(line, "cannot assign to '\(name)' of '\(o.type.name)'")
            default:
                if try Builtins.setProperty(&v, name, new, line) { return }
                throw Failure(line, "cannot assign to '\(name)' of \(v.typeDescription)")
            }
        }
    }

    /// Converts a value to the engine's parameter values (what the lead's scene builder and presets store).
    static func parameterValue(_ v: Value) -> ParameterValue? {
        switch v {
        case .double(let d): .double(d)
        case .int(let i): .int(i)
        case .bool(let b): .bool(b)
        case .string(let s): .string(s)
        case .angle(let a): .angle(a)
        case .point(let p): .point(p)
        case .size(let s): .size(s)
        case .rect(let r): .rect(r)
        case .unitPoint(let u): .unitPoint(u)
        case .color(let c): .color(c)
        case .cornerStyle(let s): .cornerStyle(s)
        case .none: .optionalNumber(nil)
        case .enumValue(let e) where e.payload.isEmpty: .string(e.type.cases[e.caseIndex].name)
        default: nil
        }
    }

    /// A value passed in for a property or parameter of `type`: enum cases come as their names.
    func value(_ p: ParameterValue, as type: TypeRef?) -> Value? {
        if case .string(let name) = p, let t = type.map({ resolveAlias($0) })?.name, let e = enums[t],
            let i = e.caseIndex(name)
        {
            return .enumValue(EnumInstance(type: e, caseIndex: i, payload: []))
        }
        return Self.value(p)
    }

    static func value(_ p: ParameterValue) -> Value? {
        switch p {
        case .double(let d): .double(d)
        case .int(let i): .int(i)
        case .bool(let b): .bool(b)
        case .string(let s): .string(s)
        case .angle(let a): .angle(a)
        case .point(let p): .point(p)
        case .size(let s): .size(s)
        case .rect(let r): .rect(r)
        case .unitPoint(let u): .unitPoint(u)
        case .color(let c): .color(c)
        case .cornerStyle(let s): .cornerStyle(s)
        case .optionalNumber(let d): d.map { .double($0) } ?? Value.none
        default: nil
        }
    }
}

extension Program {
    static let mutatingBuiltins: Set<String> = [
        "move", "addLine", "addLines", "addQuadCurve", "addCurve", "addArc", "addRelativeArc", "addRect", "addRects",
        "addEllipse", "addRoundedRect", "closeSubpath", "addPath", "append", "insert", "remove", "removeLast",
        "removeFirst", "removeAll", "toggle",
    ]

    /// Whether `name` may mutate its receiver: a mutating built-in or any user type's mutating method of that name.
    func mayMutate(_ name: String) -> Bool {
        if Self.mutatingBuiltins.contains(name) { return true }
        for s in structs.values where s.methods[name]?.contains(where: { $0.decl.isMutating }) == true { return true }
        for s in builtinExtensions.values where s.methods[name]?.contains(where: { $0.decl.isMutating }) == true {
            return true
        }
        return false
    }

    func compileMethodCall(_ base: Expr, _ name: String, _ args: [Argument], _ scope: Scope, _ loc: SourceLocation)
        throws(SwiftSourceError) -> Code
    {
        let line = loc.line
        let labels = args.map(\.label)
        let spelling = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        // `self.init(…)` in an initializer delegates to another one.
        if name == "init", case .identifier("self") = base.kind, let s = scope.selfType {
            let code: Code
            if Self.builtinTypeNames.contains(s.name), let (hint, run) = Builtins.function(s.name, labels: labels) {
                code = try compileBuiltin(run, args, scope, hint: hint, line)
            } else {
                code = try compileInit(s, args, scope, loc)
            }
            return { frame throws in
                frame.slots[0] = try code(frame)
                return .void
            }
        }
        let builtin = Builtins.method(name, labels: labels)
        let ca = try compileArguments(args, scope, hints: Array(repeating: builtin?.hint, count: args.count))
        let run = builtin?.run
        unowned let program = self
        let cache = FieldCache()
        var cachedFunction: (FunctionInfo, [Int?])?
        let closures = ca.closures

        func userMethod(_ methods: [FunctionInfo]?, _ me: inout Value, _ values: [Value], _ ctx: EvalContext)
            throws -> Value?
        {
            guard let methods else { return nil }
            var f: FunctionInfo
            var mapping: [Int?]
            if let (cf, cm) = cachedFunction, methods.contains(where: { $0 === cf }) {
                (f, mapping) = (cf, cm)
            } else {
                guard let found = methods.lazy.compactMap({ m in
                    matchArguments(m.decl.params, labels: labels, trailingClosures: closures).map { (m, $0) }
                }).first
                else { return nil }
                (f, mapping) = found
                cachedFunction = found
            }
            var params = try Self.parameterValues(f, mapping, values, ctx)
            return try f.invoke(selfValue: &me, args: &params, ctx: ctx, line: line)
        }

        let dispatch: (inout Value, inout [Value], Frame) throws -> Value = { recv, values, frame throws in
            switch recv {
            case .object(let o):
                if let r = try userMethod(o.type.methods[name], &recv, values, frame.ctx) { return r }
                if cache.type !== o.type { (cache.type, cache.index) = (o.type, o.type.fieldIndex[name] ?? -1) }
                if cache.index >= 0 { return try Builtins.call(o.fields[cache.index], values, frame.ctx, line) }
                throw Failure(line, "'\(o.type.name)' has no method '\(spelling)'")
            case .enumValue(let e):
                if let r = try userMethod(e.type.methods[name], &recv, values, frame.ctx) { return r }
                throw Failure(line, "'\(e.type.name)' has no method '\(spelling)'")
            case .content(let list):
                var applied = list
                var arguments: [ParameterValue] = []
                for v in values {
                    guard let p = Self.parameterValue(v) else {
                        throw Failure(line, "'\(spelling)' takes a \(v.typeDescription), which animdb does not draw")
                    }
                    arguments.append(p)
                }
                applied.append(ModifierApplication(name: spelling, arguments: arguments))
                return .content(applied)
            default:
                if let ext = program.builtinExtensions[Self.extensionName(recv)],
                    let r = try userMethod(ext.methods[name], &recv, values, frame.ctx)
                {
                    return r
                }
                if let run, let r = try run(&recv, &values, frame.ctx, line) { return r }
                throw Failure(line, "\(recv.typeDescription) has no method '\(spelling)'")
            }
        }
        if mayMutate(name), let (modify, _) = try? compileLValue(base, scope) {
            return { frame throws in
                var values = try ca.evaluate(frame)
                var result = Value.void
                try modify(frame) { (recv: inout Value) throws in result = try dispatch(&recv, &values, frame) }
                return result
            }
        }
        let baseCode = try compile(base, scope, hint: nil)
        return { frame throws in
            var recv = try baseCode(frame)
            var values = try ca.evaluate(frame)
            return try dispatch(&recv, &values, frame)
        }
    }
}
