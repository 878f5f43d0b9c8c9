import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One line of a plot: a named series of (time, value) samples.
public struct PlotSeries: Hashable, Sendable {
    /// One sample of a series.
    public struct Point: Hashable, Sendable {
        public var time: Double
        public var value: Double

        public init(time: Double, value: Double) {
            self.time = time
            self.value = value
        }
    }

    public var name: String
    public var points: [Point]
    /// Draws the line dashed, e.g. for a velocity plotted beside its value.
    public var isDashed: Bool

    public init(name: String, points: [Point], isDashed: Bool = false) {
        self.name = name
        self.points = points
        self.isDashed = isDashed
    }

    /// Creates a series from `(time, value)` pairs.
    public init(_ name: String, points: [(Double, Double)], isDashed: Bool = false) {
        self.init(name: name, points: points.map { Point(time: $0.0, value: $0.1) }, isDashed: isDashed)
    }
}

/// Writes SVG line charts of values over time, with axes, "nice" ticks, labels, a legend and keyframe markers.
///
/// Deterministic like the other writers. Non-finite samples (a zero-length keyframe reads NaN) are left out.
public enum PlotWriter {
    /// Line colours, cycled by series index.
    static let palette = ["#0a7aff", "#ff3b30", "#34c759", "#ff9500", "#af52de", "#5ac8fa", "#ff2d55", "#8e8e93"]

    /// An SVG chart with one `<polyline>` per series.
    ///
    /// - Parameters:
    ///   - series: The lines to draw, in legend order.
    ///   - markers: Times to mark with dashed vertical lines (keyframe boundaries).
    ///   - title: Shown above the chart.
    ///   - size: The chart's size in CSS pixels.
    ///   - xLabel: The horizontal axis label.
    ///   - yLabel: The vertical axis label.
    ///   - playhead: Whether to include a hidden vertical line (`id="playhead"`) that a script can move; it carries
    ///     the time-to-x mapping in `data-` attributes.
    public static func svg(
        series: [PlotSeries], markers: [Double] = [], title: String, size: CGSize = CGSize(width: 640, height: 320),
        xLabel: String = "time (s)", yLabel: String = "value", playhead: Bool = false
    ) -> String {
        SVGWriter.declaration
            + markup(
                series: series, markers: markers, title: title, size: size, xLabel: xLabel, yLabel: yLabel,
                playhead: playhead)
    }

    static func markup(
        series: [PlotSeries], markers: [Double], title: String, size: CGSize, xLabel: String, yLabel: String,
        playhead: Bool
    ) -> String {
        let layout = PlotLayout(series: series, markers: markers, size: size)
        let area = layout.area
        func n(_ value: Double, _ decimals: Int = 3) -> String { Markup.number(value, decimals: decimals) }
        #if !canImport(FoundationEssentials)
            func n(_ value: CGFloat, _ decimals: Int = 3) -> String { Markup.number(value, decimals: decimals) }
        #endif
        var text =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(size.width, 3)) \(n(size.height, 3))\" "
            + "width=\"\(n(size.width, 3))\" height=\"\(n(size.height, 3))\" "
            + "font-family=\"-apple-system, Helvetica, Arial, sans-serif\" font-size=\"11\">\n"
        text += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        text +=
            "  <text class=\"title\" x=\"\(n(area.midX, 3))\" y=\"18\" text-anchor=\"middle\" font-size=\"14\">"
            + "\(Markup.escape(title))</text>\n"
        text += "  <g class=\"grid\" stroke=\"#e5e5ea\" stroke-width=\"1\">\n"
        for tick in layout.yTicks.values {
            let y = n(layout.y(tick), 3)
            text += "    <line x1=\"\(n(area.minX, 3))\" y1=\"\(y)\" x2=\"\(n(area.maxX, 3))\" y2=\"\(y)\"/>\n"
        }
        text += "  </g>\n"
        text += "  <g class=\"axes\" stroke=\"#3c3c43\" stroke-width=\"1\">\n"
        text +=
            "    <line x1=\"\(n(area.minX, 3))\" y1=\"\(n(area.maxY, 3))\" x2=\"\(n(area.maxX, 3))\" "
            + "y2=\"\(n(area.maxY, 3))\"/>\n"
        text +=
            "    <line x1=\"\(n(area.minX, 3))\" y1=\"\(n(area.minY, 3))\" x2=\"\(n(area.minX, 3))\" "
            + "y2=\"\(n(area.maxY, 3))\"/>\n"
        for tick in layout.xTicks.values {
            let x = n(layout.x(tick), 3)
            text += "    <line x1=\"\(x)\" y1=\"\(n(area.maxY, 3))\" x2=\"\(x)\" y2=\"\(n(area.maxY + 4, 3))\"/>\n"
        }
        for tick in layout.yTicks.values {
            let y = n(layout.y(tick), 3)
            text += "    <line x1=\"\(n(area.minX - 4, 3))\" y1=\"\(y)\" x2=\"\(n(area.minX, 3))\" y2=\"\(y)\"/>\n"
        }
        text += "  </g>\n  <g class=\"tick-labels\" fill=\"#3c3c43\">\n"
        for tick in layout.xTicks.values {
            text +=
                "    <text x=\"\(n(layout.x(tick), 3))\" y=\"\(n(area.maxY + 16, 3))\" text-anchor=\"middle\">"
                + "\(layout.xTicks.label(tick))</text>\n"
        }
        for tick in layout.yTicks.values {
            text +=
                "    <text x=\"\(n(area.minX - 7, 3))\" y=\"\(n(layout.y(tick) + 4, 3))\" text-anchor=\"end\">"
                + "\(layout.yTicks.label(tick))</text>\n"
        }
        text += "  </g>\n"
        text +=
            "  <text class=\"x-label\" x=\"\(n(area.midX, 3))\" y=\"\(n(size.height - 6, 3))\" "
            + "text-anchor=\"middle\">\(Markup.escape(xLabel))</text>\n"
        text +=
            "  <text class=\"y-label\" transform=\"translate(14 \(n(area.midY, 3))) rotate(-90)\" "
            + "text-anchor=\"middle\">\(Markup.escape(yLabel))</text>\n"
        text += "  <g class=\"markers\" stroke=\"#8e8e93\" stroke-width=\"1\" stroke-dasharray=\"4 3\">\n"
        for marker in markers where marker.isFinite {
            let x = n(layout.x(marker), 3)
            text +=
                "    <line class=\"marker\" data-time=\"\(n(marker, 4))\" x1=\"\(x)\" y1=\"\(n(area.minY, 3))\" "
                + "x2=\"\(x)\" y2=\"\(n(area.maxY, 3))\"/>\n"
        }
        text += "  </g>\n"
        for (index, line) in series.enumerated() {
            let points = line.points.filter { $0.time.isFinite && $0.value.isFinite }
                .map { "\(n(layout.x($0.time), 3)),\(n(layout.y($0.value), 3))" }
                .joined(separator: " ")
            let dash = line.isDashed ? " stroke-dasharray=\"6 4\"" : ""
            text +=
                "  <polyline class=\"series\" data-name=\"\(Markup.escape(line.name))\" fill=\"none\" "
                + "stroke=\"\(palette[index % palette.count])\" stroke-width=\"2\"\(dash) points=\"\(points)\"/>\n"
        }
        text += legend(series, area: area)
        if playhead {
            text +=
                "  <line id=\"playhead\" data-t0=\"\(n(layout.xTicks.lower, 6))\" data-t1=\"\(n(layout.xTicks.upper, 6))\" "
                + "data-x0=\"\(n(area.minX, 3))\" data-x1=\"\(n(area.maxX, 3))\" x1=\"\(n(area.minX, 3))\" "
                + "y1=\"\(n(area.minY, 3))\" x2=\"\(n(area.minX, 3))\" y2=\"\(n(area.maxY, 3))\" "
                + "stroke=\"#ff3b30\" stroke-width=\"1.5\"/>\n"
        }
        return text + "</svg>\n"
    }

    private static func legend(_ series: [PlotSeries], area: CGRect) -> String {
        guard !series.isEmpty else { return "" }
        var text = "  <g class=\"legend\">\n"
        for (index, line) in series.enumerated() {
            let y: Double = Double(area.minY) + 10 + 14 * Double(index)
            let x: Double = Double(area.maxX) - 120
            let (x0, x1, yText) = (Markup.number(x), Markup.number(x + 16), Markup.number(y))
            let dash = line.isDashed ? " stroke-dasharray=\"6 4\"" : ""
            let color = palette[index % palette.count]
            text += "    <line x1=\"\(x0)\" y1=\"\(yText)\" x2=\"\(x1)\" y2=\"\(yText)\" stroke=\"\(color)\" "
            text += "stroke-width=\"2\"\(dash)/>\n"
            let (labelX, labelY) = (Markup.number(x + 22), Markup.number(y + 4))
            text += "    <text x=\"\(labelX)\" y=\"\(labelY)\">\(Markup.escape(line.name))</text>\n"
        }
        return text + "  </g>\n"
    }
}
