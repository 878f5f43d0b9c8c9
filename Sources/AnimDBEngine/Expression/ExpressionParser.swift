/// Reads the animation expression syntax: the Swift that SwiftUI developers already write for animations,
/// springs, timing curves, keyframes and simple values.
///
/// ```swift
/// let expression = try ExpressionParser.parse(".easeInOut(duration: 0.4).delay(0.1)")
/// let angle = try ExpressionParser.parseValue("90deg", as: .angle)   // .angle(.degrees(90))
/// ```
///
/// Every function is pure and never traps: bad input throws an `ExpressionError` naming the column, what was
/// expected and, where a valid name is close, a suggestion. Input is limited to 64 KiB and 64 levels of nesting.
public enum ExpressionParser {
    /// Reads a preset parameter value of a known type.
    ///
    /// Integers are accepted where a `Double` is expected, but decimals are refused for `int`. Angles are
    /// `.degrees(90)`, `Angle.radians(1.2)`, `90deg` or `1.2rad`; colours also accept `#RRGGBB` and `#RRGGBBAA`.
    ///
    /// - Parameters:
    ///   - text: The value, for example `CGPoint(x: 0, y: 5)`.
    ///   - type: The parameter's type, which gives leading-dot members their meaning (`.center`, `.red`).
    /// - Returns: A value of exactly `type`.
    /// - Throws: `ExpressionError` when the text is not a valid value of that type.
    public static func parseValue(_ text: String, as type: ParameterType) throws(ExpressionError) -> ParameterValue {
        var parser = try Parser(text)
        let syntax = try parser.parseSingle()
        return try Evaluator().value(syntax, as: type, .none)
    }

    /// Reads a unit curve such as `UnitCurve.easeIn`, `.circularEaseOut` or `.bezier(startControlPoint:
    /// endControlPoint:)`.
    ///
    /// - Throws: `ExpressionError` when the text is not a unit curve.
    public static func parseUnitCurve(_ text: String) throws(ExpressionError) -> UnitCurve {
        var parser = try Parser(text)
        return try Evaluator().unitCurve(try parser.parseSingle(), .none)
    }

    /// Reads a spring such as `Spring(duration: 0.5, bounce: 0.3)`, `.snappy` or
    /// `Spring(mass: 1, stiffness: 100, damping: 10)`.
    ///
    /// - Throws: `ExpressionError` when the text is not a spring.
    public static func parseSpring(_ text: String) throws(ExpressionError) -> Spring {
        var parser = try Parser(text)
        return try Evaluator().spring(try parser.parseSingle(), .none)
    }
}
