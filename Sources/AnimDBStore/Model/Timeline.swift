import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A named animation of one preset's parameters: per-parameter tracks over time.
///
/// A track either plays keyframes (`KeyframeTrack` expression text) or applies state changes at given times, each
/// animated with an `Animation` expression, the way a view's state changes drive SwiftUI animations.
public struct Timeline: Hashable, Sendable {
    /// How often the timeline plays.
    public enum Repetition: Hashable, Sendable {
        /// Plays `n` times in total (`n` ≥ 1); `.count(1)` plays once.
        case count(Int)
        /// Loops until stopped.
        case forever

        /// Plays once.
        public static let once = Repetition.count(1)

        /// `n` or `forever`, as a user types a repetition; nil for anything else. The count is not checked here:
        /// `problem` says whether it is allowed.
        public init?(text: String) {
            if text == "forever" {
                self = .forever
            } else if let count = Int(text) {
                self = .count(count)
            } else {
                return nil
            }
        }

        /// What is wrong with this repetition, or nil: a count must be in `Animation.repeatCountRange`, the one
        /// rule for repeat counts (expressions, timelines, generated code).
        public var problem: String? {
            guard case .count(let count) = self, !Animation.repeatCountRange.contains(count) else { return nil }
            let range = Animation.repeatCountRange
            return "repeat count must be from \(range.lowerBound) to \(range.upperBound), not \(count)"
        }
    }

    /// What one parameter does over time.
    public enum Track: Hashable, Sendable {
        /// Keyframes, as the expression text of a keyframe list.
        case keyframes(String)
        /// Value changes at given times, in time order; changes at the same time apply in their stored order.
        case changes([StateChange])
    }

    /// At `time` seconds, the parameter changes to `value`, animated by `animation`.
    public struct StateChange: Hashable, Sendable {
        /// Seconds from the start of the timeline; finite and ≥ 0.
        public var time: Double
        /// The new value's expression text.
        public var value: String
        /// The animation's expression text, for example `.spring(duration: 0.4)`.
        public var animation: String

        public init(at time: Double, value: String, animation: String) {
            self.time = time
            self.value = value
            self.animation = animation
        }
    }

    /// Stable identity, kept across renames and edits.
    public var id: UUID
    /// Unique among presets and timelines.
    public var name: String
    /// The animated preset's name. On writes the store resolves it; on reads it is the preset's current name.
    public var presetName: String
    /// The animated preset's id: filled in by the store on reads and ignored on writes.
    ///
    /// The content hash covers the id, not the name, so renaming a preset leaves its timelines' hashes alone.
    public var presetID: UUID?
    /// Optional content drawn by the view (for example a label's text), or nil for the bare shape.
    public var content: String?
    /// How often to play; `.once` by default.
    public var repetition: Repetition
    /// Tracks keyed by parameter name; each name must be a parameter of the preset.
    public var tracks: [String: Track]

    public init(
        id: UUID = UUID(), name: String, presetName: String, content: String? = nil,
        repetition: Repetition = .once, tracks: [String: Track] = [:]
    ) {
        self.id = id
        self.name = name
        self.presetName = presetName
        self.presetID = nil
        self.content = content
        self.repetition = repetition
        self.tracks = tracks
    }
}
