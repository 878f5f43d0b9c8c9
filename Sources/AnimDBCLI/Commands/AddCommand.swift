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

/// `animdb add preset|timeline|keyframe …`.
enum AddCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "add",
            abstract: "Add a preset, a timeline, or a keyframe to a timeline.",
            subcommands: [presetSpec, timelineSpec, keyframeSpec]
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
            abstract: "Add a timeline that animates a preset.",
            discussion: """
                A track is a keyframe list: --track 'sides: CubicKeyframe(6, duration: 0.8); CubicKeyframe(3, duration: 0.8)'.
                A change sets a value with an animation at a time: --change 'shakes: 4 with .default' --change 'shakes: 0 with .spring at 0.3'.
                """,
            options: [
                OptionSpec("preset", valueName: "preset", help: "The preset to animate.", isRequired: true),
                OptionSpec("track", kind: .repeating, valueName: "param: keyframes", help: "A keyframe track."),
                OptionSpec(
                    "change", kind: .repeating, valueName: "param: value with animation [at t]",
                    help: "A timed state change."),
                OptionSpec("content", valueName: "text", help: "What a modifier is applied to (e.g. a label's text)."),
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
        let presetName = arguments.requiredValue("preset")
        let store = try StoreSession.open(arguments, context)
        let preset = try ResolvedPreset(try store.preset(named: presetName).object)
        var tracks: [String: Timeline.Track] = [:]
        for option in arguments.values("track") {
            let (parameter, keyframes) = try splitTrack(option, option: "track")
            _ = try preset.parameter(parameter)
            guard tracks[parameter] == nil else {
                throw CLIError.invalid("parameter '\(parameter)' has more than one track")
            }
            tracks[parameter] = .keyframes(keyframes)
        }
        for option in arguments.values("change") {
            let (parameter, text) = try splitTrack(option, option: "change")
            let change = try ExpressionParser.parseChange(text, as: try preset.parameter(parameter).type)
            let stateChange = Timeline.StateChange(
                at: change.at, value: change.value.description, animation: change.animation.description)
            switch tracks[parameter] {
            case .keyframes: throw CLIError.invalid("parameter '\(parameter)' has both keyframes and changes")
            case .changes(let existing): tracks[parameter] = .changes(existing + [stateChange])
            case nil: tracks[parameter] = .changes([stateChange])
            }
        }
        let timeline = Timeline(
            name: name, presetName: presetName, content: arguments.value("content"),
            repetition: try repetition(arguments.requiredValue("repeat"), option: "--repeat"), tracks: tracks)
        let stored = try store.addTimeline(timeline)
        context.stdout.line(
            "Added timeline '\(stored.object.name)' (revision \(stored.revision), \(stored.hash.prefix(12)))")
    }

    static func runKeyframe(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let timelineName = arguments.argument("timeline")
        let parameter = arguments.argument("param")
        let keyframeText = arguments.argument("keyframe")
        let index = try arguments.int("at")
        let store = try StoreSession.open(arguments, context)
        let loaded = try store.timelineWithPreset(named: timelineName)
        let preset = try ResolvedPreset(loaded.preset.object)
        let spec = try preset.parameter(parameter)
        let added = try StoredText.keyframes(keyframeText, for: spec).keyframes
        var keyframes: [ParsedKeyframe] = []
        switch try loaded.timeline.object.tracks[parameter].map({ try preset.track($0, of: parameter) }) {
        case .keyframes(let existing):
            keyframes = existing.keyframes
        case .changes:
            throw CLIError.invalid("track '\(parameter)' of '\(timelineName)' is made of changes, not keyframes")
        case nil:
            break
        }
        let position = index ?? keyframes.count
        guard position >= 0, position <= keyframes.count else {
            throw CLIError.invalid("--at \(position) is out of range: the track has \(keyframes.count) keyframes")
        }
        keyframes.insert(contentsOf: added, at: position)
        let text = ParsedKeyframes(type: spec.type, keyframes: keyframes).description
        let stored = try store.updateTimeline(named: timelineName) { $0.tracks[parameter] = .keyframes(text) }
        context.stdout.line(
            "Added keyframe \(position) to '\(timelineName)' \(parameter) (revision \(stored.revision))")
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
