import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SHA-256 (FIPS 180-4), written out because Foundation on Linux has no CryptoKit.
///
/// Feed bytes with `update(_:)` in any number of pieces, then call `finalize()`. Whole 64-byte blocks are
/// compressed straight from the caller's buffer; only a partial block is copied, so hashing a large render output
/// costs no allocation per block.
///
/// ```swift
/// SHA256.hexDigest(of: Data("abc".utf8))  // "ba7816bf…"
/// ```
public struct SHA256: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    /// Bytes waiting for a full block (fewer than 64).
    private var pending: [UInt8] = []
    private var byteCount: UInt64 = 0

    public init() {
        pending.reserveCapacity(64)
    }

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let handled: Void? = bytes.withContiguousStorageIfAvailable { update(buffer: UnsafeRawBufferPointer($0)) }
        if handled == nil {
            let copy = Array(bytes)
            copy.withUnsafeBytes { update(buffer: $0) }
        }
    }

    /// Adds `data` to the message.
    public mutating func update(_ data: Data) {
        data.withUnsafeBytes { update(buffer: $0) }
    }

    /// Adds the bytes in `buffer` to the message.
    public mutating func update(buffer: UnsafeRawBufferPointer) {
        byteCount &+= UInt64(buffer.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, buffer.count)
            pending.append(contentsOf: buffer[0..<take])
            offset = take
            guard pending.count == 64 else { return }
            pending.withUnsafeBytes { compress($0.baseAddress!) }
            pending.removeAll(keepingCapacity: true)
        }
        while buffer.count - offset >= 64 {
            compress(buffer.baseAddress! + offset)
            offset += 64
        }
        pending.append(contentsOf: buffer[offset...])
    }

    /// Pads the message and returns the 32-byte digest.
    public consuming func finalize() -> [UInt8] {
        let bitCount = byteCount &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 {
            tail.append(0)
        }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitCount >> UInt64(shift)))
        }
        tail.withUnsafeBytes { bytes in
            for offset in stride(from: 0, to: bytes.count, by: 64) {
                compress(bytes.baseAddress! + offset)
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
            digest.append(contentsOf: [
                UInt8(truncatingIfNeeded: word >> 24), UInt8(truncatingIfNeeded: word >> 16),
                UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word),
            ])
        }
        return digest
    }

    /// The digest of `data` as 64 lower-case hex digits.
    public static func hexDigest(of data: Data) -> String {
        var hasher = SHA256()
        hasher.update(data)
        return hex(hasher.finalize())
    }

    /// The digest of the UTF-8 bytes of `text` as 64 lower-case hex digits.
    public static func hexDigest(of text: String) -> String {
        var hasher = SHA256()
        hasher.update(text.utf8)
        return hex(hasher.finalize())
    }

    /// The digest of the file at `url`, read in 1 MiB chunks so large files are never held in memory whole.
    ///
    /// - Throws: the file-reading error.
    public static func hexDigest(ofFileAt url: URL) throws -> String {
        let file = try FileDescriptor.open(url.path, O_RDONLY)
        var hasher = SHA256()
        while case let chunk = try file.read(upTo: 1 << 20), !chunk.isEmpty {
            hasher.update(chunk)
        }
        return hex(hasher.finalize())
    }

    /// Lower-case hex of `bytes`.
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func compress(_ block: UnsafeRawPointer) {
        // The message schedule lives in a fixed-size tuple on the stack instead of an array: no allocation per block.
        var w: Schedule = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var (a, b, c, d, e, f, g, h) = state
        withUnsafeMutableBytes(of: &w) { raw in
            let schedule = raw.bindMemory(to: UInt32.self)
            for index in 0..<16 {
                schedule[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
            }
            for round in 0..<64 {
                let word: UInt32
                if round < 16 {
                    word = schedule[round]
                } else {
                    // A 16-word ring buffer holds W[t-16…t-1].
                    let w15 = schedule[(round - 15) & 15]
                    let w2 = schedule[(round - 2) & 15]
                    let s0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 >> 3)
                    let s1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 >> 10)
                    word = schedule[round & 15] &+ s0 &+ schedule[(round - 7) & 15] &+ s1
                    schedule[round & 15] = word
                }
                let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                let choice = (e & f) ^ (~e & g)
                let temp1 = h &+ sum1 &+ choice &+ Self.roundConstants[round] &+ word
                let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let temp2 = sum0 &+ majority
                h = g
                g = f
                f = e
                e = d &+ temp1
                d = c
                c = b
                b = a
                a = temp1 &+ temp2
            }
        }
        state = (
            state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
            state.7 &+ h
        )
    }

    /// Sixteen words: the ring buffer of the message schedule.
    private typealias Schedule = (
        UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
        UInt32, UInt32
    )

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

extension UInt32 {
    @inline(__always)
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        (self >> count) | (self << (32 - count))
    }
}
