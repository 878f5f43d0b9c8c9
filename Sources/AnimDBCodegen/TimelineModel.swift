import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// A timeline checked against its preset and laid out for code generation: its tracks in parameter order, its
/// length, and its changes as one time-ordered schedule.
struct TimelineModel {
    /// One track, bound to the preset property it animates.
    struct Track {
        let property: PresetModel.Property
        let source: TrackSource
    }

    /// One state change in the generated `play()`: at `time`, set `parameter` to `value`, animated by `animation`
    /// (nil: without animation).
    struct Step {
        let time: Double
        let parameter: String
        let value: String
        let animation: String?
        /// Source comments above the change (the original keyframe, why it jumps, …).
        let comments: [String]
    }

    /// How long a change animated by a never-ending animation counts for, as the store's evaluator does.
    static let openEndedTail = 5.0

    let name: String
    let viewName: String
    let preset: PresetModel
    let content: String?
    let repetition: CodegenRepetition
    let tracks: [Track]
    /// The length of one pass: the longest track.
    let duration: Double

    init(
        name: String, preset: PresetModel, content: String?, repetition: CodegenRepetition,
        tracks sources: [String: TrackSource]
    ) throws(CodegenError) {
        for parameter in sources.keys.sorted() where preset.property(named: parameter) == nil {
            throw .invalidTimeline(
                name: name, reason: "preset type '\(preset.type.name)' has no parameter '\(parameter)'")
        }
        if case .count(let n) = repetition, !Animation.repeatCountRange.contains(n) {
            let range = Animation.repeatCountRange
            throw .invalidTimeline(
                name: name, reason: "it must play \(range.lowerBound) to \(range.upperBound) times, not \(n)")
        }
        var tracks: [Track] = []
        for property in preset.properties {
            guard let source = sources[property.name] else { continue }
            try Self.check(source, for: property, timeline: name)
            tracks.append(Track(property: property, source: source))
        }
        self.name = name
        var viewName = SwiftIdentifier.typeName(name, prefix: "Timeline", suffix: "Demo")
        if viewName == preset.typeName { viewName += "Demo" }
        self.viewName = viewName
        self.preset = preset
        self.content = content
        self.repetition = repetition
        self.tracks = tracks
        duration = tracks.map(Self.duration).max() ?? 0
    }

    var keyframeTracks: [Track] { tracks.filter { if case .keyframes = $0.source { true } else { false } } }
    var changeTracks: [Track] { tracks.filter { if case .changes = $0.source { true } else { false } } }

    private static func check(_ source: TrackSource, for property: PresetModel.Property, timeline: String)
        throws(CodegenError)
    {
        let expected = property.spec.type
        switch source {
        case .keyframes(let keyframes) where keyframes.type != expected:
            throw .invalidTimeline(
                name: timeline, reason: "track '\(property.name)' has \(keyframes.type) keyframes, expected \(expected)"
            )
        case .changes(let changes):
            if let bad = changes.first(where: { $0.value.type != expected }) {
                throw .invalidTimeline(
                    name: timeline, reason: "change '\(bad)' of '\(property.name)' is not a \(expected)")
            }
            if zip(changes, changes.dropFirst()).contains(where: { $0.at >= $1.at }) {
                throw .invalidTimeline(name: timeline, reason: "changes of '\(property.name)' must be in time order")
            }
        default:
            break
        }
    }

    /// One track's length: the keyframes' total duration, or when its last change has finished animating.
    static func duration(of track: Track) -> Double {
        let base = track.property.value
        switch track.source {
        case .keyframes(let keyframes):
            return keyframeTrack(keyframes, from: base).duration
        case .changes(let changes):
            var previous = base.components
            var end = 0.0
            for change in changes {
                let next = change.value.components
                let distance = zip(previous, next).map { ($1 - $0) * ($1 - $0) }.reduce(0, +).squareRoot()
                let length = change.animation.duration(from: 0, to: distance) ?? openEndedTail
                end = max(end, change.at + length)
                previous = next
            }
            return end
        }
    }

    /// The engine's keyframe track for `keyframes` starting at `base`, for segment times.
    static func keyframeTrack(_ keyframes: ParsedKeyframes, from base: ParameterValue) -> KeyframeTrack<
        AnimatableVector
    > {
        KeyframeTrack(initialValue: AnimatableVector(base.components), keyframes: keyframes.vectorKeyframes)
    }

    /// Every change of the timeline in time order (parameter order within a time). On iOS 13 keyframe tracks are
    /// included as timed changes with the closest animations, and `warnings` says so.
    func steps(for target: CodegenTarget, warnings: inout [String]) -> [Step] {
        var steps: [(order: Int, step: Step)] = []
        for (index, track) in tracks.enumerated() {
            let property = track.property
            let jumps = property.animates ? [] : ["'\(property.name)' is not part of animatableData, so it jumps"]
            switch track.source {
            case .changes(let changes):
                for change in changes {
                    var text = change.animation.description
                    var comments = jumps
                    if target == .ios13 {
                        let rewrite = LegacyAnimation.rewrite(change.animation)
                        if rewrite.text != text { comments.append("iOS 17: \(text)") }
                        if let note = rewrite.note {
                            warnings.append("timeline '\(name)': \(note) for iOS 13 ('\(property.name)')")
                        }
                        text = rewrite.text
                    }
                    let step = Step(
                        time: change.at, parameter: property.name, value: change.value.description, animation: text,
                        comments: comments)
                    steps.append((index, step))
                }
            case .keyframes(let keyframes) where !target.hasKeyframes:
                warnings.append(
                    "timeline '\(name)': iOS 13 has no keyframe animations; track '\(property.name)' is approximated"
                        + " by timed withAnimation changes")
                if !property.animates {
                    // KeyframeAnimator sets even ignored properties every frame; withAnimation cannot animate them.
                    warnings.append(
                        "timeline '\(name)': '\(property.name)' is not part of animatableData, so on iOS 13 its"
                            + " keyframes jump")
                }
                let ends = Self.keyframeTrack(keyframes, from: property.value).keyframeTimes
                var notes: Set<String> = []
                for (offset, keyframe) in keyframes.keyframes.enumerated() {
                    let rewrite = LegacyAnimation.keyframeAnimation(keyframe)
                    if let note = rewrite?.note { notes.insert(note) }
                    let original = ParsedKeyframes(type: keyframes.type, keyframes: [keyframe]).description
                    let step = Step(
                        time: offset == 0 ? 0 : ends[offset - 1], parameter: property.name,
                        value: keyframe.value.description, animation: rewrite?.text, comments: jumps + [original])
                    steps.append((index, step))
                }
                for note in notes.sorted() { warnings.append("timeline '\(name)': \(note) ('\(property.name)')") }
            case .keyframes:
                break
            }
        }
        return steps.enumerated().sorted { a, b in
            (a.element.step.time, a.element.order, a.offset) < (b.element.step.time, b.element.order, b.offset)
        }.map(\.element.step)
    }
}
