import AnimDBEngine
import AnimDBStore

/// Options bounded by `AnimationLimits`: every command reads a rate, a time or a value through these, so one limit
/// has one value and one message however it is reached.
extension ParsedArguments {
    /// A sampling rate (`--fps`): more than 0, at most `AnimationLimits.maxFramesPerSecond`.
    func framesPerSecond(_ name: String = "fps") throws -> Double {
        let fps = try requiredDouble(name)
        guard fps > 0, fps <= AnimationLimits.maxFramesPerSecond else {
            throw invalid(name, "expected more than 0 and at most \(Self.show(AnimationLimits.maxFramesPerSecond))")
        }
        return fps
    }

    /// A time in seconds (`--duration`): 0 to `AnimationLimits.maxTime`, or nil when absent.
    func seconds(_ name: String) throws -> Double? {
        guard let time = try double(name) else { return nil }
        guard (0...AnimationLimits.maxTime).contains(time) else {
            throw invalid(name, "expected 0 to \(Self.show(AnimationLimits.maxTime)) seconds")
        }
        return time
    }

    /// A value (`--from`, `--to`): at most `AnimationLimits.maxMagnitude` in magnitude, as any number in an
    /// expression.
    func number(_ name: String) throws -> Double {
        let number = try requiredDouble(name)
        guard abs(number) <= AnimationLimits.maxMagnitude else {
            throw invalid(name, "expected a number from -1e9 to 1e9")
        }
        return number
    }

    private func invalid(_ name: String, _ expectation: String) -> CLIError {
        // The value as typed, shortened: `1e308` stays short, 300 typed digits do not.
        let typed = self.value(name) ?? ""
        let shown = typed.count <= 24 ? typed : typed.prefix(21) + "…"
        return CLIError.invalid("The value '\(shown)' is invalid for '--\(name)': \(expectation)")
    }

    private static func show(_ number: Double) -> String { JSONValue.canonicalNumber(number) }
}

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
