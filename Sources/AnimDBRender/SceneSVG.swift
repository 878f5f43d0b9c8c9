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

/// Turns scenes into SVG element trees, one frame at a time, always with the same shape for the same kind of scene
/// so frames can be compared attribute by attribute.
///
/// Each node is a group carrying its opacity, then three groups for its transform — `translate(x y)`, `rotate(θ)`,
/// `scale(s)`, the decomposition of the node's similarity transform — so each part can animate on its own
/// (`animateTransform` cannot interpolate a matrix). Inside them everything is in the node's own frame: a shape's
/// path data is exactly its `path(in:)`, and gradients (`gradientUnits="userSpaceOnUse"`), clips and masks are laid
/// out in that frame. The content shape of a view has `id="shape"`.
///
/// SVG has no angular (conic) gradient: animdb paints one as 180 wedges from its centre, each 2° wide (overlapping
/// the next by half a degree, drawn without anti-aliasing so no seams show) and filled with the gradient's colour at
/// the wedge's middle angle, and masks them with the shape's fill or stroke, whose edge stays anti-aliased. Text
/// painted with an angular gradient uses the colour at its start. Filters (blur, shadow, colour filters, blend modes)
/// wrap the transform groups, on the canvas (`SceneSVG+Filters.swift`).
struct SceneSVG {
    /// Each node's rotation in the previous frame, in degrees, so a rotation past ±180° keeps counting instead of
    /// jumping back (which interpolation would turn into a spin the wrong way).
    private var rotations: [Int: Double] = [:]

    static let wedgeCount = 180

    /// The elements of `scene`, one group per node (a page with several scenes prefixes the ids afterwards:
    /// `SceneAnimation.prefixIDs`).
    mutating func elements(_ scene: Scene) -> [SVGElement] {
        var contentShapes = 0
        var masks = MaskDefinitions()
        let nodes = scene.nodes.enumerated().map { index, node in
            var id = "n\(index)"
            if node.role == .content, case .shape = node.content {
                id = contentShapes == 0 ? "shape" : id
                contentShapes += 1
            }
            return masked(element(node, index: index, id: id, canvas: scene.size), node, scene: scene, &masks)
        }
        return masks.elements.isEmpty ? nodes : [SVGElement("defs", children: masks.elements)] + nodes
    }

    /// The masks of a scene written so far (`.mask { … }`): each once, as an SVG alpha mask.
    private struct MaskDefinitions {
        var elements: [SVGElement] = []
        var written: Set<Int> = []
    }

    /// A node's element drawn through its masks (innermost inside), each an alpha mask of the mask's nodes in canvas
    /// coordinates, as SwiftUI's `.mask` shows the view where the mask is opaque.
    private mutating func masked(
        _ element: SVGElement, _ node: SceneNode, scene: Scene, _ masks: inout MaskDefinitions
    ) -> SVGElement {
        var element = element
        for mask in node.masks.reversed() where scene.masks.indices.contains(mask) {
            if masks.written.insert(mask).inserted {
                // Node keys of their own, so a mask node's rotation unwraps apart from the scene's nodes.
                let content = scene.masks[mask].nodes.enumerated().map { index, maskNode in
                    masked(
                        self.element(
                            maskNode, index: -1 - (mask * 100_000 + index), id: "m\(mask)-n\(index)",
                            canvas: scene.size),
                        maskNode, scene: scene, &masks)
                }
                let (width, height) = (Double(scene.size.width), Double(scene.size.height))
                // The mask's region reaches well past the canvas: what it covers there cannot show anyway.
                masks.elements.append(
                    SVGElement(
                        "mask",
                        [
                            ("id", "m\(mask)"), ("mask-type", "alpha"), ("maskUnits", "userSpaceOnUse"),
                            ("x", Markup.number(-width)), ("y", Markup.number(-height)),
                            ("width", Markup.number(3 * width)), ("height", Markup.number(3 * height)),
                        ], children: content))
            }
            element = SVGElement("g", [("mask", "url(#m\(mask))")], children: [element])
        }
        return element
    }

    private mutating func element(_ node: SceneNode, index: Int, id: String, canvas: CGSize) -> SVGElement {
        let (translation, rotation, scale) = decompose(node.transform, previous: rotations[index])
        rotations[index] = rotation
        var defs: [SVGElement] = []
        var body: [SVGElement]
        switch node.content {
        case .shape(var shape):
            // A 3D turn or a non-uniform scale draws the outline it projects to, in the node's frame.
            shape.path = node.drawnPath(shape.path)
            body = shapeElements(shape, id: id, defs: &defs)
        case .text(let text): body = [textElement(text, id: id, defs: &defs)]
        }
        // Clips are laid out in this node's frame: their own placement relative to the node's.
        let toLocal = node.transform.inverted()
        for (k, clip) in node.clips.enumerated().reversed() {
            let clipID = "\(id)-clip\(k)"
            let path = clip.path.applying(clip.transform.concatenating(toLocal))
            defs.append(
                SVGElement("clipPath", [("id", clipID)], children: [SVGElement("path", [("d", path.svgPathData)])]))
            body = [SVGElement("g", [("clip-path", "url(#\(clipID))")], children: body)]
        }
        // Filters are defined with the node's other definitions but wrap its transform groups (below).
        defs += Self.filterDefinitions(node.filters, id: id, canvas: canvas)
        if !defs.isEmpty { body.insert(SVGElement("defs", children: defs), at: 0) }
        let scaled = SVGElement("g", [("transform", "scale(\(Markup.number(scale, decimals: 6)))")], children: body)
        let rotated = SVGElement(
            "g", [("transform", "rotate(\(Markup.number(rotation, decimals: 4)))")], children: [scaled])
        let translated = SVGElement(
            "g", [("transform", "translate(\(Markup.number(translation.x)) \(Markup.number(translation.y)))")],
            children: [rotated])
        let drawn = Self.filtered(translated, node.filters, id: id)
        return SVGElement("g", [("opacity", Markup.number(node.opacity, decimals: 4))], children: [drawn])
    }

    /// The translation, rotation in degrees (unwrapped next to `previous`) and uniform scale of a similarity.
    private func decompose(_ t: CGAffineTransform, previous: Double?) -> (CGPoint, Double, Double) {
        let (a, b) = (Double(t.a), Double(t.b))
        let scale = (a * a + b * b).squareRoot()
        var degrees = scale > 0 ? atan2(b, a) * 180 / .pi : (previous ?? 0)
        if let previous { degrees += 360 * ((previous - degrees) / 360).rounded() }
        return (CGPoint(x: t.tx, y: t.ty), degrees, scale)
    }

    // MARK: Shapes

    private func shapeElements(_ shape: ShapeNode, id: String, defs: inout [SVGElement]) -> [SVGElement] {
        let data = shape.path.svgPathData
        let layers = shape.layers
        // A single plain layer draws with the path element itself; otherwise the path is defined once and each layer
        // uses it, so paints never inherit from one another.
        if layers.count == 1, !layers[0].isAngular {
            return [
                SVGElement("path", [("id", id), ("d", data)] + paintAttributes(layers[0], shape, "\(id)-p0", &defs))
            ]
        }
        defs.append(SVGElement("path", [("id", id), ("d", data)]))
        var result: [SVGElement] = []
        for (k, layer) in layers.enumerated() {
            let paintID = "\(id)-p\(k)"
            guard layer.isAngular, case .angularGradient(let gradient) = layer.paint else {
                result.append(SVGElement("use", [("href", "#\(id)")] + paintAttributes(layer, shape, paintID, &defs)))
                continue
            }
            // The wedges, masked by the layer's own fill or stroke in white.
            var mask = layer
            mask.paint = .color(.white)
            let region = Self.paintedRegion(shape, layer)
            defs.append(
                SVGElement(
                    "mask",
                    [
                        ("id", paintID), ("maskUnits", "userSpaceOnUse"), ("x", Markup.number(region.minX)),
                        ("y", Markup.number(region.minY)), ("width", Markup.number(region.maxX - region.minX)),
                        ("height", Markup.number(region.maxY - region.minY)),
                    ],
                    children: [SVGElement("use", [("href", "#\(id)")] + paintAttributes(mask, shape, "", &defs))]))
            // Wedges are drawn without anti-aliasing: their shared edges would otherwise let the background show
            // through in rings near the centre; the mask's edge stays smooth.
            result.append(
                SVGElement(
                    "g", [("mask", "url(#\(paintID))"), ("shape-rendering", "crispEdges")],
                    children: wedges(gradient, in: shape.size, covering: region)))
        }
        return result
    }

    /// `fill`/`stroke` attributes (and stroke style) for one layer, defining its gradient in `defs` when needed.
    private func paintAttributes(_ layer: ShapeLayer, _ shape: ShapeNode, _ paintID: String, _ defs: inout [SVGElement])
        -> [(String, String)]
    {
        switch layer {
        case .fill(let paint, let evenOdd):
            return paintAttributes("fill", paint, size: shape.size, id: paintID, &defs) + [("stroke", "none")]
                + (evenOdd ? [("fill-rule", "evenodd")] : [])
        case .stroke(let paint, let style):
            var attributes = [("fill", "none")] + paintAttributes("stroke", paint, size: shape.size, id: paintID, &defs)
            attributes += [
                ("stroke-width", Markup.number(style.lineWidth)), ("stroke-linecap", style.lineCap.rawValue),
                ("stroke-linejoin", style.lineJoin.rawValue), ("stroke-miterlimit", Markup.number(style.miterLimit)),
            ]
            if !style.dash.isEmpty {
                attributes.append(("stroke-dasharray", style.dash.map { Markup.number($0) }.joined(separator: " ")))
                attributes.append(("stroke-dashoffset", Markup.number(style.dashPhase)))
            }
            return attributes
        }
    }

    /// `fill="#rrggbb" fill-opacity="…"` for a colour, `fill="url(#id)"` for a linear gradient laid out in a frame
    /// of `size` (added to `defs`).
    private func paintAttributes(
        _ attribute: String, _ paint: Paint, size: CGSize, id: String, _ defs: inout [SVGElement]
    ) -> [(String, String)] {
        let linear: LinearGradient
        let (w, h) = (Double(size.width), Double(size.height))
        func stops(_ gradient: Gradient) -> [SVGElement] {
            gradient.stops.map { stop in
                SVGElement(
                    "stop",
                    [
                        ("offset", Markup.number(stop.location, decimals: 4)), ("stop-color", Markup.hex(stop.color)),
                        ("stop-opacity", Markup.opacity(stop.color)),
                    ])
            }
        }
        switch paint {
        case .color(let color):
            return [(attribute, Markup.hex(color)), ("\(attribute)-opacity", Markup.opacity(color))]
        case .radialGradient(let radial):
            // SVG's `fr` is the start circle: location 0 at `startRadius`, 1 at `endRadius`, padded beyond, as
            // SwiftUI draws a RadialGradient.
            defs.append(
                SVGElement(
                    "radialGradient",
                    [
                        ("id", id), ("gradientUnits", "userSpaceOnUse"), ("cx", Markup.number(radial.center.x * w)),
                        ("cy", Markup.number(radial.center.y * h)), ("r", Markup.number(max(radial.endRadius, 0))),
                        ("fr", Markup.number(max(radial.startRadius, 0))),
                    ], children: stops(radial.gradient)))
            return [(attribute, "url(#\(id))"), ("\(attribute)-opacity", "1")]
        case .angularGradient(let angular):
            // Only text lands here (shapes draw angular layers as wedges).
            let color = angular.gradient.color(at: 0)
            return [(attribute, Markup.hex(color)), ("\(attribute)-opacity", Markup.opacity(color))]
        case .linearGradient(let gradient): linear = gradient
        case .colorGradient(let color): linear = Paint.standardGradient(for: color)
        }
        defs.append(
            SVGElement(
                "linearGradient",
                [
                    ("id", id), ("gradientUnits", "userSpaceOnUse"), ("x1", Markup.number(linear.startPoint.x * w)),
                    ("y1", Markup.number(linear.startPoint.y * h)), ("x2", Markup.number(linear.endPoint.x * w)),
                    ("y2", Markup.number(linear.endPoint.y * h)),
                ], children: stops(linear.gradient)))
        return [(attribute, "url(#\(id))"), ("\(attribute)-opacity", "1")]
    }

    /// The part of a shape's frame an angular layer paints: the frame, and everything the layer draws beyond it.
    /// SwiftUI does not clip a shape to its frame (a polygon scaled past 1 pokes out of it), so neither may the mask.
    private static func paintedRegion(_ shape: ShapeNode, _ layer: ShapeLayer) -> Region {
        var region = Region(minX: 0, minY: 0, maxX: Double(shape.size.width), maxY: Double(shape.size.height))
        let bounds = shape.path.boundingRect
        if !bounds.isNull {
            // Whole points outwards, so the 3 decimals the mask is written with never cut into the shape.
            region.minX = min(region.minX, Double(bounds.minX).rounded(.down))
            region.minY = min(region.minY, Double(bounds.minY).rounded(.down))
            region.maxX = max(region.maxX, Double(bounds.maxX).rounded(.up))
            region.maxY = max(region.maxY, Double(bounds.maxY).rounded(.up))
        }
        if let style = layer.strokeStyle {
            // A stroke reaches half its width past the path, a square cap √2 times that, a miter join at most the
            // miter limit times that.
            let reach = style.lineWidth / 2 * max(style.miterLimit, 2)
            region = Region(
                minX: region.minX - reach, minY: region.minY - reach, maxX: region.maxX + reach,
                maxY: region.maxY + reach)
        }
        return region
    }

    /// An axis-aligned rectangle by its edges.
    struct Region {
        var minX, minY, maxX, maxY: Double
    }

    /// The wedges approximating `gradient` over a frame of `size`, reaching past every corner of `region`.
    ///
    /// They reach twice as far as the frame's farthest corner unless the region needs more: a shape that pokes out
    /// of its frame for a moment (a spring overshooting) then leaves the wedges alone, and an animated SVG does not
    /// have to animate 180 paths.
    private func wedges(_ gradient: AngularGradient, in size: CGSize, covering region: Region) -> [SVGElement] {
        let (w, h) = (Double(size.width), Double(size.height))
        let center = CGPoint(x: gradient.center.x * w, y: gradient.center.y * h)
        func reach(_ corners: [(Double, Double)]) -> Double {
            corners.map { hypot($0.0 - Double(center.x), $0.1 - Double(center.y)) }.max()!
        }
        let frame = reach([(0, 0), (w, 0), (0, h), (w, h)])
        let needed = reach([
            (region.minX, region.minY), (region.maxX, region.minY), (region.minX, region.maxY),
            (region.maxX, region.maxY),
        ])
        let radius = max(2 * frame, needed + 1)
        let step = 2 * Double.pi / Double(Self.wedgeCount)
        let start = gradient.startAngle.radians
        return (0..<Self.wedgeCount).map { i in
            let a0 = start + Double(i) * step
            let a1 = a0 + step * 1.25
            let color = gradient.gradient.color(at: gradient.location(at: .radians(a0 + step / 2)))
            func point(_ angle: Double) -> String {
                "\(Markup.number(Double(center.x) + radius * cos(angle))) \(Markup.number(Double(center.y) + radius * sin(angle)))"
            }
            return SVGElement(
                "path",
                [
                    ("d", "M\(Markup.number(center.x)) \(Markup.number(center.y)) L\(point(a0)) L\(point(a1)) Z"),
                    ("fill", Markup.hex(color)), ("fill-opacity", Markup.opacity(color)),
                ])
        }
    }

    // MARK: Text

    private func textElement(_ text: TextNode, id: String, defs: inout [SVGElement]) -> SVGElement {
        let anchor =
            switch text.alignment {
            case .leading: "start"
            case .center: "middle"
            case .trailing: "end"
            }
        var attributes: [(String, String)] = [
            ("id", id), ("font-family", TextMetrics.fontFamily), ("font-size", Markup.number(text.font.size)),
            ("font-weight", String(text.font.weight.value)), ("text-anchor", anchor),
        ]
        if text.font.isItalic { attributes.append(("font-style", "italic")) }
        attributes += paintAttributes("fill", text.paint, size: text.size, id: "\(id)-p0", &defs)
        let lines = text.layout.map { line in
            SVGElement(
                "tspan", [("x", Markup.number(line.anchorX)), ("y", Markup.number(line.baseline))], text: line.text)
        }
        return SVGElement("text", attributes, children: lines)
    }
}

extension ShapeLayer {
    var isAngular: Bool {
        if case .angularGradient = paint { return true }
        return false
    }

}
