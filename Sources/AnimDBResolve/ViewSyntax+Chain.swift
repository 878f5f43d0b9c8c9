import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A SwiftUI expression's call chain, `Head(args).a(args).b`, read just far enough to split calls and labelled
/// arguments; argument text is kept verbatim (strings, nesting and all) for the expression parser.
struct Chain {
    struct Argument: Equatable {
        var label: String?
        var text: String
    }

    struct Call: Equatable {
        var name: String
        /// nil when the name is not called (`login-shake`, `.bold`).
        var arguments: [Argument]?
        /// The body of a trailing closure (`VStack { … }`, `.overlay { … }`, `Button("Go") { … }`), without its braces.
        var closure: String? = nil
    }

    /// The leading name (`Text(…)`, `login-shake`), or nil when the text starts with `.`.
    var head: Call?
    var calls: [Call] = []

    init(_ text: String) throws(ViewSyntax.Failure) {
        var reader = Reader(Array(text.unicodeScalars))
        reader.skipSpace()
        if !reader.at(".") {
            head = try reader.call(allowingNames: true, in: text)
        }
        reader.skipSpace()
        while !reader.isAtEnd {
            guard reader.at(".") else {
                throw ViewSyntax.Failure(description: "'\(text)': expected '.modifier(…)' at column \(reader.column)")
            }
            reader.advance()
            calls.append(try reader.call(allowingNames: false, in: text))
            reader.skipSpace()
        }
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var isAtEnd: Bool { index >= scalars.count }
        var column: Int { index + 1 }

        func at(_ scalar: Unicode.Scalar) -> Bool { !isAtEnd && scalars[index] == scalar }

        mutating func advance() { index += 1 }

        mutating func skipSpace() {
            while !isAtEnd, scalars[index].properties.isWhitespace { index += 1 }
        }

        /// `name` or `name(arguments)`. Head names may be preset names (`login-shake`, `card.v2`).
        mutating func call(allowingNames: Bool, in text: String) throws(ViewSyntax.Failure) -> Call {
            let start = index
            while !isAtEnd {
                let scalar = scalars[index]
                let isName =
                    scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || (allowingNames && (scalar == "-" || scalar == "."))
                guard isName else { break }
                index += 1
            }
            // A head preset name may end with '.' only as part of the name, never before a call.
            var end = index
            if allowingNames, at("(") == false {
                while end > start, scalars[end - 1] == "." { end -= 1 }
                index = end
            }
            guard end > start else {
                throw ViewSyntax.Failure(description: "'\(text)': expected a name at column \(start + 1)")
            }
            let name = String(String.UnicodeScalarView(scalars[start..<end]))
            skipSpace()
            var call = Call(name: name.trimmingWhitespace(), arguments: nil)
            if at("(") {
                guard let close = ExpressionText.closingIndex(in: scalars, from: index),
                    let pieces = ExpressionText.split(
                        String(String.UnicodeScalarView(scalars[(index + 1)..<(close - 1)])), at: ",")
                else {
                    throw ViewSyntax.Failure(description: "'\(text)': '(' at column \(index + 1) is never closed")
                }
                index = close
                call.arguments = pieces.map(Self.argument)
            }
            // A trailing closure starts on the same line: `VStack(spacing: 32) {`, `.overlay {`, `Button("Go") {`.
            var probe = index
            while probe < scalars.count, scalars[probe] == " " || scalars[probe] == "\t" { probe += 1 }
            if probe < scalars.count, scalars[probe] == "{" {
                guard let close = ExpressionText.closingIndex(in: scalars, from: probe) else {
                    throw ViewSyntax.Failure(description: "'\(text)': '{' at column \(probe + 1) is never closed")
                }
                call.closure = String(String.UnicodeScalarView(scalars[(probe + 1)..<(close - 1)]))
                index = close
            }
            return call
        }

        /// `label: text` or `text`.
        static func argument(_ raw: String) -> Argument {
            let trimmed = raw.trimmingWhitespaceAndNewlines()
            var label = ""
            for scalar in trimmed.unicodeScalars {
                if scalar == "_" || scalar.properties.isAlphabetic || (!label.isEmpty && ("0"..."9").contains(scalar)) {
                    label.unicodeScalars.append(scalar)
                } else {
                    break
                }
            }
            let rest = trimmed.dropFirst(label.count).drop { $0 == " " }
            if !label.isEmpty, rest.first == ":" {
                return Argument(
                    label: label, text: rest.dropFirst().trimmingWhitespaceAndNewlines())
            }
            return Argument(label: nil, text: trimmed)
        }
    }
}
