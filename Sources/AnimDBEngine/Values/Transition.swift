/// How a view is inserted into or removed from the tree, as SwiftUI's `AnyTransition` (and the iOS 17 `Transition`
/// types) describes it: the modifiers a view has while it is not there yet (insertion) or no longer (removal); an
/// animated change of the condition that shows the view animates them to their identity values, or away from them.
///
/// Values follow OpenSwiftUI: `.scale` is `scale(1e-5)` (`ScaleEffect.swift`), `move(edge:)` shifts the view by its
/// own size towards the edge (`MoveTransition.swift`, `Edge.translationOffset(for:)`), `.slide` moves in from the
/// leading edge and out towards the trailing one (`SlideTransition.swift`), `push(from:)` moves in from the edge and
/// out towards the opposite one while fading (`PushTransition.swift`).
public indirect enum Transition: Hashable, Sendable {
    /// No change: the view appears and disappears at once.
    case identity
    /// Fades from transparent to opaque.
    case opacity
    /// Scales from `scale` (about `anchor` of the view's frame) to 1.
    case scale(Double, anchor: UnitPoint)
    /// Moves in from `edge` by the view's own size.
    case move(Edge)
    /// Moves in from the leading edge, out towards the trailing edge.
    case slide
    /// Offsets by (x, y).
    case offset(x: Double, y: Double)
    /// Moves in from `edge` and out towards the opposite edge, fading.
    case push(Edge)
    /// One transition on insertion, another on removal.
    case asymmetric(insertion: Transition, removal: Transition)
    /// Every transition at once, in order.
    case combined([Transition])

    /// SwiftUI's `.scale`: a scale of 1e-5 about the centre, not 0, so the view's frame never collapses.
    public static let scale = Transition.scale(1e-5, anchor: .center)

    /// The transition used when the view is inserted (`isInsertion`) or removed.
    public func phase(insertion isInsertion: Bool) -> Transition {
        switch self {
        case .asymmetric(let insertion, let removal): (isInsertion ? insertion : removal).phase(insertion: isInsertion)
        case .combined(let parts): .combined(parts.map { $0.phase(insertion: isInsertion) })
        case .slide: .move(isInsertion ? .leading : .trailing)
        case .push(let edge): .combined([.move(isInsertion ? edge : edge.opposite), .opacity])
        default: self
        }
    }
}

extension Edge {
    /// The edge across from this one.
    public var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// How far `move(edge:)` shifts a view of `size` to put it just past this edge: its own width or height
    /// (OpenSwiftUI `Edge.translationOffset(for:)`).
    public func translationOffset(for size: CGSize) -> (x: Double, y: Double) {
        switch self {
        case .top: (0, -Double(size.height))
        case .bottom: (0, Double(size.height))
        case .leading: (-Double(size.width), 0)
        case .trailing: (Double(size.width), 0)
        }
    }
}

extension Transition {
    /// Whether every number in the transition is finite.
    var isFinite: Bool {
        switch self {
        case .scale(let scale, let anchor): scale.isFinite && anchor.x.isFinite && anchor.y.isFinite
        case .offset(let x, let y): x.isFinite && y.isFinite
        case .asymmetric(let insertion, let removal): insertion.isFinite && removal.isFinite
        case .combined(let parts): parts.allSatisfy(\.isFinite)
        default: true
        }
    }
}
