import Foundation
import Testing

@testable import AnimDBLottie

/// The corpus of real Lottie files (`Fixtures/corpus`, collected by `scripts/lottie_corpus.py`): each file with its
/// manifest row.
enum Corpus {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/corpus")

    struct Entry: Sendable, CustomTestStringConvertible {
        var file: String
        var repository: String
        var path: String
        var commit: String
        var licence: String
        var bytes: Int
        var features: Set<String>

        var testDescription: String { file }

        /// The file's bytes.
        func data() throws -> Data { try Data(contentsOf: Corpus.directory.appendingPathComponent(file)) }

        /// The Lottie JSON: the file, or a dotLottie's first animation.
        func json() throws -> Data {
            let data = try self.data()
            guard file.hasSuffix(".lottie") else { return data }
            return try DotLottie.animations(in: data)[0].json
        }
    }

    /// Every row of `MANIFEST.tsv`, in its order.
    static let entries: [Entry] = {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").dropFirst().map { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Entry(
                file: columns[0], repository: columns[1], path: columns[2], commit: columns[3], licence: columns[4],
                bytes: Int(columns[5]) ?? -1,
                features: Set(columns[6].split(separator: ",").map(String.init).filter { $0 != "-" }))
        }
    }()

    /// `count` entries picked by `generator`, smaller files more often (so a run stays fast) but every size possible.
    static func sample(_ count: Int, using generator: inout some RandomNumberGenerator, maxBytes: Int = 60_000)
        -> [Entry]
    {
        let pool = entries.filter { $0.bytes <= maxBytes }
        return (0..<count).map { _ in pool.randomElement(using: &generator)! }
    }
}
