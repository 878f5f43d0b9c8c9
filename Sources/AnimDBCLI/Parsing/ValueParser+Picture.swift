import AnimDBEngine
import AnimDBModel
import AnimDBRaster
import AnimDBSyntax

/// The values of render's picture options (`--scale`, `--background`, `--sheet`), read and checked while the command
/// line is parsed; `replay` reads the recorded options with the same parsers, so both hold one rule.
extension ValueParser where Value == Double {
    /// Pixels per point (`--scale`): within `AnimationLimits.rasterScales`.
    public static var rasterScale: ValueParser {
        finiteNumber.checked { scale in
            AnimationLimits.rasterScales.contains(scale)
                ? nil
                : "expected \(JSONValue.canonicalNumber(AnimationLimits.rasterScales.lowerBound)) to "
                    + "\(JSONValue.canonicalNumber(AnimationLimits.rasterScales.upperBound)) pixels per point"
        }
    }
}

extension ValueParser where Value == Color {
    /// A colour as a view's colour parameter takes it (`.white`, `Color(red: 1, green: 0.9, blue: 0.8)`).
    public static var color: ValueParser {
        ValueParser(show: { ParameterValue.color($0).description }) { text throws(InvalidValue) in
            let value: ParameterValue
            do {
                value = try ExpressionParser.parseValue(text, as: .color)
            } catch {
                throw .reason(String(describing: error))
            }
            guard case .color(let color) = value else { preconditionFailure("a colour parses as a colour") }
            return color
        }
    }
}

extension ValueParser where Value == SheetGrid {
    /// A contact sheet's grid (`--sheet 4x3`), each side 1 to `ContactSheet.maxCells`.
    static var sheetGrid: ValueParser {
        ValueParser(show: \.description) { text throws(InvalidValue) in
            guard let grid = SheetGrid(text) else {
                throw .reason("expected COLSxROWS, each 1 to \(ContactSheet.maxCells), such as 4x3")
            }
            return grid
        }
    }
}
