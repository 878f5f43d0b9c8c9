/// SwiftUI's `RoundedCornerStyle`: how a rounded rectangle's corners are shaped.
public enum RoundedCornerStyle: String, CaseIterable, Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Continuous-curvature ("squircle") corners, SwiftUI's default.
    case continuous
}
