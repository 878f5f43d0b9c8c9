import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A named animation of one view: a tree of SwiftUI views (a content view or a container with children, each with
/// its modifier chain), the `@State` values it reads, keyframe tracks, and timed state changes (transactions), the
/// way a SwiftUI view's state drives its animations.
///
/// ```swift
/// // FlowerLoadingView: PetalShape(…).fill(…).frame(width: 200, height: 200).rotationEffect(.radians(rotationOffset))
/// let flower = Timeline(
///     name: "flower-loading",
///     view: Timeline.Node(.preset("flower"), modifiers: [
///         .inline("fill", type: "fill", ["paint": ".linearGradient(…)"]),
///         .inline("frame", type: "frame", ["width": "200", "height": "200"]),
///         .inline("spin", type: "rotation", ["angle": ".radians(0)"])]),
///     changes: [.init(at: 0, animation: ".linear(duration: 4).repeatForever(autoreverses: false)",
///                     [.init("flower.rotationOffset", .set, ".pi * 2"), .init("spin.angle", .set, ".radians(.pi * 2)")])])
/// ```
///
/// Every value and animation is stored as canonical expression text; the store checks and canonicalises it through
/// its `Validator`, so `12.0` and `12` hash the same.
public struct Timeline: Hashable, Sendable {
    /// How often the timeline plays.
    public enum Repetition: Hashable, Sendable {
        /// Plays `n` times in total (`n` ≥ 1); `.count(1)` plays once.
        case count(Int)
        /// Loops until stopped.
        case forever

        /// Plays once.
        public static let once = Repetition.count(1)

        /// `n` or `forever`, as a user types a repetition; nil for anything else. The count is not checked here:
        /// `problem` says whether it is allowed.
        public init?(text: String) {
            if text == "forever" {
                self = .forever
            } else if let count = Int(text) {
                self = .count(count)
            } else {
                return nil
            }
        }

        /// What is wrong with this repetition, or nil: a count must be in `Animation.repeatCountRange`, the one
        /// rule for repeat counts (expressions, timelines, generated code).
        public var problem: String? {
            guard case .count(let count) = self, !Animation.repeatCountRange.contains(count) else { return nil }
            let range = Animation.repeatCountRange
            return "repeat count must be from \(range.lowerBound) to \(range.upperBound), not \(count)"
        }
    }

    /// One element of the view: a node's view (a shape, a text, a container, a control) or one of its modifiers.
    public struct Item: Hashable, Sendable {
        /// Where the item's type and base values come from.
        public enum Source: Hashable, Sendable {
            /// A stored preset, with call-site values (`.shake(progress: p, intensity: 15)` passes `intensity`)
            /// overriding the preset's own. On writes the store resolves `name`; on reads `name` is the preset's
            /// current name and `id` is set. The content hash covers the id, not the name, so renaming a preset leaves
            /// this alone.
            case preset(name: String, id: UUID?, parameters: [Preset.Parameter])
            /// An item of a catalog `type` whose values live in the timeline itself (a `fill`, a `frame`, a `text`).
            case inline(type: String, parameters: [Preset.Parameter], ignored: Set<String>)
        }

        /// The item's address in tracks and changes (`key.param`): an identifier, unique within the view. It defaults
        /// to the preset's name or the type's name and never follows renames, so stored targets stay valid.
        public var key: String
        public var source: Source

        public init(key: String, source: Source) {
            self.key = key
            self.source = source
        }

        /// A stored preset, addressed by `key` (its name by default), with call-site values.
        public static func preset(
            _ name: String, key: String? = nil, _ parameters: KeyValuePairs<String, String> = [:]
        ) -> Item {
            Item(
                key: key ?? name,
                source: .preset(
                    name: name, id: nil, parameters: parameters.map { Preset.Parameter(name: $0.key, value: $0.value) })
            )
        }

        /// A stored preset, addressed by `key`, with call-site values.
        public static func preset(_ name: String, key: String, _ parameters: [Preset.Parameter]) -> Item {
            Item(key: key, source: .preset(name: name, id: nil, parameters: parameters))
        }

        /// An inline item of `type`.
        public static func inline(
            _ key: String, type: String, _ parameters: KeyValuePairs<String, String> = [:], ignored: Set<String> = []
        ) -> Item {
            Item(
                key: key,
                source: .inline(
                    type: type, parameters: parameters.map { Preset.Parameter(name: $0.key, value: $0.value) },
                    ignored: ignored))
        }

        /// The preset's id, for preset items the store has resolved.
        public var presetID: UUID? {
            if case .preset(_, let id, _) = source { return id }
            return nil
        }

        /// The preset's name, for preset items.
        public var presetName: String? {
            if case .preset(let name, _, _) = source { return name }
            return nil
        }
    }

    /// What an assignment does to its target's model value.
    public enum Operation: String, Hashable, Sendable, CaseIterable {
        /// `param = value`
        case set = "="
        /// `param += value`, relative to the model value the state holds (not the value on screen).
        case add = "+="
        /// `param -= value`
        case subtract = "-="
    }

    /// One assignment of a transaction: to a parameter (`key.param`) or to a state value (`show`).
    public struct Assignment: Hashable, Sendable {
        public var target: ParameterTarget
        public var operation: Operation
        /// The value's expression text.
        public var value: String

        public init(_ target: ParameterTarget, _ operation: Operation = .set, _ value: String) {
            self.target = target
            self.operation = operation
            self.value = value
        }
    }

    /// A transaction: at `time` seconds, `assignments` apply together, animated by `animation` (a `withAnimation`
    /// block), or without animation when `animation` is nil.
    public struct Change: Hashable, Sendable {
        /// Seconds from the start of the timeline; finite and ≥ 0. Changes at the same time apply in stored order.
        /// A completion's change has none of its own (0): it happens when the change before it completes.
        public var time: Double
        /// The animation's expression text, for example `.spring(duration: 0.4)`; nil for no animation.
        public var animation: String?
        public var assignments: [Assignment]
        /// `withAnimation(_:completionCriteria:_:completion:)`'s completion: the change made when this one's
        /// animation completes.
        public var completion: Completion? {
            get { completionStorage.first }
            set { completionStorage = newValue.map { [$0] } ?? [] }
        }
        /// A change holds its completion's change, which may hold another: an array gives the recursion storage.
        private var completionStorage: [Completion] = []

        public init(at time: Double, animation: String?, _ assignments: [Assignment], completion: Completion? = nil) {
            self.time = time
            self.animation = animation
            self.assignments = assignments
            self.completion = completion
        }

        /// How deep completions of completions nest.
        public var completionDepth: Int { completion.map { 1 + $0.change.completionDepth } ?? 0 }
    }

    /// What a change runs when its animation completes (SwiftUI's `completion:` closure): another change.
    ///
    /// `summary` (on `Change`) writes a chain as `x = 1 with .easeIn, then when complete: y = 2 with .bouncy`.
    public struct Completion: Hashable, Sendable {
        /// SwiftUI's `AnimationCompletionCriteria` case: `logicallyComplete` (its default) or `removed`.
        public var criteria: String
        /// The change the closure makes; its `time` is unused (0).
        public var change: Change

        public init(criteria: String = "logicallyComplete", _ change: Change) {
            self.criteria = criteria
            self.change = change
        }
    }

    /// Stable identity, kept across renames and edits.
    public var id: UUID
    /// Unique among presets and timelines.
    public var name: String
    /// The view tree's root.
    public var view: Node
    /// The view's `@State` values, in declaration order: read by conditions and bindings, set by changes.
    public var state: [StateVariable]
    /// How often to play; `.once` by default.
    public var repetition: Repetition
    /// Keyframe tracks by parameter, as keyframe-list expression text.
    public var keyframes: [ParameterTarget: String]
    /// The transactions in time order (equal times keep their order).
    public var changes: [Change]

    public init(
        id: UUID = UUID(), name: String, view: Node, state: [StateVariable] = [], repetition: Repetition = .once,
        keyframes: [ParameterTarget: String] = [:], changes: [Change] = []
    ) {
        self.id = id
        self.name = name
        self.view = view
        self.state = state
        self.repetition = repetition
        self.keyframes = keyframes
        self.changes = changes
    }

    /// A timeline of one view chain: `chain[0]` the content, the rest its modifiers (what content format 2 stored).
    public init(
        id: UUID = UUID(), name: String, chain: [Item], state: [StateVariable] = [], repetition: Repetition = .once,
        keyframes: [ParameterTarget: String] = [:], changes: [Change] = []
    ) {
        self.init(
            id: id, name: name, view: Node(chain: chain), state: state, repetition: repetition, keyframes: keyframes,
            changes: changes)
    }

    /// Every item of the view in source order (see `Node.items`).
    public var items: [Item] { view.items }

    /// The ids of every preset the view uses, in view order (after the store has resolved them).
    public var presetIDs: [UUID] { items.compactMap(\.presetID) }

    /// Every target the timeline animates: keyframe tracks and change targets, sorted.
    public var animatedTargets: [ParameterTarget] {
        Set(keyframes.keys).union(changes.flatMap { $0.assignments.map(\.target) }).sorted()
    }
}

extension Timeline.Change {
    /// `sides = 6, show = true with .spring`, its completion after it (`, then when complete: …`, or `when removed`
    /// for that criterion), without the time: how `show` and `diff` write a change. `noAnimation` is what a change
    /// without animation says in place of `with …`.
    public func summary(noAnimation: String = "") -> String {
        let assignments = assignments.map { "\($0.target) \($0.operation.rawValue) \($0.value)" }
        var text = assignments.joined(separator: ", ") + (animation.map { " with \($0)" } ?? noAnimation)
        if let completion {
            let when = completion.criteria == "removed" ? "removed" : "complete"
            text += ", then when \(when): " + completion.change.summary(noAnimation: noAnimation)
        }
        return text
    }
}
