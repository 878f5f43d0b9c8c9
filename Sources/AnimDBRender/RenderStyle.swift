import AnimDBEngine
import AnimDBGeometry
import Foundation

/// How a shape is painted in SVG and HTML output.
public struct RenderStyle: Hashable, Sendable {
    /// Interior colour, or `nil` for no fill (the shape is only stroked).
    public var fill: Color?
    /// Outline colour, or `nil` for no outline.
    public var stroke: Color?
    public var lineWidth: Double
    /// Colour painted behind everything, or `nil` for a transparent background.
    public var background: Color?

    public init(fill: Color? = .blue, stroke: Color? = nil, lineWidth: Double = 2, background: Color? = nil) {
        self.fill = fill
        self.stroke = stroke
        self.lineWidth = lineWidth
        self.background = background
    }

    /// A blue fill with no outline, as SwiftUI's `.fill(.blue)`.
    public static let filled = RenderStyle()
    /// A blue 2-point outline with no fill, for open shapes such as `Wave` and `Arc`.
    public static let stroked = RenderStyle(fill: nil, stroke: .blue, lineWidth: 4)

    /// The usual style for a catalog type: stroked for open paths (arcs, waves), filled otherwise.
    public static func preferred(for type: PresetType) -> RenderStyle {
        type.drawsOpenPath ? .stroked : .filled
    }
}
