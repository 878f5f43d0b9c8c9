import AnimDBEngine
import AnimDBModel

/// The one answer to "how long does this timeline play, when does each parameter stop changing, does it jump, and
/// where do its keyframes fall", for a view on a display (docs/evaluation.md). Play, render, replay, curve, the
/// HTML player and codegen all read it from here.
///
/// **Length of one pass**: the latest time at which anything changes, so the value at the length is the final
/// value and nothing changes after it. A keyframe track lasts its keyframes' total duration; a jump happens at its
/// transaction's time; an item's animator lasts until its last animation ends for good on the display
/// (`Animator.runToRest(within:)`: a timing curve or interpolating spring at its exact end, where it shows its end
/// value; a fluid spring, a repeat or a combination holding one on the display frame where it reports finished).
/// An animator that never comes to rest (`repeatForever`, an undamped spring, anything still running an hour after
/// its last change) is *open-ended*: it counts as lasting `openEndedTail` seconds after its last change. A phase
/// animator that cycles continuously is open-ended too, and a pass is its whole cycles (`ViewSpec.scheduled(on:)`).
public struct TimelineTiming: Sendable {
    /// An animation that alone moves one item: from the change at `time` until `end`, the item's animated
    /// parameters (those its transactions animate) show exactly `animation` running from their values at rest to
    /// the change's values. Nothing else changes them in that span: the animator was at rest at `time`, and the
    /// item's next change comes at `end` or later. Exports that can express one animation exactly (a Lottie
    /// keyframe pair with Bézier easing) ask this instead of assuming.
    public struct SoloAnimation: Sendable {
        /// The item's index in the view.
        public let item: Int
        /// The parameters the animation moves.
        public let parameters: [ViewSpec.ParameterKey]
        /// The change's time within a pass.
        public let time: Double
        /// When the item shows the change's values for good.
        public let end: Double
        public let animation: Animation
    }

    /// One animated parameter's facts.
    public struct Parameter: Sendable {
        public let key: ViewSpec.ParameterKey
        /// How it is written (`ViewSpec.name(of:)`).
        public let name: String
        /// Whether its changes jump instead of animating (`ParameterRule.jumps`, or values that cannot interpolate
        /// into one another); false for a keyframe track, which drives it every frame.
        public let jumps: Bool
        /// Whether a keyframe track drives it.
        public let isKeyframed: Bool
        /// When it stops changing within a pass; nil when it never does (open-ended).
        public let length: Double?
        /// Where its keyframes end, or when transactions set it.
        public let markerTimes: [Double]
    }

    /// How long an open-ended animation counts for after its last change.
    public static let openEndedTail = 5.0

    /// The display the lengths were measured on.
    public let displayRate: Double
    /// How often the timeline plays.
    public let repetition: Timeline.Repetition
    /// The length of one pass in seconds.
    public let passLength: Double
    /// Whether an animation never comes to rest, so `passLength` ends on the open-ended rule.
    public let isOpenEnded: Bool
    /// Every animated parameter, in `TimelineEvaluator.parameters` order.
    public let parameters: [Parameter]

    init(
        view: ViewSpec, plan: EvaluationPlan, attributes: [AttributeEvaluator], tree: TreeTimeline,
        display: DisplayClock, cycleEnd: Double? = nil
    ) {
        var lengths: [Double?] = plan.keys.map { _ in 0 }
        var openEnded = false
        var passLength = 0.0
        // How long keyframe tracks and jumps last, which a pass of phase cycles must also cover.
        var tracksLength = 0.0
        // Transitions and moving geometry last as long as their animations (`TreeTimeline.restTime`).
        if let rest = tree.restTime() {
            passLength = rest
        } else {
            openEnded = true
            passLength = (tree.transactions.last?.time ?? 0) + Self.openEndedTail
        }
        for (index, attribute) in attributes.enumerated() {
            let item = plan.items[index]
            if attribute.hasAnimator {
                let rest = attribute.animatorRestTime()
                openEnded = openEnded || rest == nil
                passLength = max(passLength, rest ?? attribute.lastAnimatorChange + Self.openEndedTail)
                for slot in item.vectorSlots { lengths[slot.slot] = rest }
            }
            for slot in item.keyframeSlots {
                // Keyframes that loop never end: open-ended, one loop long.
                guard let length = slot.length else {
                    openEnded = true
                    lengths[slot.slot] = nil
                    passLength = max(passLength, slot.duration)
                    tracksLength = max(tracksLength, slot.duration)
                    continue
                }
                lengths[slot.slot] = length
                passLength = max(passLength, length)
                tracksLength = max(tracksLength, length)
            }
            for slot in item.jumpSlots {
                let length = slot.changes.last?.time ?? 0
                lengths[slot.slot] = length
                passLength = max(passLength, length)
                tracksLength = max(tracksLength, length)
            }
        }
        // A phase animator that cycles never comes to rest: a pass is its whole cycles (`ViewSpec.scheduled`), which
        // end with the first phase's animation logically complete, so a repeating pass loops on a cycle.
        if let cycleEnd {
            openEnded = true
            passLength = max(cycleEnd, tracksLength)
            for (slot, length) in lengths.enumerated() { lengths[slot] = length.map { min($0, passLength) } }
        }
        displayRate = display.rate
        repetition = view.repetition
        self.passLength = passLength
        isOpenEnded = openEnded
        parameters = plan.keys.enumerated().map { slot, key in
            Parameter(
                key: key, name: view.name(of: key), jumps: plan.jumpingKeys.contains(key),
                isKeyframed: view.keyframes[key] != nil, length: lengths[slot], markerTimes: plan.markerTimes[slot])
        }
    }

    /// The whole playing time (passes × pass length), or nil when it repeats forever.
    public var totalLength: Double? {
        switch repetition {
        case .count(let n): passLength * Double(max(n, 1))
        case .forever: nil
        }
    }

    /// What a play shows by default: the whole playing time, or one pass of a timeline that repeats forever.
    public var playLength: Double { totalLength ?? passLength }

    /// Every parameter's marker times together, sorted, without repeats.
    public var markerTimes: [Double] { Array(Set(parameters.flatMap(\.markerTimes))).sorted() }

    /// The facts of the parameter written `name`.
    public func parameter(named name: String) -> Parameter? { parameters.first { $0.name == name } }

    /// Maps a time on the playing clock to the time within its pass: each pass restarts the clock, and the end of
    /// a pass shows its last frame rather than the next pass's first. After the last pass of a counted timeline the
    /// clock runs on in that pass (finished animations hold; open-ended ones keep moving).
    public func localTime(_ time: Double) -> Double {
        guard passLength > 0, time > passLength else { return time }
        switch repetition {
        case .count(let n) where n <= 1:
            return time
        case .count(let n) where time >= passLength * Double(n):
            // The end of the last pass is exactly the end of a pass (the subtraction below would round).
            let end = passLength * Double(n)
            return passLength + (time - end)
        default:
            let remainder = time.truncatingRemainder(dividingBy: passLength)
            return remainder == 0 ? passLength : remainder
        }
    }
}
