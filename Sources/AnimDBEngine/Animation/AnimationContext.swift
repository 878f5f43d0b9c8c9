import Foundation

/// A key for per-animation state stored in an `AnimationState`, as in SwiftUI.
///
/// Declare a type (usually private to the animation that uses it) whose `defaultValue` is the state of an
/// animation that has not run yet, then read and write it with `context.state[MyKey.self]`.
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A typed store of animation state, keyed by `AnimationStateKey` types.
public struct AnimationState<Value: VectorArithmetic> {
    // Keys are types, so two animations only share state when they use the same key type on purpose (the fluid
    // spring relies on this to take over a previous spring's state when it merges).
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an empty state: every key reads its default value.
    public init() {}

    /// The value stored for `key`, or its default value if nothing was stored.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// Contextual values that a `CustomAnimation` reads and updates from one sample to the next.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's private state, carried between samples.
    public var state: AnimationState<Value>

    /// Set by the animation once it is logically complete: the point at which SwiftUI would run logical
    /// completion handlers, which may be before the animation stops moving.
    public var isLogicallyComplete: Bool

    /// Creates a context for a fresh run.
    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
    }
}
