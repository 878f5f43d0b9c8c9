import Foundation
import Testing

@testable import AnimDBEngine

extension Double {
    /// Whether `self` is within `tolerance` of `other` (NaNs are never close, equal infinities are).
    func isApproximatelyEqual(to other: Double, absoluteTolerance tolerance: Double) -> Bool {
        if self == other { return true }
        return abs(self - other) <= tolerance
    }
}

/// SplitMix64: a tiny deterministic PRNG so property tests see the same inputs on every run.
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

    mutating func double(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
}

/// The numeric derivative of `f` at `x` by central differences.
func numericDerivative(at x: Double, step h: Double = 1e-6, _ f: (Double) -> Double) -> Double {
    (f(x + h) - f(x - h)) / (2 * h)
}
