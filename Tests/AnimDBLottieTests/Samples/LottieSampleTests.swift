import AnimDBModel
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBLottie

/// Writes the sample scenes (Lottie JSON, a dotLottie of all of them, SVG stills, and `check.json` for
/// `scripts/check-lottie.sh`) and checks that what was written reads back as written.
///
/// The files go to `$ANIMDB_LOTTIE_SAMPLES` when set (the checker sets it), else to a temporary directory.
struct LottieSampleTests {
    @Test func samplesWriteValidFilesStillsAndAManifest() throws {
        let temporary = try TemporaryDirectory()
        let directory =
            ProcessInfo.processInfo.environment["ANIMDB_LOTTIE_SAMPLES"].map { URL(fileURLWithPath: $0) }
            ?? temporary.url
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var entries: [JSONValue] = []
        var archive: [DotLottie.Animation] = []
        for sample in LottieSamples.all() {
            let data = try LottieWriter.data(sample.animation)
            #expect(try LottieWriter.data(sample.animation) == data, "\(sample.name): deterministic")
            let document = try LottieReader().read(data)
            let same = document.animation == sample.animation
            #expect(same, "\(sample.name): reads back as written")
            // Nothing is left out when read; only the angular stand-in uses a matte (which the importer skips).
            #expect(document.unsupported.isEmpty, "\(sample.name): \(document.unsupported)")
            let matted = document.animation.layers.contains { $0.isMatteSource || $0.matteMode != nil }
            #expect(matted == (sample.name == "angular-wedges"), "\(sample.name)")
            #expect(sample.frames.count >= 10)
            try data.write(to: directory.appendingPathComponent("\(sample.name).json"))
            archive.append(DotLottie.Animation(id: sample.name, json: data, loops: true))
            var stills: [JSONValue] = []
            for frame in sample.frames {
                let file = "\(sample.name)@\(frame).svg"
                try Data(sample.still(frame).utf8).write(to: directory.appendingPathComponent(file))
                stills.append(["frame": .number(Double(frame)), "svg": .string(file)])
            }
            let text: [JSONValue] = sample.text.map { expectation in
                [
                    "frame": .number(Double(expectation.frame)), "layer": .string(expectation.layer),
                    "matrix": .array(expectation.matrix.map(JSONValue.number)), "opacity": .number(expectation.opacity),
                ]
            }
            entries.append([
                "name": .string(sample.name), "summary": .string(sample.summary),
                "lottie": .string("\(sample.name).json"),
                "frameRate": .number(sample.animation.frameRate), "frameCount": .number(sample.animation.frameCount),
                "stills": .array(stills), "text": .array(text),
            ])
        }
        let dotLottie = try DotLottie.archive(archive)
        try dotLottie.write(to: directory.appendingPathComponent("samples.lottie"))
        #expect(try DotLottie.animations(in: dotLottie).map(\.id) == LottieSamples.all().map(\.name))
        let manifest = JSONValue.object(["animations": .array(entries), "dotLottie": "samples.lottie"])
        try Data(manifest.canonicalBytes).write(to: directory.appendingPathComponent("check.json"))
    }
}
