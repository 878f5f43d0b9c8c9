import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Timeline {
    /// The content format written today. Formats 1 (one preset, per-parameter tracks) and 2 (one view chain) are still
    /// read, as a one-node tree.
    public static let contentFormat = 3

    /// The content as JSON: every field except `id`; preset items reference their preset by id, so renaming it leaves
    /// this timeline's hash alone.
    ///
    /// ```
    /// {"changes":[{"assign":[{"op":"=","target":"wave.phase"|"show","value":"…"}],"at":0,"animation":"…"|null}],
    ///  "format":3,"keyframes":{"key.param":"…"},"name":…,"repeat":n|"forever",
    ///  "state":[{"name":"show","type":"bool","value":"false"}],"view":NODE}
    /// NODE = {"key":…,"preset":"<uuid>","parameters":[…]} or {"key":…,"type":…,"parameters":[…],"ignored":[…]},
    ///        plus "modifiers":[MODIFIER…], "children":[NODE…], "if":[{"state":…,"is":true|false}] when not empty
    /// MODIFIER = an item as above, plus "content":[NODE…] when it attaches views
    /// ```
    ///
    /// - Precondition: every preset item's id is set and change times are finite (the store resolves and validates
    ///   both before encoding).
    public var contentJSON: JSONValue {
        let repetition: JSONValue =
            switch self.repetition {
            case .count(let count): .number(Double(count))
            case .forever: .string("forever")
            }
        return .object([
            "format": .number(Double(Self.contentFormat)),
            "name": .string(name),
            "repeat": repetition,
            "state": .array(
                state.map {
                    .object(["name": .string($0.name), "type": .string($0.type ?? ""), "value": .string($0.value)])
                }),
            "view": view.json,
            "keyframes": .object(
                Dictionary(uniqueKeysWithValues: keyframes.map { ($0.key.description, JSONValue.string($0.value)) })),
            "changes": .array(changes.map(\.json)),
        ])
    }

    /// Whether `contentJSON` was written by an older animdb (content format 1 or 2). Such content keeps its bytes and
    /// hash wherever it is stored (history and teammates' ancestry stay valid) and is read as a tree; merges upgrade
    /// it first, so they compare today's format with today's.
    public static func isOlderFormat(_ contentJSON: JSONValue) -> Bool {
        guard let members = contentJSON.objectValue else { return false }
        return members["format"] == nil || members["format"]?.numberValue == 2
    }

    /// SHA-256 hex of the canonical content JSON.
    public var contentHash: String { SHA256.hexDigest(of: contentJSON.canonicalText) }

    /// What decoding needs to know about a preset: its current name, and (for format-1 content, which has no view)
    /// whether it is a modifier, which decides where the old `content` text goes.
    public struct PresetInfo: Hashable, Sendable {
        public var name: String
        public var isModifier: Bool
        /// The preset's type as stored (format-1 values are rewritten for it).
        public var type: String

        public init(name: String, isModifier: Bool, type: String = "") {
            self.name = name
            self.isModifier = isModifier
            self.type = type
        }
    }

    /// Rewrites a format-1 value (`keyframes` false) or keyframe list for `parameter` of a preset of `type`:
    /// `(text, keyframes, parameter, type) -> text`.
    public typealias FormatOneUpgrade = (String, Bool, String, String) -> String

    /// The ids of the presets `contentJSON` references, in either format, without decoding the rest (so the store can
    /// look them up first). Unparseable ids are left out; decoding reports them.
    public static func referencedPresetIDs(in contentJSON: JSONValue) -> [UUID] {
        if let legacy = contentJSON.objectValue?["preset_id"]?.stringValue {
            return UUID(uuidString: legacy).map { [$0] } ?? []
        }
        return items(in: contentJSON).compactMap { $0["preset"]?.stringValue.flatMap(UUID.init(uuidString:)) }
    }

    /// The types of `contentJSON`'s inline items (`fill`, `Star`), without decoding the rest.
    public static func inlineTypeNames(in contentJSON: JSONValue) -> Set<String> {
        Set(items(in: contentJSON).compactMap { $0["preset"] == nil ? $0["type"]?.stringValue : nil })
    }

    /// Every item object of a stored view, in either format: nodes, their children, modifiers and attached views.
    private static func items(in contentJSON: JSONValue) -> [JSONValue] {
        var out: [JSONValue] = []
        func visit(_ item: JSONValue) {
            out.append(item)
            for child in item["children"]?.arrayValue ?? [] { visit(child) }
            for modifier in item["modifiers"]?.arrayValue ?? [] {
                visit(modifier)
                for node in modifier["content"]?.arrayValue ?? [] { visit(node) }
            }
        }
        switch contentJSON.objectValue?["view"] {
        case .array(let chain): chain.forEach(visit)  // format 2
        case let root?: visit(root)
        case nil: break
        }
        return out
    }

    /// Rebuilds a timeline from its content JSON (format 2, or format 1 upgraded on the fly) and its id.
    ///
    /// - Parameter presets: what is known of each referenced preset; an id missing here is refused.
    /// - Throws: `ContentError.invalidContent` naming the first missing, mistyped or unknown member.
    /// - Parameter upgrade: rewrites format-1 values for today's catalog (identity by default).
    public init(
        id: UUID, contentJSON: JSONValue, presets: (UUID) -> PresetInfo?,
        upgrade: FormatOneUpgrade = { text, _, _, _ in text }
    ) throws(ContentError) {
        let fields = try JSONFields(contentJSON, context: "timeline \(id.uuidString)")
        if fields.members["format"] == nil {
            try self.init(id: id, formatOne: fields, presets: presets, upgrade: upgrade)
            return
        }
        let format = try fields.number("format")
        guard format == 2 || format == Double(Self.contentFormat) else {
            throw fields.fail("content format \(try fields.value("format").canonicalText) is newer than this animdb")
        }
        let view: Node
        var state: [StateVariable] = []
        if format == 2 {
            try fields.requireOnly(["format", "name", "repeat", "view", "keyframes", "changes"])
            var chain: [Item] = []
            for element in try fields.array("view") {
                chain.append(try Item(json: element, context: fields.context, presets: presets))
            }
            guard !chain.isEmpty else { throw fields.fail("'view' must not be empty") }
            view = Node(chain: chain)
        } else {
            try fields.requireOnly(["format", "name", "repeat", "state", "view", "keyframes", "changes"])
            view = try Node(json: try fields.value("view"), context: fields.context, presets: presets)
            for element in try fields.array("state") {
                let variable = try JSONFields(element, context: fields.context)
                try variable.requireOnly(["name", "type", "value"])
                state.append(
                    StateVariable(
                        name: try variable.string("name"), type: try variable.string("type"),
                        value: try variable.string("value")))
            }
        }
        guard let keyframeMembers = try fields.value("keyframes").objectValue else {
            throw fields.fail("'keyframes' must be an object")
        }
        var keyframes: [ParameterTarget: String] = [:]
        for (target, text) in keyframeMembers {
            guard let text = text.stringValue else { throw fields.fail("keyframes '\(target)' must be a string") }
            keyframes[try Self.target(target, fields)] = text
        }
        var changes: [Change] = []
        for element in try fields.array("changes") {
            changes.append(try Change(json: element, context: fields.context))
        }
        self.init(
            id: id, name: try fields.string("name"), view: view, state: state,
            repetition: try Self.repetition(fields), keyframes: keyframes, changes: changes)
    }

    /// A stored target, refused in one line when it is not `key.param` or a state name.
    static func target(_ text: String, _ fields: JSONFields) throws(ContentError) -> ParameterTarget {
        guard let target = ParameterTarget(text) else { throw fields.fail("'\(text)' is not a target") }
        return target
    }

    private static func repetition(_ fields: JSONFields) throws(ContentError) -> Repetition {
        switch try fields.value("repeat") {
        case .string("forever"):
            return .forever
        case .number(let count)
        where count == count.rounded() && Repetition.count(Int(exactly: count) ?? 0).problem == nil:
            return .count(Int(count))
        default:
            let range = Animation.repeatCountRange
            throw fields.fail(
                "'repeat' must be a whole number from \(range.lowerBound) to \(range.upperBound) or \"forever\"")
        }
    }

    /// Format 1: `{"content":…|null,"name":…,"preset_id":…,"repeat":…,"tracks":{"param":{"keyframes":…}|
    /// {"changes":[{"animation":…,"at":…,"value":…}]}}}`, one preset animated per parameter.
    ///
    /// The view becomes the preset alone (a shape, drawn with SwiftUI's default fill) or, for a modifier, a text
    /// field showing the old `content` text followed by the preset. Changes become transactions; changes of several
    /// parameters at the same time with the same animation become one transaction, as one `withAnimation` block.
    private init(
        id: UUID, formatOne fields: JSONFields, presets: (UUID) -> PresetInfo?, upgrade: FormatOneUpgrade
    ) throws(ContentError) {
        try fields.requireOnly(["name", "preset_id", "content", "repeat", "tracks"])
        guard let presetID = UUID(uuidString: try fields.string("preset_id")) else {
            throw fields.fail("'preset_id' must be a UUID")
        }
        guard let preset = presets(presetID) else {
            throw fields.fail("its preset \(presetID.uuidString) does not exist")
        }
        // Names may hold '.', which separates a target's item from its parameter.
        let key = preset.name.replacing(".", with: "-")
        var chain = [Item(key: key, source: .preset(name: preset.name, id: presetID, parameters: []))]
        if preset.isModifier {
            let text = try fields.optionalString("content") ?? "Shake me!"
            chain.insert(
                .inline("field", type: "text-field", ["placeholder": ExpressionText.stringLiteral(text)]), at: 0)
        }
        guard let trackMembers = try fields.value("tracks").objectValue else {
            throw fields.fail("'tracks' must be an object")
        }
        var keyframes: [ParameterTarget: String] = [:]
        var builder = TransactionBuilder()
        for (parameter, value) in trackMembers.sorted(by: { $0.key < $1.key }) {
            let track = try JSONFields(value, context: fields.context)
            let target = ParameterTarget.parameter(key, parameter)
            if track.members["keyframes"] != nil {
                try track.requireOnly(["keyframes"])
                keyframes[target] = upgrade(try track.string("keyframes"), true, parameter, preset.type)
                continue
            }
            try track.requireOnly(["changes"])
            for element in try track.array("changes") {
                let change = try JSONFields(element, context: fields.context)
                try change.requireOnly(["at", "value", "animation"])
                builder.add(
                    Assignment(target, .set, upgrade(try change.string("value"), false, parameter, preset.type)),
                    at: try change.number("at"), animation: try change.string("animation"))
            }
        }
        let merged = builder.changes
        self.init(
            id: id, name: try fields.string("name"), chain: chain, repetition: try Self.repetition(fields),
            keyframes: keyframes, changes: merged)
    }
}

extension Timeline.Item {
    /// The item's members: its key and either its preset or its type, values and ignored names.
    var json: JSONValue {
        switch source {
        case .preset(_, let id, let parameters):
            guard let id else { preconditionFailure("encode a timeline after resolving its presets") }
            return .object([
                "key": .string(key), "preset": .string(id.storageText), "parameters": Self.json(parameters),
            ])
        case .inline(let type, let parameters, let ignored):
            return .object([
                "key": .string(key), "type": .string(type), "parameters": Self.json(parameters),
                "ignored": .array(ignored.sorted().map(JSONValue.string)),
            ])
        }
    }

    private static func json(_ parameters: [Preset.Parameter]) -> JSONValue {
        .array(parameters.map { .object(["name": .string($0.name), "value": .string($0.value)]) })
    }

    private static func parameters(_ fields: JSONFields) throws(ContentError) -> [Preset.Parameter] {
        var parameters: [Preset.Parameter] = []
        for element in try fields.array("parameters") {
            let parameter = try JSONFields(element, context: fields.context)
            try parameter.requireOnly(["name", "value"])
            parameters.append(
                Preset.Parameter(name: try parameter.string("name"), value: try parameter.string("value")))
        }
        return parameters
    }

    init(
        json: JSONValue, context: String, presets: (UUID) -> Timeline.PresetInfo?, extra: Set<String> = []
    ) throws(ContentError) {
        let fields = try JSONFields(json, context: context)
        let key = try fields.string("key")
        if fields.members["preset"] != nil {
            try fields.requireOnly(Set(["key", "preset", "parameters"]).union(extra))
            guard let id = UUID(uuidString: try fields.string("preset")) else {
                throw fields.fail("item '\(key)': 'preset' must be a UUID")
            }
            guard let preset = presets(id) else {
                throw fields.fail("item '\(key)': preset \(id.uuidString) does not exist")
            }
            self.init(key: key, source: .preset(name: preset.name, id: id, parameters: try Self.parameters(fields)))
            return
        }
        try fields.requireOnly(Set(["key", "type", "parameters", "ignored"]).union(extra))
        let parameters = try Self.parameters(fields)
        self.init(
            key: key,
            source: .inline(
                type: try fields.string("type"), parameters: parameters, ignored: Set(try fields.strings("ignored"))))
    }
}

extension Timeline.Change {
    /// `{"at":…,"animation":…,"assign":[…]}`, with `"completion":{"criteria":…,"change":{…}}` when it has one (left
    /// out otherwise, so changes without one hash as before); a completion's change has no `at`.
    fileprivate var json: JSONValue { json(timed: true) }

    private func json(timed: Bool) -> JSONValue {
        var fields: [String: JSONValue] = [
            "animation": animation.map(JSONValue.string) ?? .null,
            "assign": .array(
                assignments.map {
                    .object([
                        "target": .string($0.target.description), "op": .string($0.operation.rawValue),
                        "value": .string($0.value),
                    ])
                }),
        ]
        if timed { fields["at"] = .number(time) }
        if let completion {
            fields["completion"] = .object([
                "criteria": .string(completion.criteria), "change": completion.change.json(timed: false),
            ])
        }
        return .object(fields)
    }

    fileprivate init(json: JSONValue, context: String) throws(ContentError) {
        try self.init(json: json, context: context, timed: true, depth: 0)
    }

    private init(json: JSONValue, context: String, timed: Bool, depth: Int) throws(ContentError) {
        let fields = try JSONFields(json, context: context)
        try fields.requireOnly(
            timed ? ["at", "animation", "assign", "completion"] : ["animation", "assign", "completion"])
        var assignments: [Timeline.Assignment] = []
        for element in try fields.array("assign") {
            let assignment = try JSONFields(element, context: context)
            try assignment.requireOnly(["target", "op", "value"])
            let op = try assignment.string("op")
            guard let operation = Timeline.Operation(rawValue: op) else {
                throw fields.fail("unknown assignment operator '\(op)'")
            }
            let target = try Timeline.target(try assignment.string("target"), assignment)
            assignments.append(Timeline.Assignment(target, operation, try assignment.string("value")))
        }
        var completion: Timeline.Completion?
        if let value = fields.members["completion"] {
            // A chain of completions is bounded like the view's depth.
            guard depth < ContentLimits().maxDepth else { throw fields.fail("completions nest too deeply") }
            let nested = try JSONFields(value, context: context)
            try nested.requireOnly(["criteria", "change"])
            let criteria = try nested.string("criteria")
            guard ["logicallyComplete", "removed"].contains(criteria) else {
                throw nested.fail("unknown completion criteria '\(criteria)' (logicallyComplete or removed)")
            }
            completion = Timeline.Completion(
                criteria: criteria,
                try Timeline.Change(json: try nested.value("change"), context: context, timed: false, depth: depth + 1))
        }
        self.init(
            at: timed ? try fields.number("at") : 0, animation: try fields.optionalString("animation"), assignments,
            completion: completion)
    }
}

/// Groups per-parameter changes (content format 1) into transactions: changes at the same time with the same
/// animation form one transaction (one `withAnimation` block setting several parameters, so width and height of one
/// shape animate as one vector), in the order the parameters are added; a parameter's second change at the same
/// instant starts a later transaction. Each parameter's changes keep their stored order.
struct TransactionBuilder {
    private var times: [Double] = []
    private var byTime: [Double: [Timeline.Change]] = [:]
    /// Per target, the index (within its time) of the transaction holding its latest change.
    private var latest: [ParameterTarget: (time: Double, index: Int)] = [:]

    mutating func add(_ assignment: Timeline.Assignment, at time: Double, animation: String?) {
        var group = byTime[time] ?? []
        if group.isEmpty { times.append(time) }
        let after = latest[assignment.target].flatMap { $0.time == time ? $0.index + 1 : nil } ?? 0
        let index =
            group.indices.dropFirst(after).first { i in
                group[i].animation == animation && !group[i].assignments.contains { $0.target == assignment.target }
            } ?? group.count
        if index == group.count {
            group.append(Timeline.Change(at: time, animation: animation, []))
        }
        group[index].assignments.append(assignment)
        byTime[time] = group
        latest[assignment.target] = (time, index)
    }

    /// Every transaction in time order; within a time, in the order they were formed.
    var changes: [Timeline.Change] {
        times.sorted().flatMap { byTime[$0] ?? [] }
    }
}
