import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A view drawn at one instant: positioned shapes and text, back to front, in a canvas of `size` points with the
/// origin at the top left and y growing downwards. SVG, HTML, the terminal and Lottie render scenes; `SceneBuilder`
/// makes them from a view's items.
///
/// Every node keeps its geometry in its own frame (a shape's path is exactly its `path(in: CGRect(x: 0, y: 0,
/// width: w, height: h))`) and says where that frame goes with `transform`, so renderers can place, animate and
/// compare nodes without re-deriving layout.
public struct Scene: Equatable, Sendable {
    /// The canvas size in points.
    public var size: CGSize
    /// Nodes in drawing order (later nodes draw over earlier ones).
    public var nodes: [SceneNode]
    /// The effect modifiers that move, scale or turn nodes (offset, scale, rotation, the shakes, counter), outermost
    /// first, each as laid out at this instant. A node lists the ones around it in `SceneNode.effectItems`.
    public var effects: [SceneEffect]
    /// The masks nodes are drawn through (`.mask { … }`): a node lists the ones around it in `SceneNode.masks`.
    public var masks: [SceneMask]

    public init(size: CGSize, nodes: [SceneNode], effects: [SceneEffect] = [], masks: [SceneMask] = []) {
        self.size = size
        self.nodes = nodes
        self.effects = effects
        self.masks = masks
    }

    /// The effect of the view's item `item`, if it is one of `effects`.
    public func effect(ofItem item: Int) -> SceneEffect? { effects.first { $0.item == item } }
}

/// One effect modifier at one instant: what it does and the frame of the view it modifies, whose anchor it scales
/// and turns about.
public struct SceneEffect: Equatable, Sendable {
    /// The modifier's index among the view's items.
    public var item: Int
    public var effect: ModifierEffect
    /// The frame of the view the modifier applies to, in layout coordinates (before any effect moves it).
    public var bounds: CGRect

    public init(item: Int, effect: ModifierEffect, bounds: CGRect) {
        self.item = item
        self.effect = effect
        self.bounds = bounds
    }

    /// `effect.transform(in: bounds)`.
    public var transform: CGAffineTransform { effect.transform(in: bounds) }
}

/// One drawn thing of a scene.
public struct SceneNode: Equatable, Sendable {
    /// What part of the view a node draws.
    public enum Role: String, Hashable, Sendable {
        /// The view's content: its shape, its text or one of its numbers.
        case content
        /// A `background` item's rectangle.
        case background
        /// A control's chrome: a text field's box, a button's fill, a slider's track and thumb, a switch, a navigation
        /// bar.
        case field
    }

    public enum Content: Equatable, Sendable {
        case shape(ShapeNode)
        case text(TextNode)
    }

    /// Which item of the view drew a node: the same for the same node in every frame of one view, so renderers can
    /// follow a node through an animation (`role` and `source` together tell nodes apart).
    public struct Source: Hashable, Sendable {
        /// The item's index in the view (0 is the content; a `background` draws its own node).
        public var item: Int
        /// Which of the item's nodes: 0, or the number's index for `animatable-text`.
        public var part: Int

        public init(item: Int, part: Int = 0) {
            self.item = item
            self.part = part
        }
    }

    public var role: Role
    public var content: Content
    public var source: Source
    /// Maps the node's own frame (0, 0)…(width, height) to canvas coordinates: the layout position followed by every
    /// effect (offset, scale, rotation, shakes) of the modifiers around it, innermost first. Always a similarity
    /// (translation, rotation and uniform scale).
    public var transform: CGAffineTransform
    /// Where layout puts the node's frame, before any effect moves it: `transform` is the translation to `origin`
    /// followed by the transforms of `effectItems` in order.
    public var origin: CGPoint
    /// The view's effect items around the node (indices into the view's items, as in `Scene.effects`), innermost
    /// first.
    public var effectItems: [Int]
    /// The product of the `opacity` items around the node (not clamped: a spring may overshoot).
    public var opacity: Double
    /// Regions the node is clipped to (`corner-radius` and `clip-shape` items around it), outermost first.
    public var clips: [SceneClip]
    /// The masks around the node (indices into `Scene.masks`), outermost first.
    public var masks: [Int]
    /// The filters around the node (blur, shadow, colour filters, blend modes), outermost first, in canvas
    /// coordinates. Each applies to this node alone, as `opacity` does (docs/evaluation.md, "Effects").
    public var filters: [SceneFilter]
    /// The projective and non-uniform effects around the node (`rotation3DEffect`, `scaleEffect(x:y:)`,
    /// `transformEffect`) as one transform of the canvas applied after `transform`; nil for none. Renderers draw
    /// outlines through it (`drawnPath`).
    public var projection: ProjectionTransform?

    /// A node; without `origin` and `effectItems` its whole transform counts as layout.
    public init(
        role: Role, content: Content, source: Source = Source(item: 0), transform: CGAffineTransform,
        origin: CGPoint? = nil, effectItems: [Int] = [], opacity: Double = 1, clips: [SceneClip] = [],
        masks: [Int] = [], filters: [SceneFilter] = [], projection: ProjectionTransform? = nil
    ) {
        self.projection = projection
        self.role = role
        self.content = content
        self.source = source
        self.transform = transform
        self.origin = origin ?? CGPoint(x: transform.tx, y: transform.ty)
        self.effectItems = effectItems
        self.opacity = opacity
        self.clips = clips
        self.masks = masks
        self.filters = filters
    }

    /// The node's own frame size.
    public var size: CGSize {
        switch content {
        case .shape(let shape): shape.size
        case .text(let text): text.size
        }
    }
}

/// A shape's outline in its own frame, painted by one or more layers in order.
public struct ShapeNode: Equatable, Sendable {
    /// The outline, in the node's own frame.
    public var path: Path
    /// The frame the path was made in; gradients are laid out in it, as SwiftUI lays out a shape style in the
    /// shape's frame.
    public var size: CGSize
    /// Fills and strokes, drawn in order.
    public var layers: [ShapeLayer]
    /// The `trim(from:to:)` that cut `path` out of the shape's whole outline, if any: Lottie trims the outline
    /// itself (a "tm" item), the other renderers draw `path`.
    public var trim: ShapeTrim?

    public init(path: Path, size: CGSize, layers: [ShapeLayer], trim: ShapeTrim? = nil) {
        self.path = path
        self.size = size
        self.layers = layers
        self.trim = trim
    }
}

/// A shape's trim: the stretch of its outline drawn, as fractions of the outline's length.
public struct ShapeTrim: Equatable, Sendable {
    /// Where the stretch starts, 0…1.
    public var from: Double
    /// Where it ends, 0…1; nothing is drawn when it is not past `from`.
    public var to: Double
    /// The whole outline, before trimming.
    public var outline: Path

    /// The trim of `outline` from `from` to `to`, each clamped to 0…1 as SwiftUI clamps them.
    public init(from: Double, to: Double, outline: Path) {
        self.from = Self.clamp(from)
        self.to = Self.clamp(to)
        self.outline = outline
    }

    /// This trim followed by `trim(from:to:)` of what it draws: fractions of the trimmed length are fractions of
    /// the outline's scaled into this stretch, so two trims are one.
    public func then(from: Double, to: Double) -> ShapeTrim {
        let span = max(self.to - self.from, 0)
        return ShapeTrim(
            from: self.from + Self.clamp(from) * span, to: self.from + Self.clamp(to) * span, outline: outline)
    }

    /// What is drawn: `outline.trimmedPath(from:to:)`.
    public var path: Path { outline.trimmedPath(from: from, to: to) }

    private static func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
}

/// One way a shape is painted.
public enum ShapeLayer: Equatable, Sendable {
    /// `.fill(paint)`, non-zero winding as SwiftUI fills by default, or even-odd
    /// (`.fill(paint, style: FillStyle(eoFill: true))`).
    case fill(Paint, evenOdd: Bool = false)
    /// `.stroke(paint, style:)`, centred on the outline.
    case stroke(Paint, StrokeStyle)

    /// What the layer paints with, fill or stroke.
    public var paint: Paint {
        get {
            switch self {
            case .fill(let paint, _), .stroke(let paint, _): paint
            }
        }
        set {
            switch self {
            case .fill(_, let evenOdd): self = .fill(newValue, evenOdd: evenOdd)
            case .stroke(_, let style): self = .stroke(newValue, style)
            }
        }
    }

    /// The stroke's style; nil for a fill.
    public var strokeStyle: StrokeStyle? {
        if case .stroke(_, let style) = self { return style }
        return nil
    }
}

/// Lines of text laid out in a frame.
public struct TextNode: Equatable, Sendable {
    /// The lines, top to bottom.
    public var lines: [String]
    public var font: Font
    public var paint: Paint
    /// How lines shorter than the widest align.
    public var alignment: TextAlignment
    /// The frame the lines are laid out in (usually their measured size).
    public var size: CGSize

    public init(lines: [String], font: Font, paint: Paint, alignment: TextAlignment, size: CGSize) {
        self.lines = lines
        self.font = font
        self.paint = paint
        self.alignment = alignment
        self.size = size
    }

    /// Each line's position in the node's frame, as `TextMetrics` measures it.
    public var layout: [TextLine] { TextMetrics.layout(self) }
}

/// One laid-out line of a `TextNode`.
public struct TextLine: Equatable, Sendable {
    public var text: String
    /// The measured width.
    public var width: Double
    /// The left edge of the line.
    public var x: Double
    /// The baseline.
    public var baseline: Double
    /// Where the line's alignment anchors it: its left edge, centre or right edge.
    public var anchorX: Double
}

/// A clip region: a path in its own frame and the transform placing it on the canvas.
public struct SceneClip: Equatable, Sendable {
    public var path: Path
    public var transform: CGAffineTransform
    /// Whether the region is the path's even-odd fill (`FillStyle(eoFill: true)`) rather than its non-zero one.
    public var isEvenOdd: Bool

    public init(path: Path, transform: CGAffineTransform, isEvenOdd: Bool = false) {
        self.path = path
        self.transform = transform
        self.isEvenOdd = isEvenOdd
    }
}

/// A mask (`.mask { … }`): the nodes of the mask's views, drawn in canvas coordinates; what they cover (by their
/// alpha) is where the masked nodes show.
public struct SceneMask: Equatable, Sendable {
    public var nodes: [SceneNode]
    /// The item of the `mask` modifier.
    public var item: Int

    public init(nodes: [SceneNode], item: Int) {
        self.nodes = nodes
        self.item = item
    }
}
