import Foundation

@testable import AnimDBEngine

/// SplitMix64: a tiny deterministic generator so property tests are reproducible from their seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// A number that exercises printing: sometimes integral, sometimes short, sometimes full precision.
    mutating func number(in range: ClosedRange<Double>) -> Double {
        let raw = Double.random(in: range, using: &self)
        switch Int.random(in: 0..<4, using: &self) {
        case 0: return min(max(raw.rounded(), range.lowerBound), range.upperBound)
        case 1: return min(max((raw * 100).rounded() / 100, range.lowerBound), range.upperBound)
        default: return raw
        }
    }

    mutating func bool() -> Bool { Bool.random(using: &self) }

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }
}

extension Double {
    func isApproximatelyEqual(to other: Double, absoluteTolerance: Double) -> Bool {
        abs(self - other) <= absoluteTolerance
    }
}
