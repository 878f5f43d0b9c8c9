import AnimDBModel
import AnimDBStore
import Foundation

/// One parameter's track in a test's shorthand: keyframes, or timed changes each with its animation.
public enum ParameterTrack: Sendable {
    case keyframes(String)
    case changes([ParameterChange])
}

/// At `at`, the parameter changes to `value`, animated by `animation`.
public struct ParameterChange: Sendable {
    public var at: Double
    public var value: String
    public var animation: String

    public init(at: Double, value: String, animation: String) {
        self.at = at
        self.value = value
        self.animation = animation
    }
}

extension Timeline {
    /// A timeline animating `preset` alone, written per parameter as content format 1 stored timelines, and read
    /// through the store's own format-1 reader: so the view is `[preset]` (item key `preset.name`) and changes are
    /// grouped into transactions exactly as the store groups them.
    public static func onePreset(
        _ preset: Preset, name: String = "t", repetition: Repetition = .once, tracks: [String: ParameterTrack]
    ) throws -> Timeline {
        let repeatValue: JSONValue =
            switch repetition {
            case .count(let n): .number(Double(n))
            case .forever: .string("forever")
            }
        let content = JSONValue.object([
            "name": .string(name), "preset_id": .string(preset.id.uuidString.lowercased()), "content": .null,
            "repeat": repeatValue,
            "tracks": .object(
                tracks.mapValues { track in
                    switch track {
                    case .keyframes(let text): .object(["keyframes": .string(text)])
                    case .changes(let changes):
                        .object([
                            "changes": .array(
                                changes.map {
                                    .object([
                                        "at": .number($0.at), "value": .string($0.value),
                                        "animation": .string($0.animation),
                                    ])
                                })
                        ])
                    }
                }),
        ])
        return try Timeline(id: UUID(), contentJSON: content) { id in
            id == preset.id ? PresetInfo(name: preset.name, isModifier: false, type: preset.type) : nil
        }
    }
}
