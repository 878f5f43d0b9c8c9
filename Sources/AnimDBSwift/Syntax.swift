// The syntax tree of the Swift subset animdb reads. Every node keeps its location so that errors name the line.

/// A written type: `Double`, `[CGPoint]`, `AnimatablePair<Double, Double>`, `Int?`, `(Double, Double)`.
indirect enum TypeRef: Equatable, Sendable, CustomStringConvertible {
    case named(String, [TypeRef])
    case array(TypeRef)
    case optional(TypeRef)
    case tuple([TypeRef])
    case function([TypeRef], TypeRef)
    case someView

    var description: String {
        switch self {
        case .named(let n, let args): args.isEmpty ? n : "\(n)<\(args.map(\.description).joined(separator: ", "))>"
        case .array(let t): "[\(t)]"
        case .optional(let t): "\(t)?"
        case .tuple(let ts): "(\(ts.map(\.description).joined(separator: ", ")))"
        case .function(let a, let r): "(\(a.map(\.description).joined(separator: ", "))) -> \(r)"
        case .someView: "some View"
        }
    }

    /// The last component's name (`CGPoint.AnimatableData` → its full dotted name).
    var name: String? {
        if case .named(let n, _) = self { return n }
        return nil
    }
}

struct Argument: Sendable {
    var label: String?
    var value: Expr
}

struct ClosureExpr: Sendable {
    var params: [String]
    var body: [Stmt]
    var loc: SourceLocation
}

final class Expr: Sendable {
    indirect enum Kind: Sendable {
        case int(Int)
        case double(Double)
        case string([StringSegment])
        case bool(Bool)
        case nilLiteral
        case identifier(String)
        case implicitMember(String)
        case member(Expr, String)
        case optionalMember(Expr, String)
        case call(Expr, [Argument])
        case subscriptAccess(Expr, [Argument])
        case prefix(String, Expr)
        case postfixForce(Expr)
        case binary(String, Expr, Expr)
        case ternary(Expr, Expr, Expr)
        case closure(ClosureExpr)
        case array([Expr])
        case tuple([Argument])
        case cast(Expr, TypeRef, String)
        case assign(String, Expr, Expr)
        case inoutRef(Expr)
        /// `\.a.b`: its member names.
        case keyPath([String])
    }
    let kind: Kind
    let loc: SourceLocation
    init(_ kind: Kind, _ loc: SourceLocation) {
        self.kind = kind
        self.loc = loc
    }
}

enum StringSegment: Sendable {
    case text(String)
    case expr(Expr)
}

indirect enum Pattern: Sendable {
    case wildcard
    case binding(String)
    case expr(Expr)
    case enumCase(String, [Pattern])
    case tuple([Pattern])
}

enum Condition: Sendable {
    case expr(Expr)
    case optionalBinding(String, Expr)
    case casePattern(Pattern, Expr)
}

struct SwitchCase: Sendable {
    var patterns: [Pattern]
    var guardExpr: Expr?
    var body: [Stmt]
    var loc: SourceLocation
}

final class Stmt: Sendable {
    indirect enum Kind: Sendable {
        case binding(isVar: Bool, names: [String], type: TypeRef?, value: Expr?)
        case expr(Expr)
        case ifStmt([Condition], [Stmt], [Stmt]?)
        case guardStmt([Condition], [Stmt])
        case switchStmt(Expr, [SwitchCase])
        case forIn(Pattern, Expr, Expr?, [Stmt])
        case whileLoop([Condition], [Stmt])
        case repeatWhile([Stmt], Expr)
        case returnStmt(Expr?)
        case breakStmt
        case continueStmt
        case function(FunctionDecl)
    }
    let kind: Kind
    let loc: SourceLocation
    init(_ kind: Kind, _ loc: SourceLocation) {
        self.kind = kind
        self.loc = loc
    }
}

struct Parameter: Sendable {
    var label: String?
    var name: String
    var type: TypeRef
    var defaultValue: Expr?
    var isInout: Bool
}

struct FunctionDecl: Sendable {
    var name: String
    var params: [Parameter]
    var returnType: TypeRef?
    var body: [Stmt]?
    var isStatic: Bool
    var isMutating: Bool
    var loc: SourceLocation
    var endLine: Int

    /// `shake(with:)`: the name with its argument labels, as Swift spells a call site.
    var spelling: String { "\(name)(\(params.map { ($0.label ?? "_") + ":" }.joined()))" }
}

struct PropertyDecl: Sendable {
    var name: String
    var type: TypeRef?
    var value: Expr?
    var isLet: Bool
    var isStatic: Bool
    var attributes: [String]
    var getter: [Stmt]?
    var setter: (name: String, body: [Stmt])?
    var loc: SourceLocation
    /// Where a computed property's braces are (`{ get … set … }` or its one implicit getter's), as the parser
    /// matched them: what a tool taking the property out of the text, or its body, cuts at.
    var braces: (open: SourceLocation, close: SourceLocation)?
    var isComputed: Bool { getter != nil }
}

struct EnumCaseDecl: Sendable {
    var name: String
    var associated: [(label: String?, type: TypeRef)]
    var rawValue: Expr?
}

final class TypeDecl: Sendable {
    enum Kind: Sendable { case structType, enumType, extensionType }
    let kind: Kind
    let name: String
    let inherits: [String]
    let attributes: [String]
    let properties: [PropertyDecl]
    let methods: [FunctionDecl]
    let inits: [FunctionDecl]
    let cases: [EnumCaseDecl]
    let nested: [TypeDecl]
    let typealiases: [(String, TypeRef)]
    let loc: SourceLocation
    let endLine: Int

    init(
        kind: Kind, name: String, inherits: [String], attributes: [String], properties: [PropertyDecl],
        methods: [FunctionDecl], inits: [FunctionDecl], cases: [EnumCaseDecl], nested: [TypeDecl],
        typealiases: [(String, TypeRef)], loc: SourceLocation, endLine: Int
    ) {
        self.kind = kind
        self.name = name
        self.inherits = inherits
        self.attributes = attributes
        self.properties = properties
        self.methods = methods
        self.inits = inits
        self.cases = cases
        self.nested = nested
        self.typealiases = typealiases
        self.loc = loc
        self.endLine = endLine
    }
}

/// A whole file: its types, extensions, free functions and typealiases.
struct SourceTree: Sendable {
    var types: [TypeDecl] = []
    var functions: [FunctionDecl] = []
    var typealiases: [(String, TypeRef)] = []
}
