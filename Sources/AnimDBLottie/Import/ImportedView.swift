import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One item of an imported view: a catalog type and how each of its parameters changes.
struct ImportedItem {
    var key: String
    var type: PresetType
    /// Parameters not listed keep the type's defaults.
    var tracks: [(parameter: String, track: ImportedTrack)]
    /// The views a modifier attaches (a `mask`'s, a `clip-shape`'s).
    var content: [ImportedNode]

    init(_ key: String, _ typeName: String, _ tracks: [(String, ImportedTrack)], content: [ImportedNode] = []) {
        self.key = key
        type = PresetTypeCatalog.type(named: typeName)!
        self.tracks = tracks.map { (parameter: $0.0, track: $0.1) }
        self.content = content
    }

    /// The item leaves its content alone at every time: every animatable parameter stays at the type's default
    /// (an anchor alone moves nothing).
    var isIdentity: Bool {
        content.isEmpty
            && tracks.allSatisfy { entry in
                guard let spec = type.parameter(named: entry.parameter), spec.isAnimatable else { return true }
                return entry.track.isFixed && spec.defaultValue == entry.track.base
            }
    }
}

/// One imported view: its content item (stored as a preset) and its modifiers, inline.
struct ImportedView {
    var name: String
    var items: [ImportedItem]

    /// The longest keyframe track written as one expression; longer ones become changes.
    static let longestTrack = 60_000

    /// The content's preset and the timeline, with the preset item pointing at the preset by id.
    func objects(named timelineName: String, clock: ImportClock) -> (Preset, Timeline) {
        let content = items[0]
        let presetName = "\(timelineName)-\(content.type.kind == .text ? "text" : "shape")"
        let preset = Preset(
            id: UUID(), name: presetName, type: content.type.name,
            parameters: ImportedTimeline.parameters(content),
            description: "Imported from Lottie (\(name)).", tags: ["lottie"])
        var assembly = ImportedTimeline()
        var view: [Timeline.Item] = []
        for (index, item) in items.enumerated() {
            if index == 0 {
                view.append(
                    Timeline.Item(key: presetName, source: .preset(name: presetName, id: preset.id, parameters: [])))
                assembly.animate(item, key: presetName)
            } else {
                view.append(assembly.item(item))
            }
        }
        return (preset, assembly.timeline(named: timelineName, view: Timeline.Node(chain: view)))
    }
}

/// The keyframe tracks and changes of imported items, gathered while their timeline's view is built.
struct ImportedTimeline {
    /// The longest keyframe track written as one expression; longer ones become changes.
    static let longestTrack = ImportedView.longestTrack

    var keyframes: [ParameterTarget: String] = [:]
    var jumps: [(time: Double, target: ParameterTarget, value: ParameterValue, animation: Animation?)] = []

    /// The parameters of `item` that differ from its type's defaults, as stored values.
    static func parameters(_ item: ImportedItem) -> [Preset.Parameter] {
        item.tracks.filter { item.type.parameter(named: $0.parameter)?.defaultValue != $0.track.base }
            .map { Preset.Parameter(name: $0.parameter, value: $0.track.base.description) }
    }

    /// `item` inline under its key, its tracks recorded.
    mutating func item(_ item: ImportedItem) -> Timeline.Item {
        animate(item, key: item.key)
        return Timeline.Item(
            key: item.key, source: .inline(type: item.type.name, parameters: Self.parameters(item), ignored: []))
    }

    /// A node of the tree: its view, children and modifiers (with the views they attach), inline.
    mutating func node(_ node: ImportedNode) -> Timeline.Node {
        let view = item(node.items[0])
        let children = node.children.map { self.node($0) }
        let modifiers = node.items.dropFirst().map { modifier in
            Timeline.Modifier(item(modifier), content: modifier.content.map { self.node($0) })
        }
        return Timeline.Node(view, modifiers: modifiers, children: children)
    }

    /// Records how `item`'s parameters change, addressed as `key.PARAM`.
    mutating func animate(_ item: ImportedItem, key: String) {
        for (parameter, track) in item.tracks {
            let target = ParameterTarget.parameter(key, parameter)
            switch track {
            case .fixed: break
            case .keyframes(_, let parsed):
                let text = parsed.description
                guard text.utf8.count > Self.longestTrack else {
                    keyframes[target] = text
                    continue
                }
                // One expression holds at most 64 KiB (a long run of sampled paths does not fit): the same motion
                // as changes, each keyframe a transaction animated over its duration from where the last ended.
                var time = 0.0
                for keyframe in parsed.keyframes {
                    switch keyframe {
                    case .linear(let value, let duration, let curve):
                        let animation: Animation =
                            curve == .linear ? .linear(duration: duration) : .timingCurve(curve, duration: duration)
                        jumps.append((time, target, value, animation))
                        time += duration
                    case .move(let value):
                        jumps.append((time, target, value, nil))
                    case .cubic(let value, let duration, _, _), .spring(let value, let duration?, _, _):
                        jumps.append((time, target, value, .linear(duration: duration)))
                        time += duration
                    case .spring(let value, nil, _, _):
                        jumps.append((time, target, value, nil))
                    }
                }
            case .jumps(_, let changes):
                for change in changes { jumps.append((change.time, target, change.value, nil)) }
            }
        }
    }

    /// The timeline of `view` with the tracks and changes recorded: one transaction per instant and animation, in
    /// time order.
    func timeline(named name: String, view: Timeline.Node) -> Timeline {
        var changes: [Timeline.Change] = []
        let ordered = jumps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        for jump in ordered.map(\.element) {
            let assignment = Timeline.Assignment(jump.target, .set, jump.value.description)
            let animation = jump.animation?.description
            if let last = changes.last, last.time == jump.time, last.animation == animation,
                !last.assignments.contains(where: { $0.target == jump.target })
            {
                changes[changes.count - 1].assignments.append(assignment)
            } else {
                changes.append(Timeline.Change(at: jump.time, animation: animation, [assignment]))
            }
        }
        return Timeline(id: UUID(), name: name, view: view, keyframes: keyframes, changes: changes)
    }
}
