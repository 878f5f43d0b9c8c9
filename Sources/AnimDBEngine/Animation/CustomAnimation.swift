#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A type that defines how an animatable value changes over time, as SwiftUI's `CustomAnimation`.
///
/// `animate` receives the total change (`value`, the delta from the old value to the new one) and the time
/// since the animation began, and returns how much of that change has been applied (from zero towards
/// `value`), or nil once the animation has finished.
public protocol CustomAnimation: Hashable, Sendable {
    /// The offset from the start at `time`, or nil when the animation has finished.
    ///
    /// - Parameters:
    ///   - value: The change to animate (new value − old value).
    ///   - time: Seconds since the animation began.
    ///   - context: State carried between samples; samples of one run must come in increasing time order.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?

    /// The velocity at `time` in units per second, or nil if the animation does not provide one.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?

    /// Whether this animation takes over `previous` when it interrupts it (true for the fluid spring), instead
    /// of the two being combined additively.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// By default an animation reports no velocity.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        nil
    }

    /// By default an animation does not merge: interruptions combine additively.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}
