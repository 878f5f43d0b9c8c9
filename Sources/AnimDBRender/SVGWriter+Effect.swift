import AnimDBEngine
import AnimDBGeometry
import Foundation

/// A modifier effect's frames split into the SVG transform channels that can animate independently.
struct EffectChannels {
    let content: ContentBox
    let viewBox: CGRect
    let frame: CGRect
    /// Fixed per preset (anchors are not animatable), so taken from the first frame.
    let anchor: CGPoint
    let translations: [String]
    let rotations: [String]
    let scales: [String]
    let opacities: [String]
    let texts: [String]

    init(frames: [ModifierEffect], content: ContentBox, viewBox: CGRect) {
        precondition(!frames.isEmpty, "an effect needs at least one frame")
        self.content = content
        self.viewBox = viewBox
        frame = content.frame(centeredIn: viewBox)
        let anchor = frames[0].anchorPoint(in: frame)
        self.anchor = anchor
        let (ax, ay) = (Markup.number(anchor.x), Markup.number(anchor.y))
        translations = frames.map { "\(Markup.number($0.offsetX)) \(Markup.number($0.offsetY))" }
        rotations = frames.map { "\(Markup.number($0.rotation.degrees)) \(ax) \(ay)" }
        scales = frames.map { Markup.number($0.scale, decimals: 4) }
        opacities = frames.map { Markup.number(min(max($0.opacity, 0), 1), decimals: 4) }
        texts = frames.map { $0.text ?? content.text }
    }

    static func varies(_ values: [String]) -> Bool {
        values.contains { $0 != values[0] }
    }
}

extension SVGWriter {
    /// The effect document. Without `timing` it is a still of the first frame; with it, every channel that
    /// changes gets an animation element. Group ids (`effect-offset`, `effect-rotation`, `effect-scale`,
    /// `effect-text`) let the HTML player drive the same markup.
    static func effectMarkup(_ c: EffectChannels, _ background: Color?, timing: Timing? = nil) -> String {
        func animation(_ values: [String], _ indent: String, _ make: (String) -> String) -> String {
            guard let timing, EffectChannels.varies(values) else { return "" }
            return indent + make("values=\"\(values.joined(separator: ";"))\" \(timing.attributes(discrete: false))")
                + "\n"
        }
        let (ax, ay) = (Markup.number(c.anchor.x), Markup.number(c.anchor.y))
        var text = openSVG(viewBox: c.viewBox, background: background)
        text +=
            "  <g id=\"effect-offset\" transform=\"translate(\(c.translations[0]))\" opacity=\"\(c.opacities[0])\">\n"
        text += animation(c.translations, "    ") {
            "<animateTransform attributeName=\"transform\" type=\"translate\" \($0)/>"
        }
        text += animation(c.opacities, "    ") { "<animate attributeName=\"opacity\" \($0)/>" }
        text += "    <g id=\"effect-rotation\" transform=\"rotate(\(c.rotations[0]))\">\n"
        text += animation(c.rotations, "      ") {
            "<animateTransform attributeName=\"transform\" type=\"rotate\" \($0)/>"
        }
        text += "      <g transform=\"translate(\(ax) \(ay))\">\n"
        text += "        <g id=\"effect-scale\" transform=\"scale(\(c.scales[0]))\">\n"
        text += animation(c.scales, "          ") {
            "<animateTransform attributeName=\"transform\" type=\"scale\" \($0)/>"
        }
        text += "          <g transform=\"translate(\(Markup.number(-c.anchor.x)) \(Markup.number(-c.anchor.y)))\">\n"
        text += contentMarkup(c, timing: timing, indent: "            ")
        text += "          </g>\n        </g>\n      </g>\n    </g>\n  </g>\n</svg>\n"
        return text
    }

    private static func contentMarkup(_ c: EffectChannels, timing: Timing?, indent: String) -> String {
        let box = c.content
        let f = c.frame
        var text =
            indent
            + "<rect x=\"\(Markup.number(f.minX))\" y=\"\(Markup.number(f.minY))\" "
            + "width=\"\(Markup.number(f.width))\" height=\"\(Markup.number(f.height))\" "
            + "rx=\"\(Markup.number(box.cornerRadius))\" \(Markup.paint("fill", box.fill)) "
            + "\(Markup.paint("stroke", box.stroke)) stroke-width=\"1\"/>\n"
        let textAttributes =
            "x=\"\(Markup.number(f.midX))\" y=\"\(Markup.number(f.midY))\" text-anchor=\"middle\" "
            + "dominant-baseline=\"central\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\" "
            + "font-size=\"\(Markup.number(box.fontSize))\" \(Markup.paint("fill", box.textColor))"
        guard let timing, EffectChannels.varies(c.texts) else {
            return text + indent + "<text id=\"effect-text\" \(textAttributes)>\(Markup.escape(c.texts[0]))</text>\n"
        }
        // SMIL cannot animate character data, so each run of equal text is its own element, shown only
        // between its first and last key time.
        let keyTimes = timing.keyTimes.split(separator: ";").map(String.init)
        var start = 0
        while start < c.texts.count {
            var end = start
            while end + 1 < c.texts.count, c.texts[end + 1] == c.texts[start] { end += 1 }
            var values: [String] = []
            var times: [String] = []
            if start > 0 {
                values.append("hidden")
                times.append("0")
            }
            values.append("visible")
            times.append(keyTimes[start])
            if end + 1 < c.texts.count {
                values.append("hidden")
                times.append(keyTimes[end + 1])
            }
            let repetition = timing.repeats ? "repeatCount=\"indefinite\"" : "repeatCount=\"1\" fill=\"freeze\""
            // The animation element comes first so the text's character data is exactly the counter text.
            let visibility = start == 0 ? "visible" : "hidden"
            text += indent + "<text \(textAttributes) visibility=\"\(visibility)\">"
            text += "<animate attributeName=\"visibility\" values=\"\(values.joined(separator: ";"))\" "
            text += "keyTimes=\"\(times.joined(separator: ";"))\" dur=\"\(Markup.number(timing.duration))s\" "
            text += "\(repetition) calcMode=\"discrete\"/>\(Markup.escape(c.texts[start]))</text>\n"
            start = end + 1
        }
        return text
    }
}
