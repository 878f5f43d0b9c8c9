import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One item of a view (a view or a modifier) with its values at one instant.
public struct SceneItem: Sendable {
    public var type: PresetType
    /// A value for every parameter of `type` (as `PresetType.resolve` gives). Values are not range-checked, so a
    /// spring's overshoot draws as SwiftUI would draw it.
    public var values: [String: ParameterValue]

    /// An item from resolved values.
    /// - Precondition: `values` holds a value of the right type for every parameter of `type`.
    public init(type: PresetType, values: [String: ParameterValue]) {
        self.type = type
        self.values = values
    }

    /// An item of the type called `typeName` with `parameters` checked and the rest defaulted.
    /// - Throws: `GeometryError` for an unknown type or parameter, or an invalid value.
    public init(_ typeName: String, _ parameters: [String: ParameterValue] = [:]) throws(GeometryError) {
        let type = try PresetTypeCatalog.requireType(named: typeName)
        self.init(type: type, values: try type.resolve(parameters))
    }
}

/// Draws a view tree into a `Scene`.
///
/// Layout is `SceneLayout`'s (SwiftUI's, through the layout engine); drawing then runs outside in through each node's
/// modifiers, as SwiftUI applies them in order: `background` paints a (continuous) rounded rectangle of its view's
/// box behind it and `background-view`/`overlay` draw their views behind or over it; `corner-radius` and `clip-shape`
/// clip what is inside to a shape of the box, `mask` draws it through its views; `opacity` multiplies; the filters
/// (`blur`, `shadow`, the colour filters, `blend-mode`) apply to every node inside; the effects —
/// `offset`, `scale` and `rotation` about their anchor in the box of the view they modify, `shake`, `shake-decay` —
/// transform everything inside them; `counter` replaces the text inside. A container draws its children back to
/// front in order of `zIndex` (equal ones in order). A node coming or going draws its transition's modifiers at the
/// transition's progress, in the box of the view its `transition` item modifies (the whole node without one, with
/// SwiftUI's default `.opacity`).
///
/// Styles: `trim` directly after a shape cuts its outline (two trims compose into one), `fill` and `stroke` after
/// it paint the outline, in order; a shape without them is filled with the
/// foreground style (SwiftUI's default). `font` and `foreground` set the environment for the views inside them; a
/// text's own font or foreground at its default gives way to the environment.
public enum SceneBuilder {
    /// The scene of a view chain on a canvas of `size` points: `items[0]` the view, the rest its modifiers. Items
    /// SwiftUI could not chain (a second view, a `fill` after a non-shape) are skipped; use
    /// `PresetTypeCatalog.validateChain` to refuse them before storing. An empty list draws nothing.
    public static func scene(_ items: [SceneItem], size: CGSize) -> Scene {
        guard let content = items.first, content.type.kind.isContent else { return Scene(size: size, nodes: []) }
        let kept = [content] + items.dropFirst().filter { !$0.type.kind.isContent }
        let view = SceneView(chain: kept)
        return scene(view, display: SceneDisplay(view), size: size)
    }

    /// The scene of `view` laid out in a canvas of `size` (nothing for a tree too big to lay out).
    public static func scene(_ view: SceneView, display: SceneDisplay, size: CGSize) -> Scene {
        guard let layout = try? SceneLayout(view: view, display: display, canvas: size) else {
            return Scene(size: size, nodes: [])
        }
        return scene(view, display: display, layout: layout, size: size) { layout.frame($0) }
    }

    /// The scene of `view` with its boxes where `frame` puts them (laid-out frames moved by geometry animation, and
    /// the frames a removed view last had); `layout` says what texts and controls draw.
    public static func scene(
        _ view: SceneView, display: SceneDisplay, layout: SceneLayout, size: CGSize,
        frame: @escaping (SceneBox) -> CGRect?
    ) -> Scene {
        var drawing = Drawing(view: view, display: display, layout: layout, frame: frame)
        drawing.draw(0, state: Drawing.State())
        return Scene(size: size, nodes: drawing.nodes, effects: drawing.effects, masks: drawing.masks)
    }
}

/// One drawing pass of `SceneBuilder`.
private struct Drawing {
    /// What applies to everything drawn inside a modifier.
    struct State {
        var transform = CGAffineTransform.identity
        var opacity = 1.0
        var clips: [SceneClip] = []
        var masks: [Int] = []
        /// The effects around what is drawn, innermost first.
        var effectItems: [Int] = []
        /// The filters around what is drawn, outermost first, in canvas coordinates.
        var filters: [SceneFilter] = []
        /// The projections around what is drawn, composed in canvas coordinates (applied after the node's transform).
        var projection: ProjectionTransform?
    }

    let view: SceneView
    let display: SceneDisplay
    let layout: SceneLayout
    let frame: (SceneBox) -> CGRect?
    var nodes: [SceneNode] = []
    var effects: [SceneEffect] = []
    var masks: [SceneMask] = []
    /// How many nodes of each role each item has drawn, for `SceneNode.Source.part`.
    var parts: [SceneNode.Role: [Int: Int]] = [:]

    init(
        view: SceneView, display: SceneDisplay, layout: SceneLayout, frame: @escaping (SceneBox) -> CGRect?
    ) {
        self.view = view
        self.display = display
        self.layout = layout
        self.frame = frame
    }

    func item(_ index: Int) -> SceneItem { view.items[index] }

    mutating func draw(_ index: Int, state: State) {
        let node = display.nodes[index]
        let presence = display.presence(of: index, in: view)
        guard presence.isDrawn else { return }
        // A node coming or going draws its transition at the level of its `transition` item (the outermost
        // without one).
        var transitionLevel: Int? = nil
        var transition = Transition.opacity
        var progress = 1.0
        var isInsertion = true
        switch presence {
        case .inserting(let p): (progress, isInsertion) = (p, true)
        case .removing(let p): (progress, isInsertion) = (p, false)
        default: break
        }
        if progress < 1 {
            transitionLevel = node.modifiers.count
            if let position = node.modifiers.firstIndex(where: { item($0.item).type.name == "transition" }) {
                transitionLevel = position
                transition = ItemValues(item(node.modifiers[position].item).values).transition("transition")
            }
        }
        drawLevel(
            node.modifiers.count, of: index, state: state,
            transition: (transitionLevel, transition, progress, isInsertion))
    }

    typealias TransitionState = (level: Int?, transition: Transition, progress: Double, isInsertion: Bool)

    /// Draws display node `index` from modifier level `level` inwards.
    private mutating func drawLevel(_ level: Int, of index: Int, state outer: State, transition: TransitionState) {
        let node = display.nodes[index]
        var state = outer
        guard let box = frame(SceneBox(node: index, level: level)) else { return }
        if transition.level == level {
            apply(
                transition.transition.phase(insertion: transition.isInsertion), progress: transition.progress, in: box,
                to: &state)
        }
        guard level > 0 else {
            drawView(index, in: box, state: state)
            return
        }
        let modifier = node.modifiers[level - 1]
        let modifierItem = item(modifier.item)
        // The box of the view this modifier modifies: effects anchor in it, backgrounds and clips fill it.
        let inner = frame(SceneBox(node: index, level: level - 1)) ?? box
        let v = ItemValues(modifierItem.values)
        let placed = CGAffineTransform(translationX: inner.minX, y: inner.minY).concatenating(state.transform)
        let local = CGRect(origin: .zero, size: inner.size)
        switch modifierItem.type.name {
        case "background":
            let shape = ShapeNode(
                path: Path(roundedRect: local, cornerRadius: v.double("cornerRadius")), size: inner.size,
                layers: [.fill(v.paint("paint"))])
            add(.background, .shape(shape), item: modifier.item, at: inner.origin, state: state)
        case "background-view":
            for attached in node.attached[level - 1] { draw(attached, state: state) }
        case "corner-radius":
            state.clips.append(
                SceneClip(
                    path: Path(roundedRect: local, cornerRadius: v.double("radius"), style: .circular),
                    transform: placed))
        case "clip-shape":
            if let shapeNode = node.attached[level - 1].first, let clip = clipPath(shapeNode, state: state) {
                state.clips.append(SceneClip(path: clip.path, transform: clip.transform, isEvenOdd: v.bool("eoFill")))
            } else {
                state.clips.append(SceneClip(path: Path(local), transform: placed, isEvenOdd: v.bool("eoFill")))
            }
        case "mask":
            var maskDrawing = Drawing(view: view, display: display, layout: layout, frame: frame)
            var maskState = state
            maskState.masks = []
            for attached in node.attached[level - 1] { maskDrawing.draw(attached, state: maskState) }
            // The mask's own masks go first; their indices, which count from the mask drawing's, move with them.
            let base = masks.count
            func shifted(_ nodes: [SceneNode]) -> [SceneNode] {
                nodes.map { node in
                    var node = node
                    node.masks = node.masks.map { $0 + base }
                    return node
                }
            }
            masks += maskDrawing.masks.map { SceneMask(nodes: shifted($0.nodes), item: $0.item) }
            masks.append(SceneMask(nodes: shifted(maskDrawing.nodes), item: modifier.item))
            state.masks.append(masks.count - 1)
        case "opacity":
            state.opacity *= v.double("opacity")
        case "counter":
            break  // Layout already put its text in place of the view's.
        case _ where modifierItem.type.isProjection:
            if let local = PresetTypeCatalog.projection(
                type: modifierItem.type, values: modifierItem.values, in: inner),
                let outer = ProjectionTransform(state.transform).inverted()
            {
                // In canvas terms: undo the effects outside, project, redo them; inner projections apply first.
                let canvas = outer.concatenating(local).concatenating(ProjectionTransform(state.transform))
                state.projection = state.projection.map { canvas.concatenating($0) } ?? canvas
            }
        case _ where modifierItem.type.isFilter:
            if let filter = PresetTypeCatalog.filter(type: modifierItem.type, values: modifierItem.values) {
                // The effects outside this modifier scale and turn the blur and the shadow's offset with the view.
                state.filters.append(filter.applying(state.transform))
            }
        default:
            if let effect = PresetTypeCatalog.unvalidatedEffect(type: modifierItem.type, values: modifierItem.values) {
                state.transform = effect.transform(in: inner).concatenating(state.transform)
                effects.append(SceneEffect(item: modifier.item, effect: effect, bounds: inner))
                state.effectItems.insert(modifier.item, at: 0)
            }
        }
        drawLevel(level - 1, of: index, state: state, transition: transition)
        if modifierItem.type.name == "overlay" {
            for attached in node.attached[level - 1] { draw(attached, state: state) }
        }
    }

    /// A transition's modifiers at `progress` (1 is identity), in the box they modify.
    private mutating func apply(_ transition: Transition, progress p: Double, in box: CGRect, to state: inout State) {
        switch transition {
        case .identity, .asymmetric, .slide, .push:
            break  // `phase(insertion:)` resolved these.
        case .opacity:
            state.opacity *= p
        case .scale(let scale, let anchor):
            let effect = ModifierEffect(scale: scale + (1 - scale) * p, anchor: anchor)
            state.transform = effect.transform(in: box).concatenating(state.transform)
        case .move(let edge):
            let (x, y) = edge.translationOffset(for: box.size)
            state.transform = CGAffineTransform(translationX: x * (1 - p), y: y * (1 - p)).concatenating(
                state.transform)
        case .offset(let x, let y):
            state.transform = CGAffineTransform(translationX: x * (1 - p), y: y * (1 - p)).concatenating(
                state.transform)
        case .combined(let parts):
            // Applied as written: the first part outermost.
            for part in parts { apply(part, progress: p, in: box, to: &state) }
        }
    }

    /// The outline a clip shape's view draws, in its frame, and where the frame is.
    private func clipPath(_ index: Int, state: State) -> (path: Path, transform: CGAffineTransform)? {
        let node = display.nodes[index]
        let viewItem = item(view.nodes[node.source].item)
        guard viewItem.type.kind == .shape, let box = frame(SceneBox(node: index, level: 0)) else { return nil }
        let shape = PresetTypeCatalog.unvalidatedShape(type: viewItem.type, values: viewItem.values)
        return (
            shape.path(in: CGRect(origin: .zero, size: box.size)),
            CGAffineTransform(translationX: box.minX, y: box.minY).concatenating(state.transform)
        )
    }

    /// The node's view, in its box.
    private mutating func drawView(_ index: Int, in box: CGRect, state: State) {
        let node = display.nodes[index]
        let itemIndex = view.nodes[node.source].item
        let viewItem = item(itemIndex)
        switch viewItem.type.kind {
        case .shape:
            let shape = PresetTypeCatalog.unvalidatedShape(type: viewItem.type, values: viewItem.values)
            let local = CGRect(origin: .zero, size: box.size)
            var outline = shape.path(in: local)
            // Each paint with the inset it strokes at (`strokeBorder` strokes the outline inset by half its width).
            var layers: [(layer: ShapeLayer, inset: Double)] = []
            var trim: ShapeTrim?
            // The shape modifiers in order, replayed on an inset outline.
            var transforms: [CGAffineTransform] = []
            // `inset(by:)` before anything else (the chain check sees to it): the outline every paint starts from.
            var baseInset = 0.0
            for modifier in node.modifiers.prefix(while: {
                item($0.item).type.isShapeStyle || item($0.item).type.modifiesShape
            }) {
                let modifierItem = item(modifier.item)
                let v = ItemValues(modifierItem.values)
                if let transform = PresetTypeCatalog.shapeTransform(
                    type: modifierItem.type, values: modifierItem.values, in: local)
                {
                    // The outline moves before it is painted. A trim before the move keeps its fractions: moves,
                    // turns and uniform scales keep lengths in proportion (a non-uniform scale only nearly does).
                    outline = outline.applying(transform)
                    trim = trim.map { ShapeTrim(from: $0.from, to: $0.to, outline: $0.outline.applying(transform)) }
                    transforms.append(transform)
                    continue
                }
                switch modifierItem.type.name {
                case "shape-inset":
                    baseInset += v.double("amount")
                    outline = PresetTypeCatalog.insetPath(
                        type: viewItem.type, values: viewItem.values, in: local, by: baseInset)
                case "trim":
                    trim =
                        trim?.then(from: v.double("from"), to: v.double("to"))
                        ?? ShapeTrim(from: v.double("from"), to: v.double("to"), outline: outline)
                case "fill": layers.append((.fill(v.paint("paint"), evenOdd: v.bool("eoFill")), baseInset))
                case "stroke-border":
                    let style = v.strokeStyle("style")
                    layers.append((.stroke(v.paint("paint"), style), baseInset + max(Double(style.lineWidth) / 2, 0)))
                default: layers.append((.stroke(v.paint("paint"), v.strokeStyle("style")), baseInset))
                }
            }
            if layers.isEmpty {
                layers = [(.fill(layout.environment(of: index).foreground ?? .color(.primary)), baseInset)]
            }
            // Paints at one inset share a node; a `strokeBorder` after a fill draws a node of its own, its outline the
            // shape's inset (with the same shape modifiers and trim).
            var start = 0
            while start < layers.count {
                let inset = layers[start].inset
                var end = start + 1
                while end < layers.count, layers[end].inset == inset { end += 1 }
                var path = trim?.path ?? outline
                var runTrim = trim
                if inset != baseInset, PresetTypeCatalog.insettableShapes.contains(viewItem.type.name) {
                    var insetOutline = PresetTypeCatalog.insetPath(
                        type: viewItem.type, values: viewItem.values, in: local, by: inset)
                    for transform in transforms { insetOutline = insetOutline.applying(transform) }
                    runTrim = trim.map { ShapeTrim(from: $0.from, to: $0.to, outline: insetOutline) }
                    path = runTrim?.path ?? insetOutline
                }
                add(
                    .content,
                    .shape(
                        ShapeNode(
                            path: path, size: box.size, layers: layers[start..<end].map(\.layer), trim: runTrim)),
                    item: itemIndex, at: box.origin, state: state)
                start = end
            }
        case .container:
            let order = node.children.enumerated().sorted { a, b in
                (zIndex(a.element), a.offset) < (zIndex(b.element), b.offset)
            }
            if let parts = layout.parts(of: SceneBox(node: index, level: 0)) {
                drawParts(parts, item: itemIndex, in: box, state: state)
            }
            for (_, child) in order { draw(child, state: state) }
        case .text where viewItem.type.name == "animatable-text":
            let count = min(max(ItemValues(viewItem.values).int("count"), 1), 8)
            for k in 1...count {
                let numberBox = SceneBox(node: index, level: -k)
                guard let parts = layout.parts(of: numberBox), let laid = layout.frame(numberBox),
                    let laidView = layout.frame(SceneBox(node: index, level: 0))
                else { continue }
                // The number sits where layout put it within the view, moved with the view's box.
                let origin = CGPoint(
                    x: Double(box.minX) + Double(laid.minX) - Double(laidView.minX),
                    y: Double(box.minY) + Double(laid.minY) - Double(laidView.minY))
                drawParts(parts, item: itemIndex, in: CGRect(origin: origin, size: laid.size), state: state)
            }
        default:
            guard let parts = layout.parts(of: SceneBox(node: index, level: 0)) else { return }
            drawParts(parts, item: itemIndex, in: box, state: state)
        }
    }

    /// What layout says a view draws, placed in its box: texts and a colour are its content, the shapes of a
    /// control (a field's box, a button's fill) its chrome.
    private mutating func drawParts(_ parts: [LayoutPart], item: Int, in box: CGRect, state: State) {
        let isColor = self.item(item).type.name == "color"
        for part in parts {
            var role = SceneNode.Role.content
            if case .shape = part.content, !isColor { role = .field }
            let origin = CGPoint(
                x: Double(box.minX) + Double(part.origin.x), y: Double(box.minY) + Double(part.origin.y))
            add(role, part.content, item: item, at: origin, state: state)
        }
    }

    private func zIndex(_ index: Int) -> Double {
        for modifier in display.nodes[index].modifiers where item(modifier.item).type.name == "z-index" {
            return ItemValues(item(modifier.item).values).double("value")
        }
        return 0
    }

    private mutating func add(
        _ role: SceneNode.Role, _ content: SceneNode.Content, item: Int, at origin: CGPoint, state: State
    ) {
        let part = parts[role, default: [:]][item, default: 0]
        parts[role, default: [:]][item] = part + 1
        let placed = CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(state.transform)
        nodes.append(
            SceneNode(
                role: role, content: content, source: .init(item: item, part: part), transform: placed, origin: origin,
                effectItems: state.effectItems, opacity: state.opacity, clips: state.clips, masks: state.masks,
                filters: state.filters, projection: state.projection))
    }
}
