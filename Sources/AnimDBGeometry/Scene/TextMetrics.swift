import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How much room text takes, so backgrounds, paddings and text fields fit their text.
///
/// animdb has no font files, so it measures with the advance widths of Helvetica (Adobe's Core 14 AFM metrics,
/// which Arial and Liberation Sans share), the font SVG and HTML output falls back to after the system font. San
/// Francisco is close to Helvetica (within a few percent for Latin text), so boxes come out the size SwiftUI gives
/// them. Semibold and heavier text is measured 6 % wider; characters outside ASCII count as an average lowercase
/// letter, except East Asian wide characters and emoji, which count as one em.
public enum TextMetrics {
    /// The font families SVG and HTML output asks for: San Francisco where it exists, else Helvetica-metric fonts.
    public static let fontFamily =
        "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif"

    /// San Francisco's ascender and descender as fractions of the point size, which place a baseline in its line.
    static let ascender = 0.952
    static let descender = 0.241

    /// The width of one line of `text` in `font`.
    public static func width(of text: String, font: Font) -> Double {
        width(units: advanceUnits(of: text.unicodeScalars), font: font)
    }

    /// The advance of `scalars` in thousandths of an em, before the font's size and weight: widths add up exactly in
    /// these units, so text laid out word by word (`Layout/TextLayout.swift`) measures a line as `width(of:font:)`
    /// measures the same line.
    static func advanceUnits(of scalars: some Sequence<Unicode.Scalar>) -> Int {
        var units = 0
        for scalar in scalars { units += advanceUnits(of: scalar) }
        return units
    }

    /// One scalar's advance in thousandths of an em.
    static func advanceUnits(of scalar: Unicode.Scalar) -> Int {
        let value = Int(scalar.value)
        if value >= 32, value < 127 {
            return Int(helveticaWidths[value - 32])
        } else if isWide(scalar) {
            return 1000
        } else if !scalar.properties.isDefaultIgnorableCodePoint
            && scalar.properties.generalCategory != .nonspacingMark
        {
            return 556
        }
        return 0
    }

    /// The width of `units` thousandths of an em in `font`.
    static func width(units: Int, font: Font) -> Double {
        width(units: units, size: font.size, boldFactor: boldFactor(of: font))
    }

    /// How much wider than regular `font` is measured: 6 % from semibold up.
    static func boldFactor(of font: Font) -> Double {
        font.weight.value >= Font.Weight.semibold.value ? 1.06 : 1
    }

    /// The width of `units` thousandths of an em at `size` points, `boldFactor` wider: the one formula.
    @inline(__always)
    static func width(units: Int, size: Double, boldFactor: Double) -> Double {
        Double(units) / 1000 * size * boldFactor
    }

    /// The size of `lines` set in `font`: the widest line by one line height per line.
    public static func size(of lines: [String], font: Font) -> CGSize {
        CGSize(
            width: lines.map { width(of: $0, font: font) }.max() ?? 0,
            height: Double(max(lines.count, 1)) * font.lineHeight)
    }

    /// The text split into lines at line breaks (`\n`, `\r\n`, `\r`, U+2028), without the spaces that end a line:
    /// they hang past the line's end in Core Text, so they neither widen the text nor move aligned lines.
    public static func lines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\u{2028}" }
            .map { line in
                var line = Substring(line)
                while line.last == " " || line.last == "\t" { line.removeLast() }
                return String(line)
            }
    }

    /// Each line of `node` placed in its frame: lines stack from the top, one line height each, with the baseline
    /// where San Francisco's ascender puts it when the line's extra leading is split evenly above and below, and each
    /// line aligned within the frame's width.
    public static func layout(_ node: TextNode) -> [TextLine] {
        let lineHeight = node.font.lineHeight
        let glyphHeight = (ascender + descender) * node.font.size
        let baseline = (lineHeight - glyphHeight) / 2 + ascender * node.font.size
        // The block of lines is centred vertically in the frame (a Text centres in a larger frame).
        let top = (Double(node.size.height) - Double(node.lines.count) * lineHeight) / 2
        let frameWidth = Double(node.size.width)
        return node.lines.enumerated().map { index, line in
            let width = width(of: line, font: node.font)
            let (x, anchor): (Double, Double) =
                switch node.alignment {
                case .leading: (0, 0)
                case .center: ((frameWidth - width) / 2, frameWidth / 2)
                case .trailing: (frameWidth - width, frameWidth)
                }
            return TextLine(
                text: line, width: width, x: x, baseline: top + Double(index) * lineHeight + baseline, anchorX: anchor)
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            true
        default: false
        }
    }

    /// Helvetica's advance widths for ASCII 32 (space) through 126 (`~`), in thousandths of an em.
    private static let helveticaWidths: [Int16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p … ~
    ]
}
