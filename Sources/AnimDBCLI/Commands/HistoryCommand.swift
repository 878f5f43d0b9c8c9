import AnimDBEngine
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb history`, `animdb history show ID` and `animdb replay ID`: the render history.
enum HistoryCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "history",
            abstract: "List past plays and renders, newest first.",
            discussion:
                "Dates are YYYY-MM-DD, an ISO 8601 time (2026-11-29T17:00:00Z), or an age such as 30m, 2h or 7d.",
            options: [
                OptionSpec("since", valueName: "date", help: "Only renders started at or after this time."),
                OptionSpec("until", valueName: "date", help: "Only renders started before this time."),
                .choice("status", help: "Only renders with this outcome.", as: RenderStatus.self),
                OptionSpec(
                    "format-filter", valueName: "format",
                    help: "Only this output format (svg, html, json, csv, play-live, play-table, …)."),
                OptionSpec("limit", valueName: "n", help: "At most this many rows.", defaultValue: "50"),
                .format(),
            ],
            arguments: [ArgumentSpec("name", help: "Only this timeline.", isOptional: true)],
            subcommands: [showSpec],
            run: run
        )
    }

    static var showSpec: CommandSpec {
        CommandSpec(
            name: "show",
            abstract: "Show everything recorded about one render.",
            options: [.format()],
            arguments: [ArgumentSpec("id", help: "The render's history id.")],
            run: runShow
        )
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let limit = try arguments.requiredInt("limit")
        guard limit >= 1, limit <= 1_000_000 else {
            throw CLIError.invalid("The value '\(limit)' is invalid for '--limit': expected 1 to 1000000")
        }
        let query = RenderQuery(
            timelineName: arguments.optionalArgument("name"), since: try date(arguments, "since", context),
            until: try date(arguments, "until", context),
            status: arguments.choice("status", as: RenderStatus.self),
            format: arguments.value("format-filter"), limit: limit)
        let store = try StoreSession.open(arguments, context)
        let entries = try store.renders(query)
        if arguments.value("format") == "json" {
            writeJSONArray(entries.lazy.map(json), to: context.stdout)
            return
        }
        guard !entries.isEmpty else {
            context.stderr.line("No renders match.")
            return
        }
        let table = TextTable(headers: [
            "ID", "STARTED", "TIMELINE", "REV", "FORMAT", "FRAMES", "STATUS", "MS", "OUTPUT",
        ])
        for entry in entries {
            let r = entry.record
            table.add([
                String(entry.id), isoString(r.startedAt), r.timelineName, r.timelineRevision.map(String.init) ?? "-",
                r.format, r.frameCount.map(String.init) ?? "-", r.status.rawValue,
                r.wallTimeMilliseconds.map { CFormat.string("%.1f", $0) } ?? "-",
                r.outputPath ?? (r.outputSHA256.map { "stdout sha256 \($0.prefix(12))" } ?? "-"),
            ])
        }
        context.stdout.write(table.render())
    }

    static func runShow(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let id = try renderID(arguments.argument("id"))
        let store = try StoreSession.open(arguments, context)
        let entry = try store.render(id: id)
        let object = json(entry)
        if arguments.value("format") == "json" {
            context.stdout.line(object.canonicalText)
            return
        }
        guard case .object(let fields) = object else { return }
        let order = [
            "id", "timeline", "timelineId", "timelineRevision", "timelineHash", "presetHash", "engineVersion", "format",
            "fps", "displayRate", "duration", "width", "height", "options", "frameCount", "outputPath", "outputSha256",
            "startedAt",
            "wallTimeMs", "status", "error",
        ]
        for key in order {
            guard let value = fields[key], value != .null else { continue }
            let text = if case .string(let s) = value { s } else { value.canonicalText }
            context.stdout.text("\(key + String(repeating: " ", count: max(0, 17 - key.count))) \(text)")
        }
    }

    static func renderID(_ text: String) throws -> Int64 {
        guard let id = Int64(text.hasPrefix("#") ? String(text.dropFirst()) : text), id >= 1 else {
            throw CLIError.invalid("'\(text)' is not a render id (a whole number from 'animdb history')")
        }
        return id
    }

    static func json(_ entry: RenderEntry) -> JSONValue {
        let r = entry.record
        func optional(_ x: Double?) -> JSONValue { x.map { $0.isFinite ? .number($0) : .null } ?? .null }
        func optional(_ x: Int?) -> JSONValue { x.map { .number(Double($0)) } ?? .null }
        func optional(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
        return .object([
            "id": .number(Double(entry.id)), "timeline": .string(r.timelineName),
            "timelineId": optional(r.timelineID?.uuidString.lowercased()),
            "timelineRevision": optional(r.timelineRevision),
            "timelineHash": optional(r.timelineHash), "presetHash": optional(r.presetHash),
            "engineVersion": .string(r.engineVersion), "fps": optional(r.fps),
            "displayRate": optional(r.displayRate), "duration": optional(r.duration),
            "format": .string(r.format), "width": optional(r.width), "height": optional(r.height),
            "outputPath": optional(r.outputPath), "outputSha256": optional(r.outputSHA256),
            "frameCount": optional(r.frameCount), "startedAt": .string(isoString(r.startedAt)),
            "wallTimeMs": optional(r.wallTimeMilliseconds), "status": .string(r.status.rawValue),
            "error": optional(r.errorMessage),
            "options": r.options.isEmpty ? .null : .object(r.options.mapValues(JSONValue.string)),
        ])
    }

    /// `YYYY-MM-DD` (UTC midnight), an ISO 8601 time, or an age before now (`90s`, `30m`, `2h`, `7d`, `2w`).
    static func date(_ arguments: ParsedArguments, _ option: String, _ context: CommandContext) throws -> Date? {
        guard let text = arguments.value(option)?.trimmingWhitespace() else { return nil }
        if let unit = text.last, let amount = Double(text.dropLast()), amount >= 0 {
            let seconds: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604_800]
            if let scale = seconds[unit] { return context.now().addingTimeInterval(-amount * scale) }
        }
        // An internet date-time with or without fractional seconds, else a bare date (UTC midnight).
        for style in [
            Date.ISO8601FormatStyle(includingFractionalSeconds: true), Date.ISO8601FormatStyle(),
            Date.ISO8601FormatStyle().year().month().day(),
        ] {
            if let date = try? style.parse(text) { return date }
        }
        throw CLIError.invalid(
            "The value '\(text)' is invalid for '--\(option)': expected YYYY-MM-DD, an ISO 8601 time, or an age like 2h"
        )
    }
}
