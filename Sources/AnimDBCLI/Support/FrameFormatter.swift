import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Streams playback frames as a table, JSON, NDJSON or CSV.
///
/// JSON contract: `{"timeline": NAME, "revision": N, "hash": HEX, "fps": F, "displayRate": R, "duration": D,
/// "frames": [{"t": T,
/// "values": {"PARAM": number | [numbers]}, "effect": {"offsetX", "offsetY", "scale", "rotationDegrees",
/// "opacity"}}]}`; the effect only for modifiers (plus "text" for counters). NDJSON writes one frame object per
/// line. Angles are written in degrees, colours as sRGB components, unit points unscaled.
struct FrameFormatter {
    enum Format: String, CaseIterable {
        case table, json, ndjson, csv
    }

    let format: Format
    let timelineName: String
    let revision: Int
    let hash: String
    let fps: Double
    let displayRate: Double
    let duration: Double
    let parameters: [String]
    let isModifier: Bool

    private var frameIndex = 0
    /// `"name":` for each parameter, encoded once.
    private let parameterKeys: [[UInt8]]

    init(format: Format, session: TimelineSession, fps: Double, duration: Double) {
        self.format = format
        timelineName = session.name
        revision = session.timeline.revision
        hash = session.timeline.hash
        self.fps = fps
        displayRate = session.evaluator.display.rate
        self.duration = duration
        parameters = session.evaluator.animatedParameters
        isModifier = session.hasEffects
        parameterKeys = parameters.map { Array((jsonString($0) + ":").utf8) }
    }

    func header() -> String {
        switch format {
        case .json:
            return "{\"timeline\":\(jsonString(timelineName)),\"revision\":\(revision),\"hash\":\"\(hash)\","
                + "\"fps\":\(number(fps)),\"displayRate\":\(number(displayRate)),\"duration\":\(number(duration)),"
                + "\"frames\":["
        case .ndjson:
            return ""
        case .csv:
            return (["t"] + parameters + (isModifier ? Self.effectColumns : [])).joined(separator: ",") + "\n"
        case .table:
            let columns = ["t"] + parameters + (isModifier ? Self.effectColumns : [])
            return tableRow(columns)
        }
    }

    /// Table column widths: at least 12, and wide enough for the header.
    private var columnWidths: [Int] {
        (["t"] + parameters + (isModifier ? Self.effectColumns : [])).map { max(12, $0.count) }
    }

    static let effectColumns = ["offsetX", "offsetY", "scale", "rotationDegrees", "opacity"]

    /// Appends one frame to `out` (bytes, not a String: a million frames are streamed per second).
    mutating func frame(time: Double, values: [ParameterValue], effect: ModifierEffect?, into out: inout [UInt8]) {
        guard format == .json || format == .ndjson else {
            out.append(contentsOf: frame(time: time, values: values, effect: effect).utf8)
            return
        }
        if frameIndex > 0, format == .json { out.append(UInt8(ascii: ",")) }
        frameIndex += 1
        out.append(contentsOf: Self.frameStart)
        appendNumber(time, to: &out)
        out.append(contentsOf: Self.valuesStart)
        var first = true
        for (key, value) in zip(parameterKeys, values) {
            guard let numbers = Self.numbers(value) else { continue }
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            out.append(contentsOf: key)
            if numbers.count == 1 {
                appendNumber(numbers[0], to: &out)
            } else {
                out.append(UInt8(ascii: "["))
                for (i, number) in numbers.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    appendNumber(number, to: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
        }
        out.append(UInt8(ascii: "}"))
        if let effect {
            let fields = [effect.offsetX, effect.offsetY, effect.scale, effect.rotation.degrees, effect.opacity]
            for (key, value) in zip(Self.effectKeys, fields) {
                out.append(contentsOf: key)
                appendNumber(value, to: &out)
            }
            if let text = effect.text {
                out.append(contentsOf: ",\"text\":".utf8)
                out.append(contentsOf: jsonString(text).utf8)
            }
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "}"))
        if format == .ndjson { out.append(UInt8(ascii: "\n")) }
    }

    private static let frameStart = Array("{\"t\":".utf8)
    private static let valuesStart = Array(",\"values\":{".utf8)
    private static let effectKeys = [
        ",\"effect\":{\"offsetX\":", ",\"offsetY\":", ",\"scale\":", ",\"rotationDegrees\":", ",\"opacity\":",
    ]
    .map { Array($0.utf8) }

    private func appendNumber(_ value: Double, to out: inout [UInt8]) {
        // Small integers (frame times at whole seconds, offsets of 0, scales of 1) skip the float printer.
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            if value == 0 {
                out.append(UInt8(ascii: "0"))
                return
            }
            out.append(contentsOf: String(Int64(value)).utf8)
            return
        }
        out.append(contentsOf: number(value).utf8)
    }

    /// The text form, for tables and CSV (and the `--at` probes of any format).
    mutating func frame(time: Double, values: [ParameterValue], effect: ModifierEffect?) -> String {
        switch format {
        case .json, .ndjson:
            var bytes: [UInt8] = []
            frame(time: time, values: values, effect: effect, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        case .csv, .table:
            defer { frameIndex += 1 }
            // The table is for reading, so it rounds; CSV keeps every digit for spreadsheets and scripts.
            let isCSV = format == .csv
            // The table rounds to 4 decimals; tiny values print as 0 rather than "-0.0000".
            func cell(_ value: Double) -> String {
                isCSV ? number(value) : CFormat.string("%.4f", abs(value) < 5e-5 ? 0 : value)
            }
            var cells = [cell(time)]
            for value in values {
                cells.append(Self.numbers(value).map { $0.map(cell).joined(separator: " ") } ?? text(value))
            }
            if let effect {
                cells += [effect.offsetX, effect.offsetY, effect.scale, effect.rotation.degrees, effect.opacity].map(
                    cell)
            }
            if format == .csv { return cells.map(csvCell).joined(separator: ",") + "\n" }
            return tableRow(cells)
        }
    }

    func footer() -> String {
        format == .json ? "]}\n" : ""
    }

    /// The numbers a value is written as, or nil for text.
    static func numbers(_ value: ParameterValue) -> [Double]? {
        switch value {
        case .double(let v): [v]
        case .angle(let a): [a.degrees]
        case .point(let p): [Double(p.x), Double(p.y)]
        case .size(let s): [Double(s.width), Double(s.height)]
        case .rect(let r): [Double(r.origin.x), Double(r.origin.y), Double(r.width), Double(r.height)]
        case .unitPoint(let u): [u.x, u.y]
        case .color(let c), .paint(.color(let c)): [c.red, c.green, c.blue, c.opacity]
        case .strokeStyle(let s): [s.lineWidth]
        case .int(let i): [Double(i)]
        case .bool(let b): [b ? 1 : 0]
        case .optionalNumber(let v): v.map { [$0] }
        default: nil
        }
    }

    private func text(_ value: ParameterValue) -> String {
        if case .string(let s) = value { return s }
        return value.description
    }

    private func tableRow(_ cells: [String]) -> String {
        var line = ""
        // The table is for reading on a terminal: text values are escaped (`TerminalText`); CSV and JSON are data.
        for (cell, width) in zip(cells.map(TerminalText.escaped), columnWidths) {
            if !line.isEmpty { line += " " }
            line += cell.count >= width ? cell : cell + String(repeating: " ", count: width - cell.count)
        }
        while line.last == " " { line.removeLast() }
        return line + "\n"
    }

    private func csvCell(_ cell: String) -> String {
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return cell }
        return "\"" + cell.replacing("\"", with: "\"\"") + "\""
    }
}

/// A JSON number, or null for NaN and infinities (JSON has neither).
func number(_ value: Double) -> String {
    value.isFinite ? JSONValue.canonicalNumber(value) : "null"
}

func jsonString(_ text: String) -> String {
    JSONValue.string(text).canonicalText
}
