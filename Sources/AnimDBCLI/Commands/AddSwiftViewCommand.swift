import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBSwift
import AnimDBSyntax

/// `animdb add timeline NAME --swift FILE.swift [--view TYPE] [--event …]`: a SwiftUI view pasted as written.
extension AddCommand {
    static func runSwiftTimeline(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let name = arguments[TimelineOptions.name]
        for (option, given) in [
            ("--content", arguments[TimelineOptions.content] != nil),
            ("--preset", arguments[TimelineOptions.preset] != nil),
            ("--state", !arguments[TimelineOptions.state].isEmpty),
        ] where given {
            throw CLIError.usage(
                "--swift reads the view, its @State values and its actions from the file: give it without \(option)",
                command: arguments.commandPath)
        }
        var events: [ViewEvent] = [.appear]
        for text in arguments[TimelineOptions.event] {
            do {
                let event = try ViewEvent(parsing: text)
                if event != .appear { events.append(event) }
            } catch {
                throw CLIError.invalid(error.description)
            }
        }
        let path = arguments[TimelineOptions.swift]!
        let file = try SwiftTypesListing.read(path, context)
        var opened: Store?
        let pasted = try readPastedView(
            file, path: path, view: arguments[TimelineOptions.view], name: name, events: events,
            modifiers: arguments[TimelineOptions.modifier], changes: arguments[TimelineOptions.change],
            repetition: arguments[TimelineOptions.repetition], seed: arguments[TimelineOptions.seed]
        ) {
            let store = try StoreSession.open(arguments, context)
            opened = store
            return store
        }
        for line in try addPastedView(pasted, to: opened!) { context.stdout.line(line) }
    }

    /// A SwiftUI view read from a Swift file as `add timeline --swift` reads it, not yet stored: what `watch
    /// FILE.swift` plays and the studio previews.
    struct PastedTimeline {
        var timeline: Timeline
        /// The file's own Shapes, modifiers and GeometryEffects, stored with the timeline.
        var definitions: [TypeDefinition]
        /// The store's types with the file's compiled in their place: what the view is evaluated with.
        var types: TypeLibrary
        var declaration: SwiftViewDeclaration
    }

    /// The view `wanted` (or the file's only one) of `file` as a timeline named `name`: its @State values, body
    /// and actions (run for `events`), knowing the file's own types and the store's presets. `path` names the file
    /// in messages. Every message is the one `add timeline --swift` prints. The store is opened (`openStore`) only
    /// once the file's view and its @State values read, so a mistake in them has no side effect.
    static func readPastedView(
        _ file: SwiftSourceFile, path: String, view wanted: String?, name: String, events: [ViewEvent] = [.appear],
        modifiers: [String] = [], changes extra: [ParsedTransaction] = [],
        repetition: Timeline.Repetition = .once, seed: Int = 0, store openStore: () throws -> Store
    ) throws -> PastedTimeline {
        let views = try {
            do { return try file.views() } catch { throw CLIError.failure(String(describing: error)) }
        }()
        let declaration: SwiftViewDeclaration
        if let wanted {
            guard let found = views.first(where: { $0.name == wanted }) else {
                throw CLIError.invalid(
                    "'\(path)' has no View named '\(wanted)'"
                        + (views.isEmpty ? "" : " (it has \(views.map(\.name).joined(separator: ", ")))"))
            }
            declaration = found
        } else {
            guard views.count == 1, let only = views.first else {
                throw CLIError.invalid(
                    views.isEmpty
                        ? "'\(path)' declares no SwiftUI View"
                        : "'\(path)' has several views (\(views.map(\.name).joined(separator: ", "))): pick one with --view TYPE"
                )
            }
            declaration = only
        }
        let pasted = PastedView(declaration)
        var states: [Timeline.StateVariable] = []
        for text in pasted.stateTexts {
            do {
                states.append(try ValueParser.state.read(text))
            } catch {
                throw CLIError.invalid("\(file.fileName):\(declaration.lines.lowerBound): \(error)")
            }
        }
        let store = try openStore()
        // The view is read knowing the file's own types (the store's as its validator read them, the file's compiled
        // here in their place) before anything is written.
        let definitions = typeDefinitions(in: file)
        let types = StoreSession.types(of: store).merging(TypeLibrary(definitions: definitions))
        let view: Timeline.Node
        do {
            view = try readTree(
                PastedView.resolvingValueStructs(declaration.body, in: file), modifiers: modifiers, states: states,
                store: store, types: types)
        } catch {
            throw CLIError.invalid("\(file.fileName):\(declaration.bodyLine): \(error)")
        }
        let targets = try ViewTargets(timeline: Timeline(name: name, view: view, state: states), types: types) {
            try store.preset(named: $0).object.type
        }
        let typed = try states.map { variable in
            let type = variable.type.flatMap(ParameterType.init(rawValue:))
            let value = try StoredText.stateValue(variable.value, type: type)
            return (name: variable.name, type: value.type, value: value)
        }
        let texts: [String]
        do {
            texts = try pasted.transactions(for: events, states: typed, seed: UInt64(truncatingIfNeeded: seed))
        } catch {
            throw CLIError.invalid("\(file.fileName): \(error.description)")
        }
        var changes: [Timeline.Change] = []
        for text in texts {
            do {
                changes.append(try change(try ExpressionParser.parseTransaction(text), targets: targets))
            } catch {
                throw CLIError.invalid("\(file.fileName): the action '\(text)': \(error)")
            }
        }
        for parsed in extra { changes.append(try change(parsed, targets: targets)) }
        let timeline = Timeline(
            name: name, view: view, state: states, repetition: repetition, changes: inTimeOrder(changes))
        return PastedTimeline(timeline: timeline, definitions: definitions, types: types, declaration: declaration)
    }

    /// Stores a pasted view and the file's types in one transaction (the one write path of `add timeline --swift`
    /// and the studio's Save); returns the lines the CLI prints.
    static func addPastedView(_ pasted: PastedTimeline, to store: Store) throws -> [String] {
        let timeline = pasted.timeline
        let changes = timeline.changes
        let (writes, stored) = try store.addTimeline(timeline, withTypes: pasted.definitions)
        return writes.filter { $0.change != .unchanged }.map(report) + [
            "Added timeline '\(stored.object.name)' from \(pasted.declaration.name) (\(changes.count) "
                + "\(changes.count == 1 ? "change" : "changes"), revision \(stored.revision), \(stored.hash.prefix(12)))"
        ]
    }
}
