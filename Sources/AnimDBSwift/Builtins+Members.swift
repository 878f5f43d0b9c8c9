import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Builtins {
    /// `value.name` for built-in values; nil when the value has no such property.
    static func property(_ v: Value, _ name: String, _ line: Int) throws -> Value? {
        switch v {
        case .point(let p):
            switch name {
            case "x", "dx": return .double(p.x)
            case "y", "dy": return .double(p.y)
            case "animatableData": return .pair(.double(p.x), .double(p.y))
            default: return nil
            }
        case .size(let s):
            switch name {
            case "width": return .double(s.width)
            case "height": return .double(s.height)
            case "animatableData": return .pair(.double(s.width), .double(s.height))
            default: return nil
            }
        case .rect(let r):
            switch name {
            case "origin": return .point(r.origin)
            case "size": return .size(r.size)
            case "width": return .double(r.width)
            case "height": return .double(r.height)
            case "minX": return .double(r.minX)
            case "midX": return .double(r.midX)
            case "maxX": return .double(r.maxX)
            case "minY": return .double(r.minY)
            case "midY": return .double(r.midY)
            case "maxY": return .double(r.maxY)
            case "isEmpty": return .bool(r.isEmpty)
            case "isNull": return .bool(r.isNull)
            case "standardized": return .rect(r.standardized)
            case "animatableData":
                return .pair(.pair(.double(r.origin.x), .double(r.origin.y)), .pair(.double(r.size.width), .double(r.size.height)))
            default: return nil
            }
        case .angle(let a):
            switch name {
            case "radians": return .double(a.radians)
            case "degrees": return .double(a.degrees)
            case "animatableData": return .double(a.animatableData)
            case "magnitude": return .double(abs(a.radians))
            default: return nil
            }
        case .unitPoint(let u):
            switch name {
            case "x": return .double(u.x)
            case "y": return .double(u.y)
            default: return nil
            }
        case .transform(let t):
            switch name {
            case "a": return .double(t.a)
            case "b": return .double(t.b)
            case "c": return .double(t.c)
            case "d": return .double(t.d)
            case "tx": return .double(t.tx)
            case "ty": return .double(t.ty)
            case "isIdentity": return .bool(t.isIdentity)
            default: return nil
            }
        case .projection(let p):
            switch name {
            case "m11": return .double(p.m11)
            case "m12": return .double(p.m12)
            case "m13": return .double(p.m13)
            case "m21": return .double(p.m21)
            case "m22": return .double(p.m22)
            case "m23": return .double(p.m23)
            case "m31": return .double(p.m31)
            case "m32": return .double(p.m32)
            case "m33": return .double(p.m33)
            case "isAffine": return .bool(p.isAffine)
            default: return nil
            }
        case .path(let p):
            switch name {
            case "boundingRect": return .rect(p.boundingRect)
            case "currentPoint": return p.currentPoint.map { .point($0) } ?? Value.none
            case "isEmpty": return .bool(p.isEmpty)
            default: return nil
            }
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? Value.none
            case "last": return items.last ?? Value.none
            case "indices": return .intRange(0, items.count)
            default: return nil
            }
        case .intRange(let lo, let hi):
            switch name {
            case "count":
                let (n, overflow) = hi.subtractingReportingOverflow(lo)
                if overflow { throw Failure(line, "arithmetic overflow") }
                return .int(n)
            case "lowerBound": return .int(lo)
            case "upperBound": return .int(hi)
            case "isEmpty": return .bool(hi <= lo)
            default: return nil
            }
        case .doubleRange(let lo, let hi, _):
            switch name {
            case "lowerBound": return .double(lo)
            case "upperBound": return .double(hi)
            default: return nil
            }
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            default: return nil
            }
        case .double(let d):
            switch name {
            case "magnitude": return .double(d.magnitude)
            case "isNaN": return .bool(d.isNaN)
            case "isFinite": return .bool(d.isFinite)
            case "isInfinite": return .bool(d.isInfinite)
            case "isZero": return .bool(d.isZero)
            case "sign": return .int(d.sign == .minus ? -1 : 1)
            case "animatableData": return v
            default: return nil
            }
        case .int(let i):
            switch name {
            case "magnitude":
                guard i != .min else { throw Failure(line, "arithmetic overflow") }
                return .int(abs(i))
            case "isZero": return .bool(i == 0)
            default: return nil
            }
        case .pair(let a, let b):
            switch name {
            case "first": return a
            case "second": return b
            default: return nil
            }
        case .tuple(let items, let labels):
            if let i = Int(name), i >= 0, i < items.count { return items[i] }
            if let i = labels.firstIndex(of: name) { return items[i] }
            return nil
        case .color(let c):
            switch name {
            case "red": return .double(c.red)
            case "green": return .double(c.green)
            case "blue": return .double(c.blue)
            default: return nil
            }
        default: return nil
        }
    }

    /// `value.name = new` for built-in values; false when the value has no such settable property.
    static func setProperty(_ v: inout Value, _ name: String, _ new: Value, _ line: Int) throws -> Bool {
        switch v {
        case .point(var p):
            switch name {
            case "x", "dx": p.x = try new.double(line)
            case "y", "dy": p.y = try new.double(line)
            case "animatableData":
                guard case .pair(let x, let y) = new else { throw Failure(line, "expected an AnimatablePair") }
                p = CGPoint(x: try x.double(line), y: try y.double(line))
            default: return false
            }
            v = .point(p)
        case .size(var s):
            switch name {
            case "width": s.width = try new.double(line)
            case "height": s.height = try new.double(line)
            case "animatableData":
                guard case .pair(let x, let y) = new else { throw Failure(line, "expected an AnimatablePair") }
                s = CGSize(width: try x.double(line), height: try y.double(line))
            default: return false
            }
            v = .size(s)
        case .rect(var r):
            switch name {
            case "origin": r.origin = try new.point(line)
            case "size": r.size = try new.size(line)
            default: return false
            }
            v = .rect(r)
        case .angle(var a):
            switch name {
            case "radians": a.radians = try new.double(line)
            case "degrees": a = .degrees(try new.double(line))
            case "animatableData": a.animatableData = try new.double(line)
            default: return false
            }
            v = .angle(a)
        case .unitPoint(var u):
            switch name {
            case "x": u.x = try new.double(line)
            case "y": u.y = try new.double(line)
            default: return false
            }
            v = .unitPoint(u)
        case .transform(var t):
            let d = try new.double(line)
            switch name {
            case "a": t.a = d
            case "b": t.b = d
            case "c": t.c = d
            case "d": t.d = d
            case "tx": t.tx = d
            case "ty": t.ty = d
            default: return false
            }
            v = .transform(t)
        case .pair(let a, let b):
            switch name {
            case "first": v = .pair(new, b)
            case "second": v = .pair(a, new)
            default: return false
            }
        case .tuple(var items, let labels):
            guard let i = Int(name) ?? labels.firstIndex(of: name), i >= 0, i < items.count else { return false }
            items[i] = new
            v = .tuple(items, labels)
        case .double:
            guard name == "animatableData" else { return false }
            v = .double(try new.double(line))
        default: return false
        }
        return true
    }
}
