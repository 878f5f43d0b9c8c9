#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A trim path (`tm`): each path before it in its group (and nested groups) is drawn only from `start` to `end`
/// percent of its length, the stretch moved along by `offset` degrees (360° is the whole length).
public struct LottieTrim: Equatable, Sendable {
    /// `m`: whether all the paths are trimmed as one length (simultaneously: each path by the same percentages) or
    /// one after the other (individually: the percentages of their lengths end to end).
    public enum Mode: Int, Sendable, CaseIterable {
        case simultaneous = 1
        case individual = 2
    }

    /// `s`, `e`: 0…100.
    public var start: LottieProperty<Double>
    public var end: LottieProperty<Double>
    /// `o`: degrees.
    public var offset: LottieProperty<Double>
    public var mode: Mode

    public init(
        start: LottieProperty<Double>, end: LottieProperty<Double>, offset: LottieProperty<Double> = .fixed(0),
        mode: Mode = .simultaneous
    ) {
        self.start = start
        self.end = end
        self.offset = offset
        self.mode = mode
    }
}

/// How merge paths (`mm`) combine the paths before it (`mm`, After Effects' modes).
public enum LottieMergeMode: Int, Sendable, CaseIterable {
    /// Every path as it is, one outline.
    case merge = 1
    case add = 2
    case subtract = 3
    case intersect = 4
    case excludeIntersections = 5
}

/// A repeater (`rp`): the items before it drawn `copies` times, copy k (from `offset`) transformed by `transform`
/// k times, its opacity going from `startOpacity` (the first copy) to `endOpacity` (the last).
public struct LottieRepeater: Equatable, Sendable {
    /// `m`: whether each copy is drawn above the previous one or below it.
    public enum Composite: Int, Sendable, CaseIterable {
        case above = 1
        case below = 2
    }

    /// `c`: may be fractional (the last copy is partly transparent in some players).
    public var copies: LottieProperty<Double>
    /// `o`: how many transforms the first copy already has.
    public var offset: LottieProperty<Double>
    public var composite: Composite
    /// `tr`: the transform applied once more to each copy (its opacity is not used: `startOpacity`/`endOpacity`).
    public var transform: LottieTransform
    /// `tr.so`, `tr.eo`: 0…100.
    public var startOpacity: LottieProperty<Double>
    public var endOpacity: LottieProperty<Double>

    public init(
        copies: LottieProperty<Double>, offset: LottieProperty<Double> = .fixed(0), composite: Composite = .above,
        transform: LottieTransform = .identity, startOpacity: LottieProperty<Double> = .fixed(100),
        endOpacity: LottieProperty<Double> = .fixed(100)
    ) {
        self.copies = copies
        self.offset = offset
        self.composite = composite
        self.transform = transform
        self.startOpacity = startOpacity
        self.endOpacity = endOpacity
    }
}
