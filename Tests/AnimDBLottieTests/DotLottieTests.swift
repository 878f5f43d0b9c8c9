import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBLottie

struct DotLottieTests {
    @Test func crc32MatchesTheCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test func archivesAreDeterministicAndReadBack() throws {
        let json = try LottieWriter.data(LottieFixtures.everything())
        let animations = [
            DotLottie.Animation(id: "everything", json: json, loops: true),
            DotLottie.Animation(id: "second", json: Data("{}".utf8)),
        ]
        let first = try DotLottie.archive(animations)
        #expect(try DotLottie.archive(animations) == first)
        #expect(try DotLottie.animations(in: first) == animations)
        // The manifest names the version-1 layout every player reads.
        let zip = try ZipReader(first, limits: ZipLimits())
        #expect(zip.entries.map(\.name) == ["manifest.json", "animations/everything.json", "animations/second.json"])
        let manifest = String(decoding: try zip.contents(of: zip.entries[0]), as: UTF8.self)
        #expect(manifest.contains(#""version":"1""#))
    }

    @Test(arguments: ["", "a/b", "..", "back\\slash", "tab\t"])
    func badIdsAreRefused(_ id: String) {
        #expect(throws: LottieError.self) { try DotLottie.archive([DotLottie.Animation(id: id, json: Data())]) }
    }

    @Test func duplicateIdsAreRefused() {
        let twice = [DotLottie.Animation(id: "a", json: Data()), DotLottie.Animation(id: "a", json: Data())]
        #expect(throws: LottieError(path: "", message: "two animations share the id 'a'")) {
            try DotLottie.archive(twice)
        }
    }

    @Test func damagedArchivesAreRefused() throws {
        let archive = [UInt8](try DotLottie.archive([DotLottie.Animation(id: "x", json: Data("{\"a\":1}".utf8))]))
        func message(_ bytes: [UInt8]) -> String? {
            do {
                _ = try DotLottie.animations(in: Data(bytes))
                return nil
            } catch { return error.description }
        }
        var flipped = archive
        // A byte of the animation's data: its CRC no longer matches.
        let dataOffset = archive.count - 22 - 2 * 46 - "manifest.json".utf8.count - "animations/x.json".utf8.count - 7
        flipped[dataOffset] ^= 0x01
        #expect(message(flipped) == "not a valid zip archive: entry 'animations/x.json' fails its CRC-32 check")
        #expect(message(Array(archive.prefix(40))) == "not a valid zip archive: no end of central directory")
        #expect(message(Array("PK not really".utf8)) == "not a valid zip archive: too short")
        let noManifest = ZipWriter.archive([ZipWriter.Entry(name: "animations/x.json", data: [])])
        #expect(message(noManifest) == "not a dotLottie file: no manifest.json")
        let missing = ZipWriter.archive([
            ZipWriter.Entry(name: "manifest.json", data: Array(#"{"animations":[{"id":"gone"}]}"#.utf8))
        ])
        #expect(message(missing) == "manifest.json.animations[0]: no animation file for 'gone' in the archive")
        let limits = ZipLimits(maxEntryBytes: 3)
        #expect(throws: LottieError.self) { try DotLottie.animations(in: Data(archive), limits: limits) }
    }

    @Test func fuzzedArchivesNeverCrash() throws {
        let archive = [UInt8](
            try DotLottie.archive([
                DotLottie.Animation(id: "x", json: try LottieWriter.data(LottieFixtures.everything()))
            ]))
        var generator = SeededGenerator(seed: 0x21B)
        for _ in 0..<2000 {
            var bytes = archive
            for _ in 0..<generator.int(in: 1...4) {
                bytes[generator.int(in: 0...(bytes.count - 1))] = UInt8(generator.int(in: 0...255))
            }
            if generator.bool() { bytes = Array(bytes.prefix(generator.int(in: 0...bytes.count))) }
            do {
                for animation in try DotLottie.animations(in: Data(bytes)) {
                    _ = try? LottieReader().read(animation.json)
                }
            } catch {
                #expect(!error.description.contains("\n"))
            }
        }
    }
}

struct InflaterTests {
    /// The text the vectors were made from (Python's zlib, raw deflate, level 9).
    static let plain: [UInt8] = Array(
        (#"{"v":"5.7.0","fr":30,"ip":0,"op":60,"w":200,"h":200,"layers":["#
            + (0..<40).map { #"{"ty":4,"ind":\#($0),"nm":"Layer \#($0)"}"# }.joined(separator: ",") + "]}").utf8)

    static let vectors: [(String, String)] = [
        (
            "fixed",
            "q1YqU7JSMtUz1zNQ0lFKK1KyMjbQUcosULICUvlAygxIlytZGRkA6QwonZNYmVpUrGQVXa1UUqlkZQLUkJcC1pGXCzTNByStYKBU"
                + "q4Mqb4gib4ghb4Qib4Qhb4wib4whb4Iib4Ihb4oib4ohb4Yib4Yhb44ib44hb4Eib4Ehb4kib4kZPqgBaIglBNGCEDMMDVED0RAz"
                + "FA1Rg9EQMxwNUQPSEDMkDVGD0hAzLA1RA9MQMzQNUYPTEDM8DVED1BAzRA1Rg9QQM0yNUMPUCDNMjVDD1AhLukRLmJhhaoQapkaY"
                + "YWqEGqZGmGFqhBqmRphhaoQapkaYYWqEGqZGmGFqhBqmRphhaoQapkaYYWqMGqbGmGFqjBqmxphhaowapsZYcjtadscMU2PUMDXG"
                + "DFNj1DA1xgxTY9QwNcYMU2PUMDXGDFNj1DA1xgxTY9QwNQaGaWwtAA=="
        ),
        (
            "dynamic",
            "bdPLagJBFIThVwlnPcicqrloP4NvIC6EJCTgDRMiIr67nZBNTc2qFj/di4/ue/xEiX4xLtpo4v0ShW0Tn+codU51hrrXKGjrfvzv"
                + "fnd7u3xF2dzj+xalqweOr38njod62/o3v7TxaLSn9LQO6bBO6bTeSe+s99J764P0wfoofbS+lL60vpK+ch8FzBnBCaEbpiKmK6Yy"
                + "pjumQqZLplKmW6ZipmumcqZ7poKmi6aSpptCTeGmUFPMvMvJw3RTqCncFGoKN4Wawk2hpnBTqCncFGoKN4Wawk2ppnRTqindlGrK"
                + "md8++e5uSjWlm1JN6aZUU7op1ZRuSjWlm1JNWU23jyc="
        ),
        (
            "huffmanOnly",
            "BcHdykYlEIDRW5HneIi93b4/31yDdxAdCBoJOYVJMYj33lqbf1Fev3x+uRB+n+hzCf1v9BL++ht9X8J/aLwu4Q80XpfwZ/E2/0F/"
                + "3SxHk9CtopdgAyUXbzNcHNksR5PQraK3YAMlF28z3BzZLEeT0K2iUbCBkou3GSJHNsvRJHSr6CPYQMnF2wwPRzbL0SR0q2gSbKDk"
                + "4m2GxJHNcjQJ3Sr6Emyg5OJthhdHNsvRJHSr6FuwgZKLtxneHNksR5PQraIfwQZKLt5m+HBksxxNQreKfgUbKLl4m+HLkc1yNAnd"
                + "Kvoj2EDJxdsMPxzZLEeT0K2i9yXYQMnF2wz3xZHNcjQJ3Sp634INlFy8zXDfHNksR5PQraJ3FGyg5OJthjtyZLMcTUK3it6PYAMl"
                + "F28z3A9HNsvRJHSr6J0EGyi5eJvhThzZLEeT0K2i90uwgZKLtxnuF0c2y9EkdKvo/RZsoOTibYb7zZHNcjQJ3Sp6fwQbKLl4m+H+"
                + "cGSzHE1Ct4reX8EGSi7eZri/HNksR5PQraL3j2ADJRdvM9w/HNksR5PQraLxEmyg5OJthnhxZLMcTUK3isZbsIGSi7cZ4s2RzXI0"
                + "Cd0qGqNgAyUXbzPEyJHNcjQJ3SoaH8EGSi7eZogPRzbL0SR0q2hMgg2UXLzNEBNHNsvRJHSraHwJNlBy8TZDfHFksxxNQreKxrdg"
                + "AyUXbzPEN0c2y9EkdKto/Ag2UHLxNkP8cGSzHE1Ct4rGr2ADJRdvM8QvRzbL0SR0q2j8EWyg5OJthvjDkc1yNAndKvpcgg2UXLzN"
                + "8Fwc2SxHk9Ctos8t2EDJxdsMz82RzXI0Cd0q+kTBBkou3mZ4Ikc2y9EkdKvo8wg2UHLxNsPzcGSzHE1Ct4o+SbCBkou3GZ7Ekc1y"
                + "NAndKvq8BBsouXib4XlxZLMcTUK3ij5vwQZKLt5meN4c2SxHk9Ctos9HsIGSi7cZng9HNsvRJHSr6PMVbKDk4m2G58uRzXI0Cd0q"
                + "+vwINlBy8TbD88P57fwP"
        ),
    ]

    @Test(arguments: vectors.indices)
    func inflatesWhatZlibDeflated(_ index: Int) throws {
        let (name, base64) = Self.vectors[index]
        let compressed = try #require(Data(base64Encoded: base64))
        #expect(try Inflater.inflate([UInt8](compressed)[...], maxOutput: 1 << 20) == Self.plain, "\(name)")
    }

    @Test func storedBlocksInflate() throws {
        let data: [UInt8] = Array("stored".utf8)
        let block: [UInt8] = [1, UInt8(data.count), 0, ~UInt8(data.count), 0xFF] + data
        #expect(try Inflater.inflate(block[...], maxOutput: 100) == data)
    }

    @Test func outputIsCapped() throws {
        let compressed = try #require(Data(base64Encoded: Self.vectors[1].1))
        #expect(throws: Inflater.Failure.self) { try Inflater.inflate([UInt8](compressed)[...], maxOutput: 100) }
    }

    @Test func garbageIsRefusedNotTrapped() throws {
        var generator = SeededGenerator(seed: 0x1F1A7E)
        let compressed = [UInt8](try #require(Data(base64Encoded: Self.vectors[1].1)))
        var refused = 0
        for _ in 0..<3000 {
            var bytes = compressed
            for _ in 0..<generator.int(in: 1...3) {
                bytes[generator.int(in: 0...(bytes.count - 1))] ^= UInt8(1 << generator.int(in: 0...7))
            }
            if (try? Inflater.inflate(bytes[...], maxOutput: 4096)) == nil { refused += 1 }
        }
        #expect(refused > 0)
        for length in 0..<64 {
            let random = (0..<length).map { _ in UInt8(generator.int(in: 0...255)) }
            _ = try? Inflater.inflate(random[...], maxOutput: 4096)
        }
    }
}
