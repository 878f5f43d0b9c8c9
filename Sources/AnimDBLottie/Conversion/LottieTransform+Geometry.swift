import AnimDBGeometry

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

extension LottieTransform {
    /// The transform at `frame` as a matrix, as players apply it: move by −anchor, scale (percent), rotate
    /// (degrees, clockwise on screen), move to the position. Skew is not applied (the reader reports it). Nil when
    /// a property has no value (an empty keyframe list) or too few dimensions.
    public func matrix(at frame: Double) -> CGAffineTransform? {
        guard let anchor = anchor.value(at: frame), anchor.count >= 2, let position = position.value(at: frame),
            let scale = scale.value(at: frame), scale.count >= 2, let rotation = rotation.value(at: frame)
        else { return nil }
        return CGAffineTransform(translationX: -anchor[0], y: -anchor[1])
            .concatenating(CGAffineTransform(scaleX: scale[0] / 100, y: scale[1] / 100))
            .concatenating(CGAffineTransform(rotationAngle: rotation * .pi / 180))
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The layer transform (anchor at the origin) that maps like `transform`, a similarity — translation,
    /// rotation and scale, possibly mirrored (a scene node's transform): position (tx, ty), rotation
    /// atan2(b, a) in degrees, scale √(a² + b²) and det / √(a² + b²) in percent.
    ///
    /// - Returns: nil when `transform` is not a similarity (it skews or scales unevenly off its axes), which a
    ///   Lottie layer transform without skew cannot express.
    public static func similarity(_ transform: CGAffineTransform, tolerance: Double = 1e-9) -> LottieTransform? {
        guard let parts = SimilarityParts(transform, tolerance: tolerance) else { return nil }
        return LottieTransform(
            position: .combined(.fixed([parts.x, parts.y])), scale: .fixed([parts.scaleX, parts.scaleY]),
            rotation: .fixed(parts.rotation))
    }

    /// A layer transform baked from a similarity sampled at every frame (see `LottieBaker`): position (split, so
    /// each axis keeps only the keyframes it needs), rotation unwrapped so it never turns the long way between
    /// frames, scale, and `opacity` (0…1) when given.
    ///
    /// - Returns: nil when some sample is not a similarity.
    public static func baked(
        frames: ClosedRange<Int>, jumps: [Double] = [], baker: LottieBaker, opacity: ((Double) -> Double)? = nil,
        sample: (Double) -> CGAffineTransform
    ) -> LottieTransform? {
        var parts: [Double: SimilarityParts] = [:]
        var previousRotation: Double?
        for frame in LottieBaker.sampleTimes(frames: frames, jumps: jumps) {
            guard var part = SimilarityParts(sample(frame), tolerance: 1e-6) else { return nil }
            if let previous = previousRotation {
                part.rotation += 360 * ((previous - part.rotation) / 360).rounded()
            }
            previousRotation = part.rotation
            parts[frame] = part
        }
        func channel(_ value: @escaping (SimilarityParts) -> Double) -> LottieProperty<Double> {
            .from(baker.scalarKeyframes(frames: frames, jumps: jumps) { value(parts[$0] ?? SimilarityParts.identity) })
        }
        let scale = LottieProperty.from(
            baker.keyframes(frames: frames, jumps: jumps) { frame in
                let part = parts[frame] ?? .identity
                return [part.scaleX, part.scaleY]
            })
        return LottieTransform(
            position: .split(x: channel(\.x), y: channel(\.y)), scale: scale, rotation: channel(\.rotation),
            opacity: opacity.map { opacity in
                .from(baker.scalarKeyframes(frames: frames, jumps: jumps) { opacity($0) * 100 })
            } ?? .fixed(100))
    }
}

/// A similarity transform taken apart into Lottie's layer channels.
struct SimilarityParts {
    var x: Double
    var y: Double
    /// Degrees, clockwise on screen.
    var rotation: Double
    /// Percent.
    var scaleX: Double
    var scaleY: Double

    static let identity = SimilarityParts(x: 0, y: 0, rotation: 0, scaleX: 100, scaleY: 100)

    init(x: Double, y: Double, rotation: Double, scaleX: Double, scaleY: Double) {
        (self.x, self.y, self.rotation, self.scaleX, self.scaleY) = (x, y, rotation, scaleX, scaleY)
    }

    /// nil unless `t` = translate · rotate · scale(sx, sy) for some sx, |sy| = |sx| (a mirror allowed).
    init?(_ t: CGAffineTransform, tolerance: Double) {
        let (a, b, c, d) = (Double(t.a), Double(t.b), Double(t.c), Double(t.d))
        let length = (a * a + b * b).squareRoot()
        let determinant = a * d - b * c
        guard length > 0, [a, b, c, d, Double(t.tx), Double(t.ty)].allSatisfy(\.isFinite) else {
            // A transform that collapses everything to a point: draw nothing, at its translation.
            guard a == 0, b == 0, c == 0, d == 0 else { return nil }
            self.init(x: Double(t.tx), y: Double(t.ty), rotation: 0, scaleX: 0, scaleY: 0)
            return
        }
        let scaleY = determinant / length
        let rotation = atan2(b, a)
        // The second column must be the first turned a quarter and scaled by scaleY / scaleX.
        let expectedC = -sin(rotation) * scaleY
        let expectedD = cos(rotation) * scaleY
        let scale = max(length, abs(scaleY), 1)
        guard abs(abs(scaleY) - length) <= tolerance * scale, abs(c - expectedC) <= tolerance * scale,
            abs(d - expectedD) <= tolerance * scale
        else { return nil }
        self.init(
            x: Double(t.tx), y: Double(t.ty), rotation: rotation * 180 / .pi, scaleX: length * 100, scaleY: scaleY * 100
        )
    }
}
