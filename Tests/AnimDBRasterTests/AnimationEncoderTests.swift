import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBRaster

/// Every animated format through ffmpeg, decoded again by ffmpeg: the frames, sizes, pixel formats and colours
/// that come out, determinism, and ffmpeg failing.
struct AnimationEncoderTests {
    /// Six frames of a 32 × 30 canvas: a blue square moving right, on `background` or transparent.
    static func frame(_ index: Int, background: String?) -> String {
        TestSVG.rect(
            width: 32, height: 30, x: Double(index) * 3, y: 8, w: 10, h: 10, color: "#007aff", background: background)
    }

    static func encode(
        _ format: AnimatedFormat, background: Color?, fps: Double = 10, in directory: TemporaryDirectory,
        ffmpeg: FFmpeg? = RasterTestTools.ffmpeg
    ) throws -> String {
        let canvas = try RasterCanvas(
            size: CGSize(width: 32, height: 30), evenDimensions: format.needsEvenDimensions)
        let encoder = AnimationEncoder(
            format: format, canvas: canvas, framesPerSecond: fps, frameCount: 6, background: background,
            ffmpeg: try #require(ffmpeg), rasterizer: try #require(RasterTestTools.rasterizer))
        let path = directory.path("out.\(format.rawValue)")
        let scratch = directory.path(".scratch-\(UUID().uuidString)")
        var bytes: [UInt8] = []
        try encoder.encode(
            scratch: scratch, frame: { Self.frame($0, background: background == nil ? nil : "#ffffff") },
            to: { bytes += $0 })
        #expect(!FileManager.default.fileExists(atPath: scratch), "the scratch file is removed")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let white = PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)

    static func pixel(_ frame: [UInt8], width: Int, _ x: Int, _ y: Int) -> PixelImage.Pixel {
        let o = (y * width + x) * 4
        return PixelImage.Pixel(red: frame[o], green: frame[o + 1], blue: frame[o + 2], alpha: frame[o + 3])
    }

    static func close(_ a: PixelImage.Pixel, _ b: PixelImage.Pixel, _ tolerance: Int) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
    }

    /// Encodes twice, demands the same bytes (the same frames give the same file with one ffmpeg build), and
    /// returns the file's path.
    static func encodeDeterministically(
        _ format: AnimatedFormat, background: Color?, fps: Double = 10, in directory: TemporaryDirectory
    ) throws -> String {
        let path = try encode(format, background: background, fps: fps, in: directory)
        let again = try TemporaryDirectory()
        let a = try Data(contentsOf: URL(fileURLWithPath: path))
        let b = try Data(
            contentsOf: URL(fileURLWithPath: try encode(format, background: background, fps: fps, in: again)))
        #expect(a == b && !a.isEmpty, "\(format) output is deterministic")
        return path
    }

    /// APNG is lossless: every decoded frame is exactly the rasterised frame, alpha included.
    @Test(.enabled(if: RasterTestTools.hasFFmpeg, RasterTestTools.noFFmpeg))
    func apngFramesAreExactlyTheDrawnFrames() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.encodeDeterministically(.apng, background: nil, in: directory)
        let frames = try RasterTestTools.decodedFrames(path, width: 32, height: 30)
        #expect(frames.count == 6)
        let rasterizer = try #require(RasterTestTools.rasterizer)
        for (index, frame) in frames.enumerated() {
            let expected = try rasterizer.image(
                Self.frame(index, background: nil), canvas: try RasterCanvas(size: CGSize(width: 32, height: 30)))
            #expect(RasterTestTools.differences(frame, expected.rgba) == 0, "frame \(index)")
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        // acTL: 6 frames, 0 plays (forever).
        #expect(data.range(of: Data("acTL".utf8) + Data([0, 0, 0, 6, 0, 0, 0, 0])) != nil)
    }

    /// A GIF keeps the colours and a transparent index, loops forever, and at the rate a requested 60 fps becomes
    /// has frame delays of exactly 2/100 s.
    @Test(.enabled(if: RasterTestTools.hasFFmpeg, RasterTestTools.noFFmpeg))
    func gifKeepsColoursTransparencyAndWholeHundredthDelays() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.encodeDeterministically(
            .gif, background: nil, fps: AnimatedFormat.gifFrameRate(for: 60), in: directory)
        let frames = try RasterTestTools.decodedFrames(path, width: 32, height: 30)
        #expect(frames.count == 6)
        let blue = PixelImage.Pixel(red: 0, green: 0x7a, blue: 0xff, alpha: 255)
        for (index, frame) in frames.enumerated() {
            #expect(Self.close(Self.pixel(frame, width: 32, index * 3 + 5, 13), blue, 8), "frame \(index) square")
            #expect(Self.pixel(frame, width: 32, 31, 0).alpha == 0, "frame \(index) background")
        }
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(data.prefix(6)) == Array("GIF89a".utf8))
        // The NETSCAPE2.0 extension with a loop count of 0: forever.
        #expect(Data(data).range(of: Data("NETSCAPE2.0".utf8) + Data([3, 1, 0, 0])) != nil)
        // Graphic control extensions: 21 F9 04 <flags> <delay lo> <delay hi> <index> 00.
        var delays: [Int] = []
        for i in 0..<(data.count - 8) where data[i] == 0x21 && data[i + 1] == 0xF9 && data[i + 2] == 4 {
            delays.append(Int(data[i + 4]) | Int(data[i + 5]) << 8)
        }
        #expect(delays == Array(repeating: 2, count: 6), "\(delays)")
    }

    @Test(.enabled(if: RasterTestTools.hasFFmpeg, RasterTestTools.noFFmpeg))
    func mp4IsH264In420WithEvenDimensionsOnWhite() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.encodeDeterministically(.mp4, background: nil, in: directory)
        let stream = try RasterTestTools.probe(
            path, ["codec_name", "pix_fmt", "width", "height", "color_space", "color_primaries", "color_transfer"])
        #expect(
            stream == [
                "codec_name": "h264", "pix_fmt": "yuv420p", "width": "32", "height": "30", "color_space": "bt709",
                "color_primaries": "bt709", "color_transfer": "bt709",
            ])
        let frames = try RasterTestTools.decodedFrames(path, width: 32, height: 30)
        #expect(frames.count == 6)
        for (index, frame) in frames.enumerated() {
            #expect(Self.close(Self.pixel(frame, width: 32, 30, 1), Self.white, 6), "frame \(index) is on white")
            let square = Self.pixel(frame, width: 32, index * 3 + 5, 13)
            #expect(Self.close(square, PixelImage.Pixel(red: 0, green: 0x7a, blue: 0xff, alpha: 255), 16), "\(square)")
        }
    }

    @Test(.enabled(if: RasterTestTools.hasFFmpeg, RasterTestTools.noFFmpeg))
    func webmKeepsAlphaUnlessTheBackgroundIsOpaque() throws {
        let directory = try TemporaryDirectory()
        let transparent = try Self.encodeDeterministically(.webm, background: nil, in: directory)
        #expect(try RasterTestTools.probe(transparent, ["codec_name"]) == ["codec_name": "vp9"])
        let frames = try RasterTestTools.decodedFrames(transparent, width: 32, height: 30, decoder: "libvpx-vp9")
        #expect(frames.count == 6)
        #expect(frames.allSatisfy { Self.pixel($0, width: 32, 30, 1).alpha < 8 })
        #expect(frames.enumerated().allSatisfy { Self.pixel($1, width: 32, $0 * 3 + 5, 13).alpha > 247 })

        let opaqueDirectory = try TemporaryDirectory()
        let opaque = try Self.encode(.webm, background: .white, in: opaqueDirectory)
        #expect(try RasterTestTools.probe(opaque, ["pix_fmt"]) == ["pix_fmt": "yuv420p"])
    }

    /// A program that exits at once (here /bin/false standing in for a broken ffmpeg) is an error naming it, never
    /// a crash from writing to a closed pipe or a hang, and leaves no scratch file.
    @Test(
        .enabled(if: RasterTestTools.hasRasterizer, RasterTestTools.noRasterizer),
        arguments: ["/bin/false", "/bin/true"])
    func aFailingEncoderIsOneLineError(program: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: program))
        let directory = try TemporaryDirectory()
        let error = #expect(throws: RasterError.self) {
            _ = try Self.encode(.mp4, background: nil, in: directory, ffmpeg: FFmpeg(path: program))
        }
        let text = error.map { String(describing: $0) } ?? ""
        #expect(text.hasPrefix("ffmpeg failed: ") && !text.contains("\n"), "\(text)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test func ffmpegIsFoundOnAbsolutePathEntriesOnly() throws {
        let directory = try TemporaryDirectory()
        let tool = directory.path("ffmpeg")
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: tool))
        #expect(throws: RasterError.self) { try FFmpeg.locate(searchPath: directory.url.path) }  // not executable
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool)
        #expect(try FFmpeg.locate(searchPath: "/nonexistent::relative/dir:" + directory.url.path).path == tool)
        #expect(throws: RasterError.self) { try FFmpeg.locate(searchPath: ".:bin:") }
        #expect(throws: RasterError.self) { try FFmpeg.locate(searchPath: nil) }
        let missing = #expect(throws: RasterError.self) { try FFmpeg.locate(searchPath: "/nonexistent") }
        #expect(
            missing.map { "MP4 output \($0)" }
                == "MP4 output needs ffmpeg: apt-get install ffmpeg (Debian) or brew install ffmpeg (macOS)")
    }

    @Test(.enabled(if: RasterTestTools.hasFFmpeg, RasterTestTools.noFFmpeg))
    func ffmpegReportsItsVersion() throws {
        let version = try #require(RasterTestTools.ffmpeg).version()
        #expect(version != "unknown" && !version.contains(" "), "\(version)")
        #expect(FFmpeg(path: "/bin/false").version() == "unknown")
    }

    @Test(
        arguments: [
            (60.0, 50.0), (50.0, 50.0), (100.0, 50.0), (1000.0, 50.0), (30.0, 100.0 / 3), (24.0, 25.0), (25.0, 25.0),
            (10.0, 10.0), (12.0, 12.5), (1.0, 1.0), (0.001, 100.0 / 65535),
        ] as [(Double, Double)])
    func gifsPlayAtAHundredthOfASecondOverAWholeNumber(requested: Double, played: Double) {
        #expect(abs(AnimatedFormat.gifFrameRate(for: requested) - played) < 1e-12)
    }

    @Test(arguments: [
        (60.0, "60"), (50, "50"), (100.0 / 3, "100/3"), (29.97, "2997/100"), (12.5, "25/2"), (1e-3, "1/1000"),
    ])
    func frameRatesAreWrittenAsExactFractions(fps: Double, text: String) {
        #expect(frameRateText(fps) == text)
    }

    @Test func missingLibrariesAreReportedNotCrashed() {
        #expect(DynamicLibrary(firstOf: ["libanimdb-does-not-exist.so.9", "/nonexistent/lib.dylib"]) == nil)
    }
}
