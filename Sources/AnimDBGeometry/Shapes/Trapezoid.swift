import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A trapezoid whose top edge is inset from both sides, as in Hacking with Swift's animated `Trapezoid`.
///
/// The path moves to (0, maxY), then lines to (insetAmount, minY), (maxX − insetAmount, minY) and (maxX, maxY),
/// and closes. Like the original it uses absolute x offsets, assuming `rect` starts at x = 0 as SwiftUI passes it.
public struct Trapezoid: Shape, Hashable {
    /// How far the top corners move in from the left and right edges.
    public var insetAmount: Double

    public init(insetAmount: Double) {
        self.insetAmount = insetAmount
    }

    public var animatableData: Double {
        get { insetAmount }
        set { insetAmount = newValue }
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.maxY))
        path.addLine(to: CGPoint(x: insetAmount, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - insetAmount, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
