import AnimDBEngine

/// One attribute's animator fed by its timed changes on a simulated display, answering the value at any time in
/// any order: the value at t is `Animator.value(at:)` after every change at or before t.
///
/// Times asked in increasing order advance one animator incrementally. Any other time restarts from the latest
/// checkpoint at or before it (one is kept per second of the clock as the animator first passes it, thinned to at
/// most `maximumCheckpoints` by doubling the spacing), so a probe costs at most one spacing's frames, however far
/// back or forward it reaches.
struct AnimatorTrack<Value: VectorArithmetic> {
    struct Change {
        let time: Double
        let value: Value
        let animation: Animation?
    }

    /// Everything that depends on how far the clock has run.
    private struct State {
        var animator: Animator<Value>
        /// The index of the first change not yet applied.
        var next = 0
        /// Every frame and change at or before this time has been applied, and nothing after it.
        var position = -Double.infinity
    }

    let changes: [Change]
    let display: DisplayClock
    private let initial: State
    private var state: State
    private var checkpoints: [State] = []
    private var spacing = 1.0

    static var maximumCheckpoints: Int { 512 }

    /// - Precondition: `changes` are in time order.
    init(initial value: Value, changes: [Change], display: DisplayClock) {
        self.changes = changes
        self.display = display
        initial = State(animator: Animator(value: value, displayRate: display.rate))
        state = initial
    }

    /// The value at `time`.
    mutating func value(at time: Double) -> Value {
        restore(for: time, mustRewind: time < state.position && hasEvents(after: time))
        while nextCheckpoint <= time {
            advance(to: nextCheckpoint)
            save()
        }
        applyChanges(through: time)
        state.position = max(state.position, time)
        return state.animator.value(at: time)
    }

    /// When the track stops changing (see `Animator.runToRest(within:)`), after its last change; nil when it never
    /// does within `Animation.longestRun` of it.
    func restTime() -> Double? {
        var animator = initial.animator
        for change in changes { animator.animate(to: change.value, with: change.animation, at: change.time) }
        let lastChange = changes.last?.time ?? 0
        let limit = lastChange + Animation.longestRun
        guard let rest = animator.runToRest(within: limit), rest <= limit else { return nil }
        return max(rest, lastChange)
    }

    /// The changes whose animation alone carries the track from one value at rest to the next: every earlier
    /// animation has ended by the change's time, and this one ends (`Animator.runToRest(within:)`) no later than the
    /// next change. Between its time and its end such a change's value is exactly its animation's run from the old
    /// value to the new one, nothing combined with it or interrupting it.
    func soloRuns() -> [(change: Int, end: Double)] {
        var runs: [(change: Int, end: Double)] = []
        var animator = initial.animator
        for (index, change) in changes.enumerated() {
            var before = animator
            let atRest = before.runToRest(within: change.time).map { $0 <= change.time } ?? false
            animator.animate(to: change.value, with: change.animation, at: change.time)
            guard atRest, change.animation != nil else { continue }
            let next = index + 1 < changes.count ? changes[index + 1].time : change.time + Animation.longestRun
            var probe = animator
            if let end = probe.runToRest(within: next), end <= next, end > change.time {
                runs.append((index, end))
            }
        }
        return runs
    }

    // MARK: The clock

    /// Whether a display frame or a change lies after `time` but at or before the current position, so the state
    /// has moved past what `time` needs.
    private func hasEvents(after time: Double) -> Bool {
        if display.time(ofFrame: display.firstFrame(after: time)) <= state.position { return true }
        return state.next > 0 && changes[state.next - 1].time > time
    }

    /// Restores the latest checkpoint at or before `time`: always when the state has moved past `time`, and when
    /// the checkpoint is ahead of the state (a jump forward skips frames already run once).
    private mutating func restore(for time: Double, mustRewind: Bool) {
        var low = 0
        var high = checkpoints.count
        while low < high {
            let mid = (low + high) / 2
            if checkpoints[mid].position <= time { low = mid + 1 } else { high = mid }
        }
        if low == 0 {
            if mustRewind { state = initial }
        } else if mustRewind || checkpoints[low - 1].position > state.position {
            state = checkpoints[low - 1]
        }
    }

    private mutating func applyChanges(through time: Double) {
        while state.next < changes.count, changes[state.next].time <= time {
            let change = changes[state.next]
            state.animator.animate(to: change.value, with: change.animation, at: change.time)
            state.next += 1
        }
    }

    /// Runs the clock to `time`: every frame and change at or before it.
    private mutating func advance(to time: Double) {
        applyChanges(through: time)
        state.animator.advance(to: time)
        state.position = max(state.position, time)
    }

    /// The first multiple of `spacing` after the current position: where the next checkpoint is due.
    private var nextCheckpoint: Double {
        max(0, (state.position / spacing).rounded(.down) + 1) * spacing
    }

    private mutating func save() {
        if let last = checkpoints.last, last.position >= state.position { return }
        checkpoints.append(state)
        guard checkpoints.count > Self.maximumCheckpoints else { return }
        spacing *= 2
        checkpoints.removeAll { ($0.position / spacing).rounded(.down) * spacing != $0.position }
    }
}
