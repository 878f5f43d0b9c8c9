import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything a self-contained HTML preview page shows.
public struct HTMLPreview: Sendable {
    /// One row of the parameters table.
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var value: String
        /// Free text such as the type, "animatable", or the constraint.
        public var detail: String
        /// Whether the row is marked as changed (on a comparison page).
        public var isHighlighted: Bool

        public init(name: String, value: String, detail: String = "", isHighlighted: Bool = false) {
            self.name = name
            self.value = value
            self.detail = detail
            self.isHighlighted = isHighlighted
        }
    }

    public var title: String
    /// A line under the title, e.g. the animation expression.
    public var subtitle: String?
    /// The scenes the page's player steps through (all the size of the first).
    public var frames: [TimedFrame<Scene>]
    /// Each animated track's value over time, plotted under the preview.
    public var tracks: [PlotSeries]
    /// Keyframe boundaries, marked on the plot.
    public var keyframeTimes: [Double]
    public var parameters: [Parameter]
    /// Whether the player loops.
    public var repeats: Bool

    public init(
        title: String, subtitle: String? = nil, frames: [TimedFrame<Scene>], tracks: [PlotSeries] = [],
        keyframeTimes: [Double] = [], parameters: [Parameter] = [], repeats: Bool = true
    ) {
        self.title = title
        self.subtitle = subtitle
        self.frames = frames
        self.tracks = tracks
        self.keyframeTimes = keyframeTimes
        self.parameters = parameters
        self.repeats = repeats
    }
}
