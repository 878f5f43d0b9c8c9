#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension UUID {
    /// How ids are written in the store and in content JSON: lower-case, so text comparison is reliable.
    package var storageText: String { uuidString.lowercased() }

    /// Parses `storageText` directly: Foundation's parser costs about half a microsecond per id, which dominates
    /// listing ten thousand presets.
    package init?(storageText text: String) {
        var text = text
        let parsed: uuid_t? = text.withUTF8 { bytes in
            guard bytes.count == 36, bytes[8] == 0x2D, bytes[13] == 0x2D, bytes[18] == 0x2D, bytes[23] == 0x2D
            else { return nil }
            var result: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let ok = withUnsafeMutableBytes(of: &result) { output -> Bool in
                var index = 0
                for slot in 0..<16 {
                    if bytes[index] == 0x2D { index += 1 }
                    guard let high = Self.nibble(bytes[index]), let low = Self.nibble(bytes[index + 1]) else {
                        return false
                    }
                    output[slot] = high << 4 | low
                    index += 2
                }
                return true
            }
            return ok ? result : nil
        }
        guard let parsed else { return nil }
        self.init(uuid: parsed)
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
