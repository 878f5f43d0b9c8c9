import AnimDBEngine
extension ExpressionSampling {
    /// The spring behind a spring-based animation, looking through delay, speed, repeat and logical-completion
    /// modifiers: the fluid spring's mass 1, stiffness min((2π/response)², 45000) and damping 2√k·ζ (it may be
    /// over-damped), or an interpolating spring's own mass, stiffness and damping (which, like SwiftUI, it never
    /// lets over-damp). Nil for timing-curve animations.
    static func spring(behind animation: Animation) -> Spring? {
        switch animation.base {
        case let fluid as FluidSpringAnimation:
            let k = FluidSpringAnimation.stiffness(response: fluid.response)
            return Spring(
                mass: 1, stiffness: k, damping: 2 * k.squareRoot() * fluid.dampingFraction, allowOverDamping: true)
        case is DefaultAnimation:
            return spring(behind: Animation(DefaultAnimation.base))
        case let interpolating as SpringAnimation:
            return Spring(mass: interpolating.mass, stiffness: interpolating.stiffness, damping: interpolating.damping)
        case let delay as DelayAnimation: return spring(behind: delay.base)
        case let speed as SpeedAnimation: return spring(behind: speed.base)
        case let repeated as RepeatAnimation: return spring(behind: repeated.base)
        case let completion as LogicalCompletionAnimation: return spring(behind: completion.base)
        default: return nil
        }
    }

    /// The parameters `animdb curve` reports for a spring: mass, stiffness, damping, duration, bounce, response
    /// and damping ratio.
    static func parameters(of spring: Spring) -> [String: Double] {
        [
            "mass": spring.mass, "stiffness": spring.stiffness, "damping": spring.damping,
            "duration": spring.duration, "bounce": spring.bounce, "response": spring.response,
            "dampingRatio": spring.dampingRatio,
        ]
    }
}
