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
    /// not given take the preset's or the type's values.
    public var values: [String: ParameterValue]

    public init(key: String, source: Source, values: [String: ParameterValue] = [:]) {
        self.key = key
        self.source = source
        self.values = values
    }

    /// A preset item addressed by `key` (the preset's name by default).
    public static func preset(
        _ preset: CodegenPreset, key: String? = nil, _ values: [String: ParameterValue] = [:]
    ) -> CodegenItem {
        CodegenItem(key: key ?? preset.name, source: .preset(preset), values: values)
    }

    /// An inline item of `type`.
    public static func inline(
        _ key: String, _ type: PresetType, _ values: [String: ParameterValue] = [:], ignored: Set<String> = []
    ) -> CodegenItem {
        CodegenItem(key: key, source: .inline(type, ignored: ignored), values: values)
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

/// A timeline's view as code generation reads it: typed items, keyframe tracks and transactions, checked by the
/// store and resolved by the caller, so code generation never reads stored text.
public struct CodegenTimeline: Hashable, Sendable {
    /// The store name; the view is named after it (`arc-demo` → `ArcDemoView`).
    public var name: String
    /// The content item, then the modifier chain, in SwiftUI's order.
    public var items: [CodegenItem]
    /// Keyframe tracks by target (`key.param`).
    public var keyframes: [ParameterTarget: ParsedKeyframes]
    /// The transactions in time order (equal times keep their order); targets are `key.param`.
    public var transactions: [Transaction]
    public var repetition: CodegenRepetition

    public init(
        name: String, items: [CodegenItem], keyframes: [ParameterTarget: ParsedKeyframes] = [:],
        transactions: [Transaction] = [], repetition: CodegenRepetition = .once
    ) {
        self.name = name
        self.items = items
        self.keyframes = keyframes
        self.transactions = transactions
        self.repetition = repetition
    }

    /// Every target the timeline animates (keyframe tracks and assignments).
    var animatedTargets: Set<ParameterTarget> {
        Set(keyframes.keys).union(transactions.flatMap { $0.assignments.map(\.target) })
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
