import AnimDBEngine

/// Draws SVG documents into pixels with librsvg and cairo, exactly as `rsvg-convert` does: a surface of the canvas's
/// pixel size, the context scaled by the canvas's scale, the document rendered into a viewport of its own size in
/// points. A PNG made here is the PNG `rsvg-convert --zoom SCALE` makes of the same SVG, pixel for pixel.
///
/// Safe to use from several threads at once: each call draws into its own surface with its own librsvg handle.
public struct SVGRasterizer: Sendable {
    let libraries: RasterLibraries

    /// Loads librsvg and cairo (once per process).
    ///
    /// - Throws: `RasterError.missingLibrary` naming the library and how to install it.
    public static func load() throws(RasterError) -> SVGRasterizer {
        SVGRasterizer(libraries: try RasterLibraries.shared())
    }

    /// The libraries' versions, as a render records them: `librsvg 2.54.7, cairo 1.16.0`.
    public var versions: String { "librsvg \(libraries.rsvgVersion), cairo \(libraries.cairoVersion)" }

    /// `svg` drawn on `canvas`, with `underlay` (if any) painted first over the whole image — under the document's
    /// own background and in any padding column or row.
    public func image(_ svg: String, canvas: RasterCanvas, underlay: Color? = nil) throws(RasterError) -> PixelImage {
        try surface(svg, canvas: canvas, underlay: underlay).image()
    }

    /// `svg` drawn on `canvas` as a PNG (cairo's writer: RGB when opaque, else RGBA; deterministic).
    public func png(_ svg: String, canvas: RasterCanvas, underlay: Color? = nil) throws(RasterError) -> [UInt8] {
        try surface(svg, canvas: canvas, underlay: underlay).pngData()
    }

    /// A PNG read back into straight-alpha pixels (cairo's reader; for checking output).
    public func decodePNG(_ bytes: [UInt8]) throws(RasterError) -> PixelImage {
        try CairoSurface.decodePNG(bytes, libraries: libraries).image()
    }

    func surface(_ svg: String, canvas: RasterCanvas, underlay: Color?) throws(RasterError) -> CairoSurface {
        let surface = try CairoSurface(width: canvas.pixelWidth, height: canvas.pixelHeight, libraries: libraries)
        try surface.draw { context throws(RasterError) in
            if let underlay { surface.paint(underlay, in: context) }
            try surface.render(svg: svg, size: canvas.size, scale: canvas.scale, in: context)
        }
        return surface
    }
}
