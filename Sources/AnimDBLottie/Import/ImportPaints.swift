import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ImportContext {
    /// A `fill` or `stroke` item for a Lottie paint, or nil (with a line) for one animdb does not draw.
    ///
    /// A colour with a fixed hue keeps its opacity's keyframes; a colour that changes is sampled at every frame (SwiftUI
    /// mixes colours in linear light, Lottie players in encoded sRGB). Linear gradients are laid out in the canvas,
    /// which is the content's frame.
    /// - Parameter widthScale: What scales a stroke's width at each frame, for outlines drawn with their transforms
    ///   baked in (nil: the width as given).
    /// A fill's rule as its `eoFill` value: nothing for Lottie's default non-zero rule.
    static func evenOdd(_ rule: LottieFillRule) -> [(String, ImportedTrack)] {
        rule == .evenOdd ? [("eoFill", .fixed(.bool(true)))] : []
    }

    mutating func paintItem(
        _ item: LottieShapeItem, path: String, time: FrameMap, widthScale: ((Double) -> Double)? = nil
    ) -> ImportedItem? {
        switch item.kind {
        case .fill(let color, let opacity, let rule):
            return ImportedItem(
                key("fill"), "fill", [("paint", solid(color, opacity, time: time))] + Self.evenOdd(rule))
        case .stroke(let color, let opacity, let style):
            return ImportedItem(
                key("stroke"), "stroke",
                [
                    ("paint", solid(color, opacity, time: time)),
                    ("style", strokeStyle(style, path: path, time: time, widthScale: widthScale)),
                ])
        case .gradientFill(let gradient, let opacity, let rule):
            return ImportedItem(
                key("fill"), "fill", [("paint", self.gradient(gradient, opacity, time: time))] + Self.evenOdd(rule))
        case .gradientStroke(let gradient, let opacity, let style):
            return ImportedItem(
                key("stroke"), "stroke",
                [
                    ("paint", self.gradient(gradient, opacity, time: time)),
                    ("style", strokeStyle(style, path: path, time: time, widthScale: widthScale)),
                ])
        default:
            return nil
        }
    }

    static func color(_ components: [Double], opacity: Double) -> Color {
        func at(_ i: Int) -> Double { i < components.count ? min(max(components[i], 0), 1) : 0 }
        return Color(red: at(0), green: at(1), blue: at(2), opacity: min(max(opacity / 100, 0), 1))
    }

    private func solid(_ color: LottieProperty<[Double]>, _ opacity: LottieProperty<Double>, time: FrameMap)
        -> ImportedTrack
    {
        let sampled = clock.baked(type: .paint) { frame in
            .paint(
                .color(
                    Self.color(
                        color.value(at: time.local(frame)) ?? [0, 0, 0],
                        opacity: opacity.value(at: time.local(frame)) ?? 100)))
        }
        guard !color.isAnimated, let fixed = color.initialValue else { return sampled }
        return clock.track(opacity, time: time, type: .paint) {
            .paint(.color(Self.color(fixed, opacity: $0)))
        }
            ?? sampled
    }

    /// A linear gradient, or a radial one: its centre the start point, its radius the distance to the end point, from
    /// radius 0 (rlottie's `GradientFill`: the radial gradient's focal point moves by the highlight, which animdb
    /// leaves at the centre, docs/lottie.md).
    private func gradient(_ gradient: LottieGradient, _ opacity: LottieProperty<Double>, time: FrameMap)
        -> ImportedTrack
    {
        let width = Double(size.width)
        let height = Double(size.height)
        return clock.baked(type: .paint) { frame in
            let local = time.local(frame)
            let from = gradient.start.value(at: local) ?? [0, 0]
            let to = gradient.end.value(at: local) ?? [0, 0]
            let stops = Self.stops(
                gradient.stops.value(at: local) ?? [], count: gradient.colorStopCount,
                opacity: (opacity.value(at: local) ?? 100) / 100)
            let start = UnitPoint(x: from[0] / width, y: from[1] / height)
            guard gradient.kind == .linear else {
                let radius = ((to[0] - from[0]) * (to[0] - from[0]) + (to[1] - from[1]) * (to[1] - from[1]))
                    .squareRoot()
                return .paint(
                    .radialGradient(
                        RadialGradient(
                            gradient: Gradient(stops: stops), center: start, startRadius: 0, endRadius: radius)))
            }
            return .paint(
                .linearGradient(
                    LinearGradient(
                        stops: stops, startPoint: start, endPoint: UnitPoint(x: to[0] / width, y: to[1] / height))))
        }
    }

    /// Lottie's flat gradient list as stops: `count` colour stops (location, red, green, blue), each given the opacity
    /// of the opacity stops (location, opacity) that follow, interpolated at its location, times `opacity`.
    static func stops(_ numbers: [Double], count: Int, opacity: Double) -> [Gradient.Stop] {
        let colorCount = min(count, numbers.count / 4)
        let alphas = stride(from: colorCount * 4, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
        func alpha(at location: Double) -> Double {
            guard let first = alphas.first else { return 1 }
            if location <= first.0 { return first.1 }
            for (a, b) in zip(alphas, alphas.dropFirst()) where location <= b.0 {
                return b.0 > a.0 ? a.1 + (b.1 - a.1) * (location - a.0) / (b.0 - a.0) : b.1
            }
            return alphas.last!.1
        }
        return (0..<colorCount).map { index in
            let base = index * 4
            let location = numbers[base]
            let color = Color(
                red: min(max(numbers[base + 1], 0), 1), green: min(max(numbers[base + 2], 0), 1),
                blue: min(max(numbers[base + 3], 0), 1), opacity: min(max(alpha(at: location) * opacity, 0), 1))
            return Gradient.Stop(color: color, location: location)
        }
    }

    private mutating func strokeStyle(
        _ style: LottieStrokeStyle, path: String, time: FrameMap, widthScale: ((Double) -> Double)?
    ) -> ImportedTrack {
        let cap: StrokeStyle.LineCap =
            switch style.cap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
        let join: StrokeStyle.LineJoin =
            switch style.join {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
        func at(_ frame: Double) -> StrokeStyle {
            let local = time.local(frame)
            return StrokeStyle(
                lineWidth: style.width.value(at: local) ?? 1, lineCap: cap, lineJoin: join,
                miterLimit: style.miterLimit,
                dash: style.dashes.map { $0.value(at: local) ?? 0 }, dashPhase: style.dashOffset?.value(at: local) ?? 0)
        }
        if let widthScale {
            return clock.baked(type: .strokeStyle) { frame in
                var scaled = at(frame)
                scaled.lineWidth *= widthScale(frame)
                return .strokeStyle(scaled)
            }
        }
        let dashesMove = style.dashes.contains(where: \.isAnimated) || (style.dashOffset?.isAnimated ?? false)
        if dashesMove { return clock.baked(type: .strokeStyle) { .strokeStyle(at($0)) } }
        let fixed = at(clock.inPoint)
        return clock.track(style.width, time: time, type: .strokeStyle) { width in
            var style = fixed
            style.lineWidth = width
            return .strokeStyle(style)
        } ?? clock.baked(type: .strokeStyle) { .strokeStyle(at($0)) }
    }
}
