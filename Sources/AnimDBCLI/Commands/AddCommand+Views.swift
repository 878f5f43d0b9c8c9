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

/// How `add timeline` reads its view: the whole tree (`--view`, `--swift`) or the one-chain shorthand.
extension AddCommand {
    /// The view of `add timeline`: `--view`, or the one-chain shorthand (`--content` with `--modifier`s, or the
    /// single-preset form `--preset`) with any `--modifier`s.
    static func viewTree(_ arguments: ParsedArguments, states: [Timeline.StateVariable], store: Store) throws
        -> Timeline.Node
    {
        guard let text = arguments[TimelineOptions.view] else {
            return Timeline.Node(chain: try viewItems(arguments, store: store))
        }
        return try tree(text, modifiers: arguments[TimelineOptions.modifier], states: states, store: store)
    }

    /// A whole view's text read as a tree, `--modifier`s applied to its root, states known by name and type.
    static func tree(_ text: String, modifiers: [String], states: [Timeline.StateVariable], store: Store) throws
        -> Timeline.Node
    {
        do {
            return try readTree(
                text, modifiers: modifiers, states: states, store: store, types: StoreSession.types(of: store))
        } catch {
            throw CLIError.invalid(error.description)
        }
    }

    /// The one reading of a whole view's text (`--view`, a pasted view's body) with the types it may call:
    /// `--modifier`s applied to its root, states known by name and type, keys made unique.
    static func readTree(
        _ text: String, modifiers: [String], states: [Timeline.StateVariable], store: Store, types: TypeLibrary
    ) throws(ViewSyntax.Failure) -> Timeline.Node {
        let syntax = viewSyntax(store, types: types)
        var stateTypes: [String: ParameterType] = [:]
        for state in states {
            stateTypes[state.name] = state.type.flatMap(ParameterType.init(rawValue:))
        }
        var root = try syntax.tree(text, states: stateTypes)
        // `--modifier`s apply to the whole view.
        for modifier in modifiers {
            let items = try syntax.appending(modifier, to: [root.item])
            root.modifiers += items.dropFirst().map { Timeline.Modifier($0) }
        }
        return ViewSyntax.uniqueKeys(root)
    }

    /// The view reader of `store`: its presets by name, and `types`.
    static func viewSyntax(_ store: Store, types: TypeLibrary) -> ViewSyntax {
        ViewSyntax(
            presets: { name in (try? store.preset(named: name)).map { ($0.object.name, $0.object.type) } },
            types: types)
    }

    /// Changes in time order; changes at one instant keep the order they were given in.
    static func inTimeOrder(_ changes: [Timeline.Change]) -> [Timeline.Change] {
        changes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// The one-chain shorthand: `--content` and `--modifier`s, or the single-preset form `--preset`.
    static func viewItems(_ arguments: ParsedArguments, store: Store) throws -> [Timeline.Item] {
        let types = StoreSession.types(of: store)
        let syntax = viewSyntax(store, types: types)
        var items: [Timeline.Item] = []
        do {
            if let presetName = arguments[TimelineOptions.preset] {
                let preset = try store.preset(named: presetName).object
                let isContent = types.type(named: preset.type)?.kind.isContent ?? true
                if isContent {
                    items = [.preset(preset.name, key: ViewSyntax.key(for: preset.name))]
                } else {
                    // The single-preset form's --content is the text the modifier is applied to.
                    let text = arguments[TimelineOptions.content] ?? "Shake me!"
                    let content =
                        (try? syntax.content(text))
                        ?? [.inline("field", type: "text-field", ["placeholder": ExpressionText.stringLiteral(text)])]
                    items = content + [.preset(preset.name, key: ViewSyntax.key(for: preset.name))]
                }
            } else if let content = arguments[TimelineOptions.content] {
                items = try syntax.content(content)
            }
            for modifier in arguments[TimelineOptions.modifier] {
                items = try syntax.appending(modifier, to: items)
            }
        } catch let failure as ViewSyntax.Failure {
            throw CLIError.invalid(failure.description)
        }
        return ViewSyntax.uniqueKeys(items)
    }
}
