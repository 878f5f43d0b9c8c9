import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// A stored preset as code generation reads it: the generated type is named after `name`.
public struct CodegenPreset: Hashable, Sendable {
    /// The store name (`ShakeEffect`, `text-field-shake`).
    public var name: String
    /// The catalog type.
    public var type: PresetType
    /// The values the preset sets; every other parameter takes the type's default.
    public var values: [String: ParameterValue]
    /// The parameters the preset marks `@AnimatableIgnored`.
    public var ignored: Set<String>

    public init(name: String, type: PresetType, values: [String: ParameterValue] = [:], ignored: Set<String> = []) {
        self.name = name
        self.type = type
        self.values = values
        self.ignored = ignored
    }
}

/// One element of a view: the content (first) or a modifier applied to everything before it.
public struct CodegenItem: Hashable, Sendable {
    /// Where the item's type and base values come from.
    public enum Source: Hashable, Sendable {
        /// A stored preset, generated as its own type (or `View` extension) and used at the call site.
        case preset(CodegenPreset)
        /// A catalog item written in place (`.fill(…)`, `.frame(…)`, `Text(…)`), or as a type nested in the view
        /// when SwiftUI has no built-in for it.
        case inline(PresetType, ignored: Set<String>)
    }

    /// The item's address in targets (`key.param`).
    public var key: String
    public var source: Source
    /// For a preset, the call-site values (overriding the preset's); for an inline item, its values. Parameters
    /// not given take the preset's or the type's values. A bound parameter's value is what it reads from the
    /// states' initial values.
    public var values: [String: ParameterValue]
    /// The parameters that read the view's states, written as the state's name or the interpolated string.
    public var bindings: [String: CodegenBinding]

    public init(
        key: String, source: Source, values: [String: ParameterValue] = [:], bindings: [String: CodegenBinding] = [:]
    ) {
        self.key = key
        self.source = source
        self.values = values
        self.bindings = bindings
    }

    /// A preset item addressed by `key` (the preset's name by default).
    public static func preset(
        _ preset: CodegenPreset, key: String? = nil, _ values: [String: ParameterValue] = [:],
        bindings: [String: CodegenBinding] = [:]
    ) -> CodegenItem {
        CodegenItem(key: key ?? preset.name, source: .preset(preset), values: values, bindings: bindings)
    }

    /// An inline item of `type`.
    public static func inline(
        _ key: String, _ type: PresetType, _ values: [String: ParameterValue] = [:], ignored: Set<String> = [],
        bindings: [String: CodegenBinding] = [:]
    ) -> CodegenItem {
        CodegenItem(key: key, source: .inline(type, ignored: ignored), values: values, bindings: bindings)
    }

    /// The item's catalog type.
    public var type: PresetType {
        switch source {
        case .preset(let preset): preset.type
        case .inline(let type, _): type
        }
    }

    /// The preset, for preset items.
    public var preset: CodegenPreset? {
        if case .preset(let preset) = source { return preset }
        return nil
    }

    /// The parameters that jump because the preset or the item ignores them.
    public var ignored: Set<String> {
        switch source {
        case .preset(let preset): preset.ignored
        case .inline(_, let ignored): ignored
        }
    }

    /// Every parameter's value before any change: the type's defaults, then the preset's values, then the item's.
    func resolvedValues() throws(GeometryError) -> [String: ParameterValue] {
        var values = preset?.values ?? [:]
        values.merge(self.values) { _, callSite in callSite }
        return try type.resolve(values)
    }
}

/// A timeline's view as code generation reads it: the tree of typed items, the view's `@State` values, keyframe
/// tracks and transactions, checked by the store and resolved by the caller, so code generation never reads stored
/// text.
public struct CodegenTimeline: Hashable, Sendable {
    /// The store name; the view is named after it (`arc-demo` → `ArcDemoView`).
    public var name: String
    /// The view tree's root.
    public var view: CodegenNode
    /// The view's `@State` values, in declaration order.
    public var states: [CodegenState]
    /// Keyframe tracks by target (`key.param`).
    public var keyframes: [ParameterTarget: ParsedKeyframes]
    /// The transactions in time order (equal times keep their order); targets are `key.param` or a state's name.
    public var transactions: [Transaction]
    public var repetition: CodegenRepetition
    /// The changes the resolver schedules from what the view says, at their times: phase animators' moves (each
    /// sets a phase state) and completions' changes. iOS 13, which has neither API, plays them as timed changes.
    public var scheduledChanges: [Transaction] = []

    /// A timeline of a view tree.
    public init(
        name: String, view: CodegenNode, states: [CodegenState] = [],
        keyframes: [ParameterTarget: ParsedKeyframes] = [:], transactions: [Transaction] = [],
        repetition: CodegenRepetition = .once
    ) {
        self.name = name
        self.view = view
        self.states = states
        self.keyframes = keyframes
        self.transactions = transactions
        self.repetition = repetition
    }

    /// A timeline of one view chain: the content item, then its modifiers in SwiftUI's order.
    /// - Precondition: `items` is not empty.
    public init(
        name: String, items: [CodegenItem], keyframes: [ParameterTarget: ParsedKeyframes] = [:],
        transactions: [Transaction] = [], repetition: CodegenRepetition = .once
    ) {
        self.init(
            name: name, view: CodegenNode(chain: items), keyframes: keyframes, transactions: transactions,
            repetition: repetition)
    }

    /// Every item of the view in source order (`CodegenNode.items`).
    public var items: [CodegenItem] { view.items }

    /// Every parameter the timeline animates (keyframe tracks and assignments); states are not among them.
    var animatedTargets: Set<ParameterTarget> {
        Set(keyframes.keys).union(transactions.flatMap { $0.assignments.map(\.target) }).filter { $0.item != nil }
    }
}

/// What animdb's resolver answered about a timeline (AnimDBResolve), handed in by the caller: code generation
/// neither evaluates animations nor reads the store, so a generated view plays as long as `animdb play` plays it and
/// animates exactly what it animates.
public struct TimelineFacts: Hashable, Sendable {
    /// The length of one pass in seconds: when a repeating view starts its next pass.
    public var passLength: Double
    /// For each keyframe track, by target (`key.param`): where its keyframes end (the last is the track's length).
    public var keyframeTimes: [ParameterTarget: [Double]]
    /// The targets (`key.param`) that jump instead of animating: not animatable in the catalog, or ignored.
    public var jumpingTargets: Set<ParameterTarget>

    public init(
        passLength: Double, keyframeTimes: [ParameterTarget: [Double]] = [:], jumpingTargets: Set<ParameterTarget>
    ) {
        self.passLength = passLength
        self.keyframeTimes = keyframeTimes
        self.jumpingTargets = jumpingTargets
    }
}
