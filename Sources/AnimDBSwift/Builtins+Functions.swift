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
    /// A free function or initializer by name and argument labels; `hint` is the type its arguments expect.
    static func function(_ name: String, labels: [String?]) -> (hint: String?, run: BuiltinFunction)? {
        let d = "Double"
        func dbl(_ a: [Value], _ i: Int, _ line: Int) throws -> Double { try a[i].double(line) }
        switch (name, labels) {
        case ("CGPoint", ["x", "y"]), ("CGVector", ["dx", "dy"]):
            return (d, { a, _, l throws in .point(CGPoint(x: try dbl(a, 0, l), y: try dbl(a, 1, l))) })
        case ("CGPoint", []): return (d, { _, _, _ in .point(.zero) })
        case ("CGSize", ["width", "height"]):
            return (d, { a, _, l throws in .size(CGSize(width: try dbl(a, 0, l), height: try dbl(a, 1, l))) })
        case ("CGSize", []): return (d, { _, _, _ in .size(.zero) })
        case ("CGRect", ["x", "y", "width", "height"]):
            return (
                d,
                { a, _, l throws in
                    .rect(CGRect(x: try dbl(a, 0, l), y: try dbl(a, 1, l), width: try dbl(a, 2, l), height: try dbl(a, 3, l)))
                }
            )
        case ("CGRect", ["origin", "size"]):
            return (nil, { a, _, l throws in .rect(CGRect(origin: try a[0].point(l), size: try a[1].size(l))) })
        case ("CGRect", []): return (nil, { _, _, _ in .rect(.zero) })
        case ("Double", [nil]), ("CGFloat", [nil]), ("Float", [nil]):
            return (
                nil,
                { a, _, l throws in
                    switch a[0] {
                    case .int(let i): return .double(Double(i))
                    case .double(let v): return .double(v)
                    case .string(let s): return Double(s).map { .double($0) } ?? .none
                    default: throw Failure(l, "cannot convert \(a[0].typeDescription) to Double")
                    }
                }
            )
        case ("UInt", [nil]):
            return (
                nil,
                { a, _, l throws in
                    let v = a[0]
                    let i: Int
                    switch v {
                    case .int(let x): i = x
                    case .double(let d): i = try checkedInt(d, l)
                    default: throw Failure(l, "cannot convert \(v.typeDescription) to UInt")
                    }
                    guard i >= 0 else { throw Failure(l, "\(i) cannot be converted to UInt") }
                    return .int(i)
                }
            )
        case ("Int", [nil]):
            return (
                nil,
                { a, _, l throws in
                    switch a[0] {
                    case .int(let i): return .int(i)
                    case .double(let v): return .int(try checkedInt(v, l))
                    case .string(let s): return Int(s).map { .int($0) } ?? .none
                    case .bool(let b): return .int(b ? 1 : 0)
                    default: throw Failure(l, "cannot convert \(a[0].typeDescription) to Int")
                    }
                }
            )
        case ("String", [nil]): return (nil, { a, _, _ in .string(Program.describe(a[0])) })
        case ("String", ["format", nil]), ("String", ["format", nil, nil]), ("String", ["format", nil, nil, nil]):
            return (nil, { a, ctx, l throws in try format(a, ctx, l) })
        case ("String", ["repeating", "count"]):
            return (
                nil,
                { a, ctx, l throws in
                    let s = try a[0].string(l)
                    let n = try a[1].int(l)
                    let (total, overflow) = s.utf8.count.multipliedReportingOverflow(by: max(n, 0))
                    guard n >= 0, !overflow, total <= ctx.limits.maxStringLength else {
                        throw Failure(l, "a string longer than \(ctx.limits.maxStringLength) characters")
                    }
                    return .string(String(repeating: s, count: n))
                }
            )
        case ("Angle", ["degrees"]): return (d, { a, _, l throws in .angle(.degrees(try dbl(a, 0, l))) })
        case ("Angle", ["radians"]): return (d, { a, _, l throws in .angle(.radians(try dbl(a, 0, l))) })
        case ("Angle", []): return (d, { _, _, _ in .angle(.zero) })
        case ("UnitPoint", ["x", "y"]):
            return (d, { a, _, l throws in .unitPoint(UnitPoint(x: try dbl(a, 0, l), y: try dbl(a, 1, l))) })
        case ("Color", ["red", "green", "blue"]), ("Color", ["red", "green", "blue", "opacity"]):
            return (
                d,
                { a, _, l throws in
                    .color(
                        Color(
                            red: try dbl(a, 0, l), green: try dbl(a, 1, l), blue: try dbl(a, 2, l),
                            opacity: a.count > 3 ? try dbl(a, 3, l) : 1))
                }
            )
        case ("Color", ["white"]), ("Color", ["white", "opacity"]):
            return (
                d,
                { a, _, l throws in
                    .color(Color(white: try dbl(a, 0, l), opacity: a.count > 1 ? try dbl(a, 1, l) : 1))
                }
            )
        case ("CGAffineTransform", ["translationX", "y"]):
            return (d, { a, _, l throws in .transform(CGAffineTransform(translationX: try dbl(a, 0, l), y: try dbl(a, 1, l))) })
        case ("CGAffineTransform", ["scaleX", "y"]):
            return (d, { a, _, l throws in .transform(CGAffineTransform(scaleX: try dbl(a, 0, l), y: try dbl(a, 1, l))) })
        case ("CGAffineTransform", ["rotationAngle"]):
            return (d, { a, _, l throws in .transform(CGAffineTransform(rotationAngle: try dbl(a, 0, l))) })
        case ("CGAffineTransform", ["a", "b", "c", "d", "tx", "ty"]), ("CGAffineTransform", [nil, nil, nil, nil, nil, nil]):
            return (
                d,
                { a, _, l throws in
                    .transform(
                        CGAffineTransform(
                            a: try dbl(a, 0, l), b: try dbl(a, 1, l), c: try dbl(a, 2, l), d: try dbl(a, 3, l),
                            tx: try dbl(a, 4, l), ty: try dbl(a, 5, l)))
                }
            )
        case ("CGAffineTransform", []): return (d, { _, _, _ in .transform(.identity) })
        case ("ProjectionTransform", []): return (nil, { _, _, _ in .projection(ProjectionTransform()) })
        case ("ProjectionTransform", [nil]):
            return (
                nil,
                { a, _, l throws in
                    if case .projection = a[0] { return a[0] }
                    return .projection(ProjectionTransform(try a[0].transform(l)))
                }
            )
        case ("ProjectionTransform", ["m11", "m12", "m13", "m21", "m22", "m23", "m31", "m32", "m33"]):
            return (
                d,
                { a, _, l throws in
                    var p = ProjectionTransform()
                    let v = try a.map { x throws in try x.double(l) }
                    (p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33) =
                        (v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8])
                    return .projection(p)
                }
            )
        case ("Path", []): return (nil, { _, _, _ in .path(Path()) })
        case ("Path", [nil]):
            return (
                nil,
                { a, ctx, l throws in
                    switch a[0] {
                    case .rect(let r): return .path(Path(r))
                    case .path: return a[0]
                    case .function(let f):
                        var args: [Value] = [.path(Path())]
                        _ = try f.call(&args, ctx)
                        return args[0]
                    default: throw Failure(l, "Path(_:) needs a CGRect or a closure")
                    }
                }
            )
        case ("Path", ["ellipseIn"]): return (nil, { a, _, l throws in .path(Path(ellipseIn: try a[0].rect(l))) })
        case ("Path", ["roundedRect", "cornerRadius"]), ("Path", ["roundedRect", "cornerRadius", "style"]):
            return (
                "Double",
                { a, _, l throws in
                    .path(Path(roundedRect: try a[0].rect(l), cornerRadius: try dbl(a, 1, l), style: try cornerStyle(a, 2, l)))
                }
            )
        case ("Path", ["roundedRect", "cornerSize"]), ("Path", ["roundedRect", "cornerSize", "style"]):
            return (
                nil,
                { a, _, l throws in
                    .path(Path(roundedRect: try a[0].rect(l), cornerSize: try a[1].size(l), style: try cornerStyle(a, 2, l)))
                }
            )
        case ("AnimatablePair", [nil, nil]): return (nil, { a, _, _ in .pair(a[0], a[1]) })
        case ("sin", [nil]): return (d, math1(sin))
        case ("cos", [nil]): return (d, math1(cos))
        case ("tan", [nil]): return (d, math1(tan))
        case ("asin", [nil]): return (d, math1(asin))
        case ("acos", [nil]): return (d, math1(acos))
        case ("atan", [nil]): return (d, math1(atan))
        case ("sinh", [nil]): return (d, math1(sinh))
        case ("cosh", [nil]): return (d, math1(cosh))
        case ("tanh", [nil]): return (d, math1(tanh))
        case ("sqrt", [nil]): return (d, math1(sqrt))
        case ("exp", [nil]): return (d, math1(exp))
        case ("log", [nil]): return (d, math1(log))
        case ("log2", [nil]): return (d, math1(log2))
        case ("log10", [nil]): return (d, math1(log10))
        case ("floor", [nil]): return (d, math1(floor))
        case ("ceil", [nil]): return (d, math1(ceil))
        case ("round", [nil]): return (d, math1(round))
        case ("trunc", [nil]): return (d, math1(trunc))
        case ("atan2", [nil, nil]): return (d, math2(atan2))
        case ("pow", [nil, nil]): return (d, math2(pow))
        case ("hypot", [nil, nil]): return (d, math2(hypot))
        case ("fmod", [nil, nil]): return (d, math2(fmod))
        case ("abs", [nil]):
            return (
                nil,
                { a, _, l throws in
                    if case .int(let i) = a[0] {
                        guard i != .min else { throw Failure(l, "arithmetic overflow") }
                        return .int(abs(i))
                    }
                    return .double(abs(try a[0].double(l)))
                }
            )
        case ("min", _) where labels.count >= 2 && labels.allSatisfy({ $0 == nil }):
            return (nil, { a, _, l throws in try extreme(a, less: true, l) })
        case ("max", _) where labels.count >= 2 && labels.allSatisfy({ $0 == nil }):
            return (nil, { a, _, l throws in try extreme(a, less: false, l) })
        case ("stride", ["from", "to", "by"]), ("stride", ["from", "through", "by"]):
            let through = labels[1] == "through"
            return (nil, { a, ctx, l throws in try strideArray(a, through: through, ctx, l) })
        case ("zip", [nil, nil]):
            return (
                nil,
                { a, ctx, l throws in
                    let x = try sequence(a[0], ctx, l)
                    let y = try sequence(a[1], ctx, l)
                    return .array(zip(x, y).map { .tuple([$0, $1], [nil, nil]) })
                }
            )
        case ("Array", [nil]): return (nil, { a, ctx, l throws in .array(try sequence(a[0], ctx, l)) })
        case ("Array", ["repeating", "count"]):
            return (
                nil,
                { a, ctx, l throws in
                    let n = try a[1].int(l)
                    guard n >= 0, n <= ctx.limits.maxArrayCount else {
                        throw Failure(l, "an array of more than \(ctx.limits.maxArrayCount) elements")
                    }
                    return .array(Array(repeating: a[0], count: n))
                }
            )
        case ("print", _), ("debugPrint", _), ("assert", _), ("precondition", _):
            // No I/O in the sandbox: printing and debug checks do nothing.
            return (nil, { _, _, _ in .void })
        case ("fatalError", _):
            return (nil, { a, _, l throws in
                throw Failure(l, "fatalError" + (a.first.map { ": " + Program.describe($0) } ?? ""))
            })
        default: return nil
        }
    }

    static func cornerStyle(_ a: [Value], _ i: Int, _ line: Int) throws -> RoundedCornerStyle {
        guard i < a.count else { return .continuous }
        if case .cornerStyle(let s) = a[i] { return s }
        throw Failure(line, "expected .circular or .continuous")
    }

    static func extreme(_ a: [Value], less: Bool, _ line: Int) throws -> Value {
        var best = a[0]
        guard let lt = binary("<") else { return best }
        for v in a.dropFirst() {
            let isLess = try lt(v, best, line).bool(line)
            let isGreater = try lt(best, v, line).bool(line)
            if less ? isLess : isGreater { best = v }
        }
        // Mixed literal and Double arguments compare as Doubles and the result is a Double.
        if a.contains(where: { if case .double = $0 { true } else { false } }), case .int(let i) = best {
            return .double(Double(i))
        }
        return best
    }

    static func strideArray(_ a: [Value], through: Bool, _ ctx: EvalContext, _ line: Int) throws -> Value {
        var out: [Value] = []
        let limit = ctx.limits.maxArrayCount
        if case .int(let x) = a[0], case .int(let y) = a[1], case .int(let s) = a[2] {
            guard s != 0 else { throw Failure(line, "stride by 0 never ends") }
            for i in through ? Array(stride(from: x, through: y, by: s).prefix(limit + 1)) : Array(stride(from: x, to: y, by: s).prefix(limit + 1)) {
                out.append(.int(i))
            }
        } else {
            let (x, y, s) = (try a[0].double(line), try a[1].double(line), try a[2].double(line))
            guard s != 0, s.isFinite else { throw Failure(line, "stride by \(s) never ends") }
            let values = through ? Array(stride(from: x, through: y, by: s).prefix(limit + 1)) : Array(stride(from: x, to: y, by: s).prefix(limit + 1))
            out = values.map { .double($0) }
        }
        guard out.count <= limit else { throw Failure(line, "an array of more than \(limit) elements") }
        return .array(out)
    }

    /// The elements of a sequence value: arrays, ranges, strides.
    static func sequence(_ v: Value, _ ctx: EvalContext, _ line: Int) throws -> [Value] {
        switch v {
        case .array(let items): return items
        case .intRange(let lo, let hi):
            let (n, overflow) = hi.subtractingReportingOverflow(lo)
            guard !overflow, n <= ctx.limits.maxArrayCount else {
                throw Failure(line, "an array of more than \(ctx.limits.maxArrayCount) elements")
            }
            return (lo..<hi).map { .int($0) }
        case .string(let s): return s.map { .string(String($0)) }
        default: throw Failure(line, "expected a sequence, found \(v.typeDescription)")
        }
    }

    static func format(_ a: [Value], _ ctx: EvalContext, _ line: Int) throws -> Value {
        let fmt = try a[0].string(line)
        guard fmt.utf8.count <= 256 else { throw Failure(line, "a format string longer than 256 characters") }
        var args: [any CVarArg] = []
        for v in a.dropFirst() {
            switch v {
            case .double(let d): args.append(d)
            case .int(let i): args.append(i)
            default: throw Failure(line, "String(format:) takes numbers, found \(v.typeDescription)")
            }
        }
        // Only numeric conversions: %s or %n would read memory the arguments do not describe.
        var i = fmt.makeIterator()
        var used = 0
        while let c = i.next() {
            guard c == "%" else { continue }
            var digits = 0
            while let s = i.next() {
                if s == "%" { break }
                digits = s.isNumber ? digits + 1 : 0
                // A width like %999999999f would make a huge string before any length check.
                if digits > 3 { throw Failure(line, "String(format:) widths above 999 are not read") }
                if "diouxXeEfFgGaAc".contains(s) {
                    used += 1
                    break
                }
                guard "0123456789.-+ #lhjzt'".contains(s) else {
                    throw Failure(line, "String(format:) does not read '%\(s)'")
                }
            }
        }
        guard used == args.count else { throw Failure(line, "String(format:) has \(used) conversions but \(args.count) arguments") }
        var buffer = [CChar](repeating: 0, count: 4096)
        let needed = withVaList(args) { vsnprintf(&buffer, buffer.count, fmt, $0) }
        guard needed >= 0, needed < buffer.count else { throw Failure(line, "String(format:) made too long a string") }
        let s = String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard s.utf8.count <= ctx.limits.maxStringLength else { throw Failure(line, "a string longer than the limit") }
        return .string(s)
    }
}
