import AnimDBEngine
/// Canonical text for unit curves: `UnitCurve.easeIn` for the named curves, otherwise
/// `UnitCurve.bezier(startControlPoint: UnitPoint(x: …, y: …), endControlPoint: UnitPoint(x: …, y: …))`.
///
/// In a context that already expects a curve (`timingCurve:`), `ExpressionPrinter.unitCurveMember` prints the
/// same thing with a leading dot instead of the `UnitCurve` prefix.
extension UnitCurve: CustomStringConvertible {
    /// The canonical text, such as `UnitCurve.easeIn`.
    public var description: String { "UnitCurve" + ExpressionPrinter.unitCurveMember(self) }
}

extension ExpressionPrinter {
    /// `.easeIn` or `.bezier(…)`.
    static func unitCurveMember(_ curve: UnitCurve) -> String {
        switch curve {
        case .linear: return ".linear"
        case .easeIn: return ".easeIn"
        case .easeOut: return ".easeOut"
        case .easeInOut: return ".easeInOut"
        case .circularEaseIn: return ".circularEaseIn"
        case .circularEaseOut: return ".circularEaseOut"
        case .circularEaseInOut: return ".circularEaseInOut"
        default: break
        }
        guard case .bezier(let start, let end) = curve.storage else {
            preconditionFailure("every non-Bézier curve is named")
        }
        return ".bezier(startControlPoint: \(point(start)), endControlPoint: \(point(end)))"
    }

    /// Control points always print as `UnitPoint(x:y:)`: `UnitPoint.center` would be correct but obscures the
    /// curve's shape.
    private static func point(_ p: UnitPoint) -> String { "UnitPoint(x: \(number(p.x)), y: \(number(p.y)))" }
}
