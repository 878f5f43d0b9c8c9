import AnimDBEngine
import AnimDBRaster
import Foundation
import Testing

/// What the raster tests need from the machine, looked up once: librsvg and cairo, ffmpeg, rsvg-convert. Tests that
/// need one are disabled, with a line saying what to install, where it is missing.
enum RasterTestTools {
    static let rasterizer = try? SVGRasterizer.load()
    static let ffmpeg = try? FFmpeg.locate(searchPath: ProcessInfo.processInfo.environment["PATH"])
    static let rsvgConvert = executable("rsvg-convert")

    static let hasRasterizer = rasterizer != nil
    static let hasFFmpeg = rasterizer != nil && ffmpeg != nil
    static let hasRSVGConvert = rasterizer != nil && rsvgConvert != nil

    static let noRasterizer: Comment = "librsvg and cairo are not installed (apt-get install librsvg2-2 libcairo2)"
    static let noFFmpeg: Comment = "ffmpeg (or librsvg) is not installed (apt-get install ffmpeg librsvg2-2)"
    static let noRSVGConvert: Comment = "rsvg-convert is not installed (apt-get install librsvg2-bin)"

    static func executable(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs `executable` and returns its exit status and standard output.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// Every frame of a picture or video as straight RGBA, decoded by ffmpeg (`decoder` picks a decoder, for
    /// example libvpx-vp9, whose alpha ffmpeg's own VP9 decoder drops).
    static func decodedFrames(_ file: String, width: Int, height: Int, decoder: String? = nil) throws -> [[UInt8]] {
        let path = try #require(ffmpeg?.path)
        var arguments = ["-v", "error"]
        if let decoder { arguments += ["-c:v", decoder] }
        arguments += ["-i", file, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let (status, data) = try run(path, arguments)
        try #require(status == 0, "ffmpeg could not decode \(file)")
        let size = width * height * 4
        try #require(data.count % size == 0, "\(data.count) bytes are not whole \(width)×\(height) frames")
        let bytes = [UInt8](data)
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<$0 + size]) }
    }

    /// ffprobe's answers for fields of the first video stream (`pix_fmt`, `codec_name`, `width` …), by name.
    static func probe(_ file: String, _ fields: [String]) throws -> [String: String] {
        let ffprobe = try #require(executable("ffprobe"))
        let (_, data) = try run(
            ffprobe,
            [
                "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=\(fields.joined(separator: ","))",
                "-of", "default=noprint_wrappers=1", file,
            ])
        var answers: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { answers[String(parts[0])] = String(parts[1]) }
        }
        return answers
    }

    /// How many bytes differ between `a` and `b` (compared as memory first: debug builds loop slowly).
    static func differences(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard a.count == b.count else { return max(a.count, b.count) }
        let same = a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
        return same ? 0 : zip(a, b).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }
}

/// Small SVG documents for the tests, in the form animdb's SVGWriter writes.
enum TestSVG {
    /// A `width × height` document with a rect of `color` at (x, y), size w × h, and optionally a background.
    static func rect(
        width: Double = 32, height: Double = 32, x: Double, y: Double, w: Double, h: Double,
        color: String = "#007aff", opacity: Double = 1, background: String? = nil
    ) -> String {
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" "
            + "height=\"\(height)\">\n"
        if let background { svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(background)\"/>\n" }
        svg +=
            "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" fill=\"\(color)\" fill-opacity=\"\(opacity)\"/>\n"
        return svg + "</svg>\n"
    }
}
