import AnimDBEngine

/// A cairo image surface (ARGB32, premultiplied) that SVG documents are drawn into; destroyed with the object.
/// Each thread draws into its own.
final class CairoSurface {
    let libraries: RasterLibraries
    let pointer: RasterLibraries.Surface
    let width: Int
    let height: Int

    init(width: Int, height: Int, libraries: RasterLibraries) throws(RasterError) {
        self.libraries = libraries
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
            let surface = libraries.imageSurfaceCreate(RasterLibraries.formatARGB32, Int32(width), Int32(height))
        else { throw .rasterization("cannot make a \(width) × \(height) surface") }
        pointer = surface
        self.width = width
        self.height = height
        let status = libraries.surfaceStatus(surface)
        guard status == 0 else {
            libraries.surfaceDestroy(surface)
            throw .rasterization("cannot make a \(width) × \(height) surface: \(libraries.describe(status: status))")
        }
    }

    /// Wraps a surface cairo made (a decoded PNG); takes ownership.
    private init(adopting surface: RasterLibraries.Surface, libraries: RasterLibraries) {
        self.libraries = libraries
        pointer = surface
        width = Int(libraries.imageSurfaceWidth(surface))
        height = Int(libraries.imageSurfaceHeight(surface))
    }

    deinit { libraries.surfaceDestroy(pointer) }

    /// Runs `body` with a fresh drawing context on this surface, and reports the context's error state after.
    func draw(_ body: (RasterLibraries.Context) throws(RasterError) -> Void) throws(RasterError) {
        guard let context = libraries.create(pointer) else { throw .rasterization("cairo cannot draw") }
        defer { libraries.destroy(context) }
        try body(context)
        let status = libraries.status(context)
        guard status == 0 else { throw .rasterization(libraries.describe(status: status)) }
    }

    /// Paints the whole surface with `color` (sRGB components and opacity, clamped), over what is there.
    func paint(_ color: Color, in context: RasterLibraries.Context) {
        func unit(_ x: Double) -> Double { min(max(x.isFinite ? x : 0, 0), 1) }
        libraries.setSourceRGBA(context, unit(color.red), unit(color.green), unit(color.blue), unit(color.opacity))
        libraries.paint(context)
    }

    /// Draws `svg` with its viewBox filling `size` points, placed at (`x`, `y`) points and scaled by `scale`
    /// pixels per point — the transform `rsvg-convert` uses (it scales the context, not the viewport).
    func render(
        svg: String, size: CGSize, x: Double = 0, y: Double = 0, scale: Double, in context: RasterLibraries.Context
    ) throws(RasterError) {
        var error: UnsafeMutableRawPointer?
        var bytes = Array(svg.utf8)
        let handle = bytes.withUnsafeMutableBufferPointer {
            libraries.handleNewFromData($0.baseAddress, $0.count, &error)
        }
        guard let handle else { throw .rasterization(libraries.consume(error)) }
        defer { libraries.objectUnref(UnsafeMutableRawPointer(handle)) }
        // 96 dpi, as rsvg-convert: only lengths in physical units depend on it (animdb writes pixels).
        libraries.handleSetDPI(handle, 96)
        libraries.save(context)
        defer { libraries.restore(context) }
        libraries.translate(context, x * scale, y * scale)
        libraries.scale(context, scale, scale)
        // RsvgRectangle: x, y, width, height as doubles.
        let viewport: [Double] = [0, 0, size.width, size.height]
        let drawn = viewport.withUnsafeBytes { libraries.renderDocument(handle, context, $0.baseAddress, &error) }
        guard drawn != 0 else { throw .rasterization(libraries.consume(error)) }
    }

    /// The pixels with straight alpha.
    func image() -> PixelImage {
        libraries.surfaceFlush(pointer)
        let stride = Int(libraries.imageSurfaceStride(pointer))
        guard let data = libraries.imageSurfaceData(pointer) else {
            return PixelImage(width: width, height: height, rgba: Array(repeating: 0, count: width * height * 4))
        }
        let opaque = libraries.imageSurfaceFormat(pointer) == RasterLibraries.formatRGB24
        let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for row in 0..<height {
                let source = UnsafeRawPointer(data + row * stride)
                let out = buffer.baseAddress! + row * width * 4
                if opaque {
                    for x in 0..<width {
                        let pixel = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        out[x * 4] = UInt8(truncatingIfNeeded: pixel >> 16)
                        out[x * 4 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        out[x * 4 + 2] = UInt8(truncatingIfNeeded: pixel)
                        out[x * 4 + 3] = 255
                    }
                } else {
                    PremultipliedAlpha.unpremultiply(source, into: out, count: width)
                }
            }
            count = width * height * 4
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    /// The surface as a PNG, written by cairo (through libpng): 8-bit RGB when every pixel is opaque, else RGBA,
    /// un-premultiplied, with no time stamp, so the same pixels always give the same bytes.
    func pngData() throws(RasterError) -> [UInt8] {
        final class Output {
            var bytes: [UInt8] = []
        }
        let output = Output()
        let status = withExtendedLifetime(output) {
            libraries.writeToPNGStream(
                pointer,
                { closure, data, length in
                    guard let closure, let data else { return 11 }  // CAIRO_STATUS_WRITE_ERROR
                    let output = Unmanaged<Output>.fromOpaque(closure).takeUnretainedValue()
                    output.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return 0
                }, Unmanaged.passUnretained(output).toOpaque())
        }
        guard status == 0 else { throw .rasterization("cannot write the PNG: \(libraries.describe(status: status))") }
        return output.bytes
    }

    /// Decodes a PNG with cairo (premultiplying as it reads).
    static func decodePNG(_ bytes: [UInt8], libraries: RasterLibraries) throws(RasterError) -> CairoSurface {
        final class Input {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let input = Input(bytes)
        let surface = withExtendedLifetime(input) {
            libraries.imageSurfaceFromPNGStream(
                { closure, data, length in
                    guard let closure, let data else { return 10 }  // CAIRO_STATUS_READ_ERROR
                    let input = Unmanaged<Input>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard input.bytes.count - input.offset >= count else { return 10 }
                    input.bytes.withUnsafeBufferPointer {
                        data.update(from: $0.baseAddress! + input.offset, count: count)
                    }
                    input.offset += count
                    return 0
                }, Unmanaged.passUnretained(input).toOpaque())
        }
        guard let surface else { throw .rasterization("cannot read the PNG") }
        let status = libraries.surfaceStatus(surface)
        guard status == 0 else {
            libraries.surfaceDestroy(surface)
            throw .rasterization("cannot read the PNG: \(libraries.describe(status: status))")
        }
        return CairoSurface(adopting: surface, libraries: libraries)
    }
}
