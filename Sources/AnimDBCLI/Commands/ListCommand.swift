import AnimDBStore
import Foundation

/// `animdb list [presets|timelines] [--type T] [--tag T]`.
enum ListCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "list",
            abstract: "List presets and timelines.",
            options: [
                OptionSpec("type", valueName: "type", help: "Only this preset type (and timelines animating it)."),
                OptionSpec("tag", valueName: "tag", help: "Only presets with this tag."),
                .format(),
            ],
            arguments: [ArgumentSpec("kind", help: "presets or timelines (default: both).", isOptional: true)],
            run: run
        )
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        var kind: ObjectKind?
        if let word = arguments.argument("kind") {
            switch word {
            case "presets", "preset": kind = .preset
            case "timelines", "timeline": kind = .timeline
            default:
                throw CLIError.usage(withHint("Unknown kind '\(word)' (presets or timelines)", word, ["presets", "timelines"]), command: arguments.commandPath)
            }
        }
        let store = try mapErrors { try StoreSession.open(arguments, context) }
        let rows = try mapErrors { try store.list(kind: kind, type: arguments.value("type"), tag: arguments.value("tag")) }
        if arguments.value("format") == "json" {
            context.stdout.line(JSONValue.array(rows.map(json)).canonicalText)
            return
        }
        let table = TextTable(headers: ["NAME", "KIND", "TYPE", "REV", "HASH", "DETAILS"])
        for row in rows {
            let details = row.kind == .timeline ? "preset \(row.presetName ?? "?")" : ([row.description] + row.tags.map { "#\($0)" }).filter { !$0.isEmpty }.joined(separator: " ")
            table.add([row.name, row.kind.rawValue, row.type, String(row.revision), String(row.hash.prefix(12)), details])
        }
        if table.isEmpty {
            context.stderr.line("No presets or timelines match.")
        } else {
            context.stdout.write(table.render())
        }
    }

    static func json(_ row: ObjectSummary) -> JSONValue {
        var object: [String: JSONValue] = [
            "kind": .string(row.kind.rawValue), "id": .string(row.id.uuidString.lowercased()), "name": .string(row.name),
            "type": .string(row.type), "revision": .number(Double(row.revision)), "hash": .string(row.hash),
            "updatedAt": .string(isoString(row.updatedAt)),
        ]
        if row.kind == .preset {
            object["tags"] = .array(row.tags.map(JSONValue.string))
            object["description"] = .string(row.description)
        } else {
            object["preset"] = row.presetName.map(JSONValue.string) ?? .null
        }
        return .object(object)
    }
}

/// ISO 8601 in UTC with milliseconds: how animdb prints times in JSON.
func isoString(_ date: Date) -> String { isoFormatter.string(from: date) }

// nonisolated(unsafe): ISO8601DateFormatter is documented thread-safe for formatting, and it is never mutated after
// this initialiser; making one per row would dominate `list --format json` on a large store.
nonisolated(unsafe) private let isoFormatter: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
}()
