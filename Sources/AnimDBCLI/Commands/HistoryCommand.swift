import AnimDBEngine
import AnimDBModel
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
            options: [since, until, status, formatFilter, limit, Options.format],
            arguments: [timeline],
            subcommands: [showSpec],
            run: run
        )
    }

    static let since = Option(
        "since", valueName: "date", help: "Only renders started at or after this time.", .historyDate)
    static let until = Option("until", valueName: "date", help: "Only renders started before this time.", .historyDate)
    static let status = Option<RenderStatus?>("status", help: "Only renders with this outcome.", .choice)
    static let formatFilter = Option(
        "format-filter", valueName: "format",
        help: "Only this output format (svg, html, json, csv, play-live, play-table, …).", .text)
    static let limit = Option(
        "limit", valueName: "n", help: "At most this many rows.", default: 50, .wholeNumber(in: 1...1_000_000))
    static let timeline = Argument("name", help: "Only this timeline.", optional: .text)
    static let id = Argument("id", help: "The render's history id.", .renderID)

    static var showSpec: CommandSpec {
        CommandSpec(
            name: "show",
            abstract: "Show everything recorded about one render.",
            options: [Options.format],
            arguments: [id],
            run: runShow
        )
    }

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let query = RenderQuery(
            timelineName: arguments[Self.timeline], since: arguments[Self.since]?.date(now: context.now()),
            until: arguments[Self.until]?.date(now: context.now()), status: arguments[Self.status],
            format: arguments[Self.formatFilter], limit: arguments[Self.limit])
        let store = try StoreSession.open(arguments, context)
        let entries = try store.renders(query)
        if arguments[Options.format] == .json {
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
        let id = arguments[Self.id]
        let store = try StoreSession.open(arguments, context)
        let entry = try store.render(id: id)
        let object = json(entry)
        if arguments[Options.format] == .json {
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
}

/// A `--since`/`--until` value: an instant, or an age before now (resolved when the command runs).
enum HistoryDate: Sendable {
    case instant(Date)
    case age(seconds: Double)

    func date(now: Date) -> Date {
        switch self {
        case .instant(let date): date
        case .age(let seconds): now.addingTimeInterval(-seconds)
        }
    }
}

extension ValueParser where Value == HistoryDate {
    /// `YYYY-MM-DD` (UTC midnight), an ISO 8601 time, or an age before now (`90s`, `30m`, `2h`, `7d`, `2w`).
    static var historyDate: ValueParser {
        ValueParser(show: { "\($0)" }) { typed throws(InvalidValue) in
            let text = typed.trimmingWhitespace()
            if let unit = text.last, let amount = Double(text.dropLast()), amount >= 0 {
                let seconds: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604_800]
                if let scale = seconds[unit] { return .age(seconds: amount * scale) }
            }
            // An internet date-time with or without fractional seconds, else a bare date (UTC midnight).
            for style in [
                Date.ISO8601FormatStyle(includingFractionalSeconds: true), Date.ISO8601FormatStyle(),
                Date.ISO8601FormatStyle().year().month().day(),
            ] {
                if let date = try? style.parse(text) { return .instant(date) }
            }
            throw .reason("expected YYYY-MM-DD, an ISO 8601 time, or an age like 2h")
        }
    }
}

extension ValueParser where Value == Int64 {
    /// A render's history id: a whole number from 1, optionally written `#N`.
    static var renderID: ValueParser {
        ValueParser(show: { "\($0)" }) { text throws(InvalidValue) in
            guard let id = Int64(text.hasPrefix("#") ? String(text.dropFirst()) : text), id >= 1 else {
                throw .message("'\(text)' is not a render id (a whole number from 'animdb history')")
            }
            return id
        }
    }
}
