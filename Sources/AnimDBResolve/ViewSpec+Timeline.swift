import AnimDBEngine
import AnimDBGeometry
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ViewSpec {
    /// The view of a stored timeline in typed values: its items (each a preset with its call-site values, or an
    /// inline item), its keyframe tracks and its transactions, read through `StoredText` like every stored text.
    ///
    /// - Parameter presets: the presets the view's preset items use, by id (`Store.timelineWithPresets(named:)`).
    /// - Throws: `TimelineError` naming the item or parameter and the problem.
    public init(timeline: Timeline, presets: [UUID: Preset]) throws(TimelineError) {
        var items: [Item] = []
        var indices: [String: Int] = [:]
        for item in timeline.view {
            indices[item.key] = items.count
            items.append(try Self.item(item, presets: presets))
        }
        func key(_ target: String) throws(TimelineError) -> ParameterKey {
            let parts = target.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let index = indices[parts[0]] else {
                throw .invalid(parameter: target, reason: "the view has no item '\(parts.first ?? target)'")
            }
            _ = try ResolvedPreset.spec(parts[1], in: items[index].type)
            return ParameterKey(item: index, parameter: parts[1])
        }
        func spec(_ key: ParameterKey) -> ParameterSpec { items[key.item].type.parameter(named: key.parameter)! }

        var keyframes: [ParameterKey: ParsedKeyframes] = [:]
        for (target, text) in timeline.keyframes {
            let parameter = try key(target)
            keyframes[parameter] = try ResolvedPreset.reading(target) {
                try StoredText.keyframes(text, for: spec(parameter))
            }
        }
        var transactions: [Transaction] = []
        for change in timeline.changes {
            let animation = try change.animation.map { text throws(TimelineError) in
                try ResolvedPreset.reading(change.assignments.first?.target ?? "") { try StoredText.animation(text) }
            }
            var assignments: [Assignment] = []
            for assignment in change.assignments {
                let parameter = try key(assignment.target)
                let value = try ResolvedPreset.reading(assignment.target) {
                    try StoredText.value(assignment.value, for: spec(parameter))
                }
                switch assignment.operation {
                case .set: assignments.append(Assignment(parameter, value))
                case .add: assignments.append(Assignment(parameter, value, isRelative: true))
                case .subtract: assignments.append(Assignment(parameter, Self.negated(value), isRelative: true))
                }
            }
            transactions.append(Transaction(time: change.time, animation: animation, assignments: assignments))
        }
        self.init(items: items, keyframes: keyframes, transactions: transactions, repetition: timeline.repetition)
    }

    /// One stored item in typed values: a preset's values overridden by its call-site values, or an inline item's.
    private static func item(_ item: Timeline.Item, presets: [UUID: Preset]) throws(TimelineError) -> Item {
        switch item.source {
        case .preset(let name, let id, let overrides):
            guard let id, let preset = presets[id] else {
                throw .invalid(parameter: item.key, reason: "its preset '\(name)' is not loaded")
            }
            let resolved = try ResolvedPreset(preset)
            var values = resolved.explicitValues
            for override in overrides {
                let spec = try ResolvedPreset.spec(override.name, in: resolved.type)
                values[override.name] = try ResolvedPreset.reading(override.name) {
                    try StoredText.value(override.value, for: spec)
                }
            }
            return try Item(name: item.key, type: resolved.type, values: values, ignored: preset.ignored)
        case .inline(let typeName, let parameters, let ignored):
            guard let type = PresetTypeCatalog.type(named: typeName) else { throw .unknownType(typeName) }
            var values: [String: ParameterValue] = [:]
            for parameter in parameters {
                let spec = try ResolvedPreset.spec(parameter.name, in: type)
                values[parameter.name] = try ResolvedPreset.reading(parameter.name) {
                    try StoredText.value(parameter.value, for: spec)
                }
            }
            return try Item(name: item.key, type: type, values: values, ignored: ignored)
        }
    }

    /// `-value` for the numbers `-=` applies to.
    private static func negated(_ value: ParameterValue) -> ParameterValue {
        switch value {
        case .double(let number): .double(-number)
        case .int(let number): .int(-number)
        default: value
        }
    }
}
