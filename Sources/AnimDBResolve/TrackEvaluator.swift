import AnimDBEngine
import AnimDBStore
import AnimDBSyntax
import Foundation

/// One parameter's track, ready to evaluate: keyframes, or timed state changes driven by an `Animator`.
///
/// Single-component parameters (most of them) run on `Double` so streaming a million frames stays allocation-free;
/// multi-component ones (points, colours, …) run on `AnimatableVector`.
struct TrackEvaluator {
    let template: ParameterValue
    let duration: Double
    let markerTimes: [Double]
    // Exactly one of these is set. Separate optionals rather than an enum payload so the stateful change tracks
    // mutate in place (an enum payload would be copied out and back on every sample).
    private var scalarKeyframes: KeyframeTrack<Double>?
    private var vectorKeyframes: KeyframeTrack<AnimatableVector>?
    private var scalarChanges: ChangeTrack<Double>?
    private var vectorChanges: ChangeTrack<AnimatableVector>?
    private var jumps: [(time: Double, value: ParameterValue)] = []

    init(parameter: String, type: ParameterType, base: ParameterValue, track: ResolvedTrack, jumps: Bool)
        throws(TimelineError)
    {
        template = base
        switch track {
        case .keyframes(let parsed):
            if let mismatch = parsed.keyframes.first(where: { !base.interpolates(with: $0.value) }) {
                throw .invalid(
                    parameter: parameter,
                    reason: "keyframe value \(mismatch.value) cannot interpolate from \(base) (a different structure)")
            }
            if type.componentCount == 1, let keyframes = parsed.doubleKeyframes {
                let track = KeyframeTrack(initialValue: base.components.first ?? 0, keyframes: keyframes)
                scalarKeyframes = track
                duration = track.duration
                markerTimes = track.keyframeTimes
            } else {
                let track = KeyframeTrack(
                    initialValue: AnimatableVector(base.components), keyframes: parsed.vectorKeyframes)
                vectorKeyframes = track
                duration = track.duration
                markerTimes = track.keyframeTimes
            }
        case .changes(let timed):
            let changes = timed.sorted { $0.at < $1.at }.map { (time: $0.at, value: $0.value, animation: $0.animation) }
            markerTimes = changes.map(\.time)
            // Values that cannot interpolate into one another (a colour and a gradient, different stop counts or
            // line caps) jump, as a non-animatable parameter does.
            if jumps || !changes.allSatisfy({ base.interpolates(with: $0.value) }) {
                self.jumps = changes.map { ($0.time, $0.value) }
                duration = changes.last?.time ?? 0
            } else if type.componentCount == 1 {
                let track = ChangeTrack(
                    initial: base.components.first ?? 0,
                    changes: changes.map { ($0.time, $0.value.components.first ?? 0, $0.animation) })
                scalarChanges = track
                duration = track.duration
            } else {
                let track = ChangeTrack(
                    initial: AnimatableVector(base.components),
                    changes: changes.map { ($0.time, AnimatableVector($0.value.components), $0.animation) })
                vectorChanges = track
                duration = track.duration
            }
        }
    }

    mutating func value(at time: Double) -> ParameterValue {
        if let track = scalarKeyframes { return template.withComponents([track.value(time: time)]) }
        if let track = vectorKeyframes { return template.withComponents(track.value(time: time).components) }
        if scalarChanges != nil { return template.withComponents([scalarChanges!.value(at: time)]) }
        if vectorChanges != nil { return template.withComponents(vectorChanges!.value(at: time).components) }
        return jumps.last(where: { $0.time <= time })?.value ?? template
    }
}

/// Timed changes of one value, each animated, interrupting one another as SwiftUI's do.
struct ChangeTrack<Value: VectorArithmetic> {
    let initial: Value
    let changes: [(time: Double, value: Value, animation: Animation)]
    let duration: Double
    private var animator: Animator<Value>
    private var next = 0
    private var lastTime = -Double.infinity

    init(initial: Value, changes: [(time: Double, value: Value, animation: Animation)]) {
        self.initial = initial
        self.changes = changes
        animator = Animator(value: initial)
        var end = 0.0
        var previous = initial
        for change in changes {
            let distance = (change.value - previous).magnitudeSquared.squareRoot()
            let length = change.animation.duration(from: 0, to: distance) ?? TimelineEvaluator.openEndedTail
            end = max(end, change.time + length)
            previous = change.value
        }
        duration = end
    }

    mutating func value(at time: Double) -> Value {
        if time < lastTime {
            animator = Animator(value: initial)
            next = 0
        }
        lastTime = time
        while next < changes.count, changes[next].time <= time {
            animator.animate(to: changes[next].value, with: changes[next].animation, at: changes[next].time)
            next += 1
        }
        return animator.value(at: time)
    }
}
