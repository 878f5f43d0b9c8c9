import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A `Text` prepared for layout: its paragraphs split into words with their advances (`TextMetrics`' Helvetica
/// widths, in thousandths of an em, which add up exactly), so wrapping to a width is arithmetic.
///
/// Wrapping follows Core Text as SwiftUI uses it (`NSAttributedString.boundingRect` with the proposed width and
/// height, OpenSwiftUI `Text+StringDrawingContext.swift` lines 150–238): a nil or infinite width never wraps; a line
/// breaks before the word that would overflow it, its spaces hanging past its end; a word wider than the line alone
/// breaks between characters (at least one character per line, so a width of 0 stacks the characters). When the
/// proposed height holds fewer lines than the text needs, the last line that fits (always at least one) shows as
/// much of the rest of its paragraph as fits followed by "…". `lineLimit` caps the lines the same way.
struct PreparedText: Sendable {
    struct Token: Sendable {
        /// The word's scalars in its paragraph (leading spaces included for a paragraph's first word).
        var start: Int32
        var end: Int32
        var units: Int32
        /// The spaces after the word, which hang at a line's end.
        var spaceUnits: Int32
    }

    struct Paragraph: Sendable {
        var scalars: [Unicode.Scalar]
        var scalarUnits: [Int32]
        var tokens: [Token]
    }

    var content: TextContent
    var paragraphs: [Paragraph]
    var lineHeight: Double
    var ellipsisUnits: Int32
    var maxLines: Int
    /// The font's size and how much wider than regular it measures, looked up once.
    var fontSize: Double
    var boldFactor: Double

    init(_ content: TextContent) {
        self.content = content
        lineHeight = content.font.lineHeight
        fontSize = content.font.size
        boldFactor = TextMetrics.boldFactor(of: content.font)
        ellipsisUnits = Self.ellipsisAdvance
        maxLines = content.lineLimit ?? .max
        paragraphs = Self.paragraphs(of: content.string)
    }

    static let ellipsis = "\u{2026}"
    static let ellipsisAdvance = Int32(TextMetrics.advanceUnits(of: ellipsis.unicodeScalars))

    /// The string's paragraphs as `TextMetrics.lines` splits it (at `\n`, `\r\n`, `\r` and U+2028, dropping each
    /// line's trailing spaces and tabs), worked on scalars, which is what measuring adds up anyway.
    static func paragraphs(of string: String) -> [Paragraph] {
        var result: [Paragraph] = []
        var scalars: [Unicode.Scalar] = []
        var afterReturn = false
        func finishLine() {
            while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
            result.append(paragraph(scalars))
            scalars.removeAll(keepingCapacity: true)
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\n":
                // "\r\n" is one break, ended at its "\r".
                if !afterReturn { finishLine() }
            case "\r", "\u{2028}": finishLine()
            default: scalars.append(scalar)
            }
            afterReturn = scalar == "\r"
        }
        finishLine()
        return result
    }

    private static func paragraph(_ scalars: [Unicode.Scalar]) -> Paragraph {
        let units = scalars.map { Int32(TextMetrics.advanceUnits(of: $0)) }
        var tokens: [Token] = []
        var index = 0
        let count = scalars.count
        while index < count {
            let start = index
            var wordUnits: Int32 = 0
            // A paragraph's leading spaces belong to its first word; later spaces end the word before them.
            if tokens.isEmpty {
                while index < count, scalars[index] == " " {
                    wordUnits += units[index]
                    index += 1
                }
            }
            while index < count, scalars[index] != " " {
                wordUnits += units[index]
                index += 1
            }
            let end = index
            var spaceUnits: Int32 = 0
            while index < count, scalars[index] == " " {
                spaceUnits += units[index]
                index += 1
            }
            tokens.append(Token(start: Int32(start), end: Int32(end), units: wordUnits, spaceUnits: spaceUnits))
        }
        return Paragraph(scalars: scalars, scalarUnits: units, tokens: tokens)
    }

    @inline(__always)
    func width(units: Int32) -> Double { TextMetrics.width(units: Int(units), size: fontSize, boldFactor: boldFactor) }

    /// Whether `units` fit in `width`, with a micro-point of slack so a text proposed exactly its own measured width
    /// (after a stack's subtractions) keeps its lines.
    @inline(__always)
    func fits(_ units: Int32, in width: Double) -> Bool { self.width(units: units) <= width + 1e-6 }

    /// One laid-out line: scalars of a paragraph, and whether it ends with "…".
    struct Line {
        var paragraph: Int
        var start: Int
        var end: Int
        var units: Int32
        var truncated: Bool
    }

    /// The lines of the text in `width` × `height` (nil or infinite: unlimited), handed to `body` in order; returns
    /// the widest line's width and the number of lines.
    func layOut(width proposedWidth: Double, height proposedHeight: Double, _ body: (Line) -> Void = { _ in })
        -> (width: Double, lines: Int)
    {
        let width = proposedWidth.isNaN ? .infinity : proposedWidth
        let height = proposedHeight.isNaN ? .infinity : proposedHeight
        let fitting = height.isInfinite ? Int.max : Int(((height + 1e-6) / lineHeight).rounded(.down))
        let limit = max(1, min(maxLines, fitting))
        var count = 0
        var widest: Int32 = 0
        var stopped = false
        func emit(_ line: Line) {
            widest = max(widest, line.units)
            count += 1
            body(line)
        }
        for (p, paragraph) in paragraphs.enumerated() where !stopped {
            let lastParagraph = p == paragraphs.count - 1
            // The line being filled: from `start` up to `end`, `units` wide (trailing spaces excluded).
            var start = 0
            var end = 0
            var units: Int32 = 0
            var hasContent = false
            var pendingSpaces: Int32 = 0
            /// Ends the current line; when it is the last allowed line and text remains, truncates it instead.
            func finish(more: Bool) -> Bool {
                if count == limit - 1 && more {
                    emit(truncatedLine(paragraph: p, from: start, width: width))
                    return true
                }
                emit(Line(paragraph: p, start: start, end: end, units: units, truncated: false))
                return false
            }
            var tokenIndex = 0
            while tokenIndex < paragraph.tokens.count, !stopped {
                let token = paragraph.tokens[tokenIndex]
                if hasContent {
                    let candidate = units + pendingSpaces + token.units
                    if fits(candidate, in: width) {
                        units = candidate
                        end = Int(token.end)
                        pendingSpaces = token.spaceUnits
                        tokenIndex += 1
                        continue
                    }
                    if finish(more: true) {
                        stopped = true
                        break
                    }
                    hasContent = false
                }
                // The word starts a line.
                start = Int(token.start)
                if fits(token.units, in: width) {
                    (end, units, hasContent, pendingSpaces) = (Int(token.end), token.units, true, token.spaceUnits)
                    tokenIndex += 1
                    continue
                }
                // Too wide alone: break it between characters (never before a zero-width scalar, which belongs
                // to the character before it).
                var index = Int(token.start)
                var lineUnits: Int32 = 0
                while index < Int(token.end) {
                    let next = paragraph.scalarUnits[index]
                    if index > start, next > 0, !fits(lineUnits + next, in: width) {
                        end = index
                        units = lineUnits
                        if finish(more: true) {
                            stopped = true
                            break
                        }
                        start = index
                        lineUnits = 0
                    }
                    lineUnits += next
                    index += 1
                }
                if stopped { break }
                (end, units, hasContent, pendingSpaces) = (Int(token.end), lineUnits, true, token.spaceUnits)
                tokenIndex += 1
            }
            if stopped { break }
            if finish(more: !lastParagraph) { stopped = true }
        }
        return (self.width(units: widest), max(count, 1))
    }

    /// The line that shows the rest of paragraph `p` from `start`: as many characters as fit in `width` with "…"
    /// after them (trailing spaces dropped), or just "…" when none do.
    private func truncatedLine(paragraph p: Int, from start: Int, width: Double) -> Line {
        let paragraph = paragraphs[p]
        var units: Int32 = 0
        var best = start
        var bestUnits: Int32 = 0
        var index = start
        let count = paragraph.scalars.count
        while index < count {
            units += paragraph.scalarUnits[index]
            index += 1
            // Zero-width scalars stay with the character they follow.
            while index < count, paragraph.scalarUnits[index] == 0 { index += 1 }
            guard fits(units + ellipsisUnits, in: width) else { break }
            if paragraph.scalars[index - 1] != " " {
                best = index
                bestUnits = units
            }
        }
        return Line(paragraph: p, start: start, end: best, units: bestUnits + ellipsisUnits, truncated: true)
    }

    /// The size of the text for a proposal (NaN: unspecified).
    func size(width: Double, height: Double) -> Size {
        let result = layOut(width: width, height: height)
        return Size(width: result.width, height: Double(result.lines) * lineHeight)
    }

    /// The lines' strings for a proposal, "…" included, for drawing.
    func lines(width: Double, height: Double) -> [String] {
        var lines: [String] = []
        _ = layOut(width: width, height: height) { line in
            var text = ""
            text.unicodeScalars.append(contentsOf: paragraphs[line.paragraph].scalars[line.start..<line.end])
            if line.truncated { text += Self.ellipsis }
            lines.append(text)
        }
        return lines.isEmpty ? [""] : lines
    }

    /// San Francisco's metrics at this font, in points: the ascender and descender `TextMetrics` places baselines
    /// with, and the cap height (SF Pro: 1443 of 2048 units per em).
    var ascender: Double { TextMetrics.ascender * content.font.size }
    var descender: Double { TextMetrics.descender * content.font.size }
    var capHeight: Double { 0.705 * content.font.size }
    /// The line's room beyond the glyphs, split evenly above and below as `TextMetrics.layout` draws it.
    var halfLeading: Double { (lineHeight - ascender - descender) / 2 }

    /// The first line's baseline from the text's top; the last line's is `lines - 1` line heights below it.
    var firstBaseline: Double { halfLeading + ascender }
}
