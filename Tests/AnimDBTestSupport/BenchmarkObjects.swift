import AnimDBModel
import AnimDBStore
import Foundation

/// The sync benchmark's workload, shared with the tests that check it is a valid bundle: deterministic presets
/// (two parameters, two tags) and timelines (a text shaken by one of the presets, one keyframe track each), as head
/// objects ready to export.
public enum BenchmarkObjects {
    /// `presets` shake presets and `timelines` timelines of `keyframes` keyframes each, in the exporter's order.
    public static func make(presets: Int, timelines: Int, keyframes: Int) -> [SyncObject] {
        func id(_ prefix: Int, _ index: Int) -> UUID {
            let hex = String(index, radix: 16)
            let tail = String(repeating: "0", count: 12 - hex.count) + hex
            return UUID(uuidString: "0000000\(prefix)-0000-4000-8000-\(tail)")!
        }
        var objects: [SyncObject] = []
        objects.reserveCapacity(presets + timelines)
        for index in 0..<presets {
            let preset = Preset(
                id: id(1, index), name: "preset-\(index)", type: "shake",
                parameters: [
                    .init(name: "amplitude", value: "\(index % 40)"), .init(name: "shakes", value: "\(index % 7 + 1)"),
                ],
                description: "Benchmark preset \(index)", tags: ["bench", "group-\(index % 10)"])
            let text = preset.contentJSON.canonicalText
            objects.append(
                SyncObject(
                    id: preset.id, kind: .preset, name: preset.name, hash: SHA256.hexDigest(of: text), isDeleted: false,
                    contentText: text, ancestry: []))
        }
        for index in 0..<timelines {
            let presetIndex = index % max(1, presets)
            let timeline = Timeline(
                id: id(2, index), name: "timeline-\(index)",
                chain: [
                    // A modifier needs content to act on, as in SwiftUI: a text it shakes.
                    .inline("label", type: "text", ["text": #""Shake me!""#]),
                    Timeline.Item(
                        key: "shake",
                        source: .preset(name: "preset-\(presetIndex)", id: id(1, presetIndex), parameters: [])),
                ],
                keyframes: [
                    // Canonical keyframe text, as the store writes it.
                    "shake.shakes": (0..<keyframes).map { "LinearKeyframe(\(($0 * 7 + index) % 40), duration: 0.05)" }
                        .joined(separator: "; ")
                ])
            let text = timeline.contentJSON.canonicalText
            objects.append(
                SyncObject(
                    id: timeline.id, kind: .timeline, name: timeline.name, hash: SHA256.hexDigest(of: text),
                    isDeleted: false, contentText: text, ancestry: []))
        }
        // The exporter's order, so a benchmark can compare an export with the bundle it imported byte for byte.
        return objects.sorted { ($0.kind == .timeline ? 1 : 0, $0.name) < ($1.kind == .timeline ? 1 : 0, $1.name) }
    }
}
