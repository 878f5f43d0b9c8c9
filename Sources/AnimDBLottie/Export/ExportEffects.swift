import AnimDBEngine
import AnimDBGeometry
import AnimDBResolve

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
    /// `layer` with the node's filters where Lottie has them: a shadow as a Drop Shadow effect, a blur as a Gaussian
    /// Blur effect (both in the layer's own space: the node's transform undone), a blend mode as the layer's `bm`.
    /// Colour filters have no Lottie effect players draw; `LottieExport.omissions` names them.
    func withFilters(_ track: ExportFrames.Track, _ layer: LottieLayer) -> LottieLayer {
        let first = frames.node(track, at: Double(track.present.min()!))
        guard !first.filters.isEmpty else { return layer }
        var layer = layer
        /// The node's `index`-th filter at `position`, in the node's own frame.
        func filter(_ index: Int, _ position: Double) -> SceneFilter? {
            let node = frames.node(track, at: position)
            guard index < node.filters.count else { return nil }
            let t = node.transform
            return node.filters[index].applying(
                CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0).inverted())
        }
        // Players draw effects in list order, the innermost filter first.
        for (index, kind) in first.filters.enumerated().reversed() {
            switch kind {
            case .blur:
                let blurriness = scalar { position in
                    guard case .blur(let radius, _)? = filter(index, position) else { return 0 }
                    return LottieEffect.blurriness(standardDeviation: SceneFilter.standardDeviation(radius: radius))
                }
                layer.effects.append(.gaussianBlur(blurriness: blurriness))
            case .shadow:
                func parts(_ position: Double) -> (color: Color, sigma: Double, x: Double, y: Double) {
                    guard case .shadow(let color, let radius, let x, let y)? = filter(index, position) else {
                        return (.clear, 0, 0, 0)
                    }
                    return (color, SceneFilter.standardDeviation(radius: radius), x, y)
                }
                layer.effects.append(
                    .dropShadow(
                        LottieDropShadow(
                            color: vector {
                                let c = parts($0).color; return [c.red, c.green, c.blue, 1]
                            },
                            opacity: scalar { parts($0).color.opacity * 255 },
                            // Degrees clockwise from up: an offset straight down is 180°.
                            direction: scalar { atan2(parts($0).y, parts($0).x) * 180 / .pi + 90 },
                            distance: scalar { hypot(parts($0).x, parts($0).y) },
                            softness: scalar { LottieEffect.softness(standardDeviation: parts($0).sigma) })))
            case .blendMode(let mode):
                layer.blendMode = Self.blendMode(mode) ?? .normal
            case .colorMatrix:
                break
            }
        }
        return layer
    }

    /// Lottie's blend mode for a SwiftUI one (`plusLighter` is Lottie's add), nil where Lottie has none.
    static func blendMode(_ name: String) -> LottieBlendMode? {
        let modes: [String: LottieBlendMode] = [
            "normal": .normal, "multiply": .multiply, "screen": .screen, "overlay": .overlay, "darken": .darken,
            "lighten": .lighten, "colorDodge": .colorDodge, "colorBurn": .colorBurn, "hardLight": .hardLight,
            "softLight": .softLight, "difference": .difference, "exclusion": .exclusion, "hue": .hue,
            "saturation": .saturation, "color": .color, "luminosity": .luminosity, "plusLighter": .add,
        ]
        return modes[name]
    }
}

extension LottieExport {
    /// What an export of `evaluator`'s view leaves out, one line each: colour filters (Lottie players draw no colour
    /// matrix) and blend modes Lottie has no mode for.
    public static func omissions(of evaluator: TimelineEvaluator) -> [String] {
        var lines: [String] = []
        for item in evaluator.view.items {
            if item.type.isFilter,
                case .colorMatrix? = PresetTypeCatalog.filter(type: item.type, values: item.type.defaults)
            {
                lines.append(
                    "'\(item.name)' (.\(item.type.swiftName)) is not in the Lottie file: players draw no colour filters"
                )
            }
            if item.type.name == "blend-mode", case .string(let mode)? = item.values["mode"],
                ExportBuilder.blendMode(mode) == nil
            {
                lines.append("'\(item.name)' (.blendMode(.\(mode))) is drawn normally: Lottie has no such blend mode")
            }
        }
        return lines
    }
}
