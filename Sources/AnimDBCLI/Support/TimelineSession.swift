import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBRender
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A stored timeline loaded for playback: the exact revisions of the timeline and of every preset its view uses, and
/// the evaluator (on the display rate asked for) that every play, render, replay and probe goes through.
struct TimelineSession {
    let timeline: Stored<Timeline>
    /// The presets the view uses, by id, at the revisions evaluated.
    let presets: [UUID: Stored<Preset>]
    var evaluator: TimelineEvaluator
    /// Every item's parameter values at the last evaluated time, updated in place so drawing a frame needs no new
    /// dictionary (playback evaluates millions of frames).
    private var current: [[String: ParameterValue]]
    /// The time `evaluate(at:)` was last asked.
    private var lastTime = 0.0
    /// The indices of items with a modifier effect (shakes, offset, scale, rotation, opacity, counter). Whether an
    /// item has one depends on its type alone, so it is asked once, not on every frame.
    private let effectItems: [Int]

    init(timeline: Stored<Timeline>, presets: [UUID: Stored<Preset>], evaluator: TimelineEvaluator) {
        self.timeline = timeline
        self.presets = presets
        self.evaluator = evaluator
        let items = evaluator.view.items
        current = items.map(\.values)
        effectItems = items.indices.filter {
            PresetTypeCatalog.unvalidatedEffect(type: items[$0].type, values: items[$0].values) != nil
        }
    }

    /// The timeline's latest revision with its presets' latest revisions, read together by id.
    static func load(_ name: String, from store: Store, displayRate: Double = DisplayClock.defaultRate) throws
        -> TimelineSession
    {
        let (timeline, presets) = try store.timelineWithPresets(named: name)
        return try make(timeline, presets, types: StoreSession.types(of: store), displayRate: displayRate)
    }

    /// The timeline at `revision`, with the preset revisions a past render used (`presetHashes` by id, or for a
    /// render of an older single-preset timeline its one `presetHash`), so a replay evaluates exactly what was
    /// rendered even if any of them has changed, been renamed or been removed since. Objects are found by id when the
    /// render recorded one, else by name.
    static func load(
        timelineID: UUID?, name: String, revision: Int, presetHashes: [UUID: String], presetHash: String?,
        displayRate: Double, from store: Store
    ) throws -> TimelineSession {
        let object =
            try timelineID.map { try store.object(id: $0, revision: revision) }
            ?? store.object(named: name, revision: revision)
        guard case .timeline(let timeline) = object else { throw CLIError.failure("'\(name)' is not a timeline") }
        var presets: [UUID: Stored<Preset>] = [:]
        let ids = timeline.object.presetIDs
        for id in ids where presets[id] == nil {
            let hash = presetHashes[id] ?? (ids.count == 1 ? presetHash : nil)
            let found: StoredObject
            if let hash {
                found = try store.object(id: id, hash: hash)
            } else {
                // A render that did not record this preset's revision replays with its current one.
                let item = timeline.object.items.first { $0.presetID == id }
                found = try store.object(named: item?.presetName ?? id.storageText)
            }
            guard case .preset(let preset) = found else {
                throw CLIError.failure("the view of '\(name)' uses \(id.storageText), which is not a preset")
            }
            presets[id] = preset
        }
        return try make(timeline, presets, types: StoreSession.types(of: store), displayRate: displayRate)
    }

    /// A timeline not stored (a view read from a Swift file by `watch FILE.swift` or the studio's editor), evaluated
    /// with `types`: its preset items are resolved by name in `store`, as the store would resolve them when adding it.
    /// Its revision is 0 and its hash its content hash.
    static func unsaved(
        _ timeline: Timeline, types: TypeLibrary, store: Store, displayRate: Double = DisplayClock.defaultRate
    ) throws -> TimelineSession {
        var presets: [UUID: Stored<Preset>] = [:]
        var resolved = timeline
        resolved.view = try timeline.view.mapItems { item in
            guard case .preset(let name, nil, let parameters) = item.source else { return item }
            let preset = try store.preset(named: name)
            presets[preset.object.id] = preset
            var item = item
            item.source = .preset(name: name, id: preset.object.id, parameters: parameters)
            return item
        }
        let epoch = Date(timeIntervalSince1970: 0)
        let stored = Stored(
            object: resolved, revision: 0, hash: resolved.contentHash, createdAt: epoch, updatedAt: epoch)
        return try make(stored, presets, types: types, displayRate: displayRate)
    }

    private static func make(
        _ timeline: Stored<Timeline>, _ presets: [UUID: Stored<Preset>], types: TypeLibrary, displayRate: Double
    ) throws -> TimelineSession {
        let evaluator = try TimelineEvaluator(
            timeline: timeline.object, presets: presets.mapValues(\.object), types: types, displayRate: displayRate)
        return TimelineSession(timeline: timeline, presets: presets, evaluator: evaluator)
    }

    var name: String { timeline.object.name }
    /// The view's content type.
    var type: PresetType { evaluator.presetType }
    /// Whether the view's content is text (a text, a text field, numbers): it is staged as a label, not a shape.
    var isTextContent: Bool { type.kind != .shape }
    /// Whether the view has items that move, scale, turn or fade its content: frames then carry an `effect`.
    var hasEffects: Bool { effectItems.isEmpty == false }

    /// The canvas a view is staged on when no size is asked for (`SceneLayout.stageSize`): its ideal size with a
    /// margin, or an iPhone's screen for a navigation stack; the largest the view takes over the timeline (at the
    /// start, as each change happens and at the end of a pass), so a view a change inserts or grows still fits.
    var stageSize: CGSize {
        var evaluator = self.evaluator
        let end = evaluator.timing.passLength
        let times = [0] + evaluator.view.transactions.map(\.time) + (end.isFinite ? [end] : [])
        var size = CGSize.zero
        for time in Set(times).sorted() {
            let stage = SceneLayout.stageSize(view: evaluator.sceneView(at: time), display: evaluator.sceneDisplay)
            size = CGSize(width: max(size.width, stage.width), height: max(size.height, stage.height))
        }
        return size
    }

    /// Each preset's content hash by id, as a render records them.
    var presetHashes: [UUID: String] { presets.mapValues(\.hash) }

    /// Evaluates every animated parameter at `time` (in `evaluator.parameters` order) and makes it the state
    /// `currentScene` and `currentEffect` draw.
    mutating func evaluate(at time: Double) -> [ParameterValue] {
        lastTime = time
        let values = evaluator.values(at: time)
        for (key, value) in zip(evaluator.parameters, values) { current[key.item][key.parameter] = value }
        return values
    }

    /// The view's items at the last evaluated time, in order.
    func currentItems() -> [SceneItem] {
        evaluator.view.items.indices.map { SceneItem(type: evaluator.view.items[$0].type, values: current[$0]) }
    }

    /// The scene for the last evaluated time on a canvas of `size`, as the evaluator draws it (the one scene truth:
    /// layout, geometry animation and transitions included).
    mutating func currentScene(size: CGSize) -> Scene {
        evaluator.scene(at: lastTime, size: size)
    }

    /// The combined effect of the view's effect items at the last evaluated time, or nil when it has none: offsets
    /// add, scales and opacities multiply, rotations add (exact for one effect item, the common case; the scene
    /// composes them exactly).
    func currentEffect() -> ModifierEffect? {
        guard !effectItems.isEmpty else { return nil }
        var combined = ModifierEffect()
        for index in effectItems {
            guard
                let effect = PresetTypeCatalog.unvalidatedEffect(
                    type: evaluator.view.items[index].type, values: current[index])
            else { continue }
            combined.offsetX += effect.offsetX
            combined.offsetY += effect.offsetY
            combined.scale *= effect.scale
            combined.rotation = combined.rotation + effect.rotation
            combined.opacity *= effect.opacity
            if effect.scale != 1 || effect.rotation != .zero { combined.anchor = effect.anchor }
            combined.text = effect.text ?? combined.text
        }
        return combined
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
