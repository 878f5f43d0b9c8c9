import AnimDBEngine
import AnimDBGeometry

/// The variables visible while compiling one function: names map to frame slots once, here, so running code
/// never looks a variable up by name.
final class Scope {
    struct Local {
        var slot: Int
        var typeName: String?
    }
    var blocks: [[String: Local]] = [[:]]
    var slotCount = 1
    let selfType: StructInfo?
    let selfEnum: EnumInfo?
    let isStatic: Bool
    let returnType: TypeRef?

    init(selfType: StructInfo?, selfEnum: EnumInfo? = nil, isStatic: Bool, returnType: TypeRef?) {
        self.selfType = selfType
        self.selfEnum = selfEnum
        self.isStatic = isStatic
        self.returnType = returnType
    }

    func declare(_ name: String, typeName: String?) -> Int {
        let slot = slotCount
        slotCount += 1
        blocks[blocks.count - 1][name] = Local(slot: slot, typeName: typeName)
        return slot
    }

    func lookup(_ name: String) -> Local? {
        for block in blocks.reversed() {
            if let local = block[name] { return local }
        }
        return nil
    }

    func push() { blocks.append([:]) }
    func pop() { blocks.removeLast() }
}

/// Turns a file's syntax tree into closures once; `InterpretedType` runs them.
final class Program: @unchecked Sendable {
    let fileName: String
    let limits: SwiftLimits
    var structs: [String: StructInfo] = [:]
    var enums: [String: EnumInfo] = [:]
    var functions: [String: [FunctionInfo]] = [:]
    var operators: [String: [FunctionInfo]] = [:]
    /// Extensions of built-in types (`extension CGPoint { … }`): their members by type name.
    var builtinExtensions: [String: StructInfo] = [:]
    var typealiases: [String: TypeRef] = [:]
    var viewExtensionSpellings: [(spelling: String, modifierType: String)] = []
    /// The `View` extension methods whose body is `modifier(T(…))`, by `T`.
    var viewExtensions: [String: FunctionDecl] = [:]

    init(tree: SourceTree, fileName: String, limits: SwiftLimits) throws(SwiftSourceError) {
        self.fileName = fileName
        self.limits = limits
        for (n, t) in tree.typealiases { typealiases[n] = t }
        try register(tree.types, prefix: "")
        for f in tree.functions {
            let info = FunctionInfo(decl: f, owner: nil)
            if Self.isOperator(f.name) { operators[f.name, default: []].append(info) }
            functions[f.name, default: []].append(info)
        }
        try compileAll()
    }

    static func isOperator(_ name: String) -> Bool { name.first.map { !$0.isLetter && $0 != "_" } ?? false }

    func sourceError(_ message: String, _ loc: SourceLocation) -> SwiftSourceError {
        SwiftSourceError(fileName: fileName, location: loc, message: message)
    }

    static let builtinTypeNames: Set<String> = [
        "CGPoint", "CGSize", "CGRect", "CGFloat", "Double", "Float", "Int", "Angle", "Path", "Color", "UnitPoint",
        "CGAffineTransform", "ProjectionTransform", "Bool", "String", "Array", "View", "Shape", "CGVector", "UInt",
    ]

    private func register(_ types: [TypeDecl], prefix: String) throws(SwiftSourceError) {
        for t in types {
            switch t.kind {
            case .structType:
                guard structs[t.name] == nil, enums[t.name] == nil else {
                    throw sourceError("'\(t.name)' is declared twice", t.loc)
                }
                structs[t.name] = StructInfo(decl: t)
            case .enumType:
                guard structs[t.name] == nil, enums[t.name] == nil else {
                    throw sourceError("'\(t.name)' is declared twice", t.loc)
                }
                enums[t.name] = EnumInfo(decl: t)
            case .extensionType:
                continue
            }
            for (n, a) in t.typealiases { typealiases[n] = a }
            try register(t.nested, prefix: t.name + ".")
        }
        // Extensions after every type is known, so they may come before the type in the file.
        for t in types where t.kind == .extensionType {
            var base = t.name.split(separator: ".").last.map(String.init) ?? t.name
            if ["Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection"].contains(base) {
                base = "Array"
            }
            if ["Double", "Float", "BinaryFloatingPoint", "FloatingPoint"].contains(base) { base = "CGFloat" }
            if base == "View" {
                for m in t.methods {
                    let type = Self.modifierTypeCalled(in: m) ?? ""
                    viewExtensionSpellings.append((m.spelling, type))
                    if !type.isEmpty { viewExtensions[type] = m }
                }
                continue
            }
            if let s = structs[base] {
                s.extensionDecls.append(t)
                s.inherits.formUnion(t.inherits)
            } else if let e = enums[base] {
                e.methods.merge(Dictionary(grouping: t.methods.map { FunctionInfo(decl: $0, owner: nil) }, by: \.name))
                {
                    $0 + $1
                }
            } else {
                let holder =
                    builtinExtensions[base]
                    ?? StructInfo(
                        decl: TypeDecl(
                            kind: .structType, name: base, inherits: [], attributes: [], properties: [], methods: [],
                            inits: [], cases: [], nested: [], typealiases: [], loc: t.loc, endLine: t.endLine))
                holder.extensionDecls.append(t)
                builtinExtensions[base] = holder
            }
            for (n, a) in t.typealiases { typealiases[n] = a }
        }
    }

    /// The `T` in `modifier(T(…))`, the body of a `View` extension method.
    static func modifierTypeCalled(in f: FunctionDecl) -> String? { modifierCall(in: f)?.type }

    /// `modifier(T(args))`, the body of a `View` extension method: `T` and the arguments it is made with.
    static func modifierCall(in f: FunctionDecl) -> (type: String, arguments: [Argument])? {
        guard let body = f.body, body.count == 1 else { return nil }
        var e: Expr
        switch body[0].kind {
        case .expr(let x): e = x
        case .returnStmt(let x?): e = x
        default: return nil
        }
        if case .member(let base, _) = e.kind, case .call = base.kind { e = base }
        guard case .call(let callee, let args) = e.kind, args.count == 1 else { return nil }
        switch callee.kind {
        case .identifier("modifier"), .member(_, "modifier"): break
        default: return nil
        }
        if case .call(let inner, let innerArgs) = args[0].value.kind, case .identifier(let name) = inner.kind {
            return (name, innerArgs)
        }
        return nil
    }

    // MARK: - Linking

    private func compileAll() throws(SwiftSourceError) {
        let all =
            structs.values.sorted(by: { $0.name < $1.name })
            + builtinExtensions.values.sorted(by: { $0.name < $1.name })
        for s in all { declareMembers(s) }
        for s in all { try compileMembers(s) }
        for e in enums.values.sorted(by: { $0.name < $1.name }) { try link(e) }
        for list in functions.values {
            for f in list { try compileFunction(f, selfType: nil, isStatic: true) }
        }
        for (spelling, type) in viewExtensionSpellings { structs[type]?.callSpelling = spelling }
    }

    /// Stored properties, computed properties, methods and inits of every type, before any body is compiled, so
    /// that bodies may use types declared later in the file.
    private func declareMembers(_ s: StructInfo) {
        let all = [s.decl] + s.extensionDecls
        for p in s.decl.properties where !p.isStatic && !p.isComputed {
            s.fieldIndex[p.name] = s.fields.count
            s.fields.append(p)
        }
        for d in all {
            for p in d.properties where p.isStatic { s.staticDecls[p.name] = p }
            for p in d.properties where !p.isStatic && p.isComputed {
                let getter = FunctionInfo(
                    decl: FunctionDecl(
                        name: p.name, params: [], returnType: p.type, body: p.getter, isStatic: false,
                        isMutating: false, loc: p.loc, endLine: p.loc.line), owner: s)
                var setter: FunctionInfo?
                if let (newName, body) = p.setter {
                    setter = FunctionInfo(
                        decl: FunctionDecl(
                            name: p.name,
                            params: [
                                Parameter(
                                    label: nil, name: newName, type: p.type ?? .named("Any", []), defaultValue: nil,
                                    isInout: false)
                            ],
                            returnType: nil, body: body, isStatic: false, isMutating: true, loc: p.loc,
                            endLine: p.loc.line), owner: s)
                }
                s.computed[p.name] = ComputedInfo(getter: getter, setter: setter)
            }
            for m in d.methods {
                let info = FunctionInfo(decl: m, owner: s)
                if m.isStatic {
                    s.staticMethods[m.name, default: []].append(info)
                    if Self.isOperator(m.name) { operators[m.name, default: []].append(info) }
                } else {
                    s.methods[m.name, default: []].append(info)
                }
            }
            for i in d.inits { s.inits.append(FunctionInfo(decl: i, owner: s)) }
        }
        for f in s.fields { s.fieldCoercions.append(coercion(f.type)) }
    }

    /// Whether a struct is a view whose `body` builds a view tree (not read here: the view-tree reader does that).
    static func isView(_ s: StructInfo) -> Bool {
        s.inherits.contains("View") && !s.inherits.contains("Shape") && !s.inherits.contains("InsettableShape")
    }

    static func isAnimatableView(_ s: StructInfo) -> Bool {
        isView(s)
            && (s.inherits.contains("Animatable") || s.attributes.contains("Animatable")
                || s.computed["animatableData"] != nil)
    }

    private func compileMembers(_ s: StructInfo) throws(SwiftSourceError) {
        // A plain view's members are its body and actions, which belong to timelines; an Animatable view's `body`
        // is a view tree. Neither is compiled into closures here.
        let skipsAll = (Self.isView(s) && !Self.isAnimatableView(s)) || s.inherits.contains("PreviewProvider")
        if s.inherits.contains("View") || s.inherits.contains("Shape") || s.inherits.contains("InsettableShape") {
            s.computed["body"] = nil
        }
        if skipsAll {
            s.computed = [:]
            s.methods = [:]
            s.staticDecls = [:]
            s.staticMethods = [:]
        }
        let scope = Scope(selfType: s, isStatic: true, returnType: nil)
        for f in s.fields {
            s.fieldDefaults.append(
                try f.value.map { e throws(SwiftSourceError) in try compile(e, scope, hint: f.type?.name) })
        }
        if s.fieldDefaults.isEmpty == false, scope.slotCount > 1 {
            throw sourceError("a default value of '\(s.name)' declares variables", s.decl.loc)
        }
        for c in s.computed.values {
            try compileFunction(c.getter, selfType: s, isStatic: false)
            if let setter = c.setter { try compileFunction(setter, selfType: s, isStatic: false) }
        }
        for list in s.methods.values { for m in list { try compileFunction(m, selfType: s, isStatic: false) } }
        for list in s.staticMethods.values { for m in list { try compileFunction(m, selfType: s, isStatic: true) } }
        for i in s.inits { try compileFunction(i, selfType: s, isStatic: false) }
        for (name, p) in s.staticDecls {
            if p.isComputed {
                let getter = FunctionInfo(
                    decl: FunctionDecl(
                        name: name, params: [], returnType: p.type, body: p.getter, isStatic: true, isMutating: false,
                        loc: p.loc, endLine: p.loc.line), owner: s)
                try compileFunction(getter, selfType: s, isStatic: true)
                s.staticComputed[name] = getter
            }
        }
    }

    private func link(_ e: EnumInfo) throws(SwiftSourceError) {
        var next = 0
        let scope = Scope(selfType: nil, isStatic: true, returnType: nil)
        let rawType = e.decl.inherits.first
        for c in e.cases {
            if let raw = c.rawValue {
                let v = try evaluateConstant(try compile(raw, scope, hint: rawType), raw.loc)
                e.rawValues.append(v)
                if case .int(let n) = v { next = n + 1 }
            } else if rawType == "String" {
                e.rawValues.append(.string(c.name))
            } else if rawType == "Double" || rawType == "CGFloat" {
                e.rawValues.append(.double(Double(next)))
                next += 1
            } else {
                e.rawValues.append(.int(next))
                next += 1
            }
        }
        for m in e.decl.methods {
            let info = FunctionInfo(decl: m, owner: nil)
            info.ownerEnum = e
            if m.isStatic {
                e.staticMethods[m.name, default: []].append(info)
            } else {
                e.methods[m.name, default: []].append(info)
            }
        }
        for p in e.decl.properties where p.isComputed && !p.isStatic {
            let getter = FunctionInfo(
                decl: FunctionDecl(
                    name: p.name, params: [], returnType: p.type, body: p.getter, isStatic: false, isMutating: false,
                    loc: p.loc, endLine: p.loc.line), owner: nil)
            getter.ownerEnum = e
            e.computed[p.name] = ComputedInfo(getter: getter, setter: nil)
        }
        for list in e.methods.values {
            for m in list { try compileFunction(m, selfEnum: e, isStatic: m.decl.isStatic) }
        }
        for list in e.staticMethods.values { for m in list { try compileFunction(m, selfEnum: e, isStatic: true) } }
        for c in e.computed.values { try compileFunction(c.getter, selfEnum: e, isStatic: false) }
    }

    func evaluateConstant(_ code: Code, _ loc: SourceLocation, slots: Int = 1) throws(SwiftSourceError) -> Value {
        let frame = Frame(slotCount: max(1, slots), ctx: EvalContext(limits: limits))
        do { return try code(frame) } catch {
            throw sourceError((error as? Failure)?.message ?? "\(error)", loc)
        }
    }

    func compileFunction(_ f: FunctionInfo, selfType: StructInfo? = nil, selfEnum: EnumInfo? = nil, isStatic: Bool)
        throws(SwiftSourceError)
    {
        let isView = f.decl.returnType == .someView
        let scope = Scope(selfType: selfType, selfEnum: selfEnum, isStatic: isStatic, returnType: f.decl.returnType)
        for p in f.decl.params {
            _ = scope.declare(p.name, typeName: p.type.name)
            f.coercions.append(coercion(p.type))
            f.defaults.append(
                try p.defaultValue.map { e throws(SwiftSourceError) in try compile(e, scope, hint: p.type.name) })
        }
        f.returnCoercion = coercion(f.decl.returnType)
        if f.name == "init", let selfType, Self.builtinTypeNames.contains(selfType.name) {
            // An init in an extension of a built-in type starts from its zero value (`CGPoint()`).
            let zero = Builtins.function(selfType.name, labels: [])?.run
            let body = try compileBody(f.decl.body ?? [], scope, implicitReturn: false, collectsView: false)
            f.body = { frame throws in
                var none: [Value] = []
                frame.slots[0] = try zero?(&none, frame.ctx, f.decl.loc.line) ?? .void
                return try body(frame)
            }
        } else if f.name == "init", let selfType {
            // Stored properties with defaults start with them; the init may overwrite them.
            let defaults = selfType.fieldDefaults
            let type = selfType
            let body = try compileBody(f.decl.body ?? [], scope, implicitReturn: false, collectsView: false)
            f.body = { frame throws in
                var fields: [Value] = []
                for d in defaults { fields.append(try d?(frame) ?? .void) }
                frame.slots[0] = .object(Instance(type: type, fields: fields))
                return try body(frame)
            }
        } else {
            f.body = try compileBody(f.decl.body ?? [], scope, implicitReturn: true, collectsView: isView)
        }
        f.slotCount = scope.slotCount
    }

    /// Converts Ints into Doubles where the declared type is a floating-point type (literals like `2` in
    /// `var x: CGFloat = 2` are Doubles in Swift).
    func coercion(_ type: TypeRef?) -> ((Value) -> Value)? {
        guard let name = type.flatMap({ resolveAlias($0) })?.name else { return nil }
        switch name {
        case "Double", "CGFloat", "Float", "Float64", "TimeInterval":
            return { v in if case .int(let i) = v { return .double(Double(i)) } else { return v } }
        default: return nil
        }
    }

    func resolveAlias(_ t: TypeRef) -> TypeRef {
        var t = t
        var n = 0
        while case .named(let name, _) = t, let target = typealiases[name], n < 16 {
            t = target
            n += 1
        }
        return t
    }

    static func isFloatingName(_ name: String?) -> Bool {
        switch name {
        case "Double", "CGFloat", "Float", "Float64", "TimeInterval": true
        default: false
        }
    }
}
