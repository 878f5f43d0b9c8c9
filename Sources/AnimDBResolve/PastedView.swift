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

    /// The first `{ … }` in `text`: its inside and the index after its `}`, matched by `ExpressionText` (the one
    /// bracket matcher, which skips string literals).
    static func firstBlock(in text: Substring) -> (Substring, String.Index)? {
        let scalars = text.unicodeScalars
        guard let open = scalars.firstIndex(of: "{"),
            let end = ExpressionText.closingIndex(in: Array(scalars[open...]), from: 0)
        else { return nil }
        let close = scalars.index(open, offsetBy: end - 1)
        return (text[scalars.index(after: open)..<close], scalars.index(after: close))
    }

    /// `body` with each `initialValue: Name()` of a struct the file declares written out with its members' initial
    /// values (`initialValue: AnimationValues(scale: 1.0, verticalOffset: 0.0)`), as a keyframe animator's value is
    /// read: the view reader knows no types but the catalog's, and Swift's memberwise defaults are the file's.
    public static func resolvingValueStructs(_ body: String, in file: SwiftSourceFile) -> String {
        var result = body
        var searched = result.startIndex
        while let label = result[searched...].firstRange(of: "initialValue:") {
            var name = result[label.upperBound...].drop { $0 == " " }
            let start = name.startIndex
            name = name.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
            let typeName = String(name)
            let after = result[name.endIndex...]
            searched = label.upperBound
            guard !typeName.isEmpty, after.hasPrefix("()"), let members = file.members(ofStruct: typeName) else {
                continue
            }
            var written: [String] = []
            for (member, value) in members {
                guard let value, let number = value.numericValue else { break }
                written.append("\(member): \(number)")
            }
            guard written.count == members.count, !written.isEmpty else { continue }
            let call = "\(typeName)(\(written.joined(separator: ", ")))"
            // By offsets: the string's indices do not survive the replacement.
            let offset = result.distance(from: result.startIndex, to: start)
            result.replaceSubrange(start..<result.index(name.endIndex, offsetBy: 2), with: call)
            searched = result.index(result.startIndex, offsetBy: offset + call.count)
        }
        return result
    }
}
