#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A normalized 2D point in a view's coordinate space: (0, 0) is the top leading corner, (1, 1) the bottom
/// trailing one.
@frozen
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable public init() { self.init(x: 0, y: 0) }
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The named points in declaration order, for parsing and printing `UnitPoint.center` and friends.
    public static let named: [(name: String, point: UnitPoint)] = [
        ("zero", .zero), ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top),
        ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]
}

extension UnitPoint: Animatable {
    /// SwiftUI animates unit points scaled by 128 per axis.
    @inlinable
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x * 128, y * 128) }
        set {
            x = newValue.first / 128
            y = newValue.second / 128
        }
    }
}
