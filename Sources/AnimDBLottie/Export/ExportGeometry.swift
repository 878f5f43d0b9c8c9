import AnimDBEngine
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

/// What a node's outline is, recognised from the path itself so the export never assumes what a shape type draws:
/// an axis-aligned rectangle (Lottie `rc`), a rectangle with circular corners (`rc` with roundness), an ellipse
/// (`el`), a regular polygon (`sr`), or anything else (`sh`).
enum OutlineKind: Equatable {
    case rectangle(CGRect)
    case roundedRectangle(CGRect, radius: Double)
    case ellipse(CGRect)
    /// `count` vertices on a circle of `radius` about `center`, the first `rotation` degrees clockwise from the top.
    case regularPolygon(center: CGPoint, radius: Double, count: Int, rotation: Double)
    case path

    /// The same kind of primitive (parameters aside).
    func isSameKind(as other: OutlineKind) -> Bool {
        switch (self, other) {
        case (.rectangle, .rectangle), (.roundedRectangle, .roundedRectangle), (.ellipse, .ellipse),
            (.regularPolygon, .regularPolygon), (.path, .path):
            true
        default: false
        }
    }

    static let tolerance = 1e-9

    /// The primitive `path` is, within `tolerance` (relative to its size).
    init(_ path: Path) {
        let bounds = path.boundingRect
        guard !path.isEmpty, !bounds.isNull, bounds.width > 0 || bounds.height > 0 else {
            self = .path
            return
        }
        let scale = max(1, Double(max(bounds.width, bounds.height)))
        if Self.isRectangle(path, bounds, scale) {
            self = .rectangle(bounds)
        } else if Self.matches(path, Path(ellipseIn: bounds), scale) {
            self = .ellipse(bounds)
        } else if case .move(let start)? = path.elements.first,
            case let radius = Double(start.x - bounds.minX), radius > 0,
            Self.matches(path, Path(roundedRect: bounds, cornerRadius: radius, style: .circular), scale)
        {
            self = .roundedRectangle(bounds, radius: radius)
        } else if let polygon = Self.regularPolygon(path, scale) {
            self = polygon
        } else {
            self = .path
        }
    }

    /// Whether two paths have the same elements with points within the tolerance.
    static func matches(_ a: Path, _ b: Path, _ scale: Double) -> Bool {
        guard a.structure == b.structure else { return false }
        return zip(a.elements, b.elements).allSatisfy { pair in
            zip(points(pair.0), points(pair.1)).allSatisfy {
                abs(Double($0.x - $1.x)) <= tolerance * scale && abs(Double($0.y - $1.y)) <= tolerance * scale
            }
        }
    }

    static func points(_ element: Path.Element) -> [CGPoint] {
        switch element {
        case .move(let to), .line(let to): [to]
        case .quadCurve(let to, let control): [control, to]
        case .curve(let to, let control1, let control2): [control1, control2, to]
        case .closeSubpath: []
        }
    }

    /// One closed subpath whose every segment (its points and controls) runs along one edge of `bounds`, passing
    /// all four corners: the rectangle's outline, whatever degenerate curves it is drawn with.
    private static func isRectangle(_ path: Path, _ bounds: CGRect, _ scale: Double) -> Bool {
        let elements = path.elements
        guard case .move(var current)? = elements.first, elements.last == .closeSubpath,
            elements.dropFirst().dropLast().allSatisfy({ $0.kind != .move && $0.kind != .closeSubpath })
        else { return false }
        let edges: [(CGPoint) -> Bool] = [
            { abs(Double($0.x - bounds.minX)) <= tolerance * scale },
            { abs(Double($0.x - bounds.maxX)) <= tolerance * scale },
            { abs(Double($0.y - bounds.minY)) <= tolerance * scale },
            { abs(Double($0.y - bounds.maxY)) <= tolerance * scale },
        ]
        let start = current
        var visited: [CGPoint] = [current]
        for element in elements.dropFirst() {
            let segment = [current] + (element == .closeSubpath ? [start] : points(element))
            guard edges.contains(where: { edge in segment.allSatisfy(edge) }) else { return false }
            current = segment.last!
            visited.append(current)
        }
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
        ]
        return corners.allSatisfy { corner in
            visited.contains {
                abs(Double($0.x - corner.x)) <= tolerance * scale && abs(Double($0.y - corner.y)) <= tolerance * scale
            }
        }
    }

    /// A closed subpath of three or more straight lines whose vertices sit on a circle at equal angles, in order
    /// clockwise on screen.
    private static func regularPolygon(_ path: Path, _ scale: Double) -> OutlineKind? {
        var vertices: [CGPoint] = []
        for (index, element) in path.elements.enumerated() {
            switch element {
            case .move(let to) where index == 0: vertices.append(to)
            case .line(let to): vertices.append(to)
            case .closeSubpath where index == path.elements.count - 1: break
            default: return nil
            }
        }
        if vertices.count > 3, let first = vertices.first, let last = vertices.last,
            abs(Double(first.x - last.x)) <= tolerance * scale, abs(Double(first.y - last.y)) <= tolerance * scale
        {
            vertices.removeLast()
        }
        guard vertices.count >= 3, path.elements.last == .closeSubpath else { return nil }
        let count = vertices.count
        let center = CGPoint(
            x: vertices.map { Double($0.x) }.reduce(0, +) / Double(count),
            y: vertices.map { Double($0.y) }.reduce(0, +) / Double(count))
        let radius = hypot(Double(vertices[0].x - center.x), Double(vertices[0].y - center.y))
        guard radius > 0 else { return nil }
        // Clockwise on screen from straight up: the angle of (x, y) is atan2(x, −y).
        let firstAngle = atan2(Double(vertices[0].x - center.x), -Double(vertices[0].y - center.y))
        for (index, vertex) in vertices.enumerated() {
            let angle = firstAngle + 2 * .pi * Double(index) / Double(count)
            let expected = CGPoint(x: Double(center.x) + radius * sin(angle), y: Double(center.y) - radius * cos(angle))
            guard abs(Double(vertex.x - expected.x)) <= 1e-7 * scale, abs(Double(vertex.y - expected.y)) <= 1e-7 * scale
            else { return nil }
        }
        return .regularPolygon(center: center, radius: radius, count: count, rotation: firstAngle * 180 / .pi)
    }
}
