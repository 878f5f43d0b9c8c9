import AnimDBEngine
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How one imported parameter changes: a value for good, a keyframe track, or jumps at times (changes without
/// animation, for parameters that cannot animate or values that cannot morph).
enum ImportedTrack {
    case fixed(ParameterValue)
    case keyframes(base: ParameterValue, ParsedKeyframes)
    case jumps(base: ParameterValue, [(time: Double, value: ParameterValue)])

    /// The parameter's value at the start.
    var base: ParameterValue {
        switch self {
        case .fixed(let value), .keyframes(let value, _), .jumps(let value, _): value
        }
    }

    /// Whether it is a value for good.
    var isFixed: Bool {
        if case .fixed = self { return true }
        return false
    }
}

/// A composition's clock: its frames from the file's frames, `local = (frame − offset) / stretch`. A layer's
/// properties run on the clock of the composition it is in; a precomposition layer's `(st, sr)`
/// (`LottieLayer.localFrame`) composes with that clock to give its layers' clock, so a property's keyframes land at
/// the file's frames wherever the layer is nested. Inside a time-remapped precomposition the clock starts from the
/// remapped frame (`remap`), which no keyframe time maps back through: tracks on such a clock are sampled at every
/// frame.
struct FrameMap: Hashable {
    var offset: Double
    var stretch: Double
    var remap: TimeRemap?

    static let identity = FrameMap(offset: 0, stretch: 1)

    /// The clock of the layers of precomposition layer `layer` in a composition on this clock (the file's own
    /// composition: `.identity`).
    func inner(_ layer: LottieLayer) -> FrameMap {
        FrameMap(offset: offset + stretch * layer.startTime, stretch: stretch * layer.timeStretch, remap: remap)
    }

    init(offset: Double, stretch: Double, remap: TimeRemap? = nil) {
        self.offset = offset
        self.stretch = stretch
        self.remap = remap
    }

    /// A file frame as this clock's frame.
    func local(_ frame: Double) -> Double { ((remap?.frame(frame) ?? frame) - offset) / stretch }

    /// This clock's frame as a file frame (without a remap: callers with one sample instead).
    func outer(_ frame: Double) -> Double { offset + stretch * frame }
}

/// A precomposition layer's time remap (`tm`): at file frame f its layers show frame `tm(f′) × fps` of the
/// precomposition, f′ being f on the clock of the layer's composition (the remap is in seconds; the layer's time
/// stretch then divides, as in rlottie's `Layer::timeRemap`, which skips `st` under a remap), as `LottieFrame` draws it.
final class TimeRemap: Hashable, @unchecked Sendable {
    let compositionClock: FrameMap
    let seconds: LottieProperty<Double>
    let frameRate: Double

    init(compositionClock: FrameMap, seconds: LottieProperty<Double>, frameRate: Double) {
        self.compositionClock = compositionClock
        self.seconds = seconds
        self.frameRate = frameRate
    }

    func frame(_ file: Double) -> Double { (seconds.value(at: compositionClock.local(file)) ?? 0) * frameRate }

    static func == (a: TimeRemap, b: TimeRemap) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The composition's clock: Lottie frames to the timeline's seconds (frame `inPoint` is time 0), and the frames a
/// player shows.
struct ImportClock {
    let inPoint: Double
    let outPoint: Double
    let frameRate: Double

    func seconds(_ frame: Double) -> Double { (frame - inPoint) / frameRate }

    /// The frames shown: `inPoint` up to the last whole frame before `outPoint`.
    var frames: [Double] {
        let count = max(Int((outPoint - inPoint).rounded(.up)), 1)
        return (0..<count).map { inPoint + Double($0) }
    }

    /// The timeline's length: from the in point to the out point.
    var duration: Double { max(0, (outPoint - inPoint) / frameRate) }
}

extension ImportClock {
    /// A parameter's track from a Lottie property: each segment between keyframes becomes one keyframe of the track
    /// with the same timing — a `LinearKeyframe` eased by `UnitCurve.bezier` with the segment's handles (linear
    /// without), a hold as the value kept and then a `MoveKeyframe` half a frame before the next keyframe — so the
    /// track shows at every frame what a player shows.
    ///
    /// - Parameters:
    ///   - time: The layer's clock: property frames are the layer's own.
    ///   - value: The parameter's value for a property value.
    /// - Returns: nil when the keyframes cannot be followed exactly (a reversed or remapped clock, or keyframes
    ///   before the in point); the caller bakes the parameter instead.
    func track<V: LottieValue>(
        _ property: LottieProperty<V>, time: FrameMap = .identity, type: ParameterType,
        _ value: (V) -> ParameterValue
    ) -> ImportedTrack? {
        guard case .animated(let keyframes) = property, let first = keyframes.first else {
            return property.initialValue.map { .fixed(value($0)) } ?? nil
        }
        if keyframes.allSatisfy({ value($0.value) == value(first.value) }) { return .fixed(value(first.value)) }
        // A reversed clock (a negative stretch) runs keyframes backwards: baked.
        guard time.remap == nil, time.stretch > 0, seconds(time.outer(first.time)) >= 0 else { return nil }
        var parsed: [ParsedKeyframe] = []
        let lead = seconds(time.outer(first.time))
        if lead > 0 { parsed.append(.linear(value(first.value), duration: lead, timingCurve: .linear)) }
        for (current, next) in zip(keyframes, keyframes.dropFirst()) {
            let duration = (next.time - current.time) * time.stretch / frameRate
            let from = value(current.value)
            let to = value(next.value)
            if duration <= 0 {
                parsed.append(.move(to))
                continue
            }
            if current.hold || !from.interpolates(with: to)
                || current.value.interpolated(to: next.value, amounts: [0]) == nil
            {
                // A player shows the next value from its keyframe's frame on, but a MoveKeyframe shows the value
                // before it at its own instant (as SwiftUI's does): the move goes half a frame early, so every frame
                // shows what the player shows.
                let early = min(0.5 / frameRate, duration / 2)
                parsed.append(.linear(from, duration: duration - early, timingCurve: .linear))
                parsed.append(.move(to))
                parsed.append(.linear(to, duration: early, timingCurve: .linear))
                continue
            }
            parsed.append(.linear(to, duration: duration, timingCurve: Self.curve(current)))
        }
        let base = value(first.value)
        // A track must morph from its base: values of another structure (paths of other vertex counts) are baked.
        guard parsed.allSatisfy({ base.interpolates(with: $0.value) }) else { return nil }
        return .keyframes(base: base, ParsedKeyframes(type: type, keyframes: parsed))
    }

    /// The easing of a segment as a unit curve, the same in every dimension (`LottieKeyframe.easing`, as rlottie
    /// eases): linear without handles or with both on the diagonal, else the Bézier.
    static func curve<V: LottieValue>(_ keyframe: LottieKeyframe<V>) -> UnitCurve {
        guard let easing = keyframe.easing, easing.x1 != easing.y1 || easing.x2 != easing.y2 else { return .linear }
        // Lottie players clamp handle x to 0…1, as LottieBezierEasing and UnitCurve.value(at:) do.
        return .bezier(
            startControlPoint: UnitPoint(x: easing.x1, y: easing.y1),
            endControlPoint: UnitPoint(x: easing.x2, y: easing.y2))
    }

    /// A parameter sampled at every frame shown: a keyframe per frame, linear in between (or jumps at each frame when
    /// the values cannot morph), so every frame shows the sample.
    func baked(type: ParameterType, _ sample: (Double) -> ParameterValue) -> ImportedTrack {
        let frames = self.frames
        let values = frames.map(sample)
        let base = values[0]
        if values.allSatisfy({ $0 == base }) { return .fixed(base) }
        guard type.isAnimatable, values.allSatisfy({ base.interpolates(with: $0) }) else {
            var changes: [(Double, ParameterValue)] = []
            for (frame, value) in zip(frames, values).dropFirst() where changes.last?.1 ?? base != value {
                changes.append((seconds(frame), value))
            }
            return .jumps(base: base, changes)
        }
        var keyframes: [ParsedKeyframe] = []
        var last = 0
        for index in values.indices.dropFirst() {
            // Runs of one value are one keyframe.
            if index + 1 < values.count, values[index] == values[last], values[index + 1] == values[index] { continue }
            let duration = (frames[index] - frames[last]) / frameRate
            keyframes.append(.linear(values[index], duration: duration, timingCurve: .linear))
            last = index
        }
        return .keyframes(base: base, ParsedKeyframes(type: type, keyframes: keyframes))
    }
}
