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
                    parent: parent(of: first))
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
                add(LottieMatte.clip(content, to: source).reversed(), parent: parent(of: first))
            } else {
                add([content], parent: parent(of: first))
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
    /// does not draw it).
    func nodeTransform(
        _ track: ExportFrames.Track, offset: @escaping (Double) -> CGPoint = { _ in .zero },
        opacity extra: @escaping (Double) -> Double = { _ in 1 }, jumps: [Double] = []
    )
        -> LottieTransform
    {
        let presence = wholeFrameJumps { track.present.contains($0) != track.present.contains($0 - 1) }
        return LottieTransform(
            position: .split(
                x: scalar(jumps: jumps) { Double(self.frames.node(track, at: $0).origin.x + offset($0).x) },
                y: scalar(jumps: jumps) { Double(self.frames.node(track, at: $0).origin.y + offset($0).y) }),
            opacity: scalar(jumps: presence + jumps) { position in
                guard self.frames.isPresent(track, at: position) else { return 0 }
                return min(max(self.frames.node(track, at: position).opacity * extra(position), 0), 1) * 100
            })
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
