import AnimDBStore
import Foundation
import Testing

@testable import AnimDBLottie

/// The real files: the manifest says where each came from, every file is read (nothing refused that players
/// draw), what is read writes back as the same model, and the reader's model agrees with the manifest's features,
/// which `scripts/lottie_corpus.py` finds in the JSON by itself (one question asked two ways).
struct CorpusTests {
    static let licences: Set<String> = ["MIT", "Apache-2.0", "CC-BY-4.0"]

    @Test func theManifestListsEveryFileWithItsSourceAndLicence() throws {
        let entries = Corpus.entries
        #expect(entries.count >= 150)
        let files = try FileManager.default.contentsOfDirectory(atPath: Corpus.directory.path)
            .filter { $0 != "MANIFEST.tsv" }
        #expect(Set(files) == Set(entries.map(\.file)))
        var total = 0
        for entry in entries {
            #expect(Self.licences.contains(entry.licence), "\(entry.file): \(entry.licence)")
            #expect(entry.commit.count == 40 && entry.commit.allSatisfy(\.isHexDigit), "\(entry.file)")
            #expect(!entry.repository.lowercased().contains("lottie-ios"), "lottie-ios's samples stay out")
            let size = try entry.data().count
            #expect(size == entry.bytes && size <= 200_000, "\(entry.file)")
            total += size
        }
        #expect(total < 6_000_000, "a few megabytes")
    }

    /// The one real file refused: it lasts three hours (324 000 frames), beyond the hour any animdb animation may
    /// last, so importing it would bake every frame to be refused when stored.
    static let tooLong = "android-full_screen.json"

    /// Every file reads within the limits, and writing what was read and reading it again gives the same model.
    @Test(arguments: Corpus.entries)
    func everyFileReadsAndWritesBackTheSame(_ entry: Corpus.Entry) throws {
        guard entry.file != Self.tooLong else {
            let json = try entry.json()
            let error = #expect(throws: LottieError.self) { try LottieReader().read(json) }
            #expect(
                error?.description
                    == "op: the animation lasts 10800 s (324000 frames at 30 fps), longer than animdb's limit of 3600 s"
            )
            return
        }
        let document = try LottieReader().read(try entry.json())
        let again = try LottieReader().read(try LottieWriter.data(document.animation))
        #expect(again.animation == document.animation)
        #expect(Self.features(document.animation) == entry.features.intersection(Self.compared), "\(entry.file)")
    }

    /// The features both the manifest script and the model can tell.
    static let compared: Set<String> = [
        "precomps", "solids", "nulls", "text", "parenting", "mattes", "masks", "trim", "merge-paths", "repeaters",
        "round-corners", "stars", "polygons", "gradients", "radial-gradients", "time-stretch", "auto-orient",
        "blend-modes", "glyphs", "dashes", "even-odd",
    ]

    static func features(_ animation: LottieAnimation) -> Set<String> {
        var found: Set<String> = []
        func walk(_ items: [LottieShapeItem]) {
            for item in items {
                switch item.kind {
                case .group(let children): walk(children)
                case .trim: found.insert("trim")
                case .mergePaths: found.insert("merge-paths")
                case .repeater: found.insert("repeaters")
                case .roundedCorners: found.insert("round-corners")
                case .polystar(let star): found.insert(star.kind == .star ? "stars" : "polygons")
                case .gradientFill(let gradient, _, let rule):
                    found.insert(gradient.kind == .radial ? "radial-gradients" : "gradients")
                    if rule == .evenOdd { found.insert("even-odd") }
                case .gradientStroke(let gradient, _, _):
                    found.insert(gradient.kind == .radial ? "radial-gradients" : "gradients")
                case .fill(_, _, let rule): if rule == .evenOdd { found.insert("even-odd") }
                case .stroke(_, _, let style):
                    if !style.dashes.isEmpty || style.dashOffset != nil { found.insert("dashes") }
                default: break
                }
            }
        }
        for layer in animation.layers + animation.precompositions.flatMap(\.layers) {
            switch layer.content {
            case .precomposition: found.insert("precomps")
            case .solid: found.insert("solids")
            case .null: found.insert("nulls")
            case .text: found.insert("text")
            case .shapes(let items): walk(items)
            }
            if layer.parent != nil { found.insert("parenting") }
            if layer.matteMode != nil || layer.isMatteSource || layer.matteParent != nil { found.insert("mattes") }
            if !layer.masks.isEmpty { found.insert("masks") }
            if layer.timeStretch != 1 { found.insert("time-stretch") }
            if layer.autoOrient { found.insert("auto-orient") }
            if layer.blendMode != .normal { found.insert("blend-modes") }
        }
        if !animation.glyphs.isEmpty { found.insert("glyphs") }
        return found
    }
}
