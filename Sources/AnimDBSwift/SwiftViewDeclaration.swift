import AnimDBEngine

/// A plain SwiftUI `View` in a file (`struct LoginView: View { @State … var body: some View { … } }`), as
/// `add timeline --swift` pastes it: its `@State` values and its `body`, as source text for the view reader.
public struct SwiftViewDeclaration: Hashable, Sendable {
    /// One `@State` property: its name, its Swift type as written (nil when inferred), its initial value's text.
    public struct State: Hashable, Sendable {
        public let name: String
        public let swiftType: String?
        public let initialValue: String
        public let line: Int
    }

    public let name: String
    public let states: [State]
    /// What `body`'s braces hold, verbatim.
    public let body: String
    /// The line `body`'s text starts on, for messages.
    public let bodyLine: Int
    public let lines: ClosedRange<Int>
}

extension SwiftSourceFile {
    /// The file's plain `View` structs (not Animatable ones, which are types), in source order.
    /// - Throws: `SwiftSourceError` for a view whose `body` or a `@State` value animdb cannot take out of the text.
    public func views() throws(SwiftSourceError) -> [SwiftViewDeclaration] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [SwiftViewDeclaration] = []
        for s in program.structs.values.sorted(by: { $0.decl.loc.line < $1.decl.loc.line }) {
            guard s.inherits.contains("View"), Checker(program: program).kind(s) == nil else { continue }
            var states: [SwiftViewDeclaration.State] = []
            for f in s.fields where f.attributes.contains("State") {
                let text = lines[f.loc.line - 1]
                guard let equals = text.firstIndex(of: "=") else {
                    throw SwiftSourceError(
                        fileName: fileName, location: f.loc, message: "@State var \(f.name) needs an initial value")
                }
                var value = String(text[text.index(after: equals)...])
                if let comment = value.indices.first(where: { value[$0...].hasPrefix("//") }) {
                    value = String(value[..<comment])
                }
                states.append(
                    .init(
                        name: f.name, swiftType: f.type?.description,
                        initialValue: value.trimmingCharacters(in: " \t"), line: f.loc.line))
            }
            let range = s.decl.loc.line...max(s.decl.loc.line, s.decl.endLine)
            guard let (body, line) = Self.body(in: lines, range) else {
                throw SwiftSourceError(
                    fileName: fileName, location: s.decl.loc, message: "'\(s.name)' has no 'var body: some View { … }'")
            }
            out.append(
                SwiftViewDeclaration(name: s.name, states: states, body: body, bodyLine: line, lines: range))
        }
        return out
    }

    /// The text between `var body: some View {` and its matching `}`, skipping strings and comments, and the line
    /// it starts on.
    static func body(in lines: [String], _ range: ClosedRange<Int>) -> (String, Int)? {
        guard let start = range.first(where: { lines[$0 - 1].contains("var body: some View") }) else { return nil }
        let text = lines[(start - 1)..<min(lines.count, range.upperBound)].joined(separator: "\n")
        let scalars = Array(text.unicodeScalars)
        guard let open = scalars.firstIndex(of: "{") else { return nil }
        var depth = 0
        var i = open
        var inString = false
        while i < scalars.count {
            let c = scalars[i]
            if inString {
                if c == "\\" { i += 1 } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                while i < scalars.count, scalars[i] != "\n" { i += 1 }
                continue
            } else if c == "{" {
                depth += 1
            } else if c == "}" {
                depth -= 1
                if depth == 0 {
                    var inner = String.UnicodeScalarView()
                    inner.append(contentsOf: scalars[(open + 1)..<i])
                    return (String(inner), start)
                }
            }
            i += 1
        }
        return nil
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
