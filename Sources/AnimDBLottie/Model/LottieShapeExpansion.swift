#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shape modifiers players apply by rewriting a layer's items, done the same way before a layer is drawn
/// (`LottieFrame`) or imported: repeaters become groups, one per copy, and rounded corners become the rectangles'
/// roundness. The model itself keeps the file's items, so reading and writing a file stays the identity.
public enum LottieShapeExpansion {
    /// The most items one layer's shapes may grow to through its repeaters (rlottie bounds a layer's shape
    /// content at 15 000, `kMaxShapeContentBudget`); a repeater that would pass it is left as one copy.
    public static let maxItems = 20_000
    /// The most frames an animated repeater is sampled at (each copy gets a keyframe per frame).
    public static let maxSampledFrames = 2_000

    /// The most items repeaters may add to one file's layers together (each drawing of a precomposition counts
    /// again): the reader's own limit on a file's shape items (`LottieLimits.maxShapeItems`).
    public static let maxAddedItems = 200_000
    /// The most sampled keyframes an animated repeater's copies may hold together.
    public static let maxSampledKeyframes = 200_000

    /// `items` with their repeaters expanded and rounded corners applied, and a note (JSON path, what) for each
    /// modifier left as it is. `path` is the items' JSON path (`layers[0].shapes`); `allowance` is how many items
    /// the expansion may add (what is left of `maxAddedItems` for the file).
    public static func expanded(_ items: [LottieShapeItem], path: String, allowance: Int = maxAddedItems) -> (
        items: [LottieShapeItem], notes: [(path: String, what: String)]
    ) {
        var budget = min(maxItems - count(items), max(allowance, 0))
        var notes: [(path: String, what: String)] = []
        let result = expand(items, path: path, budget: &budget, notes: &notes)
        return (result, notes)
    }

    /// The number of items, nested ones included.
    static func count(_ items: [LottieShapeItem]) -> Int {
        items.reduce(0) { total, item in
            if case .group(let children) = item.kind { return total + 1 + count(children) }
            return total + 1
        }
    }

    private static func expand(
        _ items: [LottieShapeItem], path: String, budget: inout Int, notes: inout [(path: String, what: String)]
    ) -> [LottieShapeItem] {
        var current: [LottieShapeItem] = []
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            switch item.kind {
            case .group(let children):
                var group = item
                group.kind = .group(expand(children, path: "\(itemPath).it", budget: &budget, notes: &notes))
                current.append(group)
            case .roundedCorners(let radius) where !item.hidden:
                // rlottie gives every rectangle before it in its group (nested groups included) this radius in
                // place of its own roundness (`LottieParserImpl::updateRoundedCorner`); other shapes keep their
                // corners there, and lottie-web, which rounds every path, is not followed.
                current = current.map { rounded($0, radius: radius) }
                if current.contains(where: hasOtherGeometry) {
                    notes.append((itemPath, "rounded corners are drawn on rectangles only, as rlottie draws them"))
                }
                current.append(item)
            case .repeater(let repeater) where !item.hidden:
                // Everything before the repeater in its group (its paints too) is what gets repeated
                // (rlottie's `LottieRepeaterProcesser`); the group's own transform stays the group's.
                let content = current.filter { $0.typeCode != "tr" }
                let transforms = current.filter { $0.typeCode == "tr" }
                guard let copies = copies(repeater, of: content, path: itemPath, budget: &budget, notes: &notes)
                else {
                    current.append(item)
                    continue
                }
                current = copies + transforms
            default:
                current.append(item)
            }
        }
        return current
    }

    /// Whether an item is (or holds) a geometry other than a rectangle.
    private static func hasOtherGeometry(_ item: LottieShapeItem) -> Bool {
        switch item.kind {
        case .group(let children): children.contains(where: hasOtherGeometry)
        case .ellipse, .polystar, .path: !item.hidden
        default: false
        }
    }

    /// A rectangle (or the rectangles in a group) with corners of `radius`.
    private static func rounded(_ item: LottieShapeItem, radius: LottieProperty<Double>) -> LottieShapeItem {
        var item = item
        switch item.kind {
        case .rectangle(let position, let size, _):
            item.kind = .rectangle(position: position, size: size, roundness: radius)
        case .group(let children): item.kind = .group(children.map { rounded($0, radius: radius) })
        default: break
        }
        return item
    }

    /// The copies of `content` a repeater draws, the last one first (Lottie lists the top item first; copy 0 is
    /// drawn at the bottom, each next copy above it, as rlottie draws them whatever `m` says); nil when the
    /// repeater is left out (with a line).
    private static func copies(
        _ repeater: LottieRepeater, of content: [LottieShapeItem], path: String, budget: inout Int,
        notes: inout [(path: String, what: String)]
    ) -> [LottieShapeItem]? {
        // rlottie makes as many copies as the largest keyframed count (at most 10 000) and hides those past the
        // count at each frame.
        let most = repeater.copies.allValues.filter(\.isFinite).max() ?? 0
        let copyCount = Int(min(max(most, 0), 10_000))
        // Each copy is a group of the content and a transform; the content and the repeater go.
        let added = copyCount * (count(content) + 2) - count(content) - 1
        guard added <= budget else {
            let limits = "at most \(maxItems) a layer, \(maxAddedItems) added a file"
            notes.append((path, "a repeater of \(copyCount) copies makes too many items (\(limits)); drawn once"))
            return nil
        }
        let frames = sampledFrames(repeater)
        guard frames.count <= maxSampledFrames, copyCount * frames.count <= maxSampledKeyframes else {
            notes.append(
                (path, "an animated repeater of \(copyCount) copies over \(frames.count) frames is drawn once"))
            return nil
        }
        budget -= added
        return (0..<copyCount).reversed().map { copy in
            let transform = LottieShapeItem(.transform(Self.transform(repeater, copy: copy, frames: frames)))
            return LottieShapeItem(name: "copy \(copy)", .group(content + [transform]))
        }
    }

    /// The whole frames an animated repeater is sampled at (its keyframes' span), or none when it is static.
    private static func sampledFrames(_ repeater: LottieRepeater) -> [Double] {
        let t = repeater.transform
        var times: [Double] = []
        func add<Value>(_ property: LottieProperty<Value>) {
            guard property.isAnimated, let keyframes = property.keyframes else { return }
            times += keyframes.map(\.time)
        }
        add(repeater.copies)
        add(repeater.offset)
        add(repeater.startOpacity)
        add(repeater.endOpacity)
        add(t.anchor)
        add(t.scale)
        add(t.rotation)
        switch t.position {
        case .combined(let property): add(property)
        case .split(let x, let y):
            add(x)
            add(y)
        }
        guard let first = times.filter(\.isFinite).min(), let last = times.filter(\.isFinite).max() else { return [] }
        let (start, end) = (first.rounded(.down), last.rounded(.up))
        guard end - start < Double(maxSampledFrames) else { return Array(repeating: 0, count: maxSampledFrames + 1) }
        return stride(from: start, through: end, by: 1).map { $0 }
    }

    /// Copy `copy`'s transform as a group transform: rlottie's `Repeater::Transform::matrix` with multiplier
    /// k = copy + offset — moved by k × position, scaled by scale^k and turned by k × rotation about the anchor —
    /// and its opacity start + (end − start) · copy / copies, 0 past the count (`renderer::Repeater::update`).
    /// Static repeaters give fixed values; animated ones a keyframe per whole frame (players draw whole frames).
    private static func transform(_ repeater: LottieRepeater, copy: Int, frames: [Double]) -> LottieTransform {
        let t = repeater.transform
        func anchor(_ frame: Double) -> [Double] { pair(t.anchor.value(at: frame), default: 0) }
        func multiplier(_ frame: Double) -> Double { Double(copy) + (repeater.offset.value(at: frame) ?? 0) }
        func position(_ frame: Double) -> [Double] {
            let p = t.position.value(at: frame) ?? LottiePoint(x: 0, y: 0)
            let (k, a) = (multiplier(frame), anchor(frame))
            return [p.x * k + a[0], p.y * k + a[1]]
        }
        func scale(_ frame: Double) -> [Double] {
            let k = multiplier(frame)
            return pair(t.scale.value(at: frame), default: 100).map { value in
                let scaled = 100 * pow(value / 100, k)
                return scaled.isFinite ? scaled : 0
            }
        }
        func rotation(_ frame: Double) -> Double { (t.rotation.value(at: frame) ?? 0) * multiplier(frame) }
        func opacity(_ frame: Double) -> Double {
            let copies = repeater.copies.value(at: frame) ?? 0
            guard Double(copy) < copies.rounded(.towardZero) else { return 0 }
            let start = repeater.startOpacity.value(at: frame) ?? 100
            let end = repeater.endOpacity.value(at: frame) ?? 100
            return start + (end - start) * Double(copy) / copies
        }
        func property<Value>(_ value: (Double) -> Value) -> LottieProperty<Value> {
            guard !frames.isEmpty else { return .fixed(value(0)) }
            return .from(frames.map { LottieKeyframe(time: $0, value: value($0)) })
        }
        return LottieTransform(
            anchor: property(anchor), position: .combined(property(position)), scale: property(scale),
            rotation: property(rotation), opacity: property(opacity))
    }

    /// A point-like value as two numbers (a missing y is the x, as for scales; nothing is `default`).
    private static func pair(_ value: [Double]?, default fallback: Double) -> [Double] {
        guard let value, let x = value.first else { return [fallback, fallback] }
        return [x, value.count > 1 ? value[1] : x]
    }
}
