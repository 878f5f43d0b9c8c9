import AnimDBEngine
import AnimDBGeometry

/// What a type in a Swift file is to animdb.
public enum SwiftTypeKind: String, Hashable, Sendable {
    case shape
    case modifier
    case geometryEffect
    case animatableView
    case vectorArithmetic
}

/// A stored property of a type: a preset parameter.
public struct SwiftParameter: Hashable, Sendable {
    public let name: String
    /// The Swift type as written (`Double`, `Angle`, `Bool`), or inferred from a literal default.
    public let swiftType: String
    /// The default from the property's initializer or from the `init` parameter of the same name.
    public let defaultValue: ParameterValue?
    /// Whether the property is part of the type's animatable data.
    public let isAnimatable: Bool
    /// For a property of an enum type declared in the file, its cases (values pass in as `.string(caseName)`).
    public let enumCases: [String]
}

/// One type animdb can use, as found in a file.
public struct SwiftTypeDeclaration: Hashable, Sendable {
    public let name: String
    public let kind: SwiftTypeKind
    public let parameters: [SwiftParameter]
    /// How a view applies it: `shake(with:)` from `extension View { func shake(with:) … }`, else nil.
    public let callSpelling: String?
    /// That extension as a call site animdb can read (`.shake(with: 3)`): nil when the extension does more than
    /// pass its parameters and literals to the type's initializer.
    public let callSite: ModifierCallSite?
    /// Where its declaration is in the file (1-based lines).
    public let lines: ClosedRange<Int>
    /// Whether its animatable data comes from `@Animatable`, a hand-written `animatableData`, or neither.
    public let animatableDataSource: AnimatableDataSource

    public enum AnimatableDataSource: String, Hashable, Sendable {
        case macro, handWritten, none
    }
}

/// A Swift file read and checked: its types, compiled once. Reading is bounded by `SwiftLimits`.
public struct SwiftSourceFile: Sendable {
    public let fileName: String
    public let source: String
    public let types: [SwiftTypeDeclaration]
    let program: Program

    public init(source: String, fileName: String) throws(SwiftSourceError) {
        try self.init(source: source, fileName: fileName, limits: SwiftLimits())
    }

    public init(source: String, fileName: String, limits: SwiftLimits) throws(SwiftSourceError) {
        guard source.utf8.count <= limits.maxSourceBytes else {
            throw SwiftSourceError(
                fileName: fileName, location: SourceLocation(line: 1, column: 1),
                message: "the file is larger than \(limits.maxSourceBytes) bytes")
        }
        self.fileName = fileName
        self.source = source
        var lexer = Lexer(source, fileName: fileName)
        let tokens = try lexer.tokenize(limit: limits.maxTokens)
        var parser = Parser(tokens: tokens, fileName: fileName, limits: limits)
        let tree = try parser.parseFile()
        program = try Program(tree: tree, fileName: fileName, limits: limits)
        types = try Checker(program: program).declarations()
    }

    /// A plain struct's stored properties in order, each with the value it starts with (a keyframe animator's
    /// value type, `struct AnimationValues { var scale = 1.0 }`); nil when the file declares no struct `name`.
    public func members(ofStruct name: String) -> [(name: String, value: ParameterValue?)]? {
        guard let s = program.structs[name] else { return nil }
        let checker = Checker(program: program)
        return s.fields.indices.map { (s.fields[$0].name, checker.defaultValue(ofField: $0, in: s)) }
    }
}

/// Finds the types animdb uses and describes their parameters and animatable data.
struct Checker {
    let program: Program

    static let vectorTypes: Set<String> = [
        "Double", "CGFloat", "Float", "Angle", "CGPoint", "CGSize", "CGRect", "UnitPoint", "AnimatablePair",
        "CGPoint.AnimatableData", "CGSize.AnimatableData", "CGRect.AnimatableData", "EmptyAnimatableData",
    ]

    func kind(_ s: StructInfo) -> SwiftTypeKind? {
        let inherits = s.inherits
        if inherits.contains("GeometryEffect") { return .geometryEffect }
        if inherits.contains("Shape") || inherits.contains("InsettableShape") { return .shape }
        if inherits.contains("AnimatableModifier") || inherits.contains("ViewModifier") { return .modifier }
        if inherits.contains("View") {
            let animatable =
                inherits.contains("Animatable") || s.attributes.contains("Animatable")
                || s.computed["animatableData"] != nil
            return animatable ? .animatableView : nil
        }
        if inherits.contains("VectorArithmetic") || inherits.contains("AdditiveArithmetic") { return .vectorArithmetic }
        return nil
    }

    func isVector(_ type: TypeRef?) -> Bool {
        guard let t = type.map({ program.resolveAlias($0) }), let name = t.name else { return false }
        if Self.vectorTypes.contains(name) { return true }
        if let s = program.structs[name] { return kind(s) == .vectorArithmetic }
        return false
    }

    /// The stored properties `@Animatable` animates, in declaration order.
    func macroAnimated(_ s: StructInfo) -> [Int] {
        s.fields.indices.filter { i in
            let f = s.fields[i]
            return !f.isLet && !f.attributes.contains("AnimatableIgnored") && isVector(f.type ?? inferredType(f))
        }
    }

    func inferredType(_ f: PropertyDecl) -> TypeRef? {
        guard let value = f.value else { return nil }
        switch value.kind {
        case .double: return .named("Double", [])
        case .int: return .named("Int", [])
        case .bool: return .named("Bool", [])
        case .string: return .named("String", [])
        case .prefix("-", let inner):
            if case .double = inner.kind { return .named("Double", []) }
            return .named("Int", [])
        case .call(let callee, _):
            if case .identifier(let n) = callee.kind { return .named(n, []) }
            return nil
        default: return nil
        }
    }

    /// The stored properties a hand-written `animatableData` setter assigns.
    func setterTargets(_ s: StructInfo) -> Set<String> {
        guard let setter = s.computed["animatableData"]?.setter else { return [] }
        var names: Set<String> = []
        func root(_ e: Expr) -> String? {
            switch e.kind {
            case .identifier(let n): return n
            case .member(let b, let m):
                if case .identifier("self") = b.kind { return m }
                return root(b)
            case .subscriptAccess(let b, _): return root(b)
            default: return nil
            }
        }
        func visit(_ stmts: [Stmt]) {
            for st in stmts {
                switch st.kind {
                case .expr(let e):
                    if case .assign(_, let lhs, _) = e.kind {
                        if case .tuple(let items) = lhs.kind {
                            for item in items { if let r = root(item.value) { names.insert(r) } }
                        } else if let r = root(lhs) {
                            names.insert(r)
                        }
                    }
                case .ifStmt(_, let a, let b):
                    visit(a)
                    visit(b ?? [])
                default: break
                }
            }
        }
        visit(setter.decl.body ?? [])
        return names
    }

    /// `func shake(progress: Double, intensity: Double = 10) -> some View { modifier(ShakeModifier(progress:
    /// progress, intensity: intensity)) }` as a call site: each of the extension's parameters feeds one property
    /// (with its literal default), and literals passed straight to the initializer are fixed values.
    static func callSite(_ f: FunctionDecl) -> ModifierCallSite? {
        guard let (_, arguments) = Program.modifierCall(in: f) else { return nil }
        var fixed: [String: ParameterValue] = [:]
        var fed: [String: String] = [:]  // extension parameter → property
        for argument in arguments {
            guard let property = argument.label else { return nil }
            if case .identifier(let name) = argument.value.kind, f.params.contains(where: { $0.name == name }) {
                fed[name] = property
            } else if let value = literal(argument.value) {
                fixed[property] = value
            } else {
                return nil
            }
        }
        var mapped: [ModifierCallSite.Argument] = []
        for p in f.params {
            guard let property = fed[p.name] else { return nil }
            var value: ParameterValue?
            if let d = p.defaultValue {
                guard let literal = literal(d) else { return nil }
                value = literal
            }
            mapped.append(.init(label: p.label, parameter: property, defaultValue: value))
        }
        return ModifierCallSite(name: f.name, arguments: mapped, fixed: fixed)
    }

    /// A literal number, Boolean or plain string, else nil.
    static func literal(_ e: Expr) -> ParameterValue? {
        switch e.kind {
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .bool(let b): return .bool(b)
        case .prefix("-", let inner):
            switch inner.kind {
            case .int(let i): return .int(-i)
            case .double(let d): return .double(-d)
            default: return nil
            }
        default: return nil
        }
    }

    /// The value a stored property starts with: its initializer's, else an `init`'s default for it, as its type
    /// reads it (a whole number is an `Int` only for an `Int` property); nil when it has none animdb can evaluate.
    func defaultValue(ofField i: Int, in s: StructInfo) -> ParameterValue? {
        let f = s.fields[i]
        let type = f.type ?? inferredType(f)
        var defaultValue: ParameterValue?
        if let code = s.fieldDefaults[i] {
            defaultValue = (try? program.evaluateConstant(code, f.loc)).flatMap(Program.parameterValue)
        } else {
            for initializer in s.inits {
                guard let k = initializer.decl.params.firstIndex(where: { $0.name == f.name }),
                    let d = initializer.defaults[k]
                else { continue }
                defaultValue = (try? program.evaluateConstant(d, f.loc, slots: initializer.slotCount))
                    .flatMap(Program.parameterValue)
                break
            }
        }
        if case .double(let v) = defaultValue, let t = type.map({ program.resolveAlias($0) })?.name, t == "Int" {
            defaultValue = .int(Int(v))
        }
        if case .int(let v) = defaultValue, Program.isFloatingName(type.map({ program.resolveAlias($0) })?.name) {
            defaultValue = .double(Double(v))
        }
        return defaultValue
    }

    func declarations() throws(SwiftSourceError) -> [SwiftTypeDeclaration] {
        var out: [SwiftTypeDeclaration] = []
        for s in program.structs.values.sorted(by: { $0.decl.loc.line < $1.decl.loc.line }) {
            guard let kind = kind(s) else { continue }
            let source: SwiftTypeDeclaration.AnimatableDataSource =
                s.computed["animatableData"] != nil
                ? .handWritten : s.attributes.contains("Animatable") ? .macro : .none
            let animated: Set<String>
            switch source {
            case .handWritten: animated = setterTargets(s)
            case .macro: animated = Set(macroAnimated(s).map { s.fields[$0].name })
            case .none: animated = []
            }
            var parameters: [SwiftParameter] = []
            for (i, f) in s.fields.enumerated() {
                let type = f.type ?? inferredType(f)
                let defaultValue = self.defaultValue(ofField: i, in: s)
                parameters.append(
                    SwiftParameter(
                        name: f.name, swiftType: type?.description ?? "?", defaultValue: defaultValue,
                        isAnimatable: animated.contains(f.name),
                        enumCases: type.flatMap { program.enums[program.resolveAlias($0).name ?? ""] }?.cases.map(
                            \.name) ?? []))
            }
            out.append(
                SwiftTypeDeclaration(
                    name: s.name, kind: kind, parameters: parameters, callSpelling: s.callSpelling,
                    callSite: program.viewExtensions[s.name].flatMap(Self.callSite),
                    lines: s.decl.loc.line...max(s.decl.loc.line, s.decl.endLine), animatableDataSource: source))
        }
        return out
    }
}
