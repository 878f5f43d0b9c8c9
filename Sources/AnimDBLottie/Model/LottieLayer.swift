#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One layer of a composition (the animation's or a precomposition's).
///
/// A layer shows from `inPoint` to `outPoint` (composition frames); its own properties run on its local clock,
/// `(frame − startTime) / timeStretch`, and a precomposition layer's time remap replaces that clock for the layers
/// inside it.
public struct LottieLayer: Equatable, Sendable {
    /// `ind`: the layer's number, which `parent` and `tp` refer to.
    public var index: Int
    /// `nm`.
    public var name: String
    /// `parent`: the `index` of the layer whose transform this layer's is nested in.
    public var parent: Int?
    /// `ip`, `op`: the frames the layer is visible in; `st`: the frame its local time starts at.
    public var inPoint: Double
    public var outPoint: Double
    public var startTime: Double
    /// `sr`: time stretch; a layer stretched by 2 plays at half speed. Never 0.
    public var timeStretch: Double
    /// `ks`.
    public var transform: LottieTransform
    /// `ao`: the layer turns to follow its position's motion path.
    public var autoOrient: Bool
    public var content: Content
    /// `masksProperties`, applied in order.
    public var masks: [LottieMask]
    /// `tt`: this layer is masked by its matte source (the layer above, or the layer `matteParent` names).
    public var matteMode: LottieMatteMode?
    /// `td: 1`: this layer is only a matte source for the layer below it and is not drawn itself.
    public var isMatteSource: Bool
    /// `tp`: the `index` of this layer's matte source, which newer files name instead of relying on order.
    public var matteParent: Int?
    /// `bm`.
    public var blendMode: LottieBlendMode
    /// `ef`: drop shadows and blurs, applied in order.
    public var effects: [LottieEffect]
    /// `hd`.
    public var hidden: Bool

    public enum Content: Equatable, Sendable {
        /// `ty: 4`: shapes.
        case shapes([LottieShapeItem])
        /// `ty: 5`: text.
        case text(LottieText)
        /// `ty: 3`: nothing drawn; a transform for children to follow.
        case null
        /// `ty: 0`: the layers of a precomposition asset.
        case precomposition(LottiePrecompositionLayer)
        /// `ty: 1`: a rectangle of one colour.
        case solid(LottieSolid)
    }

    public init(
        index: Int, name: String, parent: Int? = nil, inPoint: Double, outPoint: Double, startTime: Double = 0,
        transform: LottieTransform = .identity, content: Content, matteMode: LottieMatteMode? = nil,
        isMatteSource: Bool = false, hidden: Bool = false, timeStretch: Double = 1, autoOrient: Bool = false,
        masks: [LottieMask] = [], matteParent: Int? = nil, blendMode: LottieBlendMode = .normal,
        effects: [LottieEffect] = []
    ) {
        self.effects = effects
        self.index = index
        self.name = name
        self.parent = parent
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.startTime = startTime
        self.timeStretch = timeStretch
        self.transform = transform
        self.autoOrient = autoOrient
        self.content = content
        self.masks = masks
        self.matteMode = matteMode
        self.isMatteSource = isMatteSource
        self.matteParent = matteParent
        self.blendMode = blendMode
        self.hidden = hidden
    }

    /// The Lottie layer type (`ty`).
    public var typeCode: Int {
        switch content {
        case .precomposition: 0
        case .solid: 1
        case .null: 3
        case .shapes: 4
        case .text: 5
        }
    }

    /// The frame a precomposition layer's layers show at composition frame `frame`: `(frame − st) / sr`. The layer's
    /// own properties (transform, masks, content) run on the composition's frame itself, as rlottie evaluates them
    /// (`renderer::Layer::update` reads them at the frame it is given; only `CompLayer::updateContent` hands its
    /// layers `Layer::timeRemap(frame)`); lottie-web subtracts `st` from every property's frame too.
    public func localFrame(_ frame: Double) -> Double { (frame - startTime) / timeStretch }
}

/// A precomposition layer's reference (`refId`) and the box it is drawn in.
public struct LottiePrecompositionLayer: Equatable, Sendable {
    /// `refId`: the `id` of a `LottiePrecomposition`.
    public var referenceID: String
    /// `w`, `h`: the precomposition's box, which clips what it draws (fractional sizes are kept).
    public var width: Double
    public var height: Double
    /// `tm`: time remapping, in seconds of the precomposition's time, keyframed on the layer's clock; nil when the
    /// precomposition plays on the layer's clock.
    public var timeRemap: LottieProperty<Double>?

    public init(referenceID: String, width: Double, height: Double, timeRemap: LottieProperty<Double>? = nil) {
        self.referenceID = referenceID
        self.width = width
        self.height = height
        self.timeRemap = timeRemap
    }
}

/// A solid layer: a `width` × `height` rectangle from the layer's origin, in one colour.
public struct LottieSolid: Equatable, Sendable {
    /// `sc`: red, green, blue 0…1 (written `#rrggbb`).
    public var color: [Double]
    /// `sw`, `sh` (fractional sizes are kept).
    public var width: Double
    public var height: Double

    public init(color: [Double], width: Double, height: Double) {
        self.color = color
        self.width = width
        self.height = height
    }
}

/// A mask (`masksProperties[]`): an outline in the layer's coordinates combined with the layer's coverage.
public struct LottieMask: Equatable, Sendable {
    /// How the mask combines with the ones before it (`mode`).
    public enum Mode: String, Sendable, CaseIterable {
        case add = "a"
        case subtract = "s"
        case intersect = "i"
        case lighten = "l"
        case darken = "d"
        case difference = "f"
        case none = "n"
    }

    public var name: String
    public var mode: Mode
    /// `inv`: the outside of the outline counts instead of the inside.
    public var inverted: Bool
    /// `pt`: the outline.
    public var shape: LottieProperty<LottieBezier>
    /// `o`: 0…100.
    public var opacity: LottieProperty<Double>
    /// `x`: how far the outline is grown (or, negative, shrunk).
    public var expansion: LottieProperty<Double>

    public init(
        name: String = "", mode: Mode = .add, inverted: Bool = false, shape: LottieProperty<LottieBezier>,
        opacity: LottieProperty<Double> = .fixed(100), expansion: LottieProperty<Double> = .fixed(0)
    ) {
        self.name = name
        self.mode = mode
        self.inverted = inverted
        self.shape = shape
        self.opacity = opacity
        self.expansion = expansion
    }
}

/// How a layer uses its matte source (`tt`).
public enum LottieMatteMode: Int, Sendable {
    case alpha = 1
    case invertedAlpha = 2
    case luma = 3
    case invertedLuma = 4
}

/// How a layer is composited onto what is below it (`bm`), After Effects' modes in their Lottie numbering.
public enum LottieBlendMode: Int, Sendable, CaseIterable {
    case normal = 0
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight, difference
    case exclusion, hue, saturation, color, luminosity, add, hardMix
}
