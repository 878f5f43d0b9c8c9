import AnimDBEngine
import AnimDBGeometry

extension Program {
    /// `for` over ranges, `stride` (Swift's own, so floating-point steps round exactly as compiled Swift does),
    /// arrays, `enumerated()`, `zip` and `indices`.
    func compileFor(
        _ pattern: Pattern, _ sequence: Expr, _ whereClause: Expr?, _ body: [Stmt], _ scope: Scope, _ line: Int
    ) throws(SwiftSourceError) -> StmtCode {
        scope.push()
        defer { scope.pop() }
        var strideArgs: (from: Code, to: Code, by: Code, through: Bool)?
        if case .call(let callee, let args) = sequence.kind, case .identifier("stride") = callee.kind, args.count == 3,
            args[0].label == "from", args[1].label == "to" || args[1].label == "through", args[2].label == "by"
        {
            strideArgs = (
                try compile(args[0].value, scope, hint: nil), try compile(args[1].value, scope, hint: nil),
                try compile(args[2].value, scope, hint: nil), args[1].label == "through"
            )
        }
        let sequenceCode = strideArgs == nil ? try compile(sequence, scope, hint: nil) : nil
        var bindSlot: Int?
        var matcher: Matcher?
        switch pattern {
        case .binding(let name): bindSlot = scope.declare(name, typeName: nil)
        case .wildcard: break
        default: matcher = try compilePattern(pattern, scope)
        }
        let test = try whereClause.map { w throws(SwiftSourceError) in try compile(w, scope, hint: "Bool") }
        let bodyCode = try compileBlock(body, scope)
        let slot = bindSlot
        let bind = matcher
        // Runs one iteration; returns whether the loop should stop, and the flow to return.
        let iterate: (Frame, Value) throws -> Flow? = { frame, v throws in
            try frame.ctx.step(line)
            if let slot { frame.slots[slot] = v } else if let bind { _ = try bind(v, frame) }
            if let test, !(try test(frame).bool(line)) { return nil }
            switch try bodyCode(frame) {
            case .breakLoop: return .normal
            case .returned: return .returned
            default: return nil
            }
        }
        if let strideArgs {
            return { frame throws in
                let from = try strideArgs.from(frame)
                let to = try strideArgs.to(frame)
                let by = try strideArgs.by(frame)
                if case .int(let a) = from, case .int(let b) = to, case .int(let c) = by {
                    guard c != 0 else { throw Failure(line, "stride by 0 never ends") }
                    if strideArgs.through {
                        for i in stride(from: a, through: b, by: c) { if let f = try iterate(frame, .int(i)) { return f } }
                    } else {
                        for i in stride(from: a, to: b, by: c) { if let f = try iterate(frame, .int(i)) { return f } }
                    }
                    return .normal
                }
                let (a, b, c) = (try from.double(line), try to.double(line), try by.double(line))
                guard c != 0, c.isFinite, a.isFinite else { throw Failure(line, "stride by \(c) never ends") }
                if strideArgs.through {
                    for x in stride(from: a, through: b, by: c) { if let f = try iterate(frame, .double(x)) { return f } }
                } else {
                    for x in stride(from: a, to: b, by: c) { if let f = try iterate(frame, .double(x)) { return f } }
                }
                return .normal
            }
        }
        let seq = sequenceCode!
        return { frame throws in
            switch try seq(frame) {
            case .intRange(let lo, let hi):
                var i = lo
                while i < hi {
                    if let f = try iterate(frame, .int(i)) { return f }
                    i += 1
                }
            case .array(let items):
                for item in items { if let f = try iterate(frame, item) { return f } }
            case .string(let s):
                for ch in s { if let f = try iterate(frame, .string(String(ch))) { return f } }
            case let other:
                throw Failure(line, "cannot loop over \(other.typeDescription)")
            }
            return .normal
        }
    }
}
