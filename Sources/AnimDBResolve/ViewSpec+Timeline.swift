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
        guard let type = PresetTypeCatalog.type(named: preset.type) else { throw .unknownType(preset.type) }
        var values: [String: ParameterValue] = [:]
        for parameter in preset.parameters {
            guard let spec = type.parameter(named: parameter.name) else {
                throw .unknownParameter(parameter.name, type: type.name)
            }
            values[parameter.name] = try Self.parse(parameter.name) { () throws(ExpressionError) in
                try ExpressionParser.parseValue(parameter.value, as: spec.type)
            }
        }
        for name in timeline.tracks.keys.sorted() where type.parameter(named: name) == nil {
            throw .unknownParameter(name, type: type.name)
        }
        let item = try Item(name: preset.name, type: type, values: values, ignored: preset.ignored)

        var keyframes: [ParameterKey: ParsedKeyframes] = [:]
        var builder = TransactionBuilder()
        for spec in type.parameters {
            let key = ParameterKey(item: 0, parameter: spec.name)
            switch timeline.tracks[spec.name] {
            case nil:
                continue
            case .keyframes(let text):
                keyframes[key] = try Self.parse(spec.name) { () throws(ExpressionError) in
                    try ExpressionParser.parseKeyframes(text, as: spec.type)
                }
            case .changes(let changes):
                for change in changes {
                    let value = try Self.parse(spec.name) { () throws(ExpressionError) in
                        try ExpressionParser.parseValue(change.value, as: spec.type)
                    }
                    let expression = try Self.parse(spec.name) { () throws(ExpressionError) in
                        try ExpressionParser.parse(change.animation)
                    }
                    guard case .animation(let animation) = expression else {
                        throw .invalid(parameter: spec.name, reason: "'\(change.animation)' is not an animation")
                    }
                    builder.add(Assignment(key, value), at: change.time, animation: animation)
                }
            }
        }
        self.init(
            items: [item], keyframes: keyframes, transactions: builder.transactions, repetition: timeline.repetition)
    }

    private static func parse<T>(_ parameter: String, _ body: () throws(ExpressionError) -> T) throws(TimelineError)
        -> T
    {
        do { return try body() } catch { throw .invalid(parameter: parameter, reason: error.description) }
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
