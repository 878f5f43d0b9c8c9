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

/// Bakes motion Lottie cannot express exactly (springs, circular curves, repeats, interrupted or combined
/// animations, anything nonlinear in the value) into keyframes sampled at every frame: a player showing frame k
/// shows the sample at k. Between samples the keyframes are linear, or held where the value jumps.
///
/// Baked values are rounded to `decimals` places (1e-4 by default: a ten-thousandth of a point, percent or
/// degree, far below what any player can show). Rounding also makes dropping keyframes exact: a keyframe goes
/// only when it lies exactly (in integer multiples of the rounding step) on the line between its neighbours, so
/// the property still passes through every rounded sample at every frame.
public struct LottieBaker: Sendable {
    public var frameRate: Double
    public var decimals: Int

    public init(frameRate: Double, decimals: Int = 4) {
        precondition(decimals >= 0 && decimals <= 9, "decimals must be 0…9")
        self.frameRate = frameRate
        self.decimals = decimals
    }

    /// `value` rounded to `decimals` places (non-finite values pass through, for the writer to refuse by path).
    public func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let scale = pow(10, Double(decimals))
        let scaled = (value * scale).rounded()
        guard abs(scaled) < 9e15 else { return value }
        return scaled / scale
    }

    /// Vector keyframes sampling `sample(frame)` at each frame of `frames` and at each jump.
    ///
    /// - Parameters:
    ///   - frames: The whole frames to sample, usually `0...frameCount`.
    ///   - jumps: Frame positions (whole or not) where the value jumps: the keyframe before each holds, and one is
    ///     added at the jump itself when it falls between frames. Vectors whose length changes hold too.
    ///   - sample: The value at a frame position.
    public func keyframes(frames: ClosedRange<Int>, jumps: [Double] = [], sample: (Double) -> [Double])
        -> [LottieKeyframe<[Double]>]
    {
        channelKeyframes(frames: frames, jumps: jumps, spans: [], dimensions: 0) { frame in
            let values = sample(frame)
            return Flat(numbers: values, signature: values.count)
        } rebuild: {
            $0.numbers
        }
    }

    /// Scalar keyframes; see `keyframes(frames:jumps:sample:)`.
    public func scalarKeyframes(frames: ClosedRange<Int>, jumps: [Double] = [], sample: (Double) -> Double)
        -> [LottieKeyframe<Double>]
    {
        channelKeyframes(frames: frames, jumps: jumps, spans: [], dimensions: 0) { frame in
            Flat(numbers: [sample(frame)], signature: 1)
        } rebuild: {
            $0.numbers.first ?? 0
        }
    }

    /// Shape keyframes; frames whose shapes have different vertex counts (or closedness) hold, as they cannot
    /// morph.
    public func shapeKeyframes(frames: ClosedRange<Int>, jumps: [Double] = [], sample: (Double) -> LottieBezier)
        -> [LottieKeyframe<LottieBezier>]
    {
        var shapes: [Double: LottieBezier] = [:]
        let flat = channelKeyframes(frames: frames, jumps: jumps, spans: [], dimensions: 0) { frame -> Flat in
            let shape = sample(frame)
            shapes[frame] = shape
            var numbers: [Double] = []
            numbers.reserveCapacity(shape.vertices.count * 6)
            for index in shape.vertices.indices {
                for point in [shape.vertices[index], shape.inTangents[index], shape.outTangents[index]] {
                    numbers.append(point.x)
                    numbers.append(point.y)
                }
            }
            return Flat(numbers: numbers, signature: shape.vertices.count * 2 + (shape.closed ? 1 : 0))
        } rebuild: {
            $0.numbers
        }
        return flat.map { keyframe in
            let numbers = keyframe.value
            let closed = shapes[keyframe.time].map(\.closed) ?? false
            var vertices: [LottiePoint] = []
            var inTangents: [LottiePoint] = []
            var outTangents: [LottiePoint] = []
            var index = 0
            while index + 5 < numbers.count {
                vertices.append(LottiePoint(x: numbers[index], y: numbers[index + 1]))
                inTangents.append(LottiePoint(x: numbers[index + 2], y: numbers[index + 3]))
                outTangents.append(LottiePoint(x: numbers[index + 4], y: numbers[index + 5]))
                index += 6
            }
            return LottieKeyframe(
                time: keyframe.time,
                value: LottieBezier(
                    closed: closed, vertices: vertices, inTangents: inTangents, outTangents: outTangents),
                hold: keyframe.hold)
        }
    }

    /// Every frame position sampled: the whole frames of `frames` and the jumps that fall between them.
    static func sampleTimes(frames: ClosedRange<Int>, jumps: [Double]) -> [Double] {
        (frames.map(Double.init) + Self.jumps(jumps, inside: frames).filter { $0 != $0.rounded() }).sorted()
    }

    /// The jumps after the first frame, up to and including the last.
    static func jumps(_ jumps: [Double], inside frames: ClosedRange<Int>) -> [Double] {
        jumps.filter { $0 > Double(frames.lowerBound) && $0 <= Double(frames.upperBound) }
    }

    /// A sampled value flattened to numbers; only samples with equal signatures can be interpolated.
    struct Flat {
        var numbers: [Double]
        var signature: Int
    }

    /// One keyframe in the making: a rounded sample, whether it holds until the next, and (for the start of an
    /// exact span) the easing to the next. Pinned samples are never dropped as redundant.
    struct Sample {
        var frame: Double
        var flat: Flat
        var hold = false
        var easing: (out: LottieEasingHandle, in: LottieEasingHandle)?
        var pinned = false
    }

    /// The keyframes of `samples` (in frame order): a sample whose successor has another signature holds, the last
    /// never holds, and samples on the straight line between their neighbours are dropped.
    func finish<Value: LottieValue>(_ input: [Sample], rebuild: (Flat) -> Value) -> [LottieKeyframe<Value>] {
        var samples = input
        for index in samples.indices.dropLast() where samples[index].flat.signature != samples[index + 1].flat.signature
        {
            samples[index].hold = true
            samples[index].easing = nil
        }
        if !samples.isEmpty {
            samples[samples.count - 1].hold = false
            samples[samples.count - 1].easing = nil
        }

        let scale = pow(10, Double(decimals))
        var keep = Array(repeating: true, count: samples.count)
        var anchor = 0
        for index in samples.indices.dropFirst().dropLast() {
            if !samples[index].pinned, samples[anchor].easing == nil,
                isRedundant(samples[anchor], samples[index], samples[index + 1], scale: scale)
            {
                keep[index] = false
            } else {
                anchor = index
            }
        }
        var kept = samples.indices.filter { keep[$0] }.map { samples[$0] }
        // Before its first keyframe and after its last a property shows their values, so keyframes repeating them
        // say nothing.
        while kept.count > 1, kept[0].flat.numbers == kept[1].flat.numbers,
            kept[0].flat.signature == kept[1].flat.signature
        {
            kept.removeFirst()
        }
        while kept.count > 1, kept[kept.count - 1].flat.numbers == kept[kept.count - 2].flat.numbers,
            kept[kept.count - 1].flat.signature == kept[kept.count - 2].flat.signature
        {
            kept.removeLast()
            kept[kept.count - 1].hold = false
            kept[kept.count - 1].easing = nil
        }
        return kept.map { sample in
            return LottieKeyframe(
                time: sample.frame, value: rebuild(sample.flat), hold: sample.hold,
                easeOut: sample.easing?.out, easeIn: sample.easing?.in)
        }
    }

    /// Whether `middle` lies exactly on the straight line from `start` to `end` (whole frames, same signature,
    /// no holds), computed in integer multiples of the rounding step so the answer has no floating-point doubt.
    ///
    /// When every dropped sample so far lies on the line from the anchor to `middle`, and `middle` lies on the line
    /// from the anchor to `end`, the two lines are the same, so every dropped sample lies on the new line too.
    private func isRedundant(_ start: Sample, _ middle: Sample, _ end: Sample, scale: Double) -> Bool {
        guard !start.hold, !middle.hold, start.flat.signature == middle.flat.signature,
            middle.flat.signature == end.flat.signature, start.frame == start.frame.rounded(),
            middle.frame == middle.frame.rounded(), end.frame == end.frame.rounded()
        else { return false }
        let before = Int64(middle.frame - start.frame)
        let after = Int64(end.frame - middle.frame)
        let span = before + after
        for index in middle.flat.numbers.indices {
            guard let a = Self.units(start.flat.numbers[index], scale),
                let m = Self.units(middle.flat.numbers[index], scale),
                let b = Self.units(end.flat.numbers[index], scale)
            else { return false }
            let (left, overflow1) = m.multipliedReportingOverflow(by: span)
            let (right1, overflow2) = a.multipliedReportingOverflow(by: after)
            let (right2, overflow3) = b.multipliedReportingOverflow(by: before)
            let (right, overflow4) = right1.addingReportingOverflow(right2)
            guard !(overflow1 || overflow2 || overflow3 || overflow4), left == right else { return false }
        }
        return true
    }

    private static func units(_ value: Double, _ scale: Double) -> Int64? {
        guard value.isFinite else { return nil }
        let scaled = (value * scale).rounded()
        guard abs(scaled) < 9e15 else { return nil }
        return Int64(scaled)
    }
}
