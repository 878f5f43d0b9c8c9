import AnimDBEngine
/// Canonical text for animations: a leading-dot expression that `ExpressionParser.parse(_:)` reads back to an equal
/// animation, with modifiers in the order they were applied.
///
/// - Presets print by name when the animation is exactly equal to the engine's preset: `.default`, `.linear`,
///   `.easeIn`, `.easeOut`, `.easeInOut` (0.35 s), `.spring`, `.interactiveSpring`, `.smooth`, `.snappy`,
///   `.bouncy`, `.interpolatingSpring` (the first in this order when several are equal). Equal means bit-equal
///   parameters, so `.spring(duration: 0.5, bounce: 0.15)` prints as `.snappy`.
/// - Other timing curves: `.easeIn(duration: 0.2)`, `.timingCurve(0.68, -0.6, 0.32, 1.6, duration: 0.5)` (duration
///   omitted when 0.35), `.timingCurve(.circularEaseIn, duration: 0.3)`.
/// - Fluid springs always print as `.spring(response: r, dampingFraction: z)`, plus `blendDuration:` when not 0,
///   because every other spelling (`duration:bounce:`, `.smooth(…)`, `interactiveSpring(…)`) is stored as that.
/// - Interpolating springs print as `.interpolatingSpring(mass: m, stiffness: k, damping: c, initialVelocity: v)`
///   omitting mass 1 and velocity 0, the form they are stored in.
/// - Modifiers: `.delay(d)`, `.speed(s)`, `.repeatCount(n)` / `.repeatForever()` (with `autoreverses: false` when
///   so), `.logicallyComplete(after: d)`.
extension Animation: CustomStringConvertible {
    /// The canonical expression text, such as `.easeInOut(duration: 0.4).delay(0.1)`.
    public var description: String { ExpressionPrinter.animation(self) }
}

extension ExpressionPrinter {
    static func animation(_ animation: Animation) -> String {
        // Modifiers nest outermost-last; unwind them iteratively so long chains cannot exhaust the stack.
        var modifiers: [String] = []
        var current = animation
        while true {
            switch current.base {
            case let delay as DelayAnimation:
                modifiers.append(".delay(\(number(delay.delay)))")
                current = delay.base
            case let speed as SpeedAnimation:
                modifiers.append(".speed(\(number(speed.speed)))")
                current = speed.base
            case let completion as LogicalCompletionAnimation:
                modifiers.append(".logicallyComplete(after: \(number(completion.duration)))")
                current = completion.base
            case let repeating as RepeatAnimation:
                let reverses = repeating.autoreverses ? "" : "autoreverses: false"
                if let count = repeating.repeatCount {
                    modifiers.append(".repeatCount(\(count)\(reverses.isEmpty ? "" : ", " + reverses))")
                } else {
                    modifiers.append(".repeatForever(\(reverses))")
                }
                current = repeating.base
            default:
                return baseAnimation(current) + modifiers.reversed().joined()
            }
        }
    }

    private static let presets: [(String, Animation)] = [
        ("default", .default), ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInOut", .easeInOut), ("spring", .spring), ("interactiveSpring", .interactiveSpring),
        ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy), ("interpolatingSpring", .interpolatingSpring),
    ]

    private static func baseAnimation(_ animation: Animation) -> String {
        if let preset = presets.first(where: { $0.1 == animation }) { return "." + preset.0 }
        switch animation.base {
        case let bezier as BezierAnimation:
            return timingCurve(bezier.curve, duration: bezier.duration)
        case let curve as UnitCurveAnimation:
            return ".timingCurve(\(unitCurveMember(curve.curve)), duration: \(number(curve.duration)))"
        case let spring as FluidSpringAnimation:
            let blend = spring.blendDuration == 0 ? "" : ", blendDuration: \(number(spring.blendDuration))"
            return
                ".spring(response: \(number(spring.response)), dampingFraction: \(number(spring.dampingFraction))\(blend))"
        case let spring as SpringAnimation:
            var arguments: [String] = []
            if spring.mass != 1 { arguments.append("mass: \(number(spring.mass))") }
            arguments.append("stiffness: \(number(spring.stiffness))")
            arguments.append("damping: \(number(spring.damping))")
            if spring.initialVelocity != 0 { arguments.append("initialVelocity: \(number(spring.initialVelocity))") }
            return ".interpolatingSpring(\(arguments.joined(separator: ", ")))"
        default:
            // A custom animation from outside the expression language has no spelling in it.
            return "/* \(String(describing: animation.base)) */"
        }
    }

    /// A `BezierAnimation`: the named curves by name, any other Bézier as `.timingCurve(x1, y1, x2, y2)`.
    private static func timingCurve(_ curve: UnitCurve, duration: Double) -> String {
        let name: String?
        switch curve {
        case .linear: name = "linear"
        case .easeIn: name = "easeIn"
        case .easeOut: name = "easeOut"
        case .easeInOut: name = "easeInOut"
        default: name = nil
        }
        if let name { return ".\(name)(duration: \(number(duration)))" }
        guard case .bezier(let start, let end) = curve.storage else {
            // Only the public initialisers build BezierAnimations, and they only use Bézier curves and `linear`.
            return ".timingCurve(\(unitCurveMember(curve)), duration: \(number(duration)))"
        }
        let points = [start.x, start.y, end.x, end.y].map(number).joined(separator: ", ")
        let time = duration == Animation.defaultTimingCurveDuration ? "" : ", duration: \(number(duration))"
        return ".timingCurve(\(points)\(time))"
    }
}
