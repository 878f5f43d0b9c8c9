import AnimDBEngine
import AnimDBGeometry

/// What a view tree does over time apart from its parameters: which nodes are shown after each transaction, and the
/// transactions that can move geometry (their time, animation and the jumping parameters they change). Known from the
/// plan alone, before any layout; `ScenePlan` lays it out on a canvas.
///
/// SwiftUI semantics (docs/evaluation.md, "Trees"):
/// - A node is part of the view while every condition on it holds. When a transaction makes one fail (or hold), the
///   node is removed (or inserted) in that transaction: its transition runs under the transaction's animation, from
///   identity to its removal modifiers (or from its insertion modifiers to identity); without an animation it goes (or
///   comes) at once. A removed node stays drawn, where it last was, until its removal transition ends (OpenSwiftUI
///   `TransitionPhase`; Apple, "Transition").
/// - Layout is not animated as values (SwiftUI's layouts are not `Animatable`): what animates is each view's
///   geometry. A transaction that changes layout (a jumping parameter such as a frame's width, a text, a node coming
///   or going) moves every view's frame from where it was to where the new layout puts it, under the transaction's
///   animation (OpenSwiftUI `AnimatableFrameAttribute`).
struct TreeTimeline: Sendable {
    struct Transaction: Sendable {
        let time: Double
        let animation: Animation?
        let jumps: [(key: ViewSpec.ParameterKey, value: ParameterValue)]
        /// Per node of the view, whether it is shown after the transaction.
        let presence: [Bool]
        /// Whether a jump it makes can move layout (see `PresetType.affectsLayout`).
        let jumpsMoveLayout: Bool
    }

    let transactions: [Transaction]
    /// Per node, whether it is shown before any transaction.
    let initialPresence: [Bool]
    /// The nodes with conditions, which alone can come and go.
    let conditionalNodes: [Int]

    init(view: ViewSpec, plan: EvaluationPlan) {
        func presence(_ states: [ParameterValue]) -> [Bool] {
            view.nodes.map { node in
                node.conditions.allSatisfy { states.indices.contains($0.state) && states[$0.state] == .bool($0.holds) }
            }
        }
        initialPresence = presence(plan.initialStates)
        transactions = plan.transactions.enumerated().map { index, transaction in
            let states = plan.states.indices.contains(index) ? plan.states[index] : plan.initialStates
            return Transaction(
                time: transaction.time, animation: transaction.animation, jumps: transaction.jumps,
                presence: presence(states),
                jumpsMoveLayout: transaction.jumps.contains { view.items[$0.key.item].type.affectsLayout })
        }
        conditionalNodes = view.nodes.indices.filter { !view.nodes[$0].conditions.isEmpty }
    }

    /// Whether any transaction makes a node come or go.
    var hasTransitions: Bool {
        transactions.contains { $0.presence != initialPresence }
            || zip(transactions, transactions.dropFirst()).contains { $0.presence != $1.presence }
    }

    /// Each conditional node's transition progress over time: 1 shown, 0 gone, moving under the animation of each
    /// transaction that inserts or removes it.
    func presenceTracks(display: DisplayClock) -> [Int: AnimatorTrack<Double>] {
        var tracks: [Int: AnimatorTrack<Double>] = [:]
        for node in conditionalNodes {
            var shown = initialPresence[node]
            var changes: [AnimatorTrack<Double>.Change] = []
            for transaction in transactions where transaction.presence[node] != shown {
                shown = transaction.presence[node]
                changes.append(.init(time: transaction.time, value: shown ? 1 : 0, animation: transaction.animation))
            }
            tracks[node] = AnimatorTrack(initial: initialPresence[node] ? 1 : 0, changes: changes, display: display)
        }
        return tracks
    }

    /// Whether node `node` is shown (as a model value: transitions aside) at `time`.
    func isShown(_ node: Int, at time: Double) -> Bool {
        var shown = initialPresence[node]
        for transaction in transactions {
            guard transaction.time <= time else { break }
            shown = transaction.presence[node]
        }
        return shown
    }

    /// When the tree's own animations end: every animated transaction that inserts or removes a node, or changes a
    /// jumping parameter that can move layout, lasts its animation's run of a unit change. Geometry's own
    /// magnitudes depend on the canvas, which timing does not know; for timing curves this is exact, for springs the
    /// settling of a unit change (docs/evaluation.md).
    func restTime() -> Double? {
        var latest = 0.0
        var previous = initialPresence
        for transaction in transactions {
            defer { previous = transaction.presence }
            guard let animation = transaction.animation, transaction.presence != previous || transaction.jumpsMoveLayout
            else { continue }
            guard let duration = animation.duration(from: 0.0, to: 1.0) else { return nil }
            latest = max(latest, transaction.time + duration)
        }
        return latest
    }
}
