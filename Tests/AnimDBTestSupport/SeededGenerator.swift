/// SeededGenerator: a tiny deterministic generator, so property tests see the same cases on every run and platform.
/// The one seeded generator every test target uses.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func double(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    public mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    public mutating func bool() -> Bool { Bool.random(using: &self) }

    public mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

    /// A number that exercises printing: sometimes integral, sometimes short, sometimes full precision.
    public mutating func number(in range: ClosedRange<Double>) -> Double {
        let raw = Double.random(in: range, using: &self)
        switch Int.random(in: 0..<4, using: &self) {
        case 0: return min(max(raw.rounded(), range.lowerBound), range.upperBound)
        case 1: return min(max((raw * 100).rounded() / 100, range.lowerBound), range.upperBound)
        default: return raw
        }
    }
}
