#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), as zip stores it.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? (value >> 1) ^ 0xEDB8_8320 : value >> 1 }
        return value
    }

    static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

/// Writes a zip archive of stored (uncompressed) entries: the same entries always give the same bytes (fixed
/// timestamps of 1980-01-01 00:00, no extra fields, UTF-8 names, entries in the given order).
struct ZipWriter {
    struct Entry {
        var name: String
        var data: [UInt8]
    }

    /// The MS-DOS date of 1980-01-01, the earliest zip can express; the time is 00:00:00.
    static let dosDate: UInt16 = (1 << 5) | 1
    static let dosTime: UInt16 = 0

    static func archive(_ entries: [Entry]) -> [UInt8] {
        var output: [UInt8] = []
        var central: [UInt8] = []
        for entry in entries {
            let name = Array(entry.name.utf8)
            let crc = CRC32.checksum(entry.data)
            let offset = UInt32(output.count)
            // The fields the local header and the central directory header share, from "version needed" to
            // "extra length".
            var shared: [UInt8] = []
            shared.append(le16: 20)  // version needed: 2.0
            shared.append(le16: 0x0800)  // flags: UTF-8 names
            shared.append(le16: 0)  // method: stored
            shared.append(le16: dosTime)
            shared.append(le16: dosDate)
            shared.append(le32: crc)
            shared.append(le32: UInt32(entry.data.count))  // compressed size
            shared.append(le32: UInt32(entry.data.count))  // size
            shared.append(le16: UInt16(name.count))
            shared.append(le16: 0)  // extra length
            // Local file header.
            output.append(le32: 0x0403_4B50)
            output += shared
            output += name
            output += entry.data
            // Central directory header.
            central.append(le32: 0x0201_4B50)
            central.append(le16: 0x0314)  // made by: Unix, 2.0
            central += shared
            central.append(le16: 0)  // comment length
            central.append(le16: 0)  // disk number
            central.append(le16: 0)  // internal attributes
            central.append(le32: 0o100644 << 16)  // external attributes: a regular file, rw-r--r--
            central.append(le32: offset)
            central += name
        }
        let centralOffset = UInt32(output.count)
        output += central
        // End of central directory.
        output.append(le32: 0x0605_4B50)
        output.append(le16: 0)
        output.append(le16: 0)
        output.append(le16: UInt16(entries.count))
        output.append(le16: UInt16(entries.count))
        output.append(le32: UInt32(central.count))
        output.append(le32: centralOffset)
        output.append(le16: 0)
        return output
    }
}

/// Bounds on a zip archive read from someone else.
public struct ZipLimits: Hashable, Sendable {
    /// The largest archive, in bytes.
    public var maxArchiveBytes: Int
    /// The most entries.
    public var maxEntries: Int
    /// The largest uncompressed entry, in bytes (also caps what a deflated entry may expand to).
    public var maxEntryBytes: Int

    public init(maxArchiveBytes: Int = 64 << 20, maxEntries: Int = 1000, maxEntryBytes: Int = 64 << 20) {
        self.maxArchiveBytes = maxArchiveBytes
        self.maxEntries = maxEntries
        self.maxEntryBytes = maxEntryBytes
    }
}

/// Reads a zip archive from untrusted bytes: the central directory, then each entry's local header and data,
/// stored or deflated, checked against its CRC-32 and size. Encrypted entries, zip64 and multi-disk archives
/// are refused.
struct ZipReader {
    struct Entry {
        var name: String
        var method: UInt16
        var crc: UInt32
        var compressedSize: Int
        var size: Int
        var localOffset: Int
        var flags: UInt16
    }

    let bytes: [UInt8]
    let limits: ZipLimits
    private(set) var entries: [Entry] = []

    init(_ data: Data, limits: ZipLimits) throws(LottieError) {
        guard data.count <= limits.maxArchiveBytes else {
            throw LottieError(
                path: "", message: "archive is \(data.count) bytes, more than the limit of \(limits.maxArchiveBytes)")
        }
        bytes = [UInt8](data)
        self.limits = limits
        try readDirectory()
    }

    private func fail(_ message: String) -> LottieError {
        LottieError(path: "", message: "not a valid zip archive: \(message)")
    }

    private mutating func readDirectory() throws(LottieError) {
        // The end record is the last 22 bytes plus a comment of up to 65535 bytes.
        guard bytes.count >= 22 else { throw fail("too short") }
        var end = -1
        var position = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        while position >= lowest {
            if u32(position) == 0x0605_4B50 {
                end = position
                break
            }
            position -= 1
        }
        guard end >= 0 else { throw fail("no end of central directory") }
        guard u16(end + 4) == 0, u16(end + 6) == 0 else { throw fail("multi-disk archives are not supported") }
        let count = Int(u16(end + 10))
        let size = Int(u32(end + 12))
        let offset = Int(u32(end + 16))
        guard count <= limits.maxEntries else { throw fail("more than \(limits.maxEntries) entries") }
        guard offset != 0xFFFF_FFFF, count != 0xFFFF else { throw fail("zip64 archives are not supported") }
        guard offset + size <= end else { throw fail("central directory out of bounds") }
        var cursor = offset
        for _ in 0..<count {
            guard cursor + 46 <= offset + size, u32(cursor) == 0x0201_4B50 else {
                throw fail("bad central directory entry")
            }
            let nameLength = Int(u16(cursor + 28))
            let extraLength = Int(u16(cursor + 30))
            let commentLength = Int(u16(cursor + 32))
            let nameEnd = cursor + 46 + nameLength
            guard nameEnd <= offset + size else { throw fail("central directory entry out of bounds") }
            guard let name = String(validating: bytes[(cursor + 46)..<nameEnd], as: UTF8.self) else {
                throw fail("entry name is not UTF-8")
            }
            let entry = Entry(
                name: name, method: u16(cursor + 10), crc: u32(cursor + 16), compressedSize: Int(u32(cursor + 20)),
                size: Int(u32(cursor + 24)), localOffset: Int(u32(cursor + 42)), flags: u16(cursor + 8))
            guard entry.compressedSize != 0xFFFF_FFFF, entry.size != 0xFFFF_FFFF, entry.localOffset != 0xFFFF_FFFF
            else { throw fail("zip64 entries are not supported") }
            entries.append(entry)
            cursor = nameEnd + extraLength + commentLength
        }
    }

    /// The entry named `name`, or nil.
    func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// The uncompressed bytes of `entry`.
    /// - Throws: `LottieError` for encrypted or unknown methods, sizes over the limit, bad data or a CRC mismatch.
    func contents(of entry: Entry) throws(LottieError) -> [UInt8] {
        let what = "entry '\(entry.name.prefix(80))'"
        guard entry.flags & 1 == 0 else { throw fail("\(what) is encrypted") }
        guard entry.size <= limits.maxEntryBytes else {
            throw fail("\(what) is \(entry.size) bytes, more than the limit of \(limits.maxEntryBytes)")
        }
        let local = entry.localOffset
        guard local + 30 <= bytes.count, u32(local) == 0x0403_4B50 else { throw fail("\(what) has no local header") }
        let start = local + 30 + Int(u16(local + 26)) + Int(u16(local + 28))
        guard start + entry.compressedSize <= bytes.count else { throw fail("\(what) is truncated") }
        let raw = bytes[start..<(start + entry.compressedSize)]
        let data: [UInt8]
        switch entry.method {
        case 0:
            data = Array(raw)
        case 8:
            do { data = try Inflater.inflate(raw, maxOutput: entry.size) } catch {
                throw fail("\(what): \(error.message)")
            }
        default:
            throw fail("\(what) uses compression method \(entry.method); only stored and deflate are supported")
        }
        guard data.count == entry.size else { throw fail("\(what) has the wrong size") }
        guard CRC32.checksum(data) == entry.crc else { throw fail("\(what) fails its CRC-32 check") }
        return data
    }

    private func u16(_ offset: Int) -> UInt16 {
        guard offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private func u32(_ offset: Int) -> UInt32 {
        guard offset + 4 <= bytes.count else { return 0 }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
    }
}

extension [UInt8] {
    fileprivate mutating func append(le16 value: UInt16) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8))
    }

    fileprivate mutating func append(le32 value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }
}
