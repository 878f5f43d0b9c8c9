import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Bounds on a Lottie file read from someone else, in the spirit of `ContentLimits`: on what the file holds (bytes,
/// JSON values and nesting, layers, shape items, keyframes, vertices, strings, magnitudes) and, before anything is
/// done with it, on the work it asks for (`maxWork`, `maxLayerInstances`, `maxPrecompositionDepth`, and the
/// engine's longest duration).
public struct LottieLimits: Hashable, Sendable {
    /// The largest file accepted, in bytes.
    public var maxBytes: Int
    /// The most JSON values (containers included): with `maxBytes`, what bounds the memory the parse takes. Real
    /// files hold about 150 000 values per megabyte of vectors (images are long strings: one value each).
    public var maxValues: Int
    /// The deepest JSON nesting.
    public var maxDepth: Int
    /// The deepest nesting of shape groups.
    public var maxGroupDepth: Int
    /// The most layers in the file (every composition's together).
    public var maxLayers: Int
    /// The most shape items in the whole file.
    public var maxShapeItems: Int
    /// The most keyframes in one property, and in the whole file (× 10).
    public var maxKeyframes: Int
    /// The most vertices in one Bézier shape.
    public var maxVertices: Int
    /// The longest string, in UTF-8 bytes.
    public var maxStringBytes: Int
    /// The largest magnitude of any number (coordinates, frames, values).
    public var maxMagnitude: Double
    /// The highest frame rate accepted.
    public var maxFrameRate: Double
    /// The largest canvas side.
    public var maxCanvas: Int
    /// The most layers drawn once precompositions are expanded (a precomposition used twice draws its layers twice).
    public var maxLayerInstances: Int
    /// The deepest nesting of precompositions in precompositions.
    public var maxPrecompositionDepth: Int
    /// The most work an animation may ask for: `LottieWork.total`, the numbers of every property of every layer
    /// instance at every frame. The default (2²³ ≈ 8.4 million) is three times the largest file of the test corpus
    /// (2.5 million: 505 layer instances over 150 frames).
    public var maxWork: Int

    public init(
        maxBytes: Int = 64 << 20, maxValues: Int = 4 << 20, maxDepth: Int = 96, maxGroupDepth: Int = 32,
        maxLayers: Int = 10_000, maxShapeItems: Int = 200_000, maxKeyframes: Int = 100_000,
        maxVertices: Int = 100_000, maxStringBytes: Int = 64 << 10, maxMagnitude: Double = 1e9,
        maxFrameRate: Double = 1000, maxCanvas: Int = 100_000, maxLayerInstances: Int = 10_000,
        maxPrecompositionDepth: Int = 16, maxWork: Int = 1 << 23
    ) {
        self.maxBytes = maxBytes
        self.maxValues = maxValues
        self.maxDepth = maxDepth
        self.maxGroupDepth = maxGroupDepth
        self.maxLayers = maxLayers
        self.maxShapeItems = maxShapeItems
        self.maxKeyframes = maxKeyframes
        self.maxVertices = maxVertices
        self.maxStringBytes = maxStringBytes
        self.maxMagnitude = maxMagnitude
        self.maxFrameRate = maxFrameRate
        self.maxCanvas = maxCanvas
        self.maxLayerInstances = maxLayerInstances
        self.maxPrecompositionDepth = maxPrecompositionDepth
        self.maxWork = maxWork
    }

    /// Refuses an animation whose work is beyond the limits, in one line naming the biggest factor.
    ///
    /// - The composition may last at most `AnimationLimits.maxDuration` (an hour): no animation animdb plays is
    ///   longer, and a longer one would be refused after all the work, when stored.
    /// - Precompositions may nest `maxPrecompositionDepth` deep (a cycle nests forever) and expand to at most
    ///   `maxLayerInstances` layers.
    /// - `work.total` may be at most `maxWork`.
    public func check(_ work: LottieWork, frameRate: Double) throws(LottieError) {
        let seconds = Double(work.frames) / frameRate
        if seconds > AnimationLimits.maxDuration {
            throw LottieError(
                path: "op",
                message:
                    "the animation lasts \(LottieNode.short(seconds.rounded())) s (\(work.frames) frames at "
                    + "\(LottieNode.short(frameRate)) fps), longer than animdb's limit of "
                    + "\(LottieNode.short(AnimationLimits.maxDuration)) s")
        }
        if work.depth > maxPrecompositionDepth {
            throw LottieError(
                path: "assets",
                message: "precompositions nested \(work.depth) deep, more than the limit of \(maxPrecompositionDepth)")
        }
        if work.layers > maxLayerInstances {
            throw LottieError(
                path: "layers",
                message:
                    "the layers expand to \(work.layers) with their precompositions, more than the limit of "
                    + "\(maxLayerInstances)")
        }
        if work.total > maxWork {
            throw LottieError(
                path: "",
                message:
                    "too much work to import: \(work.frames) frames × \(work.numbers) property numbers in "
                    + "\(work.layers) layers is \(work.total), more than the limit of \(maxWork)")
        }
    }
}
