#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A geometric angle whose value you access in either radians or degrees.
@frozen
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double

    @inlinable public init() { radians = 0 }
    @inlinable public init(radians: Double) { self.radians = radians }
    @inlinable public init(degrees: Double) { radians = degrees * .pi / 180 }

    @inlinable
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()

    @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
    /// SwiftUI animates angles as radians × 128 (its internal unit scale), which matters for the fluid spring's
    /// absolute stopping thresholds.
    @inlinable
    public var animatableData: Double {
        get { radians * 128 }
        set { radians = newValue / 128 }
    }
}

extension Angle: AdditiveArithmetic {
    @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
}
