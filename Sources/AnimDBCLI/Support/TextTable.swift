import AnimDBEngine
import AnimDBModel
import AnimDBStore

/// A plain-text table with left-aligned columns separated by two spaces, for `list`, `types`, `history`.
final class TextTable {
    private let headers: [String]
    private var rows: [[String]] = []

    init(headers: [String]) {
        self.headers = headers
    }

    /// Adds a row; cells are escaped for the terminal (`TerminalText`), since they can hold a teammate's text.
    func add(_ row: [String]) {
        rows.append(row.map(TerminalText.escaped))
    }

    var isEmpty: Bool { rows.isEmpty }

    func render() -> String {
        var widths = headers.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) }
        }
        var out = ""
        for row in [headers] + rows {
            var line = ""
            for (i, cell) in row.enumerated() {
                let isLast = i == row.count - 1
                line += isLast ? cell : cell + String(repeating: " ", count: widths[i] - cell.count + 2)
            }
            while line.last?.isWhitespace == true { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
