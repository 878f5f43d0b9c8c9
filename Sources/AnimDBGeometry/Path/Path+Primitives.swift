import AnimDBEngine

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

extension Path {
    /// A path containing `rect` as a closed subpath, as SwiftUI's `Path(_:)`.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A path containing the ellipse inscribed in `rect`, as SwiftUI's `Path(ellipseIn:)`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A path containing `rect` with corners of `cornerRadius`, as SwiftUI's
    /// `Path(roundedRect:cornerRadius:style:)`, whose style defaults to `.continuous`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path containing `rect` with corners of `cornerSize`, as SwiftUI's `Path(roundedRect:cornerSize:style:)`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Appends a circular arc, approximated by cubic Béziers of at most 90° each, as SwiftUI's
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// Angles are measured from the positive x axis towards positive y. With `clockwise == false` the arc sweeps
    /// towards increasing angles (which looks clockwise on screen, where y grows downwards — hence the `!clockwise`
    /// in the usual SwiftUI `Arc` shape); with `true` towards decreasing angles. As in CoreGraphics, the sweep is the
    /// angular distance in that direction, reduced into [0, 2π): a full turn is only drawn when the requested
    /// distance is at least 2π in the drawing direction (so 0 → 2π counter-`clockwise` is a full circle, while
    /// 0 → 2π `clockwise` draws nothing). If the path has a current point, a line joins it to the arc's start;
    /// otherwise the arc starts a new subpath.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        let start = startAngle.radians
        let sweep = Path.arcSweep(from: start, to: endAngle.radians, clockwise: clockwise)
        let r = Double(radius)
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: Double(center.x) + r * cos(angle), y: Double(center.y) + r * sin(angle))
        }
        let startPoint = point(start)
        if currentPoint == nil {
            move(to: startPoint)
        } else if currentPoint != startPoint {
            addLine(to: startPoint)
        }
        guard sweep != 0, r != 0 else { return }

        // Tiny slack so a sweep of exactly 90° (computed from degrees) is one segment, not two.
        let segmentCount = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(segmentCount)
        // Control-point distance for a circular arc of `step` radians: (4/3)·tan(step/4) of the radius.
        let k = 4.0 / 3.0 * tan(step / 4) * r
        for index in 0..<segmentCount {
            let a0 = start + step * Double(index)
            let a1 = index == segmentCount - 1 ? start + sweep : a0 + step
            let p0 = point(a0)
            let p1 = point(a1)
            let control1 = CGPoint(x: Double(p0.x) - k * sin(a0), y: Double(p0.y) + k * cos(a0))
            let control2 = CGPoint(x: Double(p1.x) + k * sin(a1), y: Double(p1.y) - k * cos(a1))
            addCurve(to: p1, control1: control1, control2: control2)
        }
    }

    /// The signed sweep of an arc, as documented on `addArc`: positive for `clockwise == false`.
    static func arcSweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let fullTurn = 2 * Double.pi
        var distance = clockwise ? start - end : end - start
        if distance >= fullTurn {
            distance = fullTurn
        } else if distance < 0 {
            distance = fmod(distance, fullTurn)
            if distance < 0 { distance += fullTurn }
        }
        return clockwise ? -distance : distance
    }

    /// Appends `rect` as a closed subpath: (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY), as
    /// `CGPath.addRect`.
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Appends a rounded rectangle, as SwiftUI's `addRoundedRect(in:cornerSize:style:)` (whose style defaults to
    /// `.continuous`). Continuous corners with equal width and height are drawn as `addContinuousRoundedRect`
    /// describes; unequal ones fall back to circular (elliptical) corners.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        if style == .continuous, cornerSize.width == cornerSize.height {
            addContinuousRoundedRect(in: rect, cornerRadius: Double(cornerSize.width))
        } else {
            addCircularRoundedRect(in: rect, cornerSize: cornerSize)
        }
    }

    /// Appends a rectangle with `.circular` corners of `cornerSize`, each axis clamped to half the rectangle's size
    /// (equal width and height clamp together, keeping the corners circular).
    ///
    /// The subpath starts at (minX + w, minY), runs clockwise on screen with a quarter-ellipse cubic at each corner
    /// (control points at `0.5523 ×` the corner size from the ends), and closes. A zero corner size gives exactly
    /// `addRect`, as `CGPath(roundedRect:)` does.
    mutating func addCircularRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let r = rect.standardized
        var w = min(max(Double(cornerSize.width), 0), Double(r.width) / 2)
        var h = min(max(Double(cornerSize.height), 0), Double(r.height) / 2)
        // Circular corners stay circular when clamped, so an oversized radius gives a capsule, as in SwiftUI.
        if cornerSize.width == cornerSize.height { (w, h) = (min(w, h), min(w, h)) }
        guard w > 0, h > 0 else {
            addRect(r)
            return
        }
        let (minX, minY, maxX, maxY) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
        let kx = w * Path.quarterCircleControl
        let ky = h * Path.quarterCircleControl
        move(to: CGPoint(x: minX + w, y: minY))
        addLine(to: CGPoint(x: maxX - w, y: minY))
        addCurve(
            to: CGPoint(x: maxX, y: minY + h), control1: CGPoint(x: maxX - w + kx, y: minY),
            control2: CGPoint(x: maxX, y: minY + h - ky))
        addLine(to: CGPoint(x: maxX, y: maxY - h))
        addCurve(
            to: CGPoint(x: maxX - w, y: maxY), control1: CGPoint(x: maxX, y: maxY - h + ky),
            control2: CGPoint(x: maxX - w + kx, y: maxY))
        addLine(to: CGPoint(x: minX + w, y: maxY))
        addCurve(
            to: CGPoint(x: minX, y: maxY - h), control1: CGPoint(x: minX + w - kx, y: maxY),
            control2: CGPoint(x: minX, y: maxY - h + ky))
        addLine(to: CGPoint(x: minX, y: minY + h))
        addCurve(
            to: CGPoint(x: minX + w, y: minY), control1: CGPoint(x: minX, y: minY + h - ky),
            control2: CGPoint(x: minX + w - kx, y: minY))
        closeSubpath()
    }

    /// Appends the ellipse inscribed in `rect` as four cubic Béziers and a close, as `CGPath.addEllipse(in:)`:
    /// starting at (maxX, midY) and passing (midX, maxY), (minX, midY), (midX, minY).
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let (cx, cy) = (Double(r.midX), Double(r.midY))
        let (rx, ry) = (Double(r.width) / 2, Double(r.height) / 2)
        let kx = rx * Path.quarterCircleControl
        let ky = ry * Path.quarterCircleControl
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
            control2: CGPoint(x: cx + kx, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + ky))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
            control2: CGPoint(x: cx - kx, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// The cubic control distance for a quarter circle of radius 1: (4/3)·tan(π/8) ≈ 0.5523.
    static let quarterCircleControl = 4.0 / 3.0 * tan(Double.pi / 8)
}
