import AnimDBEngine
import AnimDBGeometry
import AnimDBStore
import AnimDBSyntax

extension ViewSpec {
    /// The view of a stored single-preset timeline: one item (the preset), its keyframe tracks, and its state changes
    /// as transactions.
    ///
    /// A stored change belongs to one parameter's track, so transactions are rebuilt from them: changes at the same
    /// time with the same animation form one transaction (one `withAnimation` block setting several parameters, so
    /// width and height of one shape animate as one vector), taken in the type's parameter order; a parameter's
    /// second change at the same instant starts a later transaction. Each parameter's changes keep their stored order.
    ///
    /// - Throws: `TimelineError` naming the parameter and the problem.
    public init(preset: Preset, timeline: Timeline) throws(TimelineError) {
        let resolved = try ResolvedPreset(preset)
        for name in timeline.tracks.keys.sorted() { _ = try resolved.parameter(name) }
        let item = try Item(
            name: preset.name, type: resolved.type, values: resolved.explicitValues, ignored: preset.ignored)
        var keyframes: [ParameterKey: ParsedKeyframes] = [:]
        var builder = TransactionBuilder()
        for spec in resolved.type.parameters {
            guard let track = timeline.tracks[spec.name] else { continue }
            let key = ParameterKey(item: 0, parameter: spec.name)
            switch try resolved.track(track, of: spec.name) {
            case .keyframes(let parsed):
                keyframes[key] = parsed
            case .changes(let changes):
                for change in changes {
                    builder.add(Assignment(key, change.value), at: change.at, animation: change.animation)
                }
            }
        }
        self.init(
            items: [item], keyframes: keyframes, transactions: builder.transactions, repetition: timeline.repetition)
    }
}

/// Groups per-parameter changes into transactions (see `ViewSpec.init(preset:timeline:)`).
private struct TransactionBuilder {
    private var times: [Double] = []
    private var byTime: [Double: [ViewSpec.Transaction]] = [:]
    /// Per parameter, the index (within its time) of the transaction holding its latest change.
    private var latest: [ViewSpec.ParameterKey: (time: Double, index: Int)] = [:]

    mutating func add(_ assignment: ViewSpec.Assignment, at time: Double, animation: Animation) {
        var group = byTime[time] ?? []
        if group.isEmpty { times.append(time) }
        let after = latest[assignment.key].flatMap { $0.time == time ? $0.index + 1 : nil } ?? 0
        let index =
            group.indices.dropFirst(after).first { i in
                group[i].animation == animation && !group[i].assignments.contains { $0.key == assignment.key }
            } ?? group.count
        if index == group.count {
            group.append(ViewSpec.Transaction(time: time, animation: animation, assignments: []))
        }
        group[index].assignments.append(assignment)
        byTime[time] = group
        latest[assignment.key] = (time, index)
    }

    /// Every transaction in time order; within a time, in the order they were formed.
    var transactions: [ViewSpec.Transaction] {
        times.sorted().flatMap { byTime[$0] ?? [] }
    }
}
