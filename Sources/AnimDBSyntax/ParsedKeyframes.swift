import AnimDBEngine
/// One keyframe whose value is a typed parameter value, as read from text (`LinearKeyframe(CGPoint(x: 0, y: 5),
/// duration: 0.2)`). It mirrors `Keyframe` case for case; convert with `vectorKeyframe` or `doubleKeyframe`.
public enum ParsedKeyframe: Hashable, Sendable {
    /// `LinearKeyframe(value, duration:, timingCurve:)`.
    case linear(ParameterValue, duration: Double, timingCurve: UnitCurve)
    /// `CubicKeyframe(value, duration:, startVelocity:, endVelocity:)`; nil velocities are automatic.
    case cubic(ParameterValue, duration: Double, startVelocity: ParameterValue?, endVelocity: ParameterValue?)
    /// `SpringKeyframe(value, duration:, spring:, startVelocity:)`; no duration means until settled.
    case spring(ParameterValue, duration: Double?, spring: Spring, startVelocity: ParameterValue?)
    /// `MoveKeyframe(value)`: an instant jump.
    case move(ParameterValue)

    /// The value this keyframe heads for.
    public var value: ParameterValue {
        switch self {
        case .linear(let v, _, _), .cubic(let v, _, _, _), .spring(let v, _, _, _), .move(let v): v
        }
    }

    /// The keyframe over the value's animatable components (`ParameterValue.components`), for the engine.
    public var vectorKeyframe: Keyframe<AnimatableVector> {
        map { AnimatableVector($0.components) }
    }

    /// The keyframe over the value's single component, or nil for types with more (or no) components.
    public var doubleKeyframe: Keyframe<Double>? {
        guard value.type.componentCount == 1 else { return nil }
        return map { $0.components[0] }
    }

    private func map<V: VectorArithmetic>(_ transform: (ParameterValue) -> V) -> Keyframe<V> {
        switch self {
        case .linear(let v, let d, let curve): .linear(transform(v), duration: d, timingCurve: curve)
        case .cubic(let v, let d, let s, let e):
            .cubic(transform(v), duration: d, startVelocity: s.map(transform), endVelocity: e.map(transform))
        case .spring(let v, let d, let spring, let s):
            .spring(transform(v), duration: d, spring: spring, startVelocity: s.map(transform))
        case .move(let v): .move(transform(v))
        }
    }
}

/// A keyframe list read by `ExpressionParser.parseKeyframes(_:as:)`: the keyframes of one track, the track's
/// key-path name when written as `KeyframeTrack(\.name) { … }`, and the value type they were read as.
///
/// The canonical text separates keyframes with `"; "` (commas already separate arguments, so semicolons keep
/// keyframe boundaries easy to see) and wraps them in `KeyframeTrack(\.name) { … }` only when there is a name.
public struct ParsedKeyframes: Hashable, Sendable, CustomStringConvertible {
    /// The `name` of `KeyframeTrack(\.name) { … }`, or nil (a bare list or `KeyframeTrack { … }`). Dotted paths
    /// such as `\.offset.x` keep their dots.
    public var trackName: String?
    /// The type every value (and velocity) was read as.
    public var type: ParameterType
    /// The keyframes, in order.
    public var keyframes: [ParsedKeyframe]

    /// Creates a keyframe list.
    public init(trackName: String? = nil, type: ParameterType, keyframes: [ParsedKeyframe]) {
        self.trackName = trackName
        self.type = type
        self.keyframes = keyframes
    }

    /// The keyframes over each value's animatable components, ready for `KeyframeTrack<AnimatableVector>`.
    public var vectorKeyframes: [Keyframe<AnimatableVector>] { keyframes.map(\.vectorKeyframe) }

    /// The keyframes as plain numbers, for one-component types (`double`, and `angle` as radians × 128); nil
    /// otherwise.
    public var doubleKeyframes: [Keyframe<Double>]? {
        guard type.componentCount == 1 else { return nil }
        return keyframes.compactMap(\.doubleKeyframe)
    }

    /// The canonical text: `LinearKeyframe(10, duration: 0.2); MoveKeyframe(0)`, wrapped in
    /// `KeyframeTrack(\.name) { … }` when there is a track name.
    public var description: String {
        let list = keyframes.map(ExpressionPrinter.keyframe).joined(separator: "; ")
        guard let trackName else { return list }
        return "KeyframeTrack(\\.\(trackName)) { \(list) }"
    }
}
