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
        /// The labelled trailing closures after it (`} animation: { … }`), each body without its braces.
        var labelledClosures: [Argument] = []

        /// The body of the labelled trailing closure `label`, if written.
        func closure(labelled label: String) -> String? { labelledClosures.first { $0.label == label }?.text }
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
                // Swift's multiple trailing closures: `} animation: { … }`, on the same line or the next.
                while let (label, body, end) = labelledClosure(from: index) {
                    call.labelledClosures.append(Argument(label: label, text: body))
                    index = end
                }
            }
            return call
        }

        /// `label: { body }` starting at `start` after white space, with the index after its `}`; nil when the text
        /// there is not one.
        func labelledClosure(from start: Int) -> (label: String, body: String, end: Int)? {
            var probe = start
            while probe < scalars.count, scalars[probe].properties.isWhitespace { probe += 1 }
            let labelStart = probe
            while probe < scalars.count,
                scalars[probe] == "_" || scalars[probe].properties.isAlphabetic
                    || (probe > labelStart && ("0"..."9").contains(scalars[probe]))
            {
                probe += 1
            }
            guard probe > labelStart, probe < scalars.count, scalars[probe] == ":" else { return nil }
            let label = String(String.UnicodeScalarView(scalars[labelStart..<probe]))
            probe += 1
            while probe < scalars.count, scalars[probe].properties.isWhitespace { probe += 1 }
            guard probe < scalars.count, scalars[probe] == "{",
                let close = ExpressionText.closingIndex(in: scalars, from: probe)
            else { return nil }
            return (label, String(String.UnicodeScalarView(scalars[(probe + 1)..<(close - 1)])), close)
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
