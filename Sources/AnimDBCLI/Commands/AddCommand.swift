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

/// `animdb add preset|timeline|keyframe …`.
enum AddCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "add",
            abstract: "Add a preset, a timeline, or a keyframe to a timeline.",
            subcommands: [presetSpec, timelineSpec, keyframeSpec, changeSpec]
        )
    }

    static var presetSpec: CommandSpec {
        CommandSpec(
            name: "preset",
            abstract: "Add a shape or modifier preset.",
            discussion: """
                Values use the expression syntax: 10, .degrees(90) or 90deg, CGPoint(x: 0, y: 5), UnitPoint.center, \
                Color(red: 1, green: 0.5, blue: 0), true, "text".
                Example: animdb add preset login-shake --type shake --set amplitude=8 --tag feedback
                """,
            options: [
                OptionSpec("type", valueName: "type", help: "The preset type (see 'animdb types').", isRequired: true),
                OptionSpec("set", kind: .repeating, valueName: "param=value", help: "A parameter value."),
                OptionSpec(
                    "ignore", kind: .repeating, valueName: "param",
                    help: "Make a parameter jump instead of animating (@AnimatableIgnored)."),
                OptionSpec("description", valueName: "text", help: "What the preset is for."),
                OptionSpec("tag", kind: .repeating, valueName: "tag", help: "A tag for listing and export."),
            ],
            arguments: [ArgumentSpec("name", help: "The new preset's name.")],
            run: runPreset
        )
    }

    static var timelineSpec: CommandSpec {
        CommandSpec(
            name: "timeline",
            abstract: "Add a timeline: a view (content and modifiers) and how its values change over time.",
            discussion: """
                Write the view as SwiftUI does: --content is a preset or a view (Text("Shake me!"), TextField("username"), \
                Arc(startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)), each --modifier a preset or \
                modifiers in order (.fill(.cyan), .stroke(.blue, lineWidth: 3), .frame(width: 200, height: 200), \
                .padding(), .rotationEffect(.radians(0)), .modifier(ShakeEffect(shakes: 0))).
                A change is one transaction: --change 'withAnimation(.linear(duration: 0.6)) { shakes += 2 } at 1', \
                or 'size = 150, cornerRadius = 10 with .spring(response: 1, dampingFraction: 0.5)', or without \
                animation 'shakes = 0 at 1.5'. A track is a keyframe list: --track 'sides: CubicKeyframe(6, duration: 0.8)'.
                Targets are PARAM, or ITEM.PARAM where several items have PARAM.
                --preset P is the single-preset form: a shape alone, or a modifier on a text field showing --content.
                """,
            options: [
                OptionSpec("content", valueName: "view", help: "The view's content: a preset or a SwiftUI view."),
                OptionSpec(
                    "modifier", kind: .repeating, valueName: "modifier", help: "A preset or modifiers, in order."),
                OptionSpec("preset", valueName: "preset", help: "The single-preset form (instead of --content)."),
                OptionSpec(
                    "change", kind: .repeating, valueName: "transaction",
                    help: "Assignments at a time, with or without an animation."),
                OptionSpec("track", kind: .repeating, valueName: "target: keyframes", help: "A keyframe track."),
                OptionSpec("repeat", valueName: "n|forever", help: "How often the timeline plays.", defaultValue: "1"),
            ],
            arguments: [ArgumentSpec("name", help: "The new timeline's name.")],
            run: runTimeline
        )
    }

    static var keyframeSpec: CommandSpec {
        CommandSpec(
            name: "keyframe",
            abstract: "Add a keyframe to a timeline's track.",
            discussion: "Example: animdb add keyframe polygon-morph sides 'LinearKeyframe(5, duration: 0.3)' --at 1",
            options: [
                OptionSpec("at", valueName: "index", help: "Insert before this keyframe (0-based); default: append.")
            ],
            arguments: [
                ArgumentSpec("timeline", help: "The timeline."),
                ArgumentSpec("param", help: "The parameter whose track gets the keyframe."),
                ArgumentSpec("keyframe", help: "The keyframe, e.g. 'SpringKeyframe(0, spring: .bouncy)'."),
            ],
            run: runKeyframe
        )
    }

    static var changeSpec: CommandSpec {
        CommandSpec(
            name: "change",
            abstract: "Add a change (a transaction) to a timeline.",
            discussion: """
                Example: animdb add change shake-effect 'withAnimation(.linear(duration: 0.6)) { shakes += 2 } at 2'
                Changes at the same time apply in the order they were added.
                """,
            arguments: [
                ArgumentSpec("timeline", help: "The timeline."),
                ArgumentSpec("change", help: "Assignments at a time, with or without an animation."),
            ],
            run: runChange
        )
    }

    static func runChange(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let timelineName = arguments.argument("timeline")
        let store = try StoreSession.open(arguments, context)
        let targets = try targets(of: store.timelineWithPresets(named: timelineName), in: store)
        let added = try change(arguments.argument("change"), targets: targets)
        let stored = try store.updateTimeline(named: timelineName) { timeline in
            // After every change at or before its time: same-instant changes apply in the order added.
            let index = timeline.changes.firstIndex { $0.time > added.time } ?? timeline.changes.count
            timeline.changes.insert(added, at: index)
        }
        context.stdout.line(
            "Added a change at \(JSONValue.canonicalNumber(added.time)) to '\(timelineName)' (revision \(stored.revision))"
        )
    }

    static func runPreset(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let name = arguments.argument("name")
        let type = try PresetTypeCatalog.requireType(named: arguments.requiredValue("type"))
        var parameters: [Preset.Parameter] = []
        for assignment in arguments.values("set") {
            let (parameter, value) = try splitAssignment(assignment, option: "set")
            _ = try StoredText.parameter(parameter, ofType: type.name)
            parameters.removeAll { $0.name == parameter }
            parameters.append(Preset.Parameter(name: parameter, value: value))
        }
        let ignored = Set(arguments.values("ignore"))
        for parameter in ignored { _ = try StoredText.parameter(parameter, ofType: type.name) }
        let preset = Preset(
            name: name, type: type.name, parameters: parameters, ignored: ignored,
            description: arguments.value("description") ?? "", tags: Set(arguments.values("tag")))
        let store = try StoreSession.open(arguments, context)
        let stored = try store.addPreset(preset)
        context.stdout.line(
            "Added preset '\(stored.object.name)' (\(type.name), revision \(stored.revision), \(stored.hash.prefix(12)))"
        )
    }

    static func runTimeline(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let name = arguments.argument("name")
        let store = try StoreSession.open(arguments, context)
        let view = Timeline.Node(chain: try viewItems(arguments, store: store))
        let targets = try ViewTargets(timeline: Timeline(name: name, view: view)) {
            try store.preset(named: $0).object.type
        }
        var keyframes: [ParameterTarget: String] = [:]
        for option in arguments.values("track") {
            let (target, text) = try splitTrack(option, option: "track")
            let resolved = try resolve(target, in: targets, option: "--track")
            guard keyframes[resolved.target] == nil else {
                throw CLIError.invalid("'\(resolved.target)' has more than one track")
            }
            keyframes[resolved.target] = text
        }
        var changes: [Timeline.Change] = []
        for option in arguments.values("change") {
            changes.append(try change(option, targets: targets))
        }
        // Stored in time order; changes at one instant keep the order they were given in.
        let ordered = changes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        let timeline = Timeline(
            name: name, view: view, repetition: try repetition(arguments.requiredValue("repeat"), option: "--repeat"),
            keyframes: keyframes, changes: ordered.map(\.element))
        let stored = try store.addTimeline(timeline)
        context.stdout.line(
            "Added timeline '\(stored.object.name)' (revision \(stored.revision), \(stored.hash.prefix(12)))")
    }

    /// The view of `add timeline`: `--content` and `--modifier`s, or the single-preset form `--preset`.
    static func viewItems(_ arguments: ParsedArguments, store: Store) throws -> [Timeline.Item] {
        let syntax = ViewSyntax { name in
            (try? store.preset(named: name)).map { ($0.object.name, $0.object.type) }
        }
        var items: [Timeline.Item] = []
        do {
            if let presetName = arguments.value("preset") {
                let preset = try store.preset(named: presetName).object
                let isContent = PresetTypeCatalog.type(named: preset.type)?.kind.isContent ?? true
                if isContent {
                    items = [.preset(preset.name, key: ViewSyntax.key(for: preset.name))]
                } else {
                    // The single-preset form's --content is the text the modifier is applied to.
                    let text = arguments.value("content") ?? "Shake me!"
                    let content =
                        (try? syntax.content(text))
                        ?? [.inline("field", type: "text-field", ["placeholder": ExpressionText.stringLiteral(text)])]
                    items = content + [.preset(preset.name, key: ViewSyntax.key(for: preset.name))]
                }
            } else if let content = arguments.value("content") {
                items = try syntax.content(content)
            } else {
                throw CLIError.usage(
                    "Missing expected option '--content <view>' (or '--preset <preset>')",
                    command: arguments.commandPath)
            }
            for modifier in arguments.values("modifier") {
                items = try syntax.appending(modifier, to: items)
            }
        } catch let failure as ViewSyntax.Failure {
            throw CLIError.invalid(failure.description)
        }
        return ViewSyntax.uniqueKeys(items)
    }

    /// One `--change`: a transaction whose targets are resolved in the view and whose values are typed.
    static func change(_ text: String, targets: ViewTargets) throws -> Timeline.Change {
        let parsed = try ExpressionParser.parseTransaction(text)
        let transaction = try parsed.typed { assignment throws(ExpressionError) in
            do {
                let resolved = try targets.resolve(assignment.target)
                return (resolved.target, resolved.type)
            } catch {
                throw assignment.error(String(describing: error))
            }
        }
        return Timeline.Change(
            at: transaction.time, animation: transaction.animation?.description,
            transaction.assignments.map { assignment in
                let operation: Timeline.Operation =
                    switch assignment.operation {
                    case .set: .set
                    case .add: .add
                    case .subtract: .subtract
                    }
                return Timeline.Assignment(assignment.target, operation, assignment.value.description)
            })
    }

    /// What `key.param` targets a timeline's view has, its presets' types taken from the presets read with it (one
    /// read of the store), by name as the view names them.
    static func targets(
        of loaded: (timeline: Stored<Timeline>, presets: [UUID: Stored<Preset>]), in store: Store
    ) throws -> ViewTargets {
        try ViewTargets(timeline: loaded.timeline.object) { name in
            if let preset = loaded.presets.values.first(where: { $0.object.name == name }) { return preset.object.type }
            return try store.preset(named: name).object.type
        }
    }

    /// The parameter `target` names (keyframe tracks and `set` drive parameters, not states).
    static func resolve(_ target: String, in targets: ViewTargets, option: String) throws -> (
        target: ParameterTarget, spec: ParameterSpec
    ) {
        let resolved: ViewTargets.Resolved
        do {
            resolved = try targets.resolve(target)
        } catch {
            throw CLIError.invalid("\(option) '\(target)': \(error.description)")
        }
        guard let spec = resolved.spec else {
            throw CLIError.invalid("\(option) '\(target)': '\(target)' is a state of the view, not a parameter")
        }
        return (resolved.target, spec)
    }

    static func runKeyframe(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let timelineName = arguments.argument("timeline")
        let parameter = arguments.argument("param")
        let keyframeText = arguments.argument("keyframe")
        let index = try arguments.int("at")
        let store = try StoreSession.open(arguments, context)
        let loaded = try store.timelineWithPresets(named: timelineName)
        let targets = try targets(of: loaded, in: store)
        let (target, spec) = try resolve(parameter, in: targets, option: "keyframe target")
        let added = try StoredText.keyframes(keyframeText, for: spec).keyframes
        if loaded.timeline.object.changes.contains(where: { $0.assignments.contains { $0.target == target } }) {
            throw CLIError.invalid("'\(target)' of '\(timelineName)' is changed by transactions, not keyframes")
        }
        var keyframes: [ParsedKeyframe] = []
        if let existing = loaded.timeline.object.keyframes[target] {
            keyframes = try StoredText.keyframes(existing, for: spec).keyframes
        }
        let position = index ?? keyframes.count
        guard position >= 0, position <= keyframes.count else {
            throw CLIError.invalid("--at \(position) is out of range: the track has \(keyframes.count) keyframes")
        }
        keyframes.insert(contentsOf: added, at: position)
        let text = ParsedKeyframes(type: spec.type, keyframes: keyframes).description
        let stored = try store.updateTimeline(named: timelineName) { $0.keyframes[target] = text }
        context.stdout.line("Added keyframe \(position) to '\(timelineName)' \(target) (revision \(stored.revision))")
    }

    // MARK: Shared parsing

    static func splitAssignment(_ text: String, option: String) throws -> (String, String) {
        guard let equals = text.firstIndex(of: "=") else {
            throw CLIError.invalid("--\(option) '\(text)' must look like PARAM=VALUE")
        }
        let name = text[..<equals].trimmingWhitespace()
        let value = text[text.index(after: equals)...].trimmingWhitespace()
        guard !name.isEmpty, !value.isEmpty else {
            throw CLIError.invalid("--\(option) '\(text)' must look like PARAM=VALUE")
        }
        return (name, value)
    }

    static func splitTrack(_ text: String, option: String) throws -> (String, String) {
        guard let colon = text.firstIndex(of: ":") else {
            throw CLIError.invalid("--\(option) '\(text)' must start with 'PARAM:'")
        }
        let name = text[..<colon].trimmingWhitespace()
        let rest = text[text.index(after: colon)...].trimmingWhitespaceAndNewlines()
        guard !name.isEmpty, !rest.isEmpty else {
            throw CLIError.invalid("--\(option) '\(text)' must look like 'PARAM: …'")
        }
        return (name, rest)
    }

    /// `n` or `forever`, under the one repeat-count rule (`Timeline.Repetition.problem`).
    static func repetition(_ text: String, option: String) throws -> Timeline.Repetition {
        guard let repetition = Timeline.Repetition(text: text), repetition.problem == nil else {
            let range = Animation.repeatCountRange
            throw CLIError.invalid(
                "\(option) '\(text)' must be a whole number from \(range.lowerBound) to \(range.upperBound), or 'forever'"
            )
        }
        return repetition
    }
}
