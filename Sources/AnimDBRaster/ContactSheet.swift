import AnimDBEngine

/// A contact sheet: evenly spaced frames of an animation in a grid, read left to right and top to bottom, each
/// with a thin frame line and its time beneath it, on a white page — one PNG that shows a whole animation in a pull
/// request.
///
/// Layout, in points (scaled like the frames): a 16-point margin and gap, 24 points under each frame for its label
/// (13-point Helvetica, or the system's sans-serif, in iOS's secondary label grey).
public struct ContactSheet: Hashable, Sendable {
    public let columns: Int
    public let rows: Int
    /// One frame's canvas in points.
    public let frameSize: CGSize
    /// The whole sheet.
    public let canvas: RasterCanvas

    /// The most columns or rows a sheet may have.
    public static let maxCells = 16
    static let margin = 16.0
    static let gap = 16.0
    static let labelHeight = 24.0

    /// - Throws: `RasterError.tooLarge` for a grid outside 1…16 × 1…16 or a sheet over
    ///   `AnimationLimits.maxRasterPixels`.
    public init(columns: Int, rows: Int, frameSize: CGSize, scale: Double) throws(RasterError) {
        guard (1...Self.maxCells).contains(columns), (1...Self.maxCells).contains(rows) else {
            throw .tooLarge(
                "a contact sheet has 1 to \(Self.maxCells) columns and rows, not \(columns) × \(rows)")
        }
        self.columns = columns
        self.rows = rows
        self.frameSize = frameSize
        let width = 2 * Self.margin + Double(columns) * frameSize.width + Double(columns - 1) * Self.gap
        let height =
            2 * Self.margin + Double(rows) * (frameSize.height + Self.labelHeight) + Double(rows - 1) * Self.gap
        canvas = try RasterCanvas(size: CGSize(width: width, height: height), scale: scale)
    }

    /// How many frames the sheet shows.
    public var cellCount: Int { columns * rows }

    /// The frames to show of an animation of `frameCount` frames: `cells` indices evenly spaced from the first to
    /// the last (index i is round(i × (frameCount − 1) / (cells − 1))), or every frame when there are fewer frames
    /// than cells.
    public static func frameIndices(cells: Int, frameCount: Int) -> [Int] {
        guard frameCount > 0, cells > 0 else { return [] }
        guard frameCount > cells else { return Array(0..<frameCount) }
        guard cells > 1 else { return [0] }
        return (0..<cells).map { i in
            Int((Double(i) * Double(frameCount - 1) / Double(cells - 1)).rounded())
        }
    }

    /// A frame's label: its time in seconds with up to three decimals (`0 s`, `0.25 s`, `1.017 s`).
    public static func label(time: Double) -> String {
        var text = CFormat.string("%.3f", time)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        if text == "-0" { text = "0" }
        return "\(text) s"
    }

    /// A frame of the sheet: its SVG document (of `frameSize`) and its time.
    public struct Frame: Sendable {
        public var svg: String
        public var time: Double

        public init(svg: String, time: Double) {
            self.svg = svg
            self.time = time
        }
    }

    /// The sheet as a PNG, with `frames` (at most `cellCount`) in reading order.
    public func png(_ frames: [Frame], rasterizer: SVGRasterizer) throws(RasterError) -> [UInt8] {
        precondition(frames.count <= cellCount, "more frames than cells")
        let surface = try CairoSurface(
            width: canvas.pixelWidth, height: canvas.pixelHeight, libraries: rasterizer.libraries)
        try surface.draw { context throws(RasterError) in
            surface.paint(.white, in: context)
            for (index, frame) in frames.enumerated() {
                let origin = cellOrigin(index)
                try surface.render(
                    svg: frame.svg, size: frameSize, x: origin.x, y: origin.y, scale: canvas.scale, in: context)
            }
            try surface.render(svg: overlay(frames), size: canvas.size, scale: canvas.scale, in: context)
        }
        return try surface.pngData()
    }

    /// The top left corner of cell `index`, in points.
    func cellOrigin(_ index: Int) -> CGPoint {
        let (row, column) = index.quotientAndRemainder(dividingBy: columns)
        return CGPoint(
            x: Self.margin + Double(column) * (frameSize.width + Self.gap),
            y: Self.margin + Double(row) * (frameSize.height + Self.labelHeight + Self.gap))
    }

    /// The lines around the frames and their labels, as one SVG over the whole sheet.
    func overlay(_ frames: [Frame]) -> String {
        func number(_ x: Double) -> String { CFormat.string("%.3f", x) }
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(number(canvas.size.width)) "
            + "\(number(canvas.size.height))\" width=\"\(number(canvas.size.width))\" "
            + "height=\"\(number(canvas.size.height))\">\n"
        for (index, frame) in frames.enumerated() {
            let origin = cellOrigin(index)
            // Half a point outside the frame, so the line covers none of its pixels.
            svg +=
                "  <rect x=\"\(number(origin.x - 0.5))\" y=\"\(number(origin.y - 0.5))\" "
                + "width=\"\(number(frameSize.width + 1))\" height=\"\(number(frameSize.height + 1))\" "
                + "fill=\"none\" stroke=\"#c7c7cc\" stroke-width=\"1\"/>\n"
            svg +=
                "  <text x=\"\(number(origin.x + frameSize.width / 2))\" y=\"\(number(origin.y + frameSize.height + 17))\" "
                + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\" fill=\"#3c3c43\" "
                + "text-anchor=\"middle\">\(Self.label(time: frame.time))</text>\n"
        }
        return svg + "</svg>\n"
    }
}
