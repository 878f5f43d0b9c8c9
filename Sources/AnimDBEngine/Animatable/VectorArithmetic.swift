#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A type that can serve as animatable data: a vector space over `Double`.
///
/// Mirrors SwiftUI's protocol: only `scale(by:)` and `magnitudeSquared` are required, the rest comes from
/// extensions, so a conformance stays as small as SwiftUI's.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns a value with each component of this value multiplied by the given value.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Interpolates this value with `other` by the specified `amount`: `self + (other − self) · amount`.
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        self = interpolated(towards: other, amount: amount)
    }

    /// Returns this value interpolated with `other` by the specified `amount`.
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }
}

extension Double: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self *= rhs }
    @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    // SwiftUI squares in Float and widens afterwards; keep that order so magnitudes match bit for bit.
    @inlinable public var magnitudeSquared: Double { Double(self * self) }
}

#if !canImport(FoundationEssentials)
    extension CGFloat: VectorArithmetic {
        @inlinable public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
        @inlinable public var magnitudeSquared: Double { Double(self * self) }
    }
#endif
