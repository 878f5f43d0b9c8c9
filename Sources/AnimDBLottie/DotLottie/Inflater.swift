#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A DEFLATE (RFC 1951) decoder for zip entries from untrusted archives: stored, fixed-Huffman and
/// dynamic-Huffman blocks, with the output capped at `maxOutput` bytes (so a small bomb cannot expand without
/// bound) and every malformed input refused with a message rather than a trap.
enum Inflater {
    struct Failure: Error {
        let message: String
    }

    static func inflate(_ input: ArraySlice<UInt8>, maxOutput: Int) throws(Failure) -> [UInt8] {
        var state = State(input: Array(input), maxOutput: maxOutput)
        var isFinal = false
        while !isFinal {
            isFinal = try state.bits(1) == 1
            switch try state.bits(2) {
            case 0: try state.storedBlock()
            case 1: try state.huffmanBlock(literals: Self.fixedLiterals, distances: Self.fixedDistances)
            case 2:
                let (literals, distances) = try state.dynamicTables()
                try state.huffmanBlock(literals: literals, distances: distances)
            default: throw Failure(message: "invalid deflate block type")
            }
        }
        return state.output
    }

    /// A canonical Huffman code: how many codes have each length, and the symbols in code order.
    struct Huffman {
        var counts: [Int]
        var symbols: [Int]

        /// - Throws: when the lengths over-subscribe the code space (more codes than lengths allow).
        init(lengths: [Int]) throws(Failure) {
            counts = Array(repeating: 0, count: 16)
            for length in lengths { counts[length] += 1 }
            var left = 1
            for length in 1...15 {
                left = left * 2 - counts[length]
                guard left >= 0 else { throw Failure(message: "over-subscribed Huffman code") }
            }
            var offsets = Array(repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = Array(repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
            counts[0] = 0
        }
    }

    static let fixedLiterals = try! Huffman(
        lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
            + Array(repeating: 8, count: 8))
    static let fixedDistances = try! Huffman(lengths: Array(repeating: 5, count: 30))

    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order code-length code lengths are sent in.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    struct State {
        let input: [UInt8]
        let maxOutput: Int
        var output: [UInt8] = []
        var position = 0
        var bitBuffer = 0
        var bitCount = 0

        init(input: [UInt8], maxOutput: Int) {
            self.input = input
            self.maxOutput = maxOutput
            output.reserveCapacity(min(maxOutput, 1 << 20))
        }

        /// The next `count` bits, least significant first.
        mutating func bits(_ count: Int) throws(Failure) -> Int {
            while bitCount < count {
                guard position < input.count else { throw Failure(message: "deflate data is truncated") }
                bitBuffer |= Int(input[position]) << bitCount
                position += 1
                bitCount += 8
            }
            let value = bitBuffer & ((1 << count) - 1)
            bitBuffer >>= count
            bitCount -= count
            return value
        }

        mutating func emit(_ byte: UInt8) throws(Failure) {
            guard output.count < maxOutput else { throw Failure(message: "entry inflates beyond its declared size") }
            output.append(byte)
        }

        mutating func storedBlock() throws(Failure) {
            bitBuffer = 0
            bitCount = 0
            guard position + 4 <= input.count else { throw Failure(message: "deflate data is truncated") }
            let length = Int(input[position]) | Int(input[position + 1]) << 8
            let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
            position += 4
            guard length == ~complement & 0xFFFF else { throw Failure(message: "stored block length is corrupt") }
            guard position + length <= input.count else { throw Failure(message: "deflate data is truncated") }
            guard output.count + length <= maxOutput else {
                throw Failure(message: "entry inflates beyond its declared size")
            }
            output += input[position..<(position + length)]
            position += length
        }

        mutating func decode(_ code: Huffman) throws(Failure) -> Int {
            var value = 0
            var first = 0
            var index = 0
            for length in 1...15 {
                value |= try bits(1)
                let count = code.counts[length]
                if value - first < count { return code.symbols[index + value - first] }
                index += count
                first = (first + count) << 1
                value <<= 1
            }
            throw Failure(message: "invalid Huffman code")
        }

        mutating func huffmanBlock(literals: Huffman, distances: Huffman) throws(Failure) {
            while true {
                let symbol = try decode(literals)
                if symbol < 256 {
                    try emit(UInt8(symbol))
                } else if symbol == 256 {
                    return
                } else {
                    let lengthIndex = symbol - 257
                    guard lengthIndex < Inflater.lengthBase.count else { throw Failure(message: "invalid length code") }
                    let length = Inflater.lengthBase[lengthIndex] + (try bits(Inflater.lengthExtra[lengthIndex]))
                    let distanceIndex = try decode(distances)
                    guard distanceIndex < Inflater.distanceBase.count else {
                        throw Failure(message: "invalid distance code")
                    }
                    let distance =
                        Inflater.distanceBase[distanceIndex] + (try bits(Inflater.distanceExtra[distanceIndex]))
                    guard distance <= output.count else { throw Failure(message: "distance reaches before the start") }
                    for _ in 0..<length { try emit(output[output.count - distance]) }
                }
            }
        }

        mutating func dynamicTables() throws(Failure) -> (Huffman, Huffman) {
            let literalCount = try bits(5) + 257
            let distanceCount = try bits(5) + 1
            let codeLengthCount = try bits(4) + 4
            guard literalCount <= 286, distanceCount <= 30 else { throw Failure(message: "too many Huffman codes") }
            var codeLengthLengths = Array(repeating: 0, count: 19)
            for index in 0..<codeLengthCount { codeLengthLengths[Inflater.codeLengthOrder[index]] = try bits(3) }
            let codeLengths = try Huffman(lengths: codeLengthLengths)
            var lengths: [Int] = []
            while lengths.count < literalCount + distanceCount {
                let symbol = try decode(codeLengths)
                switch symbol {
                case 0...15:
                    lengths.append(symbol)
                case 16:
                    guard let previous = lengths.last else { throw Failure(message: "repeat with no previous length") }
                    lengths += Array(repeating: previous, count: 3 + (try bits(2)))
                case 17:
                    lengths += Array(repeating: 0, count: 3 + (try bits(3)))
                default:
                    lengths += Array(repeating: 0, count: 11 + (try bits(7)))
                }
            }
            guard lengths.count == literalCount + distanceCount else {
                throw Failure(message: "code lengths overrun their table")
            }
            guard lengths[256] != 0 else { throw Failure(message: "no end-of-block code") }
            return (
                try Huffman(lengths: Array(lengths[0..<literalCount])),
                try Huffman(lengths: Array(lengths[literalCount...]))
            )
        }
    }
}
