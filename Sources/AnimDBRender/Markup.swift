import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Escaping and small formatting helpers shared by the SVG, HTML and plot writers.
enum Markup {
    /// `text` safe inside XML/HTML character data and quoted attribute values.
    ///
    /// Characters XML 1.0 forbids (most C0 controls, lone surrogates cannot occur in `String`, U+FFFE/U+FFFF) are
    /// replaced by U+FFFD so that any user text still yields a well-formed document.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// A number in the shared compact format (three decimals).
    static func number(_ value: Double, decimals: Int = 3) -> String {
        SVGNumber.format(value, decimals: decimals)
    }

    #if !canImport(FoundationEssentials)
        static func number(_ value: CGFloat, decimals: Int = 3) -> String {
            SVGNumber.format(Double(value), decimals: decimals)
        }
    #endif

    /// `#rrggbb` for the colour's sRGB components, clamped to 0…1.
    static func hex(_ color: Color) -> String {
        func byte(_ component: Double) -> String {
            let value = Int((min(max(component.isFinite ? component : 0, 0), 1) * 255).rounded())
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    /// The colour's opacity clamped to 0…1, with four decimals.
    static func opacity(_ color: Color) -> String {
        number(min(max(color.opacity.isFinite ? color.opacity : 1, 0), 1), decimals: 4)
    }

    /// `fill="…"` (and `fill-opacity` when not opaque) for an optional colour; `none` when absent.
    static func paint(_ attribute: String, _ color: Color?) -> String {
        guard let color else { return "\(attribute)=\"none\"" }
        var text = "\(attribute)=\"\(hex(color))\""
        let opacity = min(max(color.opacity.isFinite ? color.opacity : 1, 0), 1)
        if opacity < 1 { text += " \(attribute)-opacity=\"\(number(opacity))\"" }
        return text
    }
}
