import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSyntax

/// A view ready to evaluate, in typed values: its items (every view and modifier of the tree, in source order), the
/// tree they form (`nodes`), the `@State` values the view reads, keyframe tracks addressed by item and parameter, and
/// transactions.
///
/// Each item is one SwiftUI animatable attribute: its animatable, non-ignored parameters form one `animatableData`
/// vector, animated by one animator (docs/evaluation.md). `TimelineEvaluator` evaluates a `ViewSpec`;
/// `ViewSpec(timeline:presets:)` builds one from a stored timeline.
public struct ViewSpec: Sendable {
    /// One item of the view: a preset type with every parameter's value at rest.
    public struct Item: Sendable {
        /// How the item's parameters are addressed (`NAME.PARAM`).
        public var name: String
        public var type: PresetType
        /// Every parameter's value at rest (type defaults overridden by the item's own values).
        public var values: [String: ParameterValue]
        /// Parameters that jump instead of animating (`@AnimatableIgnored`).
        public var ignored: Set<String>
        /// Parameters that read the view's states; `values` holds what they read from the states' initial values.
        public var bindings: [String: StateBinding]

        /// - Throws: `TimelineError` for an unknown parameter or an ignored name the type does not have.
        public init(
            name: String, type: PresetType, values: [String: ParameterValue], ignored: Set<String> = [],
            bindings: [String: StateBinding] = [:]
        ) throws(TimelineError) {
            for parameter in values.keys.sorted() + ignored.sorted() + bindings.keys.sorted()
            where type.parameter(named: parameter) == nil {
                throw .unknownParameter(parameter, type: type.name)
            }
            self.name = name
            self.type = type
            self.values = type.defaults.merging(values) { $1 }
            self.ignored = ignored
            self.bindings = bindings
        }

        /// Whether `parameter` jumps to each new value instead of animating (see `ParameterRule.jumps`).
        public func jumps(_ parameter: ParameterSpec) -> Bool {
            ParameterRule.jumps(parameter, ignored: ignored)
        }
    }

    /// A parameter of one item.
    public struct ParameterKey: Hashable, Sendable, CustomStringConvertible {
        /// The item's index in `items`.
        public var item: Int
        public var parameter: String

        public init(item: Int, parameter: String) {
            self.item = item
            self.parameter = parameter
        }

        public var description: String { "\(item).\(parameter)" }
    }

    /// One assignment of a transaction: `parameter = value`, or `parameter += value` (`isRelative`), relative to
    /// the model value the view holds when the transaction happens.
    public struct Assignment: Sendable {
        public var key: ParameterKey
        public var value: ParameterValue
        public var isRelative: Bool

        public init(_ key: ParameterKey, _ value: ParameterValue, isRelative: Bool = false) {
            self.key = key
            self.value = value
            self.isRelative = isRelative
        }
    }

    /// One assignment to a `@State` value: `states[state] = value`, or `+= value` (`isRelative`).
    public struct StateAssignment: Sendable {
        /// The state's index in `states`.
        public var state: Int
        public var value: ParameterValue
        public var isRelative: Bool

        public init(state: Int, _ value: ParameterValue, isRelative: Bool = false) {
            self.state = state
            self.value = value
            self.isRelative = isRelative
        }
    }

    /// A state change: at `time`, the assignments happen in one `withAnimation(animation)` block (nil: without
    /// animation).
    public struct Transaction: Sendable {
        public var time: Double
        public var animation: Animation?
        public var assignments: [Assignment]
        /// Assignments to the view's states, which move every parameter that reads them.
        public var stateAssignments: [StateAssignment]
        /// Whether the evaluator made the transaction (a phase animator's move, a completion's change) from what the
        /// view says, rather than the view's changes at their times.
        public var isScheduled = false
        /// `withAnimation(_:completionCriteria:_:completion:)`: the transaction made when this one completes.
        public var completion: Completion? {
            get { completionStorage.first }
            set { completionStorage = newValue.map { [$0] } ?? [] }
        }
        private var completionStorage: [Completion] = []

        public init(
            time: Double, animation: Animation?, assignments: [Assignment], stateAssignments: [StateAssignment] = []
        ) {
            self.time = time
            self.animation = animation
            self.assignments = assignments
            self.stateAssignments = stateAssignments
        }
    }

    /// What a transaction's completion does: `transaction` (its time unused), once the first one's animation meets
    /// `criteria` (`Animation.completionTime`).
    public struct Completion: Sendable {
        public var criteria: AnimationCompletionCriteria
        public var transaction: Transaction

        public init(criteria: AnimationCompletionCriteria, _ transaction: Transaction) {
            self.criteria = criteria
            self.transaction = transaction
        }
    }

    /// One view of the tree: the item that is its view, its modifiers, a container's children and the conditions
    /// on the view's states under which it is shown.
    public struct Node: Sendable {
        /// The index in `items` of the node's view.
        public var item: Int
        public var modifiers: [Modifier]
        /// Indices in `nodes`.
        public var children: [Int]
        /// Every condition must hold for the node to be shown.
        public var conditions: [Condition]

        public init(item: Int, modifiers: [Modifier] = [], children: [Int] = [], conditions: [Condition] = []) {
            self.item = item
            self.modifiers = modifiers
            self.children = children
            self.conditions = conditions
        }
    }

    /// A node's modifier: the index of its item and the nodes of the views it attaches.
    public struct Modifier: Sendable {
        public var item: Int
        /// Indices in `nodes`.
        public var content: [Int]

        public init(item: Int, content: [Int] = []) {
            self.item = item
            self.content = content
        }
    }

    /// The node is shown while the Bool state `state` equals `holds`.
    public struct Condition: Hashable, Sendable {
        /// The state's index in `states`.
        public var state: Int
        public var holds: Bool

        public init(state: Int, holds: Bool) {
            self.state = state
            self.holds = holds
        }
    }

    /// A `@State` value of the view and its initial value.
    public struct State: Sendable {
        public var name: String
        public var value: ParameterValue

        public init(name: String, value: ParameterValue) {
            self.name = name
            self.value = value
        }
    }

    public var items: [Item]
    /// The tree: `nodes[0]` is the root, and every item belongs to exactly one node (as its view or a modifier).
    public var nodes: [Node]
    public var states: [State]
    /// Keyframe tracks; each drives its parameter directly, every frame.
    public var keyframes: [ParameterKey: ParsedKeyframes]
    /// In the order they apply; times never decrease.
    public var transactions: [Transaction]
    /// How often the view plays its timeline; each pass starts again from the items' values.
    public var repetition: Timeline.Repetition
    /// The view's `.phaseAnimator(…)`s; their phases are states of the view (`ViewSpec+Phases.swift`).
    public var phaseAnimators: [PhaseAnimator] = []
    /// When keyframe tracks play, for those a `.keyframeAnimator(…)` drives (others play once from 0).
    public var keyframeRuns: [ParameterKey: KeyframeRuns] = [:]
    /// The view's `.keyframeAnimator(…)`s: each one's value, a state of the view its keyframes drive the readers of.
    public var keyframeAnimators: [KeyframeAnimator] = []

    /// One keyframe animator of the view.
    public struct KeyframeAnimator: Sendable {
        /// The `keyframe-animator` item's index in `items`.
        public var item: Int
        /// Its values' indices in `states`: the value, or each member of a struct value.
        public var states: [Int]
        /// How the content closure writes each (`value`, `value.scale`).
        public var names: [String]
    }

    /// When a keyframe animator's keyframes play.
    public enum KeyframeRuns: Hashable, Sendable {
        /// Looped from 0, for as long as the view is shown.
        case repeating
        /// From each change of the state `state` (its index in `states`), each run from the value shown then.
        case triggered(state: Int)
    }

    /// A view tree.
    public init(
        items: [Item], nodes: [Node], states: [State] = [], keyframes: [ParameterKey: ParsedKeyframes] = [:],
        transactions: [Transaction] = [], repetition: Timeline.Repetition = .once
    ) {
        self.items = items
        self.nodes = nodes
        self.states = states
        self.keyframes = keyframes
        self.transactions = transactions
        self.repetition = repetition
    }

    /// A view chain: `items[0]` the view, the others its modifiers in order (one node).
    public init(
        items: [Item], keyframes: [ParameterKey: ParsedKeyframes] = [:], transactions: [Transaction] = [],
        repetition: Timeline.Repetition = .once
    ) {
        let modifiers = items.indices.dropFirst().map { Modifier(item: $0) }
        self.init(
            items: items, nodes: items.isEmpty ? [] : [Node(item: 0, modifiers: modifiers)], keyframes: keyframes,
            transactions: transactions, repetition: repetition)
    }

    /// Whether the view is one chain: a single node without children or attached views, the content its first item.
    public var isChain: Bool { nodes.count == 1 && nodes[0].item == 0 }

    /// The spec of `key`'s parameter, if the item has it.
    public func spec(_ key: ParameterKey) -> ParameterSpec? {
        items.indices.contains(key.item) ? items[key.item].type.parameter(named: key.parameter) : nil
    }

    /// How `key` is written: its parameter name where no other item has a parameter of that name, else
    /// `ITEM.PARAM`.
    public func name(of key: ParameterKey) -> String {
        let clashes = items.indices.contains { $0 != key.item && items[$0].type.parameter(named: key.parameter) != nil }
        return clashes ? "\(items[key.item].name).\(key.parameter)" : key.parameter
    }
}

/// The one rule for whether a parameter animates.
public enum ParameterRule {
    /// Whether `parameter` jumps to each new value at the time of its change instead of animating: it is not part
    /// of its type's `animatableData` (the catalog marks it not animatable, or its type has no animatable data), or
    /// the preset ignores it (`@AnimatableIgnored`). Keyframe tracks still drive such a parameter every frame when
    /// its type is animatable, as `keyframeAnimator`'s content closure does.
    public static func jumps(_ parameter: ParameterSpec, ignored: Set<String>) -> Bool {
        !parameter.isAnimatable || !parameter.type.isAnimatable || ignored.contains(parameter.name)
    }
}

extension ViewSpec {
    /// The model after each transaction: every state's value, and the transactions with the assignments their state
    /// changes imply: each parameter that reads a changed state is set to what it reads now, in the same transaction
    /// (so it animates with the transaction's animation, or jumps, as any assignment does). SwiftUI evaluates `body`
    /// again after a state change and animates what differs; this is that evaluation.
    ///
    /// - Returns: `transactions` with implied assignments appended, and `states[k]` the states' values after
    ///   transaction k (`initialStates` before the first).
    /// - Throws: `TimelineError` for an assignment that does not fit its state, or a bound value out of range.
    public func expandedTransactions() throws(TimelineError) -> (
        transactions: [Transaction], states: [[ParameterValue]], initialStates: [ParameterValue]
    ) {
        let initial = states.map(\.value)
        guard !states.isEmpty else { return (transactions, transactions.map { _ in [] }, []) }
        let scopes = try animationScopes()
        // Which parameters read each state.
        var readers: [Int: [(key: ParameterKey, binding: StateBinding)]] = [:]
        let indices = Dictionary(uniqueKeysWithValues: states.enumerated().map { ($1.name, $0) })
        for (index, item) in items.enumerated() {
            for (parameter, binding) in item.bindings.sorted(by: { $0.key < $1.key }) {
                for name in Set(binding.states) {
                    readers[indices[name]!, default: []].append(
                        (ParameterKey(item: index, parameter: parameter), binding))
                }
            }
        }
        var model = initial
        var expanded: [Transaction] = []
        var snapshots: [[ParameterValue]] = []
        for transaction in transactions {
            var result = transaction
            var changed: Set<Int> = []
            for assignment in transaction.stateAssignments {
                let old = model[assignment.state]
                let new = try EvaluationPlan.apply(
                    Assignment(
                        ParameterKey(item: -1, parameter: states[assignment.state].name), assignment.value,
                        isRelative: assignment.isRelative),
                    to: old)
                if new != old { changed.insert(assignment.state) }
                model[assignment.state] = new
            }
            let values = Dictionary(uniqueKeysWithValues: zip(states.map(\.name), model))
            var implied: Set<ParameterKey> = []
            for state in changed.sorted() {
                for reader in readers[state] ?? [] where implied.insert(reader.key).inserted {
                    let spec = items[reader.key.item].type.parameter(named: reader.key.parameter)!
                    let value = try ResolvedPreset.reading(reader.key.parameter) {
                        try spec.validate(reader.binding.value(values))
                    }
                    result.assignments.append(Assignment(reader.key, value))
                }
            }
            for piece in Self.splitByAnimationScope(result, changed: changed, scopes: scopes) {
                expanded.append(piece)
                snapshots.append(model)
            }
        }
        return (expanded, snapshots, initial)
    }
}
