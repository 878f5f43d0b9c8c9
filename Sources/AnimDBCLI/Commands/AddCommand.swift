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
            abstract: "Add a preset, your own types from Swift, a timeline, or a keyframe to a timeline.",
            subcommands: [presetSpec, typeSpec, timelineSpec, keyframeSpec, changeSpec]
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
                PresetOptions.type, PresetOptions.set, PresetOptions.ignore, PresetOptions.description,
                PresetOptions.tag,
            ],
            arguments: [PresetOptions.name],
            run: runPreset
        )
    }

    /// The declarations of `add preset`.
    enum PresetOptions {
        static let type = Option.required(
            "type", valueName: "type", help: "The preset type: built in, or yours (see 'animdb types').", .typeName)
        static let set = Option(
            "set", valueName: "param=value", help: "A parameter value.", repeating: .assignment(option: "set"))
        static let ignore = Option(
            "ignore", valueName: "param", help: "Make a parameter jump instead of animating (@AnimatableIgnored).",
            repeating: .text)
        static let description = Option("description", valueName: "text", help: "What the preset is for.", .text)
        static let tag = Option(
            "tag", valueName: "tag", help: "A tag for listing and export.", repeating: .name(what: "tag"))
        static let name = Argument("name", help: "The new preset's name.", .name())
    }

    static var timelineSpec: CommandSpec {
        CommandSpec(
            name: "timeline",
            abstract:
                "Add a timeline: a view (a SwiftUI view tree, or content and modifiers) and how it changes over time.",
            discussion: """
                Paste a whole view with --view (VStack { … }, overlays, if show { … } with transitions) and declare its \
                @State values with --state show=false; changes assign states (--change 'withAnimation { show = true }').
                Or write one chain as SwiftUI does: --content is a preset or a view (Text("Shake me!"), TextField("username"), \
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
                TimelineOptions.view, TimelineOptions.state, TimelineOptions.content, TimelineOptions.modifier,
                TimelineOptions.preset, TimelineOptions.change, TimelineOptions.track, TimelineOptions.repetition,
                TimelineOptions.swift, TimelineOptions.event, TimelineOptions.seed,
            ],
            arguments: [TimelineOptions.name],
            run: runTimeline
        )
    }

    /// The declarations of `add timeline`.
    enum TimelineOptions {
        static let view = Option(
            "view", valueName: "view",
            help: "The whole view as SwiftUI writes it: VStack { … }, overlays, if state { … } (instead of --content).",
            .text)
        static let state = Option(
            "state", valueName: "name=value",
            help: "A @State value of the view: show=false, 'sides: Double = 3'; read by conditions and bindings.",
            repeating: .state)
        static let content = Option(
            "content", valueName: "view", help: "The view's content: a preset or a SwiftUI view.", .text)
        static let modifier = Option(
            "modifier", valueName: "modifier", help: "A preset or modifiers, in order.", repeating: .text)
        static let preset = Option(
            "preset", valueName: "preset", help: "The single-preset form (instead of --content).", .text)
        static let change = Option(
            "change", valueName: "transaction", help: "Assignments at a time, with or without an animation.",
            repeating: .transaction)
        static let swift = Option(
            "swift", valueName: "file",
            help: "Paste a SwiftUI View from a .swift file: its @State, body and actions (--view TYPE picks the view).",
            .text)
        static let seed = Option(
            "seed", valueName: "n", help: "With --swift: seeds Double.random(in:) in the view's actions.", default: 0,
            .wholeNumber)
        static let event = Option(
            "event", valueName: "event",
            help:
                "With --swift: tap \"TITLE\" at T, tap KEY at T, set NAME = VALUE at T, submit \"PLACEHOLDER\" at T (appear is at 0).",
            repeating: .text)
        static let track = Option(
            "track", valueName: "target: keyframes", help: "A keyframe track.", repeating: .track(option: "track"))
        static let repetition = Option(
            "repeat", valueName: "n|forever", help: "How often the timeline plays.", default: Timeline.Repetition.once,
            .repetition)
        static let name = Argument("name", help: "The new timeline's name.", .name())
    }

    static var keyframeSpec: CommandSpec {
        CommandSpec(
            name: "keyframe",
            abstract: "Add a keyframe to a timeline's track.",
            discussion: "Example: animdb add keyframe polygon-morph sides 'LinearKeyframe(5, duration: 0.3)' --at 1",
            options: [KeyframeOptions.index],
            arguments: [KeyframeOptions.timeline, KeyframeOptions.parameter, KeyframeOptions.keyframe],
            run: runKeyframe
        )
    }

    /// The declarations of `add keyframe`.
    enum KeyframeOptions {
        static let index = Option(
            "at", valueName: "index", help: "Insert before this keyframe (0-based); default: append.", .wholeNumber)
        static let timeline = Argument("timeline", help: "The timeline.")
        static let parameter = Argument("param", help: "The parameter whose track gets the keyframe.")
        static let keyframe = Argument(
            "keyframe", help: "The keyframe, e.g. 'SpringKeyframe(0, spring: .bouncy)'.")
    }

    static var changeSpec: CommandSpec {
        CommandSpec(
            name: "change",
            abstract: "Add a change (a transaction) to a timeline.",
            discussion: """
                Example: animdb add change shake-effect 'withAnimation(.linear(duration: 0.6)) { shakes += 2 } at 2'
                Changes at the same time apply in the order they were added.
                """,
            arguments: [ChangeOptions.timeline, ChangeOptions.change],
            run: runChange
        )
    }

    /// The declarations of `add change`.
    enum ChangeOptions {
        static let timeline = Argument("timeline", help: "The timeline.")
        static let change = Argument(
            "change", help: "Assignments at a time, with or without an animation.", .transaction)
    }

    static func runChange(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let timelineName = arguments[ChangeOptions.timeline]
        let store = try StoreSession.open(arguments, context)
        let targets = try targets(of: store.timelineWithPresets(named: timelineName), in: store)
        let added = try change(arguments[ChangeOptions.change], targets: targets)
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
        let name = arguments[PresetOptions.name]
        // A built-in type is checked before the store is opened; a user's type is the store's to answer.
        var store: Store?
        let type: PresetType
        switch arguments[PresetOptions.type] {
        case .builtIn(let builtIn): type = builtIn
        case .user(let typeName):
            let opened = try StoreSession.open(arguments, context)
            store = opened
            type = try TypeName.user(typeName).resolve(in: StoreSession.types(of: opened))
        }
        var parameters: [Preset.Parameter] = []
        for (parameter, value) in arguments[PresetOptions.set] {
            let spec = try ResolvedPreset.spec(parameter, in: type)
            // Checked before the store is opened, and refused in the store's words (as `set` is).
            do {
                _ = try StoredText.value(value, for: spec)
            } catch {
                throw StoreError.invalidExpression(
                    object: name, parameter: parameter, role: "value", text: value, reason: String(describing: error))
            }
            parameters.removeAll { $0.name == parameter }
            parameters.append(Preset.Parameter(name: parameter, value: value))
        }
        let ignored = Set(arguments[PresetOptions.ignore])
        for parameter in ignored { _ = try ResolvedPreset.spec(parameter, in: type) }
        let preset = Preset(
            name: name, type: type.name, parameters: parameters, ignored: ignored,
            description: arguments[PresetOptions.description] ?? "", tags: Set(arguments[PresetOptions.tag]))
        let stored = try (store ?? StoreSession.open(arguments, context)).addPreset(preset)
        context.stdout.line(
            "Added preset '\(stored.object.name)' (\(type.name), revision \(stored.revision), \(stored.hash.prefix(12)))"
        )
    }

    static func runTimeline(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        if arguments[TimelineOptions.swift] != nil { return try runSwiftTimeline(arguments, context) }
        if !arguments[TimelineOptions.event].isEmpty {
            throw CLIError.usage(
                "--event runs a pasted view's actions: give --swift FILE too", command: arguments.commandPath)
        }
        let name = arguments[TimelineOptions.name]
        let hasView = arguments[TimelineOptions.view] != nil
        if !hasView, arguments[TimelineOptions.content] == nil, arguments[TimelineOptions.preset] == nil {
            throw CLIError.usage(
                "Missing expected option '--view <view>' (or '--content <view>', '--preset <preset>')",
                command: arguments.commandPath)
        }
        if hasView, arguments[TimelineOptions.content] != nil || arguments[TimelineOptions.preset] != nil {
            throw CLIError.usage(
                "--view is the whole view: give it alone, without --content or --preset", command: arguments.commandPath
            )
        }
        let states = arguments[TimelineOptions.state]
        var seen: Set<String> = []
        for state in states where !seen.insert(state.name).inserted {
            throw CLIError.invalid("--state '\(state.name)' is given twice")
        }
        let store = try StoreSession.open(arguments, context)
        let view = try viewTree(arguments, states: states, store: store)
        let targets = try ViewTargets(
            timeline: Timeline(name: name, view: view, state: states), types: StoreSession.types(of: store)
        ) {
            try store.preset(named: $0).object.type
        }
        var keyframes: [ParameterTarget: String] = [:]
        for (target, text) in arguments[TimelineOptions.track] {
            let resolved = try resolve(target, in: targets)
            guard keyframes[resolved.target] == nil else {
                throw CLIError.invalid("'\(resolved.target)' has more than one track")
            }
            keyframes[resolved.target] = text
        }
        var changes: [Timeline.Change] = []
        for parsed in arguments[TimelineOptions.change] {
            changes.append(try change(parsed, targets: targets))
        }
        let timeline = Timeline(
            name: name, view: view, state: states, repetition: arguments[TimelineOptions.repetition],
            keyframes: keyframes, changes: inTimeOrder(changes))
        let stored = try store.addTimeline(timeline)
        context.stdout.line(
            "Added timeline '\(stored.object.name)' (revision \(stored.revision), \(stored.hash.prefix(12)))")
    }

    /// One `--change`: a transaction whose targets are resolved in the view and whose values are typed.
    static func change(_ parsed: ParsedTransaction, targets: ViewTargets) throws -> Timeline.Change {
        let transaction = try parsed.typed { assignment throws(ExpressionError) in
            do {
                let resolved = try targets.resolve(assignment.target)
                return (resolved.target, resolved.type)
            } catch {
                throw assignment.error(String(describing: error))
            }
        }
        return Timeline.Change(transaction)
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

    /// The parameter `target` names (keyframe tracks and `set` drive parameters, not states), refused in one wording
    /// whichever command names it (`add keyframe`, `add timeline --track`, `set`, `set --unset`).
    static func resolve(_ target: String, in targets: ViewTargets) throws -> (
        target: ParameterTarget, spec: ParameterSpec
    ) {
        let resolved: ViewTargets.Resolved
        do {
            resolved = try targets.resolve(target)
        } catch {
            throw CLIError.invalid("target '\(target)': \(error.description)")
        }
        guard let spec = resolved.spec else {
            throw CLIError.invalid("target '\(target)': it is a state of the view, not a parameter")
        }
        return (resolved.target, spec)
    }

    static func runKeyframe(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let timelineName = arguments[KeyframeOptions.timeline]
        let keyframeText = arguments[KeyframeOptions.keyframe]
        let index = arguments[KeyframeOptions.index]
        let store = try StoreSession.open(arguments, context)
        let loaded = try store.timelineWithPresets(named: timelineName)
        let targets = try targets(of: loaded, in: store)
        let (target, spec) = try resolve(arguments[KeyframeOptions.parameter], in: targets)
        // Refused as the store refuses the same track written by `add timeline --track` or `set`: one error, so one
        // message and one exit code.
        let added: [ParsedKeyframe]
        do {
            added = try StoredText.keyframes(keyframeText, for: spec).keyframes
        } catch {
            throw StoreError.invalidExpression(
                object: timelineName, parameter: target.description, role: "keyframes", text: keyframeText,
                reason: String(describing: error))
        }
        if loaded.timeline.object.changes.contains(where: { $0.assignments.contains { $0.target == target } }) {
            throw StoreError.invalidContent(
                object: timelineName, reason: "'\(target)' has both a keyframe track and changes")
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

    /// A `repeat=` field (`set TIMELINE repeat=N`), refused in the words `--repeat` is.
    static func repetition(_ text: String) throws -> Timeline.Repetition {
        do {
            return try ValueParser.repetition.read(text)
        } catch {
            throw CLIError.invalid(error.message(for: "--repeat", typed: text))
        }
    }
}
