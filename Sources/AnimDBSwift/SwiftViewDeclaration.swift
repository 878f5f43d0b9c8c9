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
                let value = Self.strippingLineComments(String(text[text.index(after: equals)...]))
                states.append(
                    .init(
                        name: f.name, swiftType: f.type?.description,
                        initialValue: value.trimmingWhitespaceAndNewlines(), line: f.loc.line))
            }
            let range = s.decl.loc.line...max(s.decl.loc.line, s.decl.endLine)
            guard let braces = s.decl.properties.first(where: { $0.name == "body" })?.braces else {
                throw SwiftSourceError(
                    fileName: fileName, location: s.decl.loc, message: "'\(s.name)' has no 'var body: some View { … }'")
            }
            out.append(
                SwiftViewDeclaration(
                    name: s.name, states: states, body: Self.text(inside: braces, of: lines),
                    bodyLine: braces.open.line,
                    lines: range))
        }
        return out
    }

    /// `text` without `// …` comments (outside string literals), line by line, each line ending in a line break.
    public static func strippingLineComments(_ text: String) -> String {
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

    /// What a pair of braces the parser matched holds, verbatim (columns count characters, as the lexer's do).
    static func text(inside braces: (open: SourceLocation, close: SourceLocation), of lines: [String]) -> String {
        func offset(_ l: SourceLocation) -> (line: Int, index: String.Index) {
            let line = lines[l.line - 1]
            return (l.line - 1, line.index(line.startIndex, offsetBy: l.column - 1))
        }
        let (first, open) = offset(braces.open)
        let (last, close) = offset(braces.close)
        if first == last { return String(lines[first][lines[first].index(after: open)..<close]) }
        return
            ([String(lines[first][lines[first].index(after: open)...])] + lines[(first + 1)..<last]
            + [String(lines[last][..<close])]).joined(separator: "\n")
    }
}
