#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A text layer's content: text documents that take over at their frames (text never interpolates).
public struct LottieText: Equatable, Sendable {
    public var keyframes: [LottieTextKeyframe]

    public init(keyframes: [LottieTextKeyframe]) {
        self.keyframes = keyframes
    }

    /// One text document for the whole layer.
    public init(_ document: LottieTextDocument) {
        self.init(keyframes: [LottieTextKeyframe(time: 0, document: document)])
    }

    /// The document shown at `frame`.
    public func document(at frame: Double) -> LottieTextDocument? {
        keyframes.last(where: { $0.time <= frame })?.document ?? keyframes.first?.document
    }
}

/// A text document shown from `time` (frames) on.
public struct LottieTextKeyframe: Equatable, Sendable {
    public var time: Double
    public var document: LottieTextDocument

    public init(time: Double, document: LottieTextDocument) {
        self.time = time
        self.document = document
    }
}

/// What a text layer draws: the text in one font, size and colour, placed with its baseline's
/// `justification` point at the layer origin.
public struct LottieTextDocument: Equatable, Sendable {
    /// `j`: where lines sit against the justification point. Values 3–6 justify the lines to the box width
    /// (`sz`) with the last line left, right, centred or justified too.
    public enum Justification: Int, Sendable, CaseIterable {
        case left = 0
        case right = 1
        case center = 2
        case justifyLastLeft = 3
        case justifyLastRight = 4
        case justifyLastCenter = 5
        case justifyAll = 6
    }

    /// `ca`: how letters are capitalised.
    public enum Caps: Int, Sendable, CaseIterable {
        case regular = 0
        case allCaps = 1
        case smallCaps = 2
    }

    /// `t`; lines are separated by `\r`, as After Effects writes them.
    public var text: String
    /// `f`: the `name` of a font in the animation's font list.
    public var fontName: String
    /// `s`: the font size in points.
    public var size: Double
    /// `fc`: red, green, blue 0…1.
    public var fillColor: [Double]
    /// `j`.
    public var justification: Justification
    /// `lh`: the distance between baselines.
    public var lineHeight: Double
    /// `tr`: extra letter spacing in 1/1000 em.
    public var tracking: Double
    /// `ls`: how far the baseline is raised.
    public var baselineShift: Double
    /// `sz`, `ps`: box text's size and its top-left corner relative to the layer origin (nil for point text).
    public var boxSize: [Double]?
    public var boxPosition: [Double]?
    /// `sc`, `sw`, `of`: the outline's colour (nil for none), width, and whether it is drawn over the fill.
    public var strokeColor: [Double]?
    public var strokeWidth: Double
    public var strokeOverFill: Bool
    /// `ca`.
    public var caps: Caps

    public init(
        text: String, fontName: String, size: Double, fillColor: [Double], justification: Justification = .center,
        lineHeight: Double? = nil, tracking: Double = 0, baselineShift: Double = 0, boxSize: [Double]? = nil,
        boxPosition: [Double]? = nil, strokeColor: [Double]? = nil, strokeWidth: Double = 0,
        strokeOverFill: Bool = false, caps: Caps = .regular
    ) {
        self.text = text
        self.fontName = fontName
        self.size = size
        self.fillColor = fillColor
        self.justification = justification
        self.lineHeight = lineHeight ?? size * 1.2
        self.tracking = tracking
        self.baselineShift = baselineShift
        self.boxSize = boxSize
        self.boxPosition = boxPosition
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.strokeOverFill = strokeOverFill
        self.caps = caps
    }
}

/// A font text layers refer to by `name` (`fonts.list[]`: `fName`, `fFamily`, `fStyle`, `ascent`).
public struct LottieFont: Equatable, Sendable {
    public var name: String
    public var family: String
    public var style: String
    /// The ascent as a percentage of the size, which players use to place the first baseline.
    public var ascent: Double

    public init(name: String, family: String, style: String = "Regular", ascent: Double = 75) {
        self.name = name
        self.family = family
        self.style = style
        self.ascent = ascent
    }
}

/// One glyph of the glyph table (`chars[]`), which players use to draw text in that font as shapes.
public struct LottieGlyph: Equatable, Sendable {
    /// `ch`: the character (a grapheme; some files give several characters).
    public var character: String
    /// `fFamily`, `style`: the font it belongs to.
    public var family: String
    public var style: String
    /// `size`: the font size the shapes are drawn at; `w`: the advance width at that size.
    public var size: Double
    public var width: Double
    /// `data.shapes`: the outline, in the glyph's coordinates (baseline at y = 0).
    public var shapes: [LottieShapeItem]

    public init(
        character: String, family: String, style: String, size: Double, width: Double, shapes: [LottieShapeItem]
    ) {
        self.character = character
        self.family = family
        self.style = style
        self.size = size
        self.width = width
        self.shapes = shapes
    }
}
