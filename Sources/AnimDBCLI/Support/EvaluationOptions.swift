import AnimDBEngine
import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The options that choose what is evaluated, read the same way by play, render and curve: the display rate
/// stateful animations run on, and times, checked against the one time limit (`DisplayClock`). A bad value is a
/// usage error naming it; nothing requested is ever dropped.
enum EvaluationOptions {
    static let displayRate = OptionSpec(
        "display-rate", valueName: "hz",
        help: "The display rate stateful animations (fluid springs, repeats) run on, 1 to 1000.",
        defaultValue: JSONValue.canonicalNumber(DisplayClock.defaultRate))

    /// `--display-rate`, or `DisplayClock.defaultRate` (60 Hz).
    static func displayRate(_ arguments: ParsedArguments) throws -> Double {
        let rate = try arguments.requiredDouble("display-rate")
        if let problem = DisplayClock.problem(withRate: rate) {
            throw CLIError.invalid(
                "The value '\(arguments.value("display-rate") ?? "")' is invalid for '--display-rate': \(problem)")
        }
        return rate
    }

    /// A single time option (`--at T`), checked against the time limit; nil when absent. (Lengths such as
    /// `--duration` are read with `seconds(_:)`.)
    static func time(_ arguments: ParsedArguments, _ name: String) throws -> Double? {
        guard let time = try arguments.double(name) else { return nil }
        if let problem = DisplayClock.problem(withTime: time) {
            throw CLIError.invalid("The value '\(arguments.value(name) ?? "")' is invalid for '--\(name)': \(problem)")
        }
        return time
    }

    /// A list of times (`--at t1,t2,…`), in the order given (repeats allowed), each checked against the time limit
    /// (or, with `progress`, only for being finite); nil when absent.
    static func times(_ arguments: ParsedArguments, _ name: String, progress: Bool = false) throws -> [Double]? {
        guard let times = try arguments.doubleList(name) else { return nil }
        for time in times where !progress {
            if let problem = DisplayClock.problem(withTime: time) { throw outOfRange(time, arguments, name, problem) }
        }
        return times
    }

    /// The error for the entry `time` of `--name`: it names the value as typed.
    static func outOfRange(_ time: Double, _ arguments: ParsedArguments, _ name: String, _ reason: String) -> CLIError {
        let text = arguments.value(name) ?? ""
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let typed = parts.first { Double($0.trimmingWhitespace()) == time }
        let value = typed.map { $0.trimmingWhitespace() } ?? "\(time)"
        return CLIError.invalid("The value '\(value)' in '--\(name) \(text)' is out of range: \(reason)")
    }
}
