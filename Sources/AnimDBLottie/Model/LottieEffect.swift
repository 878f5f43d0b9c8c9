#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A layer effect (`ef`), the two After Effects effects Lottie players draw for SwiftUI's filters: a drop shadow
/// (`ty: 25`) and a Gaussian blur (`ty: 29`). Their values are in the layer's own space, before its transform.
public enum LottieEffect: Equatable, Sendable {
    /// `ty: 25`.
    case dropShadow(LottieDropShadow)
    /// `ty: 29`: `Blurriness` (lottie-web blurs with a standard deviation of 0.3 × blurriness), in both dimensions,
    /// edges not repeated.
    case gaussianBlur(blurriness: LottieProperty<Double>)

    /// The effect type (`ty`).
    public var typeCode: Int {
        switch self {
        case .dropShadow: 25
        case .gaussianBlur: 29
        }
    }

    /// Lottie's blurriness for a Gaussian's standard deviation (lottie-web's `SVGGaussianBlurEffect`: σ = 0.3 ×
    /// blurriness).
    public static func blurriness(standardDeviation: Double) -> Double { standardDeviation / 0.3 }

    /// A drop shadow's softness for a Gaussian's standard deviation (lottie-web's `SVGDropShadowEffect`: σ =
    /// softness / 4).
    public static func softness(standardDeviation: Double) -> Double { standardDeviation * 4 }
}

/// After Effects' Drop Shadow: a copy of the layer's alpha in `color` at `opacity` (0…255), moved `distance`
/// pixels towards `direction` (degrees clockwise from up), blurred by `softness`, under the layer.
public struct LottieDropShadow: Equatable, Sendable {
    public var color: LottieProperty<[Double]>
    public var opacity: LottieProperty<Double>
    public var direction: LottieProperty<Double>
    public var distance: LottieProperty<Double>
    public var softness: LottieProperty<Double>

    public init(
        color: LottieProperty<[Double]>, opacity: LottieProperty<Double>, direction: LottieProperty<Double>,
        distance: LottieProperty<Double>, softness: LottieProperty<Double>
    ) {
        self.color = color
        self.opacity = opacity
        self.direction = direction
        self.distance = distance
        self.softness = softness
    }
}
