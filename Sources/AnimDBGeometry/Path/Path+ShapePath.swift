import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ShapePath {
    /// `path` as vertices and tangents: each subpath that draws something, lines with zero tangents, quadratic
    /// curves as the same cubics (see `ShapePath.Builder`).
    public init(_ path: Path) {
        var builder = Builder()
        for element in path.elements {
            switch element {
            case .move(let to): builder.move(to: to)
            case .line(let to): builder.line(to: to)
            case .quadCurve(let to, let control): builder.quadCurve(to: to, control: control)
            case .curve(let to, let control1, let control2):
                builder.curve(to: to, control1: control1, control2: control2)
            case .closeSubpath: builder.close()
            }
        }
        self = builder.build()
    }
}

extension Path {
    /// The path `shapePath` describes: per subpath a move to its first vertex, a line where neither end of a segment
    /// has a handle and a cubic otherwise, and for a closed subpath its closing segment (when curved) and
    /// `closeSubpath`.
    public init(_ shapePath: ShapePath) {
        self.init()
        for subpath in shapePath.subpaths {
            guard let first = subpath.vertices.first else { continue }
            move(to: first)
            func segment(from a: Int, to b: Int) {
                if subpath.isStraight(from: a, to: b) {
                    addLine(to: subpath.vertices[b])
                } else {
                    addCurve(to: subpath.vertices[b], control1: subpath.outControls[a], control2: subpath.inControls[b])
                }
            }
            for index in subpath.vertices.indices.dropFirst() { segment(from: index - 1, to: index) }
            if subpath.isClosed {
                let last = subpath.vertices.count - 1
                // A straight closing segment is what closeSubpath draws on its own.
                if !subpath.isStraight(from: last, to: 0) { segment(from: last, to: 0) }
                closeSubpath()
            }
        }
    }
}
