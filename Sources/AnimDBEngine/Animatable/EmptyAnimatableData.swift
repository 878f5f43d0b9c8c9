/// An empty type for animatable data: every operation is a no-op and all values are equal.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    @inlinable public init() {}
    @inlinable public static var zero: Self { Self() }
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    @inlinable public mutating func scale(by rhs: Double) {}
    @inlinable public var magnitudeSquared: Double { 0 }
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}
