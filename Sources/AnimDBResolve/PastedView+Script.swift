import AnimDBEngine
import AnimDBModel
import AnimDBSwift
import AnimDBSyntax

/// The model values of a view's states as its actions run, and the transactions they make.
struct ScriptRun {
    var states: [String: (type: ParameterType, value: ParameterValue)]
    var random: SwiftRandom
    var out: [(time: Double, text: String)] = []

    /// Runs an action's statements at `time`; `origin` names the action in messages.
    mutating func statements(_ text: String, at time: Double, _ origin: String) throws(ViewSyntax.Failure) {
        for statement in TreeReader.split(SwiftSourceFile.strippingLineComments(text)) {
            try self.statement(statement, at: time, origin)
        }
    }

    private mutating func statement(_ s: String, at time: Double, _ origin: String) throws(ViewSyntax.Failure) {
        func refuse(_ why: String = "") -> ViewSyntax.Failure {
            ViewSyntax.Failure(description: "\(origin): animdb does not read '\(s.prefix(60))'\(why)")
        }
        if s.hasPrefix("withAnimation") {
            guard let block = try animationBlock(Substring(s), origin) else { return }
            out.append((time, "\(block) at \(Self.number(time))"))
            return
        }
        if s.hasPrefix("DispatchQueue.main.asyncAfter(deadline: .now() + ") {
            let rest = s.dropFirst("DispatchQueue.main.asyncAfter(deadline: .now() + ".count)
            guard let close = rest.firstIndex(of: ")"), let delay = Double(rest[..<close].trimmingWhitespace()),
                delay >= 0,
                let (inside, _) = PastedView.firstBlock(in: rest[close...])
            else { throw refuse() }
            try statements(String(inside), at: time + delay, origin)
            return
        }
        if s.hasPrefix("if ") {
            guard let open = s.firstIndex(of: "{"), let (then, end) = PastedView.firstBlock(in: Substring(s)) else {
                throw refuse()
            }
            let condition = s[s.index(s.startIndex, offsetBy: 3)..<open].trimmingWhitespace()
            var otherwise: Substring?
            let tail = s[end...].trimmingWhitespace()
            if tail.hasPrefix("else") {
                guard let (block, _) = PastedView.firstBlock(in: Substring(tail)) else { throw refuse() }
                otherwise = block
            } else if !tail.isEmpty {
                throw refuse()
            }
            if try holds(condition, origin) {
                try statements(String(then), at: time, origin)
            } else if let otherwise {
                try statements(String(otherwise), at: time, origin)
            }
            return
        }
        out.append((time, "\(try assignment(s, origin)) at \(Self.number(time))"))
    }

    /// `withAnimation(…) { assignments }`, with its `completion: { … }` (assignments or one such block) as the
    /// transaction syntax writes it, the model updated by both (the completion's before any later event's, as it
    /// usually runs first); nil for an empty block, which changes nothing (the article's Slider lets its binding
    /// change the value).
    private mutating func animationBlock(_ s: Substring, _ origin: String) throws(ViewSyntax.Failure) -> String? {
        func refuse() -> ViewSyntax.Failure {
            ViewSyntax.Failure(description: "\(origin): animdb does not read '\(s.prefix(60))'")
        }
        guard let (inside, end) = PastedView.firstBlock(in: s) else { throw refuse() }
        let header = s[..<s.firstIndex(of: "{")!].trimmingWhitespace()
        var assignments: [String] = []
        for inner in TreeReader.split(SwiftSourceFile.strippingLineComments(String(inside))) {
            assignments.append(try assignment(inner, origin))
        }
        let tail = s[end...].trimmingWhitespaceAndNewlines()
        guard !tail.isEmpty else {
            return assignments.isEmpty ? nil : "\(header) { \(assignments.joined(separator: "; ")) }"
        }
        guard tail.hasPrefix("completion:"), let (closure, after) = PastedView.firstBlock(in: Substring(tail)),
            tail[after...].trimmingWhitespace().isEmpty, !assignments.isEmpty
        else { throw refuse() }
        let body = SwiftSourceFile.strippingLineComments(String(closure)).trimmingWhitespaceAndNewlines()
        let then: String
        if body.hasPrefix("withAnimation") {
            guard let nested = try animationBlock(Substring(body), origin) else { throw refuse() }
            then = nested
        } else {
            var inner: [String] = []
            for statement in TreeReader.split(body) { inner.append(try assignment(statement, origin)) }
            guard !inner.isEmpty else { throw refuse() }
            then = inner.joined(separator: "; ")
        }
        return "\(header) { \(assignments.joined(separator: "; ")) } completion: { \(then) }"
    }

    /// One assignment as a transaction statement, the model updated: `x = 1`, `x += 2`, `show.toggle()`.
    private mutating func assignment(_ s: String, _ origin: String) throws(ViewSyntax.Failure) -> String {
        func refuse() -> ViewSyntax.Failure {
            ViewSyntax.Failure(description: "\(origin): animdb does not read '\(s.prefix(60))'")
        }
        if s.hasSuffix(".toggle()") {
            let name = String(s.dropLast(".toggle()".count))
            guard case .bool(let now)? = states[name]?.value else { throw refuse() }
            states[name]!.value = .bool(!now)
            return "\(name) = \(!now)"
        }
        for op in ["+=", "-=", "="] {
            guard let range = s.firstRange(of: " \(op) ") else { continue }
            let name = s[..<range.lowerBound].trimmingWhitespace()
            let value = try drawingRandomValues(s[range.upperBound...].trimmingWhitespace(), origin)
            guard NameRules.isIdentifier(name), let state = states[name] else { throw refuse() }
            // `cond ? a : b` on the states now, as Swift evaluates it when the action runs.
            if let choice = try choose(value, origin) { return try assignment("\(name) \(op) \(choice)", origin) }
            // The model follows literal values; an expression leaves it unknown to later conditions.
            if let v = try? StoredText.stateValue(value, type: state.type) {
                switch (op, state.value, v) {
                case ("=", _, _): states[name]!.value = v
                case ("+=", .double(let a), .double(let b)): states[name]!.value = .double(a + b)
                case ("-=", .double(let a), .double(let b)): states[name]!.value = .double(a - b)
                case ("+=", .int(let a), .int(let b)): states[name]!.value = .int(a + b)
                case ("-=", .int(let a), .int(let b)): states[name]!.value = .int(a - b)
                default: break
                }
            }
            return "\(name) \(op) \(value)"
        }
        throw refuse()
    }

    /// `value` with each `Double.random(in: A...B)` (or `CGFloat.`) replaced by the number the seeded generator
    /// draws, in the order they are written.
    private mutating func drawingRandomValues(_ value: String, _ origin: String) throws(ViewSyntax.Failure) -> String {
        var text = Substring(value)
        var out = ""
        while let found = text.firstRange(of: ".random(in: ") {
            let typeStart =
                text[..<found.lowerBound].lastIndex { !($0.isLetter || $0.isNumber) }.map { text.index(after: $0) }
                ?? text.startIndex
            guard ["Double", "CGFloat"].contains(String(text[typeStart..<found.lowerBound])),
                let close = text[found.upperBound...].firstIndex(of: ")")
            else {
                throw ViewSyntax.Failure(
                    description: "\(origin): animdb reads Double.random(in: A...B) with literal bounds")
            }
            let bounds = text[found.upperBound..<close].split(separator: "...", omittingEmptySubsequences: false)
            guard bounds.count == 2, let lo = Double(bounds[0].trimmingWhitespace()),
                let hi = Double(bounds[1].trimmingWhitespace()), hi >= lo
            else {
                throw ViewSyntax.Failure(
                    description: "\(origin): animdb reads Double.random(in: A...B) with literal bounds")
            }
            out += text[..<typeStart] + Self.number(lo + (hi - lo) * random.unit())
            text = text[text.index(after: close)...]
        }
        return out + text
    }

    /// The branch of a top-level `cond ? a : b` the states' values now choose, or nil for another expression.
    private func choose(_ value: String, _ origin: String) throws(ViewSyntax.Failure) -> String? {
        guard let question = value.firstRange(of: " ? "),
            let colon = value[question.upperBound...].firstRange(of: " : ")
        else { return nil }
        let condition = value[..<question.lowerBound].trimmingWhitespace()
        let chosen =
            try holds(condition, origin) ? value[question.upperBound..<colon.lowerBound] : value[colon.upperBound...]
        return chosen.trimmingWhitespace()
    }

    /// `show`, `!show`, `name != "DevTechie"`, `count >= 3`: on the model values now.
    private func holds(_ condition: String, _ origin: String) throws(ViewSyntax.Failure) -> Bool {
        func refuse() -> ViewSyntax.Failure {
            ViewSyntax.Failure(description: "\(origin): animdb does not read the condition '\(condition)'")
        }
        if let state = states[condition], case .bool(let b) = state.value { return b }
        if condition.hasPrefix("!"), let state = states[String(condition.dropFirst())], case .bool(let b) = state.value
        {
            return !b
        }
        for op in ["==", "!=", "<=", ">=", "<", ">"] {
            guard let range = condition.firstRange(of: " \(op) ") else { continue }
            let name = condition[..<range.lowerBound].trimmingWhitespace()
            guard let state = states[name],
                let value = try? StoredText.stateValue(String(condition[range.upperBound...]), type: state.type)
            else { throw refuse() }
            switch (state.value, value) {
            case (.double(let a), .double(let b)): return Self.compare(a, b, op)
            case (.int(let a), .int(let b)): return Self.compare(Double(a), Double(b), op)
            case (.string(let a), .string(let b)) where op == "==" || op == "!=": return (a == b) == (op == "==")
            case (.bool(let a), .bool(let b)) where op == "==" || op == "!=": return (a == b) == (op == "==")
            default: throw refuse()
            }
        }
        throw refuse()
    }

    private static func compare(_ a: Double, _ b: Double, _ op: String) -> Bool {
        switch op {
        case "==": a == b
        case "!=": a != b
        case "<": a < b
        case "<=": a <= b
        case ">": a > b
        default: a >= b
        }
    }

    static func number(_ t: Double) -> String { JSONValue.canonicalNumber(t) }
}
