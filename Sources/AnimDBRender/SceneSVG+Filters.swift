import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A node's filters as SVG: one group per filter around the node's transform groups, outermost first, each with a
/// `<filter>` laid out on the canvas (`filterUnits="userSpaceOnUse"`, the canvas grown by the filter's reach, so a
/// blur is never cut at the default 10 % margin). Colours are filtered in sRGB (`color-interpolation-filters`), as
/// SwiftUI's matrices are written. The same filter kinds give the same elements in every frame, so an animated radius
/// or colour animates attributes rather than starting a new run.
extension SceneSVG {
    /// The `<filter>` definitions of a node's filters (none for blend modes).
    static func filterDefinitions(_ filters: [SceneFilter], id: String, canvas: CGSize) -> [SVGElement] {
        filters.enumerated().compactMap { k, filter in
            if case .blendMode = filter { return nil }
            return definition(filter, id: "\(id)-f\(k)", canvas: canvas)
        }
    }

    /// `body` inside one group per filter (outermost first) using `filterDefinitions`' filters; a blend mode is a
    /// group with its CSS `mix-blend-mode` (normal where CSS has no such mode).
    static func filtered(_ body: SVGElement, _ filters: [SceneFilter], id: String) -> SVGElement {
        var element = body
        for (k, filter) in filters.enumerated().reversed() {
            if case .blendMode(let mode) = filter {
                let css = SceneFilter.blendModes.first { $0.name == mode }?.css ?? "normal"
                element = SVGElement("g", [("style", "mix-blend-mode:\(css)")], children: [element])
            } else {
                element = SVGElement("g", [("filter", "url(#\(id)-f\(k))")], children: [element])
            }
        }
        return element
    }

    private static func definition(_ filter: SceneFilter, id: String, canvas: CGSize) -> SVGElement {
        let margin = (filter.reach + 1).rounded(.up)
        var primitives: [SVGElement] = []
        switch filter {
        case .blur(let radius, let isOpaque):
            let deviation = Markup.number(SceneFilter.standardDeviation(radius: radius))
            primitives.append(SVGElement("feGaussianBlur", [("stdDeviation", deviation)]))
            if isOpaque {
                // The blurred colours at full opacity (SVG filters colours unpremultiplied), inside the view's own
                // coverage: its edges stay sharp instead of fading out.
                primitives.append(
                    SVGElement(
                        "feColorMatrix", [("type", "matrix"), ("values", "1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 0 1")]))
                primitives.append(SVGElement("feComposite", [("in2", "SourceAlpha"), ("operator", "in")]))
            }
        case .shadow(let color, let radius, let x, let y):
            let deviation = Markup.number(SceneFilter.standardDeviation(radius: radius))
            primitives = [
                SVGElement("feGaussianBlur", [("in", "SourceAlpha"), ("stdDeviation", deviation), ("result", "blur")]),
                SVGElement(
                    "feOffset",
                    [("in", "blur"), ("dx", Markup.number(x)), ("dy", Markup.number(y)), ("result", "offset")]),
                SVGElement("feFlood", [("flood-color", Markup.hex(color)), ("flood-opacity", Markup.opacity(color))]),
                SVGElement("feComposite", [("in2", "offset"), ("operator", "in")]),
                SVGElement(
                    "feMerge",
                    children: [SVGElement("feMergeNode"), SVGElement("feMergeNode", [("in", "SourceGraphic")])]),
            ]
        case .colorMatrix(let matrix):
            let values = matrix.values.map { Markup.number($0, decimals: 4) }.joined(separator: " ")
            primitives.append(SVGElement("feColorMatrix", [("type", "matrix"), ("values", values)]))
        case .blendMode:
            break
        }
        return SVGElement(
            "filter",
            [
                ("id", id), ("filterUnits", "userSpaceOnUse"), ("x", Markup.number(-margin)),
                ("y", Markup.number(-margin)), ("width", Markup.number(Double(canvas.width) + 2 * margin)),
                ("height", Markup.number(Double(canvas.height) + 2 * margin)),
                ("color-interpolation-filters", "sRGB"),
            ], children: primitives)
    }
}
