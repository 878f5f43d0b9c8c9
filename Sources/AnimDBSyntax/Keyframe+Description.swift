import AnimDBEngine
/// Canonical text for keyframes, with SwiftUI's constructor names: `LinearKeyframe(10, duration: 0.2)`,
/// `CubicKeyframe(5, duration: 0.3, startVelocity: 2)`, `SpringKeyframe(0, duration: 0.4, spring: .bouncy)`,
/// `MoveKeyframe(-5)`. Arguments equal to SwiftUI's defaults are omitted (`timingCurve: .linear`,
/// `spring: Spring()`, nil velocities and durations).
///
/// `Double` values print canonically; other value types print with their own `description`, which for
/// `AnimatableVector` is not expression syntax (use `ParsedKeyframes` to print typed values).
extension Keyframe: CustomStringConvertible {
    /// The keyframe as SwiftUI source, such as `LinearKeyframe(10, duration: 0.2)`.
    public var description: String {
        let text: (Value) -> String = { v in (v as? Double).map(ExpressionPrinter.number) ?? String(describing: v) }
        return switch self {
        case .linear(let v, let d, let curve):
            ExpressionPrinter.linearKeyframe(text(v), d, curve)
        case .cubic(let v, let d, let s, let e):
            ExpressionPrinter.cubicKeyframe(text(v), d, s.map(text), e.map(text))
        case .spring(let v, let d, let spring, let s):
            ExpressionPrinter.springKeyframe(text(v), d, spring, s.map(text))
        case .move(let v):
            "MoveKeyframe(\(text(v)))"
        }
    }
}

extension ExpressionPrinter {
    static func keyframe(_ keyframe: ParsedKeyframe) -> String {
        switch keyframe {
        case .linear(let v, let d, let curve): linearKeyframe(v.description, d, curve)
        case .cubic(let v, let d, let s, let e): cubicKeyframe(v.description, d, s?.description, e?.description)
        case .spring(let v, let d, let spring, let s): springKeyframe(v.description, d, spring, s?.description)
        case .move(let v): "MoveKeyframe(\(v))"
        }
    }

    static func linearKeyframe(_ value: String, _ duration: Double, _ curve: UnitCurve) -> String {
        let timing = curve == .linear ? "" : ", timingCurve: \(unitCurveMember(curve))"
        return "LinearKeyframe(\(value), duration: \(number(duration))\(timing))"
    }

    static func cubicKeyframe(_ value: String, _ duration: Double, _ start: String?, _ end: String?) -> String {
        let velocities = (start.map { ", startVelocity: \($0)" } ?? "") + (end.map { ", endVelocity: \($0)" } ?? "")
        return "CubicKeyframe(\(value), duration: \(number(duration))\(velocities))"
    }

    static func springKeyframe(_ value: String, _ duration: Double?, _ spring: Spring, _ start: String?) -> String {
        var text = "SpringKeyframe(\(value)"
        if let duration { text += ", duration: \(number(duration))" }
        if spring != Spring() { text += ", spring: \(ExpressionPrinter.spring(spring, prefix: ""))" }
        if let start { text += ", startVelocity: \(start)" }
        return text + ")"
    }
}
