#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The display that stateful animations are drawn on: frames at `Double(k) / rate` seconds, k = 0, 1, 2, …
///
/// On a device, SwiftUI advances animations once per display frame: a fluid spring integrates from one frame to
/// the next and a repeat starts its next iteration on the frame after the previous one ended. animdb simulates
/// that display, so a stateful animation's value depends on the display rate and on nothing else: never on which
/// times a caller happens to ask for (see `Animator.value(at:)`).
///
/// Limits (one rule for every command): rates from 1 to 1000 Hz; times within ±`AnimationLimits.maxTime` (a time
/// before 0 shows what was there before the start; lengths and durations are 0 to that). A rate of at least
/// 1 Hz keeps consecutive frames at most a second apart, so the fluid spring's stall rule (a gap of over a second
/// between samples) never fires on the simulated display. The time limit bounds the work of one sample: at most
/// `maxTime × rate` frames of a stateful animation still running there.
public struct DisplayClock: Hashable, Sendable {
    /// The rate of the display animdb simulates unless told otherwise: 60 Hz.
    public static let defaultRate = 60.0
    /// The display rates animdb accepts.
    public static let rates: ClosedRange<Double> = 1...1000
    /// The times animdb evaluates, in seconds: the one time limit, `AnimationLimits.maxTime`, either side of 0.
    public static let times: ClosedRange<Double> = -AnimationLimits.maxTime...AnimationLimits.maxTime

    /// Frames per second.
    public let rate: Double

    private static let lastFrame = 0x1p52

    /// A display at `rate` frames per second.
    ///
    /// - Precondition: `rate` lies in `DisplayClock.rates` (commands check user input first).
    public init(rate: Double = DisplayClock.defaultRate) {
        precondition(Self.rates.contains(rate), "display rate \(rate) is outside \(Self.rates)")
        self.rate = rate
    }

    /// The time of frame `k`.
    @inlinable
    public func time(ofFrame k: Int) -> Double { Double(k) / rate }

    /// The first frame strictly after `time` (frame 0 for any time before 0).
    public func firstFrame(after time: Double) -> Int {
        guard time >= 0 else { return 0 }
        // Past 2⁵² frames consecutive frame times are no longer distinct; nothing evaluates that far.
        guard time * rate < Self.lastFrame else { return Int(Self.lastFrame) }
        var k = Int((time * rate).rounded(.down))
        // `time * rate` is rounded, so settle on the exact frame with the same division that defines frame times.
        while self.time(ofFrame: k) <= time { k += 1 }
        while k > 0, self.time(ofFrame: k - 1) > time { k -= 1 }
        return k
    }

    /// The first frame at or after `time`: the frames before it are the ones strictly before `time`.
    public func firstFrame(notBefore time: Double) -> Int {
        frame(at: time) ?? firstFrame(after: time)
    }

    /// The frame shown exactly at `time`, or nil when `time` falls between frames.
    public func frame(at time: Double) -> Int? {
        guard time >= 0, time * rate < Self.lastFrame else { return nil }
        let k = Int((time * rate).rounded())
        return self.time(ofFrame: k) == time ? k : nil
    }

    /// Why `rate` cannot be a display rate, or nil when it can.
    public static func problem(withRate rate: Double) -> String? {
        rates.contains(rate) ? nil : "expected a display rate from 1 to 1000 Hz"
    }

    /// Why `time` cannot be evaluated, or nil when it can.
    public static func problem(withTime time: Double) -> String? {
        times.contains(time) ? nil : "expected a time from -\(limit) to \(limit) seconds"
    }

    private static var limit: String { String(Int(AnimationLimits.maxTime)) }
}
