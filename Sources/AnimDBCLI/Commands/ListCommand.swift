import AnimDBGeometry
import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb list [presets|timelines] [--type T] [--tag T]`.
enum ListCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "list",
            abstract: "List presets and timelines.",
            options: [type, tag, Options.format],
            arguments: [kind],
            run: run
        )
    }

    static let type = Option(
        "type", valueName: "type", help: "Only this preset type (and timelines animating it).", .typeName)
    static let tag = Option("tag", valueName: "tag", help: "Only presets with this tag.", .text)
    static let kind = Argument("kind", help: "presets or timelines (default: both).", optional: .objectKind)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        // A misspelt type is refused (by its parser) rather than listing nothing, as if no preset had the type.
        let store = try StoreSession.open(arguments, context)
        let rows = try store.list(
            kind: arguments[Self.kind], type: arguments[Self.type]?.name, tag: arguments[Self.tag])
        if arguments[Options.format] == .json {
            writeJSONArray(rows.lazy.map(json), to: context.stdout)
            return
        }
        let table = TextTable(headers: ["NAME", "KIND", "TYPE", "REV", "HASH", "DETAILS"])
        for row in rows {
            let details =
                row.kind == .timeline
                ? row.presetName.map { $0.contains(",") ? "presets \($0)" : "preset \($0)" } ?? "no presets"
                : ([row.description] + row.tags.map { "#\($0)" }).filter { !$0.isEmpty }.joined(separator: " ")
            table.add([
                row.name, row.kind.rawValue, row.type, String(row.revision), String(row.hash.prefix(12)), details,
            ])
        }
        if table.isEmpty {
            context.stderr.line("No presets or timelines match.")
        } else {
            context.stdout.write(table.render())
        }
    }

    /// One listing row as canonical JSON (keys in order, written directly: listings can be 10,000 rows long).
    static func json(_ row: ObjectSummary) -> String {
        var writer = JSONRowWriter()
        if row.kind == .preset { writer.add("description", row.description) }
        writer.add("hash", row.hash)
        writer.add("id", row.id.uuidString.lowercased())
        writer.add("kind", row.kind.rawValue)
        writer.add("name", row.name)
        if row.kind == .timeline { writer.add("preset", row.presetName.map(JSONValue.string) ?? .null) }
        writer.add("revision", .number(Double(row.revision)))
        if row.kind == .preset { writer.add("tags", .array(row.tags.map(JSONValue.string))) }
        writer.add("type", row.type)
        writer.add("updatedAt", isoString(row.updatedAt))
        return writer.finish()
    }
}

extension ValueParser where Value == ObjectKind {
    /// `presets` or `timelines` (or the singular).
    static var objectKind: ValueParser {
        ValueParser(show: \.rawValue) { word throws(InvalidValue) in
            switch word {
            case "presets", "preset": return .preset
            case "timelines", "timeline": return .timeline
            default:
                throw .usage(withHint("Unknown kind '\(word)' (presets or timelines)", word, ["presets", "timelines"]))
            }
        }
    }
}

/// ISO 8601 in UTC with milliseconds (`2026-11-29T17:18:38.123Z`): how animdb prints times, as the store keeps them.
func isoString(_ date: Date) -> String { Timestamp.string(from: date) }

/// Writes a canonical JSON array one element at a time, so a listing of thousands of objects never builds one
/// huge document in memory. The bytes equal `JSONValue.array(…).canonicalText` plus a newline.
func writeJSONArray(_ elements: some Sequence<String>, to sink: OutputSink) {
    sink.write("[")
    var first = true
    for element in elements {
        if !first { sink.write(",") }
        first = false
        sink.write(element)
    }
    sink.write("]\n")
}

func writeJSONArray(_ elements: some Sequence<JSONValue>, to sink: OutputSink) {
    writeJSONArray(elements.lazy.map(\.canonicalText), to: sink)
}
