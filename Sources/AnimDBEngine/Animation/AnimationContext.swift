#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    //
    // Each value lives in a class box of its own type rather than in an `Any`, so the state written back on every
    // sample is stored in place (no boxing allocation) whenever this state is its box's only owner; a state that
    // has been copied gets a fresh box on its next write, which keeps value semantics.
    private var storage: [ObjectIdentifier: AnyObject] = [:]

    /// Creates an empty state: every key reads its default value.
    public init() {}

    /// The value stored for `key`, or its default value if nothing was stored.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get {
            guard let box = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            // The box stored under a key type always holds that key's `Value` (see the setter).
            return unsafeDowncast(box, to: StateBox<K.Value>.self).value
        }
        set {
            let id = ObjectIdentifier(key)
            guard let index = storage.index(forKey: id) else {
                storage[id] = StateBox(newValue)
                return
            }
            if isKnownUniquelyReferenced(&storage.values[index]) {
                unsafeDowncast(storage.values[index], to: StateBox<K.Value>.self).value = newValue
            } else {
                storage.values[index] = StateBox(newValue)
            }
        }
    }
}

/// One value of an `AnimationState`.
private final class StateBox<T> {
    var value: T

    init(_ value: T) {
        self.value = value
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
