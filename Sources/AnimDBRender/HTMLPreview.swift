import AnimDBEngine
import AnimDBGeometry
import Foundation

/// Everything a self-contained HTML preview page shows.
public struct HTMLPreview: Sendable {
    /// The frames the page's player steps through.
    public enum Animation: Sendable {
        /// A shape's path at each frame time, drawn in `viewBox` with `style`.
        case shape(frames: [TimedFrame<Path>], viewBox: CGRect, style: RenderStyle)
        /// A modifier's effect at each frame time, applied to `content` centred in `viewBox`.
        case effect(frames: [TimedFrame<ModifierEffect>], content: ContentBox, viewBox: CGRect)
    }

    /// One row of the parameters table.
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var value: String
        /// Free text such as the type, "animatable", or the constraint.
        public var detail: String

        public init(name: String, value: String, detail: String = "") {
            self.name = name
            self.value = value
            self.detail = detail
        }
    }

    public var title: String
    /// A line under the title, e.g. the animation expression.
    public var subtitle: String?
    public var animation: Animation
    /// Each animated track's value over time, plotted under the preview.
    public var tracks: [PlotSeries]
    /// Keyframe boundaries, marked on the plot.
    public var keyframeTimes: [Double]
    public var parameters: [Parameter]
    /// Whether the player loops.
    public var repeats: Bool

    public init(
        title: String, subtitle: String? = nil, animation: Animation, tracks: [PlotSeries] = [],
        keyframeTimes: [Double] = [], parameters: [Parameter] = [], repeats: Bool = true
    ) {
        self.title = title
        self.subtitle = subtitle
        self.animation = animation
        self.tracks = tracks
        self.keyframeTimes = keyframeTimes
        self.parameters = parameters
        self.repeats = repeats
    }
}
