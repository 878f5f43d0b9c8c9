import AnimDBEngine
import AnimDBGeometry
import Foundation

/// Writes still and animated SVG documents for shape and modifier presets.
///
/// Output is deterministic: the same input always gives the same bytes (fixed number format, fixed attribute
/// order, no timestamps). Animated documents use SMIL (`<animate>` and `<animateTransform>`), which browsers
/// play without scripts.
public enum SVGWriter {
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// A still SVG of `path` painted with `style`.
    ///
    /// - Parameters:
    ///   - path: The shape's outline, in `viewBox` coordinates.
    ///   - viewBox: The visible region; also the document's width and height in CSS pixels.
    ///   - style: Fill, stroke and background.
    public static func shape(_ path: Path, viewBox: CGRect, style: RenderStyle = .filled) -> String {
        declaration + shapeMarkup(path, viewBox: viewBox, style: style, animation: "")
    }

    /// A still SVG of `content` centred in `viewBox` with `effect` applied (offset, scale and rotation about the
    /// anchor, opacity, and the counter's text in place of the content's).
    public static func effect(
        _ effect: ModifierEffect, content: ContentBox = .textField, viewBox: CGRect, background: Color? = nil
    ) -> String {
        declaration + effectMarkup(EffectChannels(frames: [effect], content: content, viewBox: viewBox), background)
    }

    /// An SVG that plays `frames` of a shape, morphing its path data with `<animate attributeName="d">`.
    ///
    /// SMIL can only interpolate paths with the same command sequence, so when the frames' structures differ
    /// (a polygon gaining a side, an arc gaining a segment) the animation switches to `calcMode="discrete"`.
    /// Fewer than two frames, or frames spanning no time, give a still of the first frame.
    /// - Precondition: Frame times are in ascending order.
    public static func animatedShape(
        _ frames: [TimedFrame<Path>], viewBox: CGRect, style: RenderStyle = .filled,
        playback: SVGPlayback = SVGPlayback()
    ) -> String {
        guard let first = frames.first else { return shape(Path(), viewBox: viewBox, style: style) }
        guard let timing = Timing(times: frames.map(\.time), playback: playback) else {
            return shape(first.value, viewBox: viewBox, style: style)
        }
        let structure = first.value.structure
        let morphs = frames.allSatisfy { $0.value.structure == structure }
        let values = frames.map(\.value.svgPathData).joined(separator: ";")
        let animation =
            "    <animate attributeName=\"d\" values=\"\(values)\" \(timing.attributes(discrete: !morphs))/>\n"
        return declaration + shapeMarkup(first.value, viewBox: viewBox, style: style, animation: animation)
    }

    /// An SVG that plays `frames` of a modifier effect on `content`: `<animateTransform>` for offset, rotation
    /// and scale, `<animate attributeName="opacity">` for opacity, and discrete visibility switches between
    /// text elements when a counter's text changes. Channels that never change are written as plain attributes.
    /// - Precondition: Frame times are in ascending order.
    public static func animatedEffect(
        _ frames: [TimedFrame<ModifierEffect>], content: ContentBox = .textField, viewBox: CGRect,
        background: Color? = nil, playback: SVGPlayback = SVGPlayback()
    ) -> String {
        guard !frames.isEmpty else { return effect(.identity, content: content, viewBox: viewBox) }
        let channels = EffectChannels(frames: frames.map(\.value), content: content, viewBox: viewBox)
        guard let timing = Timing(times: frames.map(\.time), playback: playback) else {
            return effect(frames[0].value, content: content, viewBox: viewBox, background: background)
        }
        return declaration + effectMarkup(channels, background, timing: timing)
    }

    // MARK: - Markup

    static func openSVG(viewBox: CGRect, background: Color?) -> String {
        let (x, y) = (Markup.number(viewBox.minX), Markup.number(viewBox.minY))
        let (width, height) = (Markup.number(viewBox.width), Markup.number(viewBox.height))
        var text =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(x) \(y) \(width) \(height)\" "
            + "width=\"\(width)\" height=\"\(height)\">\n"
        if let background {
            text +=
                "  <rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" "
                + Markup.paint("fill", background) + "/>\n"
        }
        return text
    }

    static func shapeMarkup(_ path: Path, viewBox: CGRect, style: RenderStyle, animation: String) -> String {
        var paint = Markup.paint("fill", style.fill) + " " + Markup.paint("stroke", style.stroke)
        if style.stroke != nil {
            paint +=
                " stroke-width=\"\(Markup.number(style.lineWidth))\" stroke-linejoin=\"round\" stroke-linecap=\"round\""
        }
        var text = openSVG(viewBox: viewBox, background: style.background)
        if animation.isEmpty {
            text += "  <path id=\"shape\" d=\"\(path.svgPathData)\" \(paint)/>\n"
        } else {
            text += "  <path id=\"shape\" d=\"\(path.svgPathData)\" \(paint)>\n\(animation)  </path>\n"
        }
        return text + "</svg>\n"
    }
}

/// The `keyTimes`, duration and repetition attributes shared by every animation element of a document.
struct Timing {
    let keyTimes: String
    let duration: Double
    let repeats: Bool
    let count: Int?

    /// `nil` when the times cannot animate: fewer than two, or no time between the first and last.
    init?(times: [Double], playback: SVGPlayback) {
        precondition(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "frame times must be ascending")
        guard times.count >= 2, let first = times.first, let last = times.last, last > first else { return nil }
        let span = last - first
        // Four decimals keep keyTimes ascending for any realistic frame rate; the ends are exactly 0 and 1.
        keyTimes = times.map { Markup.number(($0 - first) / span, decimals: 4) }.joined(separator: ";")
        duration = span
        repeats = playback.repeats
        count = playback.count
    }

    func attributes(discrete: Bool) -> String {
        let repetition =
            switch (repeats, count) {
            case (true, nil): "repeatCount=\"indefinite\""
            case (true, let count?): "repeatCount=\"\(max(count, 1))\" fill=\"freeze\""
            case (false, _): "repeatCount=\"1\" fill=\"freeze\""
            }
        return "keyTimes=\"\(keyTimes)\" dur=\"\(Markup.number(duration))s\" \(repetition) "
            + "calcMode=\"\(discrete ? "discrete" : "linear")\""
    }
}
