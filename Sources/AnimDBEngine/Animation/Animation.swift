#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An animation: how an animatable value moves from its old value to its new one, as SwiftUI's `Animation`.
///
/// `Animation` boxes a `CustomAnimation`; two animations are equal when their boxed animations are equal.
/// Build one from the static members (`.easeInOut`, `.spring(duration:bounce:)`, …) and the modifiers
/// (`delay(_:)`, `speed(_:)`, `repeatCount(_:autoreverses:)`, …).
public struct Animation: Hashable, Sendable {
    package let base: any CustomAnimation
    /// `base` unboxed when it is one of the animations with allocation-free fast paths; decided once, here, so
    /// samplers and one-shot evaluation need no dynamic casts.
    package let concrete: ConcreteAnimation

    /// Wraps a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
        self.concrete = ConcreteAnimation(base)
    }

    /// Whether the two boxed animations are of the same type and equal.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    /// The offset from the start at `time`, or nil when finished; see `CustomAnimation.animate`.
    @_specialize(where V == Double)
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        // The common concrete animations are called directly (so specialisations reach them); the rest through
        // the box.
        switch concrete {
        case .bezier(let bezier): bezier.offset(value: value, time: time)
        case .spring(let spring):
            spring.offset(value: value, time: time, isLogicallyComplete: &context.isLogicallyComplete)
        case .fluidSpring(let spring): spring.animate(value: value, time: time, context: &context)
        case .other: base.animate(value: value, time: time, context: &context)
        }
    }

    /// The velocity at `time`, or nil if the animation does not provide one.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over `previous` when it interrupts it.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}

/// The concrete animations that have fast paths: samplers and `value(from:to:at:)` switch on this instead of
/// calling through `any CustomAnimation` with unspecialised generic arithmetic. `.default` is a fluid spring.
package enum ConcreteAnimation: Sendable {
    case bezier(BezierAnimation)
    case spring(SpringAnimation)
    case fluidSpring(FluidSpringAnimation)
    case other

    init<A: CustomAnimation>(_ base: A) {
        if let bezier = base as? BezierAnimation {
            self = .bezier(bezier)
        } else if let spring = base as? SpringAnimation {
            self = .spring(spring)
        } else if let spring = base as? FluidSpringAnimation {
            self = .fluidSpring(spring)
        } else if base is DefaultAnimation {
            self = .fluidSpring(DefaultAnimation.base)
        } else {
            self = .other
        }
    }
}
