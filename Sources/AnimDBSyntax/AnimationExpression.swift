import AnimDBEngine

/// Anything the expression syntax can denote on its own: what `ExpressionParser.parse(_:)` returns.
public enum AnimationExpression: Hashable, Sendable {
    /// `UnitCurve.easeIn`, `UnitCurve.bezier(…)`, ….
    case unitCurve(UnitCurve)
    /// `Spring(duration: 0.5, bounce: 0.3)`, `Spring.snappy`, ….
    case spring(Spring)
    /// `.easeInOut(duration: 0.4).delay(0.1)`, `Animation.default`, ….
    case animation(Animation)
    /// A keyframe list over plain numbers (for typed values use `ExpressionParser.parseKeyframes(_:as:)`).
    case keyframes([Keyframe<Double>])
    /// A plain value. Numbers read as `.double` here (use `parseValue(_:as:)` for `int`).
    case value(ParameterValue)

    /// The canonical text, which `ExpressionParser.parse(_:)` reads back to an equal expression (except that
    /// an `.int` value reads back as the equal `.double`).
    public var canonicalText: String {
        switch self {
        case .unitCurve(let curve): curve.description
        case .spring(let spring): spring.description
        case .animation(let animation): animation.description
        case .keyframes(let keyframes): keyframes.map(\.description).joined(separator: "; ")
        case .value(.angle(let angle)):
            // Out of context a leading dot means an animation, so angles need their type name here.
            "Angle" + ExpressionPrinter.angle(angle)
        case .value(.paint(let paint)) where paint.isColor:
            // Out of context `Color.red` reads as a colour; the wrapper keeps it a paint.
            "AnyShapeStyle(\(ExpressionPrinter.paint(paint)))"
        case .value(let value): value.description
        }
    }

    /// What kind of expression this is: `unitCurve`, `spring`, `animation`, `keyframes` or `value`.
    public var kind: String {
        switch self {
        case .unitCurve: "unitCurve"
        case .spring: "spring"
        case .animation: "animation"
        case .keyframes: "keyframes"
        case .value: "value"
        }
    }
}

/// A timed state change on a timeline track: `VALUE with ANIMATION [at TIME]`, as in `4 with .default` or
/// `0 with .spring at 0.3`.
///
/// The canonical text omits `at` when the time is 0.
public struct TimedChange: Hashable, Sendable, CustomStringConvertible {
    /// The new value.
    public var value: ParameterValue
    /// How the value animates to it.
    public var animation: Animation
    /// When the change happens, in seconds from the start of the timeline (0 by default).
    public var at: Double

    /// Creates a change of `value` with `animation` at time `at`.
    public init(value: ParameterValue, animation: Animation, at: Double = 0) {
        self.value = value
        self.animation = animation
        self.at = at
    }

    /// The canonical text, `VALUE with ANIMATION` plus ` at TIME` when the time is not 0.
    public var description: String {
        let time = at == 0 ? "" : " at \(ExpressionPrinter.number(at))"
        return "\(value) with \(animation)\(time)"
    }
}

extension Paint {
    fileprivate var isColor: Bool {
        if case .color = self { return true }
        return false
    }
}
