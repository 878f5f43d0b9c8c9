import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A view tree's geometry over time on one canvas: how each box's frame is moved away from where layout puts it by
/// the transactions that changed layout, and where a removed node's boxes stay while it goes.
///
/// For each transaction k the plan lays the view out twice at its time: before it (the jumping parameters and
/// presence as they were) and after it. A box in both whose frame differs is animated by the transaction's animation
/// from the old frame to the new one, as SwiftUI animates each view's frame (`AnimatableFrameAttribute`): its
/// geometry at t is its layout at t plus what is left of every such move, which each box's own `Animator` tracks (so
/// springs merge and other animations add up, exactly as for any animatable attribute). A box only one layout has is
/// not moved: a node inserted appears where it lands (its transition does the rest), a node removed stays where it
/// was in the layout before its removal.
struct ScenePlan {
    let size: CGSize
    let display: SceneDisplay
    /// Per moved box: the running sum of the moves (target), animated; `offset = value − model`. An array indexed
    /// through `trackIndex`, so a frame advances each track in place (a dictionary's value would be moved out and
    /// back on every access) with one lookup per box.
    private var tracks: [AnimatorTrack<RectAnimatableData>] = []
    private var trackIndex: [SceneBox: Int] = [:]
    /// The model (the sum of the moves made by each time) of each track, by the same index.
    private var models: [[(time: Double, value: [Double])]] = []
    /// Per node removed at some time, the frames of its subtree's boxes just before each removal.
    private let removals: [Int: [(time: Double, frames: [SceneBox: CGRect])]]

    /// - Parameter layout: lays the view out with the given items, presence and time (the evaluator's values).
    init(
        size: CGSize, display: SceneDisplay, tree: TreeTimeline, clock: DisplayClock,
        layout: (_ time: Double, _ jumps: [ViewSpec.ParameterKey: ParameterValue], _ presence: [Bool]) -> SceneLayout?
    ) {
        self.size = size
        self.display = display
        var jumps: [ViewSpec.ParameterKey: ParameterValue] = [:]
        var presence = tree.initialPresence
        var changes: [SceneBox: [AnimatorTrack<RectAnimatableData>.Change]] = [:]
        var sums: [SceneBox: [Double]] = [:]
        var models: [SceneBox: [(time: Double, value: [Double])]] = [:]
        var removals: [Int: [(time: Double, frames: [SceneBox: CGRect])]] = [:]
        for transaction in tree.transactions {
            defer { presence = transaction.presence }
            guard transaction.jumpsMoveLayout || transaction.presence != presence else {
                for (key, value) in transaction.jumps { jumps[key] = value }
                continue
            }
            let before = layout(transaction.time, jumps, presence)
            for (key, value) in transaction.jumps { jumps[key] = value }
            let after = layout(transaction.time, jumps, transaction.presence)
            if let before, let after {
                for (box, old) in before.frames {
                    guard let new = after.frames[box], new != old else { continue }
                    var sum = sums[box] ?? [0, 0, 0, 0]
                    sum[0] += Double(new.minX) - Double(old.minX)
                    sum[1] += Double(new.minY) - Double(old.minY)
                    sum[2] += Double(new.width) - Double(old.width)
                    sum[3] += Double(new.height) - Double(old.height)
                    sums[box] = sum
                    changes[box, default: []].append(
                        .init(
                            time: transaction.time,
                            value: RectAnimatableData(.init(sum[0], sum[1]), .init(sum[2], sum[3])),
                            animation: transaction.animation))
                    models[box, default: []].append((transaction.time, sum))
                }
                for node in transaction.presence.indices where presence[node] && !transaction.presence[node] {
                    removals[node, default: []].append(
                        (transaction.time, Self.frames(under: node, in: before, display)))
                }
            }
        }
        for (box, boxChanges) in changes {
            trackIndex[box] = tracks.count
            tracks.append(AnimatorTrack(initial: .zero, changes: boxChanges, display: clock))
            self.models.append(models[box] ?? [])
        }
        self.removals = removals
    }

    /// The boxes of every display node showing SceneView node `node`, and of everything under them.
    private static func frames(under node: Int, in layout: SceneLayout, _ display: SceneDisplay) -> [SceneBox: CGRect] {
        var roots = display.nodes.indices.filter { display.nodes[$0].source == node }
        var nodes: Set<Int> = []
        while let next = roots.popLast() {
            guard nodes.insert(next).inserted else { continue }
            roots += display.nodes[next].children + display.nodes[next].attached.flatMap { $0 }
        }
        return layout.frames.filter { nodes.contains($0.key.node) }
    }

    /// Whether any transaction moves a box (else no box is ever off its layout).
    var hasTracks: Bool { !tracks.isEmpty }

    /// How far box `box` is from where layout puts it at `time`: what is left of the moves animating it.
    mutating func offset(of box: SceneBox, at time: Double) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let index = trackIndex[box] else { return nil }
        let value = tracks[index].value(at: time)
        let history = models[index]
        // The model is the sum of every move made by `time` (the last entry made by then); none made, it is zero.
        guard let model = history.last(where: { $0.time <= time })?.value else {
            return (value.first.first, value.first.second, value.second.first, value.second.second)
        }
        return (
            value.first.first - model[0], value.first.second - model[1], value.second.first - model[2],
            value.second.second - model[3]
        )
    }

    /// The frames a node removed by `time` was last laid out with, for drawing it while it goes.
    func removedFrames(of node: Int, at time: Double) -> [SceneBox: CGRect]? {
        removals[node]?.last { $0.time <= time }?.frames
    }
}
