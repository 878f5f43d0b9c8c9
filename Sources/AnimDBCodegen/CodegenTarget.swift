import AnimDBEngine
import AnimDBSyntax

/// The SwiftUI generation code is written for, named after the first iOS release that has the APIs it uses.
public enum CodegenTarget: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The `@Animatable` macro with `@AnimatableIgnored` (iOS 26, macOS 26), as the `@Animatable` article writes it.
    case ios26
    /// Hand-written `animatableData` with nested `AnimatablePair`, `AnimatableModifier`, `KeyframeAnimator` for
    /// keyframes and the iOS 15–17 view modifiers (`.foregroundStyle`, `.background(_:in:)`) in demo views.
    case ios17
    /// The same types as ios17; demo views use only iOS 13 API and approximate keyframes by timed `withAnimation`
    /// changes (with a warning).
    case ios13

    public var description: String { rawValue }

    /// Whether `KeyframeAnimator`, `Spring`, `UnitCurve` and the iOS 17 animation presets exist.
    var hasKeyframes: Bool { self != .ios13 }

    /// Whether types get `@Animatable` instead of a hand-written `animatableData`.
    var usesAnimatableMacro: Bool { self == .ios26 }

    /// The `@available` attribute of generated views, nil when iOS 13 (SwiftUI's first release) is enough.
    var viewAvailability: String? {
        switch self {
        case .ios26: Self.ios26Availability
        case .ios17: "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)"
        case .ios13: nil
        }
    }

    /// The `@available` attribute of types that use `@Animatable`.
    static let ios26Availability = "@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)"
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
