#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The demo library every new store starts with: the animations of the well-known SwiftUI articles, so
/// `animdb play shake-login` works on first use.
///
/// Each entry is a reusable preset and a timeline that animates it (presets and timelines share one namespace, so
/// the preset is named for what it is and the timeline for what it shows). Values and animations are written in the expression
/// syntax, exactly as a user would type them.
public enum DemoLibrary {
    public struct Entry: Sendable {
        public var preset: Preset
        public var timeline: Timeline
    }

    public static var entries: [Entry] {
        [
            entry(
                "shake-login", preset: "text-field-shake", type: "shake", ["shakes": "0", "amplitude": "5"],
                "A login field's shake on a wrong password: 4 shakes of 5 points with the default animation.",
                tags: ["modifier", "feedback"], content: "Password",
                tracks: ["shakes": .changes([.init(at: 0, value: "4", animation: ".default")])]),
            entry(
                "shake-me", preset: "big-shake", type: "shake", ["shakes": "0", "amplitude": "10"],
                "Two linear shakes of 10 points over 0.6 s.", tags: ["modifier"], content: "Shake me!",
                tracks: ["shakes": .changes([.init(at: 0, value: "2", animation: ".linear(duration: 0.6)")])]),
            entry(
                "wave-demo", preset: "sine-wave", type: "wave", ["amplitude": "20", "frequency": "2", "phase": "0"],
                "A sine wave whose phase runs a full turn every 2 s, forever.", tags: ["shape", "loop"],
                repetition: .forever,
                tracks: ["phase": .keyframes("LinearKeyframe(6.283185307179586, duration: 2)")]),
            entry(
                "arc-demo", preset: "progress-arc", type: "arc",
                ["startAngle": ".degrees(-90)", "endAngle": ".degrees(-90)", "clockwise": "false"],
                "An arc drawing itself clockwise from 12 o'clock through 270° with an ease-in-out.", tags: ["shape"],
                tracks: [
                    "endAngle": .changes([.init(at: 0, value: ".degrees(180)", animation: ".easeInOut(duration: 1)")])
                ]),
            entry(
                "polygon-morph", preset: "morphing-polygon", type: "polygon", ["sides": "3", "scale": "1"],
                "A triangle morphing through a hexagon to an octagon and back.", tags: ["shape", "morph"],
                tracks: [
                    "sides": .keyframes(
                        "CubicKeyframe(6, duration: 0.8); CubicKeyframe(8, duration: 0.6); CubicKeyframe(3, duration: 0.8)"
                    )
                ]),
            entry(
                "flower-loading", preset: "flower", type: "petal",
                ["petalCount": "6", "innerRadius": "20", "outerRadius": "60"],
                "A six-petal flower breathing in and out as a loading indicator.", tags: ["shape", "loop"],
                repetition: .forever,
                tracks: [
                    "outerRadius": .keyframes(
                        "SpringKeyframe(80, duration: 0.6, spring: .bouncy); SpringKeyframe(60, duration: 0.6, spring: .smooth)"
                    ),
                    "innerRadius": .keyframes(
                        "LinearKeyframe(30, duration: 0.6, timingCurve: .easeInOut); LinearKeyframe(20, duration: 0.6, timingCurve: .easeInOut)"
                    ),
                ]),
            entry(
                "morph-tap", preset: "morph-square", type: "morphing-shape", ["size": "100", "cornerRadius": "10"],
                "A tap that grows a rounded square and rounds its corners on a blended spring.",
                tags: ["shape", "spring"],
                tracks: [
                    "size": .changes([
                        .init(
                            at: 0, value: "200",
                            animation: ".spring(response: 1, dampingFraction: 0.5, blendDuration: 1)")
                    ]),
                    "cornerRadius": .changes([
                        .init(
                            at: 0, value: "50",
                            animation: ".spring(response: 1, dampingFraction: 0.5, blendDuration: 1)")
                    ]),
                ]),
            entry(
                "count-up", preset: "counter-label", type: "counter", ["value": "0", "format": "\"%.0f\""],
                "A number counting up to 100 with an ease-out.", tags: ["modifier", "text"],
                tracks: ["value": .changes([.init(at: 0, value: "100", animation: ".easeOut(duration: 2)")])]),
            entry(
                "shake-decay", preset: "decaying-shake", type: "shake-decay", ["progress": "0", "intensity": "10"],
                "A shake that dies away: three swings decaying to rest over 0.8 s.", tags: ["modifier", "feedback"],
                content: "Try again",
                tracks: ["progress": .changes([.init(at: 0, value: "1", animation: ".linear(duration: 0.8)")])]),
            entry(
                "rect-grow", preset: "growing-rect", type: "rectangle", ["width": "50", "height": "50"],
                "A rectangle growing on a bouncy spring.", tags: ["shape", "spring"],
                tracks: [
                    "width": .changes([.init(at: 0, value: "200", animation: ".spring(duration: 0.5, bounce: 0.3)")]),
                    "height": .changes([.init(at: 0, value: "100", animation: ".spring(duration: 0.5, bounce: 0.3)")]),
                ]),
        ]
    }

    private static func entry(
        _ name: String, preset presetName: String, type: String, _ parameters: KeyValuePairs<String, String>,
        _ description: String,
        tags: Set<String>, content: String? = nil, repetition: Timeline.Repetition = .once,
        tracks: [String: Timeline.Track]
    ) -> Entry {
        Entry(
            preset: Preset(
                id: stableID("preset", presetName), name: presetName, type: type,
                parameters: parameters.map { Preset.Parameter(name: $0.key, value: $0.value) },
                description: description, tags: tags),
            timeline: Timeline(
                id: stableID("timeline", name), name: name, presetName: presetName, content: content,
                repetition: repetition, tracks: tracks))
    }

    /// The same id in every store, derived from the name: teammates' demo libraries are then the same objects, so
    /// syncing two fresh stores finds them unchanged rather than as clashing names.
    static func stableID(_ kind: String, _ name: String) -> UUID {
        var bytes = Array(SHA256.hexDigest(of: "animdb demo library/\(kind)/\(name)").utf8.prefix(32))
        // Shape the 32 hex digits as a version-5-style UUID (name-based), so it reads as one and parses.
        bytes[12] = UInt8(ascii: "5")
        let hex = String(decoding: bytes, as: UTF8.self)
        let text = [
            hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4),
            hex.dropFirst(20),
        ].joined(separator: "-")
        return UUID(uuidString: text)!
    }
}
