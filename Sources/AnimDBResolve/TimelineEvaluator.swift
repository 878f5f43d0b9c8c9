import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Evaluates a view's timeline: every animated parameter's value at any time, as a display at `displayRate` shows
/// it. The one evaluation truth (docs/evaluation.md):
///
/// - The value at time t is a pure function of (view, display rate, t): asked alone or among others, in any order,
///   after any gap, t gives the same bits. Stateful animations run on the display's frames `k / rate` (see
///   `Animator`); a time between frames shows what the display would draw there without changing what comes next.
/// - Each item is one animatable attribute (`AttributeEvaluator`); transactions apply at their time in order.
/// - A repeating timeline restarts its clock (and its display) at each pass; its length and every other timing
///   fact come from `timing`, the one answer to "how long" and "does it jump".
public struct TimelineEvaluator {
    /// The view evaluated, with its phase animators' moves and its completions' changes among its transactions
    /// (`isScheduled`).
    public let view: ViewSpec
    /// The simulated display stateful animations run on.
    public let display: DisplayClock
    /// The parameters with tracks, in item order and then each type's parameter order: the order of `values(at:)`.
    public let parameters: [ViewSpec.ParameterKey]
    /// How `parameters` are written: plain parameter names where unambiguous, else `ITEM.PARAM`.
    public let parameterNames: [String]
    /// How long it plays, what jumps, and where keyframes fall.
    public let timing: TimelineTiming

    private var attributes: [AttributeEvaluator]
    /// Which nodes are shown after each transaction, and the transactions that can move geometry.
    let tree: TreeTimeline
    /// Each conditional node's transition progress.
    var presenceTracks: [Int: AnimatorTrack<Double>]
    /// The tree as it is laid out and drawn (groups spliced in).
    public let sceneDisplay: SceneDisplay
    /// The geometry of the last canvas a scene was asked for.
    var scenePlan: ScenePlan?
    /// The last layout made and what it was made from: frames between transactions usually lay out alike.
    var lastLayout: (inputs: SceneLayout.Inputs, layout: SceneLayout)?
    /// `view.items[0].type`, kept apart: playback asks for it every frame.
    private let firstType: PresetType
    private var output: [ParameterValue]

    /// Prepares a stored timeline for evaluation (see `ViewSpec.init(timeline:presets:)`).
    /// - Throws: `TimelineError` naming the parameter and the problem.
    public init(
        timeline: Timeline, presets: [UUID: Preset], types: TypeLibrary = .builtIn,
        displayRate: Double = DisplayClock.defaultRate
    ) throws(TimelineError) {
        try self.init(view: ViewSpec(timeline: timeline, presets: presets, types: types), displayRate: displayRate)
    }

    /// Prepares `view` for evaluation on a display at `displayRate` (within `DisplayClock.rates`).
    /// - Throws: `TimelineError` for a transaction or track that does not fit its parameter.
    public init(view: ViewSpec, displayRate: Double = DisplayClock.defaultRate) throws(TimelineError) {
        guard DisplayClock.problem(withRate: displayRate) == nil else { throw .invalidDisplayRate(displayRate) }
        guard let first = view.items.first else {
            throw .invalid(parameter: "", reason: "a view needs at least one item")
        }
        let display = DisplayClock(rate: displayRate)
        // Completions' changes and phase animators' moves become transactions here, where the display their
        // completions fall on is known.
        let (view, cycleEnd) = try view.scheduled(on: display)
        let plan = try EvaluationPlan(view)
        self.view = view
        self.display = display
        parameters = plan.keys
        firstType = first.type
        parameterNames = plan.keys.map(view.name(of:))
        attributes = plan.attributes(display: display)
        output = plan.keys.map { view.items[$0.item].values[$0.parameter]! }
        let tree = TreeTimeline(view: view, plan: plan)
        self.tree = tree
        presenceTracks = tree.presenceTracks(display: display)
        sceneDisplay = SceneDisplay(
            SceneView(
                items: view.items.map { SceneItem(type: $0.type, values: $0.values) },
                nodes: view.nodes.map { node in
                    SceneView.Node(
                        item: node.item, modifiers: node.modifiers.map { .init(item: $0.item, content: $0.content) },
                        children: node.children)
                }))
        timing = TimelineTiming(
            view: view, plan: plan, attributes: attributes, tree: tree, display: display, cycleEnd: cycleEnd)
    }

    /// Every animation that alone moves an item, in time order (items in view order at equal times). Worked out on
    /// demand, from the changes alone (whatever has been evaluated), because only exports ask: it runs animations
    /// to rest, which playback need not pay for.
    public func soloAnimations() -> [TimelineTiming.SoloAnimation] {
        var solos: [TimelineTiming.SoloAnimation] = []
        for (index, attribute) in attributes.enumerated() {
            let moved = attribute.vectorSlots.map { parameters[$0.slot] }
            for run in attribute.soloRuns() {
                solos.append(
                    .init(item: index, parameters: moved, time: run.time, end: run.end, animation: run.animation))
            }
        }
        return solos.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// Maps a time on the playing clock to a time within one pass (see `TimelineTiming.localTime(_:)`).
    public func localTime(_ time: Double) -> Double { timing.localTime(time) }

    /// Every parameter's value at `time`, in `parameters` order.
    public mutating func values(at time: Double) -> [ParameterValue] {
        let local = timing.localTime(time)
        for index in attributes.indices { attributes[index].evaluate(at: local, into: &output) }
        return output
    }

    // Conveniences for single-preset timelines (today's stored model): its one item.

    /// The first item's type.
    public var presetType: PresetType { firstType }
    /// `parameterNames`.
    public var animatedParameters: [String] { parameterNames }
}

/// Why a timeline cannot be evaluated.
public enum TimelineError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownType(String)
    case unknownParameter(String, type: String, suggestion: String? = nil)
    case invalid(parameter: String, reason: String)
    case invalidDisplayRate(Double)

    public var description: String {
        switch self {
        case .unknownType(let name): "unknown preset type '\(name)'"
        case .unknownParameter(let name, let type, let suggestion):
            "preset type '\(type)' has no parameter '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        case .invalid(let parameter, let reason): "parameter '\(parameter)': \(reason)"
        case .invalidDisplayRate(let rate):
            "display rate \(rate): \(DisplayClock.problem(withRate: rate) ?? "invalid")"
        }
    }
}
