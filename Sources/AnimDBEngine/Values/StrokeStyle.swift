#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How a shape's outline is stroked, as SwiftUI's `StrokeStyle`: width, end caps, joins, miter limit and dashes.
public struct StrokeStyle: Hashable, Sendable {
    /// How open ends of a stroke look, as CoreGraphics' `CGLineCap`.
    public enum LineCap: String, CaseIterable, Hashable, Sendable {
        /// The stroke stops square at the end point.
        case butt
        /// A half circle of the line width's diameter past the end point.
        case round
        /// A half square past the end point.
        case square
    }

    /// How corners of a stroke look, as CoreGraphics' `CGLineJoin`.
    public enum LineJoin: String, CaseIterable, Hashable, Sendable {
        case miter
        case round
        case bevel
    }

    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// The longest miter, as a multiple of the line width, before a miter join is bevelled.
    public var miterLimit: Double
    /// Alternating dash and gap lengths; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    /// SwiftUI's initialiser with its defaults: width 1, butt caps, miter joins, miter limit 10, no dashes.
    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Whether two styles interpolate: only the numbers in `animatableData` move, so caps, joins and the dash
    /// pattern must be equal; otherwise the style jumps.
    public func hasSameStructure(as other: StrokeStyle) -> Bool {
        lineCap == other.lineCap && lineJoin == other.lineJoin && dash == other.dash
    }
}

extension StrokeStyle: Animatable {
    /// `(lineWidth, (miterLimit, dashPhase))`, as SwiftUI's `StrokeStyle.animatableData`.
    public var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set { (lineWidth, miterLimit, dashPhase) = (newValue.first, newValue.second.first, newValue.second.second) }
    }
}
