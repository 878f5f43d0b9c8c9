#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One keyframe of a track: where the value goes next, over how long and along what path (SwiftUI's
/// `LinearKeyframe`, `CubicKeyframe`, `SpringKeyframe` and `MoveKeyframe`).
///
/// Each keyframe's segment starts where the previous one ended (the track's initial value for the first).
/// Velocities are in units of `Value` per second.
public enum Keyframe<Value: VectorArithmetic> {
    /// Interpolates to the value over `duration` along `timingCurve`.
    case linear(Value, duration: TimeInterval, timingCurve: UnitCurve)
    /// A cubic Hermite segment. Missing velocities are automatic: Catmull-Rom between cubic keyframes (and
    /// towards a following spring's target), the neighbouring segment's velocity next to linear and spring
    /// keyframes, zero next to moves and at the end of the track, the initial velocity at its start.
    case cubic(Value, duration: TimeInterval, startVelocity: Value?, endVelocity: Value?)
    /// A spring towards the value, starting with `startVelocity` or else the previous segment's end velocity.
    /// With no duration the segment lasts until the spring settles (ε = 1e-4); a shorter duration cuts it off
    /// where it is.
    case spring(Value, duration: TimeInterval?, spring: Spring, startVelocity: Value?)
    /// Jumps to the value immediately.
    case move(Value)

    /// The value this keyframe heads for.
    public var value: Value {
        switch self {
        case .linear(let value, _, _), .cubic(let value, _, _, _), .spring(let value, _, _, _), .move(let value):
            value
        }
    }
}

extension Keyframe: Sendable where Value: Sendable {}
extension Keyframe: Equatable where Value: Equatable {}
extension Keyframe: Hashable where Value: Hashable {}

// Named like SwiftUI's keyframe types, so keyframes read the same in animdb and in SwiftUI code.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A keyframe that interpolates linearly (along `timingCurve`) to `to` over `duration` seconds.
public func LinearKeyframe<Value: VectorArithmetic>(
    _ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear
) -> Keyframe<Value> {
    .linear(to, duration: duration, timingCurve: timingCurve)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A keyframe that follows a cubic curve to `to` over `duration` seconds; adjacent cubic keyframes form a
/// Catmull-Rom spline.
public func CubicKeyframe<Value: VectorArithmetic>(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
) -> Keyframe<Value> {
    .cubic(to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A keyframe that springs to `to`, for `duration` seconds or, when nil, until the spring settles.
public func SpringKeyframe<Value: VectorArithmetic>(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil
) -> Keyframe<Value> {
    .spring(to, duration: duration, spring: spring, startVelocity: startVelocity)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A keyframe that jumps to `to` without animating.
public func MoveKeyframe<Value: VectorArithmetic>(_ to: Value) -> Keyframe<Value> {
    .move(to)
}
