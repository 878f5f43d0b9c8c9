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

/// How a node's clips (`corner-radius` items around it) are exported.
struct ExportClip {
    /// An outline to draw instead of the node's own: a rectangular background clipped to its own frame is exactly
    /// the clip's rounded rectangle.
    var replacement: ((Double) -> Path)?
    /// The outline of a clip that cuts the node, for an alpha matte.
    var matte: LottieShapeItem?
}

extension ExportBuilder {
    /// A clip whose outline, in the node's own frame, contains everything the node draws at every frame changes
    /// nothing and is left out; a background whose outline is its whole frame, clipped to that frame, becomes the
    /// clip's outline; any other clip becomes an alpha matte (only the innermost one: Lottie mattes a layer once).
    func clipping(_ track: ExportFrames.Track) -> ExportClip {
        let count = frames.frames.map { frames.node(track, at: Double($0)).clips.count }.max() ?? 0
        guard count > 0 else { return ExportClip() }
        func local(_ index: Int, _ position: Double) -> Path? {
            let node = frames.node(track, at: position)
            guard index < node.clips.count else { return nil }
            let clip = node.clips[index]
            return clip.path.applying(clip.transform.concatenating(node.transform.inverted()))
        }
        var cutting: [Int] = []
        for index in 0..<count {
            let contains = frames.frames.allSatisfy { frame in
                guard let clip = local(index, Double(frame)) else { return true }
                return Self.contains(clip, Self.extent(frames.node(track, at: Double(frame))))
            }
            if !contains { cutting.append(index) }
        }
        guard let innermost = cutting.last else { return ExportClip() }
        if cutting.count == 1, track.role == .background {
            let sameFrame = frames.frames.allSatisfy { frame in
                let node = frames.node(track, at: Double(frame))
                guard let clip = local(innermost, Double(frame)), let shape = Self.shape(node) else { return false }
                let frameRect = CGRect(origin: .zero, size: node.size)
                guard case .rectangle(let outline) = OutlineKind(shape.path) else { return false }
                return outline.isClose(to: frameRect) && clip.boundingRect.isClose(to: frameRect)
            }
            if sameFrame {
                return ExportClip(replacement: { local(innermost, $0) ?? Path() })
            }
        }
        let shapes =
            frames.frames.map { LottieBezier.shapes(from: local(innermost, Double($0)) ?? Path()).count }
            .max() ?? 0
        let paths = (0..<shapes).map { index in
            LottieShapeItem(
                .path(
                    bezier { position in
                        let all = LottieBezier.shapes(from: local(innermost, position) ?? Path())
                        return index < all.count ? all[index] : .empty
                    }))
        }
        return ExportClip(
            matte: LottieShapeItem(
                name: "clip", .group(paths + [LottiePaint.fill(.white), LottieShapeItem(.transform(.identity))])))
    }

    /// Everything a node may paint, in its own frame: a shape's outline (with half the widest stroke around it), a
    /// text's frame.
    static func extent(_ node: SceneNode) -> CGRect {
        switch node.content {
        case .text(let text): return CGRect(origin: .zero, size: text.size)
        case .shape(let shape):
            let bounds = shape.path.boundingRect
            guard !bounds.isNull else { return .zero }
            let stroke =
                shape.layers.map { layer -> Double in
                    if case .stroke(_, let style) = layer {
                        return style.lineWidth / 2 * (style.lineJoin == .miter ? style.miterLimit : 1)
                    }
                    return 0
                }.max() ?? 0
            return bounds.insetBy(dx: -stroke, dy: -stroke)
        }
    }

    /// Whether the convex outline `clip` contains `rect`: its four corners lie inside the outline flattened to
    /// chords (which lie inside the curves, so the answer errs towards keeping the clip).
    static func contains(_ clip: Path, _ rect: CGRect) -> Bool {
        guard let polygon = clip.flattened(tolerance: 0.01).first, polygon.points.count >= 3 else { return false }
        let points = polygon.points
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        // Inside a convex polygon: on the same side of every edge.
        var sign = 0.0
        for index in points.indices {
            let a = points[index]
            let b = points[(index + 1) % points.count]
            let edgeX = Double(b.x - a.x)
            let edgeY = Double(b.y - a.y)
            guard edgeX != 0 || edgeY != 0 else { continue }
            for corner in corners {
                let cross = edgeX * Double(corner.y - a.y) - edgeY * Double(corner.x - a.x)
                if cross == 0 { continue }
                if sign == 0 { sign = cross.sign == .minus ? -1 : 1 }
                if (cross < 0) != (sign < 0) { return false }
            }
        }
        return true
    }

    // MARK: Angular gradients

    /// An angular gradient layer: 120 wedges around the gradient's centre (each the gradient's colour at its middle
    /// angle, sampled with `Paint.color(at:in:)`), under an alpha matte of the outline painted by this layer (its fill,
    /// or its stroke with the stroke's style), in drawing order.
    func angularLayers(
        _ track: ExportFrames.Track, layer index: Int, geometry: [LottieShapeItem], transform: LottieTransform,
        name: String
    ) -> [LottieLayer] {
        let variant = variants(track, layer: index).first { $0.isAngular }!
        func layer(_ position: Double) -> (layer: ShapeLayer, shown: Bool) {
            paintLayer(track, index, variant, at: position)
        }
        func gradient(_ position: Double) -> AngularGradient {
            if case .angularGradient(let gradient) = layer(position).layer.paint { return gradient }
            return AngularGradient(colors: [], center: .center)
        }
        func center(_ position: Double) -> CGPoint {
            let size = frames.node(track, at: position).size
            let unit = gradient(position).center
            return CGPoint(x: unit.x * Double(size.width), y: unit.y * Double(size.height))
        }
        // The wedges reach past every corner of the frame (and the stroke) at every frame.
        var reach = 1.0
        for frame in frames.frames {
            let size = frames.node(track, at: Double(frame)).size
            let c = center(Double(frame))
            let margin = (layer(Double(frame)).layer.strokeStyle ?? StrokeStyle()).lineWidth
            for corner in [
                (0.0, 0.0), (Double(size.width), 0), (0, Double(size.height)),
                (Double(size.width), Double(size.height)),
            ] {
                reach = max(reach, hypot(corner.0 - Double(c.x), corner.1 - Double(c.y)) + margin + 1)
            }
        }
        let start = gradient(0).startAngle.radians
        let count = LottieAngularGradient.defaultWedgeCount
        let step = 2 * Double.pi / Double(count)
        func color(_ position: Double, _ angle: Double) -> Color {
            let c = center(position)
            return layer(position).layer.paint.color(
                at: CGPoint(x: Double(c.x) + cos(angle), y: Double(c.y) + sin(angle)),
                in: frames.node(track, at: position).size)
        }
        let wedges = LottieAngularGradient.wedges(center: .zero, radius: reach, startAngle: start, count: count) { _ in
            .black
        }.enumerated().map { wedgeIndex, wedge -> LottieShapeItem in
            // The wedge's own colour, at each frame.
            let middle = start + step * (Double(wedgeIndex) + 0.5)
            guard case .group(let items) = wedge.kind else { return wedge }
            let fill = LottieShapeItem(
                name: "Fill",
                .fill(
                    color: vector { LottiePaint.components(LottieAngularGradient.rounded(color($0, middle))) },
                    opacity: scalar { LottiePaint.opacityPercent(LottieAngularGradient.rounded(color($0, middle))) },
                    rule: .nonZero))
            return LottieShapeItem(
                name: wedge.name, .group(items.map { $0.typeCode == "fl" ? fill : $0 }))
        }
        let placed = LottieTransform(
            position: .combined(
                vector { position in
                    let c = center(position)
                    return [Double(c.x), Double(c.y)]
                }))
        let wedgeGroup = LottieShapeItem(name: "wedges", .group(wedges + [LottieShapeItem(.transform(placed))]))
        var shown = transform
        let visible = wholeFrameJumps { layer(Double($0)).shown != layer(Double($0 - 1)).shown }
        let opacity = transform.opacity
        shown.opacity = scalar(jumps: visible) { position in
            layer(position).shown ? (opacity.value(at: position) ?? 100) : 0
        }
        let wedgeLayer = self.layer("\(name) angular gradient", transform: shown, content: .shapes([wedgeGroup]))
        // The matte: the outline painted white by this layer's own fill or stroke.
        let mask: LottieShapeItem
        if variant.stroke != nil {
            mask = LottieShapeItem(
                name: "Stroke",
                .stroke(
                    color: .fixed([1, 1, 1]), opacity: .fixed(100),
                    style: strokeStyle { layer($0).layer.strokeStyle ?? StrokeStyle() }))
        } else {
            mask = LottiePaint.fill(.white)
        }
        let source = self.layer(
            "\(name) outline", transform: transform.withoutOpacity,
            content: .shapes([
                LottieShapeItem(name: name, .group(geometry + [mask, LottieShapeItem(.transform(.identity))]))
            ]))
        return LottieMatte.clip(wedgeLayer, to: source).reversed()
    }
}

extension CGRect {
    fileprivate func isClose(to other: CGRect) -> Bool {
        let scale = max(1, Double(max(abs(width), abs(height))))
        return [minX - other.minX, minY - other.minY, maxX - other.maxX, maxY - other.maxY].allSatisfy {
            abs(Double($0)) <= 1e-9 * scale
        }
    }
}
