import AnimDBEngine
import AnimDBGeometry
import AnimDBRaster
import AnimDBRender
import AnimDBTestSupport
import Foundation
import Testing

/// librsvg through animdb against rsvg-convert, the same library's own command-line tool.
struct SVGRasterizerTests {
    /// Scenes with what anti-aliasing, gradients and alpha make hard: the arc demo's gradient stroke with round caps,
    /// a translucent filled trapezoid on a background, an angular-gradient polygon (wedges under a mask), a turned
    /// and scaled text.
    static let scenes: [(String, Scene)] = [
        (
            "arc",
            SceneBuilder.scene(
                [
                    try! SceneItem(
                        "arc",
                        [
                            "startAngle": .angle(.degrees(22.5)), "endAngle": .angle(.degrees(240)),
                            "clockwise": .bool(false),
                        ]),
                    try! SceneItem(
                        "stroke",
                        [
                            "paint": .paint(
                                .linearGradient(
                                    LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                            ),
                            "style": .strokeStyle(StrokeStyle(lineWidth: 8, lineCap: .round)),
                        ]),
                    try! SceneItem("frame", ["width": .double(200), "height": .double(200)]),
                ], size: CGSize(width: 300, height: 260))
        ),
        (
            "translucent",
            SceneBuilder.scene(
                [
                    try! SceneItem("trapezoid", ["insetAmount": .double(37.3)]),
                    try! SceneItem(
                        "fill", ["paint": .paint(.color(Color(red: 1, green: 0.5, blue: 0, opacity: 0.37)))]),
                    try! SceneItem("rotation", ["angle": .angle(.degrees(17))]),
                ], size: CGSize(width: 161, height: 97))
        ),
        (
            "angular",
            SceneBuilder.scene(
                [
                    try! SceneItem("polygon", ["sides": .double(5.5)]),
                    try! SceneItem(
                        "fill",
                        [
                            "paint": .paint(
                                .angularGradient(
                                    AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)))
                        ]),
                ], size: CGSize(width: 120, height: 120))
        ),
        (
            "text",
            SceneBuilder.scene(
                [
                    try! SceneItem("text", ["text": .string("Shake me!")]),
                    try! SceneItem("padding"),
                    try! SceneItem("background", ["paint": .paint(.color(.orange))]),
                    try! SceneItem("scale", ["scale": .double(1.3)]),
                    try! SceneItem("rotation", ["angle": .angle(.degrees(-8))]),
                ], size: CGSize(width: 320, height: 120))
        ),
    ]

    /// A PNG of an SVG still is rsvg-convert's PNG of the same SVG pixel for pixel (bound: 0 in every channel),
    /// at 1× and at 2× (`--zoom 2`); the arc on a white background, the others transparent.
    @Test(
        .enabled(if: RasterTestTools.hasRSVGConvert, RasterTestTools.noRSVGConvert),
        arguments: scenes.map(\.0), [1.0, 2.0])
    func pngEqualsRSVGConvertPixelForPixel(name: String, scale: Double) throws {
        let scene = try #require(Self.scenes.first { $0.0 == name }?.1)
        let rasterizer = try #require(RasterTestTools.rasterizer)
        do {
            let background: Color? = name == "arc" ? .white : nil
            let svg = SVGWriter.scene(scene, background: background)
            let directory = try TemporaryDirectory()
            let svgPath = directory.path("still.svg")
            let referencePath = directory.path("reference.png")
            try svg.write(toFile: svgPath, atomically: true, encoding: .utf8)
            let (status, _) = try RasterTestTools.run(
                try #require(RasterTestTools.rsvgConvert), ["--zoom", "\(scale)", "-o", referencePath, svgPath])
            try #require(status == 0)
            let ours = try rasterizer.png(svg, canvas: try RasterCanvas(size: scene.size, scale: scale))
            let reference = try rasterizer.decodePNG([UInt8](try Data(contentsOf: URL(fileURLWithPath: referencePath))))
            let decoded = try rasterizer.decodePNG(ours)
            #expect(decoded.width == reference.width && decoded.height == reference.height)
            let differing = RasterTestTools.differences(decoded.rgba, reference.rgba)
            #expect(
                differing == 0,
                "\(name) at \(scale)× (background \(String(describing: background))): \(differing) bytes differ")
        }
    }

    /// The straight-alpha pixels animdb pipes to ffmpeg are the pixels of the PNG cairo writes: one conversion, in
    /// cairo's rounding, whichever way a frame leaves.
    @Test(.enabled(if: RasterTestTools.hasRasterizer, RasterTestTools.noRasterizer), arguments: scenes.map(\.0))
    func pipedPixelsArePNGPixels(name: String) throws {
        let scene = try #require(Self.scenes.first { $0.0 == name }?.1)
        let rasterizer = try #require(RasterTestTools.rasterizer)
        let svg = SVGWriter.scene(scene)
        let canvas = try RasterCanvas(size: scene.size, scale: 1.5)
        let image = try rasterizer.image(svg, canvas: canvas)
        let decoded = try rasterizer.decodePNG(try rasterizer.png(svg, canvas: canvas))
        #expect(RasterTestTools.differences(decoded.rgba, image.rgba) == 0)
        #expect(!image.isOpaque, "\(name) has a transparent background")
    }

    @Test(.enabled(if: RasterTestTools.hasRasterizer, RasterTestTools.noRasterizer))
    func aRectangleLandsOnTheScaledPixels() throws {
        let rasterizer = try #require(RasterTestTools.rasterizer)
        let svg = TestSVG.rect(x: 8, y: 4, w: 8, h: 16, color: "#007aff")
        let image = try rasterizer.image(svg, canvas: try RasterCanvas(size: CGSize(width: 32, height: 32), scale: 2))
        #expect(image.width == 64 && image.height == 64)
        let blue = PixelImage.Pixel(red: 0, green: 0x7a, blue: 0xff, alpha: 255)
        let clear = PixelImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0)
        #expect(image[16, 8] == blue && image[31, 39] == blue)
        #expect(image[15, 8] == clear && image[32, 39] == clear && image[16, 7] == clear && image[16, 40] == clear)
    }

    @Test(.enabled(if: RasterTestTools.hasRasterizer, RasterTestTools.noRasterizer))
    func translucentColoursComeOutStraight() throws {
        let rasterizer = try #require(RasterTestTools.rasterizer)
        let svg = TestSVG.rect(x: 0, y: 0, w: 32, h: 32, color: "#ff8000", opacity: 0.5)
        let pixel = try rasterizer.image(svg, canvas: try RasterCanvas(size: CGSize(width: 32, height: 32)))[5, 5]
        // Half-transparent orange stays orange (premultiplied it would read as dark brown).
        #expect(pixel.alpha == 128)
        #expect(pixel.red == 255 && abs(Int(pixel.green) - 0x80) <= 1 && pixel.blue == 0)
    }

    @Test(.enabled(if: RasterTestTools.hasRasterizer, RasterTestTools.noRasterizer))
    func anUnderlayFillsTheImageAndItsPadding() throws {
        let rasterizer = try #require(RasterTestTools.rasterizer)
        let svg = TestSVG.rect(width: 31, height: 31, x: 0, y: 0, w: 10, h: 10, color: "#000000")
        let canvas = try RasterCanvas(size: CGSize(width: 31, height: 31), evenDimensions: true)
        let image = try rasterizer.image(svg, canvas: canvas, underlay: .white)
        #expect(image.width == 32 && image.height == 32 && image.isOpaque)
        #expect(image[31, 31] == PixelImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image[2, 2] == PixelImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
    }

    @Test(.enabled(if: RasterTestTools.hasRasterizer, RasterTestTools.noRasterizer))
    func brokenSVGIsOneLineError() throws {
        let rasterizer = try #require(RasterTestTools.rasterizer)
        let canvas = try RasterCanvas(size: CGSize(width: 16, height: 16))
        for svg in ["", "<svg", "not xml at all", "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect"] {
            let error = #expect(throws: RasterError.self) { try rasterizer.png(svg, canvas: canvas) }
            let text = error.map { String(describing: $0) } ?? ""
            #expect(text.hasPrefix("cannot draw the SVG") && !text.contains("\n"), "\(text)")
        }
    }

    @Test(.enabled(if: RasterTestTools.hasRasterizer, RasterTestTools.noRasterizer))
    func pngsAreDeterministicAndOpaqueOnesAreRGB() throws {
        let rasterizer = try #require(RasterTestTools.rasterizer)
        let canvas = try RasterCanvas(size: CGSize(width: 32, height: 32))
        let opaque = TestSVG.rect(x: 3, y: 3, w: 9, h: 9, background: "#ffffff")
        let first = try rasterizer.png(opaque, canvas: canvas)
        #expect(try rasterizer.png(opaque, canvas: canvas) == first)
        // IHDR's colour type (byte 25): 2 is RGB, 6 RGBA.
        #expect(first[25] == 2)
        #expect(try rasterizer.png(TestSVG.rect(x: 3, y: 3, w: 9, h: 9), canvas: canvas)[25] == 6)
        #expect(rasterizer.versions.hasPrefix("librsvg 2.") && rasterizer.versions.contains(", cairo 1."))
    }

    @Test func missingLibrariesNameWhatToInstall() {
        let error = RasterError.missingLibrary(
            library: "librsvg", install: "apt-get install librsvg2-2 (Debian) or brew install librsvg (macOS)")
        #expect(
            "PNG output \(error)"
                == "PNG output needs librsvg: apt-get install librsvg2-2 (Debian) or brew install librsvg (macOS)")
        #expect(
            "\(RasterError.missingProgram(program: "ffmpeg", install: "apt-get install ffmpeg"))"
                == "needs ffmpeg: apt-get install ffmpeg")
    }
}
