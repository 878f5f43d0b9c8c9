import AnimDBEngine
import AnimDBModel
import AnimDBStore

/// The options several commands share, declared once so each reads, checks and documents them the same way.
enum Options {
    /// `--db PATH`, accepted by every command (`AnimDB.globalOptions`).
    static let db = Option<String?>(
        "db", valueName: "path",
        help: "The store to use (else $ANIMDB_DB, ./animdb.sqlite upwards, or the per-user store).", .text)

    /// `--format text|json`, for the commands that print a report.
    static let format = Option("format", help: "Output format.", default: OutputFormat.text, .choice)

    /// `--fps`: a sampling rate under `AnimationLimits.maxFramesPerSecond`.
    static func fps(help: String, default value: Double = 60) -> Option<Double> {
        Option("fps", valueName: "n", help: help, default: value, .framesPerSecond)
    }

    /// `--display-rate`: the display rate stateful animations (fluid springs, repeats) run on.
    static let displayRate = Option(
        "display-rate", valueName: "hz",
        help: "The display rate stateful animations (fluid springs, repeats) run on, 1 to 1000.",
        default: DisplayClock.defaultRate, .displayRate)

    /// `--duration`: a length of time that replaces the timeline's own.
    static let duration = Option(
        "duration", valueName: "seconds", help: "Override the timeline's duration.", .seconds)

    /// `--force`: overwrite an existing output file.
    static func force(help: String = "Overwrite the output file.") -> Flag { Flag("force", help: help) }
    /// The name is one of your types (`add type`), which have their own namespace, not a preset or timeline.
    static let typeKind = Flag("type", help: "The name is one of your types (they have their own namespace).")
}

/// What `--format` chooses: a table or text for people, or JSON for programs.
enum OutputFormat: String, CaseIterable {
    case text, json
}
