import Foundation

@testable import AnimDBEngine

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
