import AnimDBEngine
import AnimDBGeometry
import AnimDBRender
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A stored timeline loaded for playback: the exact revisions of the timeline and its preset, and the evaluator
/// (on the display rate asked for) that every play, render, replay and probe goes through.
struct TimelineSession {
    let timeline: Stored<Timeline>
    let preset: Stored<Preset>
    var evaluator: TimelineEvaluator
    /// Every parameter's value at the last evaluated time, updated in place so drawing a frame needs no new
    /// dictionary (playback evaluates millions of frames).
    private var current: [String: ParameterValue]

    init(timeline: Stored<Timeline>, preset: Stored<Preset>, evaluator: TimelineEvaluator) {
        self.timeline = timeline
        self.preset = preset
        self.evaluator = evaluator
        current = evaluator.baseValues
    }

    /// The timeline's latest revision with its preset's latest revision, read together by id.
    static func load(_ name: String, from store: Store, displayRate: Double = DisplayClock.defaultRate) throws
        -> TimelineSession
    {
        let (timeline, preset) = try store.timelineWithPreset(named: name)
        return try make(timeline, preset, displayRate: displayRate)
    }

    /// The timeline at `revision`, with the preset revision whose content hash is `presetHash` (what a past render
    /// used), so a replay evaluates exactly what was rendered even if either has changed, been renamed or been
    /// removed since. Objects are found by id when the render recorded one, else by name.
    static func load(
        timelineID: UUID?, name: String, revision: Int, presetHash: String?, displayRate: Double, from store: Store
    ) throws -> TimelineSession {
        let object =
            try timelineID.map { try store.object(id: $0, revision: revision) }
            ?? store.object(named: name, revision: revision)
        guard case .timeline(let timeline) = object else { throw CLIError.failure("'\(name)' is not a timeline") }
        guard let presetHash, let presetID = timeline.object.presetID else {
            return try make(timeline, try store.preset(named: timeline.object.presetName), displayRate: displayRate)
        }
        guard case .preset(let preset) = try store.object(id: presetID, hash: presetHash) else {
            throw CLIError.failure("'\(timeline.object.presetName)' is not a preset")
        }
        return try make(timeline, preset, displayRate: displayRate)
    }

    private static func make(_ timeline: Stored<Timeline>, _ preset: Stored<Preset>, displayRate: Double) throws
        -> TimelineSession
    {
        let evaluator = try TimelineEvaluator(
            preset: preset.object, timeline: timeline.object, displayRate: displayRate)
        return TimelineSession(timeline: timeline, preset: preset, evaluator: evaluator)
    }

    var name: String { timeline.object.name }
    var type: PresetType { evaluator.presetType }
    var isModifier: Bool { type.kind == .modifier }

    /// Evaluates every animated parameter at `time` (in `evaluator.animatedParameters` order) and makes it the
    /// state `currentScene` and `currentEffect` draw.
    mutating func evaluate(at time: Double) -> [ParameterValue] {
        let values = evaluator.values(at: time)
        for (name, value) in zip(evaluator.animatedParameters, values) { current[name] = value }
        return values
    }

    /// The view this timeline animates, as items: a shape preset alone (filled with the foreground colour, as
    /// SwiftUI fills a shape without a style), a modifier preset applied to a text field showing the timeline's
    /// content text — the chain the stored view model upgrades such timelines to.
    func currentItems() -> [SceneItem] {
        let preset = SceneItem(type: type, values: current)
        guard isModifier else { return [preset] }
        let field = try! SceneItem("text-field", ["placeholder": .string(timeline.object.content ?? "Shake me!")])
        return [field, preset]
    }

    /// The scene for the last evaluated time on a canvas of `size`.
    func currentScene(size: CGSize) -> Scene {
        SceneBuilder.scene(currentItems(), size: size)
    }

    /// The effect for the last evaluated time, for modifier timelines; nil for shapes.
    func currentEffect() -> ModifierEffect? {
        guard isModifier else { return nil }
        return PresetTypeCatalog.unvalidatedEffect(type: type, values: current)
    }

    /// The scene at `time`.
    mutating func scene(at time: Double, size: CGSize) -> Scene {
        _ = evaluate(at: time)
        return currentScene(size: size)
    }
}

/// The times a playback samples: 0 to `duration` at `fps`, both ends included.
struct FrameClock {
    let fps: Double
    let duration: Double

    /// Frames at k/fps up to `duration`, plus one at `duration` itself when it falls between frames.
    var frameCount: Int { AnimationLimits.frames(fps: fps, duration: duration) ?? Int.max }

    func time(ofFrame index: Int) -> Double {
        index == frameCount - 1 ? duration : Double(index) / fps
    }
}
