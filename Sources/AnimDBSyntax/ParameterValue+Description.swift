import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Canonical text for parameter values: what `ExpressionParser.parseValue(_:as:)` reads back to an equal value.
///
/// Numbers use `NumberFormatting.expression` (exact π fractions as `.pi * 2`); angles print as `.degrees(…)` when that reads back exactly and as
/// `.radians(…)` otherwise; named unit points and colours print by name (`UnitPoint.center`, `Color.red`);
/// colours omit `opacity:` when it is 1; strings are Swift literals with `\"`, `\\`, `\n`, `\t`, `\r`, `\0` and
/// `\u{…}` escapes for other control characters.
extension ParameterValue: CustomStringConvertible {
    /// The canonical text of the value, which `parseValue(_:as:)` reads back to an equal value.
    public var description: String {
        switch self {
        case .double(let v): ExpressionPrinter.number(v)
        case .int(let v): String(v)
        case .angle(let a): ExpressionPrinter.angle(a)
        case .point(let p): "CGPoint(x: \(ExpressionPrinter.number(p.x)), y: \(ExpressionPrinter.number(p.y)))"
        case .size(let s):
            "CGSize(width: \(ExpressionPrinter.number(s.width)), height: \(ExpressionPrinter.number(s.height)))"
        case .rect(let r):
            "CGRect(x: \(ExpressionPrinter.number(r.origin.x)), y: \(ExpressionPrinter.number(r.origin.y)), "
                + "width: \(ExpressionPrinter.number(r.size.width)), height: \(ExpressionPrinter.number(r.size.height)))"
        case .unitPoint(let u): ExpressionPrinter.unitPoint(u)
        case .color(let c): ExpressionPrinter.color(c)
        case .paint(let p): ExpressionPrinter.paint(p)
        case .strokeStyle(let s): ExpressionPrinter.strokeStyle(s)
        case .shapePath(let p): ExpressionPrinter.shapePath(p)
        case .font(let f): ExpressionPrinter.font(f)
        case .textAlignment(let a): "TextAlignment.\(a.rawValue)"
        case .textFieldStyle(let s): "TextFieldStyle.\(s.rawValue)"
        case .cornerStyle(let s): "RoundedCornerStyle.\(s.rawValue)"
        case .bool(let b): b ? "true" : "false"
        case .string(let s): ExpressionText.stringLiteral(s)
        case .optionalNumber(let v): ExpressionPrinter.optionalNumber(v)
        case .horizontalAlignment(let a):
            ExpressionPrinter.named(a, Evaluator.horizontalAlignments, type: "HorizontalAlignment")
        case .verticalAlignment(let a): ExpressionPrinter.named(a, Evaluator.verticalAlignments, type: "VerticalAlignment")
        case .alignment(let a): ExpressionPrinter.named(a, Evaluator.alignments, type: "Alignment")
        case .edgeSet(let e): ExpressionPrinter.edgeSet(e)
        case .buttonStyle(let b): "ButtonStyle.\(b.rawValue)"
        case .transition(let t): ExpressionPrinter.transition(t)
        }
    }
}

/// Shared pieces of canonical printing.
enum ExpressionPrinter {
    static func number(_ value: Double) -> String { NumberFormatting.expression(value) }
    #if !canImport(FoundationEssentials)
        static func number(_ value: CGFloat) -> String { NumberFormatting.expression(Double(value)) }
    #endif

    /// `.degrees(…)` or `.radians(…)`, whichever is shorter among the spellings that rebuild exactly this angle
    /// (degrees on a tie). Degrees → radians rounds, so degrees are only used when they land on the same radians.
    static func angle(_ angle: Angle) -> String {
        let radians = ".radians(\(number(angle.radians)))"
        let degrees = angle.degrees
        let exactDegrees = (-ulpSearchRadius...ulpSearchRadius).map { step(degrees, by: $0) }
            .filter { $0.isFinite && Angle(degrees: $0).radians == angle.radians }
            .map { ".degrees(\(number($0)))" }
            .min { $0.count < $1.count }
        guard let exactDegrees, exactDegrees.count <= radians.count else { return radians }
        return exactDegrees
    }

    /// `Path("M0 0 L10 0 Z")`, numbers in their canonical spelling whatever the number spelling (path data is a
    /// string), or `Path()` for the empty path.
    static func shapePath(_ path: ShapePath) -> String {
        let data = path.pathData(number: NumberFormatting.canonical)
        return data.isEmpty ? "Path()" : "Path(\(ExpressionText.stringLiteral(data)))"
    }

    static func unitPoint(_ point: UnitPoint) -> String {
        if let named = UnitPoint.named.first(where: { $0.point == point && $0.name != "zero" }) {
            return "UnitPoint.\(named.name)"
        }
        return "UnitPoint(x: \(number(point.x)), y: \(number(point.y)))"
    }

    /// The colour names a stored `color` value may print as: the ones animdb has always printed. Stored text is
    /// hashed and synced, so a colour that once printed as `Color(red: …)` must keep printing so even though a newer
    /// name (`.cyan`, `.mint`, …) now reads to the same value. Paints, which are newer, print every name.
    static let storedColorNames: Set<String> = [
        "black", "white", "clear", "red", "orange", "yellow", "green", "blue", "purple", "pink", "gray",
    ]

    static func color(_ color: Color, allNames: Bool = false) -> String {
        if let named = Color.named.first(where: {
            $0.color == color && (allNames || storedColorNames.contains($0.name))
        }) {
            return "Color.\(named.name)"
        }
        let rgb = "red: \(number(color.red)), green: \(number(color.green)), blue: \(number(color.blue))"
        return color.opacity == 1 ? "Color(\(rgb))" : "Color(\(rgb), opacity: \(number(color.opacity)))"
    }
}
