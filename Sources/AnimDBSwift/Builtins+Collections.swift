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

extension Builtins {
    static func call(_ f: Value, _ args: [Value], _ ctx: EvalContext, _ line: Int) throws -> Value {
        guard case .function(let c) = f else { throw Failure(line, "expected a closure, found \(f.typeDescription)") }
        var a = args
        return try c.call(&a, ctx)
    }

    static func checkCount(_ n: Int, _ ctx: EvalContext, _ line: Int) throws {
        if n > ctx.limits.maxArrayCount { throw Failure(line, "an array of more than \(ctx.limits.maxArrayCount) elements") }
    }

    /// Array and range methods (`append`, `map`, `reduce`, `enumerated`, …).
    static func collectionMethod(_ name: String, labels: [String?]) -> (hint: String?, run: BuiltinMethod)? {
        func items(_ v: Value, _ ctx: EvalContext, _ l: Int) throws -> [Value]? {
            switch v {
            case .array(let a): return a
            case .intRange: return try sequence(v, ctx, l)
            default: return nil
            }
        }
        switch (name, labels) {
        case ("append", [nil]), ("append", ["contentsOf"]):
            let many = labels[0] == "contentsOf"
            return (
                nil,
                { v, a, ctx, l throws in
                    guard case .array(var list) = v else { return nil }
                    v = .void
                    defer { v = .array(list) }
                    if many { list += try sequence(a[0], ctx, l) } else { list.append(a[0]) }
                    try checkCount(list.count, ctx, l)
                    return .void
                }
            )
        case ("insert", [nil, "at"]):
            return (
                nil,
                { v, a, ctx, l throws in
                    guard case .array(var list) = v else { return nil }
                    let i = try a[1].int(l)
                    guard i >= 0, i <= list.count else { throw Failure(l, "index \(i) out of range") }
                    v = .void
                    defer { v = .array(list) }
                    list.insert(a[0], at: i)
                    try checkCount(list.count, ctx, l)
                    return .void
                }
            )
        case ("remove", ["at"]):
            return (
                nil,
                { v, a, _, l throws in
                    guard case .array(var list) = v else { return nil }
                    let i = try a[0].int(l)
                    guard i >= 0, i < list.count else { throw Failure(l, "index \(i) out of range") }
                    v = .void
                    defer { v = .array(list) }
                    return list.remove(at: i)
                }
            )
        case ("removeLast", []), ("removeFirst", []), ("removeAll", []):
            return (
                nil,
                { v, _, _, l throws in
                    guard case .array(var list) = v else { return nil }
                    if name == "removeAll" {
                        v = .array([])
                        return .void
                    }
                    guard !list.isEmpty else { throw Failure(l, "\(name)() on an empty array") }
                    v = .void
                    defer { v = .array(list) }
                    return name == "removeLast" ? list.removeLast() : list.removeFirst()
                }
            )
        case ("toggle", []):
            return (nil, { v, _, _, _ in
                guard case .bool(let b) = v else { return nil }
                v = .bool(!b)
                return .void
            })
        case ("map", [nil]), ("compactMap", [nil]), ("filter", [nil]), ("forEach", [nil]), ("flatMap", [nil]):
            return (
                nil,
                on { v, a, ctx, l throws in
                    guard let list = try items(v, ctx, l) else { return nil }
                    var out: [Value] = []
                    for x in list {
                        try ctx.step(l)
                        let r = try call(a[0], [x], ctx, l)
                        switch name {
                        case "map": out.append(r)
                        case "compactMap": if case .none = r {} else { out.append(r) }
                        case "filter": if try r.bool(l) { out.append(x) }
                        case "flatMap": out += try sequence(r, ctx, l)
                        default: break
                        }
                        try checkCount(out.count, ctx, l)
                    }
                    return name == "forEach" ? .void : .array(out)
                }
            )
        case ("reduce", [nil, nil]):
            return (
                nil,
                on { v, a, ctx, l throws in
                    guard let list = try items(v, ctx, l) else { return nil }
                    var acc = a[0]
                    for x in list {
                        try ctx.step(l)
                        acc = try call(a[1], [acc, x], ctx, l)
                    }
                    return acc
                }
            )
        case ("enumerated", []):
            return (nil, on { v, _, ctx, l throws in
                guard let list = try items(v, ctx, l) else { return nil }
                return .array(list.enumerated().map { .tuple([.int($0.offset), $0.element], ["offset", "element"]) })
            })
        case ("reversed", []):
            return (nil, on { v, _, ctx, l throws in
                guard let list = try items(v, ctx, l) else { return nil }
                return .array(list.reversed())
            })
        case ("sorted", []), ("min", []), ("max", []):
            return (
                nil,
                on { v, _, ctx, l throws in
                    guard let list = try items(v, ctx, l) else { return nil }
                    guard let lt = binary("<") else { return nil }
                    var failure: (any Error)?
                    let sorted = list.sorted { x, y in
                        do { return try lt(x, y, l).bool(l) } catch {
                            failure = error
                            return false
                        }
                    }
                    if let failure { throw failure }
                    switch name {
                    case "min": return sorted.first ?? Value.none
                    case "max": return sorted.last ?? Value.none
                    default: return .array(sorted)
                    }
                }
            )
        case ("sorted", ["by"]):
            return (
                nil,
                on { v, a, ctx, l throws in
                    guard let list = try items(v, ctx, l) else { return nil }
                    var failure: (any Error)?
                    let sorted = list.sorted { x, y in
                        do { return try call(a[0], [x, y], ctx, l).bool(l) } catch {
                            failure = error
                            return false
                        }
                    }
                    if let failure { throw failure }
                    return .array(sorted)
                }
            )
        case ("firstIndex", ["of"]):
            return (nil, on { v, a, ctx, l throws in
                guard let list = try items(v, ctx, l) else { return nil }
                return list.firstIndex { $0.equals(a[0]) }.map { .int($0) } ?? Value.none
            })
        case ("prefix", [nil]), ("dropFirst", [nil]), ("dropLast", [nil]), ("suffix", [nil]):
            return (
                nil,
                on { v, a, ctx, l throws in
                    guard let list = try items(v, ctx, l) else { return nil }
                    let n = max(0, try a[0].int(l))
                    switch name {
                    case "prefix": return .array(Array(list.prefix(n)))
                    case "suffix": return .array(Array(list.suffix(n)))
                    case "dropFirst": return .array(Array(list.dropFirst(n)))
                    default: return .array(Array(list.dropLast(n)))
                    }
                }
            )
        case ("dropFirst", []), ("dropLast", []):
            return (nil, on { v, _, ctx, l throws in
                guard let list = try items(v, ctx, l) else { return nil }
                return .array(Array(name == "dropFirst" ? list.dropFirst() : list.dropLast()))
            })
        case ("joined", ["separator"]), ("joined", []):
            return (nil, on { v, a, ctx, l throws in
                guard let list = try items(v, ctx, l) else { return nil }
                let sep = a.isEmpty ? "" : try a[0].string(l)
                return .string(try list.map { x throws in try x.string(l) }.joined(separator: sep))
            })
        case ("uppercased", []), ("lowercased", []):
            return (nil, on { v, _, _, _ in
                guard case .string(let s) = v else { return nil }
                return .string(name == "uppercased" ? s.uppercased() : s.lowercased())
            })
        case ("hasPrefix", [nil]), ("hasSuffix", [nil]):
            return (nil, on { v, a, _, l throws in
                guard case .string(let s) = v else { return nil }
                let t = try a[0].string(l)
                return .bool(name == "hasPrefix" ? s.hasPrefix(t) : s.hasSuffix(t))
            })
        default: return nil
        }
    }
}

/// Path operations CoreGraphics has and AnimDBGeometry does not need elsewhere.
enum PathExtras {
    /// `addArc(tangent1End:tangent2End:radius:)`, as `CGPathAddArcToPoint`: a line to where the circle of `radius`
    /// touches the first tangent, then the arc to where it touches the second.
    static func addTangentArc(_ p: inout Path, _ t1: CGPoint, _ t2: CGPoint, _ radius: Double) {
        guard let p0 = p.currentPoint else {
            p.move(to: t1)
            return
        }
        let (ax, ay) = (p0.x - t1.x, p0.y - t1.y)
        let (bx, by) = (t2.x - t1.x, t2.y - t1.y)
        let la = hypot(ax, ay)
        let lb = hypot(bx, by)
        let cross = ax * by - ay * bx
        guard la > 0, lb > 0, radius > 0, abs(cross) > 1e-12 * la * lb else {
            p.addLine(to: t1)
            return
        }
        let cosTheta = (ax * bx + ay * by) / (la * lb)
        let theta = acos(max(-1, min(1, cosTheta)))
        let distance = radius / tan(theta / 2)
        let start = CGPoint(x: t1.x + ax / la * distance, y: t1.y + ay / la * distance)
        let end = CGPoint(x: t1.x + bx / lb * distance, y: t1.y + by / lb * distance)
        // The centre lies along the bisector, at radius / sin(θ/2) from the corner.
        let (ux, uy) = (ax / la + bx / lb, ay / la + by / lb)
        let lu = hypot(ux, uy)
        let h = radius / sin(theta / 2)
        let center = CGPoint(x: t1.x + ux / lu * h, y: t1.y + uy / lu * h)
        let a0 = atan2(start.y - center.y, start.x - center.x)
        let a1 = atan2(end.y - center.y, end.x - center.x)
        p.addLine(to: start)
        p.addArc(center: center, radius: radius, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: cross > 0)
    }

    /// `trimmedPath(from:to:)` along the flattened outline (curves become short lines).
    static func trimmed(_ path: Path, from: Double, to: Double) -> Path {
        let a = max(0, min(1, from))
        let b = max(0, min(1, to))
        guard b > a else { return Path() }
        let lines = path.flattened()
        var segments: [(CGPoint, CGPoint, Double)] = []
        var total = 0.0
        for polyline in lines {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            for (p, q) in zip(points, points.dropFirst()) {
                let length = hypot(q.x - p.x, q.y - p.y)
                segments.append((p, q, length))
                total += length
            }
        }
        guard total > 0 else { return Path() }
        let (start, end) = (a * total, b * total)
        var out = Path()
        var at = 0.0
        var last: CGPoint?
        for (p, q, length) in segments {
            defer { at += length }
            guard at + length >= start, at <= end, length > 0 else { continue }
            let t0 = max(0, (start - at) / length)
            let t1 = min(1, (end - at) / length)
            let s = CGPoint(x: p.x + (q.x - p.x) * t0, y: p.y + (q.y - p.y) * t0)
            let e = CGPoint(x: p.x + (q.x - p.x) * t1, y: p.y + (q.y - p.y) * t1)
            if last != s { out.move(to: s) }
            out.addLine(to: e)
            last = e
        }
        return out
    }
}
