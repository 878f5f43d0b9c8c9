import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb show NAME[@REV]` and `animdb log NAME`.
enum ShowCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "show",
            abstract: "Show a preset or timeline, optionally as it was at a revision (NAME@REV).",
            options: [Options.format],
            arguments: [revisionName],
            run: run
        )
    }

    static var logSpec: CommandSpec {
        CommandSpec(
            name: "log",
            abstract: "Show a preset's, timeline's or (--type) type's revision history.",
            options: [Options.format, Options.typeKind],
            arguments: [name],
            run: runLog
        )
    }

    static let revisionName = Argument("name", help: "The name, optionally with @REV.", .nameAtRevision)
    static let name = Argument("name", help: "The preset or timeline.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let (name, revision) = arguments[Self.revisionName]
        let store = try StoreSession.open(arguments, context)
        let object = try revision.map { try store.object(named: name, revision: $0) } ?? store.object(named: name)
        if arguments[Options.format] == .json {
            context.stdout.line(json(object).canonicalText)
            return
        }
        switch object {
        case .preset(let stored):
            let preset = stored.object
            context.stdout.text(
                "preset \(preset.name)  (\(preset.type), revision \(stored.revision), \(stored.hash.prefix(12)))")
            if !preset.description.isEmpty { context.stdout.text(preset.description) }
            if !preset.tags.isEmpty { context.stdout.text("tags: " + preset.tags.sorted().joined(separator: ", ")) }
            let table = TextTable(headers: ["PARAMETER", "VALUE", ""])
            for parameter in preset.parameters {
                table.add([parameter.name, parameter.value, preset.ignored.contains(parameter.name) ? "ignored" : ""])
            }
            for name in preset.ignored.sorted() where preset[parameter: name] == nil {
                table.add([name, "(default)", "ignored"])
            }
            context.stdout.write(table.render())
        case .timeline(let stored):
            let timeline = stored.object
            context.stdout.text("timeline \(timeline.name)  (revision \(stored.revision), \(stored.hash.prefix(12)))")
            switch timeline.repetition {
            case .count(1): break
            case .count(let n): context.stdout.text("repeats: \(n) times")
            case .forever: context.stdout.text("repeats: forever")
            }
            if !timeline.state.isEmpty {
                let states = timeline.state.map { "\($0.name): \($0.type ?? "?") = \($0.value)" }
                context.stdout.text("state: \(states.joined(separator: ", "))")
            }
            let view = TextTable(headers: ["ITEM", "FROM", "VALUES"])
            addRows(timeline.view, depth: 0, to: view)
            context.stdout.write(view.render())
            for target in timeline.keyframes.keys.sorted() {
                context.stdout.text("  \(target): \(timeline.keyframes[target]!)")
            }
            for change in timeline.changes {
                context.stdout.text("  \(change.summary()) at \(JSONValue.canonicalNumber(change.time))")
            }
        }
    }

    /// The tree as `show` draws it: a node's view, its children indented under it, then its modifiers at the view's
    /// depth (as SwiftUI code chains them after the closing brace) with the views they attach indented under them. A
    /// one-view chain reads as before: the content, then its modifiers.
    private static func addRows(_ node: Timeline.Node, depth: Int, to table: TextTable) {
        let condition =
            node.conditions.isEmpty ? "" : " (if \(node.conditions.map(\.description).joined(separator: ", ")))"
        table.add(row(node.item, indent: depth, suffix: condition))
        for child in node.children { addRows(child, depth: depth + 1, to: table) }
        for modifier in node.modifiers {
            table.add(row(modifier.item, indent: depth, suffix: ""))
            for attached in modifier.content { addRows(attached, depth: depth + 1, to: table) }
        }
    }

    private static func row(_ item: Timeline.Item, indent: Int, suffix: String) -> [String] {
        let key = String(repeating: "  ", count: indent) + item.key + suffix
        switch item.source {
        case .preset(let name, _, let parameters):
            return [key, "preset \(name)", parameters.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")]
        case .inline(let type, let parameters, let ignored):
            let values = parameters.map { "\($0.name) = \($0.value)" } + ignored.sorted().map { "\($0) ignored" }
            return [key, type, values.joined(separator: ", ")]
        }
    }

    static func runLog(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let name = arguments[Self.name]
        let store = try StoreSession.open(arguments, context)
        if arguments[Options.typeKind] {
            let table = TextTable(headers: ["REV", "HASH", "WHEN", "AUTHOR", "NOTE"])
            for entry in try store.typeHistory(named: name) {
                table.add([
                    String(entry.revision), String(entry.hash.prefix(12)), isoString(entry.at), entry.author,
                    entry.removed ? "removed" : "",
                ])
            }
            context.stdout.write(table.render())
            return
        }
        let entries = try store.log(name)
        if arguments[Options.format] == .json {
            let rows: [JSONValue] = entries.map { entry in
                .object([
                    "revision": .number(Double(entry.revision)), "hash": .string(entry.hash),
                    "parentHash": entry.parentHash.map(JSONValue.string) ?? .null, "name": .string(entry.name),
                    "createdAt": .string(isoString(entry.createdAt)), "author": .string(entry.author),
                    "deleted": .bool(entry.isDeletion), "message": .string(entry.message),
                ])
            }
            context.stdout.line(JSONValue.array(rows).canonicalText)
            return
        }
        let table = TextTable(headers: ["REV", "HASH", "PARENT", "WHEN", "AUTHOR", "NOTE"])
        for entry in entries {
            var note = entry.message
            if entry.isDeletion { note = note.isEmpty ? "removed" : "removed; \(note)" }
            if entry.name != name { note = note.isEmpty ? "as '\(entry.name)'" : "as '\(entry.name)'; \(note)" }
            table.add([
                String(entry.revision), String(entry.hash.prefix(12)),
                entry.parentHash.map { String($0.prefix(12)) } ?? "-",
                isoString(entry.createdAt), entry.author, note,
            ])
        }
        context.stdout.write(table.render())
    }

    static func json(_ object: StoredObject) -> JSONValue {
        let (content, id, created, updated): (JSONValue, UUID, Date, Date) =
            switch object {
            case .preset(let s): (s.object.contentJSON, s.object.id, s.createdAt, s.updatedAt)
            case .timeline(let s): (s.object.contentJSON, s.object.id, s.createdAt, s.updatedAt)
            }
        var result: [String: JSONValue] = [
            "kind": .string(object.kind.rawValue), "name": .string(object.name),
            "id": .string(id.uuidString.lowercased()),
            "revision": .number(Double(object.revision)), "hash": .string(object.hash), "content": content,
            "createdAt": .string(isoString(created)), "updatedAt": .string(isoString(updated)),
        ]
        if case .timeline(let s) = object {
            result["presets"] = .array(s.object.items.compactMap(\.presetName).map(JSONValue.string))
        }
        return .object(result)
    }
}

extension ValueParser where Value == (String, Int?) {
    /// `NAME` or `NAME@REV`.
    static var nameAtRevision: ValueParser {
        ValueParser(show: { "\($0.0)\($0.1.map { "@\($0)" } ?? "")" }) { text throws(InvalidValue) in
            guard let at = text.lastIndex(of: "@") else { return (text, nil) }
            guard let revision = Int(text[text.index(after: at)...]), revision >= 1 else {
                throw .message("'\(text)': the revision after '@' must be a whole number ≥ 1")
            }
            return (String(text[..<at]), revision)
        }
    }
}
