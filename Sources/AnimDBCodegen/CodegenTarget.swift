import AnimDBEngine
import AnimDBSyntax

/// The SwiftUI generation code is written for, named after the first iOS release that has the APIs it uses.
public enum CodegenTarget: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The `@Animatable` macro with `@AnimatableIgnored` (iOS 26, macOS 26).
    case ios26
    /// Hand-written `animatableData` with nested `AnimatablePair`, `KeyframeAnimator` for keyframes (iOS 17).
    case ios17
    /// Hand-written `animatableData`, `AnimatableModifier`, and keyframes approximated by timed `withAnimation`
    /// changes (iOS 13).
    case ios13

    public var description: String { rawValue }

    /// Whether `KeyframeAnimator`, `Spring`, `UnitCurve` and the iOS 17 animation presets exist.
    var hasKeyframes: Bool { self != .ios13 }

    /// Whether types get `@Animatable` instead of a hand-written `animatableData`.
    var usesAnimatableMacro: Bool { self == .ios26 }
}

/// What one timeline track does, as read from the store: keyframes or timed state changes.
public enum TrackSource: Hashable, Sendable {
    /// A keyframe list of the parameter's type.
    case keyframes(ParsedKeyframes)
    /// Value changes, each animated, in time order (several at one time apply in order).
    case changes([TimedChange])
}

/// How often a timeline plays (the store's `Timeline.Repetition`, restated so code generation needs no store).
public enum CodegenRepetition: Hashable, Sendable {
    /// Plays `n` times in total; `.count(1)` plays once.
    case count(Int)
    /// Loops until stopped.
    case forever

    /// Plays once.
    public static let once = CodegenRepetition.count(1)
}

/// Generated source with the problems met on the way: things the target cannot say exactly.
public struct GeneratedSource: Hashable, Sendable {
    /// A complete Swift file, ending in a newline.
    public var source: String
    /// One line each, without a `warning:` prefix; empty when the source is exact.
    public var warnings: [String]

    public init(source: String, warnings: [String] = []) {
        self.source = source
        self.warnings = warnings
    }
}

/// What animdb's evaluator resolved about a timeline (`TimelineTiming` in AnimDBResolve), handed in by the caller:
/// code generation neither evaluates animations nor reads the store, so the generated view plays exactly as long as
/// `animdb play` and animates exactly what it animates.
public struct TimelineFacts: Hashable, Sendable {
    /// The length of one pass in seconds.
    public var passLength: Double
    /// For each keyframe track, by parameter: where its keyframes end (the last is the track's length).
    public var keyframeTimes: [String: [Double]]
    /// The preset's parameters that jump instead of animating (`ParameterRule.jumps`).
    public var jumpingParameters: Set<String>

    public init(passLength: Double, keyframeTimes: [String: [Double]], jumpingParameters: Set<String>) {
        self.passLength = passLength
        self.keyframeTimes = keyframeTimes
        self.jumpingParameters = jumpingParameters
    }
}
