import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

typealias BuiltinFunction = (inout [Value], EvalContext, Int) throws -> Value

/// The library the interpreted code sees: operators, constants, initializers and free functions, with Swift's
/// semantics (integer overflow and division by zero are errors here where Swift would trap).
enum Builtins {
    static func binary(_ op: String) -> ((Value, Value, Int) throws -> Value)? {
        switch op {
        case "+":
            return { a, b, line throws in
                switch (a, b) {
                case (.double(let x), .double(let y)): return .double(x + y)
                case (.int(let x), .int(let y)):
                    let (r, o) = x.addingReportingOverflow(y)
                    if o { throw Failure(line, "arithmetic overflow") }
                    return .int(r)
                case (.double(let x), .int(let y)): return .double(x + Double(y))
                case (.int(let x), .double(let y)): return .double(Double(x) + y)
                case (.string(let x), .string(let y)): return .string(x + y)
                case (.array(let x), .array(let y)): return .array(x + y)
                case (.angle(let x), .angle(let y)): return .angle(x + y)
                case (.pair(let a1, let a2), .pair(let b1, let b2)):
                    guard let add = binary("+") else { return .void }
                    return .pair(try add(a1, b1, line), try add(a2, b2, line))
                default: throw mismatch("+", a, b, line)
                }
            }
        case "-":
            return { a, b, line throws in
                switch (a, b) {
                case (.double(let x), .double(let y)): return .double(x - y)
                case (.int(let x), .int(let y)):
                    let (r, o) = x.subtractingReportingOverflow(y)
                    if o { throw Failure(line, "arithmetic overflow") }
                    return .int(r)
                case (.double(let x), .int(let y)): return .double(x - Double(y))
                case (.int(let x), .double(let y)): return .double(Double(x) - y)
                case (.angle(let x), .angle(let y)): return .angle(x - y)
                case (.pair(let a1, let a2), .pair(let b1, let b2)):
                    guard let sub = binary("-") else { return .void }
                    return .pair(try sub(a1, b1, line), try sub(a2, b2, line))
                default: throw mismatch("-", a, b, line)
                }
            }
        case "*":
            return { a, b, line throws in
                switch (a, b) {
                case (.double(let x), .double(let y)): return .double(x * y)
                case (.int(let x), .int(let y)):
                    let (r, o) = x.multipliedReportingOverflow(by: y)
                    if o { throw Failure(line, "arithmetic overflow") }
                    return .int(r)
                case (.double(let x), .int(let y)): return .double(x * Double(y))
                case (.int(let x), .double(let y)): return .double(Double(x) * y)
                case (.transform(let x), .transform(let y)): return .transform(x.concatenating(y))
                default: throw mismatch("*", a, b, line)
                }
            }
        case "/":
            return { a, b, line throws in
                switch (a, b) {
                case (.double(let x), .double(let y)): return .double(x / y)
                case (.int(let x), .int(let y)):
                    guard y != 0 else { throw Failure(line, "division by zero") }
                    let (r, o) = x.dividedReportingOverflow(by: y)
                    if o { throw Failure(line, "arithmetic overflow") }
                    return .int(r)
                case (.double(let x), .int(let y)): return .double(x / Double(y))
                case (.int(let x), .double(let y)): return .double(Double(x) / y)
                default: throw mismatch("/", a, b, line)
                }
            }
        case "%":
            return { a, b, line throws in
                guard case .int(let x) = a, case .int(let y) = b else {
                    throw Failure(line, "'%' needs two Ints (use truncatingRemainder(dividingBy:) for \(a.typeDescription))")
                }
                guard y != 0 else { throw Failure(line, "division by zero in '%'") }
                let (r, o) = x.remainderReportingOverflow(dividingBy: y)
                if o { throw Failure(line, "arithmetic overflow") }
                return .int(r)
            }
        case "==": return { a, b, _ in .bool(a.equals(b)) }
        case "!=": return { a, b, _ in .bool(!a.equals(b)) }
        case "<", ">", "<=", ">=":
            return { a, b, line throws in
                let order: Int
                switch (a, b) {
                case (.int(let x), .int(let y)): order = x < y ? -1 : x > y ? 1 : 0
                case (.string(let x), .string(let y)): order = x < y ? -1 : x > y ? 1 : 0
                case (.angle(let x), .angle(let y)): order = x < y ? -1 : x > y ? 1 : 0
                default:
                    let (x, y) = (try a.double(line), try b.double(line))
                    guard !x.isNaN, !y.isNaN else { return .bool(false) }
                    order = x < y ? -1 : x > y ? 1 : 0
                }
                switch op {
                case "<": return .bool(order < 0)
                case ">": return .bool(order > 0)
                case "<=": return .bool(order <= 0)
                default: return .bool(order >= 0)
                }
            }
        case "&", "|", "^", "<<", ">>":
            return { a, b, line throws in
                if case .bool(let x) = a, case .bool(let y) = b, op != "<<", op != ">>" {
                    return .bool(op == "&" ? x && y : op == "|" ? x || y : x != y)
                }
                let (x, y) = (try a.int(line), try b.int(line))
                switch op {
                case "&": return .int(x & y)
                case "|": return .int(x | y)
                case "^": return .int(x ^ y)
                case "<<": return .int(x << y)
                default: return .int(x >> y)
                }
            }
        default: return nil
        }
    }

    static func mismatch(_ op: String, _ a: Value, _ b: Value, _ line: Int) -> Failure {
        Failure(line, "no '\(op)' for \(a.typeDescription) and \(b.typeDescription)")
    }

    /// `Type.name` constants: `.pi`, `.zero`, `.identity`, the named colors and unit points.
    static func staticMember(_ type: String, _ name: String) -> Value? {
        switch type {
        case "Double", "CGFloat", "Float", "TimeInterval":
            switch name {
            case "pi": return .double(.pi)
            case "infinity": return .double(.infinity)
            case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
            case "leastNormalMagnitude": return .double(.leastNormalMagnitude)
            case "leastNonzeroMagnitude": return .double(.leastNonzeroMagnitude)
            case "ulpOfOne": return .double(.ulpOfOne)
            case "zero": return .double(0)
            case "nan": return .double(.nan)
            default: return nil
            }
        case "Int", "UInt":
            switch name {
            case "max": return .int(.max)
            case "min": return .int(.min)
            case "zero": return .int(0)
            default: return nil
            }
        case "CGPoint": return name == "zero" ? .point(.zero) : nil
        case "CGSize": return name == "zero" ? .size(.zero) : nil
        case "CGRect":
            switch name {
            case "zero": return .rect(.zero)
            case "null": return .rect(.null)
            case "infinite": return .rect(.infinite)
            default: return nil
            }
        case "Angle": return name == "zero" ? .angle(.zero) : nil
        case "CGAffineTransform": return name == "identity" ? .transform(.identity) : nil
        case "ProjectionTransform": return name == "identity" ? .projection(ProjectionTransform()) : nil
        case "UnitPoint": return UnitPoint.named.first { $0.name == name }.map { .unitPoint($0.point) }
        case "Color": return Color.named.first { $0.name == name }.map { .color($0.color) }
        case "RoundedCornerStyle": return RoundedCornerStyle(rawValue: name).map { .cornerStyle($0) }
        case "FloatingPointRoundingRule":
            return ["up", "down", "toNearestOrEven", "toNearestOrAwayFromZero", "towardZero", "awayFromZero"]
                .contains(name) ? .string(name) : nil
        default: return nil
        }
    }

    static func roundingRule(_ v: Value, _ line: Int) throws -> FloatingPointRoundingRule {
        switch v {
        case .string("up"): return .up
        case .string("down"): return .down
        case .string("toNearestOrEven"): return .toNearestOrEven
        case .string("toNearestOrAwayFromZero"): return .toNearestOrAwayFromZero
        case .string("towardZero"): return .towardZero
        case .string("awayFromZero"): return .awayFromZero
        default: throw Failure(line, "expected a rounding rule")
        }
    }

    static func checkedInt(_ d: Double, _ line: Int) throws -> Int {
        guard d.isFinite, d > -9.2e18, d < 9.2e18 else { throw Failure(line, "\(d) cannot be converted to Int") }
        return Int(d)
    }

    static func random(_ range: Value, asInt: Bool, _ ctx: EvalContext, _ line: Int) throws -> Value {
        let u = ctx.nextUnit()
        switch range {
        case .intRange(let lo, let hi):
            guard hi > lo else { throw Failure(line, "random(in:) of an empty range") }
            let (span, overflow) = hi.subtractingReportingOverflow(lo)
            guard !overflow else { throw Failure(line, "random(in:) of a range wider than Int") }
            return .int(lo + min(Int(u * Double(span)), span - 1))
        case .doubleRange(let lo, let hi, _):
            let v = lo + (hi - lo) * u
            return asInt ? .int(try checkedInt(v, line)) : .double(v)
        default: throw Failure(line, "random(in:) needs a range")
        }
    }

    /// Static functions called on a type or as implicit members: `.degrees(30)`, `Double.random(in: 0...1)`.
    static func staticFunction(_ type: String?, _ name: String, labels: [String?]) -> BuiltinFunction? {
        switch (name, labels) {
        case ("degrees", [nil]) where type == nil || type == "Angle":
            return { a, _, line throws in .angle(.degrees(try a[0].double(line))) }
        case ("radians", [nil]) where type == nil || type == "Angle":
            return { a, _, line throws in .angle(.radians(try a[0].double(line))) }
        case ("random", ["in"]):
            let asInt = type == "Int"
            return { a, ctx, line throws in try random(a[0], asInt: asInt, ctx, line) }
        case ("random", []) where type == "Bool":
            return { _, ctx, _ in .bool(ctx.nextUnit() < 0.5) }
        case ("init", _):
            guard let type else { return nil }
            return function(type, labels: labels)?.run
        default: return nil
        }
    }

    static func math1(_ f: @escaping (Double) -> Double) -> BuiltinFunction {
        { a, _, line throws in .double(f(try a[0].double(line))) }
    }

    static func math2(_ f: @escaping (Double, Double) -> Double) -> BuiltinFunction {
        { a, _, line throws in .double(f(try a[0].double(line), try a[1].double(line))) }
    }
}
