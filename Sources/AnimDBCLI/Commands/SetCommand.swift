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

/// `animdb set NAME PARAM=VALUE…`: changes a preset's parameters (or a timeline's fields), as a new revision.
enum SetCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "set",
            abstract: "Change a preset's parameters or a timeline's tracks and fields.",
            discussion: """
                For a preset, each PARAM=VALUE sets a parameter. For a timeline, TARGET=KEYFRAMES replaces a keyframe \
                track (TARGET is PARAM or ITEM.PARAM), --unset TARGET drops its track and changes, and \
                repeat=N|forever sets how often it plays. One revision per call.
                Example: animdb set text-field-shake amplitude=8 --ignore amplitude
                """,
            options: [ignore, animate, description, tag, untag, unset],
            arguments: [name, assignments],
            run: run
        )
    }

    static let ignore = Option(
        "ignore", valueName: "param", help: "Mark a preset parameter ignored (it jumps).", repeating: .text)
    static let animate = Option(
        "animate", valueName: "param", help: "Clear a preset parameter's ignored flag.", repeating: .text)
    static let description = Option("description", valueName: "text", help: "Replace a preset's description.", .text)
    static let tag = Option("tag", valueName: "tag", help: "Add a tag to a preset.", repeating: .name(what: "tag"))
    static let untag = Option("untag", valueName: "tag", help: "Remove a tag from a preset.", repeating: .text)
    static let unset = Option(
        "unset", valueName: "param", help: "Reset a parameter to its default, or drop a timeline track.",
        repeating: .text)
    static let name = Argument("name", help: "The preset or timeline.")
    static let assignments = Argument(
        "assignments", help: "PARAM=VALUE pairs.", isOptional: true, variadic: .assignment(option: "set"))

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let name = arguments[Self.name]
        let assignments = arguments[Self.assignments]
        let (ignore, animate, unset) = (arguments[Self.ignore], arguments[Self.animate], arguments[Self.unset])
        let (tag, untag, description) = (arguments[Self.tag], arguments[Self.untag], arguments[Self.description])
        let store = try StoreSession.open(arguments, context)
        let object = try store.object(named: name)
        let changes = !assignments.isEmpty || !unset.isEmpty
        switch object {
        case .preset(let stored):
            let preset = try ResolvedPreset(stored.object, types: StoreSession.types(of: store))
            let touched = ignore + animate + unset + assignments.map(\.0)
            for parameter in touched { _ = try preset.parameter(parameter) }
            guard
                changes || !ignore.isEmpty || !animate.isEmpty || description != nil || !tag.isEmpty
                    || !untag.isEmpty
            else {
                throw CLIError.usage("Nothing to change: give PARAM=VALUE or an option", command: arguments.commandPath)
            }
            let updated = try store.updatePreset(named: name) { preset in
                for (parameter, value) in assignments {
                    if let index = preset.parameters.firstIndex(where: { $0.name == parameter }) {
                        preset.parameters[index].value = value
                    } else {
                        preset.parameters.append(Preset.Parameter(name: parameter, value: value))
                    }
                }
                let unset = Set(unset)
                preset.parameters.removeAll { unset.contains($0.name) }
                preset.ignored.formUnion(ignore)
                preset.ignored.subtract(animate)
                if let description { preset.description = description }
                preset.tags.formUnion(tag)
                preset.tags.subtract(untag)
            }
            report(updated.revision, previous: stored.revision, name: name, context)
        case .timeline(let stored):
            guard changes else {
                throw CLIError.usage(
                    "Nothing to change: give PARAM=KEYFRAMES or FIELD=VALUE", command: arguments.commandPath)
            }
            let targets = try AddCommand.targets(of: store.timelineWithPresets(named: name), in: store)
            var fields: [(ParameterTarget, String)] = []
            for (key, value) in assignments where key != "repeat" {
                fields.append((try AddCommand.resolve(key, in: targets).target, value))
            }
            let unset = try unset.map { try AddCommand.resolve($0, in: targets).target }
            let repetition = try assignments.first { $0.0 == "repeat" }.map {
                try AddCommand.repetition($0.1)
            }
            let updated = try store.updateTimeline(named: name) { timeline in
                for (target, keyframes) in fields { timeline.keyframes[target] = keyframes }
                for target in unset {
                    // A target's keyframes and every assignment to it go; transactions left empty go with them.
                    timeline.keyframes[target] = nil
                    for index in timeline.changes.indices {
                        timeline.changes[index].assignments.removeAll { $0.target == target }
                    }
                    timeline.changes.removeAll { $0.assignments.isEmpty }
                }
                if let repetition { timeline.repetition = repetition }
            }
            report(updated.revision, previous: stored.revision, name: name, context)
        }
    }

    private static func report(_ revision: Int, previous: Int, name: String, _ context: CommandContext) {
        if revision == previous {
            context.stdout.line("'\(name)' unchanged (revision \(revision))")
        } else {
            context.stdout.line("Updated '\(name)' to revision \(revision)")
        }
    }
}
