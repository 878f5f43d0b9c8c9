import AnimDBEngine
import AnimDBGeometry
import AnimDBStore
import AnimDBSyntax
import Foundation

/// Evaluates a stored timeline through the engine: the values of its preset's parameters at any time.
///
/// Keyframe tracks evaluate in O(log n) at any time. State-change tracks run through an `Animator`, exactly as a
/// view's animatable attribute does, so they carry state between samples: sample times should increase (an earlier
/// time replays the track from the start, which is correct but slower).
///
/// Semantics chosen where SwiftUI leaves room:
/// - A parameter marked ignored (the stored `@AnimatableIgnored`), or of a type that cannot animate, jumps to each
///   changed value at the change's time instead of interpolating.
/// - Keyframe tracks set values every frame, as `keyframeAnimator` does, so they animate even ignored parameters;
///   they need an animatable type.
/// - A repeating timeline restarts from its initial values at each repetition, like `keyframeAnimator(repeating:)`.
public struct TimelineEvaluator {
    /// The preset's type.
    public let presetType: PresetType
    /// Every parameter's value at rest (type defaults overridden by the preset).
    public let baseValues: [String: ParameterValue]
    /// The parameters that have tracks, in the type's parameter order.
    public let animatedParameters: [String]
    /// The length of one play-through in seconds.
    public let duration: Double
    /// How often the timeline plays.
    public let repetition: Timeline.Repetition
    /// Keyframe times per parameter (for marking plots).
    public let keyframeTimes: [String: [Double]]

    private var tracks: [TrackEvaluator]

    /// How long a change animated with a never-ending animation (`repeatForever`) is shown when it is the last thing
    /// in a timeline.
    public static let openEndedTail = 5.0

    /// Prepares `timeline` (which animates `preset`) for evaluation.
    /// - Throws: `TimelineError` naming the parameter and the problem.
    public init(preset: Preset, timeline: Timeline) throws(TimelineError) {
        let resolved = try ResolvedPreset(preset)
        let type = resolved.type
        presetType = type
        let values = resolved.values
        baseValues = values
        repetition = timeline.repetition

        var tracks: [TrackEvaluator] = []
        var names: [String] = []
        var times: [String: [Double]] = [:]
        for spec in type.parameters {
            guard let track = timeline.tracks[spec.name] else { continue }
            let jumps = preset.ignored.contains(spec.name) || !spec.isAnimatable || !spec.type.isAnimatable
            let evaluator = try TrackEvaluator(
                parameter: spec.name, type: spec.type, base: values[spec.name] ?? spec.defaultValue,
                track: try resolved.track(track, of: spec.name), jumps: jumps)
            tracks.append(evaluator)
            names.append(spec.name)
            times[spec.name] = evaluator.markerTimes
        }
        for name in timeline.tracks.keys.sorted() { _ = try resolved.parameter(name) }
        self.tracks = tracks
        animatedParameters = names
        keyframeTimes = times
        duration = tracks.map(\.duration).max() ?? 0
    }

    /// The total playing time, or nil when the timeline repeats forever.
    public var totalDuration: Double? {
        switch repetition {
        case .count(let n): duration * Double(max(n, 1))
        case .forever: nil
        }
    }

    /// Maps a time on the playing clock to a time within one play-through.
    public func localTime(_ time: Double) -> Double {
        guard duration > 0, time > duration else { return time }
        switch repetition {
        case .count(let n) where time >= duration * Double(max(n, 1)):
            return duration
        default:
            let r = time.truncatingRemainder(dividingBy: duration)
            // The end of each pass shows the final frame rather than wrapping to the start.
            return r == 0 ? duration : r
        }
    }

    /// Every animated parameter's value at `time`, in `animatedParameters` order.
    public mutating func values(at time: Double) -> [ParameterValue] {
        let local = localTime(time)
        var out: [ParameterValue] = []
        out.reserveCapacity(tracks.count)
        for i in tracks.indices { out.append(tracks[i].value(at: local)) }
        return out
    }
}

/// Why a timeline cannot be evaluated.
public enum TimelineError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownType(String)
    case unknownParameter(String, type: String, suggestion: String? = nil)
    case invalid(parameter: String, reason: String)

    public var description: String {
        switch self {
        case .unknownType(let name): "unknown preset type '\(name)'"
        case .unknownParameter(let name, let type, let suggestion):
            "preset type '\(type)' has no parameter '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .invalid(let parameter, let reason): "parameter '\(parameter)': \(reason)"
        }
    }
}
