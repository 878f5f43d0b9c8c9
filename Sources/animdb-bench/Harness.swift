import Foundation

/// Measures per-sample cost of a Swift kernel and its C twin in the same run, so the ratio is what matters
/// rather than the machine.
struct Harness {
    struct Row {
        var name: String
        var swiftNanos: Double
        var cNanos: Double
        var ratio: Double { swiftNanos / cNanos }
        var swiftRate: Double { 1e9 / swiftNanos }
    }

    var samples: Int
    var repetitions: Int
    private(set) var rows: [Row] = []

    /// Runs each kernel `repetitions` times over `samples` samples and keeps the fastest run (the least disturbed by
    /// other processes). Each kernel returns a checksum so the optimizer cannot drop the work.
    mutating func compare(_ name: String, swift: (Int) -> Double, c: (Int) -> Double) {
        let s = best { swift(samples) }
        let b = best { c(samples) }
        rows.append(Row(name: name, swiftNanos: s / Double(samples), cNanos: b / Double(samples)))
    }

    private func best(_ body: () -> Double) -> Double { Self.best(repetitions, body) }

    /// The fastest of `repetitions` runs of `body`, in nanoseconds. `body` returns a checksum, used so the work
    /// cannot be optimised away.
    static func best(_ repetitions: Int, _ body: () -> Double) -> Double {
        var fastest = Double.infinity
        var sink = 0.0
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            sink += body()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
            fastest = min(fastest, elapsed)
        }
        if sink.isNaN { print("checksum: \(sink)") }
        return fastest
    }

    func report() -> String {
        var out = "| kernel | Swift ns/sample | C ns/sample | Swift/C | Swift samples/s |\n|---|---:|---:|---:|---:|\n"
        for row in rows {
            out += "| \(row.name) | \(fmt(row.swiftNanos)) | \(fmt(row.cNanos)) | \(fmt(row.ratio)) | "
            out += "\(String(format: "%.1f M", row.swiftRate / 1e6)) |\n"
        }
        return out
    }

    private func fmt(_ x: Double) -> String { String(format: x < 10 ? "%.2f" : "%.1f", x) }
}
