#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A span of frames in which something may be moved by one timing curve alone: the candidate for writing a channel
/// as two keyframes with the curve's exact easing instead of samples.
public struct LottieSpan: Sendable {
    /// Where the curve starts and ends, in frames (need not be whole).
    public var start: Double
    public var end: Double
    /// The easing of the two keyframes (`LottieEasing.timingSegment(of:)`).
    public var segment: LottieTimingSegment
    /// The moved value's progress (0 at `start`, 1 at `end`) at a frame, as animdb's engine computes it: a channel
    /// follows the curve when its samples are `first + (last − first) · progress` at every frame of the span.
    public var progress: @Sendable (Double) -> Double

    public init(
        start: Double, end: Double, segment: LottieTimingSegment, progress: @escaping @Sendable (Double) -> Double
    ) {
        self.start = start
        self.end = end
        self.segment = segment
        self.progress = progress
    }
}

extension LottieBaker {
    /// Keyframes for a channel sampled at every frame, written as two eased keyframes wherever one of `spans`
    /// describes it exactly and baked (see `keyframes(frames:jumps:sample:)`) everywhere else.
    ///
    /// A span is used only when the channel, sampled at every whole frame from the one before the span to the one
    /// after it, equals `first + (last − first) · progress(frame)` to within 1e-9 of its magnitude (a channel that is
    /// an affine function of the value the curve moves, while nothing else moves it), keeps its signature, has no
    /// jump inside, changes at all, has at least two whole frames inside, and overlaps no span already used. Spans
    /// are tried in order.
    ///
    /// - Parameters:
    ///   - dimensions: The number of eased dimensions of the value (`LottieValue.easedDimensions`).
    ///   - sample: The unrounded value at a frame position, flattened.
    func channelKeyframes<Value: LottieValue>(
        frames: ClosedRange<Int>, jumps: [Double] = [], spans: [LottieSpan], dimensions: Int,
        sample: (Double) -> Flat, rebuild: (Flat) -> Value
    ) -> [LottieKeyframe<Value>] {
        var cache: [Double: Flat] = [:]
        func raw(_ frame: Double) -> Flat {
            if let known = cache[frame] { return known }
            let value = sample(frame)
            cache[frame] = value
            return value
        }
        func rounded(_ flat: Flat) -> Flat { Flat(numbers: flat.numbers.map(self.rounded), signature: flat.signature) }
        let insideJumps = Self.jumps(jumps, inside: frames)

        var accepted: [(span: LottieSpan, first: Flat, last: Flat)] = []
        for span in spans.sorted(by: { $0.start < $1.start }) {
            guard span.start >= Double(frames.lowerBound), span.end <= Double(frames.upperBound),
                span.end > span.start, accepted.last.map({ $0.span.end <= span.start }) ?? true,
                !insideJumps.contains(where: { $0 > span.start && $0 <= span.end })
            else { continue }
            let wholeFrames = Int(span.start.rounded(.down))...Int(span.end.rounded(.up))
            guard wholeFrames.count >= 4 else { continue }
            let first = raw(span.start)
            let last = raw(span.end)
            guard first.numbers.count == last.numbers.count, first.signature == last.signature,
                zip(first.numbers, last.numbers).contains(where: { $0 != $1 })
            else { continue }
            let magnitude = 1 + (first.numbers + last.numbers).map(abs).max()!
            let follows = wholeFrames.allSatisfy { frame in
                let value = raw(Double(frame))
                guard value.signature == first.signature, value.numbers.count == first.numbers.count else {
                    return false
                }
                let progress =
                    Double(frame) <= span.start ? 0 : Double(frame) >= span.end ? 1 : span.progress(Double(frame))
                return value.numbers.indices.allSatisfy { index in
                    let expected = first.numbers[index] + (last.numbers[index] - first.numbers[index]) * progress
                    return abs(value.numbers[index] - expected) <= 1e-9 * magnitude
                }
            }
            if follows { accepted.append((span, first, last)) }
        }

        var samples: [Sample] = []
        // A span is two pinned keyframes: its start, eased by the span's curve, and its end.
        func appendSpan(_ accepted: (span: LottieSpan, first: Flat, last: Flat)) {
            let (span, first, last) = accepted
            let handles = span.segment.handles(dimensions: dimensions)
            let linear = LottieEasingHandle.isLinear(out: handles.out, into: handles.in)
            samples.append(
                Sample(frame: span.start, flat: rounded(first), easing: linear ? nil : handles, pinned: true))
            samples.append(Sample(frame: span.end, flat: rounded(last), pinned: true))
        }
        var spanIndex = 0
        let times = Self.sampleTimes(frames: frames, jumps: jumps)
        for frame in times {
            while spanIndex < accepted.count, accepted[spanIndex].span.end < frame {
                appendSpan(accepted[spanIndex])
                spanIndex += 1
            }
            if spanIndex < accepted.count, frame >= accepted[spanIndex].span.start {
                // Inside the span (or on its end, which the span writes itself).
                continue
            }
            samples.append(Sample(frame: frame, flat: rounded(raw(frame))))
        }
        for span in accepted[spanIndex...] { appendSpan(span) }
        for jump in insideJumps {
            if let index = samples.lastIndex(where: { $0.frame < jump }) {
                samples[index].hold = true
                samples[index].easing = nil
            }
        }
        return finish(samples, rebuild: rebuild)
    }
}
