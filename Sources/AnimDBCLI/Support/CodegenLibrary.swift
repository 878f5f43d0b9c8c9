import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax
import Foundation

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

    /// A timeline as a view, with the resolver's facts about it.
    private func view(named name: String) throws -> (timeline: CodegenTimeline, facts: TimelineFacts) {
        let (stored, storedPreset) = try store.timelineWithPreset(named: name)
        let timeline = stored.object
        let (preset, presetJumping) = try Self.preset(storedPreset.object)
        let resolved = try ResolvedPreset(storedPreset.object)
        let key = preset.name
        var items = [CodegenItem.preset(preset)]
        var jumping = Set(presetJumping.map { "\(key).\($0)" })
        if preset.type.kind == .modifier {
            let field = try PresetTypeCatalog.requireType(named: "text-field")
            items.insert(.inline("field", field, ["placeholder": .string(timeline.content ?? "")]), at: 0)
            jumping.formUnion(Self.jumping(field, ignored: []).map { "field.\($0)" })
        }
        var keyframes: [String: ParsedKeyframes] = [:]
        var changes: [(order: Int, transaction: Transaction)] = []
        for (order, spec) in preset.type.parameters.enumerated() {
            guard let track = timeline.tracks[spec.name] else { continue }
            switch try resolved.track(track, of: spec.name) {
            case .keyframes(let list):
                keyframes["\(key).\(spec.name)"] = list
            case .changes(let list):
                changes += list.map { change in
                    let assignment = Transaction.Assignment(
                        target: "\(key).\(spec.name)", operation: .set, value: change.value)
                    return (order, Transaction(time: change.at, animation: change.animation, assignments: [assignment]))
                }
            }
        }
        let evaluator = try TimelineEvaluator(preset: storedPreset.object, timeline: timeline)
        let facts = TimelineFacts(
            passLength: evaluator.duration,
            keyframeTimes: Dictionary(
                uniqueKeysWithValues: evaluator.keyframeTimes.filter { keyframes["\(key).\($0.key)"] != nil }.map {
                    ("\(key).\($0.key)", $0.value)
                }),
            jumpingTargets: jumping)
        let repetition: CodegenRepetition =
            switch timeline.repetition {
            case .count(let n): .count(n)
            case .forever: .forever
            }
        // Changes of different parameters at one time apply in parameter order, as the evaluator applies them.
        let transactions = changes.enumerated().sorted { a, b in
            (a.element.transaction.time, a.element.order, a.offset) < (
                b.element.transaction.time, b.element.order, b.offset
            )
        }.map(\.element.transaction)
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

    /// The parameters that jump rather than animate, by the rule `TimelineEvaluator` applies: ignored, not animatable
    /// in the catalog, or of a type that cannot animate. (The evaluation work of issue 9 moves this rule into one
    /// function of AnimDBResolve; this reads it from there once that lands.)
    private static func jumping(_ type: PresetType, ignored: Set<String>) -> Set<String> {
        Set(
            type.parameters.filter { ignored.contains($0.name) || !$0.isAnimatable || !$0.type.isAnimatable }.map(
                \.name))
    }
}
