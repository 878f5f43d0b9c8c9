import AnimDBEngine
import AnimDBRaster
import Testing

/// Straight and premultiplied alpha, and the pixel size of a canvas.
struct PixelTests {
    /// Every premultiplied value (component ≤ alpha) survives un-premultiplying and premultiplying again: the
    /// straight RGBA animdb pipes to ffmpeg loses nothing cairo drew. Exhaustive over all 8-bit pairs.
    @Test func unpremultiplyingThenPremultiplyingIsTheIdentity() {
        var failures = 0
        for alpha in 1...255 {
            for component in 0...alpha {
                let straight = PremultipliedAlpha.straight(UInt8(component), alpha: UInt8(alpha))
                if PremultipliedAlpha.premultiplied(straight, alpha: UInt8(alpha)) != UInt8(component) { failures += 1 }
            }
        }
        #expect(failures == 0)
    }

    @Test(arguments: [
        (UInt8(0), UInt8(0), UInt8(0)), (0, 255, 0), (255, 255, 255), (128, 128, 255), (64, 128, 128),
        (1, 2, 128), (100, 200, 128), (3, 7, 109),
    ])
    func straightComponentsUseCairosRounding(premultiplied: UInt8, alpha: UInt8, straight: UInt8) {
        #expect(PremultipliedAlpha.straight(premultiplied, alpha: alpha) == straight)
    }

    @Test func fullyTransparentPixelsHaveNoColour() {
        for component in [0, 1, 200, 255] {
            #expect(PremultipliedAlpha.straight(UInt8(component), alpha: 0) == 0)
        }
    }

    @Test(arguments: [
        (240.0, 240.0, 1.0, false, 240, 240), (240, 240, 2, false, 480, 480), (240, 120, 1.1, false, 264, 132),
        (100.5, 50.25, 1, false, 101, 51), (241, 121, 1, true, 242, 122), (241, 121, 2, true, 482, 242),
        (16, 16, 0.25, false, 4, 4), (320, 320, 1.5, true, 480, 480),
    ])
    func pixelSizeIsTheScaledSizeRoundedUp(
        width: Double, height: Double, scale: Double, even: Bool, pixelWidth: Int, pixelHeight: Int
    ) throws {
        let canvas = try RasterCanvas(size: CGSize(width: width, height: height), scale: scale, evenDimensions: even)
        #expect(canvas.pixelWidth == pixelWidth && canvas.pixelHeight == pixelHeight)
        #expect(canvas.byteCount == pixelWidth * pixelHeight * 4)
    }

    @Test(arguments: [
        (4096.0, 4096.0, 1.0, true), (4096, 4096, 1.001, false), (4096, 2048, 1.5, false), (2048, 2048, 2, true),
        (0, 100, 1, false), (100, 100, 0, false), (100, .infinity, 1, false), (100, 100, .nan, false),
        (1e300, 1e300, 1, false),
    ])
    func picturesAreBoundedBeforeAnyWork(width: Double, height: Double, scale: Double, allowed: Bool) {
        let canvas = try? RasterCanvas(size: CGSize(width: width, height: height), scale: scale)
        #expect((canvas != nil) == allowed)
        if !allowed {
            #expect(throws: RasterError.self) {
                try RasterCanvas(size: CGSize(width: width, height: height), scale: scale)
            }
        }
    }

    @Test func imagesKnowWhetherTheyAreOpaque() {
        #expect(PixelImage(width: 1, height: 2, rgba: [1, 2, 3, 255, 4, 5, 6, 255]).isOpaque)
        #expect(!PixelImage(width: 2, height: 1, rgba: [1, 2, 3, 255, 4, 5, 6, 254]).isOpaque)
        #expect(
            PixelImage(width: 2, height: 1, rgba: [1, 2, 3, 255, 4, 5, 6, 254])[1, 0]
                == PixelImage.Pixel(red: 4, green: 5, blue: 6, alpha: 254))
    }
}
