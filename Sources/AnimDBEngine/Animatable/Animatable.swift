#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A type that describes how to animate a property: its `animatableData` is what the engine interpolates.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector is its own animatable data, as in SwiftUI.
    @inlinable
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        // swift-format-ignore
        set {}
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
#if !canImport(FoundationEssentials)
    extension CGFloat: Animatable {}
#endif
