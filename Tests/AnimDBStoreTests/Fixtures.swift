import AnimDBModel
import AnimDBStore
import Foundation

/// Small, fixed objects shared by the store tests.
enum Fixtures {
    static let cardID = UUID(uuidString: "8A4C2E1F-0B3D-4E5A-9C7B-6D1E2F3A4B5C")!
    static let pulseID = UUID(uuidString: "1F2E3D4C-5B6A-4798-8A9B-0C1D2E3F4A5B")!

    static func card(name: String = "card") -> Preset {
        Preset(
            id: cardID, name: name, type: "RoundedRectangle",
            parameters: [.init(name: "cornerRadius", value: "12"), .init(name: "scale", value: "1")],
            ignored: [], description: "A card", tags: ["ui", "cards"])
    }

    /// A timeline whose view is the preset `preset` (addressed as `card`), with a keyframe track and two changes.
    static func pulse(preset: String = "card") -> Timeline {
        Timeline(
            id: pulseID, name: "pulse", chain: [.preset(preset, key: "card")], repetition: .forever,
            keyframes: ["card.cornerRadius": "[LinearKeyframe(20, duration: 0.3)]"],
            changes: [
                .init(at: 0, animation: ".spring(duration: 0.4)", [.init("card.scale", .set, "1")]),
                .init(at: 0.5, animation: ".easeOut", [.init("card.scale", .set, "1.2")]),
            ])
    }

    /// `pulse` as the store returns it: preset items resolved to their ids and current names.
    static func storedPulse(presetName: String = "card") -> Timeline {
        var timeline = pulse()
        timeline.view.item.source = .preset(name: presetName, id: cardID, parameters: [])
        return timeline
    }
}

/// A validator that rejects one marker word, to drive `StoreError.invalidExpression`, and canonicalises by
/// collapsing spaces, so tests can see that the canonical text is what gets stored.
struct StrictValidator: Validator {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    func canonicalValue(_ text: String, parameter: String, presetType: String) throws -> String {
        try check(text)
    }

    func canonicalAnimation(_ text: String) throws -> String {
        try check(text)
    }

    func canonicalKeyframes(_ text: String, parameter: String, presetType: String) throws -> String {
        try check(text)
    }

    func parameterNames(presetType: String) -> [String]? { nil }

    func role(presetType: String) -> ItemRole? { nil }

    func upgradeFormatOne(_ preset: Preset) -> Preset { preset }

    func upgradeFormatOne(_ text: String, keyframes: Bool, parameter: String, presetType: String) -> String { text }

    func canonicalIncrement(_ text: String, parameter: String, presetType: String) throws -> String {
        try check(text)
    }

    private func check(_ text: String) throws -> String {
        if text.contains("bogus") { throw Problem(description: "expected an expression") }
        return text.split(separator: " ").joined(separator: " ")
    }
}
