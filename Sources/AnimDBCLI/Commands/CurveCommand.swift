import AnimDBEngine
import AnimDBModel
import AnimDBRender
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb curve EXPR`: evaluates a unit curve, spring, animation or keyframe list.
enum CurveCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "curve",
            abstract: "Evaluate an animation expression: a unit curve, spring, animation or keyframe list.",
            discussion: """
                Unit curves are sampled at progress T. Springs give from + spring.value(target: to - from, time: T) \
                and their parameters. Animations run from --from to --to (0 to 1 by default); stateful ones (fluid \
                springs, repeats) run on a display at --display-rate, and any time shows what that display draws \
                there. Keyframe lists are one track starting at --from. Without --at, samples run from 0 to the end \
                at --fps. Times run from -1000000 to 1000000 s; a time out of range is an error, never left out.
                Example: animdb curve '.spring(duration: 0.5, bounce: 0.3)' --to 100 --fps 30
                """,
            options: [from, to, times, fps, Options.displayRate, Options.format, plot, force],
            arguments: [expression],
            run: run
        )
    }

    static let from = Option("from", valueName: "a", help: "The start value.", default: 0, .number)
    static let to = Option("to", valueName: "b", help: "The end value (not used by keyframes).", default: 1, .number)
    /// Times, or progress for unit curves: what range applies is known once the expression is.
    static let times = Option(
        "at", valueName: "t1,t2,...",
        help: "Sample only at these times (progress for unit curves), in any order, repeats allowed.", .finiteNumbers)
    static let fps = Options.fps(help: "Samples per second without --at.", default: ExpressionSampling.defaultFrameRate)
    static let plot = Option(
        "plot", valueName: "file.svg", help: "Also write an SVG chart of value and velocity.", .svgFile)
    static let force = Options.force(help: "Overwrite the --plot file if it exists.")
    static let expression = Argument("expression", help: "The expression, in SwiftUI syntax.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let text = arguments[Self.expression]
        let expression = try ExpressionParser.parse(text)
        let sampled: CurveReport?
        do {
            sampled = try ExpressionSampling.report(
                for: expression, from: arguments[Self.from], to: arguments[Self.to], times: arguments[Self.times],
                fps: arguments[Self.fps], displayRate: arguments[Options.displayRate])
        } catch .outOfRange(let time, let reason) {
            throw outOfRange(time, in: arguments.typedText(of: Self.times) ?? "", reason: reason)
        }
        guard let report = sampled else {
            throw CLIError.invalid("'\(text)' is a plain value, not a curve, spring, animation or keyframe list")
        }
        if let plot = arguments[Self.plot] {
            try writePlot(report, to: context.resolvePath(plot), force: arguments[Self.force], context)
        }
        if arguments[Options.format] == .json {
            context.stdout.line(json(report).canonicalText)
        } else {
            context.stdout.write(table(report))
        }
    }

    /// The error for the entry `time` of `--at TEXT`, which the expression's sampling refused: it names the entry
    /// as typed, in the words a time list's own parser uses.
    static func outOfRange(_ time: Double, in text: String, reason: String) -> CLIError {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        let entry = parts.first { Double($0) == time } ?? "\(time)"
        return .invalid(InvalidValue.entry(entry, reason).message(for: "--at", typed: text))
    }

    static func json(_ report: CurveReport) -> JSONValue {
        func number(_ x: Double?) -> JSONValue { x.map { $0.isFinite ? .number($0) : .null } ?? .null }
        var object: [String: JSONValue] = [
            "kind": .string(report.kind), "expression": .string(report.expression), "from": number(report.from),
            "to": number(report.to), "duration": number(report.duration),
            "samples": .array(
                report.samples.map {
                    .object(["t": number($0.t), "value": number($0.value), "velocity": number($0.velocity)])
                }
            ),
        ]
        if report.kind == "spring" { object["settlingDuration"] = number(report.settlingDuration) }
        if let rate = report.displayRate { object["displayRate"] = .number(rate) }
        if let parameters = report.parameters { object["parameters"] = .object(parameters.mapValues { number($0) }) }
        return .object(object)
    }

    static func table(_ report: CurveReport) -> String {
        func f(_ x: Double?) -> String {
            guard let x else { return "-" }
            return x.isFinite ? CFormat.string("%.6f", x) : (x.isNaN ? "nan" : (x > 0 ? "inf" : "-inf"))
        }
        var out = "\(report.kind) \(report.expression)\n"
        if let to = report.to {
            out += "from \(f(report.from)) to \(f(to))\n"
        } else {
            out += "from \(f(report.from))\n"
        }
        if let parameters = report.parameters {
            let order = ["mass", "stiffness", "damping", "duration", "bounce", "response", "dampingRatio"]
            out += order.compactMap { key in parameters[key].map { "\(key) \(f($0))" } }.joined(separator: ", ") + "\n"
        }
        if let settling = report.settlingDuration { out += "settles after \(f(settling)) s\n" }
        if report.kind == "animation" {
            let display = report.displayRate.map { " on a \(number($0)) Hz display" } ?? ""
            out +=
                report.duration.map { "finishes after \(f($0)) s\(display)\n" }
                ?? "never finishes (repeats forever)\(display)\n"
        } else if report.kind == "keyframes", let duration = report.duration {
            out += "duration \(f(duration)) s\n"
        }
        let table = TextTable(headers: [report.kind == "unitCurve" ? "PROGRESS" : "TIME", "VALUE", "VELOCITY"])
        for sample in report.samples { table.add([f(sample.t), f(sample.value), f(sample.velocity)]) }
        return out + "\n" + table.render()
    }

    private static func writePlot(_ report: CurveReport, to url: URL, force: Bool, _ context: CommandContext) throws {
        let finite = report.samples.filter { $0.t.isFinite && $0.value.isFinite }
        var series = [PlotSeries("value", points: finite.map { ($0.t, $0.value) })]
        let velocities = finite.compactMap { s in s.velocity.flatMap { $0.isFinite ? ($0, s) : nil } }
        if !velocities.isEmpty {
            series.append(PlotSeries("velocity", points: velocities.map { ($0.1.t, $0.0) }, isDashed: true))
        }
        let svg = PlotWriter.svg(series: series, title: report.expression)
        try FileOutput.write(Data(svg.utf8), to: url, force: force, in: context.fileSystem)
    }
}

extension ValueParser where Value == String {
    /// A file name for an SVG chart. The chart is SVG; a .png name would hold SVG that image viewers refuse (render
    /// refuses it too).
    static var svgFile: ValueParser {
        ValueParser(show: { $0 }) { text throws(InvalidValue) in
            guard URL(fileURLWithPath: text).pathExtension.lowercased() == "svg" else {
                throw .message("--plot writes an SVG chart: name the file with .svg, not '\(text)'")
            }
            return text
        }
    }
}
