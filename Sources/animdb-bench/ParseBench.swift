import AnimDBModel
import AnimDBStore
import AnimDBSync
import AnimDBTestSupport
import Foundation

/// Issue 10's parsing figures: every shape of hostile bundle at the 64 MiB limit is parsed or refused, each timed
/// beside Foundation's `JSONSerialization` reading the same bytes in the same run (the baseline).
///
/// Goal: under 2 s for any 64 MiB input through `BundleReader.read` (what `import` and `sync` pay).
enum ParseBench {
    /// One hostile input: its name and how to build it at a given size.
    struct Input: Sendable {
        var name: String
        var make: @Sendable (Int) -> Data
    }

    static let inputs: [Input] = [
        Input(name: "one string of \\n escapes") { size in wrapped(#"{"s":""#, repeating: #"\n"#, "\"}", size) },
        Input(name: "one string of \\u0041 escapes") {
            size in wrapped(#"{"s":""#, repeating: #"\u0041"#, "\"}", size)
        },
        Input(name: "one string of surrogate pairs") {
            size in wrapped(#"{"s":""#, repeating: #"\ud83d\ude00"#, "\"}", size)
        },
        Input(name: "one string of raw UTF-8") { size in wrapped(#"{"s":""#, repeating: "é名😀", "\"}", size) },
        Input(name: "array of integers") { size in wrapped("[", repeating: "123456,", "0]", size) },
        Input(name: "array of fractions") { size in wrapped("[", repeating: "0.1234567890123e-7,", "0]", size) },
        Input(name: "array of empty objects") { size in wrapped("[", repeating: "{},", "{}]", size) },
        Input(name: "array of short strings") { size in wrapped("[", repeating: #""ab","#, "\"\"]", size) },
        Input(name: "one object of many keys") { size in manyKeys(size, perObject: .max) },
        Input(name: "objects of 4,096 keys") { size in manyKeys(size, perObject: 4096) },
        Input(name: "nesting 10^5 deep") { _ in Data((String(repeating: "[", count: 100_000) + "]").utf8) },
        Input(name: "description of escapes") { size in bundleWithDescription(size) },
        Input(name: "real export (presets, timelines)") { size in realExport(size) },
    ]

    /// - Parameter size: the input size in bytes (the bundle limit unless `ANIMDB_BENCH_PARSE_BYTES` says less,
    ///   which is how a slow parser is measured at all).
    static func run(size: Int? = nil) -> String {
        let limit =
            size ?? ProcessInfo.processInfo.environment["ANIMDB_BENCH_PARSE_BYTES"].flatMap { Int($0) }
            ?? ContentLimits().maxBytes
        var lines = [
            "parse: hostile bundles of \(limit) bytes through BundleReader.read (what import and sync pay), each beside Foundation's",
            "JSONSerialization on the same bytes; goal: every 64 MiB input parsed or refused in under 2 s",
            "",
            "| input | MiB | outcome | animdb s | JSONSerialization s | animdb/Foundation |",
            "|---|---:|---|---:|---:|---:|",
        ]
        var worst = 0.0
        for input in inputs {
            let data = input.make(limit)
            let (outcome, seconds) = time { () -> String in
                do {
                    let bundle = try BundleReader().read(data)
                    return "read, \(bundle.objects.count) objects"
                } catch {
                    return "refused: " + String(describing: error).prefix(48)
                }
            }
            let (_, baseline) = time { () -> String in
                (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil ? "x" : "ok"
            }
            worst = max(worst, seconds)
            lines.append(
                "| \(input.name) | \(String(format: "%.1f", Double(data.count) / 1_048_576)) | \(outcome) | "
                    + String(format: "%.3f | %.3f | %.2f× |", seconds, baseline, seconds / baseline))
        }
        lines.append("")
        lines.append(String(format: "slowest: %.3f s (goal < 2 s)", worst))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func time<T>(_ body: () -> T) -> (T, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body()
        return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// `prefix`, then `unit` repeated to fill `size` bytes, then `suffix`.
    private static func wrapped(_ prefix: String, repeating unit: String, _ suffix: String, _ size: Int) -> Data {
        let count = (size - prefix.utf8.count - suffix.utf8.count) / unit.utf8.count
        var bytes: [UInt8] = Array(prefix.utf8)
        bytes.reserveCapacity(size)
        let unitBytes = Array(unit.utf8)
        for _ in 0..<count { bytes += unitBytes }
        bytes += Array(suffix.utf8)
        return Data(bytes)
    }

    /// An array of objects of `perObject` distinct keys each, as many as fit.
    private static func manyKeys(_ size: Int, perObject: Int) -> Data {
        var bytes: [UInt8] = Array("[{".utf8)
        bytes.reserveCapacity(size)
        var index = 0
        while bytes.count < size - 32 {
            if index == perObject {
                bytes += Array("},{".utf8)
                index = 0
            } else if index > 0 {
                bytes.append(UInt8(ascii: ","))
            }
            bytes += Array("\"k\(index)\":0".utf8)
            index += 1
        }
        bytes += Array("}]".utf8)
        return Data(bytes)
    }

    /// A real bundle whose one preset's description is megabytes of escapes (the issue's 0.8 MB example, scaled).
    private static func bundleWithDescription(_ size: Int) -> Data {
        let text = String(decoding: realExport(4096), as: UTF8.self)
        let escapes = String(repeating: #"\n"#, count: (size - text.utf8.count) / 2)
        let patched = text.replacingOccurrences(
            of: #""description": "Benchmark preset 0""#, with: "\"description\": \"\(escapes)\"")
        return Data(patched.utf8)
    }

    /// A valid bundle of presets and timelines as large as fits in `size` bytes.
    private static func realExport(_ size: Int) -> Data {
        let header = BundleHeader(
            engineVersion: "bench", producer: "animdb-bench", exportedAt: Date(timeIntervalSince1970: 1_800_000_000))
        func bundle(_ count: Int, keyframes: Int) -> Data {
            let objects = BenchmarkObjects.make(presets: count, timelines: count, keyframes: keyframes)
            return Data(BundleExporter.encode(objects, header: header).utf8)
        }
        // Half presets, half timelines, up to the object limit; the keyframe count fills the rest of `size`.
        let count = min(ContentLimits().maxObjects / 2, max(1, size / 4096))
        let small = bundle(count, keyframes: 1).count
        let large = bundle(count, keyframes: 11).count
        let keyframes = 1 + (size - small) * 10 / max(1, large - small)
        var data = bundle(count, keyframes: max(1, keyframes))
        while data.count > size { data = bundle(count, keyframes: max(1, keyframes - 1)) }
        return data
    }
}
