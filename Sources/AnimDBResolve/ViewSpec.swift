import AnimDBEngine
import AnimDBGeometry
import AnimDBStore
import AnimDBSyntax

/// A view ready to evaluate, in typed values: an ordered list of items (the content, then its modifiers, as SwiftUI
/// chains them), keyframe tracks addressed by item and parameter, and transactions.
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

        /// - Throws: `TimelineError` for an unknown parameter or an ignored name the type does not have.
        public init(name: String, type: PresetType, values: [String: ParameterValue], ignored: Set<String> = [])
            throws(TimelineError)
        {
            for parameter in values.keys.sorted() + ignored.sorted() where type.parameter(named: parameter) == nil {
                throw .unknownParameter(parameter, type: type.name)
            }
            self.name = name
            self.type = type
            self.values = type.defaults.merging(values) { $1 }
            self.ignored = ignored
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

    /// A state change: at `time`, the assignments happen in one `withAnimation(animation)` block (nil: without
    /// animation).
    public struct Transaction: Sendable {
        public var time: Double
        public var animation: Animation?
        public var assignments: [Assignment]

        public init(time: Double, animation: Animation?, assignments: [Assignment]) {
            self.time = time
            self.animation = animation
            self.assignments = assignments
        }
    }

    public var items: [Item]
    /// Keyframe tracks; each drives its parameter directly, every frame.
    public var keyframes: [ParameterKey: ParsedKeyframes]
    /// In the order they apply; times never decrease.
    public var transactions: [Transaction]
    /// How often the view plays its timeline; each pass starts again from the items' values.
    public var repetition: Timeline.Repetition

    public init(
        items: [Item], keyframes: [ParameterKey: ParsedKeyframes] = [:], transactions: [Transaction] = [],
        repetition: Timeline.Repetition = .once
    ) {
        self.items = items
        self.keyframes = keyframes
        self.transactions = transactions
        self.repetition = repetition
    }

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
