import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ImportContext {
    /// A layer's masks, in the layer's coordinates (inside its transforms), as players combine them when the adding
    /// masks come first: the `add` masks together as one `.mask` (their union, each at its opacity), each `intersect`
    /// mask another `.mask`, each `subtract` mask (and each inverted one) a `.clipShape` of everything but its outline,
    /// filled even-odd.
    ///
    /// Masks of mode none, lighten and darken add nothing, as rlottie leaves them out (`LayerMask::maskRle` has no
    /// case for them); a layer whose masks are all such draws nothing there, as rlottie returns from
    /// `Layer::render` when the combined mask is empty.
    mutating func masks(_ node: inout ImportedNode, _ masks: [LottieMask], time: FrameMap, path: String) {
        var adding: [ImportedNode] = []
        var after: [ImportedItem] = []
        var counted = 0
        for (index, mask) in masks.enumerated() {
            let maskPath = "\(path)[\(index)]"
            switch mask.mode {
            case .none:
                continue
            case .lighten, .darken:
                skip("\(maskPath).mode", "mask mode \(mask.mode.rawValue) is left out, as rlottie leaves it out")
                continue
            case .difference:
                skip("\(maskPath).mode", "mask mode \(mask.mode.rawValue) is drawn as add")
            case .add, .subtract, .intersect:
                break
            }
            counted += 1
            if mask.expansion.isAnimated || (mask.expansion.initialValue ?? 0) != 0 {
                skip("\(maskPath).x", "mask expansion is not drawn")
            }
            let subtracts = (mask.mode == .subtract) != mask.inverted
            if subtracts {
                if mask.opacity.isAnimated || (mask.opacity.initialValue ?? 100) != 100 {
                    skip("\(maskPath).o", "a subtracting mask's opacity is drawn as 100 %")
                }
                after.append(
                    ImportedItem(
                        key("mask"), "clip-shape", [("eoFill", .fixed(.bool(true)))],
                        content: [maskNode(mask, time: time, around: true, opacity: false)]))
            } else if mask.mode == .intersect && (index > 0 || !adding.isEmpty) {
                after.append(
                    ImportedItem(
                        key("mask"), "mask", [], content: [maskNode(mask, time: time, around: false, opacity: true)]))
            } else {
                adding.append(maskNode(mask, time: time, around: false, opacity: true))
            }
        }
        var modifiers: [ImportedItem] = []
        if counted == 0 && !masks.isEmpty {
            node.items.append(ImportedItem(key("masked-out"), "opacity", [("opacity", .fixed(.double(0)))]))
            return
        }
        if !adding.isEmpty {
            let content =
                adding.count == 1
                ? adding : [ImportedNode(items: [ImportedItem(key("masks"), "zstack", [])], children: adding)]
            modifiers.append(ImportedItem(key("mask"), "mask", [], content: content))
        }
        node.items += modifiers + after
    }

    /// One mask's outline as a view: a filled path in the canvas-sized frame (for a clip, the bare path, around
    /// everything when `around`), at the mask's opacity when `opacity`.
    private mutating func maskNode(_ mask: LottieMask, time: FrameMap, around: Bool, opacity: Bool) -> ImportedNode {
        // Far beyond anything a layer draws: what a subtracting mask keeps.
        let reach = 100 * Double(max(size.width, size.height))
        let outside = ShapePath(Path(CGRect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach))).subpaths
        func value(_ bezier: LottieBezier) -> ParameterValue {
            .shapePath(ShapePath(subpaths: (around ? outside : []) + [bezier.subpath]))
        }
        let shape = mask.shape
        let track =
            clock.track(shape, time: time, type: .shapePath, value)
            ?? clock.baked(type: .shapePath) { frame in
                shape.value(at: time.local(frame)).map(value) ?? .shapePath(ShapePath())
            }
        var items = [ImportedItem(key("mask-shape"), "path", [("path", track)])]
        if around { return ImportedNode(items: items) }
        items.append(ImportedItem(key("mask-fill"), "fill", [("paint", .fixed(.paint(.color(.black))))]))
        items.append(
            ImportedItem(
                key("mask-canvas"), "frame",
                [("width", .fixed(.double(Double(size.width)))), ("height", .fixed(.double(Double(size.height))))]))
        if opacity {
            let alpha =
                clock.track(mask.opacity, time: time, type: .double) {
                    .double(min(max($0 / 100, 0), 1))
                }
                ?? clock.baked(type: .double) {
                    .double(min(max((mask.opacity.value(at: time.local($0)) ?? 100) / 100, 0), 1))
                }
            items.append(ImportedItem(key("mask-opacity"), "opacity", [("opacity", alpha)]))
        }
        return ImportedNode(items: items.filter { !$0.isIdentity || $0.type.kind != .modifier })
    }

    /// A track matte: the matte layer (the one above, or the one `tp` names) drawn as the layer's `.mask`, outside
    /// its transforms, as both sit in the composition. Alpha mattes are exact; luma mattes use the matte's alpha (a
    /// line says so); inverted mattes are left out with a line (SwiftUI has no inverted mask), the layer drawn
    /// unmasked.
    mutating func matte(
        _ node: inout ImportedNode, mode: LottieMatteMode, layer: LottieLayer, position: Int, in layers: [LottieLayer],
        path: String, composition: FrameMap, depth: Int
    ) {
        let layerPath = "\(path)[\(position)]"
        let source: LottieLayer? =
            layer.matteParent.flatMap { index in layers.first { $0.index == index } }
            ?? (position > 0 && layers[position - 1].isMatteSource ? layers[position - 1] : nil)
        guard let source else {
            skip("\(layerPath).tt", "the track matte has no matte layer; the layer is drawn unmasked")
            return
        }
        switch mode {
        case .alpha: break
        case .luma: skip("\(layerPath).tt", "a luma matte is drawn as an alpha matte")
        case .invertedAlpha, .invertedLuma:
            skip("\(layerPath).tt", "an inverted track matte is not drawn; the layer is drawn unmasked")
            return
        }
        let prefix = keyPrefix
        var matteLayer = source
        matteLayer.isMatteSource = false
        let matteNode = layerNode(matteLayer, in: layers, path: path, composition: composition, depth: depth)
        keyPrefix = prefix
        // A matte that draws nothing hides the layer.
        let content =
            matteNode
            ?? ImportedNode(items: [
                ImportedItem(key("matte-empty"), "rect", []),
                ImportedItem(key("matte-clear"), "opacity", [("opacity", .fixed(.double(0)))]),
            ])
        node.items.append(ImportedItem(key("matte"), "mask", [], content: [content]))
    }
}
