/// The C functions of cairo (pixels, PNG) and librsvg (SVG), found at run time.
///
/// Loaded once per process (`shared`); a missing library is remembered as the error every later use reports.
/// Only functions present in librsvg 2.46 and cairo 1.10 or later are used (Debian 11 and 12, Ubuntu 20.04 on, and
/// Homebrew all ship newer).
final class RasterLibraries: @unchecked Sendable {
    // @unchecked: every stored property is a C function pointer set once in `init` and never changed; the
    // functions themselves are safe to call from several threads on distinct surfaces and handles.

    typealias Surface = OpaquePointer
    typealias Context = OpaquePointer
    typealias Handle = OpaquePointer
    /// `cairo_write_func_t`: returns a `cairo_status_t` (0 is success).
    typealias WriteFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, UInt32) -> Int32
    /// `cairo_read_func_t`.
    typealias ReadFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, UInt32) -> Int32

    // cairo
    let imageSurfaceCreate: @convention(c) (Int32, Int32, Int32) -> Surface?
    let surfaceStatus: @convention(c) (Surface?) -> Int32
    let surfaceDestroy: @convention(c) (Surface?) -> Void
    let surfaceFlush: @convention(c) (Surface?) -> Void
    let surfaceMarkDirty: @convention(c) (Surface?) -> Void
    let imageSurfaceData: @convention(c) (Surface?) -> UnsafeMutablePointer<UInt8>?
    let imageSurfaceStride: @convention(c) (Surface?) -> Int32
    let imageSurfaceWidth: @convention(c) (Surface?) -> Int32
    let imageSurfaceHeight: @convention(c) (Surface?) -> Int32
    let imageSurfaceFormat: @convention(c) (Surface?) -> Int32
    let writeToPNGStream: @convention(c) (Surface?, WriteFunction, UnsafeMutableRawPointer?) -> Int32
    let imageSurfaceFromPNGStream: @convention(c) (ReadFunction, UnsafeMutableRawPointer?) -> Surface?
    let create: @convention(c) (Surface?) -> Context?
    let destroy: @convention(c) (Context?) -> Void
    let status: @convention(c) (Context?) -> Int32
    let statusToString: @convention(c) (Int32) -> UnsafePointer<CChar>?
    let save: @convention(c) (Context?) -> Void
    let restore: @convention(c) (Context?) -> Void
    let translate: @convention(c) (Context?, Double, Double) -> Void
    let scale: @convention(c) (Context?, Double, Double) -> Void
    let setSourceRGBA: @convention(c) (Context?, Double, Double, Double, Double) -> Void
    let paint: @convention(c) (Context?) -> Void
    let rectangle: @convention(c) (Context?, Double, Double, Double, Double) -> Void
    let fill: @convention(c) (Context?) -> Void
    let cairoVersion: String

    // librsvg and the GLib functions it needs
    let handleNewFromData:
        @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Handle?
    let handleSetDPI: @convention(c) (Handle?, Double) -> Void
    /// `rsvg_handle_render_document(handle, cr, const RsvgRectangle *viewport, GError **)` (librsvg 2.46).
    let renderDocument:
        @convention(c) (Handle?, Context?, UnsafeRawPointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> Int32
    let objectUnref: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let errorFree: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let rsvgVersion: String

    /// `CAIRO_FORMAT_ARGB32`: premultiplied alpha, one native-endian 32-bit word per pixel.
    static let formatARGB32: Int32 = 0
    /// `CAIRO_FORMAT_RGB24`: opaque, the top byte of each word unused (what cairo reads an RGB PNG into).
    static let formatRGB24: Int32 = 1

    static let cairoInstall = "apt-get install libcairo2 (Debian) or brew install cairo (macOS)"
    static let rsvgInstall = "apt-get install librsvg2-2 (Debian) or brew install librsvg (macOS)"

    private static let loaded: Result<RasterLibraries, RasterError> = Result { () throws(RasterError) in
        try RasterLibraries()
    }

    /// The process's libraries, loaded on first use.
    ///
    /// - Throws: `RasterError.missingLibrary` naming cairo or librsvg and how to install it.
    static func shared() throws(RasterError) -> RasterLibraries {
        try loaded.get()
    }

    private init() throws(RasterError) {
        guard
            let cairo = DynamicLibrary(
                firstOf: DynamicLibrary.candidates(linux: "libcairo.so.2", macOS: "libcairo.2.dylib"))
        else { throw .missingLibrary(library: "cairo", install: Self.cairoInstall) }
        guard
            let rsvg = DynamicLibrary(
                firstOf: DynamicLibrary.candidates(linux: "librsvg-2.so.2", macOS: "librsvg-2.2.dylib"))
        else { throw .missingLibrary(library: "librsvg", install: Self.rsvgInstall) }
        do {
            imageSurfaceCreate = try cairo.function("cairo_image_surface_create")
            surfaceStatus = try cairo.function("cairo_surface_status")
            surfaceDestroy = try cairo.function("cairo_surface_destroy")
            surfaceFlush = try cairo.function("cairo_surface_flush")
            surfaceMarkDirty = try cairo.function("cairo_surface_mark_dirty")
            imageSurfaceData = try cairo.function("cairo_image_surface_get_data")
            imageSurfaceStride = try cairo.function("cairo_image_surface_get_stride")
            imageSurfaceWidth = try cairo.function("cairo_image_surface_get_width")
            imageSurfaceHeight = try cairo.function("cairo_image_surface_get_height")
            imageSurfaceFormat = try cairo.function("cairo_image_surface_get_format")
            writeToPNGStream = try cairo.function("cairo_surface_write_to_png_stream")
            imageSurfaceFromPNGStream = try cairo.function("cairo_image_surface_create_from_png_stream")
            create = try cairo.function("cairo_create")
            destroy = try cairo.function("cairo_destroy")
            status = try cairo.function("cairo_status")
            statusToString = try cairo.function("cairo_status_to_string")
            save = try cairo.function("cairo_save")
            restore = try cairo.function("cairo_restore")
            translate = try cairo.function("cairo_translate")
            scale = try cairo.function("cairo_scale")
            setSourceRGBA = try cairo.function("cairo_set_source_rgba")
            paint = try cairo.function("cairo_paint")
            rectangle = try cairo.function("cairo_rectangle")
            fill = try cairo.function("cairo_fill")
            let versionString: @convention(c) () -> UnsafePointer<CChar>? = try cairo.function("cairo_version_string")
            cairoVersion = versionString().map { String(cString: $0) } ?? "unknown"
        } catch {
            throw .missingLibrary(library: "cairo 1.10 or later (\(error.name) is missing)", install: Self.cairoInstall)
        }
        do {
            handleNewFromData = try rsvg.function("rsvg_handle_new_from_data")
            handleSetDPI = try rsvg.function("rsvg_handle_set_dpi")
            renderDocument = try rsvg.function("rsvg_handle_render_document")
            // GObject and GLib come with librsvg (dlsym searches a library's dependencies too).
            objectUnref = try rsvg.function("g_object_unref")
            errorFree = try rsvg.function("g_error_free")
        } catch {
            throw .missingLibrary(
                library: "librsvg 2.46 or later (\(error.name) is missing)", install: Self.rsvgInstall)
        }
        let parts = ["rsvg_major_version", "rsvg_minor_version", "rsvg_micro_version"].map { name in
            rsvg.address(name).map { String($0.load(as: UInt32.self)) }
        }
        rsvgVersion = parts.allSatisfy { $0 != nil } ? parts.map { $0! }.joined(separator: ".") : "unknown"
    }

    /// The message of a `GError` (its `message` field follows a 32-bit domain and a 32-bit code), and frees it.
    func consume(_ error: UnsafeMutableRawPointer?) -> String {
        guard let error else { return "no reason given" }
        defer { errorFree(error) }
        guard let message = error.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self) else {
            return "no reason given"
        }
        return String(cString: message)
    }

    /// cairo's name for a status code.
    func describe(status code: Int32) -> String {
        statusToString(code).map { String(cString: $0) } ?? "cairo status \(code)"
    }
}
