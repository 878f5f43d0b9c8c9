import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A view laid out at one instant: the frame of every box of every display node that takes part in layout, in canvas
/// coordinates before render-time effects, and what its texts and controls draw.
///
/// The one reading of a view tree as layout: `SceneLayout(view:display:canvas:)` turns each node into the layout
/// engine's `LayoutNode` (Layout/), lays it out as SwiftUI lays out, and reads each box's frame back. Modifiers that
/// do not lay out (effects, styles, the environment, a painted background) take their view's frame.
public struct SceneLayout: Sendable {
    /// Every laid-out box's frame.
    public private(set) var frames: [SceneBox: CGRect] = [:]
    /// What the leaf of a display node draws in its own frame, when the layout engine draws it (texts, controls,
    /// colours and a navigation stack's title bar); shapes are drawn by the scene builder from their own path.
    private(set) var parts: [SceneBox: [LayoutPart]] = [:]
    /// The environment inside each display node's view (level 0).
    private(set) var environments: [Int: SceneEnvironment] = [:]

    /// Everything a layout is made from besides the tree's shape: every item's values, which nodes take part, and
    /// the canvas. Two views with equal inputs (on one display) lay out alike, so a layout can be kept while only its
    /// boxes' geometry animates.
    public struct Inputs: Equatable, Sendable {
        var values: [[String: ParameterValue]]
        var laidOut: [Bool]
        var canvas: CGSize

        public init(view: SceneView, canvas: CGSize) {
            values = view.items.map(\.values)
            laidOut = view.nodes.indices.map { view.presence(of: $0).isLaidOut }
            self.canvas = canvas
        }
    }

    /// Lays out `view` in a canvas of `canvas` points, centred as SwiftUI centres a root view.
    /// - Throws: `LayoutError` for a tree too big or too deep to lay out.
    public init(view: SceneView, display: SceneDisplay, canvas: CGSize) throws(LayoutError) {
        var builder = Builder(view: view, display: display)
        let root = builder.node(0, environment: SceneEnvironment())
        let tree = try LayoutTree(root.node)
        precondition(tree.count == root.boxes.count, "the layout tree and its boxes must correspond")
        let result = try tree.layout(in: canvas, environment: LayoutEnvironment(safeAreaInsets: .zero))
        for (index, box) in root.boxes.enumerated() {
            guard let box else { continue }
            frames[box.box] = result.frame(of: index)
            if box.drawsParts { parts[box.box] = result.parts(of: index) }
        }
        // Boxes of modifiers that do not lay out take the frame of the box inside them.
        for (node, levels) in builder.levels {
            for level in 1...max(levels, 1) where frames[SceneBox(node: node, level: level)] == nil {
                if let inner = frames[SceneBox(node: node, level: level - 1)] {
                    frames[SceneBox(node: node, level: level)] = inner
                }
            }
        }
        environments = builder.environments
    }

    /// The canvas a view is staged on when no size is asked for: an iPhone's screen (390 × 844 points, an iPhone 14
    /// or 15) for a view in a `NavigationStack`, which fills the screen; otherwise the view's ideal size (what it takes
    /// when nothing is proposed, as a preview shows it) with a margin of 20 points on each side, and a 240-point square
    /// for a view with no ideal size of its own (a shape without a frame fills whatever it is offered).
    public static func stageSize(view: SceneView, display: SceneDisplay) -> CGSize {
        if view.nodes.contains(where: { view.items[$0.item].type.name == "navigation-stack" }) {
            return CGSize(width: 390, height: 844)
        }
        var builder = Builder(view: view, display: display)
        let root = builder.node(0, environment: SceneEnvironment())
        guard let tree = try? LayoutTree(root.node), let ideal = try? tree.sizeThatFits(.unspecified) else {
            return CGSize(width: 240, height: 240)
        }
        func side(_ length: CGFloat) -> Double {
            // A shape's ideal size is SwiftUI's placeholder 10 points: no size of its own.
            let length = Double(length)
            return length.isFinite && length > 10 ? min(length.rounded(.up) + 40, 4096) : 240
        }
        return CGSize(width: side(ideal.width), height: side(ideal.height))
    }

    /// The frame of `box`, if it was laid out.
    public func frame(_ box: SceneBox) -> CGRect? { frames[box] }

    /// What `box` draws, as the layout engine draws it (a text, a control, a navigation bar, the k-th number of an
    /// AnimatableTextView at level −k); nil for shapes and containers.
    func parts(of box: SceneBox) -> [LayoutPart]? { parts[box] }

    func environment(of node: Int) -> SceneEnvironment { environments[node] ?? SceneEnvironment() }
}

/// A layout node and, for each of its nodes in pre-order, the box it is (nil for nodes that are no box, such as the
/// z-stack of an overlay's several views).
private struct Built {
    var node: LayoutNode
    var boxes: [(box: SceneBox, drawsParts: Bool)?]
}

private struct Builder {
    let view: SceneView
    let display: SceneDisplay
    /// Each laid-out display node's modifier count.
    var levels: [Int: Int] = [:]
    var environments: [Int: SceneEnvironment] = [:]

    init(view: SceneView, display: SceneDisplay) {
        self.view = view
        self.display = display
    }

    func item(_ index: Int) -> SceneItem { view.items[index] }

    mutating func node(_ index: Int, environment outer: SceneEnvironment) -> Built {
        let node = display.nodes[index]
        levels[index] = node.modifiers.count
        // The environment inside each modifier, outermost first: what reaches the view is inside all of them.
        var inside = [SceneEnvironment](repeating: outer, count: node.modifiers.count + 1)
        for level in node.modifiers.indices.reversed() {
            inside[level] = inside[level + 1].inside(item(node.modifiers[level].item))
        }
        environments[index] = inside[0]
        var built = leaf(index, environment: inside[0])
        for (level, modifier) in node.modifiers.enumerated() {
            let box = SceneBox(node: index, level: level + 1)
            let content = node.attached[level].filter { display.presence(of: $0, in: view).isLaidOut }
            built = modified(
                built, by: item(modifier.item), box: box, attached: content, environment: inside[level + 1])
        }
        return built
    }

    private mutating func children(_ nodes: [Int], environment: SceneEnvironment) -> [Built] {
        nodes.filter { display.presence(of: $0, in: view).isLaidOut }.map { node($0, environment: environment) }
    }

    /// The node's view, as the box at level 0.
    private mutating func leaf(_ index: Int, environment: SceneEnvironment) -> Built {
        let node = display.nodes[index]
        let item = item(view.nodes[node.source].item)
        let v = ItemValues(item.values)
        let box = SceneBox(node: index, level: 0)
        func one(_ layout: LayoutNode, parts: Bool = true) -> Built {
            Built(node: layout, boxes: [(box, parts)])
        }
        func container(_ make: ([LayoutNode]) -> LayoutNode, _ kids: [Built]) -> Built {
            Built(node: make(kids.map(\.node)), boxes: [(box, false)] + kids.flatMap(\.boxes))
        }
        // A `counter` around the view shows its number in place of the view's text (the innermost one wins).
        var counterText: String?
        for modifier in node.modifiers where counterText == nil {
            let modifierItem = self.item(modifier.item)
            counterText =
                PresetTypeCatalog.unvalidatedEffect(type: modifierItem.type, values: modifierItem.values)?.text
        }
        switch item.type.kind {
        case .shape:
            return one(.shape(nil), parts: false)
        case .text:
            switch item.type.name {
            case "text":
                return one(
                    .text(
                        counterText ?? v.string("text"), font: font(of: item, environment),
                        alignment: v.textAlignment("alignment"), paint: foreground(of: item, environment)))
            case "text-field":
                return one(
                    .textField(
                        v.string("placeholder"), text: counterText ?? v.string("text"),
                        style: v.textFieldStyle("style"),
                        font: environment.font ?? .body))
            default:
                // AnimatableTextView: a VStack of padded Texts, each number in its format and colour.
                let format = (try? CounterFormat(v.string("format"))) ?? .default
                let count = min(max(v.int("count"), 1), 8)
                let font = font(of: item, environment)
                let texts = (1...count).map { k in
                    LayoutNode.text(
                        format.string(for: v.double("value\(k)")), font: font, paint: .color(v.color("color\(k)"))
                    )
                    .padding()
                }
                // Each number is drawn from its own box: level −k holds the k-th Text (its padding is no box).
                var boxes: [(box: SceneBox, drawsParts: Bool)?] = [(box, false)]
                for k in 1...count { boxes += [nil, (SceneBox(node: index, level: -k), true)] }
                return Built(node: .vStack(texts), boxes: boxes)
            }
        case .view:
            switch item.type.name {
            case "color":
                if case .color(let color) = v.paint("paint") { return one(.color(color)) }
                return one(.shape(nil, layers: [.fill(v.paint("paint"))]))
            case "spacer": return one(.spacer(minLength: v.optionalNumber("minLength").map { CGFloat($0) }))
            case "button":
                let style = v.buttonStyle("style")
                return one(
                    .button(
                        v.string("title"), style: style == .automatic ? environment.buttonStyle ?? .automatic : style,
                        font: environment.font ?? .body))
            case "slider":
                let lower = v.double("lower")
                let upper = max(v.double("upper"), lower)
                return one(.slider(value: v.double("value"), in: lower...upper))
            case "toggle":
                return one(.toggle(v.string("title"), isOn: v.bool("isOn"), font: environment.font ?? .body))
            default:
                return one(.empty)
            }
        case .container:
            let kids = children(node.children, environment: environment)
            switch item.type.name {
            case "vstack":
                let spacing = v.optionalNumber("spacing").map { CGFloat($0) }
                return container({ .vStack(alignment: v.horizontalAlignment("alignment"), spacing: spacing, $0) }, kids)
            case "hstack":
                let spacing = v.optionalNumber("spacing").map { CGFloat($0) }
                return container({ .hStack(alignment: v.verticalAlignment("alignment"), spacing: spacing, $0) }, kids)
            case "zstack":
                return container({ .zStack(alignment: v.alignment("alignment"), $0) }, kids)
            case "navigation-stack":
                var built = container({ .navigationStack(.group($0)) }, kids)
                // The title bar is the stack's to draw.
                built.boxes[0] = (box, true)
                // `.group` adds a node between the stack and its content.
                built.boxes.insert(nil, at: 1)
                return built
            default:
                return container({ .group($0) }, kids)
            }
        case .modifier:
            return one(.empty, parts: false)
        }
    }

    /// `inner` with one modifier applied, as the box `box`.
    private mutating func modified(
        _ inner: Built, by item: SceneItem, box: SceneBox, attached: [Int], environment: SceneEnvironment
    ) -> Built {
        let v = ItemValues(item.values)
        func wrap(_ layout: LayoutNode) -> Built { Built(node: layout, boxes: [(box, false)] + inner.boxes) }
        func attaching(_ alignment: Alignment, over: Bool) -> Built {
            let views = attached.map { node($0, environment: environment) }
            let content: LayoutNode
            var contentBoxes: [(box: SceneBox, drawsParts: Bool)?]
            if views.count == 1 {
                content = views[0].node
                contentBoxes = views[0].boxes
            } else {
                // Several attached views stack as a ZStack with the modifier's alignment (Apple's overlay docs).
                content = .zStack(alignment: alignment, views.map(\.node))
                contentBoxes = [nil] + views.flatMap(\.boxes)
            }
            let layout =
                over
                ? inner.node.overlay(alignment: alignment, content)
                : inner.node.background(alignment: alignment, content)
            return Built(node: layout, boxes: [(box, false)] + inner.boxes + contentBoxes)
        }
        switch item.type.name {
        case "frame":
            let (w, h) = (v.double("width"), v.double("height"))
            return wrap(
                inner.node.frame(
                    width: w > 0 ? CGFloat(w) : nil, height: h > 0 ? CGFloat(h) : nil,
                    alignment: v.alignment("alignment")))
        case "flexible-frame":
            func limit(_ name: String) -> CGFloat? { v.optionalNumber(name).map { CGFloat($0) } }
            return wrap(
                inner.node.frame(
                    minWidth: limit("minWidth"), idealWidth: limit("idealWidth"), maxWidth: limit("maxWidth"),
                    minHeight: limit("minHeight"), idealHeight: limit("idealHeight"), maxHeight: limit("maxHeight"),
                    alignment: v.alignment("alignment")))
        case "padding":
            return wrap(inner.node.padding(v.edgeSet("edges"), CGFloat(v.double("length"))))
        case "padding-insets":
            return wrap(
                inner.node.padding(
                    EdgeInsets(
                        top: CGFloat(v.double("top")), leading: CGFloat(v.double("leading")),
                        bottom: CGFloat(v.double("bottom")), trailing: CGFloat(v.double("trailing")))))
        case "fixed-size":
            return wrap(inner.node.fixedSize(horizontal: v.bool("horizontal"), vertical: v.bool("vertical")))
        case "position":
            return wrap(inner.node.position(x: CGFloat(v.double("x")), y: CGFloat(v.double("y"))))
        case "layout-priority":
            return wrap(inner.node.layoutPriority(v.double("value")))
        case "navigation-title":
            return wrap(inner.node.navigationTitle(v.string("title")))
        case "overlay", "mask", "clip-shape":
            guard !attached.isEmpty else { return inner }
            return attaching(item.type.name == "overlay" ? v.alignment("alignment") : .center, over: true)
        case "background-view":
            guard !attached.isEmpty else { return inner }
            return attaching(v.alignment("alignment"), over: false)
        default:
            return inner
        }
    }

    /// The text's font: its own, unless that is the default and the environment sets one.
    private func font(of item: SceneItem, _ environment: SceneEnvironment) -> Font {
        let own = ItemValues(item.values).font("font")
        guard let font = environment.font, .font(own) == item.type.parameter(named: "font")?.defaultValue else {
            return own
        }
        return font
    }

    /// The text's paint: its own, unless that is the default and the environment sets one.
    private func foreground(of item: SceneItem, _ environment: SceneEnvironment) -> Paint {
        let own = ItemValues(item.values).paint("foreground")
        guard let paint = environment.foreground, .paint(own) == item.type.parameter(named: "foreground")?.defaultValue
        else { return own }
        return paint
    }
}
