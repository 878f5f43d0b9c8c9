import AnimDBEngine
import AnimDBModel
import AnimDBSwift
import AnimDBSyntax

/// What a user does to a pasted view (`add timeline --swift … --event`): the view appears, a button is tapped, a
/// binding is set, a text field is submitted.
public enum ViewEvent: Hashable, Sendable, CustomStringConvertible {
    /// At 0: every `.onAppear { … }` of the body runs.
    case appear
    /// `tap "TITLE" at T`: the action of `Button("TITLE")` runs.
    case tap(title: String, at: Double)
    /// `tap KEY at T`: the `.onTapGesture { … }` chained on the view `KEY(…)` (a type's name) runs.
    case tapView(key: String, at: Double)
    /// `set NAME = VALUE at T`: what a Slider, Toggle or TextField's binding does; `.onChange(of: NAME)` runs.
    case set(state: String, value: String, at: Double)
    /// `submit "PLACEHOLDER" at T`: the `onCommit:` or `.onSubmit` of `TextField("PLACEHOLDER", …)` runs.
    case submit(placeholder: String, at: Double)

    public var time: Double {
        switch self {
        case .appear: 0
        case .tap(_, let t), .tapView(_, let t), .set(_, _, let t), .submit(_, let t): t
        }
    }

    public var description: String {
        switch self {
        case .appear: "appear"
        case .tap(let title, let t): "tap \(ExpressionText.stringLiteral(title)) at \(t)"
        case .tapView(let key, let t): "tap \(key) at \(t)"
        case .set(let name, let value, let t): "set \(name) = \(value) at \(t)"
        case .submit(let placeholder, let t): "submit \(ExpressionText.stringLiteral(placeholder)) at \(t)"
        }
    }

    /// `appear`, `tap "Shake!" at 0.5`, `set sides = 6 at 1`, `submit "username" at 2`.
    public init(parsing text: String) throws(ViewSyntax.Failure) {
        let t = text.trimmingWhitespace()
        if t == "appear" {
            self = .appear
            return
        }
        func fail() -> ViewSyntax.Failure {
            ViewSyntax.Failure(
                description:
                    "--event '\(text)' must be appear, tap \"TITLE\" at T, tap KEY at T, set NAME = VALUE at T or submit \"PLACEHOLDER\" at T"
            )
        }
        guard let at = t.ranges(of: " at ").last, let time = Double(t[at.upperBound...].trimmingWhitespace()),
            time >= 0,
            time.isFinite
        else { throw fail() }
        let head = t[..<at.lowerBound].trimmingWhitespace()
        func quoted(_ s: Substring) -> String? {
            let s = s.trimmingWhitespace()
            guard s.count >= 2, s.hasPrefix("\""), s.hasSuffix("\"") else { return nil }
            return String(s.dropFirst().dropLast())
        }
        if head.hasPrefix("tap "), let title = quoted(head.dropFirst(4)) {
            self = .tap(title: title, at: time)
        } else if head.hasPrefix("tap "), NameRules.isIdentifier(head.dropFirst(4).trimmingWhitespace()) {
            self = .tapView(key: head.dropFirst(4).trimmingWhitespace(), at: time)
        } else if head.hasPrefix("submit "), let placeholder = quoted(head.dropFirst(7)) {
            self = .submit(placeholder: placeholder, at: time)
        } else if head.hasPrefix("set "), let equals = head.firstIndex(of: "=") {
            let name = head[head.index(head.startIndex, offsetBy: 4)..<equals].trimmingWhitespace()
            let value = head[head.index(after: equals)...].trimmingWhitespace()
            guard NameRules.isIdentifier(name), !value.isEmpty else { throw fail() }
            self = .set(state: name, value: value, at: time)
        } else {
            throw fail()
        }
    }
}

/// A SwiftUI `View` pasted from Swift source, read into what a timeline stores: its states, its body for the view
/// reader, and its actions run by a script of events into transactions (`--change` text), as SwiftUI would run them.
///
/// Actions are interpreted, not guessed: assignments (`=`, `+=`, `-=`), `toggle()`, `withAnimation(…) { … }`,
/// `DispatchQueue.main.asyncAfter(deadline: .now() + d) { … }` (at the event's time plus d) and `if` on the states'
/// values at that moment (the model values every earlier transaction left, as SwiftUI's state holds them). Anything
/// else is one line naming the statement.
public struct PastedView: Sendable {
    public let declaration: SwiftViewDeclaration

    public init(_ declaration: SwiftViewDeclaration) { self.declaration = declaration }

    /// The `@State` values as a timeline declares them (`NAME: TYPE = VALUE`).
    public var stateTexts: [String] {
        declaration.states.map { s in
            s.swiftType.map { "\(s.name): \($0) = \(s.initialValue)" } ?? "\(s.name) = \(s.initialValue)"
        }
    }

    /// The transactions `events` make, in time order, as `--change` text (`withAnimation(.easeOut(duration: 0.6)) {
    /// shakeProgress = 1 } at 0.5`).
    /// - Parameter states: the view's states as the timeline read them (name, type, initial value).
    /// - Parameter seed: seeds `Double.random(in:)` in the actions, so the same script gives the same values.
    public func transactions(
        for events: [ViewEvent], states: [(name: String, type: ParameterType, value: ParameterValue)], seed: UInt64 = 0
    ) throws(ViewSyntax.Failure) -> [String] {
        var run = ScriptRun(
            states: Dictionary(uniqueKeysWithValues: states.map { ($0.name, ($0.type, $0.value)) }),
            random: SwiftRandom(seed: seed))
        let body = declaration.body
        for event in events.sorted(by: { $0.time < $1.time }) {
            switch event {
            case .appear:
                for action in Self.closures(after: ".onAppear", in: body) {
                    try run.statements(action, at: 0, "onAppear")
                }
            case .tap(let title, let t):
                guard let action = Self.buttonAction(title, in: body) else {
                    throw ViewSyntax.Failure(
                        description: "'\(declaration.name)' has no Button(\"\(title)\") with an action animdb reads")
                }
                try run.statements(action, at: t, "Button(\"\(title)\")")
            case .tapView(let key, let t):
                guard let start = body.firstRange(of: key + "("),
                    let gesture = body[start.upperBound...].firstRange(of: ".onTapGesture"),
                    let (action, _) = Self.firstBlock(in: body[gesture.upperBound...])
                else {
                    throw ViewSyntax.Failure(
                        description: "'\(declaration.name)' has no \(key)(…) with an .onTapGesture")
                }
                try run.statements(String(action), at: t, "\(key).onTapGesture")
            case .set(let name, let value, let t):
                try run.statements("\(name) = \(value)", at: t, "set \(name)")
                for action in Self.closures(after: ".onChange(of: \(name))", in: body) {
                    try run.statements(Self.droppingParameters(action), at: t, "onChange(of: \(name))")
                }
            case .submit(let placeholder, let t):
                guard let action = Self.submitAction(placeholder, in: body) else {
                    throw ViewSyntax.Failure(
                        description:
                            "'\(declaration.name)' has no TextField(\"\(placeholder)\") with onCommit: or .onSubmit")
                }
                try run.statements(action, at: t, "TextField(\"\(placeholder)\")")
            }
        }
        return run.out.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
            \.element.text)
    }

    // MARK: Finding actions in the body's text

    /// The closures that follow each `marker` (`.onAppear {`, `.onAppear(perform: {`), in order.
    static func closures(after marker: String, in text: String) -> [String] {
        var out: [String] = []
        var rest = Substring(text)
        while let found = rest.firstRange(of: marker) {
            rest = rest[found.upperBound...]
            if let (closure, end) = firstBlock(in: rest) {
                out.append(String(closure))
                rest = rest[end...]
            }
        }
        return out
    }

    /// The action of `Button("TITLE") { … }`, `Button("TITLE", action: { … })` or `Button(action: { … }) {
    /// Text("TITLE") }`.
    static func buttonAction(_ title: String, in text: String) -> String? {
        let literal = ExpressionText.stringLiteral(title)
        if let found = text.firstRange(of: "Button(\(literal)") {
            let rest = text[found.upperBound...]
            return firstBlock(in: rest).map { String($0.0) }
        }
        var rest = Substring(text)
        while let found = rest.firstRange(of: "Button(action:") {
            rest = rest[found.upperBound...]
            guard let (action, end) = firstBlock(in: rest), let (label, _) = firstBlock(in: rest[end...]) else { break }
            if label.contains("Text(\(literal))") { return String(action) }
        }
        return nil
    }

    /// The `onCommit:` closure of `TextField("PLACEHOLDER", …)`, or the `.onSubmit { … }` chained on it.
    static func submitAction(_ placeholder: String, in text: String) -> String? {
        guard let found = text.firstRange(of: "TextField(\(ExpressionText.stringLiteral(placeholder))") else {
            return nil
        }
        let rest = text[found.upperBound...]
        let end = rest.firstRange(of: "TextField(")?.lowerBound ?? rest.endIndex
        let field = rest[..<end]
        if let commit = field.firstRange(of: "onCommit:") {
            return firstBlock(in: field[commit.upperBound...]).map { String($0.0) }
        }
        if let submit = field.firstRange(of: ".onSubmit") {
            return firstBlock(in: field[submit.upperBound...]).map { String($0.0) }
        }
        return nil
    }

    /// `oldValue, newValue in …` → `…`.
    static func droppingParameters(_ closure: String) -> String {
        guard let range = closure.firstRange(of: " in\n") ?? closure.firstRange(of: " in ") else { return closure }
        let head = closure[..<range.lowerBound].trimmingWhitespace()
        return head.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "," || $0 == " " })
            ? String(closure[range.upperBound...]) : closure
    }

    /// The first `{ … }` in `text`: its inside and the index after its `}` (strings skipped).
    static func firstBlock(in text: Substring) -> (Substring, String.Index)? {
        guard let open = text.firstIndex(of: "{") else { return nil }
        var depth = 0
        var inString = false
        var i = open
        while i < text.endIndex {
            let c = text[i]
            if inString {
                if c == "\\" { i = text.index(after: i) } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "{" {
                depth += 1
            } else if c == "}" {
                depth -= 1
                if depth == 0 { return (text[text.index(after: open)..<i], text.index(after: i)) }
            }
            i = text.index(after: i)
        }
        return nil
    }
}

/// The model values of a view's states as its actions run, and the transactions they make.
struct ScriptRun {
    var states: [String: (type: ParameterType, value: ParameterValue)]
    var random: SwiftRandom
    var out: [(time: Double, text: String)] = []

    /// Runs an action's statements at `time`; `origin` names the action in messages.
    mutating func statements(_ text: String, at time: Double, _ origin: String) throws(ViewSyntax.Failure) {
        for statement in TreeReader.split(Self.strippingComments(text)) {
            try self.statement(statement, at: time, origin)
        }
    }

    private mutating func statement(_ s: String, at time: Double, _ origin: String) throws(ViewSyntax.Failure) {
        func refuse(_ why: String = "") -> ViewSyntax.Failure {
            ViewSyntax.Failure(description: "\(origin): animdb does not read '\(s.prefix(60))'\(why)")
        }
        if s.hasPrefix("withAnimation") {
            guard let (inside, end) = PastedView.firstBlock(in: Substring(s)),
                s[end...].trimmingWhitespace().isEmpty
            else { throw refuse(" (a completion is not read yet)") }
            let header = s[..<s.firstIndex(of: "{")!].trimmingWhitespace()
            var assignments: [String] = []
            for inner in TreeReader.split(Self.strippingComments(String(inside))) {
                assignments.append(try assignment(inner, origin))
            }
            // An empty withAnimation changes nothing (the article's Slider lets its binding change the value).
            guard !assignments.isEmpty else { return }
            out.append((time, "\(header) { \(assignments.joined(separator: "; ")) } at \(Self.number(time))"))
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

    /// `text` without `// …` comments (outside strings).
    static func strippingComments(_ text: String) -> String {
        var out = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var inString = false
            var previous: Character = " "
            var cut = line.endIndex
            for i in line.indices {
                let c = line[i]
                if c == "\"" && previous != "\\" { inString.toggle() }
                if !inString, c == "/", previous == "/" {
                    cut = line.index(before: i)
                    break
                }
                previous = c
            }
            out += line[..<cut] + "\n"
        }
        return out
    }
}
