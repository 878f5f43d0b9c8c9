import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One item of a view (a content type or a modifier) with its values at one instant.
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

/// Draws a view — a content item followed by its modifiers, in SwiftUI's order — into a `Scene`.
///
/// Layout follows SwiftUI: the canvas proposes its size to the outermost modifier, each modifier proposes to the
/// one inside it, the content picks its size, and sizes come back out. Shapes take the size proposed to them, text
/// its measured size (`TextMetrics`), a text field the proposed width. `frame` proposes and takes its width and
/// height (0 leaves an axis to the content, like SwiftUI's nil) and centres its content; `padding` insets by its
/// length on every side. The outermost view is centred in the canvas.
///
/// Drawing then runs outside in: `background` draws a (continuous) rounded rectangle of its content's frame behind
/// it, `corner-radius` clips everything inside to a circular rounded rectangle of its frame, `opacity` multiplies,
/// and the effects — `offset`, `scale` and `rotation` about their anchor in the frame of the view they modify,
/// `shake`, `shake-decay` — transform everything inside them, so effects compose exactly as SwiftUI applies
/// modifiers in order. `counter` replaces the content's text.
///
/// Styles: `fill` and `stroke` directly after a shape paint it, in order; a shape without them is filled with the
/// foreground style (SwiftUI's default). `font` and `foreground` set the environment for the content inside them;
/// the innermost one wins. A text's own `font`/`foreground` parameter applies unless it is at its default and an
/// item sets the environment — the reading of `Text(…)` written without `.font`, which is what a chain such as
/// `text` + `font(.title)` means.
public enum SceneBuilder {
    /// The scene of `items` on a canvas of `size` points.
    ///
    /// Items that SwiftUI could not chain (a second content item, a `fill` after a non-shape) are skipped; use
    /// `PresetTypeCatalog.validateChain` to refuse them before storing. An empty list draws nothing.
    public static func scene(_ items: [SceneItem], size: CGSize) -> Scene {
        guard let content = items.first, content.type.kind.isContent else { return Scene(size: size, nodes: []) }
        var builder = Builder(content: content, modifiers: Array(items.dropFirst()))
        let nodes = builder.draw(canvas: size)
        return Scene(size: size, nodes: nodes, effects: builder.effects)
    }
}

/// One pass of `SceneBuilder`: layout inside out, then drawing outside in.
private struct Builder {
    let content: SceneItem
    let modifiers: [SceneItem]
    /// Each of `modifiers`' index among the view's items (the content is item 0; misplaced styles are skipped).
    let itemIndices: [Int]
    /// The shape's paint layers (the `fill`/`stroke` items directly after it).
    let layers: [ShapeLayer]
    let environmentFont: Font?
    let environmentForeground: Paint?
    /// The text a `counter` puts in place of the content's (the innermost counter wins).
    let counterText: String?
    /// A `text`'s lines and an `animatable-text`'s formatted numbers (empty for other content): layout measures them
    /// and drawing draws them, so they are worked out once.
    let textLines: [String]
    let numberTexts: [String]
    var nodes: [SceneNode] = []
    /// The effects drawn so far, outermost first.
    var effects: [SceneEffect] = []

    init(content: SceneItem, modifiers: [SceneItem]) {
        self.content = content
        var styleCount = 0
        if content.type.kind == .shape {
            styleCount = modifiers.prefix { $0.type.isShapeStyle }.count
        }
        var layers: [ShapeLayer] = []
        for item in modifiers.prefix(styleCount) {
            let v = ItemValues(item.values)
            layers.append(
                item.type.name == "fill" ? .fill(v.paint("paint")) : .stroke(v.paint("paint"), v.strokeStyle("style")))
        }
        // Shape styles anywhere else cannot be written in SwiftUI; they are skipped.
        let kept = modifiers.enumerated().filter { $0.offset < styleCount || !$0.element.type.isShapeStyle }
        self.modifiers = kept.map(\.element)
        itemIndices = kept.map { $0.offset + 1 }
        environmentFont = modifiers.first { $0.type.name == "font" }.map { ItemValues($0.values).font("font") }
        environmentForeground = modifiers.first { $0.type.name == "foreground" }.map {
            ItemValues($0.values).paint("paint")
        }
        counterText = modifiers.first { $0.type.name == "counter" }.flatMap {
            PresetTypeCatalog.unvalidatedEffect(type: $0.type, values: $0.values)?.text
        }
        self.layers = layers.isEmpty ? [.fill(environmentForeground ?? .color(.primary))] : layers
        let v = ItemValues(content.values)
        switch content.type.name {
        case "text":
            textLines = TextMetrics.lines(counterText ?? v.string("text"))
            numberTexts = []
        case "animatable-text":
            textLines = []
            let format = (try? CounterFormat(v.string("format"))) ?? .default
            let count = min(max(v.int("count"), 1), 8)
            numberTexts = (1...count).map { format.string(for: v.double("value\($0)")) }
        default:
            (textLines, numberTexts) = ([], [])
        }
    }

    // MARK: Layout

    /// The size the content takes when `proposal` is offered.
    func contentSize(_ proposal: CGSize) -> CGSize {
        switch content.type.kind {
        case .shape, .modifier: return proposal
        case .text:
            switch content.type.name {
            case "text": return TextMetrics.size(of: textLines, font: font(of: content))
            case "text-field":
                return CGSize(width: proposal.width, height: fieldHeight)
            default:
                let sizes = numberTexts.map { paddedSize($0) }
                return CGSize(
                    width: sizes.map(\.width).max() ?? 0,
                    height: sizes.map(\.height).reduce(0, +) + Double(max(sizes.count - 1, 0)) * Self.stackSpacing)
            }
        }
    }

    /// What modifier `index` proposes to the view inside it.
    func proposal(inside index: Int, given proposal: CGSize) -> CGSize {
        let v = ItemValues(modifiers[index].values)
        switch modifiers[index].type.name {
        case "frame":
            return Self.frameSize(v, otherwise: proposal)
        case "padding":
            let length = v.double("length")
            return CGSize(
                width: max(Double(proposal.width) - 2 * length, 0), height: max(Double(proposal.height) - 2 * length, 0)
            )
        default:
            return proposal
        }
    }

    /// A `frame`'s fixed width and height, each taken from `size` where the frame leaves it open (0): what it
    /// proposes inside and the size it takes around its view.
    private static func frameSize(_ v: ItemValues, otherwise size: CGSize) -> CGSize {
        CGSize(
            width: v.double("width") > 0 ? v.double("width") : Double(size.width),
            height: v.double("height") > 0 ? v.double("height") : Double(size.height))
    }

    /// The size modifier `index` takes around a view of `inner` size.
    func size(of index: Int, around inner: CGSize) -> CGSize {
        let v = ItemValues(modifiers[index].values)
        switch modifiers[index].type.name {
        case "frame":
            return Self.frameSize(v, otherwise: inner)
        case "padding":
            let length = v.double("length")
            return CGSize(width: Double(inner.width) + 2 * length, height: Double(inner.height) + 2 * length)
        default:
            return inner
        }
    }

    // MARK: Drawing

    mutating func draw(canvas: CGSize) -> [SceneNode] {
        // Proposals go in, sizes come out: sizes[i] is the size of the view made by modifiers[0..<i] (0 = content).
        var proposals = [CGSize](repeating: canvas, count: modifiers.count + 1)
        for index in modifiers.indices.reversed() {
            proposals[index] = proposal(inside: index, given: proposals[index + 1])
        }
        var sizes = [contentSize(proposals[0])]
        for index in modifiers.indices { sizes.append(size(of: index, around: sizes[index])) }

        let outer = sizes[modifiers.count]
        var frame = CGRect(
            x: (Double(canvas.width) - Double(outer.width)) / 2, y: (Double(canvas.height) - Double(outer.height)) / 2,
            width: Double(outer.width), height: Double(outer.height))
        var transform = CGAffineTransform.identity
        var opacity = 1.0
        var clips: [SceneClip] = []
        for index in modifiers.indices.reversed() {
            let item = modifiers[index]
            let v = ItemValues(item.values)
            let placed = CGAffineTransform(translationX: frame.minX, y: frame.minY).concatenating(transform)
            switch item.type.name {
            case "frame":
                let inner = sizes[index]
                frame = CGRect(
                    x: Double(frame.midX) - Double(inner.width) / 2, y: Double(frame.midY) - Double(inner.height) / 2,
                    width: Double(inner.width), height: Double(inner.height))
            case "padding":
                let length = v.double("length")
                frame = CGRect(
                    x: Double(frame.minX) + length, y: Double(frame.minY) + length, width: Double(sizes[index].width),
                    height: Double(sizes[index].height))
            case "background":
                let local = CGRect(origin: .zero, size: frame.size)
                let shape = ShapeNode(
                    path: Path(roundedRect: local, cornerRadius: v.double("cornerRadius")), size: frame.size,
                    layers: [.fill(v.paint("paint"))])
                nodes.append(
                    SceneNode(
                        role: .background, content: .shape(shape), source: .init(item: itemIndices[index]),
                        transform: placed, origin: frame.origin, effectItems: effectItems, opacity: opacity,
                        clips: clips))
            case "corner-radius":
                let local = CGRect(origin: .zero, size: frame.size)
                clips.append(
                    SceneClip(
                        path: Path(roundedRect: local, cornerRadius: v.double("radius"), style: .circular),
                        transform: placed))
            case "opacity":
                opacity *= v.double("opacity")
            default:
                if let effect = PresetTypeCatalog.unvalidatedEffect(type: item.type, values: item.values) {
                    transform = effect.transform(in: frame).concatenating(transform)
                    effects.append(SceneEffect(item: itemIndices[index], effect: effect, bounds: frame))
                }
            }
        }
        drawContent(in: frame, transform: transform, opacity: opacity, clips: clips)
        return nodes
    }

    /// The effects around what is drawn next, innermost first.
    private var effectItems: [Int] { effects.reversed().map(\.item) }

    private mutating func drawContent(
        in frame: CGRect, transform: CGAffineTransform, opacity: Double, clips: [SceneClip]
    ) {
        var part = 0
        let effectItems = self.effectItems
        func add(_ role: SceneNode.Role, _ content: SceneNode.Content, at origin: CGPoint) {
            let placed = CGAffineTransform(translationX: origin.x, y: origin.y).concatenating(transform)
            nodes.append(
                SceneNode(
                    role: role, content: content, source: .init(item: 0, part: role == .content ? part : 0),
                    transform: placed, origin: origin, effectItems: effectItems, opacity: opacity, clips: clips))
            if role == .content { part += 1 }
        }
        let local = CGRect(origin: .zero, size: frame.size)
        switch content.type.kind {
        case .shape, .modifier:
            let shape = PresetTypeCatalog.unvalidatedShape(type: content.type, values: content.values)
            add(
                .content, .shape(ShapeNode(path: shape.path(in: local), size: frame.size, layers: layers)),
                at: frame.origin)
        case .text where content.type.name == "text":
            let v = ItemValues(content.values)
            let text = TextNode(
                lines: textLines, font: font(of: content), paint: foreground(of: content),
                alignment: v.textAlignment("alignment"), size: frame.size)
            add(.content, .text(text), at: frame.origin)
        case .text where content.type.name == "text-field":
            drawField(in: frame, add: add)
        case .text:
            // A VStack of padded Texts, centred horizontally.
            var y = Double(frame.minY)
            let v = ItemValues(content.values)
            for (index, text) in numberTexts.enumerated() {
                let padded = paddedSize(text)
                let lines = [text]
                let node = TextNode(
                    lines: lines, font: font(of: content), paint: .color(v.color("color\(index + 1)")),
                    alignment: .center, size: TextMetrics.size(of: lines, font: font(of: content)))
                let x = Double(frame.midX) - Double(padded.width) / 2 + Self.padding
                add(.content, .text(node), at: CGPoint(x: x, y: y + Self.padding))
                y += Double(padded.height) + Self.stackSpacing
            }
        }
    }

    private func drawField(in frame: CGRect, add: (SceneNode.Role, SceneNode.Content, CGPoint) -> Void) {
        let v = ItemValues(content.values)
        let style = v.textFieldStyle("style")
        let entered = counterText ?? v.string("text")
        let showsPlaceholder = entered.isEmpty
        let inset = style == .roundedBorder ? Self.fieldInset : 0
        if style == .roundedBorder {
            let box = ShapeNode(
                path: Path(roundedRect: CGRect(origin: .zero, size: frame.size), cornerRadius: 5, style: .circular),
                size: frame.size,
                layers: [.fill(.color(.white)), .stroke(.color(Self.fieldBorder), StrokeStyle(lineWidth: 0.5))])
            add(.field, .shape(box), frame.origin)
        }
        let font = environmentFont ?? .body
        let text = TextNode(
            lines: [showsPlaceholder ? v.string("placeholder") : entered], font: font,
            paint: showsPlaceholder ? .color(Self.placeholder) : environmentForeground ?? .color(.primary),
            alignment: .leading,
            size: CGSize(width: max(Double(frame.width) - 2 * inset, 0), height: Double(frame.height)))
        add(.content, .text(text), CGPoint(x: Double(frame.minX) + inset, y: Double(frame.minY)))
    }

    // MARK: Text

    /// A Text with `.padding()`, as AnimatableTextView lays out each number.
    func paddedSize(_ text: String) -> CGSize {
        let size = TextMetrics.size(of: [text], font: font(of: content))
        return CGSize(width: Double(size.width) + 2 * Self.padding, height: Double(size.height) + 2 * Self.padding)
    }

    var fieldHeight: Double {
        let line = (environmentFont ?? .body).lineHeight
        return ItemValues(content.values).textFieldStyle("style") == .roundedBorder ? line + 12 : line
    }

    /// The content's font: its own, unless that is the default and a `font` item sets the environment.
    func font(of item: SceneItem) -> Font {
        let own = ItemValues(item.values).font("font")
        guard let environmentFont, own == item.type.parameter(named: "font")?.defaultValue.font else { return own }
        return environmentFont
    }

    /// The content's foreground: its own, unless that is the default and a `foreground` item sets the environment.
    func foreground(of item: SceneItem) -> Paint {
        let own = ItemValues(item.values).paint("foreground")
        guard let environmentForeground, .paint(own) == item.type.parameter(named: "foreground")?.defaultValue
        else { return own }
        return environmentForeground
    }

    static let padding = 16.0
    static let stackSpacing = 8.0
    /// UIKit's rounded-rect text field: 7 pt text inset, a hairline light grey border, a grey placeholder
    /// (`UIColor.placeholderText`, 60, 60, 67 at 30 %).
    static let fieldInset = 7.0
    static let fieldBorder = Color(red: 0.8, green: 0.8, blue: 0.8)
    static let placeholder = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.3)
}

extension ParameterValue {
    fileprivate var font: Font? {
        if case .font(let font) = self { return font }
        return nil
    }
}
