import AnimDBEngine

/// The animated pictures and videos animdb writes, all through ffmpeg.
public enum AnimatedFormat: String, CaseIterable, Sendable {
    /// GIF89a, looping: one 256-colour palette for the whole animation, 1-bit transparency.
    case gif
    /// Animated PNG, looping: full colour and alpha.
    case apng
    /// H.264 in MP4, 4:2:0, BT.709: no alpha (drawn on white unless a background is given).
    case mp4
    /// VP9 in WebM, 4:2:0, BT.709, with an alpha channel when the background is not opaque.
    case webm

    /// The name people call it by: `GIF`, `APNG`, `MP4`, `WebM`.
    public var displayName: String {
        switch self {
        case .gif: "GIF"
        case .apng: "APNG"
        case .mp4: "MP4"
        case .webm: "WebM"
        }
    }

    /// How much of a transparent background the format keeps.
    public enum Transparency: Sendable {
        /// None: frames are composited on white (or the background).
        case none
        /// A pixel is either fully transparent or opaque (a GIF's transparent index): edges are hard.
        case binary
        /// Every alpha level.
        case full
    }

    public var transparency: Transparency {
        switch self {
        case .gif: .binary
        case .apng, .webm: .full
        case .mp4: .none
        }
    }

    /// Whether frames need even widths and heights (4:2:0 chroma halves both).
    public var needsEvenDimensions: Bool { self == .mp4 || self == .webm }

    /// The frame rate a GIF plays at for a requested `fps`: a GIF's frame delay is a whole number of hundredths of a
    /// second, and browsers show delays under 2/100 s as 1/10 s, so the rate is 100/k for the whole k ≥ 2 nearest
    /// 100/`fps` (60 fps gives 50, 30 gives 33⅓, 24 gives 25).
    public static func gifFrameRate(for fps: Double) -> Double {
        100 / Double(gifFrameDelay(for: fps))
    }

    /// A GIF frame's delay in hundredths of a second for a requested `fps` (see `gifFrameRate(for:)`).
    public static func gifFrameDelay(for fps: Double) -> Int {
        guard fps.isFinite, fps > 0 else { return 2 }
        return Int(min(max((100 / fps).rounded(), 2), 65535))
    }
}

/// The rate as ffmpeg reads it: an exact fraction `n/d` when one with a small denominator matches (a GIF's
/// `100/3`), else the shortest decimal that reads back as the same double.
func frameRateText(_ fps: Double) -> String {
    for denominator in 1...1001 {
        let numerator = fps * Double(denominator)
        let whole = numerator.rounded()
        if abs(numerator - whole) < 1e-6, whole >= 1, whole < 1e9 {
            return denominator == 1 ? "\(Int(whole))" : "\(Int(whole))/\(denominator)"
        }
    }
    return "\(fps)"
}
