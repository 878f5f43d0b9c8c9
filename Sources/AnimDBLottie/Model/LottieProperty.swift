#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value a Lottie property can hold: a scalar, a vector (points, sizes, colours, gradient stops) or a Bézier
/// shape. Each knows how a player interpolates it between two keyframes.
public protocol LottieValue: Equatable, Sendable {
    /// The number of independently eased dimensions (a keyframe's easing handles may give one per dimension).
    var easedDimensions: Int { get }
    /// The value `amount` of the way from `self` to `other`, dimension `d` using `amounts[min(d, count − 1)]`,
    /// or nil when the two cannot be interpolated (shapes with different vertex counts, vectors of different
    /// lengths): a player then holds `self`.
    func interpolated(to other: Self, amounts: [Double]) -> Self?
}

extension Double: LottieValue {
    public var easedDimensions: Int { 1 }

    public func interpolated(to other: Double, amounts: [Double]) -> Double? {
        self + (other - self) * (amounts.first ?? 0)
    }
}

extension Array: LottieValue where Element == Double {
    public var easedDimensions: Int { count }

    public func interpolated(to other: [Double], amounts: [Double]) -> [Double]? {
        guard count == other.count else { return nil }
        return indices.map { index in
            let amount = amounts.isEmpty ? 0 : amounts[Swift.min(index, amounts.count - 1)]
            return self[index] + (other[index] - self[index]) * amount
        }
    }
}

/// A Bézier easing handle of a keyframe (`o` leaving it, `i` arriving at the next one), in normalised time (x)
/// and value (y): the segment's progress follows the cubic Bézier (0, 0), o, i, (1, 1).
///
/// `x` and `y` hold one entry per dimension, or a single entry for all of them. Players disagree on per-dimension
/// handles (lottie-web honours them; rlottie and Skottie use the first entry for every dimension), so animdb only
/// writes handles whose entries are all equal and puts differently eased dimensions in separate properties; it
/// evaluates them as rlottie does (`LottieKeyframe.easing`).
public struct LottieEasingHandle: Hashable, Sendable {
    public var x: [Double]
    public var y: [Double]

    public init(x: [Double], y: [Double]) {
        self.x = x
        self.y = y
    }

    /// The same handle for each of `dimensions` dimensions.
    public init(x: Double, y: Double, dimensions: Int = 1) {
        self.init(x: Array(repeating: x, count: max(dimensions, 1)), y: Array(repeating: y, count: max(dimensions, 1)))
    }

    /// The handle every dimension eases by: the first entry of `x` and of `y`, as rlottie reads a handle
    /// (`LottieParserImpl::parseInperpolatorPoint` reads a number from an array as its first element) and Skottie too.
    public var point: (x: Double, y: Double) { (x.first ?? 0, y.first ?? 0) }

    /// Whether `out` and `into` make the identity easing in every dimension: both handles on the diagonal
    /// (x = y), which makes the Bézier's y equal its x exactly. The model writes such a segment as no handles.
    public static func isLinear(out: LottieEasingHandle, into: LottieEasingHandle) -> Bool {
        out.x == out.y && into.x == into.y
    }

    /// Whether every dimension has the same handle.
    public var isUniform: Bool {
        x.allSatisfy { $0 == x.first } && y.allSatisfy { $0 == y.first }
    }
}

extension Array {
    /// The index of the last keyframe at or before `frame` (binary search; keyframe times ascend), 0 when `frame` is
    /// before them all.
    /// - Precondition: not empty.
    func lastIndex<Value>(atOrBefore frame: Double) -> Int where Element == LottieKeyframe<Value> {
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle].time <= frame { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// One keyframe: the value at `time` (in frames) and how the value moves on to the next keyframe.
public struct LottieKeyframe<Value: LottieValue>: Equatable, Sendable {
    /// The frame (`t`); need not be whole.
    public var time: Double
    /// The value from this frame on (`s`).
    public var value: Value
    /// Whether the value stays until the next keyframe instead of moving (`h: 1`).
    public var hold: Bool
    /// The easing handle leaving this keyframe (`o`); nil means linear.
    public var easeOut: LottieEasingHandle?
    /// The easing handle arriving at the next keyframe (`i`); nil means linear.
    public var easeIn: LottieEasingHandle?
    /// Spatial tangents of position keyframes (`to`, `ti`), relative to this and the next value: curved motion
    /// paths. animdb writes none; the reader keeps them so an importer can tell straight motion from curved.
    public var spatialOut: [Double]?
    public var spatialIn: [Double]?

    public init(
        time: Double, value: Value, hold: Bool = false, easeOut: LottieEasingHandle? = nil,
        easeIn: LottieEasingHandle? = nil, spatialOut: [Double]? = nil, spatialIn: [Double]? = nil
    ) {
        self.time = time
        self.value = value
        self.hold = hold
        self.easeOut = easeOut
        self.easeIn = easeIn
        self.spatialOut = spatialOut
        self.spatialIn = spatialIn
    }
}

extension LottieKeyframe {
    /// How the segment leaving this keyframe eases, in every dimension, as rlottie eases it: by the first entry of
    /// each handle (`LottieEasingHandle.point`); a missing handle is the linear one, as the writer writes it; nil
    /// for a segment without handles (linear).
    public var easing: LottieBezierEasing? {
        guard easeOut != nil || easeIn != nil else { return nil }
        let out = (easeOut ?? LottieEasingHandle(x: 0, y: 0)).point
        let into = (easeIn ?? LottieEasingHandle(x: 1, y: 1)).point
        return LottieBezierEasing(x1: out.x, y1: out.y, x2: into.x, y2: into.y)
    }
}

/// A property that is either one fixed value (`"a": 0`) or keyframed (`"a": 1`).
public enum LottieProperty<Value: LottieValue>: Equatable, Sendable {
    case fixed(Value)
    case animated([LottieKeyframe<Value>])

    /// The keyframes, or nil for a fixed value.
    public var keyframes: [LottieKeyframe<Value>]? {
        if case .animated(let keyframes) = self { keyframes } else { nil }
    }

    /// Whether the property changes over time.
    public var isAnimated: Bool { keyframes.map { $0.count > 1 } ?? false }

    /// The first value: the fixed value, or the first keyframe's.
    public var initialValue: Value? {
        switch self {
        case .fixed(let value): value
        case .animated(let keyframes): keyframes.first?.value
        }
    }

    /// A fixed value when `keyframes` never change, otherwise the keyframes: what a writer should store.
    public static func from(_ keyframes: [LottieKeyframe<Value>]) -> LottieProperty {
        guard let first = keyframes.first else { return .animated([]) }
        if keyframes.allSatisfy({ $0.value == first.value }) { return .fixed(first.value) }
        return .animated(keyframes)
    }

    /// What a Lottie player shows at `frame`: before the first keyframe its value, after the last the last one's,
    /// held through hold keyframes, and otherwise eased along the Bézier handles (linear where absent).
    ///
    /// This is the reference semantics animdb's writer targets and its importer reads; the Bézier is solved to
    /// full `Double` precision (`LottieBezierEasing`).
    public func value(at frame: Double) -> Value? {
        switch self {
        case .fixed(let value):
            return value
        case .animated(let keyframes):
            guard let first = keyframes.first else { return nil }
            if frame <= first.time || keyframes.count == 1 { return first.value }
            let low = keyframes.lastIndex(atOrBefore: frame)
            let current = keyframes[low]
            guard low + 1 < keyframes.count, !current.hold else { return current.value }
            let next = keyframes[low + 1]
            let span = next.time - current.time
            guard span > 0 else { return next.value }
            let progress = (frame - current.time) / span
            let amount = current.easing?.value(at: progress) ?? progress
            return current.value.interpolated(to: next.value, amounts: [amount]) ?? current.value
        }
    }
}

/// The easing function of a keyframe segment: the cubic Bézier (0, 0), (x1, y1), (x2, y2), (1, 1), read as
/// progress in time (x) to progress in value (y), solved for the parameter by bisection to full precision.
///
/// Control x values are clamped to [0, 1] (the Lottie schema requires them there, which keeps x monotonic).
public struct LottieBezierEasing: Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    /// The eased progress at time progress `x` (clamped to [0, 1]).
    public func value(at x: Double) -> Double {
        let target = min(max(x, 0), 1)
        if target == 0 || target == 1 { return target }
        var low = 0.0
        var high = 1.0
        // x(s) is monotonic on [0, 1]; 64 halvings reach adjacent doubles.
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if middle == low || middle == high { break }
            if Self.bezier(middle, x1, x2) < target { low = middle } else { high = middle }
        }
        return Self.bezier((low + high) / 2, y1, y2)
    }
}
