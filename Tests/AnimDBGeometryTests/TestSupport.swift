import Foundation

extension Double {
    /// Whether `self` is within `tolerance` of `other` (absolute difference).
    func isApproximatelyEqual(to other: Double, absoluteTolerance tolerance: Double = 1e-9) -> Bool {
        abs(self - other) <= tolerance
    }
}

extension CGFloat {
    func isApproximatelyEqual(to other: Double, absoluteTolerance tolerance: Double = 1e-9) -> Bool {
        Double(self).isApproximatelyEqual(to: other, absoluteTolerance: tolerance)
    }
}

extension CGPoint {
    /// Whether both coordinates are within `tolerance` of `other`'s.
    func isApproximatelyEqual(to other: CGPoint, absoluteTolerance tolerance: Double = 1e-9) -> Bool {
        x.isApproximatelyEqual(to: Double(other.x), absoluteTolerance: tolerance)
            && y.isApproximatelyEqual(to: Double(other.y), absoluteTolerance: tolerance)
    }

    func distance(to other: CGPoint) -> Double {
        hypot(Double(x - other.x), Double(y - other.y))
    }
}

/// SplitMix64: a tiny deterministic generator so property tests explore many inputs yet always replay the same.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
