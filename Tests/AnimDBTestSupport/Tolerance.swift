import AnimDBEngine
import Foundation

// The one tolerance rule for tests (after swift-numerics' `isApproximatelyEqual`): equal values (including equal
// infinities) are always close, NaN is never close, otherwise the absolute difference is compared. Never used for
// `Equatable`: approximate equality is not transitive.

extension Double {
    /// Whether `self` is within `tolerance` of `other`.
    public func isApproximatelyEqual(to other: Double, absoluteTolerance tolerance: Double = 1e-9) -> Bool {
        if self == other { return true }
        return abs(self - other) <= tolerance
    }

    /// Whether `self` is within `tolerance` × the larger magnitude of `other`.
    public func isApproximatelyEqual(to other: Double, relativeTolerance tolerance: Double) -> Bool {
        if self == other { return true }
        return abs(self - other) <= tolerance * Swift.max(abs(self), abs(other))
    }
}

#if !canImport(FoundationEssentials)
    extension CGFloat {
        public func isApproximatelyEqual(to other: Double, absoluteTolerance tolerance: Double = 1e-9) -> Bool {
            Double(self).isApproximatelyEqual(to: other, absoluteTolerance: tolerance)
        }
    }
#endif

extension AnimDBEngine.CGPoint {
    /// Whether both coordinates are within `tolerance` of `other`'s.
    public func isApproximatelyEqual(to other: Self, absoluteTolerance tolerance: Double = 1e-9) -> Bool {
        x.isApproximatelyEqual(to: Double(other.x), absoluteTolerance: tolerance)
            && y.isApproximatelyEqual(to: Double(other.y), absoluteTolerance: tolerance)
    }

    public func distance(to other: Self) -> Double {
        hypot(Double(x - other.x), Double(y - other.y))
    }
}

extension AnimDBEngine.CGRect {
    /// Whether origin and size are each within `tolerance` of `other`'s.
    public func isApproximatelyEqual(to other: Self, absoluteTolerance tolerance: Double = 1e-9) -> Bool {
        origin.isApproximatelyEqual(to: other.origin, absoluteTolerance: tolerance)
            && width.isApproximatelyEqual(to: Double(other.width), absoluteTolerance: tolerance)
            && height.isApproximatelyEqual(to: Double(other.height), absoluteTolerance: tolerance)
    }
}
