/// The bounds on numbers, times, repeats and sampling that everything shares: the expression evaluator, the store,
/// bundle reading and every command read their limit here, so one limit has one value and one message everywhere.
///
/// Each bound is far beyond any real animation and close enough that the work it allows stays bounded: a
/// timeline's frames at the highest rate for the longest time are refused up front (`frames(fps:duration:)`
/// against `maxStreamedFrames` or `maxDocumentFrames`) rather than run out of memory or disk.
public enum AnimationLimits {
    /// The largest magnitude of any number in an expression: small enough that derived quantities (a spring's
    /// stiffness squared, say) stay finite.
    public static let maxMagnitude = 1e9

    /// The longest single duration or delay in an expression (an animation's, a keyframe's, a spring's), seconds.
    public static let maxDuration = 3600.0

    /// The latest time anywhere, in seconds (about 11.6 days): a state change's time, `--duration`, `--at` probes.
    public static let maxTime = 1_000_000.0

    /// The most plays of a repeating animation (`repeatCount(n)`) or timeline (`--repeat n`, a bundle's `repeat`).
    public static let maxRepeatCount = 10_000

    /// The highest sampling rate, in frames per second: `--fps` of play, render and curve.
    public static let maxFramesPerSecond = 1000.0

    /// The most frames one streamed output may hold (play's frames, a JSON or CSV render): 10 million frames is
    /// about a gigabyte of CSV, and 46 hours at 60 fps.
    public static let maxStreamedFrames = 10_000_000

    /// The most frames one SVG or HTML document may hold: a browser loads every frame of the file at once, and
    /// 18,000 frames is five minutes at 60 fps.
    public static let maxDocumentFrames = 18_000

    /// The most pixels one picture may have: a PNG, a contact sheet, or one frame of a GIF, APNG or video. 4096 ×
    /// 4096 is 64 MiB of RGBA, drawn and held a few frames at a time.
    public static let maxRasterPixels = 16_777_216

    /// The most pixels all the frames of one GIF, APNG or video may hold together (pixels per frame × frames).
    /// Every pixel is drawn, piped to the encoder and encoded, so this bounds how long a render can take: 2³² is a
    /// 480 × 480 loop for five minutes at 60 fps, or 1920 × 1080 for half a minute.
    public static let maxRasterPixelFrames = 4_294_967_296

    /// Pixels per point for pictures and video (`--scale`).
    public static let rasterScales: ClosedRange<Double> = 0.25...8

    /// How many frames sampling 0…`duration` at `fps` takes, both ends included (as `FrameClock` samples), or nil
    /// when the count would not fit in an `Int`.
    public static func frames(fps: Double, duration: Double) -> Int? {
        guard duration > 0 else { return 1 }
        let frames = duration * fps
        guard frames.isFinite, frames < Double(Int.max / 2) else { return nil }
        if abs(frames - frames.rounded()) < 1e-9 { return Int(frames.rounded()) + 1 }
        return Int(frames.rounded(.down)) + 2
    }
}
