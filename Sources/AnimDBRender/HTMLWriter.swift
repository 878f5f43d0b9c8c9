import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a single self-contained HTML page previewing an animation: an inline SVG driven by a small inline
/// script (play/pause and a time scrubber), a plot of every track with keyframe times marked, and a parameters
/// table.
///
/// The page loads nothing from the network. All user text is escaped, frame data is embedded as JSON that cannot
/// close its `<script>` element, and the output is deterministic.
public enum HTMLWriter {
    /// The complete page for `preview`.
    public static func page(_ preview: HTMLPreview) -> String {
        let (svg, data) = previewParts(preview)
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Markup.escape(preview.title))</title>
            <style>
            \(stylesheet)
            </style>
            </head>
            <body>
            <h1>\(Markup.escape(preview.title))</h1>

            """
        if let subtitle = preview.subtitle {
            html += "<p class=\"subtitle\"><code>\(Markup.escape(subtitle))</code></p>\n"
        }
        html += "<section class=\"preview\">\n" + svg
        html += """
            <div class="controls">
            <button id="animdb-play" type="button">Pause</button>
            <input id="animdb-scrubber" type="range" min="0" max="1000" value="0" aria-label="Time">
            <span id="animdb-time">0.00 s</span>
            <select id="animdb-speed" aria-label="Speed"><option value="0.25">0.25×</option><option value="0.5">0.5×</option><option value="1" selected>1×</option><option value="2">2×</option></select>
            </div>
            </section>
            <section class="plot">
            <h2>Tracks</h2>

            """
        if preview.tracks.isEmpty {
            html += "<p>No animated tracks.</p>\n"
        } else {
            html += PlotWriter.markup(
                series: preview.tracks, markers: preview.keyframeTimes, title: preview.title,
                size: CGSize(width: 640, height: 320), xLabel: "time (s)", yLabel: "value", playhead: true)
        }
        html += "</section>\n<section class=\"parameters\">\n<h2>Parameters</h2>\n"
        html += parametersTable(preview.parameters)
        html += "</section>\n"
        html += "<script type=\"application/json\" id=\"animdb-frames\">\(data)</script>\n"
        html += "<script>\n\(playerScript)\n</script>\n</body>\n</html>\n"
        return html
    }

    /// The preview's SVG (every run of the animation, as `SceneMarkup` writes it for a script) and the frame data
    /// the player reads: times, runs and the attribute values of every channel at every frame.
    static func previewParts(_ preview: HTMLPreview, idPrefix: String = "") -> (svg: String, json: String) {
        // The player needs at least one frame to show.
        let frames =
            preview.frames.isEmpty ? [TimedFrame(time: 0, value: Scene(size: .zero, nodes: []))] : preview.frames
        let animation = SceneAnimation(frames.map(\.value), idPrefix: idPrefix)
        let markup = SceneMarkup(animation, timing: nil, frameCount: frames.count, idPrefix: idPrefix)
        let svg = SVGWriter.openSVG(size: frames[0].value.size, background: nil) + markup.text + "</svg>\n"
        let runs = zip(animation.runs, markup.runIDs.isEmpty ? [""] : markup.runIDs).map { run, id in
            JSON.object([
                ("id", JSON.string(id)), ("start", String(run.frames.lowerBound)),
                ("end", String(run.frames.upperBound)),
            ])
        }
        let channels = markup.channels.map { channel in
            JSON.object([
                ("id", JSON.string(channel.id)), ("attribute", JSON.string(channel.attribute)),
                ("run", String(channel.run)), ("values", JSON.strings(channel.values)),
            ])
        }
        let json = JSON.object([
            ("times", JSON.numbers(frames.map(\.time))),
            ("runs", "[" + runs.joined(separator: ",") + "]"),
            ("channels", "[" + channels.joined(separator: ",") + "]"),
            ("repeats", preview.repeats ? "true" : "false"),
        ])
        return (svg, json)
    }

    static func parametersTable(_ parameters: [HTMLPreview.Parameter]) -> String {
        guard !parameters.isEmpty else { return "<p>No parameters.</p>\n" }
        var html = "<table>\n<thead><tr><th>Name</th><th>Value</th><th>Details</th></tr></thead>\n<tbody>\n"
        for parameter in parameters {
            html +=
                (parameter.isHighlighted ? "<tr class=\"changed\">" : "<tr>")
                + "<td><code>\(Markup.escape(parameter.name))</code></td>"
                + "<td><code>\(Markup.escape(parameter.value))</code></td>"
                + "<td>\(Markup.escape(parameter.detail))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    static let stylesheet = """
        body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 720px; \
        color: #1c1c1e; }
        h1 { font-size: 1.5em; margin-bottom: 0.2em; }
        .subtitle code { color: #3c3c43; }
        .preview svg { border: 1px solid #d1d1d6; border-radius: 8px; max-width: 100%; height: auto; }
        .controls { display: flex; gap: 0.75em; align-items: center; margin: 0.5em 0 1.5em; }
        .controls input { flex: 1; }
        #animdb-time { font-variant-numeric: tabular-nums; min-width: 5em; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: 0.3em 0.6em; border-bottom: 1px solid #e5e5ea; }
        """
}

/// A minimal deterministic JSON encoder for the page's frame data.
enum JSON {
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            // `<`, `>` and `&` are escaped so the data can never close or confuse its <script> element;
            // U+2028/2029 are line terminators in older JavaScript.
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                result += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 {
                    result += unicodeEscape(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    static func strings(_ texts: [String]) -> String {
        "[" + texts.map(string).joined(separator: ",") + "]"
    }

    /// Numbers in the shared compact format; non-finite ones (which JSON cannot express) become 0.
    static func numbers(_ values: [Double]) -> String {
        "[" + values.map { Markup.number($0, decimals: 6) }.joined(separator: ",") + "]"
    }

    /// An object with keys in the given order; values are already-encoded JSON.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
