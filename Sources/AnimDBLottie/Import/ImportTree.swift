import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One node of an imported view tree: its view and modifiers (`items[0]` the view), and a container's children.
struct ImportedNode {
    var items: [ImportedItem]
    var children: [ImportedNode] = []
}

extension ImportContext {
    /// The whole file as one view: a `ZStack` of the top-level layers, bottom first, held for the composition's length.
    mutating func tree() -> ImportedNode {
        keys = UniqueNames()
        keyPrefix = ""
        let layers = layerNodes(animation.layers, path: "layers", composition: .identity, depth: 0)
        keyPrefix = ""
        var root = ImportedNode(
            items: [
                ImportedItem(key("canvas"), "zstack", []),
                ImportedItem(
                    key("canvas-size"), "frame",
                    [("width", .fixed(.double(Double(size.width)))), ("height", .fixed(.double(Double(size.height))))]),
            ], children: layers)
        if clock.duration > 0 {
            // The timeline lasts from the in point to the out point, whatever its tracks do.
            let hold = ParsedKeyframes(
                type: .double, keyframes: [.linear(.double(1), duration: clock.duration, timingCurve: .linear)])
            root.items.append(ImportedItem(key("length"), "opacity", [("opacity", .keyframes(base: .double(1), hold))]))
        }
        return root
    }

    /// The nodes of a composition's layers, bottom first; `composition` is the clock of its frames.
    mutating func layerNodes(_ layers: [LottieLayer], path: String, composition: FrameMap, depth: Int)
        -> [ImportedNode]
    {
        var nodes: [ImportedNode] = []
        for (position, layer) in layers.enumerated().reversed() where !layer.hidden && !layer.isMatteSource {
            let layerPath = "\(path)[\(position)]"
            guard var node = layerNode(layer, in: layers, path: path, composition: composition, depth: depth) else {
                continue
            }
            if let mode = layer.matteMode {
                matte(
                    &node, mode: mode, layer: layer, position: position, in: layers, path: path,
                    composition: composition, depth: depth)
            }
            _ = layerPath
            nodes.append(node)
        }
        return nodes
    }

    /// A layer as a node: its content in the canvas-sized frame, its masks, its own and its parents' transforms, and
    /// its in and out points as visibility; nil for what draws nothing (null layers, empty precompositions).
    mutating func layerNode(
        _ layer: LottieLayer, in layers: [LottieLayer], path: String, composition: FrameMap, depth: Int
    ) -> ImportedNode? {
        guard let position = layers.firstIndex(where: { $0.index == layer.index && $0.name == layer.name }) else {
            return nil
        }
        let layerPath = "\(path)[\(position)]"
        // A layer's own properties run on its composition's clock (`LottieLayer.localFrame`).
        let time = composition
        keyPrefix = Self.keyPrefix(layer.name)
        if layer.orientedTransform == nil {
            let most = LottieLayer.maxOrientedFrames
            skip("\(layerPath).ao", "auto-orient over more than \(most) frames is not followed")
        }
        if layer.blendMode != .normal { skip("\(layerPath).bm", "blend mode \(layer.blendMode) is drawn normal") }
        var node: ImportedNode
        // Drawn with its transforms baked into its outline (a scale that differs between x and y).
        var baked = false
        switch layer.content {
        case .shapes(let items):
            var drawn: [ImportedNode] = []
            let found = separated(drawings(expanded(items, path: "\(layerPath).shapes"), path: "\(layerPath).shapes"))
            baked =
                transformLevels(layer, in: layers, composition: composition, path: path).contains {
                    Self.scalesUnevenly($0.transform)
                }
                || found.contains { drawing in
                    drawing.groupLevels.contains { Self.scalesUnevenly($0.transform) }
                        || drawing.geometry.contains { $0.levels.contains { Self.scalesUnevenly($0.transform) } }
                }
            // Lottie lists the top drawing first; the stack draws its first child at the bottom.
            for drawing in found.reversed() {
                if baked {
                    if let node = bakedNode(
                        drawing, layer: layer, in: layers, composition: composition, path: layerPath)
                    {
                        drawn.append(node)
                    }
                    continue
                }
                guard
                    let view = shapeView(drawing, layer: layer, time: time, layerLevels: [], path: layerPath)
                else { continue }
                drawn.append(contentNode(view.items))
            }
            guard !drawn.isEmpty else { return nil }
            node =
                drawn.count == 1
                ? drawn[0] : ImportedNode(items: [ImportedItem(key("layer"), "zstack", [])], children: drawn)
        case .text(let text):
            guard let view = textView(text, layer: layer, time: time, levels: [], path: layerPath) else { return nil }
            node = contentNode(view.items)
        case .solid(let solid):
            node = solidNode(solid)
        case .precomposition(let reference):
            guard depth < 16, let inner = animation.precompositions.first(where: { $0.id == reference.referenceID })
            else { return nil }
            let assetPath = "assets[\(animation.precompositions.firstIndex { $0.id == inner.id } ?? 0)].layers"
            // A time remap gives the precomposition's frame (its value in seconds) at each of the layer's frames:
            // its layers run on that clock, sampled per frame.
            let clock = reference.timeRemap.map { remap in
                FrameMap(
                    offset: 0, stretch: layer.timeStretch,
                    remap: TimeRemap(compositionClock: composition, seconds: remap, frameRate: animation.frameRate))
            }
            let children = layerNodes(
                inner.layers, path: assetPath, composition: clock ?? composition.inner(layer), depth: depth + 1)
            guard !children.isEmpty else { return nil }
            keyPrefix = Self.keyPrefix(layer.name)
            node = ImportedNode(items: [ImportedItem(key("precomp"), "zstack", [])], children: children)
        case .null:
            return nil
        }
        keyPrefix = Self.keyPrefix(layer.name)
        if baked {
            if !layer.masks.isEmpty {
                skip("\(layerPath).masksProperties", "masks of a layer scaled unevenly in x and y are not drawn")
            }
        } else {
            masks(&node, layer.masks, time: time, path: "\(layerPath).masksProperties")
            for level in transformLevels(layer, in: layers, composition: composition, path: path) {
                node.items += items(for: level)
            }
        }
        if let visible = visibility(layer, composition: composition) { node.items.append(visible) }
        return node
    }

    /// The items of a drawing with its content keyed like the rest (the split import keys it by its preset).
    mutating func contentNode(_ items: [ImportedItem]) -> ImportedNode {
        var items = items
        items[0].key = key(items[0].key)
        return ImportedNode(items: items)
    }

    /// A solid layer: a rectangle of its size and colour, its top left corner at the layer's origin.
    mutating func solidNode(_ solid: LottieSolid) -> ImportedNode {
        let (width, height) = (Double(size.width), Double(size.height))
        let color = Self.color(solid.color, opacity: 100)
        return ImportedNode(items: [
            ImportedItem(key("solid"), "rect", []),
            ImportedItem(key("fill"), "fill", [("paint", .fixed(.paint(.color(color))))]),
            ImportedItem(
                key("size"), "frame",
                [
                    ("width", .fixed(.double(Self.frameLength(solid.width)))),
                    ("height", .fixed(.double(Self.frameLength(solid.height)))),
                ]),
            ImportedItem(
                key("canvas"), "frame", [("width", .fixed(.double(width))), ("height", .fixed(.double(height)))]),
            ImportedItem(
                key("place"), "offset",
                [
                    ("x", .fixed(.double((solid.width - width) / 2))),
                    ("y", .fixed(.double((solid.height - height) / 2))),
                ]),
        ])
    }

    /// A key prefix from a layer's name: its name characters (a dot, which targets use, becomes `-`), shortened.
    static func keyPrefix(_ name: String) -> String {
        var cleaned = LottieImporter.nameCharacters(name.replacing(".", with: "-"))
        if cleaned.isEmpty { cleaned = "layer" }
        return "\(cleaned.prefix(32))-"
    }
}
