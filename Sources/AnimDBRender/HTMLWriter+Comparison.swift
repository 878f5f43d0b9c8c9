import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Two previews on one page: what `animdb diff --out page.html` writes.
public struct HTMLComparison: Sendable {
    /// One line of the differences list.
    public struct Line: Hashable, Sendable {
        /// `+`, `-` or `~`.
        public var sign: Character
        public var text: String

        public init(sign: Character, text: String) {
            self.sign = sign
            self.text = text
        }
    }

    public var title: String
    /// The old side (left) and the new side (right); their parameters marked `isHighlighted` where they changed.
    public var old: HTMLPreview
    public var new: HTMLPreview
    public var lines: [Line]

    public init(title: String, old: HTMLPreview, new: HTMLPreview, lines: [Line]) {
        self.title = title
        self.old = old
        self.new = new
        self.lines = lines
    }
}

extension HTMLWriter {
    /// The comparison page: both players side by side, driven by the one player script on one scrubber (each scene's
    /// ids prefixed `a-` and `b-` so they cannot clash), both sides' tracks overlaid in one plot (the new side's
    /// dashed), the differences listed, and each side's parameters with the changed rows highlighted.
    public static func page(_ comparison: HTMLComparison) -> String {
        let old = previewParts(comparison.old, idPrefix: "a-")
        let new = previewParts(comparison.new, idPrefix: "b-")
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Markup.escape(comparison.title))</title>
            <style>
            \(stylesheet)
            \(comparisonStylesheet)
            </style>
            </head>
            <body class="comparison">
            <h1>\(Markup.escape(comparison.title))</h1>
            <section class="sides">

            """
        for (preview, parts, side) in [(comparison.old, old, "old"), (comparison.new, new, "new")] {
            html += "<figure class=\"side \(side)\">\n<figcaption>\(Markup.escape(preview.title))"
            if let subtitle = preview.subtitle { html += "<br><code>\(Markup.escape(subtitle))</code>" }
            html += "</figcaption>\n" + parts.svg + "</figure>\n"
        }
        html += """
            </section>
            <div class="controls">
            <button id="animdb-play" type="button">Pause</button>
            <input id="animdb-scrubber" type="range" min="0" max="1000" value="0" aria-label="Time">
            <span id="animdb-time">0.00 s</span>
            <select id="animdb-speed" aria-label="Speed"><option value="0.25">0.25×</option><option value="0.5">0.5×</option><option value="1" selected>1×</option><option value="2">2×</option></select>
            </div>
            <section class="differences">
            <h2>Differences</h2>

            """
        if comparison.lines.isEmpty {
            html += "<p>No differences.</p>\n"
        } else {
            html += "<ul>\n"
            for line in comparison.lines {
                let kind = line.sign == "+" ? "added" : line.sign == "-" ? "removed" : "modified"
                html += "<li class=\"\(kind)\"><code>\(Markup.escape("\(line.sign) \(line.text)"))</code></li>\n"
            }
            html += "</ul>\n"
        }
        html += "</section>\n<section class=\"plot\">\n<h2>Tracks</h2>\n"
        let tracks =
            comparison.old.tracks.map { PlotSeries(name: "old \($0.name)", points: $0.points, isDashed: false) }
            + comparison.new.tracks.map { PlotSeries(name: "new \($0.name)", points: $0.points, isDashed: true) }
        if tracks.isEmpty {
            html += "<p>No animated tracks.</p>\n"
        } else {
            html += PlotWriter.markup(
                series: tracks,
                markers: Array(Set(comparison.old.keyframeTimes + comparison.new.keyframeTimes)).sorted(),
                title: comparison.title, size: CGSize(width: 900, height: 320), xLabel: "time (s)", yLabel: "value",
                playhead: true)
        }
        html += "</section>\n<section class=\"parameters sides\">\n"
        for (preview, side) in [(comparison.old, "old"), (comparison.new, "new")] {
            html += "<div class=\"side \(side)\">\n<h2>Parameters: \(Markup.escape(preview.title))</h2>\n"
            html += parametersTable(preview.parameters) + "</div>\n"
        }
        html += "</section>\n"
        html += "<script type=\"application/json\" id=\"animdb-frames-a\">\(old.json)</script>\n"
        html += "<script type=\"application/json\" id=\"animdb-frames-b\">\(new.json)</script>\n"
        html += "<script>\n\(playerScript)\n</script>\n</body>\n</html>\n"
        return html
    }

    static let comparisonStylesheet = """
        body.comparison { max-width: 960px; }
        .sides svg { border: 1px solid #d1d1d6; border-radius: 8px; max-width: 100%; height: auto; }
        .sides { display: flex; gap: 1.5em; align-items: flex-start; }
        .sides .side { flex: 1; margin: 0; min-width: 0; }
        figcaption { font-weight: 600; margin-bottom: 0.4em; }
        figcaption code { font-weight: normal; color: #3c3c43; font-size: 0.85em; }
        .differences ul { list-style: none; padding: 0; }
        .differences li { padding: 0.15em 0.5em; border-radius: 4px; margin: 0.1em 0; }
        li.added { background: #e3f9e5; }
        li.removed { background: #fde8e7; }
        li.modified { background: #fff4d6; }
        tr.changed td { background: #fff4d6; font-weight: 600; }
        """
}
