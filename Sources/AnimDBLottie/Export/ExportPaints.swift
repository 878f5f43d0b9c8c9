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

/// The kind of one paint layer at one frame: what Lottie item it needs. A layer whose paint changes kind (a colour
/// becoming a gradient jumps, as in SwiftUI) gets one item per kind, each visible only in its frames.
struct PaintVariant: Hashable {
    enum Kind: Hashable {
        case solid
        case linear(stops: Int)
        case radial(stops: Int)
        case angular
    }

    var kind: Kind
    /// For strokes: the style's structure (cap, join, dashes), which cannot animate.
    var stroke: StrokeStructure?
    /// For fills: the even-odd rule (`FillStyle(eoFill:)`, which cannot animate either).
    var evenOdd = false

    struct StrokeStructure: Hashable {
        var cap: StrokeStyle.LineCap
        var join: StrokeStyle.LineJoin
        var dashCount: Int
    }

    init(_ layer: ShapeLayer) {
        let paint: Paint
        switch layer {
        case .fill(let fill, let evenOdd):
            paint = fill
            stroke = nil
            self.evenOdd = evenOdd
        case .stroke(let strokePaint, let style):
            paint = strokePaint
            stroke = StrokeStructure(cap: style.lineCap, join: style.lineJoin, dashCount: style.dash.count)
        }
        switch paint {
        case .color: kind = .solid
        case .linearGradient(let gradient): kind = .linear(stops: gradient.gradient.stops.count)
        case .colorGradient(let color): kind = .linear(stops: Paint.standardGradient(for: color).gradient.stops.count)
        case .angularGradient: kind = .angular
        case .radialGradient(let gradient): kind = .radial(stops: gradient.gradient.stops.count)
        }
    }

    var isAngular: Bool { kind == .angular }

    var fillRule: LottieFillRule { evenOdd ? .evenOdd : .nonZero }
}

extension ExportBuilder {
    /// The node's paint layer `index` at a frame position.
    func paintLayer(_ track: ExportFrames.Track, _ index: Int, at position: Double) -> ShapeLayer? {
        guard let layers = Self.shape(frames.node(track, at: position))?.layers, index < layers.count else {
            return nil
        }
        return layers[index]
    }

    /// The kinds layer `index` takes, in the order they first appear.
    func variants(_ track: ExportFrames.Track, layer index: Int) -> [PaintVariant] {
        var found: [PaintVariant] = []
        for frame in frames.frames {
            if let layer = paintLayer(track, index, at: Double(frame)), !found.contains(PaintVariant(layer)) {
                found.append(PaintVariant(layer))
            }
        }
        return found
    }

    /// Layer `index` at a frame position when it has `variant` there; else at the nearest whole frame where it has
    /// (so a hidden variant holds still), and whether it is shown.
    func paintLayer(_ track: ExportFrames.Track, _ index: Int, _ variant: PaintVariant, at position: Double)
        -> (layer: ShapeLayer, shown: Bool)
    {
        if let layer = paintLayer(track, index, at: position), PaintVariant(layer) == variant { return (layer, true) }
        let whole = Int(position.rounded(.down))
        let nearest = frames.frames.filter { frame in
            paintLayer(track, index, at: Double(frame)).map { PaintVariant($0) == variant } ?? false
        }.min { abs($0 - whole) < abs($1 - whole) }!
        return (paintLayer(track, index, at: Double(nearest))!, false)
    }

    /// The Lottie paint items of layer `index` (one per variant, plain ones only).
    func paintItems(_ track: ExportFrames.Track, layer index: Int) -> [LottieShapeItem] {
        variants(track, layer: index).filter { !$0.isAngular }.map { variant in
            paintItem(track, index, variant)
        }
    }

    private func paintItem(_ track: ExportFrames.Track, _ index: Int, _ variant: PaintVariant) -> LottieShapeItem {
        func layer(_ position: Double) -> (layer: ShapeLayer, shown: Bool) {
            paintLayer(track, index, variant, at: position)
        }
        func size(_ position: Double) -> CGSize { frames.node(track, at: position).size }
        let shownJumps = wholeFrameJumps { layer(Double($0)).shown != layer(Double($0 - 1)).shown }
        let style = variant.stroke.map { _ in strokeStyle { layer($0).layer.strokeStyle ?? StrokeStyle() } }
        // A gradient fills, or strokes with the layer's style, shown where the layer has this variant.
        func gradientItem(_ lottie: LottieGradient) -> LottieShapeItem {
            let opacity = scalar(jumps: shownJumps) { layer($0).shown ? 100 : 0 }
            if let style {
                return LottieShapeItem(name: "Gradient Stroke", .gradientStroke(lottie, opacity: opacity, style: style))
            }
            return LottieShapeItem(
                name: "Gradient Fill", .gradientFill(lottie, opacity: opacity, rule: variant.fillRule))
        }
        switch variant.kind {
        case .solid:
            let color = vector { LottiePaint.components(Self.color(layer($0).layer.paint)) }
            let opacity = scalar(jumps: shownJumps) { position in
                let (paint, shown) = layer(position)
                return shown ? LottiePaint.opacityPercent(Self.color(paint.paint)) : 0
            }
            if let style {
                return LottieShapeItem(name: "Stroke", .stroke(color: color, opacity: opacity, style: style))
            }
            return LottieShapeItem(name: "Fill", .fill(color: color, opacity: opacity, rule: variant.fillRule))
        case .linear(let count):
            func gradient(_ position: Double) -> LinearGradient {
                Self.linearGradient(layer(position).layer.paint)
                    ?? LinearGradient(
                        gradient: Gradient(colors: []), startPoint: .leading, endPoint: .trailing)
            }
            let lottie = LottieGradient(
                kind: .linear,
                start: vector { position in
                    let (g, s) = (gradient(position), size(position))
                    return [g.startPoint.x * Double(s.width), g.startPoint.y * Double(s.height)]
                },
                end: vector { position in
                    let (g, s) = (gradient(position), size(position))
                    return [g.endPoint.x * Double(s.width), g.endPoint.y * Double(s.height)]
                },
                colorStopCount: count,
                stops: vector { position in
                    LottiePaint.gradientNumbers(
                        gradient(position).gradient.stops.map {
                            LottieGradientStop(location: $0.location, color: $0.color)
                        }
                    ).numbers
                })
            return gradientItem(lottie)
        case .radial(let count):
            func gradient(_ position: Double) -> RadialGradient {
                if case .radialGradient(let radial) = layer(position).layer.paint { return radial }
                return RadialGradient(gradient: Gradient(colors: []), center: .center, startRadius: 0, endRadius: 0)
            }
            func center(_ position: Double) -> [Double] {
                let (g, s) = (gradient(position), size(position))
                return [g.center.x * Double(s.width), g.center.y * Double(s.height)]
            }
            // Lottie's radial gradient runs from its centre (location 0) to `end` (1); SwiftUI's from `startRadius`.
            // A stop at location L is at startRadius + L·(endRadius − startRadius), so that over endRadius is its
            // Lottie location: the same colours at the same distances.
            let lottie = LottieGradient(
                kind: .radial, start: vector(center),
                end: vector { position in
                    let c = center(position)
                    return [c[0] + max(gradient(position).endRadius, 0), c[1]]
                },
                colorStopCount: count,
                stops: vector { position in
                    let g = gradient(position)
                    let r1 = max(g.endRadius, 1e-9)
                    return LottiePaint.gradientNumbers(
                        g.gradient.stops.map {
                            LottieGradientStop(
                                location: min(
                                    max((g.startRadius + $0.location * (g.endRadius - g.startRadius)) / r1, 0), 1),
                                color: $0.color)
                        }
                    ).numbers
                })
            return gradientItem(lottie)
        case .angular:
            preconditionFailure("angular gradients are drawn as wedge layers")
        }
    }

    /// A stroke's width, caps, joins, miter limit, dashes and dash phase, sampled from `style(position)`.
    func strokeStyle(_ style: @escaping (Double) -> StrokeStyle) -> LottieStrokeStyle {
        let first = style(0)
        let cap: LottieLineCap =
            switch first.lineCap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
        let join: LottieLineJoin =
            switch first.lineJoin {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
        return LottieStrokeStyle(
            width: scalar { style($0).lineWidth }, cap: cap, join: join, miterLimit: first.miterLimit,
            dashes: first.dash.indices.map { index in
                scalar { position in
                    let dash = style(position).dash
                    return index < dash.count ? dash[index] : 0
                }
            },
            dashOffset: first.dash.isEmpty ? nil : scalar { style($0).dashPhase })
    }

    /// A solid paint's colour (a gradient's first colour, for the rare paint that is not solid where one is needed).
    static func color(_ paint: Paint) -> Color {
        switch paint {
        case .color(let color): color
        case .colorGradient(let color): color
        case .linearGradient(let gradient): gradient.gradient.stops.first?.color ?? .clear
        case .angularGradient(let gradient): gradient.gradient.stops.first?.color ?? .clear
        case .radialGradient(let gradient): gradient.gradient.stops.first?.color ?? .clear
        }
    }

    /// A paint as a linear gradient (`Color.gradient` as SwiftUI's standard gradient), or nil.
    static func linearGradient(_ paint: Paint) -> LinearGradient? {
        switch paint {
        case .linearGradient(let gradient): gradient
        case .colorGradient(let color): Paint.standardGradient(for: color)
        case .color, .angularGradient, .radialGradient: nil
        }
    }
}
