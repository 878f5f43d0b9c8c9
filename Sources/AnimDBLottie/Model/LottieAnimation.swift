#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A Lottie animation (Bodymovin JSON): a composition of layers played at `frameRate` from `inPoint` to
/// `outPoint` (frames) on a `width` × `height` canvas.
///
/// The model holds what a player needs to draw shapes, text and solids: layers (with parents, precompositions,
/// mattes and masks), shape items with their modifiers (trim paths, merge paths, repeaters, rounded corners) and the
/// glyph table of text drawn as shapes. `LottieReader` reports what it leaves out (images, effects, expressions,
/// text animators, 3D, …) one line each instead of dropping it silently.
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
    /// `w`, `h`: the canvas size. A fractional size (`"h": 58.84`, which some exporters write) is truncated, as
    /// lottie-android does (`LottieCompositionMoshiParser`), and at least 1.
    public var width: Int
    public var height: Int
    /// `layers`, first drawn on top (Lottie's order).
    public var layers: [LottieLayer]
    /// `assets` that are precompositions: the layers `refId` layers draw.
    public var precompositions: [LottiePrecomposition]
    /// `fonts.list`: the fonts text layers name.
    public var fonts: [LottieFont]
    /// `chars`: the glyph table of text drawn as shapes.
    public var glyphs: [LottieGlyph]

    public init(
        version: String = LottieAnimation.formatVersion, name: String, frameRate: Double, inPoint: Double = 0,
        outPoint: Double, width: Int, height: Int, layers: [LottieLayer], precompositions: [LottiePrecomposition] = [],
        fonts: [LottieFont] = [], glyphs: [LottieGlyph] = []
    ) {
        self.version = version
        self.name = name
        self.frameRate = frameRate
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.width = width
        self.height = height
        self.layers = layers
        self.precompositions = precompositions
        self.fonts = fonts
        self.glyphs = glyphs
    }

    /// The number of frames a player shows (`op − ip`).
    public var frameCount: Double { outPoint - inPoint }
}

/// A precomposition asset (`assets[]` with `layers`): a composition of its own that precomposition layers draw
/// by `id`, on their own clock (`st`, `sr`, `tm`).
public struct LottiePrecomposition: Equatable, Sendable {
    /// `id`: what `refId` names.
    public var id: String
    /// `nm`.
    public var name: String
    /// `fr`: a frame rate of its own, which some exporters write (players use the composition's).
    public var frameRate: Double?
    /// `layers`, first drawn on top.
    public var layers: [LottieLayer]

    public init(id: String, name: String = "", frameRate: Double? = nil, layers: [LottieLayer]) {
        self.id = id
        self.name = name
        self.frameRate = frameRate
        self.layers = layers
    }
}
