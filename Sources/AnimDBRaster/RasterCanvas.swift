import AnimDBEngine

/// The pixels an SVG of `size` points is drawn into at `scale` pixels per point.
///
/// The pixel size is `size × scale` rounded up, as `rsvg-convert --zoom` sizes its PNG (a partly covered last
/// column is kept), except that a product within 10⁻⁶ of a whole number is that number (240 × 1.1 is 264 pixels,
/// not 265 for a floating-point hair). Video needs even dimensions for its 4:2:0 chroma; `evenDimensions` adds the
/// missing column or row on the right or bottom, where it shows the underlay (the background).
public struct RasterCanvas: Hashable, Sendable {
    /// The SVG's size in points (its viewBox), which fills `drawnWidth × drawnHeight` pixels.
    public let size: CGSize
    /// Pixels per point.
    public let scale: Double
    /// The image's size in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int

    /// - Throws: `RasterError.tooLarge` when the image would have more than `AnimationLimits.maxRasterPixels`
    ///   pixels, and for a size or scale that is not positive and finite.
    public init(size: CGSize, scale: Double = 1, evenDimensions: Bool = false) throws(RasterError) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, scale > 0, scale.isFinite
        else {
            throw .tooLarge(
                "a picture needs a positive size and scale, not \(size.width) × \(size.height) at \(scale)×")
        }
        func pixels(_ points: Double) -> Int? {
            let exact = points * scale
            guard exact <= Double(1 << 30) else { return nil }
            let whole = exact.rounded()
            let count = abs(exact - whole) < 1e-6 ? Int(whole) : Int(exact.rounded(.up))
            return max(1, evenDimensions ? count + count % 2 : count)
        }
        guard let width = pixels(size.width), let height = pixels(size.height),
            width * height <= AnimationLimits.maxRasterPixels
        else {
            throw .tooLarge(
                "\(size.width) × \(size.height) points at \(scale)× is more than the \(AnimationLimits.maxRasterPixels) "
                    + "pixels (4096 × 4096) a picture may have")
        }
        self.size = size
        self.scale = scale
        pixelWidth = width
        pixelHeight = height
    }

    /// Bytes of one frame as RGBA.
    public var byteCount: Int { pixelWidth * pixelHeight * 4 }
}
