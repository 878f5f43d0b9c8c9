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

extension Paint {
    /// The colour the paint has at `point` of a frame of `size` (the frame it is laid out in): a linear gradient's
    /// colour at the point's projection onto its axis, an angular gradient's at the point's direction from its
    /// centre. Renderers without gradients (the terminal) sample paints with this.
    public func color(at point: CGPoint, in size: CGSize) -> Color {
        let (w, h) = (Double(size.width), Double(size.height))
        let (x, y) = (Double(point.x), Double(point.y))
        switch self {
        case .color(let color): return color
        case .colorGradient(let color):
            return Paint.linearGradient(Paint.standardGradient(for: color)).color(at: point, in: size)
        case .linearGradient(let linear):
            let (sx, sy) = (linear.startPoint.x * w, linear.startPoint.y * h)
            let (dx, dy) = (linear.endPoint.x * w - sx, linear.endPoint.y * h - sy)
            let length = dx * dx + dy * dy
            let t = length > 0 ? ((x - sx) * dx + (y - sy) * dy) / length : 0
            return linear.gradient.color(at: t)
        case .angularGradient(let angular):
            let angle = atan2(y - angular.center.y * h, x - angular.center.x * w)
            return angular.gradient.color(at: angular.location(at: .radians(angle)))
        case .radialGradient(let radial):
            let distance =
                ((x - radial.center.x * w) * (x - radial.center.x * w)
                + (y - radial.center.y * h) * (y - radial.center.y * h)).squareRoot()
            return radial.gradient.color(at: radial.location(atDistance: distance))
        }
    }
}
