import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The store's presets and timelines as code generation reads them: typed items, keyframes and transactions, with
/// the resolver's answers (a pass's length, keyframe times, which parameters jump).
///
/// Today's timelines animate one preset (format 1); they are read as the view the store's format-2 upgrade makes of
/// them: a modifier preset applies to `text-field(placeholder: content)` (item `field`), a shape is the view alone,
/// and each state change is a transaction of one assignment.
struct CodegenLibrary {
    let store: Store

    /// The source for a preset or timeline; a `standalone` timeline file also carries its presets' types.
    func generate(_ object: StoredObject, target: CodegenTarget, standalone: Bool) throws -> GeneratedSource {
        switch object {
        case .preset(let stored):
            let (preset, jumping) = try Self.preset(stored.object)
            return try SwiftUICodegen.preset(
                preset, jumping: jumping, varied: try varied(forPreset: preset.name)[preset.name] ?? [],
                target: target)
        case .timeline(let stored):
            let (timeline, facts) = try view(named: stored.object.name)
            return try SwiftUICodegen.timeline(
                timeline, facts: facts, varied: try varied(forPreset: stored.object.presetName), target: target,
                includePresets: standalone)
        }
    }

    /// The top-level names an object's file declares; the first names the file.
    func declarations(of object: StoredObject, target: CodegenTarget) throws -> [String] {
        switch object {
        case .preset(let stored):
            let (preset, jumping) = try Self.preset(stored.object)
            var names = try SwiftUICodegen.declarations(
                of: preset, jumping: jumping, varied: try varied(forPreset: preset.name)[preset.name] ?? [],
                target: target)
            // A style preset declares only its extension; its file is named after the preset.
            if names.first?.hasSuffix(")") ?? true {
                names.insert(SwiftUICodegen.typeName(forPreset: preset.name, kind: preset.type.kind), at: 0)
            }
            return names
        case .timeline(let stored):
            return [SwiftUICodegen.typeName(forTimeline: stored.object.name)]
        }
    }

    /// What every timeline using the preset varies (`SwiftUICodegen.variedParameters`), so the preset's type stores
    /// it and every view's call matches the type.
    private func varied(forPreset name: String) throws -> [String: Set<String>] {
        let users = try store.list(kind: .timeline).filter { $0.presetName == name }
        return SwiftUICodegen.variedParameters(in: try users.map { try view(named: $0.name).timeline })
    }

    /// A timeline as a view, with the resolver's facts about it: its transactions, keyframes, pass length and
    /// keyframe times are the evaluator's own (`ViewSpec`, `TimelineTiming` at the default display rate), so the
    /// generated view plays what `animdb play` plays.
    func view(named name: String) throws -> (timeline: CodegenTimeline, facts: TimelineFacts) {
        let (stored, storedPreset) = try store.timelineWithPreset(named: name)
        let timeline = stored.object
        let (preset, presetJumping) = try Self.preset(storedPreset.object)
        let evaluator = try TimelineEvaluator(preset: storedPreset.object, timeline: timeline)
        let view = evaluator.view
        let key = preset.name
        func target(_ parameter: ViewSpec.ParameterKey) -> String { "\(key).\(parameter.parameter)" }
        var items = [CodegenItem.preset(preset)]
        var jumping = Set(presetJumping.map { "\(key).\($0)" })
        if preset.type.kind == .modifier {
            let field = try PresetTypeCatalog.requireType(named: "text-field")
            items.insert(.inline("field", field, ["placeholder": .string(timeline.content ?? "")]), at: 0)
            jumping.formUnion(Self.jumping(field, ignored: []).map { "field.\($0)" })
        }
        let keyframes = Dictionary(uniqueKeysWithValues: view.keyframes.map { (target($0.key), $0.value) })
        let transactions = view.transactions.map { transaction in
            Transaction(
                time: transaction.time, animation: transaction.animation,
                assignments: transaction.assignments.map {
                    Transaction.Assignment(
                        target: target($0.key), operation: $0.isRelative ? .add : .set, value: $0.value)
                })
        }
        let timing = evaluator.timing
        let facts = TimelineFacts(
            passLength: timing.passLength,
            keyframeTimes: Dictionary(
                uniqueKeysWithValues: timing.parameters.filter(\.isKeyframed).map { (target($0.key), $0.markerTimes) }),
            jumpingTargets: jumping)
        let repetition: CodegenRepetition =
            switch timeline.repetition {
            case .count(let n): .count(n)
            case .forever: .forever
            }
        return (
            CodegenTimeline(
                name: timeline.name, items: items, keyframes: keyframes, transactions: transactions,
                repetition: repetition),
            facts
        )
    }

    private static func preset(_ stored: Preset) throws -> (CodegenPreset, jumping: Set<String>) {
        let resolved = try ResolvedPreset(stored)
        let preset = CodegenPreset(
            name: stored.name, type: resolved.type, values: resolved.explicitValues, ignored: stored.ignored)
        return (preset, jumping(resolved.type, ignored: stored.ignored))
    }

    /// The parameters that jump rather than animate: `ParameterRule.jumps`, the evaluator's rule.
    private static func jumping(_ type: PresetType, ignored: Set<String>) -> Set<String> {
        Set(type.parameters.filter { ParameterRule.jumps($0, ignored: ignored) }.map(\.name))
    }
}
