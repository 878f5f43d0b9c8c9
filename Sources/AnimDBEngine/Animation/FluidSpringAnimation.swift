#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The persistent "fluid" spring behind `spring(response:dampingFraction:blendDuration:)`, `.smooth`, `.snappy`,
/// `.bouncy` and `interactiveSpring`: a mass-1 spring integrated numerically with a fixed step of 1/300 s.
///
/// When it interrupts another animation it merges (`shouldMerge` is true): it takes over the current offset and
/// velocity and continues towards the combined target, so motion stays smooth ("each animation will be replaced
/// by their successor, preserving velocity", Apple). A different response is blended in over `blendDuration`.
package struct FluidSpringAnimation: CustomAnimation {
    package let response: Double
    package let dampingFraction: Double
    package let blendDuration: Double

    /// The integrator step, 1/300 s.
    package static let step = 1.0 / 300
    /// The stiffness cap. Apple documents a response of zero as "an infinitely-stiff spring"; SwiftUI caps the
    /// stiffness at 45000, which we apply to every response ≤ 0 too (semantics §2.2: [O]'s k = 1 for r ≤ 0
    /// contradicts [A]).
    package static let maximumStiffness = 45_000.0

    package static func stiffness(response: Double) -> Double {
        guard response > 0 else { return maximumStiffness }
        let frequency = 2 * Double.pi / response
        return Swift.min(frequency * frequency, maximumStiffness)
    }

    /// The response in effect at `time`, blending from a previous spring's response with a smoothstep.
    package func effectiveResponse<V>(at time: Double, state: FluidSpringState<V>) -> Double {
        guard blendDuration > 0, state.blendInterval != 0 else { return response }
        let s = ((time - state.blendStart) / blendDuration).clampedToUnitInterval
        return response + state.blendInterval * (1 - s * s * (3 - 2 * s))
    }

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        var state = context.state[FluidSpringState<V>.self]
        let offset = advance(value: value, time: time, state: &state, isLogicallyComplete: &context.isLogicallyComplete)
        context.state[FluidSpringState<V>.self] = state
        return offset
    }

    /// `animate` on an unboxed state: integrates `state` up to `time` and returns the offset, or nil when
    /// finished. `AnimationSampler` calls this directly with a `FluidSpringState<Double>` it owns, skipping the
    /// type-keyed state store.
    @inline(__always)
    package func advance<V: VectorArithmetic>(
        value: V, time: TimeInterval, state: inout FluidSpringState<V>, isLogicallyComplete: inout Bool
    ) -> V? {
        let r = effectiveResponse(at: time, state: state)
        let k = Self.stiffness(response: r)
        let c = 2 * k.squareRoot() * dampingFraction
        if time - state.startTime >= r {
            isLogicallyComplete = true
        }
        // SwiftUI's stall rule: after over a second without a sample (a display that stopped delivering frames),
        // resume one 60 Hz frame back instead of integrating the gap. Kept for fidelity to the API; on animdb's
        // simulated display (`DisplayClock`, at least 1 Hz) samples are at most a second apart, so it never fires
        // there, only for callers that sample a spring sparsely without a display.
        if time - state.time > 1 {
            state.time = time - 1.0 / 60
        }
        let h = Self.step
        var t = state.time
        // Velocity Verlet in SwiftUI's order; it overshoots the sample time by up to one step.
        while t < time {
            let halfStep = state.force.scaled(by: h / 2) + state.velocity
            state.offset += halfStep.scaled(by: h)
            state.force = (value - state.offset).scaled(by: k) - halfStep.scaled(by: c)
            state.velocity = state.force.scaled(by: h / 2) + halfStep
            t += h
        }
        state.time = t

        // Finished once slow (|v|², |F|² ≤ 0.0036) and within 1 % of the change; thresholds are absolute, which
        // is why Angle and UnitPoint animate ×128.
        let isSlow = Swift.max(state.velocity.magnitudeSquared, state.force.magnitudeSquared) <= 0.0036
        guard isSlow else { return state.offset }
        let tolerance = value.scaled(by: 0.01).magnitudeSquared
        let remaining = (value - state.offset).magnitudeSquared
        return tolerance > 0 && tolerance < remaining ? state.offset : nil
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        context.state[FluidSpringState<V>.self].velocity
    }

    /// Takes over `previous`: its velocity (when it reports one) and its current offset become this spring's,
    /// and the clock restarts at `time` so logical completion is measured from the hand-over.
    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        // Read first: when `previous` is a fluid spring this is its state (same key), including its force.
        var state = context.state[FluidSpringState<V>.self]
        state.velocity = previous.velocity(value: value, time: time, context: context) ?? state.velocity
        state.offset = previous.animate(value: value, time: time, context: &context) ?? state.offset
        state.time = time
        state.startTime = time
        if let spring = previous.base as? FluidSpringAnimation, spring.response != response {
            state.blendInterval = spring.response - response
            state.blendStart = time
        }
        context.state[FluidSpringState<V>.self] = state
        return true
    }
}

/// The fluid spring's integrator state.
package struct FluidSpringState<V: VectorArithmetic>: AnimationStateKey {
    package var offset: V = .zero
    package var velocity: V = .zero
    package var force: V = .zero
    /// The time the integrator has reached (a multiple of the step after the last sample).
    package var time: Double = 0
    /// When the spring started or took over; logical completion is `response` after it.
    package var startTime: Double = 0
    package var blendStart: Double = 0
    /// Previous response − this response, or 0 when not blending.
    package var blendInterval: Double = 0

    package static var defaultValue: FluidSpringState<V> { FluidSpringState() }
}

/// `Animation.default`: Apple documents it as `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`
/// since iOS 17 (easeInOut before). OpenSwiftUI uses `.spring` (0.5, 0.825) instead; no measurement decides
/// between them, so we follow Apple's documentation (semantics §2.4). It is a type of its own, as in SwiftUI,
/// and forwards everything (including merging) to that spring.
package struct DefaultAnimation: CustomAnimation {
    package static let base = FluidSpringAnimation(response: 0.55, dampingFraction: 1, blendDuration: 0)

    package func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        Self.base.animate(value: value, time: time, context: &context)
    }

    package func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        Self.base.velocity(value: value, time: time, context: context)
    }

    package func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        Self.base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
