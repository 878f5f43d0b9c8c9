import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

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

/// One transform a drawing sits in: a group's `tr`, its layer's `ks` or a parent layer's, with the clock its
/// properties run on (the composition's) and whether its opacity reaches the drawing.
struct TransformLevel {
    var transform: LottieTransform
    var time: FrameMap
    var path: String
    var appliesOpacity: Bool
}

/// The state of one import: the file, its clock, and the lines of what was skipped.
struct ImportContext {
    let animation: LottieAnimation
    let clock: ImportClock
    var skipped: [String] = []
    var keys = UniqueNames()
    /// Prepended to every key claimed (the layer's name in a one-timeline import, so keys say whose they are).
    var keyPrefix = ""
    /// The items repeaters have added so far (bounded by `LottieShapeExpansion.maxAddedItems` for the file).
    var repeatedItems = 0

    init(animation: LottieAnimation) {
        self.animation = animation
        clock = ImportClock(inPoint: animation.inPoint, outPoint: animation.outPoint, frameRate: animation.frameRate)
    }

    var size: CGSize { CGSize(width: animation.width, height: animation.height) }

    mutating func skip(_ path: String, _ what: String) {
        let line = "\(path): \(what)"
        if !skipped.contains(line) { skipped.append(line) }
    }

    /// Lists what a layer has that this importer does not map yet (it draws the layer without it).
    mutating func skipUnmapped(_ layer: LottieLayer, path: String) {
        if !layer.masks.isEmpty { skip("\(path).masksProperties", "masks are not drawn") }
        if layer.orientedTransform == nil {
            skip("\(path).ao", "auto-orient over more than \(LottieLayer.maxOrientedFrames) frames is not followed")
        }
        if layer.blendMode != .normal { skip("\(path).bm", "blend mode \(layer.blendMode) is drawn normal") }
    }

    /// A view key not yet used in the view being built (`offset`, `offset-2`, …).
    mutating func key(_ base: String) -> String { keys.claim(keyPrefix + base) }

    /// Every view of the file, bottom layer first, each drawing one view with its layer's and parents' transforms
    /// (`import-lottie --split`).
    mutating func views() -> [ImportedView] {
        var views: [ImportedView] = []
        for (position, layer) in animation.layers.enumerated().reversed() {
            let path = "layers[\(position)]"
            if layer.hidden { continue }
            if layer.isMatteSource || layer.matteMode != nil {
                skip(path, "'\(layer.name)' uses a track matte; the layer is left out")
                continue
            }
            skipUnmapped(layer, path: path)
            let levels = transformLevels(layer, in: animation.layers, composition: .identity)
            var drawn: [ImportedView] = []
            switch layer.content {
            case .shapes(let items):
                // Lottie lists the top drawing first; views are listed bottom first.
                let found = separated(drawings(expanded(items, path: "\(path).shapes"), path: "\(path).shapes"))
                for drawing in found.reversed() {
                    keys = UniqueNames()
                    if let view = shapeView(
                        drawing, layer: layer, time: .identity, layerLevels: levels, path: path)
                    {
                        drawn.append(view)
                    }
                }
            case .text(let text):
                keys = UniqueNames()
                if let view = textView(text, layer: layer, time: .identity, levels: levels, path: path) {
                    drawn.append(view)
                }
            case .precomposition:
                skip(path, "precomposition layer '\(layer.name)' is left out (import without --split to draw it)")
            case .solid:
                skip(path, "solid layer '\(layer.name)' is left out (import without --split to draw it)")
            case .null:
                break
            }
            for var view in drawn {
                if let visible = visibility(layer, composition: .identity) { view.items.append(visible) }
                lengthen(&view.items)
                views.append(view)
            }
        }
        return views
    }

    /// The transform levels a layer's content sits in, innermost first: its own `ks` (with its opacity), then each
    /// parent's (whose opacity does not reach children, as in every player), each on the composition's clock.
    func transformLevels(_ layer: LottieLayer, in layers: [LottieLayer], composition: FrameMap, path: String = "layers")
        -> [TransformLevel]
    {
        let position = layers.firstIndex { $0.index == layer.index } ?? 0
        // An auto-oriented layer turns along its motion path: its rotation, sampled per frame, includes that turn.
        var levels = [
            TransformLevel(
                transform: layer.orientedTransform ?? layer.transform, time: composition,
                path: "\(path)[\(position)].ks", appliesOpacity: true)
        ]
        var current = layer
        var seen: Set<Int> = [layer.index]
        while let parentIndex = current.parent, let parent = layers.first(where: { $0.index == parentIndex }),
            seen.insert(parent.index).inserted
        {
            let parentPosition = layers.firstIndex { $0.index == parent.index } ?? 0
            levels.append(
                TransformLevel(
                    transform: parent.orientedTransform ?? parent.transform, time: composition,
                    path: "\(path)[\(parentPosition)].ks", appliesOpacity: false))
            current = parent
        }
        return levels
    }

    // MARK: Transforms

    /// The items of one transform level, innermost first: `scale` and `rotation` about its anchor and an `offset` to
    /// its position (or, with a moving anchor, an offset by minus the anchor, scale and rotation about the frame's
    /// corner, and an offset to the position), and its `opacity`. Items that change nothing are left out.
    mutating func items(for level: TransformLevel) -> [ImportedItem] {
        let t = level.transform
        let time = level.time
        var items: [ImportedItem] = []
        if t.skew.map({ $0.initialValue != 0 || $0.isAnimated }) ?? false {
            skip("\(level.path).sk", "skew is not drawn")
        }
        let scale = uniformScale(t.scale, path: "\(level.path).s", time: time)
        let rotation =
            clock.track(t.rotation, time: time, type: .angle) { .angle(.degrees($0)) }
            ?? clock.baked(type: .angle) { .angle(.degrees(t.rotation.value(at: time.local($0)) ?? 0)) }
        func positionTrack(_ axis: Int, minus anchor: Double) -> ImportedTrack {
            let baked = clock.baked(type: .double) { frame in
                .double(
                    Double(
                        axis == 0
                            ? (t.position.value(at: time.local(frame))?.x ?? 0)
                            : (t.position.value(at: time.local(frame))?.y ?? 0)) - anchor)
            }
            switch t.position {
            case .split(let x, let y):
                return clock.track(axis == 0 ? x : y, time: time, type: .double) {
                    .double($0 - anchor)
                } ?? baked
            case .combined(let property):
                if let keyframes = property.keyframes,
                    keyframes.contains(where: {
                        ($0.spatialOut ?? []).contains { $0 != 0 } || ($0.spatialIn ?? []).contains { $0 != 0 }
                    })
                {
                    skip("\(level.path).p", "a curved motion path is sampled at every frame")
                    return baked
                }
                return clock.track(property, time: time, type: .double) {
                    .double(($0.count > axis ? $0[axis] : 0) - anchor)
                } ?? baked
            }
        }
        if !t.anchor.isAnimated {
            let anchor = t.anchor.initialValue ?? [0, 0]
            let (ax, ay) = (anchor.count > 0 ? anchor[0] : 0, anchor.count > 1 ? anchor[1] : 0)
            let unit = ParameterValue.unitPoint(UnitPoint(x: ax / Double(size.width), y: ay / Double(size.height)))
            items.append(ImportedItem("scale", "scale", [("scale", scale), ("anchor", .fixed(unit))]))
            items.append(ImportedItem("rotation", "rotation", [("angle", rotation), ("anchor", .fixed(unit))]))
            items.append(
                ImportedItem(
                    "offset", "offset", [("x", positionTrack(0, minus: ax)), ("y", positionTrack(1, minus: ay))]))
        } else {
            func anchorTrack(_ axis: Int) -> ImportedTrack {
                clock.track(t.anchor, time: time, type: .double) {
                    .double(-($0.count > axis ? $0[axis] : 0))
                }
                    ?? clock.baked(type: .double) { .double(-((t.anchor.value(at: time.local($0)) ?? [0, 0])[axis])) }
            }
            let corner = ParameterValue.unitPoint(.topLeading)
            items.append(ImportedItem("anchor", "offset", [("x", anchorTrack(0)), ("y", anchorTrack(1))]))
            items.append(ImportedItem("scale", "scale", [("scale", scale), ("anchor", .fixed(corner))]))
            items.append(ImportedItem("rotation", "rotation", [("angle", rotation), ("anchor", .fixed(corner))]))
            items.append(
                ImportedItem(
                    "offset", "offset", [("x", positionTrack(0, minus: 0)), ("y", positionTrack(1, minus: 0))]))
        }
        if level.appliesOpacity { items.append(opacityItem(level)) }
        // Keys are given to the items kept, so they count up without gaps.
        return items.filter { !$0.isIdentity }.map { item in
            var item = item
            item.key = key(item.key)
            return item
        }
    }

    /// A level's opacity as an `opacity` item (keyed `opacity`, for the caller to claim).
    func opacityItem(_ level: TransformLevel) -> ImportedItem {
        let (t, time) = (level.transform, level.time)
        let opacity =
            clock.track(t.opacity, time: time, type: .double) {
                .double(min(max($0 / 100, 0), 1))
            }
            ?? clock.baked(type: .double) {
                .double(min(max((t.opacity.value(at: time.local($0)) ?? 100) / 100, 0), 1))
            }
        return ImportedItem("opacity", "opacity", [("opacity", opacity)])
    }

    /// Whether a transform scales x and y differently at some keyframe (which `scale` cannot draw).
    static func scalesUnevenly(_ transform: LottieTransform) -> Bool {
        transform.scale.allValues.contains { value in
            let x = value.first ?? 100
            return x != (value.count > 1 ? value[1] : x)
        }
    }

    /// A scale property as one factor: exact when both dimensions always agree (players ease them alike); otherwise
    /// the x scale, with a line saying so.
    private mutating func uniformScale(_ property: LottieProperty<[Double]>, path: String, time: FrameMap)
        -> ImportedTrack
    {
        func x(_ value: [Double]) -> Double { value.first ?? 100 }
        func y(_ value: [Double]) -> Double { value.count > 1 ? value[1] : x(value) }
        let values = property.allValues
        if values.contains(where: { x($0) != y($0) }) {
            skip(path, "a scale that differs between x and y is drawn with its x scale")
        }
        return clock.track(property, time: time, type: .double) { .double(x($0) / 100) }
            ?? clock.baked(type: .double) { .double(x(property.value(at: time.local($0)) ?? [100]) / 100) }
    }

    /// The visibility of a layer shown only between its in and out points (frames of the composition on the clock
    /// `composition`), as an `opacity` item that jumps.
    mutating func visibility(_ layer: LottieLayer, composition: FrameMap) -> ImportedItem? {
        if composition.remap != nil {
            // On a remapped clock the layer shows at the frames whose remapped frame is in its span.
            let shown = clock.frames.map { frame in
                let local = composition.local(frame)
                return local >= layer.inPoint && local < layer.outPoint
            }
            guard shown.contains(false) else { return nil }
            var changes: [(Double, ParameterValue)] = []
            for (index, frame) in clock.frames.enumerated().dropFirst() where shown[index] != shown[index - 1] {
                changes.append((clock.seconds(frame), .double(shown[index] ? 1 : 0)))
            }
            return ImportedItem(
                key("visible"), "opacity", [("opacity", .jumps(base: .double(shown[0] ? 1 : 0), changes))])
        }
        let ends = [composition.outer(layer.inPoint), composition.outer(layer.outPoint)]
        let (inPoint, outPoint) = (ends.min() ?? 0, ends.max() ?? 0)
        let starts = inPoint > animation.inPoint
        let stops = outPoint < animation.outPoint
        guard starts || stops else { return nil }
        var changes: [(Double, ParameterValue)] = []
        if starts { changes.append((clock.seconds(inPoint), .double(1))) }
        if stops { changes.append((max(clock.seconds(outPoint), 0), .double(0))) }
        return ImportedItem(key("visible"), "opacity", [("opacity", .jumps(base: .double(starts ? 0 : 1), changes))])
    }

    /// Makes the view last from the in point to the out point: the longest keyframe track is held to the end, or
    /// (without one) an `opacity` of 1 is held there.
    mutating func lengthen(_ items: inout [ImportedItem]) {
        let duration = clock.duration
        var longest: (item: Int, track: Int, end: Double)?
        for (i, item) in items.enumerated() {
            for (j, entry) in item.tracks.enumerated() {
                // A track too long for one expression becomes changes, where a hold would change nothing.
                if case .keyframes(_, let parsed) = entry.track,
                    parsed.description.utf8.count < ImportedView.longestTrack - 100
                {
                    let end = parsed.keyframes.reduce(0.0) { total, keyframe in
                        switch keyframe {
                        case .linear(_, let d, _), .cubic(_, let d, _, _): total + d
                        case .spring(_, let d, _, _): total + (d ?? 0)
                        case .move: total
                        }
                    }
                    if end > longest?.end ?? -1 { longest = (i, j, end) }
                }
            }
        }
        if let longest {
            guard longest.end < duration,
                case .keyframes(let base, var parsed) = items[longest.item].tracks[longest.track].track,
                let last = parsed.keyframes.last?.value
            else { return }
            parsed.keyframes.append(.linear(last, duration: duration - longest.end, timingCurve: .linear))
            items[longest.item].tracks[longest.track].track = .keyframes(base: base, parsed)
            return
        }
        guard duration > 0 else { return }
        let hold = ParsedKeyframes(
            type: .double, keyframes: [.linear(.double(1), duration: duration, timingCurve: .linear)])
        items.append(ImportedItem(key("length"), "opacity", [("opacity", .keyframes(base: .double(1), hold))]))
    }
}
