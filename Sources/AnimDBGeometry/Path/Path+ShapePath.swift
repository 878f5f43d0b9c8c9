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
    /// The path `shapePath` describes: its `segments`.
    public init(_ shapePath: ShapePath) {
        self.init()
        for step in shapePath.segments {
            switch step {
            case .move(let to): move(to: to)
            case .line(let to): addLine(to: to)
            case .curve(let to, let control1, let control2): addCurve(to: to, control1: control1, control2: control2)
            case .close: closeSubpath()
            }
        }
    }
}
