import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What importing a Lottie file creates: a preset for the content of each drawn shape or text and a timeline
/// animating it, and the features left out, one line each.
///
/// Each group of geometry with its paints in a shape layer (usually one per layer), and each text layer, becomes one
/// view on a frame the size of the canvas:
///
///     [content, fill/stroke…, frame(width: W, height: H), placement, group, layer and parent transforms…]
///
/// - Content: a rectangle (`rc` without roundness), a capsule or rounded rectangle (`rc` with it), a circle or
///   ellipse (`el`), a polygon (`sr` polygon), or a `path` (`sh`, stars, several geometries together), stored as a
///   preset; `text` for text layers.
/// - Paints: `fl`, `st` (width, caps, joins, miter limit, dashes) and linear `gf`/`gs` as `fill` and `stroke` items.
/// - Transforms: each level (group `tr`, layer `ks`, parent layers' `ks`, innermost first) becomes `scale` and
///   `rotation` about its anchor and an `offset` to its position, and `opacity` (layers and groups; Lottie parents'
///   opacity does not reach children).
/// - Keyframes keep their times and easing: a Bézier-eased segment becomes a `LinearKeyframe` with
///   `UnitCurve.bezier` of the same handles, a hold the value kept then a `MoveKeyframe`. What Lottie eases in a way
///   animdb cannot follow exactly (curved motion paths, colours, which SwiftUI mixes in linear light, several
///   geometries in one outline) is sampled at every frame, so every frame still shows the file's value.
/// - The layer's in and out points become a visibility `opacity` item; the in and out points of the composition the
///   timeline's length; its size the frame.
public struct LottieImport: Sendable {
    public var presets: [Preset]
    public var timelines: [Timeline]
    /// What was left out or drawn differently, one line each (`layers[1].masksProperties: masks`).
    public var skipped: [String]
    /// The file's frame rate, for exporting the timelines back at it.
    public var frameRate: Double
    /// The canvas size.
    public var size: CGSize
}

/// Why a Lottie file cannot be imported at all.
public struct LottieImportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

public enum LottieImporter {
    /// The timeline for `document`: one view tree `name` drawing the whole file (`split` false), or (`split`) a
    /// timeline `NAME` when the file draws one thing, else `NAME-LAYER` per drawing, each with its content preset
    /// `TIMELINE-shape` or `TIMELINE-text`.
    ///
    /// - Returns: no timelines when the file draws nothing animdb can import (`skipped` says what it left out).
    /// - Throws: `LottieImportError` when `name` is not a valid name, or the file's tree is larger than a view may be.
    public static func plan(_ document: LottieDocument, name: String, split: Bool = false) throws(LottieImportError)
        -> LottieImport
    {
        do {
            try NameRules.validate(name)
        } catch {
            throw LottieImportError(message: "'\(name)' cannot name the import: \(error)")
        }
        var importer = ImportContext(animation: document.animation)
        importer.skipped = document.unsupported.map(\.description)
        var presets: [Preset] = []
        var timelines: [Timeline] = []
        if split {
            let views = importer.views()
            var names = NameAllocator(base: name)
            for view in views {
                let timelineName = views.count == 1 ? name : names.next(view.name)
                let (preset, timeline) = view.objects(named: timelineName, clock: importer.clock)
                presets.append(preset)
                timelines.append(timeline)
            }
        } else {
            let root = importer.tree()
            if !root.children.isEmpty {
                var assembly = ImportedTimeline()
                // The node is built first: building it records the tracks the timeline takes.
                let view = assembly.node(root)
                let timeline = assembly.timeline(named: name, view: view)
                if let problem = timeline.viewProblem(limits: ContentLimits()) {
                    throw LottieImportError(message: "the file's layers make a view too large to store: \(problem)")
                }
                timelines.append(timeline)
            }
        }
        return LottieImport(
            presets: presets, timelines: timelines, skipped: importer.skipped,
            frameRate: document.animation.frameRate,
            size: CGSize(width: document.animation.width, height: document.animation.height))
    }
}

/// Names used once each: the first claim of `base` gets it, later ones `base-2`, `base-3`, …
struct UniqueNames {
    private var used: Set<String> = []

    mutating func claim(_ base: String) -> String {
        var candidate = base
        var number = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }
}

extension LottieImporter {
    /// `text` reduced to the characters of animdb names (`[A-Za-z0-9._-]`, others become `-`, runs of `-` one),
    /// without leading or trailing punctuation; empty when nothing is left.
    public static func nameCharacters(_ text: String) -> String {
        func allowed(_ scalar: Unicode.Scalar) -> Bool {
            guard scalar.isASCII else { return false }
            return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "._-".unicodeScalars.contains(scalar)
        }
        var cleaned = String(text.unicodeScalars.map { allowed($0) ? Character($0) : "-" })
        while cleaned.contains("--") { cleaned = cleaned.replacing("--", with: "-") }
        let punctuation: Set<Character> = ["-", ".", "_"]
        return String(cleaned.drop { punctuation.contains($0) }.reversed().drop { punctuation.contains($0) }.reversed())
    }
}

/// Unique, valid names `BASE-PART` for the views of one file.
struct NameAllocator {
    let base: String
    var names = UniqueNames()

    init(base: String) {
        self.base = base
    }

    /// `BASE-PART` with PART reduced to the name characters, shortened to fit 64 characters with room for the
    /// `-shape` suffix of its preset, and numbered when taken.
    mutating func next(_ part: String) -> String {
        var cleaned = LottieImporter.nameCharacters(part)
        if cleaned.isEmpty { cleaned = "layer" }
        let room = 64 - "-shape".count - base.count - 1 - 4
        return names.claim("\(base)-\(cleaned.prefix(max(room, 1)))")
    }
}
