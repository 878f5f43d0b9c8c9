import AnimDBEngine
import AnimDBGeometry
import AnimDBResolve
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A timeline evaluated for an export: its scenes at every frame (and, on demand, between frames), the nodes
/// followed from frame to frame, where values may jump, and the spans in which one timing curve alone moves an item.
///
/// Every value comes from the evaluator (`TimelineEvaluator`, the one evaluation truth), so frame k shows what
/// `animdb play NAME --at k/fps` shows.
final class ExportFrames {
    /// One sampled instant: the items' values and the scene drawn from them.
    struct Frame {
        var items: [SceneItem]
        var scene: Scene
    }

    let frameRate: Double
    /// The last frame: frames 0…lastFrame are exported.
    let lastFrame: Int
    let size: CGSize
    let view: ViewSpec
    let timing: TimelineTiming
    private var evaluator: TimelineEvaluator
    private var cache: [Double: Frame] = [:]

    init(evaluator: TimelineEvaluator, size: CGSize, frameRate: Double, duration: Double) {
        self.evaluator = evaluator
        self.size = size
        self.frameRate = frameRate
        view = evaluator.view
        timing = evaluator.timing
        lastFrame = Self.lastFrame(duration: duration, frameRate: frameRate)
        // Whole frames in increasing order: stateful tracks advance incrementally.
        for frame in 0...lastFrame { _ = self.frame(Double(frame)) }
    }

    /// The last whole frame of `duration` seconds at `frameRate`: the first one at or after the end, so the end
    /// state is shown.
    static func lastFrame(duration: Double, frameRate: Double) -> Int {
        Int(max(0, LottieTime.frame(duration, frameRate: frameRate).rounded(.up)))
    }

    var frames: ClosedRange<Int> { 0...lastFrame }

    /// The frame at a frame position (whole or not).
    func frame(_ position: Double) -> Frame {
        if let known = cache[position] { return known }
        let items = evaluator.sceneItems(at: position / frameRate)
        let frame = Frame(items: items, scene: evaluator.scene(at: position / frameRate, size: size))
        cache[position] = frame
        return frame
    }

    // MARK: Nodes

    /// A node followed through the frames: its role and source, and the frames it is drawn in.
    struct Track {
        var role: SceneNode.Role
        var source: SceneNode.Source
        /// Whole frames in which the scene has the node.
        var present: Set<Int>
        var isText: Bool
    }

    /// Every node of every frame, in drawing order (a node first drawn later goes after the nodes it follows).
    lazy var tracks: [Track] = {
        var tracks: [Track] = []
        for frame in frames {
            var previous = -1
            for node in self.frame(Double(frame)).scene.nodes {
                if let index = tracks.firstIndex(where: { $0.role == node.role && $0.source == node.source }) {
                    tracks[index].present.insert(frame)
                    previous = index
                } else {
                    let isText = if case .text = node.content { true } else { false }
                    tracks.insert(
                        Track(role: node.role, source: node.source, present: [frame], isText: isText),
                        at: previous + 1)
                    previous += 1
                }
            }
        }
        return tracks
    }()

    /// The track's node at a frame position; where the scene does not draw it, the nearest frame that does (the
    /// layer is then hidden).
    func node(_ track: Track, at position: Double) -> SceneNode {
        if let node = find(track, in: frame(position).scene) { return node }
        let whole = Int(position.rounded(.down))
        let nearest = track.present.min { abs($0 - whole) < abs($1 - whole) }!
        return find(track, in: frame(Double(nearest)).scene)!
    }

    func isPresent(_ track: Track, at position: Double) -> Bool { find(track, in: frame(position).scene) != nil }

    private func find(_ track: Track, in scene: Scene) -> SceneNode? {
        scene.nodes.first { $0.role == track.role && $0.source == track.source }
    }

    // MARK: Jumps and exact spans

    /// Frame positions where values may jump: changes without animation, changes of parameters that jump, keyframe
    /// tracks' instant moves, and the start of each later pass of a repeating timeline. Each channel keeps only the
    /// ones where it does jump (`jumps(in:)`).
    lazy var candidateJumps: [Double] = {
        var times: [Double] = []
        for transaction in view.transactions where transaction.animation == nil {
            times.append(transaction.time)
        }
        for parameter in timing.parameters where parameter.jumps { times += parameter.markerTimes }
        // A keyframed parameter's marker times are its keyframes' times as the engine resolves them (a spring
        // keyframe without a duration lasts its settling time), one per keyframe.
        for parameter in timing.parameters where parameter.isKeyframed {
            guard let keyframes = view.keyframes[parameter.key]?.keyframes else { continue }
            for (keyframe, time) in zip(keyframes, parameter.markerTimes) {
                if case .move = keyframe { times.append(time) }
            }
        }
        var positions: [Double] = []
        for pass in passes {
            positions.append(pass.start * frameRate)
            for time in times { positions.append((pass.start + time) * frameRate) }
        }
        let last = Double(lastFrame)
        return Set(positions.map { LottieTime.frame($0 / frameRate, frameRate: frameRate) }).filter {
            $0 > 0 && $0 <= last
        }.sorted()
    }()

    /// The passes the export covers: each pass's start in seconds.
    private var passes: [(start: Double, index: Int)] {
        let length = timing.passLength
        let duration = Double(lastFrame) / frameRate
        guard length > 0 else { return [(0, 0)] }
        var count: Int
        switch timing.repetition {
        case .forever: count = Int((duration / length).rounded(.up))
        case .count(let n): count = n
        }
        count = max(1, min(count, Int((duration / length).rounded(.up)), 10_000))
        return (0..<count).map { (Double($0) * length, $0) }
    }

    /// The candidate jumps at which `value` (a channel's value at a frame position) is discontinuous: it differs
    /// just before the jump from at it by more than a continuous change could in a millionth of a frame.
    func jumps(in value: (Double) -> [Double]) -> [Double] {
        candidateJumps.filter { position in
            let before = value(position - 1e-6)
            let at = value(position)
            guard before.count == at.count else { return true }
            let scale = 1 + ((before + at).map(abs).max() ?? 0)
            return zip(before, at).contains { abs($0 - $1) > 1e-5 * scale }
        }
    }

    /// The spans (in frames) in which one timing curve alone moves an item (`TimelineEvaluator.soloAnimations()` whose
    /// animation is one Bézier curve), in every pass the export covers. A channel uses one when its samples follow it.
    lazy var spans: [LottieSpan] = {
        var spans: [LottieSpan] = []
        let rate = timing.displayRate
        let solos = evaluator.soloAnimations()
        for pass in passes {
            for solo in solos {
                guard let segment = LottieEasing.timingSegment(of: solo.animation) else { continue }
                let change = pass.start + solo.time
                let start = LottieTime.frame(change + segment.delay, frameRate: frameRate)
                let end = LottieTime.frame(change + segment.delay + segment.duration, frameRate: frameRate)
                let animation = solo.animation
                let frameRate = self.frameRate
                spans.append(
                    LottieSpan(start: start, end: end, segment: segment) { position in
                        animation.value(from: 0, to: 1, at: position / frameRate - change, displayRate: rate)
                    })
            }
        }
        return spans
    }()
}
