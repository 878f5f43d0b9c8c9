import AnimDBEngine
import AnimDBModel
import AnimDBStore

/// The frames a playback or render will produce, refused up front (exit 64) when they pass the cap for where they
/// go: rather than fill memory or disk for an hour and then fail.
enum FrameBudget {
    /// A file that holds every frame at once (SVG, HTML), or a stream written frame by frame (play, JSON, CSV).
    enum Output {
        case document(String)
        case stream(String)
    }

    /// - Returns: the frame count of sampling 0…`duration` at `fps`.
    /// - Throws: `CLIError.invalid` saying how many frames were asked for, the cap, and how to ask for fewer.
    @discardableResult
    static func check(fps: Double, duration: Double, output: Output) throws -> Int {
        let frames = AnimationLimits.frames(fps: fps, duration: duration)
        let (limit, what, advice) =
            switch output {
            case .document(let format):
                (
                    AnimationLimits.maxDocumentFrames, "an \(format) file",
                    "lower --fps or --duration, or render to .json or .csv, which stream"
                )
            case .stream(let what): (AnimationLimits.maxStreamedFrames, what, "lower --fps or --duration")
            }
        if let frames, frames <= limit { return frames }
        let count = frames.map { "\($0) frames" } ?? "more frames than can be counted"
        throw CLIError.invalid(
            "\(JSONValue.canonicalNumber(duration)) s at \(JSONValue.canonicalNumber(fps)) fps is \(count); "
                + "\(what) holds at most \(limit): \(advice)")
    }
}
