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

/// Curved motion paths: a position keyframe with spatial tangents (`to`, `ti`) moves along the cubic Bézier
/// (start, start + to, end + ti, end), its eased progress read as a fraction of the curve's length — rlottie's
/// `Value<T, Position>::at` (`VBezier::tAtLength`) and lottie-web's percent-of-length segments. Auto-orient turns a
/// layer by the curve's direction there (`Value<T, Position>::angle`).
extension LottieProperty where Value == [Double] {
    /// The value at `frame` as a player shows a position: along its motion path where the keyframe has tangents.
    public func pathValue(at frame: Double) -> [Double]? {
        guard let (curve, progress) = segment(at: frame) else { return value(at: frame) }
        let point = curve.point(atLength: progress * curve.length)
        return [point.x, point.y]
    }

    /// The direction (degrees clockwise from +x, y down) of the motion path at `frame`, as auto-orient turns a layer:
    /// 0 outside the keyframes and on segments without tangents, as rlottie gives it.
    public func pathAngle(at frame: Double) -> Double {
        guard let (curve, progress) = segment(at: frame) else { return 0 }
        let d = curve.derivative(at: curve.parameter(atLength: progress * curve.length))
        return atan2(d.y, d.x) * 180 / .pi
    }

    /// The curve and eased progress of the keyframe segment with tangents that `frame` falls in (rlottie: a
    /// keyframe has tangents when it has `to` or `ti`, unless the curve has no length).
    private func segment(at frame: Double) -> (MotionCurve, Double)? {
        guard let keyframes, keyframes.count > 1, let first = keyframes.first, let last = keyframes.last,
            frame > first.time, frame < last.time
        else { return nil }
        let low = keyframes.lastIndex(atOrBefore: frame)
        let current = keyframes[low]
        guard low + 1 < keyframes.count, !current.hold, current.spatialOut != nil || current.spatialIn != nil,
            current.value.count >= 2
        else { return nil }
        let next = keyframes[low + 1]
        guard next.value.count >= 2, next.time > current.time else { return nil }
        func tangent(_ values: [Double]?) -> (Double, Double) {
            guard let values, let x = values.first else { return (0, 0) }
            return (x, values.count > 1 ? values[1] : 0)
        }
        let (ox, oy) = tangent(current.spatialOut)
        let (ix, iy) = tangent(current.spatialIn)
        let curve = MotionCurve(
            p0: (current.value[0], current.value[1]), p1: (current.value[0] + ox, current.value[1] + oy),
            p2: (next.value[0] + ix, next.value[1] + iy), p3: (next.value[0], next.value[1]))
        guard curve.length > 0, curve.length.isFinite else { return nil }
        // The eased progress of the first dimension (rlottie and Skottie ease every dimension by the first).
        let linear = (frame - current.time) / (next.time - current.time)
        return (curve, current.easing?.value(at: linear) ?? linear)
    }
}

/// One cubic Bézier of a motion path, measured by a polyline of `steps` chords (enough for a player's pixels).
struct MotionCurve {
    let p0: (Double, Double), p1: (Double, Double), p2: (Double, Double), p3: (Double, Double)
    /// The curve's length up to parameter i / steps.
    private var lengths: [Double] = []
    static let steps = 128

    init(p0: (Double, Double), p1: (Double, Double), p2: (Double, Double), p3: (Double, Double)) {
        self.p0 = p0
        self.p1 = p1
        self.p2 = p2
        self.p3 = p3
        var total = 0.0
        var previous = (x: p0.0, y: p0.1)
        lengths = [0]
        for step in 1...Self.steps {
            let point = self.point(at: Double(step) / Double(Self.steps))
            total += hypot(point.x - previous.x, point.y - previous.y)
            lengths.append(total)
            previous = point
        }
    }

    var length: Double { lengths.last ?? 0 }

    func point(at t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return (a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0, a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1)
    }

    func derivative(at t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        let (a, b, c) = (3 * u * u, 6 * u * t, 3 * t * t)
        return (
            a * (p1.0 - p0.0) + b * (p2.0 - p1.0) + c * (p3.0 - p2.0),
            a * (p1.1 - p0.1) + b * (p2.1 - p1.1) + c * (p3.1 - p2.1)
        )
    }

    /// The parameter at arc length `distance` from the start (clamped to the curve).
    func parameter(atLength distance: Double) -> Double {
        guard distance > 0 else { return 0 }
        guard distance < length else { return 1 }
        var low = 0
        var high = Self.steps
        while high - low > 1 {
            let middle = (low + high) / 2
            if lengths[middle] <= distance { low = middle } else { high = middle }
        }
        let span = lengths[high] - lengths[low]
        let within = span > 0 ? (distance - lengths[low]) / span : 0
        return (Double(low) + within) / Double(Self.steps)
    }

    func point(atLength distance: Double) -> (x: Double, y: Double) { point(at: parameter(atLength: distance)) }
}

extension LottieLayer {
    /// The most frames an auto-oriented layer's rotation is sampled at.
    public static let maxOrientedFrames = 10_000

    /// The layer's transform at its own frame `local`, turned along its motion path when it auto-orients
    /// (`ao`: rlottie's `Transform::Data::matrix` adds the path's direction to the rotation).
    public func matrix(at local: Double) -> CGAffineTransform? {
        guard autoOrient, case .combined(let position) = transform.position else { return transform.matrix(at: local) }
        var turned = transform
        turned.rotation = .fixed((transform.rotation.value(at: local) ?? 0) + position.pathAngle(at: local))
        return turned.matrix(at: local)
    }

    /// The layer's transform with auto-orient folded into its rotation, sampled at every whole frame of its
    /// position's keyframes (players draw whole frames); the transform itself without auto-orient or a combined,
    /// animated position, and nil when the keyframes span more than `maxOrientedFrames` frames.
    public var orientedTransform: LottieTransform? {
        guard autoOrient, case .combined(let position) = transform.position, position.isAnimated,
            let keyframes = position.keyframes, let first = keyframes.first?.time, let last = keyframes.last?.time
        else { return transform }
        let (start, end) = (first.rounded(.down), last.rounded(.up))
        guard end - start <= Double(Self.maxOrientedFrames) else { return nil }
        var turned = transform
        turned.rotation = .from(
            stride(from: start, through: end, by: 1).map { frame in
                LottieKeyframe(
                    time: frame, value: (transform.rotation.value(at: frame) ?? 0) + position.pathAngle(at: frame))
            })
        return turned
    }
}
