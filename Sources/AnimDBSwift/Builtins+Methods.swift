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

typealias BuiltinMethod = (inout Value, inout [Value], EvalContext, Int) throws -> Value?

extension Builtins {
    /// Mutates a path in place (taken out of its value so the element storage is not copied) and checks its size.
    static func pathMethod(_ body: @escaping (inout Path, [Value], Int) throws -> Void) -> BuiltinMethod {
        { v, a, ctx, l throws in
            guard case .path(var p) = v else { return nil }
            v = .void
            defer { v = .path(p) }
            try body(&p, a, l)
            if p.elements.count > ctx.limits.maxPathElements {
                throw Failure(l, "a path of more than \(ctx.limits.maxPathElements) elements")
            }
            return .void
        }
    }

    /// A non-mutating method on one kind of value.
    static func on(_ body: @escaping (Value, [Value], EvalContext, Int) throws -> Value?) -> BuiltinMethod {
        { v, a, ctx, l throws in try body(v, a, ctx, l) }
    }

    static func method(_ name: String, labels: [String?]) -> (hint: String?, run: BuiltinMethod)? {
        let d = "Double"
        switch (name, labels) {
        // Path
        case ("move", ["to"]): return (nil, pathMethod { p, a, l throws in p.move(to: try a[0].point(l)) })
        case ("addLine", ["to"]): return (nil, pathMethod { p, a, l throws in p.addLine(to: try a[0].point(l)) })
        case ("addLines", [nil]):
            return (nil, pathMethod { p, a, l throws in p.addLines(try a[0].array(l).map { x throws in try x.point(l) }) })
        case ("addQuadCurve", ["to", "control"]):
            return (nil, pathMethod { p, a, l throws in p.addQuadCurve(to: try a[0].point(l), control: try a[1].point(l)) })
        case ("addCurve", ["to", "control1", "control2"]):
            return (
                nil,
                pathMethod { p, a, l throws in
                    p.addCurve(to: try a[0].point(l), control1: try a[1].point(l), control2: try a[2].point(l))
                }
            )
        case ("addArc", ["center", "radius", "startAngle", "endAngle", "clockwise"]),
            ("addArc", ["center", "radius", "startAngle", "endAngle", "clockwise", "transform"]):
            return (
                d,
                pathMethod { p, a, l throws in
                    let center = try a[0].point(l)
                    let radius = try a[1].double(l)
                    let (s, e, cw) = (try a[2].angle(l), try a[3].angle(l), try a[4].bool(l))
                    if a.count == 6 {
                        var piece = Path()
                        piece.addArc(center: center, radius: radius, startAngle: s, endAngle: e, clockwise: cw)
                        p.addPath(piece.applying(try a[5].transform(l)))
                    } else {
                        p.addArc(center: center, radius: radius, startAngle: s, endAngle: e, clockwise: cw)
                    }
                }
            )
        case ("addArc", ["tangent1End", "tangent2End", "radius"]):
            return (
                d,
                pathMethod { p, a, l throws in
                    PathExtras.addTangentArc(&p, try a[0].point(l), try a[1].point(l), try a[2].double(l))
                }
            )
        case ("addRelativeArc", ["center", "radius", "startAngle", "delta"]):
            return (
                d,
                pathMethod { p, a, l throws in
                    let s = try a[2].angle(l)
                    let delta = try a[3].angle(l)
                    p.addArc(
                        center: try a[0].point(l), radius: try a[1].double(l), startAngle: s,
                        endAngle: Angle(radians: s.radians + delta.radians), clockwise: delta.radians < 0)
                }
            )
        case ("addRect", [nil]): return (nil, pathMethod { p, a, l throws in p.addRect(try a[0].rect(l)) })
        case ("addRects", [nil]):
            return (nil, pathMethod { p, a, l throws in for r in try a[0].array(l) { p.addRect(try r.rect(l)) } })
        case ("addEllipse", ["in"]): return (nil, pathMethod { p, a, l throws in p.addEllipse(in: try a[0].rect(l)) })
        case ("addEllipse", ["in", "transform"]), ("addRect", [nil, "transform"]), ("addLines", [nil, "transform"]):
            return (
                nil,
                pathMethod { p, a, l throws in
                    var piece = Path()
                    switch name {
                    case "addEllipse": piece.addEllipse(in: try a[0].rect(l))
                    case "addRect": piece.addRect(try a[0].rect(l))
                    default: piece.addLines(try a[0].array(l).map { x throws in try x.point(l) })
                    }
                    p.addPath(piece.applying(try a[1].transform(l)))
                }
            )
        case ("addRoundedRect", ["in", "cornerSize"]), ("addRoundedRect", ["in", "cornerSize", "style"]):
            return (
                nil,
                pathMethod { p, a, l throws in
                    p.addRoundedRect(in: try a[0].rect(l), cornerSize: try a[1].size(l), style: try cornerStyle(a, 2, l))
                }
            )
        case ("closeSubpath", []): return (nil, pathMethod { p, _, _ in p.closeSubpath() })
        case ("addPath", [nil]): return (nil, pathMethod { p, a, l throws in p.addPath(try a[0].path(l)) })
        case ("addPath", [nil, "transform"]):
            return (nil, pathMethod { p, a, l throws in p.addPath(try a[0].path(l).applying(try a[1].transform(l))) })
        case ("trimmedPath", ["from", "to"]):
            return (
                d,
                on { v, a, _, l throws in
                    guard case .path(let p) = v else { return nil }
                    return .path(PathExtras.trimmed(p, from: try a[0].double(l), to: try a[1].double(l)))
                }
            )
        case ("applying", [nil]):
            return (
                nil,
                on { v, a, _, l throws in
                    let t = try a[0].transform(l)
                    switch v {
                    case .path(let p): return .path(p.applying(t))
                    case .point(let p): return .point(p.applying(t))
                    case .size(let s):
                        return .size(CGSize(width: t.a * s.width + t.c * s.height, height: t.b * s.width + t.d * s.height))
                    case .rect(let r):
                        return .rect(Path(r).applying(t).boundingRect)
                    default: return nil
                    }
                }
            )
        case ("offsetBy", ["dx", "dy"]):
            return (
                d,
                on { v, a, _, l throws in
                    let (dx, dy) = (try a[0].double(l), try a[1].double(l))
                    switch v {
                    case .path(let p): return .path(p.offsetBy(dx: dx, dy: dy))
                    case .rect(let r): return .rect(r.offsetBy(dx: dx, dy: dy))
                    default: return nil
                    }
                }
            )
        case ("insetBy", ["dx", "dy"]):
            return (
                d,
                on { v, a, _, l throws in
                    guard case .rect(let r) = v else { return nil }
                    return .rect(r.insetBy(dx: try a[0].double(l), dy: try a[1].double(l)))
                }
            )
        case ("union", [nil]):
            return (nil, on { v, a, _, l throws in
                guard case .rect(let r) = v else { return nil }
                return .rect(r.union(try a[0].rect(l)))
            })
        case ("contains", [nil]):
            return (
                nil,
                on { v, a, ctx, l throws in
                    switch v {
                    case .rect(let r):
                        let p = try a[0].point(l)
                        return .bool(p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY)
                    case .array(let items): return .bool(items.contains { $0.equals(a[0]) })
                    case .intRange(let lo, let hi):
                        let x = try a[0].double(l)
                        return .bool(x >= Double(lo) && x < Double(hi))
                    case .doubleRange(let lo, let hi, let closed):
                        let x = try a[0].double(l)
                        return .bool(x >= lo && (closed ? x <= hi : x < hi))
                    default: return nil
                    }
                }
            )
        // CGAffineTransform
        case ("translatedBy", ["x", "y"]):
            return (d, on { v, a, _, l throws in
                guard case .transform(let t) = v else { return nil }
                return .transform(t.translatedBy(x: try a[0].double(l), y: try a[1].double(l)))
            })
        case ("scaledBy", ["x", "y"]):
            return (d, on { v, a, _, l throws in
                guard case .transform(let t) = v else { return nil }
                return .transform(t.scaledBy(x: try a[0].double(l), y: try a[1].double(l)))
            })
        case ("rotated", ["by"]):
            return (d, on { v, a, _, l throws in
                guard case .transform(let t) = v else { return nil }
                return .transform(t.rotated(by: try a[0].double(l)))
            })
        case ("concatenating", [nil]):
            return (
                nil,
                on { v, a, _, l throws in
                    switch (v, a[0]) {
                    case (.transform(let t), .transform(let u)): return .transform(t.concatenating(u))
                    case (.projection(let t), .projection(let u)): return .projection(t.concatenating(u))
                    case (.projection(let t), .transform(let u)): return .projection(t.concatenating(ProjectionTransform(u)))
                    default: return nil
                    }
                }
            )
        case ("inverted", []):
            return (nil, on { v, _, _, _ in
                guard case .transform(let t) = v else { return nil }
                return .transform(t.inverted())
            })
        // Numbers
        case ("rounded", []):
            return (nil, on { v, _, _, _ in if case .double(let x) = v { return .double(x.rounded()) } else { return nil } })
        case ("rounded", [nil]):
            return (
                "FloatingPointRoundingRule",
                on { v, a, _, l throws in
                    guard case .double(let x) = v else { return nil }
                    return .double(x.rounded(try roundingRule(a[0], l)))
                }
            )
        case ("squareRoot", []):
            return (nil, on { v, _, _, l throws in .double(try v.double(l).squareRoot()) })
        case ("truncatingRemainder", ["dividingBy"]):
            return (d, on { v, a, _, l throws in .double(try v.double(l).truncatingRemainder(dividingBy: try a[0].double(l))) })
        case ("remainder", ["dividingBy"]):
            return (d, on { v, a, _, l throws in .double(try v.double(l).remainder(dividingBy: try a[0].double(l))) })
        case ("isMultiple", ["of"]):
            return (nil, on { v, a, _, l throws in
                let (x, y) = (try v.int(l), try a[0].int(l))
                return .bool(y == 0 ? x == 0 : x % y == 0)
            })
        case ("opacity", [nil]):
            return (d, on { v, a, _, l throws in
                guard case .color(var c) = v else { return nil }
                c.opacity *= try a[0].double(l)
                return .color(c)
            })
        default: return collectionMethod(name, labels: labels)
        }
    }
}
