import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One thing a shape layer draws: geometry and the paints that paint it (a fill or stroke applies to the geometry
/// listed before it in its group and the groups nested there).
struct Drawing {
    var name: String
    /// Each geometry item with the group transforms between it and the paints' group, innermost first.
    var geometry: [(item: LottieShapeItem, levels: [TransformLevel])]
    /// The paints, in Lottie's order (the first is drawn on top).
    var paints: [(item: LottieShapeItem, path: String)]
    /// The paints' group's own transform and its enclosing groups', innermost first.
    var groupLevels: [TransformLevel]
    var path: String
    /// The trim paths (`tm`) that cut the geometry, innermost group's first, each with its item path.
    var trims: [(trim: LottieTrim, path: String)] = []
}

extension ImportContext {
    /// The drawings of a layer's shape items, groups walked in order.
    mutating func drawings(_ items: [LottieShapeItem], path: String, name: String = "", levels: [TransformLevel] = [])
        -> [Drawing]
    {
        var result: [Drawing] = []
        var groupLevels = levels
        if let index = items.lastIndex(where: { $0.typeCode == "tr" }), case .transform(let tr) = items[index].kind {
            groupLevels.insert(
                TransformLevel(transform: tr, time: .identity, path: "\(path)[\(index)]", appliesOpacity: true), at: 0)
        }
        var geometry: [(item: LottieShapeItem, levels: [TransformLevel])] = []
        var paints: [(item: LottieShapeItem, path: String)] = []
        var paintedCount = 0
        // A trim path cuts every geometry listed before it in its group and the groups nested there, whatever the
        // order of the paints (players trim the outlines before painting them): each one met so far, with how many
        // of the pending geometries it follows.
        var trims: [(trim: LottieTrim, path: String, after: Int)] = []
        func flush() {
            guard !paints.isEmpty else { return }
            var drawing = Drawing(
                name: name, geometry: Array(geometry.prefix(paintedCount)), paints: paints,
                groupLevels: groupLevels, path: path)
            for trim in trims where trim.after > 0 {
                if trim.after < paintedCount {
                    skip(trim.path, "a trim path that cuts some of the shapes one paint paints cuts them all")
                }
                drawing.trims.append((trim.trim, trim.path))
            }
            result.append(drawing)
            paints = []
        }
        for (index, item) in items.enumerated() where !item.hidden {
            let itemPath = "\(path)[\(index)]"
            switch item.kind {
            case .group(let children):
                flush()
                let childName = [name, item.name ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
                result += drawings(children, path: "\(itemPath).it", name: childName, levels: [])
                    .map { drawing in
                        var drawing = drawing
                        drawing.groupLevels += groupLevels
                        return drawing
                    }
                // The group's geometry is painted by paints later in this group too.
                for (child, childLevels) in Self.geometry(children, path: "\(itemPath).it") {
                    geometry.append((child, childLevels))
                }
            case .rectangle, .ellipse, .polystar, .path:
                if !paints.isEmpty { flush() }
                geometry.append((item, []))
            case .fill, .stroke, .gradientFill, .gradientStroke:
                if paints.isEmpty { paintedCount = geometry.count }
                paints.append((item, itemPath))
            case .transform:
                break
            case .trim(let trim):
                for index in result.indices { result[index].trims.append((trim, itemPath)) }
                trims.append((trim, itemPath, geometry.count))
            case .mergePaths: skip(itemPath, "merge paths are not drawn")
            case .repeater, .roundedCorners:
                // Applied before (`expanded`), or left out there with a line.
                break
            }
        }
        flush()
        return result.filter { !$0.geometry.isEmpty }
    }

    /// The drawings of a layer's shape items as views draw them: a drawing whose trims all cut simultaneously (`m` 1:
    /// each outline by the same fractions) and which has several outlines becomes one drawing per outline, each cut
    /// by those trims, with the same paints — what players draw, but for where translucent paint of two outlines
    /// overlaps (drawn twice).
    mutating func separated(_ drawings: [Drawing]) -> [Drawing] {
        drawings.flatMap { drawing -> [Drawing] in
            guard drawing.geometry.count > 1, !drawing.trims.isEmpty,
                drawing.trims.allSatisfy({ $0.trim.mode == .simultaneous })
            else { return [drawing] }
            // Lottie lists the top first: the first outline's drawing goes first, as drawings do.
            return drawing.geometry.map { geometry in
                var one = drawing
                one.geometry = [geometry]
                return one
            }
        }
    }

    /// A layer's shape items with repeaters expanded into copies and rounded corners applied, as players apply
    /// them (`LottieShapeExpansion`), with a line for each left out.
    mutating func expanded(_ items: [LottieShapeItem], path: String) -> [LottieShapeItem] {
        let (expanded, notes) = LottieShapeExpansion.expanded(
            items, path: path, allowance: LottieShapeExpansion.maxAddedItems - repeatedItems)
        for note in notes { skip(note.path, note.what) }
        // The file's layers share one allowance, so many layers of repeaters stay bounded together.
        repeatedItems += max(LottieShapeExpansion.count(expanded) - LottieShapeExpansion.count(items), 0)
        return expanded
    }

    /// Every geometry in `items` and nested groups, with the nested groups' transforms (innermost first).
    static func geometry(_ items: [LottieShapeItem], path: String) -> [(LottieShapeItem, [TransformLevel])] {
        var own: [TransformLevel] = []
        if let index = items.lastIndex(where: { $0.typeCode == "tr" }), case .transform(let tr) = items[index].kind {
            own = [TransformLevel(transform: tr, time: .identity, path: "\(path)[\(index)]", appliesOpacity: true)]
        }
        var result: [(LottieShapeItem, [TransformLevel])] = []
        for (index, item) in items.enumerated() where !item.hidden {
            switch item.kind {
            case .group(let children):
                result += geometry(children, path: "\(path)[\(index)].it").map { ($0.0, $0.1 + own) }
            case .rectangle, .ellipse, .polystar, .path: result.append((item, own))
            default: break
            }
        }
        return result
    }

    // MARK: Views

    /// The view of one drawing: its content, paints, the canvas frame, its placement and every transform around it.
    mutating func shapeView(
        _ drawing: Drawing, layer: LottieLayer, time: FrameMap, layerLevels: [TransformLevel], path: String
    ) -> ImportedView? {
        let levels = drawing.groupLevels.map { level in
            var level = level
            level.time = time
            return level
        }
        var paintItems: [ImportedItem] = []
        var usesGradient = false
        // Lottie draws the first paint on top; animdb paints in order, so the last comes first.
        for (paint, paintPath) in drawing.paints.reversed() {
            guard let item = paintItem(paint, path: paintPath, time: time) else { continue }
            if case .gradientFill = paint.kind { usesGradient = true }
            if case .gradientStroke = paint.kind { usesGradient = true }
            paintItems.append(item)
        }
        guard !paintItems.isEmpty else {
            skip(drawing.path, "a shape with no paint animdb draws is left out")
            return nil
        }
        let (trimItems, startShift) = self.trimItems(drawing, time: time)
        // A trimmed outline starts where Lottie's starts (an ellipse at the top, a rectangle at its top right): the
        // outline is Lottie's own path unless it already is one; a trim's offset moves that start along it.
        let trimmedPrimitive =
            !trimItems.isEmpty
            && !(drawing.geometry.count == 1
                && { if case .path = drawing.geometry[0].item.kind { true } else { false } }())
        let (content, layout) = contentItems(
            drawing, time: time, asPath: usesGradient || trimmedPrimitive || startShift != nil, startShift: startShift)
        var items = [content] + trimItems + paintItems + layout
        for level in levels + layerLevels { items += self.items(for: level) }
        // A layer and its one group are often named alike ("Box" / "Box"): say it once.
        let name = [layer.name, drawing.name == layer.name ? "" : drawing.name].filter { !$0.isEmpty }
            .joined(separator: " ")
        return ImportedView(name: name.isEmpty ? "shape" : name, items: items)
    }

    /// The `trim(from:to:)` items of a drawing's trim paths, innermost first; none where a trim cannot be followed
    /// exactly (it is then left out and reported). A trim's static offset on one closed outline is followed exactly:
    /// the outline starts that far along (`startShift`, a fraction of its length), so the stretch from its start is
    /// the stretch Lottie draws.
    private mutating func trimItems(_ drawing: Drawing, time: FrameMap) -> (
        items: [ImportedItem], startShift: Double?
    ) {
        var items: [ImportedItem] = []
        var startShift: Double?
        for (trim, path) in drawing.trims {
            // Simultaneous trims cut each path by the same fractions; animdb's trim cuts the outline end to end,
            // which is the same for one path.
            if drawing.geometry.count > 1 && trim.mode == .simultaneous {
                skip(path, "a trim path cutting several shapes at once is not drawn")
                continue
            }
            let offsets = trim.offset.allValues
            if offsets.contains(where: { $0.truncatingRemainder(dividingBy: 360) != 0 }) {
                // An offset keyframed to one value throughout is static too.
                guard drawing.trims.count == 1, let offset = offsets.first, offsets.allSatisfy({ $0 == offset }),
                    drawing.geometry.count == 1, Self.isClosed(drawing.geometry[0].item)
                else {
                    skip(path, "a trim path's offset is not drawn (animated, or on an open or several outlines)")
                    continue
                }
                startShift = offset / 360
            }
            let frames = clock.frames.map { time.local($0) }
            func percent(_ property: LottieProperty<Double>, at frame: Double) -> Double {
                (property.value(at: frame) ?? 0) / 100
            }
            let ordered = frames.allSatisfy { percent(trim.start, at: $0) <= percent(trim.end, at: $0) + 1e-12 }
            func track(_ property: LottieProperty<Double>, _ pick: @escaping (Double, Double) -> Double)
                -> ImportedTrack
            {
                // Players draw from the smaller fraction to the larger: where start passes end, both are baked.
                let fraction: (Double) -> ParameterValue = { .double($0 / 100) }
                if ordered, let exact = clock.track(property, time: time, type: .double, fraction) {
                    return exact
                }
                return clock.baked(type: .double) { frame in
                    let local = time.local(frame)
                    return .double(pick(percent(trim.start, at: local), percent(trim.end, at: local)))
                }
            }
            items.append(
                ImportedItem(
                    key("trim"), "trim", [("from", track(trim.start, min)), ("to", track(trim.end, max))]))
        }
        return (items, startShift)
    }

    /// Whether an outline is closed at every keyframe: rectangles, ellipses and stars always are.
    static func isClosed(_ item: LottieShapeItem) -> Bool {
        switch item.kind {
        case .rectangle, .ellipse, .polystar: true
        case .path(let shape): shape.allValues.allSatisfy { $0.closed && !$0.vertices.isEmpty }
        default: false
        }
    }

    /// A Lottie size as a `frame` length: its magnitude, and a size of 0 (an ellipse grown from nothing) as the
    /// smallest length that still draws nothing, since a frame of 0 leaves the size to the content.
    static func frameLength(_ length: Double) -> Double { max(abs(length), 1e-6) }

    /// The content item, and the items after its paints that size it, put it in a frame the size of the canvas (so
    /// Lottie's coordinates are the frame's) and place it there.
    private mutating func contentItems(
        _ drawing: Drawing, time: FrameMap, asPath: Bool, startShift: Double? = nil
    ) -> (
        ImportedItem, [ImportedItem]
    ) {
        let center = (Double(size.width) / 2, Double(size.height) / 2)
        func offset(_ position: LottieProperty<[Double]>) -> ImportedItem {
            func axis(_ index: Int, _ middle: Double) -> ImportedTrack {
                clock.track(position, time: time, type: .double) {
                    .double(($0.count > index ? $0[index] : 0) - middle)
                }
                    ?? clock.baked(type: .double) {
                        .double((position.value(at: time.local($0)) ?? [0, 0])[index] - middle)
                    }
            }
            return ImportedItem(key("place"), "offset", [("x", axis(0, center.0)), ("y", axis(1, center.1))])
        }
        func sized(_ property: LottieProperty<[Double]>) -> ImportedItem {
            func axis(_ index: Int) -> ImportedTrack {
                clock.track(property, time: time, type: .double) {
                    .double(Self.frameLength($0.count > index ? $0[index] : 0))
                }
                    ?? clock.baked(type: .double) {
                        .double(Self.frameLength((property.value(at: time.local($0)) ?? [0, 0])[index]))
                    }
            }
            return ImportedItem(key("size"), "frame", [("width", axis(0)), ("height", axis(1))])
        }
        let canvas = ImportedItem(
            key("canvas"), "frame",
            [("width", .fixed(.double(Double(size.width)))), ("height", .fixed(.double(Double(size.height))))])
        if !asPath, drawing.geometry.count == 1, let (item, nested) = drawing.geometry.first {
            let placementLevels = nested.map { level -> TransformLevel in
                var level = level
                level.time = time
                return level
            }
            let outer = placementLevels.flatMap { self.items(for: $0) }
            switch item.kind {
            case .rectangle(let position, let size, let roundness):
                if !roundness.isAnimated, (roundness.initialValue ?? 0) == 0 {
                    func axis(_ index: Int) -> ImportedTrack {
                        clock.track(size, time: time, type: .double) {
                            .double(abs($0.count > index ? $0[index] : 0))
                        }
                            ?? clock.baked(type: .double) {
                                .double(abs((size.value(at: time.local($0)) ?? [0, 0])[index]))
                            }
                    }
                    let content = ImportedItem("shape", "rectangle", [("width", axis(0)), ("height", axis(1))])
                    return (content, [canvas, offset(position)] + outer)
                }
                let sizes = size.allValues
                let radius = roundness.initialValue ?? 0
                if !roundness.isAnimated, sizes.allSatisfy({ radius >= min(abs($0.first ?? 0), abs($0.last ?? 0)) / 2 })
                {
                    return (ImportedItem("shape", "capsule", []), [sized(size), canvas, offset(position)] + outer)
                }
                let corner =
                    clock.track(roundness, time: time, type: .double) { .double(max($0, 0)) }
                    ?? clock.baked(type: .double) { .double(max(roundness.value(at: time.local($0)) ?? 0, 0)) }
                // Lottie's corners are circular.
                return (
                    ImportedItem(
                        "shape", "rounded-rectangle",
                        [("cornerRadius", corner), ("style", .fixed(.cornerStyle(.circular)))]),
                    [sized(size), canvas, offset(position)] + outer
                )
            case .ellipse(let position, let size):
                let sizes = size.allValues
                let round = sizes.allSatisfy { ($0.first ?? 0) == ($0.last ?? 0) }
                return (
                    ImportedItem("shape", round ? "circle" : "ellipse", []),
                    [sized(size), canvas, offset(position)] + outer
                )
            case .polystar(let star)
            where star.kind == .polygon && !star.outerRoundness.isAnimated
                && (star.outerRoundness.initialValue ?? 0) == 0:
                let half = min(Double(self.size.width), Double(self.size.height)) / 2
                let sides =
                    clock.track(star.points, time: time, type: .double) { .double($0) }
                    ?? clock.baked(type: .double) { .double(star.points.value(at: time.local($0)) ?? 3) }
                let scale =
                    clock.track(star.outerRadius, time: time, type: .double) { .double($0 / half) }
                    ?? clock.baked(type: .double) { .double((star.outerRadius.value(at: time.local($0)) ?? 0) / half) }
                var tracks: [(String, ImportedTrack)] = [("sides", sides), ("scale", scale)]
                var placement: [ImportedItem] = []
                if star.rotation.isAnimated {
                    let angle =
                        clock.track(star.rotation, time: time, type: .angle) { .angle(.degrees($0)) }
                        ?? clock.baked(type: .angle) { .angle(.degrees(star.rotation.value(at: time.local($0)) ?? 0)) }
                    placement.append(
                        ImportedItem(
                            key("turn"), "rotation", [("angle", angle), ("anchor", .fixed(.unitPoint(.center)))]))
                } else {
                    tracks.append(("rotation", .fixed(.angle(.degrees(star.rotation.initialValue ?? 0)))))
                }
                return (
                    ImportedItem("shape", "polygon", tracks), [canvas] + placement + [offset(star.position)] + outer
                )
            case .path(let shape):
                if let track = clock.track(
                    shape, time: time, type: .shapePath,
                    { .shapePath(ShapePath(subpaths: [$0.subpath])) })
                {
                    return (ImportedItem("shape", "path", [("path", track)]), [canvas] + outer)
                }
            default:
                break
            }
        }
        // Several geometries, stars, rounded polygons, gradients: the outline in the paints' group's coordinates,
        // sampled at every frame unless nothing moves.
        if drawing.geometry.contains(where: { if case .polystar = $0.item.kind { true } else { false } }) {
            skip(drawing.path, "a star or rounded polygon becomes a path")
        }
        let geometry = drawing.geometry
        let outline: (Double) -> ParameterValue = { frame in
            var path = Path()
            for (item, levels) in geometry {
                var outline = LottieFrame.outline(item, frame: time.local(frame))
                for level in levels {
                    if let matrix = level.transform.matrix(at: time.local(frame)) { outline = outline.applying(matrix) }
                }
                path.addPath(outline)
            }
            if let startShift { path = path.startingAt(fraction: startShift) }
            // A star or outline shrunk to a point draws nothing in a player (SVG would draw a cap's dot).
            path = path.droppingPointSubpaths()
            return .shapePath(ShapePath(path))
        }
        return (ImportedItem("shape", "path", [("path", clock.baked(type: .shapePath, outline))]), [canvas])
    }
}
