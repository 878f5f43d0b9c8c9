#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The most work anything may do with an animation, counted from the model alone before any of it is done: every
/// number of every property of every layer instance (precompositions expanded as often as they are used) at every
/// frame shown. Whatever samples the animation per frame — the importer baking a track, `LottieFrame` drawing a
/// frame — does work in proportion to `total`, so `LottieLimits.maxWork` bounds its time and memory.
public struct LottieWork: Hashable, Sendable {
    /// The frames shown: `op − ip`, rounded up.
    public var frames: Int
    /// The layers drawn, precompositions expanded.
    public var layers: Int
    /// The numbers of one frame: every property's value (a point is 2, a colour 4, a Bézier shape 6 per vertex),
    /// plus one per layer.
    public var numbers: Int
    /// The deepest nesting of precompositions (0 without any).
    public var depth: Int

    /// `frames × numbers`, saturating at `Int.max`.
    public var total: Int {
        let (product, overflow) = frames.multipliedReportingOverflow(by: numbers)
        return overflow ? .max : product
    }

    /// The work of `animation`, whose references the reader has resolved (no precomposition contains itself).
    /// Nesting deeper than the limits' is counted only as far as it (the check refuses it anyway).
    public init(_ animation: LottieAnimation, limits: LottieLimits = LottieLimits()) {
        frames = max(Int((animation.outPoint - animation.inPoint).rounded(.up)), 1)
        let precompositions = Dictionary(
            animation.precompositions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let glyphNumbers = animation.glyphs.map { Self.numbers($0.shapes) }.max() ?? 0
        var memo: [String: (layers: Int, numbers: Int, depth: Int)] = [:]
        func measure(_ layers: [LottieLayer], depth: Int) -> (layers: Int, numbers: Int, depth: Int) {
            var result = (layers: 0, numbers: 0, depth: 0)
            for layer in layers {
                result.layers = Self.add(result.layers, 1)
                result.numbers = Self.add(result.numbers, Self.numbers(layer, glyphNumbers: glyphNumbers))
                guard case .precomposition(let reference) = layer.content,
                    let asset = precompositions[reference.referenceID], depth < limits.maxPrecompositionDepth + 1
                else { continue }
                let inner = memo[asset.id] ?? measure(asset.layers, depth: depth + 1)
                memo[asset.id] = inner
                result.layers = Self.add(result.layers, inner.layers)
                result.numbers = Self.add(result.numbers, inner.numbers)
                result.depth = max(result.depth, inner.depth + 1)
            }
            return result
        }
        let root = measure(animation.layers, depth: 0)
        layers = root.layers
        numbers = root.numbers
        depth = root.depth
    }

    static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }

    /// One layer's numbers per frame, its precomposition's excluded.
    static func numbers(_ layer: LottieLayer, glyphNumbers: Int) -> Int {
        var total = 1 + numbers(layer.transform)
        for mask in layer.masks {
            total += numbers(mask.shape) + numbers(mask.opacity) + numbers(mask.expansion)
        }
        switch layer.content {
        case .shapes(let items): total = add(total, numbers(items))
        case .text(let text):
            // A document drawn per frame: its characters, each a glyph's outline when the file has a glyph table.
            let characters = text.keyframes.map { $0.document.text.count }.max() ?? 0
            total = add(total, 16 + characters * (1 + glyphNumbers))
        case .precomposition(let reference): total += 3 + (reference.timeRemap.map(numbers) ?? 0)
        case .solid: total += 5
        case .null: break
        }
        return total
    }

    static func numbers(_ items: [LottieShapeItem]) -> Int {
        var total = 0
        for item in items {
            total = add(total, 1 + numbers(item.kind))
        }
        return total
    }

    static func numbers(_ kind: LottieShapeItem.Kind) -> Int {
        switch kind {
        case .group(let items): numbers(items)
        case .rectangle(let position, let size, let roundness): numbers(position) + numbers(size) + numbers(roundness)
        case .ellipse(let position, let size): numbers(position) + numbers(size)
        case .polystar(let star):
            numbers(star.position) + numbers(star.points) + numbers(star.rotation) + numbers(star.outerRadius)
                + numbers(star.outerRoundness) + (star.innerRadius.map(numbers) ?? 0)
                + (star.innerRoundness.map(numbers) ?? 0)
        case .path(let shape): numbers(shape)
        case .fill(let color, let opacity, _): numbers(color) + numbers(opacity)
        case .stroke(let color, let opacity, let style): numbers(color) + numbers(opacity) + numbers(style)
        case .gradientFill(let gradient, let opacity, _): numbers(gradient) + numbers(opacity)
        case .gradientStroke(let gradient, let opacity, let style):
            numbers(gradient) + numbers(opacity) + numbers(style)
        case .transform(let transform): numbers(transform)
        case .trim(let trim): numbers(trim.start) + numbers(trim.end) + numbers(trim.offset)
        case .mergePaths: 1
        case .repeater(let repeater):
            numbers(repeater.copies) + numbers(repeater.offset) + numbers(repeater.transform)
                + numbers(repeater.startOpacity) + numbers(repeater.endOpacity)
        case .roundedCorners(let radius): numbers(radius)
        }
    }

    static func numbers(_ transform: LottieTransform) -> Int {
        var total = numbers(transform.anchor) + numbers(transform.scale) + numbers(transform.rotation)
        total += numbers(transform.opacity) + (transform.skew.map(numbers) ?? 0)
        total += transform.skewAxis.map(numbers) ?? 0
        switch transform.position {
        case .combined(let position): total += numbers(position)
        case .split(let x, let y): total += numbers(x) + numbers(y)
        }
        return total
    }

    static func numbers(_ style: LottieStrokeStyle) -> Int {
        numbers(style.width) + style.dashes.reduce(0) { $0 + numbers($1) } + (style.dashOffset.map(numbers) ?? 0)
    }

    static func numbers(_ gradient: LottieGradient) -> Int {
        numbers(gradient.start) + numbers(gradient.end) + numbers(gradient.stops)
            + (gradient.highlightLength.map(numbers) ?? 0) + (gradient.highlightAngle.map(numbers) ?? 0)
    }

    /// The numbers of a property's largest value.
    static func numbers<V: LottieValue>(_ property: LottieProperty<V>) -> Int {
        switch property {
        case .fixed(let value): size(value)
        case .animated(let keyframes): keyframes.reduce(1) { max($0, size($1.value)) }
        }
    }

    static func size<V: LottieValue>(_ value: V) -> Int {
        switch value {
        case let shape as LottieBezier: 1 + 6 * shape.vertices.count
        case let vector as [Double]: max(vector.count, 1)
        default: 1
        }
    }
}
