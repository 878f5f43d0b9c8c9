import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Path {
    /// The path as SVG path data, for example `M0 100 L25 0 L75 0 L100 100 Z`.
    ///
    /// Commands are absolute (`M L Q C Z`), each followed by its coordinates; numbers use `SVGNumber` (at most
    /// three decimals, no trailing zeros, never `-0`), so equal paths always give identical text.
    public var svgPathData: String {
        var parts: [String] = []
        parts.reserveCapacity(elements.count)
        func coordinates(_ points: CGPoint...) -> String {
            points.map { "\(SVGNumber.format($0.x)) \(SVGNumber.format($0.y))" }.joined(separator: " ")
        }
        for element in elements {
            switch element {
            case .move(let to): parts.append("M" + coordinates(to))
            case .line(let to): parts.append("L" + coordinates(to))
            case .quadCurve(let to, let control): parts.append("Q" + coordinates(control, to))
            case .curve(let to, let c1, let c2): parts.append("C" + coordinates(c1, c2, to))
            case .closeSubpath: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }
}

/// The one number format every animdb SVG, HTML and plot uses, so output bytes are deterministic.
package enum SVGNumber {
    /// `value` rounded to `decimals` places (half away from zero), without trailing zeros or a trailing point,
    /// and with `-0` written as `0`. Non-finite values, which SVG cannot express, are written as `0`.
    package static func format(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        // Beyond 2^53 a Double has no fractional digits left; print it as an integer.
        guard abs(scaled) < 9.0e15 else { return CFormat.string("%.0f", value.rounded()) }
        var units = Int64(scaled)
        if units == 0 { return "0" }
        let negative = units < 0
        units = abs(units)
        let divisor = Int64(scale)
        let whole = units / divisor
        var fraction = units % divisor
        var digits = decimals
        while digits > 0 && fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var text = negative ? "-" : ""
        text += String(whole)
        if digits > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }

    #if !canImport(FoundationEssentials)
        package static func format(_ value: CGFloat, decimals: Int = 3) -> String {
            format(Double(value), decimals: decimals)
        }
    #endif
}
