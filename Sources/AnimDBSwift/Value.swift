import AnimDBEngine
import AnimDBGeometry

/// A modifier `body(content:)` applied to its content: `offset(x:)` with `[.double(3)]`, in order.
public struct ModifierApplication: Hashable, Sendable {
    /// The call's spelling with labels: `offset(x:)`, `rotationEffect(_:)`, `opacity(_:)`.
    public var name: String
    public var arguments: [ParameterValue]

    public init(name: String, arguments: [ParameterValue]) {
        self.name = name
        self.arguments = arguments
    }
}

/// What an effect's `effectValue(size:)` returned.
public enum EffectValue: Hashable, Sendable {
    case affine(CGAffineTransform)
    case projection(ProjectionTransform)
}

/// A user struct's instance: its type and its stored properties in declaration order.
struct Instance {
    let type: StructInfo
    var fields: [Value]
}

/// A user enum's value.
struct EnumInstance {
    let type: EnumInfo
    let caseIndex: Int
    var payload: [Value]
}

/// A runtime value. Optionals are the wrapped value itself or `.none`.
enum Value {
    case void
    case none
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case angle(Angle)
    case unitPoint(UnitPoint)
    case color(Color)
    case transform(CGAffineTransform)
    case projection(ProjectionTransform)
    case cornerStyle(RoundedCornerStyle)
    case path(Path)
    case array([Value])
    case tuple([Value], [String?])
    indirect case pair(Value, Value)
    indirect case object(Instance)
    indirect case enumValue(EnumInstance)
    case function(Callable)
    case type(TypeName)
    case intRange(Int, Int)
    case doubleRange(Double, Double, Bool)
    case content([ModifierApplication])

    var typeDescription: String {
        switch self {
        case .void: "Void"
        case .none: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .rect: "CGRect"
        case .angle: "Angle"
        case .unitPoint: "UnitPoint"
        case .color: "Color"
        case .transform: "CGAffineTransform"
        case .projection: "ProjectionTransform"
        case .cornerStyle: "RoundedCornerStyle"
        case .path: "Path"
        case .array: "Array"
        case .tuple: "tuple"
        case .pair: "AnimatablePair"
        case .object(let o): o.type.name
        case .enumValue(let e): e.type.name
        case .function: "function"
        case .type(let t): "type \(t.name)"
        case .intRange, .doubleRange: "range"
        case .content: "content"
        }
    }
}

/// A type used as a value: `CGPoint` in `CGPoint(x:y:)`, `Double` in `Double(i)`, a user type's static members.
struct TypeName {
    let name: String
    let user: StructInfo?
    let userEnum: EnumInfo?
}

/// Something callable: a compiled function, a closure, a bound method or a builtin.
final class Callable: @unchecked Sendable {
    let arity: Int
    /// Arguments are `inout` so that closures and functions hand back their `inout` parameters (`Path { p in … }`).
    let call: (inout [Value], EvalContext) throws -> Value
    init(arity: Int, _ call: @escaping (inout [Value], EvalContext) throws -> Value) {
        self.arity = arity
        self.call = call
    }
}

extension Value {
    func double(_ line: Int) throws -> Double {
        switch self {
        case .double(let v): return v
        case .int(let v): return Double(v)
        default: throw Failure(line, "expected a number, found \(typeDescription)")
        }
    }
    func int(_ line: Int) throws -> Int {
        if case .int(let v) = self { return v }
        throw Failure(line, "expected an Int, found \(typeDescription)")
    }
    func bool(_ line: Int) throws -> Bool {
        if case .bool(let v) = self { return v }
        throw Failure(line, "expected a Bool, found \(typeDescription)")
    }
    func point(_ line: Int) throws -> CGPoint {
        if case .point(let v) = self { return v }
        throw Failure(line, "expected a CGPoint, found \(typeDescription)")
    }
    func size(_ line: Int) throws -> CGSize {
        if case .size(let v) = self { return v }
        throw Failure(line, "expected a CGSize, found \(typeDescription)")
    }
    func rect(_ line: Int) throws -> CGRect {
        if case .rect(let v) = self { return v }
        throw Failure(line, "expected a CGRect, found \(typeDescription)")
    }
    func angle(_ line: Int) throws -> Angle {
        if case .angle(let v) = self { return v }
        throw Failure(line, "expected an Angle, found \(typeDescription)")
    }
    func transform(_ line: Int) throws -> CGAffineTransform {
        if case .transform(let v) = self { return v }
        throw Failure(line, "expected a CGAffineTransform, found \(typeDescription)")
    }
    func path(_ line: Int) throws -> Path {
        if case .path(let v) = self { return v }
        throw Failure(line, "expected a Path, found \(typeDescription)")
    }
    func array(_ line: Int) throws -> [Value] {
        if case .array(let v) = self { return v }
        throw Failure(line, "expected an array, found \(typeDescription)")
    }
    func string(_ line: Int) throws -> String {
        if case .string(let v) = self { return v }
        throw Failure(line, "expected a String, found \(typeDescription)")
    }

    /// Structural equality for `==` and pattern matching.
    func equals(_ other: Value) -> Bool {
        switch (self, other) {
        case (.none, .none), (.void, .void): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double, .int), (.int, .double), (.double, .double):
            (try? double(0)) == (try? other.double(0))
        case (.string(let a), .string(let b)): a == b
        case (.point(let a), .point(let b)): a == b
        case (.size(let a), .size(let b)): a == b
        case (.rect(let a), .rect(let b)): a == b
        case (.angle(let a), .angle(let b)): a == b
        case (.unitPoint(let a), .unitPoint(let b)): a == b
        case (.color(let a), .color(let b)): a == b
        case (.transform(let a), .transform(let b)): a == b
        case (.path(let a), .path(let b)): a == b
        case (.cornerStyle(let a), .cornerStyle(let b)): a == b
        case (.array(let a), .array(let b)), (.tuple(let a, _), .tuple(let b, _)):
            a.count == b.count && zip(a, b).allSatisfy { $0.equals($1) }
        case (.pair(let a1, let a2), .pair(let b1, let b2)): a1.equals(b1) && a2.equals(b2)
        case (.object(let a), .object(let b)):
            a.type === b.type && zip(a.fields, b.fields).allSatisfy { $0.equals($1) }
        case (.enumValue(let a), .enumValue(let b)):
            a.type === b.type && a.caseIndex == b.caseIndex
                && zip(a.payload, b.payload).allSatisfy { $0.equals($1) }
        default: false
        }
    }
}
