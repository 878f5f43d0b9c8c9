import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

struct SHA256Tests {
    // FIPS 180-2, Appendix B.
    @Test(arguments: [
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func matchesPublishedVectors(message: String, digest: String) {
        #expect(SHA256.hexDigest(of: message) == digest)
    }

    @Test func hashesOneMillionAs() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 {
            hasher.update(chunk)
        }
        #expect(SHA256.hex(hasher.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func splittingTheInputAnywhereGivesTheSameDigest() {
        var random = SeededGenerator(seed: 0x5A5A)
        for _ in 0..<200 {
            let length = Int.random(in: 0..<300, using: &random)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            let whole = SHA256.hexDigest(of: Data(bytes))
            var hasher = SHA256()
            var offset = 0
            while offset < bytes.count {
                let size = Int.random(in: 0...min(70, bytes.count - offset), using: &random)
                hasher.update(bytes[offset..<offset + size])
                offset += size
            }
            #expect(SHA256.hex(hasher.finalize()) == whole, "length \(length)")
        }
    }

    @Test func paddingBoundariesAroundOneBlock() {
        // 55, 56 and 64 bytes straddle the one-or-two-padding-blocks boundary.
        #expect(
            SHA256.hexDigest(of: String(repeating: "a", count: 55))
                == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(
            SHA256.hexDigest(of: String(repeating: "a", count: 56))
                == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(
            SHA256.hexDigest(of: String(repeating: "a", count: 64))
                == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }

    @Test func hashesFilesInChunks() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("big.bin")
        var random = SeededGenerator(seed: 7)
        let bytes = Data((0..<(1 << 20) + 17).map { _ in UInt8.random(in: 0...255, using: &random) })
        try bytes.write(to: url)
        #expect(try SHA256.hexDigest(ofFileAt: url) == SHA256.hexDigest(of: bytes))
    }
}
