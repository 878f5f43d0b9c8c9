import AnimDBEngine
import AnimDBModel
import AnimDBRaster
import AnimDBRender
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a picture is drawn: pixels per point, the colour under the view, a contact sheet's grid. Recorded with the
/// render (`recorded`) and read back by `replay` (`init(recorded:)`).
struct PictureOptions: Equatable {
    /// Pixels per point.
    var scale: Double = 1
    /// The colour drawn under the view (SVG and pictures alike); nil is transparent.
    var background: Color?
    /// A contact sheet instead of a still (PNG only).
    var sheet: SheetGrid?

    init(scale: Double = 1, background: Color? = nil, sheet: SheetGrid? = nil) {
        self.scale = scale
        self.background = background
        self.sheet = sheet
    }

    /// The options as the render history stores them; defaults are left out.
    var recorded: [String: String] {
        var options: [String: String] = [:]
        if scale != 1 { options["scale"] = JSONValue.canonicalNumber(scale) }
        if let background { options["background"] = ParameterValue.color(background).description }
        if let sheet { options["sheet"] = sheet.description }
        return options
    }

    /// `--scale`: pixels per point, 1 by default.
    static let scale = Option(
        "scale", valueName: "n", help: "Pixels per point for pictures and video (0.25 to 8; 2 for Retina).",
        default: 1, .rasterScale)
    /// `--background`: the colour under the view.
    static let background = Option(
        "background", valueName: "color",
        help:
            "A colour under the view for .svg and pictures (.white, Color(red: 1, green: 0.9, blue: 0.8)); transparent by default, white for .mp4.",
        .color)
    /// `--sheet COLSxROWS`: a contact sheet instead of a still.
    static let sheet = Option(
        "sheet", valueName: "COLSxROWS",
        help: "Write a contact sheet PNG of COLS × ROWS evenly spaced frames, each labelled with its time.", .sheetGrid)

    /// `--scale`, `--background` and `--sheet` (their values checked by the parser), each refused where the format
    /// has no use for it.
    init(_ arguments: ParsedArguments, for format: RenderJob.Format) throws {
        if arguments.isGiven(Self.scale), !format.isPicture {
            throw CLIError.invalid("--scale sets pixels per point for .png, .gif, .apng, .mp4 and .webm files")
        }
        let background = arguments[Self.background]
        if background != nil, format != .svg, !format.isPicture {
            throw CLIError.invalid("--background applies to .svg files and to pictures and video")
        }
        let sheet = arguments[Self.sheet]
        if sheet != nil, format != .png {
            throw CLIError.invalid("--sheet writes a contact sheet and needs a .png file")
        }
        self.init(scale: arguments[Self.scale], background: background, sheet: sheet)
    }

    /// The options a past render recorded, read by the parsers of the options that set them.
    ///
    /// - Throws: `CLIError.failure` for a value this animdb cannot read (a store edited by hand).
    init(recorded options: [String: String]) throws {
        if let text = options["scale"] {
            guard let scale = try? ValueParser<Double>.rasterScale.read(text) else {
                throw CLIError.failure("the recorded scale '\(text)' is not a scale animdb draws at")
            }
            self.scale = scale
        }
        if let text = options["background"] {
            guard let color = try? ValueParser<Color>.color.read(text) else {
                throw CLIError.failure("the recorded background '\(text)' is not a colour")
            }
            background = color
        }
        if let text = options["sheet"] {
            guard let grid = try? ValueParser<SheetGrid>.sheetGrid.read(text) else {
                throw CLIError.failure("the recorded contact sheet '\(text)' is not COLSxROWS")
            }
            sheet = grid
        }
    }
}

/// A contact sheet's grid, `COLSxROWS` (`4x3`; `×` and `X` are read too).
struct SheetGrid: Equatable, Sendable, CustomStringConvertible {
    var columns: Int
    var rows: Int

    init?(_ text: String) {
        let parts = text.trimmingWhitespace().split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (1...ContactSheet.maxCells).contains(columns), (1...ContactSheet.maxCells).contains(rows)
        else { return nil }
        self.columns = columns
        self.rows = rows
    }

    var cells: Int { columns * rows }
    var description: String { "\(columns)x\(rows)" }
}

/// The outside code a picture render uses, found before it starts so a missing one fails in one line and nothing
/// is written: librsvg and cairo for every picture, ffmpeg for GIF, APNG, MP4 and WebM.
struct PictureTools {
    var rasterizer: SVGRasterizer
    var ffmpeg: FFmpeg?
    /// Where ffmpeg writes the file before animdb copies it into place.
    var scratchDirectory: URL
    /// Each tool's version, recorded with the render: `rasterizer` (`librsvg 2.54.7, cairo 1.16.0`) and `encoder`
    /// (`ffmpeg 5.1.9`).
    var versions: [String: String]

    /// - Throws: `CLIError.failure` (exit 1) naming what to install: `PNG output needs librsvg: apt-get install …`.
    static func load(for format: RenderJob.Format, _ context: CommandContext) throws -> PictureTools {
        do {
            return try find(for: format, context)
        } catch {
            throw CLIError.failure("\(format.displayName) output \(error)")
        }
    }

    private static func find(for format: RenderJob.Format, _ context: CommandContext) throws(RasterError)
        -> PictureTools
    {
        let rasterizer = try SVGRasterizer.load()
        var versions = ["rasterizer": rasterizer.versions]
        var ffmpeg: FFmpeg?
        if format.animated != nil {
            let found = try FFmpeg.locate(searchPath: context.environment["PATH"])
            versions["encoder"] = "ffmpeg \(found.version())"
            ffmpeg = found
        }
        let temporary = context.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let scratch = URL(fileURLWithPath: temporary, isDirectory: true)
        // Leftovers of killed renders go the way every animdb temporary goes: once their process is gone.
        if ffmpeg != nil { context.fileSystem.removeStaleTemporaries(in: scratch) }
        return PictureTools(rasterizer: rasterizer, ffmpeg: ffmpeg, scratchDirectory: scratch, versions: versions)
    }
}

extension RenderJob {
    /// The pixel canvas of one frame: the stage at `picture.scale`, padded to even dimensions for video.
    func pictureCanvas() throws(RasterError) -> RasterCanvas {
        try RasterCanvas(
            size: size, scale: picture.scale, evenDimensions: format.animated?.needsEvenDimensions ?? false)
    }

    /// The contact sheet, when one is asked for.
    func contactSheet() throws(RasterError) -> ContactSheet? {
        try picture.sheet.map { grid throws(RasterError) in
            try ContactSheet(columns: grid.columns, rows: grid.rows, frameSize: size, scale: picture.scale)
        }
    }

    /// What the "Wrote" line says of a render: its frames, and for a picture when they are and its pixel size.
    var summary: String {
        let frames = "\(frameCount) frame\(frameCount == 1 ? "" : "s")"
        guard format.isPicture else { return frames }
        let canvas = (try? contactSheet()?.canvas) ?? (try? pictureCanvas())
        let pixels = canvas.map { ", \($0.pixelWidth) × \($0.pixelHeight) px" } ?? ""
        func seconds(_ time: Double) -> String { JSONValue.canonicalNumber((time * 1000).rounded() / 1000) }
        if picture.sheet != nil { return "\(frames) from 0 to \(seconds(duration)) s\(pixels)" }
        if let time = stillTime { return "\(frames) at \(seconds(time)) s\(pixels)" }
        let rate = JSONValue.canonicalNumber((fps * 1000).rounded() / 1000)
        return "\(frames) at \(rate) fps\(pixels)"
    }

    /// Draws a PNG still, a contact sheet, or every frame of a GIF, APNG, MP4 or WebM, into `sink`.
    func writePicture(
        _ session: inout TimelineSession, to sink: ([UInt8]) throws -> Void, progress: (Double) -> Void
    ) throws {
        guard let tools else { preconditionFailure("a picture render loads its tools first (PictureTools.load)") }
        do {
            try draw(&session, tools, to: sink, progress: progress)
        } catch let error as RasterError {
            throw CLIError.failure("\(format.displayName) output: \(error)")
        }
    }

    private func draw(
        _ session: inout TimelineSession, _ tools: PictureTools, to sink: ([UInt8]) throws -> Void,
        progress: (Double) -> Void
    ) throws {
        let background = picture.background
        if let sheet = try contactSheet() {
            let clock = FrameClock(fps: fps, duration: duration)
            let frames = ContactSheet.frameIndices(cells: sheet.cellCount, frameCount: clock.frameCount).map {
                let time = clock.time(ofFrame: $0)
                return ContactSheet.Frame(
                    svg: SVGWriter.scene(session.scene(at: time, size: size), background: background), time: time)
            }
            try sink(try sheet.png(frames, rasterizer: tools.rasterizer))
            return
        }
        let canvas = try pictureCanvas()
        guard let animated = format.animated, let ffmpeg = tools.ffmpeg else {
            let svg = SVGWriter.scene(session.scene(at: stillTime ?? 0, size: size), background: background)
            try sink(try tools.rasterizer.png(svg, canvas: canvas))
            return
        }
        let clock = FrameClock(fps: fps, duration: duration)
        let encoder = AnimationEncoder(
            format: animated, canvas: canvas, framesPerSecond: fps, frameCount: clock.frameCount,
            background: background, ffmpeg: ffmpeg, rasterizer: tools.rasterizer)
        let scratch = tools.scratchDirectory.appendingPathComponent(
            AtomicFile.temporaryName(for: "render.\(format.rawValue)", kind: "tmp"))
        try encoder.encode(
            scratch: scratch.path,
            frame: { index in
                _ = session.evaluate(at: clock.time(ofFrame: index))
                return SVGWriter.scene(session.currentScene(size: size), background: background)
            }, progress: progress, to: sink)
    }
}

extension FrameBudget {
    /// A picture's pixels, refused up front (exit 64) past `AnimationLimits.maxRasterPixels` for one image (a
    /// still, a contact sheet, a frame) or `AnimationLimits.maxRasterPixelFrames` for all frames of an animation.
    static func checkPicture(_ job: RenderJob) throws {
        let canvas: RasterCanvas
        do {
            canvas = try job.contactSheet()?.canvas ?? job.pictureCanvas()
        } catch {
            let what = job.picture.sheet.map { "a \($0) contact sheet of" } ?? "a picture of"
            let (width, height) = (
                JSONValue.canonicalNumber(job.size.width), JSONValue.canonicalNumber(job.size.height)
            )
            throw CLIError.invalid(
                "\(what) \(width) × \(height) points at \(JSONValue.canonicalNumber(job.picture.scale))× is more than "
                    + "the \(AnimationLimits.maxRasterPixels) pixels (4096 × 4096) one picture may have: lower --scale, "
                    + "--width or --height" + (job.picture.sheet == nil ? "" : ", or the grid"))
        }
        guard job.format.animated != nil else { return }
        let frames = job.frameCount
        let pixels = frames.multipliedReportingOverflow(by: canvas.pixelWidth * canvas.pixelHeight)
        guard pixels.overflow || pixels.partialValue > AnimationLimits.maxRasterPixelFrames else { return }
        throw CLIError.invalid(
            "\(frames) frames of \(canvas.pixelWidth) × \(canvas.pixelHeight) pixels are more than the "
                + "\(AnimationLimits.maxRasterPixelFrames) pixels a \(job.format.displayName) may hold: lower --fps, "
                + "--duration or --scale")
    }
}
