import AnimDBEngine
import AnimDBGeometry

/// One type of a file, ready to run. Immutable and thread-safe: each call runs in its own `EvalContext` and frames,
/// so evaluations share nothing.
public struct InterpretedType: Sendable {
    public let declaration: SwiftTypeDeclaration
    let program: Program
    let info: StructInfo
    let limits: SwiftLimits
    /// The source of the file the type is in.
    public let source: String

    public init(file: SwiftSourceFile, typeName: String) throws(SwiftSourceError) {
        guard let info = file.program.structs[typeName], let d = file.types.first(where: { $0.name == typeName }) else {
            let known = file.types.map(\.name).joined(separator: ", ")
            throw SwiftSourceError(
                fileName: file.fileName, location: SourceLocation(line: 1, column: 1),
                message: "no Shape, modifier, effect or Animatable view named '\(typeName)'"
                    + (known.isEmpty ? "" : " (the file has \(known))"))
        }
        self.info = info
        source = file.source
        program = file.program
        declaration = d
        limits = file.program.limits
    }

    public var name: String { info.name }

    private func fail(_ function: String, _ f: Failure) -> SwiftRuntimeError {
        SwiftRuntimeError(typeName: info.name, function: function, line: f.line, message: f.message)
    }

    /// The instance for `values`: through a custom `init` whose parameters the values (or defaults) supply,
    /// else memberwise; missing stored properties take their defaults.
    func instance(_ values: [String: ParameterValue], _ ctx: EvalContext) throws -> Value {
        let line = info.decl.loc.line
        var args: [String: Value] = [:]
        for (k, p) in values {
            let type = info.fieldIndex[k].flatMap { info.fields[$0].type }
            guard let v = program.value(p, as: type) else {
                throw Failure(line, "parameter '\(k)' has a type animdb cannot pass in")
            }
            args[k] = v
        }
        for f in info.inits {
            let params = f.decl.params
            guard params.allSatisfy({ args[$0.name] != nil || $0.defaultValue != nil }),
                Set(args.keys).isSubset(of: Set(params.map(\.name)).union(info.fieldIndex.keys))
            else { continue }
            var list: [Value] = []
            let frame = Frame(slotCount: max(1, f.slotCount), ctx: ctx)
            for (i, p) in params.enumerated() {
                if let v = args[p.name] { list.append(v) } else { list.append(try f.defaults[i]!(frame)) }
            }
            var me = Value.void
            _ = try f.invoke(selfValue: &me, args: &list, ctx: ctx, line: line)
            // Values for stored properties the init does not take are set afterwards.
            if case .object(var o) = me {
                for (k, v) in args where !params.contains(where: { $0.name == k }) {
                    if let i = info.fieldIndex[k] { o.fields[i] = info.fieldCoercions[i].map { $0(v) } ?? v }
                }
                me = .object(o)
            }
            return me
        }
        let frame = Frame(slotCount: 1, ctx: ctx)
        var fields: [Value] = []
        for (i, f) in info.fields.enumerated() {
            if let v = args[f.name] {
                fields.append(info.fieldCoercions[i].map { $0(v) } ?? v)
            } else if let d = info.fieldDefaults[i] {
                fields.append(try d(frame))
            } else if Program.isOptional(f.type) {
                fields.append(.none)
            } else {
                throw Failure(f.loc.line, "no value for '\(f.name)'")
            }
        }
        for k in args.keys where info.fieldIndex[k] == nil {
            throw Failure(line, "'\(info.name)' has no parameter '\(k)'")
        }
        return .object(Instance(type: info, fields: fields))
    }

    private func run<T>(_ function: String, _ body: (EvalContext) throws -> T) throws(SwiftRuntimeError) -> T {
        let ctx = EvalContext(limits: limits)
        do { return try body(ctx) } catch { throw fail(function, error as? Failure ?? Failure(0, "\(error)")) }
    }

    private func call(_ spelling: String, _ me: inout Value, _ args: [Value], _ ctx: EvalContext) throws -> Value {
        let base = String(spelling.prefix { $0 != "(" })
        guard let f = info.methods[base]?.first(where: { $0.decl.spelling == spelling }) else {
            throw Failure(info.decl.loc.line, "'\(info.name)' has no \(spelling)")
        }
        var list = args
        return try f.invoke(selfValue: &me, args: &list, ctx: ctx, line: f.decl.loc.line)
    }

    // MARK: - Animatable data

    /// The type's animatable data for `values`, flattened: what SwiftUI interpolates.
    public func animatableData(_ values: [String: ParameterValue]) throws(SwiftRuntimeError) -> AnimatableVector {
        try run("animatableData") { ctx throws in
            var me = try instance(values, ctx)
            var out: [Double] = []
            switch declaration.animatableDataSource {
            case .handWritten:
                let getter = info.computed["animatableData"]!.getter
                var none: [Value] = []
                try Self.flatten(
                    try getter.invoke(selfValue: &me, args: &none, ctx: ctx, line: getter.decl.loc.line), &out)
            case .macro:
                guard case .object(let o) = me else { break }
                for i in Checker(program: program).macroAnimated(info) { try Self.flattenField(o.fields[i], &out) }
            case .none: break
            }
            return AnimatableVector(out)
        }
    }

    /// `base` with the animatable data set to `vector`, through the hand-written setter or the macro's order.
    public func values(_ base: [String: ParameterValue], settingAnimatableData vector: AnimatableVector)
        throws(SwiftRuntimeError) -> [String: ParameterValue]
    {
        try run("animatableData") { ctx throws in
            var me = try instance(base, ctx)
            var index = 0
            switch declaration.animatableDataSource {
            case .handWritten:
                let property = info.computed["animatableData"]!
                guard let setter = property.setter else {
                    throw Failure(property.getter.decl.loc.line, "animatableData has no setter")
                }
                var none: [Value] = []
                let template = try property.getter.invoke(
                    selfValue: &me, args: &none, ctx: ctx, line: setter.decl.loc.line)
                var args = [Self.unflatten(template, vector.components, &index)]
                _ = try setter.invoke(selfValue: &me, args: &args, ctx: ctx, line: setter.decl.loc.line)
            case .macro:
                guard case .object(var o) = me else { break }
                for i in Checker(program: program).macroAnimated(info) {
                    o.fields[i] = Self.unflattenField(o.fields[i], vector.components, &index)
                }
                me = .object(o)
            case .none: break
            }
            guard case .object(let o) = me else { throw Failure(info.decl.loc.line, "the setter replaced self") }
            var out = base
            for (i, f) in info.fields.enumerated() {
                if let p = Program.parameterValue(o.fields[i]) { out[f.name] = p }
            }
            return out
        }
    }

    static func flatten(_ v: Value, _ out: inout [Double]) throws {
        switch v {
        case .double(let d): out.append(d)
        case .int(let i): out.append(Double(i))
        case .pair(let a, let b):
            try flatten(a, &out)
            try flatten(b, &out)
        case .point(let p): out += [p.x, p.y]
        case .size(let s): out += [s.width, s.height]
        case .rect(let r): out += [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .object(let o): for f in o.fields { try flatten(f, &out) }
        case .void: break
        case .tuple(let items, _) where items.isEmpty: break
        default: throw Failure(0, "\(v.typeDescription) is not VectorArithmetic")
        }
    }

    /// A stored property's components as `@Animatable` synthesises them (the engine's units, e.g. angles × 128).
    static func flattenField(_ v: Value, _ out: inout [Double]) throws {
        if case .object = v { return try flatten(v, &out) }
        guard let p = Program.parameterValue(v) else { throw Failure(0, "\(v.typeDescription) is not animatable") }
        out += p.components
    }

    static func unflatten(_ template: Value, _ c: [Double], _ i: inout Int) -> Value {
        func next() -> Double {
            defer { i += 1 }
            return i < c.count ? c[i] : 0
        }
        switch template {
        case .double, .int: return .double(next())
        case .pair(let a, let b):
            let x = unflatten(a, c, &i)
            return .pair(x, unflatten(b, c, &i))
        case .point: return .point(CGPoint(x: next(), y: next()))
        case .size: return .size(CGSize(width: next(), height: next()))
        case .rect: return .rect(CGRect(x: next(), y: next(), width: next(), height: next()))
        case .object(var o):
            for k in o.fields.indices { o.fields[k] = unflatten(o.fields[k], c, &i) }
            return .object(o)
        default: return template
        }
    }

    static func unflattenField(_ v: Value, _ c: [Double], _ i: inout Int) -> Value {
        if case .object = v { return unflatten(v, c, &i) }
        guard let p = Program.parameterValue(v) else { return v }
        let n = p.components.count
        let slice = (0..<n).map { k in i + k < c.count ? c[i + k] : 0 }
        i += n
        return Program.value(p.withComponents(slice)) ?? v
    }

    // MARK: - Bodies

    /// Runs the type's body once at `values`, as `types FILE.swift` and `add type` do before anything is listed or
    /// stored: a Shape's `path(in:)` in a 100-point square, an effect's `effectValue(size:)`, a modifier's
    /// `body(content:)` (returned, for the caller to check what animdb draws of it); nothing for other kinds.
    @discardableResult
    public func runOnce(_ values: [String: ParameterValue]) throws(SwiftRuntimeError) -> [ModifierApplication]? {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        switch declaration.kind {
        case .shape: _ = try path(in: rect, values)
        case .geometryEffect: _ = try effectValue(size: rect.size, values)
        case .modifier: return try modifiers(values)
        case .animatableView, .vectorArithmetic: break
        }
        return nil
    }

    /// A Shape's `path(in:)`.
    public func path(in rect: CGRect, _ values: [String: ParameterValue]) throws(SwiftRuntimeError) -> Path {
        try run("path(in:)") { ctx throws in
            var me = try instance(values, ctx)
            let r = try call("path(in:)", &me, [.rect(rect)], ctx)
            guard case .path(let p) = r else {
                throw Failure(info.decl.loc.line, "path(in:) returned \(r.typeDescription)")
            }
            return p
        }
    }

    /// A GeometryEffect's `effectValue(size:)`.
    public func effectValue(size: CGSize, _ values: [String: ParameterValue]) throws(SwiftRuntimeError) -> EffectValue {
        try run("effectValue(size:)") { ctx throws in
            var me = try instance(values, ctx)
            switch try call("effectValue(size:)", &me, [.size(size)], ctx) {
            case .projection(let p): return .projection(p)
            case .transform(let t): return .affine(t)
            case let other: throw Failure(info.decl.loc.line, "effectValue(size:) returned \(other.typeDescription)")
            }
        }
    }

    /// A ViewModifier's `body(content:)`: the modifiers it applies to `content`, in order.
    public func modifiers(_ values: [String: ParameterValue]) throws(SwiftRuntimeError) -> [ModifierApplication] {
        try run("body(content:)") { ctx throws in
            var me = try instance(values, ctx)
            switch try call("body(content:)", &me, [.content([])], ctx) {
            case .content(let list): return list
            case let other: throw Failure(info.decl.loc.line, "body(content:) returned \(other.typeDescription)")
            }
        }
    }
}
