import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a Lottie player draws at one frame, in animdb's terms: outlines in canvas coordinates with their paints,
/// and text documents with their placement. Built from `LottieProperty.value(at:)`, so it is the reference
/// semantics the export targets and the import reads, and what tests compare with animdb's own scenes.
///
/// Shapes follow the players' rules: a paint applies to the geometry listed before it in its group and in groups
/// nested there, earlier items draw on top, a group's `tr` moves everything in the group, a layer's transform
/// nests in its parent's, each on its own clock (`st`, `sr`). Rectangles, ellipses and polystars are built as rlottie
/// builds them (`LottieOutline`: where they start, their direction, polystar roundness). Solids are filled rectangles; precompositions draw their layers inside the
/// layer's transform and opacity, on its clock or its time remap. Matte sources are not drawn themselves; layers
/// they matte are listed with `isMatted`; a trim path cuts the geometry before it in its group (the paths drawn
/// by groups nested there keep their whole outline); repeaters draw their copies and rounded corners round
/// rectangles (`LottieShapeExpansion`, as rlottie); masks and merge paths are not applied.
public struct LottieFrame: Sendable {
    /// One painted outline.
    public struct Shape: Sendable {
        /// The layer's name (`nm`).
        public var layer: String
        /// The outline in canvas coordinates.
        public var path: Path
        public var paint: Paint
        /// The layer's opacity times the paint's and its groups' (0…1).
        public var opacity: Double
        /// The layer's world transform (its parents' included), which also scales a stroke's width.
        public var transform: CGAffineTransform
        /// Whether a track matte masks the layer.
        public var isMatted: Bool
    }

    /// What a paint item paints at this frame.
    public enum Paint: Sendable {
        case fill(color: [Double])
        case stroke(color: [Double], width: Double)
        case gradientFill(LottieGradient.Kind, start: [Double], end: [Double], stops: [Double])
        case gradientStroke(LottieGradient.Kind, start: [Double], end: [Double], stops: [Double], width: Double)
    }

    /// One text layer.
    public struct Text: Sendable {
        public var layer: String
        public var document: LottieTextDocument
        /// Maps the layer's origin (the first baseline's justification point) to the canvas.
        public var transform: CGAffineTransform
        public var opacity: Double
    }

    public var shapes: [Shape]
    public var texts: [Text]

    /// Frame `frame` of `animation`. Layers are listed from the bottom up (the order they are drawn in).
    public init(_ animation: LottieAnimation, frame: Double) {
        shapes = []
        texts = []
        let precompositions = Dictionary(
            animation.precompositions.map { ($0.id, $0.layers) }, uniquingKeysWith: { first, _ in first })
        draw(
            animation.layers, frame: frame, into: .identity, opacity: 1, precompositions: precompositions,
            frameRate: animation.frameRate, depth: 0)
    }

    /// Draws one composition's layers at its frame `frame`, inside `outer` (a precomposition layer's world transform)
    /// at `opacity` (its opacity).
    private mutating func draw(
        _ layers: [LottieLayer], frame: Double, into outer: CGAffineTransform, opacity outerOpacity: Double,
        precompositions: [String: [LottieLayer]], frameRate: Double, depth: Int
    ) {
        // Precompositions nest at most this deep (the reader refuses deeper ones; this guards hand-built cycles).
        guard depth <= 64 else { return }
        let byIndex = Dictionary(layers.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        for layer in layers.reversed() where !layer.isMatteSource && !layer.hidden {
            guard frame >= layer.inPoint, frame < layer.outPoint else { continue }
            // Its own properties run on this composition's frame (`LottieLayer.localFrame`).
            let local = frame
            guard let own = Self.world(layer, byIndex: byIndex, frame: frame) else { continue }
            let world = own.concatenating(outer)
            let opacity = outerOpacity * (layer.transform.opacity.value(at: local) ?? 100) / 100
            switch layer.content {
            case .shapes(let items):
                var drawn: [Shape] = []
                let items = LottieShapeExpansion.expanded(items, path: "").items
                Self.draw(items, frame: local, transform: .identity, opacity: opacity, into: &drawn)
                shapes += drawn.reversed().map { shape in
                    var shape = shape
                    shape.layer = layer.name
                    shape.path = shape.path.applying(world)
                    shape.transform = world
                    shape.isMatted = layer.matteMode != nil
                    return shape
                }
            case .text(let text):
                guard let document = text.document(at: local) else { continue }
                texts.append(Text(layer: layer.name, document: document, transform: world, opacity: opacity))
            case .solid(let solid):
                shapes.append(
                    Shape(
                        layer: layer.name,
                        path: Path(CGRect(x: 0, y: 0, width: solid.width, height: solid.height)).applying(world),
                        paint: .fill(color: solid.color), opacity: opacity, transform: world,
                        isMatted: layer.matteMode != nil))
            case .precomposition(let reference):
                guard let inner = precompositions[reference.referenceID] else { continue }
                // Time remapping gives the precomposition's time in seconds at this composition's frame, then
                // divided by the time stretch (`TimeRemap`).
                let innerFrame =
                    reference.timeRemap.map { ($0.value(at: frame) ?? 0) * frameRate / layer.timeStretch }
                    ?? layer.localFrame(frame)
                draw(
                    inner, frame: innerFrame, into: world, opacity: opacity, precompositions: precompositions,
                    frameRate: frameRate, depth: depth + 1)
            case .null:
                break
            }
        }
    }

    /// The layer's transform nested in its parents' at composition frame `frame`, each evaluated at that frame
    /// (nil when a property has no value or the parents loop).
    static func world(_ layer: LottieLayer, byIndex: [Int: LottieLayer], frame: Double) -> CGAffineTransform? {
        guard var matrix = layer.matrix(at: frame) else { return nil }
        var current = layer
        var seen: Set<Int> = [layer.index]
        while let parentIndex = current.parent, let parent = byIndex[parentIndex] {
            guard seen.insert(parentIndex).inserted,
                let parentMatrix = parent.matrix(at: frame)
            else {
                return nil
            }
            matrix = matrix.concatenating(parentMatrix)
            current = parent
        }
        return matrix
    }

    /// The outlines of `items` (one group's), painted by the paints among them, top first. A trim path cuts every
    /// outline listed before it in its group and the groups nested there, whatever the order of the paints (as rlottie
    /// and lottie-web cut them): `later` are the trims after this group in the groups around it, innermost first.
    private static func draw(
        _ items: [LottieShapeItem], frame: Double, transform: CGAffineTransform, opacity: Double,
        into drawn: inout [Shape], later: [LottieTrim] = []
    ) {
        // The trims listed after item i of this group, then the ones around it.
        var after: [[LottieTrim]] = Array(repeating: later, count: items.count + 1)
        for index in items.indices.reversed() {
            after[index] = after[index + 1]
            if !items[index].hidden, case .trim(let trim) = items[index].kind { after[index].insert(trim, at: 0) }
        }
        func cut(_ path: Path, after index: Int) -> Path {
            after[index + 1].reduce(path) { Self.trimmed($0, $1, frame: frame) }
        }
        var groupTransform = transform
        var groupOpacity = opacity
        if let last = items.last(where: { $0.typeCode == "tr" }), case .transform(let tr) = last.kind,
            let matrix = tr.matrix(at: frame)
        {
            groupTransform = matrix.concatenating(transform)
            groupOpacity *= (tr.opacity.value(at: frame) ?? 100) / 100
        }
        // The outlines so far, cut by the trims so far.
        var trimmed = Path()
        for (index, item) in items.enumerated() where !item.hidden {
            // Each paint paints what the trims before it have left, cut by the trims after it.
            let geometry = cut(trimmed, after: index)
            switch item.kind {
            case .group(let children):
                var nested: [Shape] = []
                draw(
                    children, frame: frame, transform: groupTransform, opacity: groupOpacity, into: &nested,
                    later: after[index + 1])
                drawn += nested
                trimmed.addPath(outline(of: children, frame: frame).applying(groupTransform))
            case .rectangle, .ellipse, .polystar, .path:
                trimmed.addPath(outline(item, frame: frame).applying(groupTransform))
            case .fill(let color, let alpha, _):
                drawn.append(
                    Shape(
                        layer: "", path: geometry, paint: .fill(color: color.value(at: frame) ?? []),
                        opacity: groupOpacity * (alpha.value(at: frame) ?? 100) / 100, transform: .identity,
                        isMatted: false))
            case .stroke(let color, let alpha, let style):
                drawn.append(
                    Shape(
                        layer: "", path: geometry,
                        paint: .stroke(color: color.value(at: frame) ?? [], width: style.width.value(at: frame) ?? 0),
                        opacity: groupOpacity * (alpha.value(at: frame) ?? 100) / 100, transform: .identity,
                        isMatted: false))
            case .gradientFill(let gradient, let alpha, _):
                drawn.append(
                    Shape(
                        layer: "", path: geometry,
                        paint: .gradientFill(
                            gradient.kind, start: gradient.start.value(at: frame) ?? [],
                            end: gradient.end.value(at: frame) ?? [], stops: gradient.stops.value(at: frame) ?? []),
                        opacity: groupOpacity * (alpha.value(at: frame) ?? 100) / 100, transform: .identity,
                        isMatted: false))
            case .gradientStroke(let gradient, let alpha, let style):
                drawn.append(
                    Shape(
                        layer: "", path: geometry,
                        paint: .gradientStroke(
                            gradient.kind, start: gradient.start.value(at: frame) ?? [],
                            end: gradient.end.value(at: frame) ?? [], stops: gradient.stops.value(at: frame) ?? [],
                            width: style.width.value(at: frame) ?? 0),
                        opacity: groupOpacity * (alpha.value(at: frame) ?? 100) / 100, transform: .identity,
                        isMatted: false))
            case .trim(let trim):
                trimmed = Self.trimmed(trimmed, trim, frame: frame)
            case .transform, .mergePaths, .repeater, .roundedCorners:
                // Path modifiers are not drawn here: outlines are as their geometry gives them.
                break
            }
        }
    }

    /// `geometry` cut by a trim path as players cut it: the ends in percent, swapped when the start is past the end,
    /// both moved along by the offset (degrees: 360 is the whole length) and wrapping round to the start, all subpaths
    /// as one length (individually) or each by the same percentages (simultaneously).
    static func trimmed(_ geometry: Path, _ trim: LottieTrim, frame: Double) -> Path {
        let a = min(max((trim.start.value(at: frame) ?? 0) / 100, 0), 1)
        let b = min(max((trim.end.value(at: frame) ?? 100) / 100, 0), 1)
        let turns = (trim.offset.value(at: frame) ?? 0) / 360
        let shift = turns - turns.rounded(.down)
        let (from, to) = (min(a, b) + shift, max(a, b) + shift)
        guard trim.mode == .simultaneous else { return geometry.trimmedWrapping(from: from, to: to) }
        var result = Path()
        var subpath: [Path.Element] = []
        func finish() {
            if !subpath.isEmpty { result.addPath(Path(elements: subpath).trimmedWrapping(from: from, to: to)) }
            subpath = []
        }
        for element in geometry.elements {
            if case .move = element { finish() }
            subpath.append(element)
        }
        finish()
        return result
    }

    /// Every geometry of a group (nested groups included) in the group's own coordinates.
    static func outline(of items: [LottieShapeItem], frame: Double) -> Path {
        var path = Path()
        var transform = CGAffineTransform.identity
        if let last = items.last(where: { $0.typeCode == "tr" }), case .transform(let tr) = last.kind,
            let matrix = tr.matrix(at: frame)
        {
            transform = matrix
        }
        for item in items where !item.hidden {
            switch item.kind {
            case .group(let children): path.addPath(outline(of: children, frame: frame).applying(transform))
            case .rectangle, .ellipse, .polystar, .path: path.addPath(outline(item, frame: frame).applying(transform))
            default: break
            }
        }
        return path
    }

    /// One geometry item's outline at `frame`, in its group's coordinates. A reversed rectangle, ellipse or star
    /// (`d: 3`) runs the other way round from the same start, as rlottie builds them (`VPath::Direction::CCW`);
    /// paths keep their own direction.
    public static func outline(_ item: LottieShapeItem, frame: Double) -> Path {
        let path = forwardOutline(item, frame: frame)
        guard item.reversed, !{ if case .path = item.kind { true } else { false } }() else { return path }
        return path.reversedKeepingStarts()
    }

    private static func forwardOutline(_ item: LottieShapeItem, frame: Double) -> Path {
        switch item.kind {
        case .rectangle(let position, let size, let roundness):
            guard let p = position.value(at: frame), let s = size.value(at: frame), p.count >= 2, s.count >= 2 else {
                return Path()
            }
            let rect = CGRect(x: p[0] - s[0] / 2, y: p[1] - s[1] / 2, width: s[0], height: s[1])
            let radius = min(max(roundness.value(at: frame) ?? 0, 0), abs(s[0]) / 2, abs(s[1]) / 2)
            return LottieOutline.rectangle(rect.standardized, radius: radius)
        case .ellipse(let position, let size):
            guard let p = position.value(at: frame), let s = size.value(at: frame), p.count >= 2, s.count >= 2 else {
                return Path()
            }
            return LottieOutline.ellipse(
                CGRect(x: p[0] - s[0] / 2, y: p[1] - s[1] / 2, width: s[0], height: s[1]).standardized)
        case .polystar(let star):
            return star.outline(at: frame)
        case .path(let shape):
            return shape.value(at: frame).map { $0.path } ?? Path()
        default:
            return Path()
        }
    }
}
