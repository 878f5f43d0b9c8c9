import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The outline of a 2D shape, built from moves, lines, quadratic and cubic Bézier curves, as SwiftUI's `Path`.
///
/// Coordinates follow SwiftUI: the origin is the top-left corner and y grows downwards.
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: 0, y: 100))
/// path.addLine(to: CGPoint(x: 50, y: 0))
/// path.closeSubpath()
/// ```
public struct Path: Equatable, Sendable {
    /// One drawing command of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath

        /// The point the element ends at, or `nil` for `closeSubpath` (whose end is its subpath's start).
        public var endPoint: CGPoint? {
            switch self {
            case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): to
            case .closeSubpath: nil
            }
        }

        /// The element's kind without its coordinates; equal sequences of kinds can be interpolated point by point.
        public var kind: Kind {
            switch self {
            case .move: .move
            case .line: .line
            case .quadCurve: .quadCurve
            case .curve: .curve
            case .closeSubpath: .closeSubpath
            }
        }

        /// The drawing command an element performs.
        public enum Kind: Hashable, Sendable {
            case move, line, quadCurve, curve, closeSubpath
        }
    }

    /// The commands in the order they were added.
    public private(set) var elements: [Element] = []

    // Where the current subpath began, so that closing it moves the current point back there.
    private var subpathStart: CGPoint?

    /// Creates an empty path.
    public init() {}

    /// Creates a path from a list of elements, replaying them in order.
    public init(elements: [Element]) {
        for element in elements { append(element) }
    }

    /// Creates a path by calling `build` on an empty path, as SwiftUI's `Path { path in … }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Whether the path contains no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from, or `nil` for an empty path.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        return last.endPoint ?? subpathStart
    }

    /// The sequence of element kinds: two paths with the same structure can be morphed by interpolating points.
    public var structure: [Element.Kind] { elements.map(\.kind) }

    /// Begins a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        append(.move(to: point))
    }

    /// Appends a straight line from the current point to `point`.
    ///
    /// As in SwiftUI, a line on an empty path (no current point) starts a subpath at `point` instead.
    public mutating func addLine(to point: CGPoint) {
        append(currentPoint == nil ? .move(to: point) : .line(to: point))
    }

    /// Appends straight lines through `points`, starting a new subpath at the first point.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Appends a quadratic Bézier curve from the current point to `end` with the given control point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        ensureCurrentPoint(control)
        append(.quadCurve(to: end, control: control))
    }

    /// Appends a cubic Bézier curve from the current point to `end` with the given control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        ensureCurrentPoint(control1)
        append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its start; the start becomes the current point.
    public mutating func closeSubpath() {
        guard currentPoint != nil, elements.last != .closeSubpath else { return }
        append(.closeSubpath)
    }

    /// Appends all of `other`'s elements.
    public mutating func addPath(_ other: Path) {
        for element in other.elements { append(element) }
    }

    /// The smallest rectangle containing every point of the path, including Bézier control points (as
    /// `CGPath.boundingBox`); `.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        forEachPoint { point in
            minX = min(minX, Double(point.x))
            minY = min(minY, Double(point.y))
            maxX = max(maxX, Double(point.x))
            maxY = max(maxY, Double(point.y))
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        Path(
            elements: elements.map { element in
                switch element {
                case .move(let to): .move(to: to.applying(transform))
                case .line(let to): .line(to: to.applying(transform))
                case .quadCurve(let to, let control):
                    .quadCurve(to: to.applying(transform), control: control.applying(transform))
                case .curve(let to, let control1, let control2):
                    .curve(
                        to: to.applying(transform), control1: control1.applying(transform),
                        control2: control2.applying(transform))
                case .closeSubpath: .closeSubpath
                }
            })
    }

    /// The path moved by (`x`, `y`).
    public func offsetBy(dx x: CGFloat, dy y: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: x, y: y))
    }

    /// Calls `body` with each element in order, as SwiftUI's `Path.forEach(_:)`.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Calls `body` with every end and control point, in order.
    func forEachPoint(_ body: (CGPoint) -> Void) {
        for element in elements {
            switch element {
            case .move(let to), .line(let to): body(to)
            case .quadCurve(let to, let control):
                body(control)
                body(to)
            case .curve(let to, let control1, let control2):
                body(control1)
                body(control2)
                body(to)
            case .closeSubpath: break
            }
        }
    }

    // Curves need a start point; CoreGraphics treats a curve on an empty path as starting at its first control
    // point, and so do we rather than trapping.
    private mutating func ensureCurrentPoint(_ fallback: CGPoint) {
        if currentPoint == nil { move(to: fallback) }
    }

    private mutating func append(_ element: Element) {
        switch element {
        case .move(let to):
            subpathStart = to
        case .closeSubpath:
            break
        case .line, .quadCurve, .curve:
            // After a close, a new element implicitly starts a subpath where the closed one began.
            if elements.last == .closeSubpath, let start = subpathStart {
                elements.append(.move(to: start))
            }
        }
        elements.append(element)
    }
}
