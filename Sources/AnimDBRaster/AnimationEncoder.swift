import AnimDBEngine
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns a timeline's frames, as SVG documents, into a GIF, APNG, MP4 or WebM: librsvg draws each frame (several at
/// once, one per core), animdb un-premultiplies it and pipes it as raw RGBA to ffmpeg, which writes the file to a
/// scratch path; the finished file is then handed to the caller's sink in chunks.
///
/// Memory stays at a few frames whatever the length: a GIF's palette is computed in a first pass over the frames
/// (ffmpeg's `palettegen`) and applied in a second (`paletteuse`), rather than ffmpeg holding every frame between
/// the two as a one-pass filter graph would.
public struct AnimationEncoder: Sendable {
    public var format: AnimatedFormat
    /// The frame size; even in both dimensions for MP4 and WebM (`RasterCanvas(…, evenDimensions: true)`).
    public var canvas: RasterCanvas
    public var framesPerSecond: Double
    public var frameCount: Int
    /// The colour the frames' SVGs are drawn on (their own background), or nil for transparent: an opaque one makes
    /// the file opaque (no alpha channel, a full 256-colour GIF palette) and fills any padding column or row.
    public var background: Color?
    public var ffmpeg: FFmpeg
    public var rasterizer: SVGRasterizer

    public init(
        format: AnimatedFormat, canvas: RasterCanvas, framesPerSecond: Double, frameCount: Int, background: Color?,
        ffmpeg: FFmpeg, rasterizer: SVGRasterizer
    ) {
        self.format = format
        self.canvas = canvas
        self.framesPerSecond = framesPerSecond
        self.frameCount = frameCount
        self.background = background
        self.ffmpeg = ffmpeg
        self.rasterizer = rasterizer
    }

    /// GIF dithering: Floyd–Steinberg error diffusion within the rectangle that changed since the previous frame
    /// (`diff_mode=rectangle`), on one palette for the whole animation. On animdb's demos that palette is within 3
    /// levels of every colour, so diffusion costs nothing (the same error and size as no dithering) while it keeps a
    /// scene with more colours than 256 from banding; Bayer's ordered pattern raises the error up to 5-fold and adds
    /// up to 65 % to the file, and per-frame palettes make up to 69 % of the pixels that do not move change colour
    /// between frames.
    /// The measurements are in docs/images.md.
    static let gifDither = "floyd_steinberg"

    /// Whether the frames are opaque: MP4 always (it is drawn on white), others when the background is.
    var isOpaque: Bool { format == .mp4 || (background.map { $0.opacity >= 1 } ?? false) }

    /// Painted under every frame: white for MP4 (which has no alpha), an opaque background for the others (so a
    /// padding column is the background, not black). A translucent background is left to the SVG alone, since
    /// painting it twice would darken it.
    var underlay: Color? {
        if format == .mp4 { return .white }
        if let background, background.opacity >= 1 { return background }
        return nil
    }

    /// Encodes the frames `frame(0)`, `frame(1)`, … `frame(frameCount - 1)` (a GIF asks for each twice, in order)
    /// and hands the finished file to `sink`.
    ///
    /// - Parameters:
    ///   - scratch: where ffmpeg writes the file: a new path the caller names (with its process id, so a killed
    ///     run's leftover is recognised and removed later); removed before this returns or throws.
    ///   - frame: the SVG document of a frame.
    ///   - progress: the fraction done, now and then.
    /// - Throws: what `frame` or `sink` throws, or `RasterError` (drawing, ffmpeg's own last error line, I/O).
    public func encode(
        scratch: String, frame: (Int) throws -> String, progress: (Double) -> Void = { _ in },
        to sink: ([UInt8]) throws -> Void
    ) throws {
        precondition(frameCount >= 1, "an animation needs a frame")
        defer { unlink(scratch) }
        switch format {
        case .gif:
            try pass(
                ["-vf", "palettegen=stats_mode=full:reserve_transparent=\(isOpaque ? 0 : 1)"]
                    + ["-f", "rawvideo", "-pix_fmt", "rgba", "-y", scratch],
                frame: frame, progress: { progress($0 / 2) })
            let palette = try read(scratch, limit: 1024)
            guard palette.count == 1024 else {
                throw RasterError.encoder(program: "ffmpeg", detail: "palettegen made \(palette.count) bytes, not 1024")
            }
            try pass(
                ["-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "16x16", "-i", "pipe:3"]
                    + [
                        "-lavfi",
                        "[0:v][1:v]paletteuse=dither=\(Self.gifDither):diff_mode=rectangle:alpha_threshold=128",
                    ]
                    + ["-loop", "0", "-f", "gif", "-y", scratch],
                extraInput: palette, frame: frame, progress: { progress(0.5 + $0 / 2) })
        case .apng:
            try pass(
                ["-c:v", "apng", "-pix_fmt", isOpaque ? "rgb24" : "rgba", "-pred", "mixed", "-plays", "0"]
                    + ["-f", "apng", "-y", scratch],
                frame: frame, progress: progress)
        case .mp4:
            try pass(
                Self.bt709(pixelFormat: "yuv420p")
                    + ["-c:v", "libx264", "-preset", "medium", "-crf", "18", "-tune", "animation", "-threads", "2"]
                    + ["-movflags", "+faststart"] + Self.deterministic + ["-f", "mp4", "-y", scratch],
                frame: frame, progress: progress)
        case .webm:
            try pass(
                Self.bt709(pixelFormat: isOpaque ? "yuv420p" : "yuva420p")
                    + ["-c:v", "libvpx-vp9", "-crf", "30", "-b:v", "0", "-deadline", "good", "-cpu-used", "4"]
                    + ["-row-mt", "1", "-threads", "2"] + Self.deterministic + ["-f", "webm", "-y", scratch],
                frame: frame, progress: progress)
        }
        progress(1)
        try copy(scratch, to: sink)
    }

    /// RGB to Y′CbCr with the BT.709 matrix in limited range, tagged so: sRGB shares BT.709's primaries, and
    /// players show the encoded values as they are, as they show the PNG.
    static func bt709(pixelFormat: String) -> [String] {
        [
            "-vf", "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format=\(pixelFormat)",
            "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
        ]
    }

    /// No encoder version strings, dates or random ids in the container: the same frames give the same bytes
    /// with the same ffmpeg build.
    static let deterministic = ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1"]

    /// One run of ffmpeg over every frame, with `arguments` after the frame input.
    private func pass(
        _ arguments: [String], extraInput: [UInt8]? = nil, frame: (Int) throws -> String, progress: (Double) -> Void
    ) throws {
        let input = [
            "-hide_banner", "-nostdin", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size",
            "\(canvas.pixelWidth)x\(canvas.pixelHeight)", "-framerate", frameRateText(framesPerSecond), "-i", "pipe:0",
        ]
        let process = try EncoderProcess(ffmpeg, input + arguments, extraInput: extraInput)
        // A few frames per batch, drawn in parallel, then piped in order while ffmpeg encodes the previous ones.
        let batch = max(1, min(8, (32 << 20) / max(canvas.byteCount, 1)))
        var start = 0
        while start < frameCount {
            let end = min(start + batch, frameCount)
            let documents = try (start..<end).map(frame)
            for image in try rasterize(documents) {
                try process.write(image.rgba)
            }
            start = end
            progress(Double(start) / Double(frameCount))
        }
        try process.finish()
    }

    /// Draws `documents` on the canvas, several at once.
    func rasterize(_ documents: [String]) throws(RasterError) -> [PixelImage] {
        let results = Slots<Result<PixelImage, RasterError>>(count: documents.count)
        let (rasterizer, canvas, underlay) = (self.rasterizer, self.canvas, self.underlay)
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            results[index] = Result { () throws(RasterError) in
                try rasterizer.image(documents[index], canvas: canvas, underlay: underlay)
            }
        }
        var images: [PixelImage] = []
        for result in results.values { images.append(try result!.get()) }
        return images
    }

    /// Up to `limit` bytes of the file at `path`.
    private func read(_ path: String, limit: Int) throws(RasterError) -> [UInt8] {
        var bytes: [UInt8] = []
        try forEachChunk(of: path) { chunk throws(RasterError) in
            guard bytes.count + chunk.count <= limit else {
                throw .encoder(program: "ffmpeg", detail: "output too large")
            }
            bytes += chunk
        }
        return bytes
    }

    /// Hands the file at `path` to `sink` in chunks of 1 MiB.
    private func copy(_ path: String, to sink: ([UInt8]) throws -> Void) throws {
        var failure: (any Error)?
        try forEachChunk(of: path) { chunk throws(RasterError) in
            guard failure == nil else { return }
            do { try sink(chunk) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private func forEachChunk(of path: String, _ body: ([UInt8]) throws(RasterError) -> Void) throws(RasterError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { throw .encoder(program: "ffmpeg", detail: "it exited without writing a file") }
            throw .io("cannot read ffmpeg's output: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .io("cannot read ffmpeg's output: \(String(cString: strerror(errno)))") }
            guard count > 0 else { return }
            try body(Array(buffer[..<count]))
        }
    }
}

/// Fixed slots that concurrent workers fill, each its own index.
private final class Slots<Value>: @unchecked Sendable {
    // @unchecked: each index is written by exactly one `concurrentPerform` iteration and read only after all of
    // them have finished. Raw memory rather than an array, whose mutation would be one exclusive access to the
    // whole array from every thread at once.
    private let storage: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    var values: [Value?] { Array(UnsafeBufferPointer(start: storage, count: count)) }
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
