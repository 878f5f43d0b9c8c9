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
        func digits(_ byte: UInt8) -> String {
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        let bytes = color.sRGBBytes
        return "#" + digits(bytes.red) + digits(bytes.green) + digits(bytes.blue)
    }

    /// The colour's opacity clamped to 0…1, with four decimals.
    static func opacity(_ color: Color) -> String {
        number(min(max(color.opacity.isFinite ? color.opacity : 1, 0), 1), decimals: 4)
    }
}

extension Color {
    /// The sRGB components clamped to 0…1 and rounded to bytes (a non-finite component reads as 0): what SVG, HTML
    /// and the terminal draw.
    var sRGBBytes: (red: UInt8, green: UInt8, blue: UInt8) {
        func byte(_ component: Double) -> UInt8 {
            UInt8((min(max(component.isFinite ? component : 0, 0), 1) * 255).rounded())
        }
        return (byte(red), byte(green), byte(blue))
    }
}
