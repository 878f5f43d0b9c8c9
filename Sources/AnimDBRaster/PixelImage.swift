/// A picture as 8-bit sRGB red, green, blue and alpha per pixel, row after row from the top left, with straight
/// (not premultiplied) alpha: what PNG stores and what ffmpeg's `rgba` pixel format means.
public struct PixelImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A.
    public private(set) var rgba: [UInt8]

    /// - Precondition: `rgba` holds exactly `width × height × 4` bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "RGBA bytes must fill the image")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at column `x`, row `y` (from the top).
    public subscript(x: Int, y: Int) -> Pixel {
        let offset = (y * width + x) * 4
        return Pixel(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2], alpha: rgba[offset + 3])
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 255 }
    }

    /// One pixel, straight alpha.
    public struct Pixel: Hashable, Sendable {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8
        public var alpha: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }
}

/// Conversions between cairo's premultiplied pixels and straight alpha, with cairo's own rounding (`cairo-png.c`:
/// `unpremultiply_data` when it writes a PNG, `multiply_alpha` when it reads one), so a frame piped to ffmpeg has
/// exactly the bytes cairo would have written to a PNG of it.
public enum PremultipliedAlpha {
    /// A straight component from a premultiplied one: `(c × 255 + a / 2) / a` in integers, and all zero where
    /// `a` is 0 (a fully transparent pixel has no colour).
    @inlinable
    public static func straight(_ component: UInt8, alpha: UInt8) -> UInt8 {
        guard alpha != 0 else { return 0 }
        let a = UInt32(alpha)
        // min: a premultiplied component above its alpha is invalid input; clamp rather than wrap.
        return UInt8(min((UInt32(component) * 255 + a / 2) / a, 255))
    }

    /// A premultiplied component from a straight one: `c × a / 255` rounded, as cairo computes it.
    @inlinable
    public static func premultiplied(_ component: UInt8, alpha: UInt8) -> UInt8 {
        let t = UInt32(alpha) * UInt32(component) + 0x80
        return UInt8((t + (t >> 8)) >> 8)
    }

    /// Converts `count` cairo ARGB32 pixels (native-endian words, premultiplied) at `source` into straight RGBA
    /// bytes at `destination`.
    static func unpremultiply(
        _ source: UnsafeRawPointer, into destination: UnsafeMutablePointer<UInt8>, count: Int
    ) {
        for index in 0..<count {
            let pixel = source.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
            let alpha = UInt8(truncatingIfNeeded: pixel >> 24)
            let out = destination + index * 4
            if alpha == 255 {
                out[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                out[2] = UInt8(truncatingIfNeeded: pixel)
                out[3] = 255
            } else {
                out[0] = straight(UInt8(truncatingIfNeeded: pixel >> 16), alpha: alpha)
                out[1] = straight(UInt8(truncatingIfNeeded: pixel >> 8), alpha: alpha)
                out[2] = straight(UInt8(truncatingIfNeeded: pixel), alpha: alpha)
                out[3] = alpha
            }
        }
    }
}
