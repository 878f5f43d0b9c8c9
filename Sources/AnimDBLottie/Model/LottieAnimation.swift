#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A Lottie animation (Bodymovin JSON): a composition of layers played at `frameRate` from `inPoint` to
/// `outPoint` (frames) on a `width` × `height` canvas.
///
/// Only what animdb writes and reads is modelled; `LottieReader` reports everything else it meets (masks,
/// mattes, expressions, precompositions, images, effects, text animators) instead of dropping it silently.
public struct LottieAnimation: Equatable, Sendable {
    /// The Bodymovin format version animdb writes (`v`).
    public static let formatVersion = "5.7.0"

    /// `v`: the Bodymovin version the file follows.
    public var version: String
    /// `nm`.
    public var name: String
    /// `fr`: frames per second.
    public var frameRate: Double
    /// `ip`, `op`: the first frame and the frame the animation stops (or loops) at.
    public var inPoint: Double
    public var outPoint: Double
    /// `w`, `h`: the canvas size.
    public var width: Int
    public var height: Int
    /// `layers`, first drawn on top (Lottie's order).
    public var layers: [LottieLayer]
    /// `fonts.list`: the fonts text layers name.
    public var fonts: [LottieFont]

    public init(
        version: String = LottieAnimation.formatVersion, name: String, frameRate: Double, inPoint: Double = 0,
        outPoint: Double, width: Int, height: Int, layers: [LottieLayer], fonts: [LottieFont] = []
    ) {
        self.version = version
        self.name = name
        self.frameRate = frameRate
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.width = width
        self.height = height
        self.layers = layers
        self.fonts = fonts
    }

    /// The number of frames a player shows (`op − ip`).
    public var frameCount: Double { outPoint - inPoint }
}

/// One layer of the composition.
public struct LottieLayer: Equatable, Sendable {
    /// `ind`: the layer's number, which `parent` refers to.
    public var index: Int
    /// `nm`.
    public var name: String
    /// `parent`: the `index` of the layer whose transform this layer's is nested in.
    public var parent: Int?
    /// `ip`, `op`: the frames the layer is visible in; `st`: the frame its local time starts at.
    public var inPoint: Double
    public var outPoint: Double
    public var startTime: Double
    /// `ks`.
    public var transform: LottieTransform
    public var content: Content
    /// `tt`: this layer is masked by the layer above it (its matte source).
    public var matteMode: LottieMatteMode?
    /// `td: 1`: this layer is only a matte source for the layer below it and is not drawn itself.
    public var isMatteSource: Bool
    /// `hd`.
    public var hidden: Bool

    public enum Content: Equatable, Sendable {
        /// `ty: 4`: shapes.
        case shapes([LottieShapeItem])
        /// `ty: 5`: text.
        case text(LottieText)
        /// `ty: 3`: nothing drawn; a transform for children to follow.
        case null
    }

    public init(
        index: Int, name: String, parent: Int? = nil, inPoint: Double, outPoint: Double, startTime: Double = 0,
        transform: LottieTransform = .identity, content: Content, matteMode: LottieMatteMode? = nil,
        isMatteSource: Bool = false, hidden: Bool = false
    ) {
        self.index = index
        self.name = name
        self.parent = parent
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.startTime = startTime
        self.transform = transform
        self.content = content
        self.matteMode = matteMode
        self.isMatteSource = isMatteSource
        self.hidden = hidden
    }

    /// The Lottie layer type (`ty`).
    public var typeCode: Int {
        switch content {
        case .shapes: 4
        case .text: 5
        case .null: 3
        }
    }
}

/// How a layer uses the matte source above it (`tt`).
public enum LottieMatteMode: Int, Sendable {
    case alpha = 1
    case invertedAlpha = 2
    case luma = 3
    case invertedLuma = 4
}

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
    public enum Justification: Int, Sendable {
        case left = 0
        case right = 1
        case center = 2
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

    public init(
        text: String, fontName: String, size: Double, fillColor: [Double], justification: Justification = .center,
        lineHeight: Double? = nil, tracking: Double = 0
    ) {
        self.text = text
        self.fontName = fontName
        self.size = size
        self.fillColor = fillColor
        self.justification = justification
        self.lineHeight = lineHeight ?? size * 1.2
        self.tracking = tracking
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
