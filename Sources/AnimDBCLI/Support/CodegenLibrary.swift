import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
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
/// A timeline's stored view (content format 3's tree, or an older chain read as the store upgrades it) becomes
/// codegen's tree: the resolver's `ViewSpec` nodes with each preset item's call-site values, each inline item's
/// values, the parameters that read states, the conditions, and the view's states.
struct CodegenLibrary {
    let store: Store
    /// What one run has read: a library reads each timeline and evaluates it once however many presets ask who uses
    /// them (`codegen --all` asks for every preset and again for every timeline's presets). The store does not
    /// change while code is generated.
    private let cache = Cache()

    private final class Cache {
        var timelines: [ObjectSummary]?
        var views: [String: (timeline: CodegenTimeline, facts: TimelineFacts)] = [:]
    }

    init(store: Store) {
        self.store = store
    }

    /// The source for a preset or timeline; a `standalone` timeline file also carries its presets' types.
    func generate(_ object: StoredObject, target: CodegenTarget, standalone: Bool) throws -> GeneratedSource {
        switch object {
        case .preset(let stored):
            let (preset, jumping) = try preset(stored.object)
            return try SwiftUICodegen.preset(
                preset, jumping: jumping, varied: try varied(forPreset: preset.name)[preset.name] ?? [],
                target: target)
        case .timeline(let stored):
            let (timeline, facts) = try view(named: stored.object.name)
            var varied: [String: Set<String>] = [:]
            for name in Set(stored.object.items.compactMap(\.presetName)) {
                varied.merge(try self.varied(forPreset: name)) { $0.union($1) }
            }
            return try SwiftUICodegen.timeline(
                timeline, facts: facts, varied: varied, target: target, includePresets: standalone)
        }
    }

    /// The top-level names an object's file declares; the first names the file.
    func declarations(of object: StoredObject, target: CodegenTarget) throws -> [String] {
        switch object {
        case .preset(let stored):
            let (preset, jumping) = try preset(stored.object)
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
        let timelines = try cache.timelines ?? store.list(kind: .timeline)
        cache.timelines = timelines
        let users = timelines.filter { summary in
            (summary.presetName ?? "").split(separator: ",").map { $0.trimmingWhitespace() }
                .contains(name)
        }
        return SwiftUICodegen.variedParameters(in: try users.map { try view(named: $0.name).timeline })
    }

    /// A timeline as a view, with the resolver's facts about it: its transactions, keyframes, pass length and
    /// keyframe times are the evaluator's own (`ViewSpec`, `TimelineTiming` at the default display rate), so the
    /// generated view plays what `animdb play` plays.
    func view(named name: String) throws -> (timeline: CodegenTimeline, facts: TimelineFacts) {
        if let known = cache.views[name] { return known }
        let view = try readView(named: name)
        cache.views[name] = view
        return view
    }

    private func readView(named name: String) throws -> (timeline: CodegenTimeline, facts: TimelineFacts) {
        let (stored, storedPresets) = try store.timelineWithPresets(named: name)
        let timeline = stored.object
        let evaluator = try TimelineEvaluator(
            timeline: timeline, presets: storedPresets.mapValues(\.object), types: StoreSession.types(of: store))
        let view = evaluator.view
        func target(_ parameter: ViewSpec.ParameterKey) -> ParameterTarget {
            .parameter(view.items[parameter.item].name, parameter.parameter)
        }
        // Each animator's value by a Swift name of its own: its closure's, numbered where another state or value has
        // it (inside its closure the writer calls it by the closure's name again); a struct value's members follow
        // it (`value2.scale`).
        var phaseNames: [String: String] = [:]
        var taken = Set(view.states.map(\.name))
        let animators =
            view.phaseAnimators.map { (states: [$0.state], names: [$0.name]) }
            + view.keyframeAnimators.map { (states: $0.states, names: $0.names) }
        for animator in animators {
            let written = String(animator.names[0].prefix { $0 != "." })
            let own = String(view.states[animator.states[0]].name.prefix { $0 != "." })
            var name = written
            var number = 2
            while phaseNames.values.contains(where: { $0.prefix(while: { $0 != "." }) == name })
                || (taken.contains(name) && own != name)
            {
                name = "\(written)\(number)"
                number += 1
            }
            taken.insert(name)
            for (state, member) in zip(animator.states, animator.names) {
                phaseNames[view.states[state].name] = name + member.dropFirst(written.count)
            }
        }
        func bindings(_ item: ViewSpec.Item) -> [String: CodegenBinding] {
            var item = item
            for (name, written) in phaseNames {
                item.bindings = item.bindings.mapValues { $0.renaming(name, to: written) }
            }
            return Self.bindings(item)
        }
        var items: [CodegenItem] = []
        var jumping: Set<ParameterTarget> = []
        for (stored, item) in zip(timeline.items, view.items) {
            switch stored.source {
            case .preset(_, let id, let overrides):
                guard let id, let preset = storedPresets[id] else {
                    preconditionFailure("the store loaded the view's presets")
                }
                let (codegenPreset, _) = try self.preset(preset.object)
                let callSite = Dictionary(
                    uniqueKeysWithValues: overrides.compactMap { override in
                        item.values[override.name].map { (override.name, $0) }
                    })
                items.append(.preset(codegenPreset, key: stored.key, callSite, bindings: bindings(item)))
            case .inline(_, let parameters, let ignored):
                let explicit = Dictionary(
                    uniqueKeysWithValues: parameters.compactMap { parameter in
                        item.values[parameter.name].map { (parameter.name, $0) }
                    })
                items.append(.inline(stored.key, item.type, explicit, ignored: ignored, bindings: bindings(item)))
            }
            jumping.formUnion(Self.jumping(item.type, ignored: item.ignored).map { .parameter(stored.key, $0) })
        }
        // A keyframe animator's keyframes are written in the modifier, not as tracks of the parameters they drive.
        let keyframes = Dictionary(
            uniqueKeysWithValues: view.keyframes.filter { view.keyframeRuns[$0.key] == nil }.map {
                (target($0.key), $0.value)
            })
        func written(_ transaction: ViewSpec.Transaction) -> Transaction {
            var result = Transaction(
                time: transaction.time, animation: transaction.animation,
                assignments: transaction.assignments.map {
                    Transaction.Assignment(
                        target: target($0.key), operation: $0.isRelative ? .add : .set, value: $0.value)
                }
                    + transaction.stateAssignments.map {
                        Transaction.Assignment(
                            target: .state(phaseNames[view.states[$0.state].name] ?? view.states[$0.state].name),
                            operation: $0.isRelative ? .add : .set, value: $0.value)
                    })
            result.completion = transaction.completion.map {
                Transaction.Completion(criteria: $0.criteria, written($0.transaction))
            }
            return result
        }
        let transactions = view.transactions.map(written)
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
        var written = CodegenTimeline(
            name: timeline.name, view: Self.node(0, of: view, items: items),
            states: view.states.map { state in
                CodegenState(
                    name: phaseNames[state.name] ?? state.name, value: state.value,
                    isPhase: phaseNames[state.name] != nil)
            }, keyframes: keyframes,
            // A phase animator's moves are its own to make: the view writes the modifier, or iOS 13 the moves.
            transactions: zip(view.transactions, transactions).filter { !$0.0.isScheduled }.map(\.1),
            repetition: repetition)
        written.scheduledChanges = zip(view.transactions, transactions).filter { $0.0.isScheduled }.map(\.1)
        return (written, facts)
    }

    /// The resolver's node `index` as codegen's, with the items (in the resolver's order) in place.
    private static func node(_ index: Int, of view: ViewSpec, items: [CodegenItem]) -> CodegenNode {
        let node = view.nodes[index]
        return CodegenNode(
            items[node.item],
            modifiers: node.modifiers.map { modifier in
                CodegenNode.Modifier(
                    items[modifier.item], content: modifier.content.map { Self.node($0, of: view, items: items) })
            },
            children: node.children.map { Self.node($0, of: view, items: items) },
            conditions: node.conditions.map { CodegenNode.Condition(view.states[$0.state].name, holds: $0.holds) })
    }

    /// The parameters of `item` that read states, as Swift writes them.
    private static func bindings(_ item: ViewSpec.Item) -> [String: CodegenBinding] {
        item.bindings.mapValues { binding in
            switch binding {
            case .state(let name): .state(name)
            case .angle(let name, let degrees): .angle(name, degrees: degrees)
            case .choice(let name, let whenTrue, let whenFalse):
                .choice(name, whenTrue: whenTrue.description, whenFalse: whenFalse.description)
            case .interpolation: .interpolation(binding.description, states: binding.states)
            }
        }
    }

    private func preset(_ stored: Preset) throws -> (CodegenPreset, jumping: Set<String>) {
        let resolved = try ResolvedPreset(stored, types: StoreSession.types(of: store))
        let preset = CodegenPreset(
            name: stored.name, type: resolved.type, values: resolved.explicitValues, ignored: stored.ignored)
        return (preset, Self.jumping(resolved.type, ignored: stored.ignored))
    }

    /// The parameters that jump rather than animate: `ParameterRule.jumps`, the evaluator's rule.
    private static func jumping(_ type: PresetType, ignored: Set<String>) -> Set<String> {
        Set(type.parameters.filter { ParameterRule.jumps($0, ignored: ignored) }.map(\.name))
    }
}
