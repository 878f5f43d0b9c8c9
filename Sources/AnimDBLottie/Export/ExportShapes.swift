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

extension ExportBuilder {
    /// The layers of a shape node: its outline painted by each of its fill and stroke layers in order. Consecutive
    /// plain paints share one shape layer; each angular gradient becomes a wedge layer under an alpha matte of the
    /// outline; a clip that cuts the node becomes a matte of its own.
    func addShape(_ track: ExportFrames.Track) {
        let first = frames.node(track, at: Double(track.present.min()!))
        let clip = clipping(track)
        // A trimmed shape draws its whole outline through a trim path, which rlottie cuts as SwiftUI does.
        let isTrimmed = frames.frames.contains { Self.shape(frames.node(track, at: Double($0)))?.trim != nil }
        let outline: (Double) -> Path = { position in
            let node = self.frames.node(track, at: position)
            // A 3D turn or a non-uniform scale is baked into the outline (Lottie is 2D and its nulls similarities).
            if isTrimmed, let shape = Self.shape(node) { return node.drawnPath(shape.trim?.outline ?? shape.path) }
            return clip.replacement?(position) ?? Self.shape(node).map { node.drawnPath($0.path) } ?? Path()
        }
        let layerCount = Self.shape(first)?.layers.count ?? 0
        let hasDashes = frames.frames.contains { frame in
            Self.shape(frames.node(track, at: Double(frame)))?.layers.contains {
                if case .stroke(_, let style) = $0 { return !style.dash.isEmpty }
                return false
            } ?? false
        }
        // A trim measures from where the path starts, so the outline is the path itself, not a primitive (Lottie's
        // ellipse starts at 12 o'clock, SwiftUI's at 3).
        var geometry = geometryItems(track, outline: outline, exactPath: hasDashes || isTrimmed)
        if isTrimmed { geometry.append(trimItem(track, subpaths: geometry.count)) }
        let transform = nodeTransform(track)
        let name = layerName(track)

        // Runs of plain paints, and angular gradients on their own.
        var runs: [[Int]] = []
        var angular: Set<Int> = []
        for index in 0..<layerCount {
            if variants(track, layer: index).contains(where: \.isAngular) {
                angular.insert(index)
                runs.append([index])
            } else if let last = runs.last, let previous = last.last, !angular.contains(previous) {
                runs[runs.count - 1].append(index)
            } else {
                runs.append([index])
            }
        }
        for run in runs {
            if run.count == 1, angular.contains(run[0]) {
                add(
                    angularLayers(track, layer: run[0], geometry: geometry, transform: transform, name: name),
                    parent: parent(of: first), track: track)
                continue
            }
            // Lottie draws earlier items on top: the paints go in reverse, after the outline they paint.
            let paints = run.reversed().flatMap { paintItems(track, layer: $0) }
            let group = LottieShapeItem(
                name: name, .group(geometry + paints + [LottieShapeItem(.transform(.identity))]))
            let content = withFilters(track, layer(name, transform: transform, content: .shapes([group])))
            if let matte = clip.matte {
                let source = layer("\(name) clip", transform: transform.withoutOpacity, content: .shapes([matte]))
                // Drawing order: the content, then its matte source directly above it.
                add(LottieMatte.clip(content, to: source).reversed(), parent: parent(of: first), track: track)
            } else {
                add([content], parent: parent(of: first), track: track)
            }
        }
    }

    /// The `tm` of a trimmed shape: its stretch in percent, an empty one (SwiftUI's `from ≥ to`) as 0 to 0, since
    /// Lottie would swap the ends and a baked start and end a hair apart would draw a dot; several subpaths are
    /// trimmed end to end as SwiftUI measures them as one length.
    private func trimItem(_ track: ExportFrames.Track, subpaths: Int) -> LottieShapeItem {
        func ends(_ position: Double) -> (Double, Double) {
            guard let trim = Self.shape(frames.node(track, at: position))?.trim else { return (0, 100) }
            return trim.from < trim.to ? (trim.from * 100, trim.to * 100) : (0, 0)
        }
        return LottieShapeItem(
            name: "trim",
            .trim(
                LottieTrim(
                    start: scalar { ends($0).0 }, end: scalar { ends($0).1 },
                    mode: subpaths > 1 ? .individual : .simultaneous)))
    }

    static func shape(_ node: SceneNode) -> ShapeNode? {
        if case .shape(let shape) = node.content { return shape }
        return nil
    }

    /// The node's layer name: its item's key, and the part or role when the item draws more than one node.
    func layerName(_ track: ExportFrames.Track) -> String {
        let item = view.items.indices.contains(track.source.item) ? view.items[track.source.item].name : "node"
        switch track.role {
        case .field: return "\(item) field"
        case .background: return item
        case .content: return track.source.part == 0 ? item : "\(item) \(track.source.part + 1)"
        }
    }

    /// The node's own transform in its parent's space: its layout position, and its opacity (0 where the scene
    /// does not draw it). `offset` is a point of the node's frame that the layer's origin goes to (a text layer's
    /// first baseline).
    ///
    /// Where the node's scene transform is more than its layout position under its parents' effects (a transition's
    /// scale, or a move applied outside an effect), the layer also carries the rest: `node.transform` with the
    /// parent nulls' transforms taken off, a similarity written as position, uniform scale and rotation.
    func nodeTransform(
        _ track: ExportFrames.Track, offset: @escaping (Double) -> CGPoint = { _ in .zero },
        opacity extra: @escaping (Double) -> Double = { _ in 1 }, jumps: [Double] = []
    )
        -> LottieTransform
    {
        let presence = wholeFrameJumps { track.present.contains($0) != track.present.contains($0 - 1) }
        let opacity = scalar(jumps: presence + jumps) { position in
            guard self.frames.isPresent(track, at: position) else { return 0 }
            return min(max(self.frames.node(track, at: position).opacity * extra(position), 0), 1) * 100
        }
        let parent = parent(of: frames.node(track, at: Double(track.present.min()!)))
        // The node's transform relative to its parents, or nil where the parents' effects are singular (a scale
        // of 0 draws nothing, and the layer then keeps its layout position).
        func local(_ position: Double) -> CGAffineTransform? {
            let node = frames.node(track, at: position)
            let above = parentTransform(of: parent, at: position)
            guard abs(above.a * above.d - above.b * above.c) > 1e-12 else { return nil }
            return node.transform.concatenating(above.inverted())
        }
        func isLayoutOnly(_ frame: Int) -> Bool {
            let position = Double(frame)
            guard let local = local(position) else { return true }
            let origin = frames.node(track, at: position).origin
            let scale = 1 + abs(origin.x) + abs(origin.y)
            return abs(local.a - 1) < 1e-9 && abs(local.b) < 1e-9 && abs(local.c) < 1e-9 && abs(local.d - 1) < 1e-9
                && abs(local.tx - origin.x) < 1e-9 * scale && abs(local.ty - origin.y) < 1e-9 * scale
        }
        if frames.frames.allSatisfy(isLayoutOnly) {
            return LottieTransform(
                position: .split(
                    x: scalar(jumps: jumps) { Double(self.frames.node(track, at: $0).origin.x + offset($0).x) },
                    y: scalar(jumps: jumps) { Double(self.frames.node(track, at: $0).origin.y + offset($0).y) }),
                opacity: opacity)
        }
        // Lottie maps a point q of the layer to (q − anchor)·scale·rotation + position: the anchor at −offset puts
        // the frame's point `offset` at the layer's origin, as the layout-only form does.
        func similarity(_ position: Double) -> (x: Double, y: Double, scale: Double, degrees: Double) {
            guard let local = local(position) else {
                let origin = frames.node(track, at: position).origin
                return (Double(origin.x), Double(origin.y), 100, 0)
            }
            let scale = Double((local.a * local.a + local.b * local.b).squareRoot())
            return (
                Double(local.tx), Double(local.ty), scale * 100, atan2(Double(local.b), Double(local.a)) * 180 / .pi
            )
        }
        return LottieTransform(
            anchor: vector(jumps: jumps) { position in
                let point = offset(position)
                return [-Double(point.x), -Double(point.y)]
            },
            position: .split(
                x: scalar(jumps: jumps) { similarity($0).x }, y: scalar(jumps: jumps) { similarity($0).y }),
            scale: vector(jumps: jumps) { position in
                let scale = similarity(position).scale
                return [scale, scale]
            },
            rotation: scalar(jumps: jumps) { similarity($0).degrees },
            opacity: opacity)
    }

    // MARK: Outlines

    /// The outline's items: one primitive when every frame draws the same kind (`rc`, `el`, `sr` with the rotation
    /// in a group transform), else one `sh` per subpath. `exactPath` forces paths (dashes start where SwiftUI's do).
    func geometryItems(_ track: ExportFrames.Track, outline: @escaping (Double) -> Path, exactPath: Bool)
        -> [LottieShapeItem]
    {
        let kinds = frames.frames.map { OutlineKind(outline(Double($0))) }
        let kind = kinds.first!
        func point(_ p: CGPoint) -> [Double] { [Double(p.x), Double(p.y)] }
        func size(_ r: CGRect) -> [Double] { [Double(r.width), Double(r.height)] }
        func center(_ r: CGRect) -> [Double] { [Double(r.midX), Double(r.midY)] }
        if !exactPath, kinds.allSatisfy({ $0.isSameKind(as: kind) }) {
            func at(_ position: Double) -> OutlineKind {
                position == position.rounded() && frames.frames.contains(Int(position))
                    ? kinds[Int(position)] : OutlineKind(outline(position))
            }
            switch kind {
            case .rectangle:
                return [
                    LottieShapeItem(
                        .rectangle(
                            position: vector { if case .rectangle(let r) = at($0) { center(r) } else { [0, 0] } },
                            size: vector { if case .rectangle(let r) = at($0) { size(r) } else { [0, 0] } },
                            roundness: .fixed(0)))
                ]
            case .roundedRectangle:
                return [
                    LottieShapeItem(
                        .rectangle(
                            position: vector {
                                if case .roundedRectangle(let r, _) = at($0) { center(r) } else { [0, 0] }
                            },
                            size: vector { if case .roundedRectangle(let r, _) = at($0) { size(r) } else { [0, 0] } },
                            roundness: scalar {
                                if case .roundedRectangle(_, let radius) = at($0) { radius } else { 0 }
                            }
                        ))
                ]
            case .ellipse:
                return [
                    LottieShapeItem(
                        .ellipse(
                            position: vector { if case .ellipse(let r) = at($0) { center(r) } else { [0, 0] } },
                            size: vector { if case .ellipse(let r) = at($0) { size(r) } else { [0, 0] } }))
                ]
            case .regularPolygon:
                return polygonItems(at)
            case .path:
                break
            }
        }
        let count = frames.frames.map { LottieBezier.shapes(from: outline(Double($0))).count }.max() ?? 0
        return (0..<count).map { index in
            LottieShapeItem(
                .path(
                    bezier { position in
                        let shapes = LottieBezier.shapes(from: outline(position))
                        return index < shapes.count ? shapes[index] : .empty
                    }))
        }
    }

    /// A regular polygon as a star with its inner vertices on the edge midpoints, turned by a group transform (rlottie
    /// draws the polygon kind and a polystar's own rotation wrongly; see `LottiePolystar.regularPolygon`). The point
    /// count holds between changes, and the inner radius follows it.
    private func polygonItems(_ at: @escaping (Double) -> OutlineKind) -> [LottieShapeItem] {
        func parts(_ position: Double) -> (center: CGPoint, radius: Double, count: Int, rotation: Double) {
            guard case .regularPolygon(let c, let r, let n, let rotation) = at(position) else {
                return (.zero, 0, 3, 0)
            }
            return (c, r, n, rotation)
        }
        let countChanges = wholeFrameJumps { parts(Double($0)).count != parts(Double($0 - 1)).count }
        // Unwrap the rotation so it never turns the long way between frames (a polygon repeats every 360° / n, but
        // the first vertex is the one the shape draws first).
        var rotations: [Int: Double] = [:]
        var previous: Double?
        for frame in frames.frames {
            var rotation = parts(Double(frame)).rotation
            if let previous { rotation += 360 * ((previous - rotation) / 360).rounded() }
            rotations[frame] = rotation
            previous = rotation
        }
        func rotation(_ position: Double) -> Double {
            if let known = rotations[Int(position)], position == position.rounded() { return known }
            let base = rotations[Int(position.rounded(.down))] ?? 0
            let raw = parts(position).rotation
            return raw + 360 * ((base - raw) / 360).rounded()
        }
        let position = vector { position in
            let c = parts(position).center
            return [Double(c.x), Double(c.y)]
        }
        let star = LottiePolystar(
            kind: .star, position: position, points: held { Double(parts(Double($0)).count) },
            rotation: .fixed(0), outerRadius: scalar { parts($0).radius }, outerRoundness: .fixed(0),
            innerRadius: scalar(jumps: countChanges) { parts($0).radius * cos(.pi / Double(parts($0).count)) },
            innerRoundness: .fixed(0))
        let turn = LottieTransform(anchor: position, position: .combined(position), rotation: scalar(rotation))
        return [
            LottieShapeItem(
                name: "polygon",
                .group([LottieShapeItem(.polystar(star)), LottieShapeItem(.transform(turn))]))
        ]
    }
}

extension LottieTransform {
    /// The same placement, fully opaque: a matte source follows its layer but must not fade twice.
    var withoutOpacity: LottieTransform {
        var copy = self
        copy.opacity = .fixed(100)
        return copy
    }
}
