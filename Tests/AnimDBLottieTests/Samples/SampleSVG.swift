import AnimDBEngine
import AnimDBGeometry
import Foundation

/// A small SVG composer for the sample scenes' stills: what animdb draws for a scene at one instant, written from
/// the scene's own parameters and `Path` geometry — never from the Lottie model — so the checker compares two
/// independent renderings. (When issue 12's scenes land, `animdb render --at` writes these stills.)
enum SampleSVG {
    static func document(width: Int, height: Int, defs: [String] = [], body: [String]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
        text += "viewBox=\"0 0 \(width) \(height)\">\n"
        if !defs.isEmpty { text += "<defs>\n" + defs.joined(separator: "\n") + "\n</defs>\n" }
        return text + body.joined(separator: "\n") + "\n</svg>\n"
    }

    static func number(_ value: Double) -> String { String(format: "%.4f", value) }

    static func hex(_ color: Color) -> String {
        func byte(_ c: Double) -> String { String(format: "%02x", Int((min(max(c, 0), 1) * 255).rounded())) }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    /// A stroke's look.
    struct Stroke {
        var color: Color
        var width: Double
        var cap = "butt"
        var join = "miter"
        var dash: [Double] = []
        var dashOffset = 0.0
    }

    /// `path` filled with `fill` (a colour, or `url(#id)` of a gradient) and/or stroked.
    static func path(_ path: Path, fill: String?, stroke: Stroke? = nil, extra: String = "") -> String {
        var attributes = "d=\"\(path.svgPathData)\" fill=\"\(fill ?? "none")\""
        if let stroke {
            attributes += " stroke=\"\(hex(stroke.color))\" stroke-width=\"\(number(stroke.width))\""
            attributes += " stroke-linecap=\"\(stroke.cap)\" stroke-linejoin=\"\(stroke.join)\""
            if !stroke.dash.isEmpty {
                attributes += " stroke-dasharray=\"\(stroke.dash.map(number).joined(separator: " "))\""
                attributes += " stroke-dashoffset=\"\(number(stroke.dashOffset))\""
            }
        }
        return "<path \(attributes)\(extra.isEmpty ? "" : " " + extra)/>"
    }

    /// A group placed like a SwiftUI view with modifiers: scaled and rotated (degrees) about `anchor`, then moved
    /// by `offset`; `opacity` multiplies.
    static func group(
        offset: CGPoint = .zero, anchor: CGPoint = .zero, scale: Double = 1, rotation: Double = 0,
        opacity: Double = 1, clip: String? = nil, _ content: [String]
    ) -> String {
        let transform =
            "translate(\(number(Double(offset.x + anchor.x))) \(number(Double(offset.y + anchor.y)))) "
            + "rotate(\(number(rotation))) scale(\(number(scale))) "
            + "translate(\(number(-Double(anchor.x))) \(number(-Double(anchor.y))))"
        var open = "<g transform=\"\(transform)\""
        if opacity != 1 { open += " opacity=\"\(number(opacity))\"" }
        if let clip { open += " clip-path=\"url(#\(clip))\"" }
        return open + ">\n" + content.joined(separator: "\n") + "\n</g>"
    }

    /// A linear gradient in the user space of what references it.
    static func linearGradient(id: String, stops: [(Double, Color)], from start: CGPoint, to end: CGPoint) -> String {
        var text = "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" "
        text += "x1=\"\(number(Double(start.x)))\" y1=\"\(number(Double(start.y)))\" "
        text += "x2=\"\(number(Double(end.x)))\" y2=\"\(number(Double(end.y)))\">\n"
        for (location, color) in stops {
            text += "<stop offset=\"\(number(location))\" stop-color=\"\(hex(color))\"/>\n"
        }
        return text + "</linearGradient>"
    }

    static func clipPath(id: String, _ path: Path) -> String {
        "<clipPath id=\"\(id)\"><path d=\"\(path.svgPathData)\"/></clipPath>"
    }

    /// Text centred on its baseline at `position`; the checker strips text (rlottie draws none) and checks text
    /// layers' transforms from the JSON instead.
    static func text(_ string: String, at position: CGPoint, size: Double, color: Color) -> String {
        "<text x=\"\(number(Double(position.x)))\" y=\"\(number(Double(position.y)))\" font-size=\"\(number(size))\" "
            + "text-anchor=\"middle\" fill=\"\(hex(color))\">\(string)</text>"
    }
}
