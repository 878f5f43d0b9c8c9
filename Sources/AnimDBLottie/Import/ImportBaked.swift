import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ImportContext {
    /// A drawing whose transforms scale x and y differently, which `scale` cannot draw: its outline with every
    /// transform around it (nested groups, its group, its layer and the layer's parents) applied, as a path in the
    /// canvas-sized frame sampled at every frame; stroke widths scaled by the transform's area factor √|det|;
    /// opacities (the groups' and the layer's) as `opacity` items.
    mutating func bakedNode(
        _ drawing: Drawing, layer: LottieLayer, in layers: [LottieLayer], composition: FrameMap, path: String
    ) -> ImportedNode? {
        let time = composition
        let byIndex = Dictionary(layers.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        let groupLevels = drawing.groupLevels
        // The drawing's paint group and the layer with its parents, at a file frame.
        func outer(_ frame: Double) -> CGAffineTransform {
            let local = time.local(frame)
            var matrix = CGAffineTransform.identity
            for level in groupLevels {
                if let group = level.transform.matrix(at: local) { matrix = matrix.concatenating(group) }
            }
            let world = LottieFrame.world(layer, byIndex: byIndex, frame: composition.local(frame)) ?? .identity
            return matrix.concatenating(world)
        }
        func widthScale(_ frame: Double) -> Double {
            let m = outer(frame)
            return abs(Double(m.a * m.d - m.b * m.c)).squareRoot()
        }
        var paints: [ImportedItem] = []
        for (paint, paintPath) in drawing.paints.reversed() {
            switch paint.kind {
            case .gradientFill, .gradientStroke:
                skip(paintPath, "a gradient under a scale that differs between x and y keeps its unscaled points")
            default: break
            }
            if let item = paintItem(paint, path: paintPath, time: time, widthScale: widthScale) { paints.append(item) }
        }
        guard !paints.isEmpty else {
            skip(drawing.path, "a shape with no paint animdb draws is left out")
            return nil
        }
        let geometry = drawing.geometry
        let outline: (Double) -> ParameterValue = { frame in
            let local = time.local(frame)
            let around = outer(frame)
            var path = Path()
            for (item, levels) in geometry {
                var outline = LottieFrame.outline(item, frame: local)
                for level in levels {
                    if let matrix = level.transform.matrix(at: local) { outline = outline.applying(matrix) }
                }
                path.addPath(outline.applying(around))
            }
            return .shapePath(ShapePath(path.droppingPointSubpaths()))
        }
        var items = [ImportedItem(key("shape"), "path", [("path", clock.baked(type: .shapePath, outline))])] + paints
        items.append(
            ImportedItem(
                key("canvas"), "frame",
                [("width", .fixed(.double(Double(size.width)))), ("height", .fixed(.double(Double(size.height))))]))
        var levels = groupLevels.map { level in
            var level = level
            level.time = time
            return level
        }
        levels.append(
            TransformLevel(transform: layer.transform, time: time, path: "\(path).ks", appliesOpacity: true))
        for level in levels {
            var opacity = opacityItem(level)
            guard !opacity.isIdentity else { continue }
            opacity.key = key(opacity.key)
            items.append(opacity)
        }
        return ImportedNode(items: items)
    }
}
