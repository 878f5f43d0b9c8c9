import AnimDBEngine

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

/// "Nice" axis ticks: steps of 1, 2 or 5 × 10ⁿ covering a range in about five intervals.
struct PlotTicks {
    let lower: Double
    let upper: Double
    let step: Double
    let values: [Double]
    private let decimals: Int

    init(covering low: Double, _ high: Double, targetCount: Int = 5) {
        var (low, high) = (low, high)
        if !(low.isFinite && high.isFinite) { (low, high) = (0, 1) }
        if high - low < 1e-12 {
            // A flat series still gets a readable axis around its value.
            let pad = max(abs(low) * 0.1, 1)
            (low, high) = (low - pad, high + pad)
        }
        let raw = (high - low) / Double(targetCount)
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let residual = raw / magnitude
        let niceStep = (residual < 1.5 ? 1 : residual < 3 ? 2 : residual < 7 ? 5 : 10) * magnitude
        let first = (low / niceStep).rounded(.down) * niceStep
        let last = (high / niceStep).rounded(.up) * niceStep
        let count = Int(((last - first) / niceStep).rounded())
        lower = first
        upper = last
        step = niceStep
        values = (0...count).map { first + Double($0) * niceStep }
        decimals = max(0, min(6, -Int(log10(niceStep).rounded(.down))))
    }

    func label(_ value: Double) -> String {
        Markup.number(value, decimals: decimals)
    }
}

/// Maps times and values onto the chart's plotting area.
struct PlotLayout {
    let area: CGRect
    let xTicks: PlotTicks
    let yTicks: PlotTicks

    init(series: [PlotSeries], markers: [Double], size: CGSize) {
        let points = series.flatMap(\.points).filter { $0.time.isFinite && $0.value.isFinite }
        let times = points.map(\.time) + markers.filter(\.isFinite)
        xTicks = PlotTicks(covering: min(times.min() ?? 0, 0), times.max() ?? 1)
        yTicks = PlotTicks(covering: points.map(\.value).min() ?? 0, points.map(\.value).max() ?? 1)
        area = CGRect(
            x: 56, y: 30, width: max(Double(size.width) - 56 - 16, 1), height: max(Double(size.height) - 30 - 40, 1))
    }

    func x(_ time: Double) -> Double {
        Double(area.minX) + (time - xTicks.lower) / (xTicks.upper - xTicks.lower) * Double(area.width)
    }

    func y(_ value: Double) -> Double {
        Double(area.maxY) - (value - yTicks.lower) / (yTicks.upper - yTicks.lower) * Double(area.height)
    }
}
