import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes still and animated SVG documents of scenes.
///
/// Output is deterministic: the same input always gives the same bytes (fixed number format, fixed attribute
/// order, no timestamps). Animated documents use SMIL (`<animate>` and `<animateTransform>`), which browsers play
/// without scripts. The document's viewBox is the scene's canvas, `0 0 width height`, and each shape's path data is
/// its own `path(in:)`, placed by the groups around it (see `SceneSVG`).
public enum SVGWriter {
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    /// A still SVG of `scene`, on `background` (transparent when nil).
    public static func scene(_ scene: Scene, background: Color? = nil) -> String {
        declaration
            + document(SceneAnimation([scene]), size: scene.size, background: background, timing: nil, frameCount: 1)
    }

    /// An SVG that plays `frames`: attributes that change animate with SMIL, interpolated linearly between frames
    /// (path data that changes its commands, and other values that cannot interpolate, switch discretely); frames
    /// whose markup differs in shape (changing text, say) show one after another. Fewer than two frames, or frames
    /// spanning no time, give a still of the first frame.
    /// - Precondition: Frame times are in ascending order and every scene has the first one's size.
    public static func animatedScene(
        _ frames: [TimedFrame<Scene>], background: Color? = nil, playback: SVGPlayback = SVGPlayback()
    ) -> String {
        guard let first = frames.first else { return scene(Scene(size: .zero, nodes: []), background: background) }
        guard let timing = Timing(times: frames.map(\.time), playback: playback) else {
            return scene(first.value, background: background)
        }
        let animation = SceneAnimation(frames.map(\.value))
        return declaration
            + document(
                animation, size: first.value.size, background: background, timing: timing, frameCount: frames.count)
    }

    /// The `<svg>` element of an animation: SMIL with `timing`, a still of the first frame without.
    static func document(
        _ animation: SceneAnimation, size: CGSize, background: Color?, timing: Timing?, frameCount: Int
    ) -> String {
        var text = openSVG(size: size, background: background)
        text += SceneMarkup(animation, timing: timing, frameCount: frameCount).text
        return text + "</svg>\n"
    }

    static func openSVG(size: CGSize, background: Color?) -> String {
        let (width, height) = (Markup.number(size.width), Markup.number(size.height))
        var text =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" "
            + "width=\"\(width)\" height=\"\(height)\">\n"
        if let background {
            text +=
                "  <rect width=\"\(width)\" height=\"\(height)\" fill=\"\(Markup.hex(background))\" "
                + "fill-opacity=\"\(Markup.opacity(background))\"/>\n"
        }
        return text
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

    /// `repeatCount` (and `fill="freeze"` when the animation ends).
    var repetition: String {
        switch (repeats, count) {
        case (true, nil): "repeatCount=\"indefinite\""
        case (true, let count?): "repeatCount=\"\(max(count, 1))\" fill=\"freeze\""
        case (false, _): "repeatCount=\"1\" fill=\"freeze\""
        }
    }

    func attributes(discrete: Bool) -> String {
        "keyTimes=\"\(keyTimes)\" dur=\"\(Markup.number(duration))s\" \(repetition) "
            + "calcMode=\"\(discrete ? "discrete" : "linear")\""
    }
}
