/// A dynamic vector of animatable components: the runtime counterpart of `AnimatableValues` for values whose
/// shape is only known from data (stored presets).
///
/// Vectors of different lengths combine as if the shorter one were padded with zeros, so `.zero` (no
/// components) is a true additive identity for every length.
@frozen
public struct AnimatableVector: VectorArithmetic, Hashable, Sendable {
    public var components: [Double]

    @inlinable public init(_ components: [Double]) { self.components = components }

    @inlinable public static var zero: Self { Self([]) }

    @inlinable public var count: Int { components.count }

    @inlinable
    public subscript(index: Int) -> Double {
        get { index < components.count ? components[index] : 0 }
        set {
            if index >= components.count {
                components.append(contentsOf: repeatElement(0, count: index - components.count + 1))
            }
            components[index] = newValue
        }
    }

    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, +) }

    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, -) }

    @inlinable
    public mutating func scale(by rhs: Double) {
        for i in components.indices { components[i] *= rhs }
    }

    @inlinable
    public var magnitudeSquared: Double { components.reduce(0) { $0 + $1 * $1 } }

    /// Equality treats missing trailing components as zeros, matching the arithmetic.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        let n = Swift.max(lhs.count, rhs.count)
        for i in 0..<n where lhs[i] != rhs[i] { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        var end = components.count
        while end > 0, components[end - 1] == 0 { end -= 1 }
        for i in 0..<end { hasher.combine(components[i]) }
    }

    @inlinable
    static func combine(_ lhs: Self, _ rhs: Self, _ op: (Double, Double) -> Double) -> Self {
        let n = Swift.max(lhs.count, rhs.count)
        var out = [Double](repeating: 0, count: n)
        for i in 0..<n { out[i] = op(lhs[i], rhs[i]) }
        return Self(out)
    }
}

extension AnimatableVector: Animatable {}

/// A named record of animatable components: what `@Animatable` synthesises, built from data at run time.
public struct AnimatableValues: Animatable, Hashable, Sendable {
    public let names: [String]
    public var animatableData: AnimatableVector

    public init(names: [String], vector: AnimatableVector) {
        self.names = names
        self.animatableData = vector
    }

    /// The component for `name`, or nil when the record has no such component.
    public subscript(name: String) -> Double? {
        guard let index = names.firstIndex(of: name) else { return nil }
        return animatableData[index]
    }
}
