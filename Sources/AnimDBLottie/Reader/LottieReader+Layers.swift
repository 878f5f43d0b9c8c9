import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LottieReadContext {
    static let layerTypeNames = [2: "image layer", 6: "audio layer", 13: "camera layer", 15: "data layer"]

    /// The layer at `node`, or nil (with a line) for a layer type animdb does not model, as players skip them.
    mutating func layer(_ node: LottieNode, position: Int, inPoint: Double, outPoint: Double) throws(LottieError)
        -> LottieLayer?
    {
        guard node.isObject else {
            skip(node, "not a layer (\(node.shortText))")
            return nil
        }
        guard let typeNode = node.member("ty"), let typeNumber = typeNode.value.numberValue,
            typeNumber == typeNumber.rounded(), abs(typeNumber) <= 1e6
        else {
            skip(node, "a layer without a type (ty)")
            return nil
        }
        let type = Int(typeNumber)
        let content: LottieLayer.Content
        switch type {
        case 0:
            content = .precomposition(
                LottiePrecompositionLayer(
                    referenceID: try name(try node.require("refId")), width: try size(node.member("w")),
                    height: try size(node.member("h")),
                    timeRemap: try node.member("tm").map { node throws(LottieError) in try scalarProperty(node) }))
        case 1:
            content = .solid(
                LottieSolid(
                    color: solidColor(node.member("sc")), width: try size(node.member("sw")),
                    height: try size(node.member("sh"))))
        case 3: content = .null
        case 4:
            content = .shapes(
                try node.member("shapes").map { node throws(LottieError) in try shapeItems(node, groupDepth: 0) }
                    ?? [])
        case 5:
            content = .text(try text(try node.require("t")))
        default:
            skip(node, Self.layerTypeNames[type] ?? "layer type \(type)")
            return nil
        }
        reportLayerFeatures(node, type: type)
        let index = try node.member("ind")?.integer(in: -1_000_000_000...1_000_000_000) ?? position + 1
        let parent = try node.member("parent")?.integer(in: -1_000_000_000...1_000_000_000)
        var stretch = try node.member("sr").map { node throws(LottieError) in try number(node) } ?? 1
        if stretch == 0 {
            skip(node.childPath("sr"), "a time stretch of 0; read as 1")
            stretch = 1
        }
        let matte: LottieMatteMode? =
            node.member("tt").map { tt in
                tt.value.numberValue == 0 ? nil : Optional(enumeration(tt, LottieMatteMode.alpha, "matte mode"))
            } ?? nil
        return LottieLayer(
            index: index, name: try name(node.member("nm")), parent: parent,
            inPoint: try node.member("ip").map { node throws(LottieError) in try frame(node) } ?? inPoint,
            outPoint: try node.member("op").map { node throws(LottieError) in try frame(node) } ?? outPoint,
            startTime: try node.member("st").map { node throws(LottieError) in try frame(node) } ?? 0,
            transform: try node.member("ks").map { node throws(LottieError) in try self.transform(node) } ?? .identity,
            content: content, matteMode: matte, isMatteSource: try node.member("td")?.flag() ?? false,
            hidden: try node.member("hd")?.flag() ?? false, timeStretch: stretch,
            autoOrient: try node.member("ao")?.flag() ?? false, masks: try masks(node.member("masksProperties")),
            matteParent: try node.member("tp")?.integer(in: -1_000_000_000...1_000_000_000),
            blendMode: enumeration(node.member("bm"), LottieBlendMode.normal, "blend mode"),
            effects: try effects(node.member("ef")))
    }

    /// The drop shadows and Gaussian blurs of a layer (`ef`); other effects, and disabled ones, are left out with a
    /// line, as the model has no other.
    mutating func effects(_ node: LottieNode?) throws(LottieError) -> [LottieEffect] {
        guard let node else { return [] }
        var effects: [LottieEffect] = []
        for effect in try node.array(limit: limits.maxShapeItems, of: "effects") {
            _ = try effect.object()
            let type = try effect.member("ty")?.integer(in: 0...1_000) ?? -1
            guard try effect.member("en")?.flag() ?? true, type == 25 || type == 29 else {
                skip(effect, type == 25 || type == 29 ? "a disabled effect" : "effect type \(type)")
                continue
            }
            // Controls by their index (`ix`, from 1), as players find them.
            var controls: [Int: LottieNode] = [:]
            for (position, control) in try (effect.member("ef")?.array(limit: 64, of: "effect controls") ?? [])
                .enumerated()
            {
                let ix = try control.member("ix")?.integer(in: 0...1_000) ?? position + 1
                if let value = control.member("v") { controls[ix] = value }
            }
            func scalar(_ ix: Int, _ fallback: Double) throws(LottieError) -> LottieProperty<Double> {
                guard let value = controls[ix] else { return .fixed(fallback) }
                return try scalarProperty(value)
            }
            if type == 29 {
                effects.append(.gaussianBlur(blurriness: try scalar(1, 0)))
                continue
            }
            let color =
                try controls[1].map { value throws(LottieError) in try colorProperty(value) } ?? .fixed([0, 0, 0])
            effects.append(
                .dropShadow(
                    LottieDropShadow(
                        color: color, opacity: try scalar(2, 127.5), direction: try scalar(3, 135),
                        distance: try scalar(4, 5), softness: try scalar(5, 0))))
        }
        return effects
    }

    /// A layer size (`w`, `h`, `sw`, `sh`): a number from 0 up to the canvas limit, fractions kept; 0 when absent.
    func size(_ node: LottieNode?) throws(LottieError) -> Double {
        guard let node else { return 0 }
        let size = try number(node)
        guard size >= 0, size <= Double(limits.maxCanvas) else {
            throw node.error("size must be from 0 to \(limits.maxCanvas), got \(LottieNode.short(size))")
        }
        return size
    }

    /// A solid's colour, `#rrggbb` (or `#rgb`; an alpha pair is ignored, as players do): anything else is black,
    /// with a line.
    mutating func solidColor(_ node: LottieNode?) -> [Double] {
        guard let node else { return [0, 0, 0] }
        if let text = node.value.stringValue, text.hasPrefix("#") {
            var digits = text.utf8.dropFirst().compactMap { byte -> Double? in
                Int(String(UnicodeScalar(byte)), radix: 16).map(Double.init)
            }
            if digits.count == text.utf8.count - 1 {
                if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
                if digits.count == 6 || digits.count == 8 {
                    return (0..<3).map { (index: Int) -> Double in
                        let high: Double = digits[2 * index]
                        let low: Double = digits[2 * index + 1]
                        return (high * 16 + low) / 255
                    }
                }
            }
        }
        skip(node, "not a colour (\(node.shortText)); read as black")
        return [0, 0, 0]
    }

    /// Lists what a layer uses that the model leaves out.
    mutating func reportLayerFeatures(_ node: LottieNode, type: Int) {
        if type != 0, let remap = node.member("tm") {
            skip(remap, "time remapping of a layer that is no precomposition")
        }
        if let threeD = node.member("ddd"), (try? threeD.flag()) == true { skip(threeD, "3D layer") }
        if let styles = node.member("sy"), styles.value.arrayValue?.isEmpty == false { skip(styles, "layer styles") }
    }

    /// The masks of a layer; a mask without an outline is left out with a line, as players draw nothing for it.
    mutating func masks(_ node: LottieNode?) throws(LottieError) -> [LottieMask] {
        guard let node else { return [] }
        var masks: [LottieMask] = []
        for mask in try node.array(limit: limits.maxShapeItems, of: "masks") {
            _ = try mask.object()
            guard let shape = mask.member("pt") else {
                skip(mask, "a mask without an outline (pt)")
                continue
            }
            var mode = LottieMask.Mode.add
            if let modeNode = mask.member("mode") {
                if let text = modeNode.value.stringValue, let known = LottieMask.Mode(rawValue: text) {
                    mode = known
                } else {
                    skip(modeNode, "unknown mask mode \(modeNode.shortText); read as add")
                }
            }
            masks.append(
                LottieMask(
                    name: try name(mask.member("nm")), mode: mode, inverted: try mask.member("inv")?.flag() ?? false,
                    shape: try bezierProperty(shape),
                    opacity: try mask.member("o").map { node throws(LottieError) in try scalarProperty(node) }
                        ?? .fixed(100),
                    expansion: try mask.member("x").map { node throws(LottieError) in try scalarProperty(node) }
                        ?? .fixed(0)))
        }
        return masks
    }

    // MARK: - Transforms

    mutating func transform(_ node: LottieNode) throws(LottieError) -> LottieTransform {
        _ = try node.object()
        var transform = LottieTransform()
        if let anchor = node.member("a") { transform.anchor = try pointProperty(anchor, spatial: true) }
        if let position = node.member("p") { transform.position = try self.position(position) }
        if let scale = node.member("s") { transform.scale = try pointProperty(scale) }
        if let rotation = node.member("r") ?? node.member("rz") { transform.rotation = try scalarProperty(rotation) }
        if let opacity = node.member("o") { transform.opacity = try scalarProperty(opacity) }
        if let skew = node.member("sk") { transform.skew = try scalarProperty(skew) }
        if let axis = node.member("sa") { transform.skewAxis = try scalarProperty(axis) }
        for key in ["rx", "ry", "or"] {
            guard let rotation = node.member(key) else { continue }
            if (try? scalarProperty(rotation)) == .fixed(0) || (try? pointProperty(rotation)) == .fixed([0, 0]) {
                continue
            }
            skip(rotation, "3D rotation")
        }
        return transform
    }

    /// A position: one property, or x and y as properties of their own (`"s": true`, or `x` and `y` without `k`).
    mutating func position(_ node: LottieNode) throws(LottieError) -> LottiePosition {
        _ = try node.object()
        let split = try node.member("s")?.flag() ?? (node.member("k") == nil && node.member("x") != nil)
        if split {
            if let z = node.member("z"), (try? scalarProperty(z)) != .fixed(0) { skip(z, "3D position") }
            return .split(x: try scalarProperty(try node.require("x")), y: try scalarProperty(try node.require("y")))
        }
        return .combined(try pointProperty(node, spatial: true))
    }

    // MARK: - Text

    mutating func text(_ node: LottieNode) throws(LottieError) -> LottieText {
        _ = try node.object()
        if let animators = node.member("a"), animators.value.arrayValue?.isEmpty == false {
            skip(animators, "text animators")
        }
        if let path = node.member("p"), path.value.objectValue?.isEmpty == false { skip(path, "text on a path") }
        let keyframeNodes = try node.require("d").require("k").array(limit: limits.maxKeyframes, of: "keyframes")
        var keyframes: [LottieTextKeyframe] = []
        for keyframe in keyframeNodes {
            _ = try keyframe.object()
            let time = try keyframe.member("t").map { node throws(LottieError) in try frame(node) } ?? 0
            if let last = keyframes.last, time < last.time {
                throw keyframe.error("keyframe times must not decrease")
            }
            keyframes.append(LottieTextKeyframe(time: time, document: try textDocument(try keyframe.require("s"))))
        }
        keyframeCount += keyframes.count
        try checkTotalKeyframes(node)
        return LottieText(keyframes: keyframes)
    }

    mutating func textDocument(_ node: LottieNode) throws(LottieError) -> LottieTextDocument {
        _ = try node.object()
        let size = try number(try node.require("s"))
        guard size >= 0 else { throw LottieError(path: node.childPath("s"), message: "font size must not be negative") }
        let limit = limits.maxMagnitude
        func optional(_ key: String) throws(LottieError) -> Double? {
            try node.member(key).map { node throws(LottieError) in try number(node) }
        }
        func vector(_ key: String) throws(LottieError) -> [Double]? {
            try node.member(key).map { node throws(LottieError) in try node.numbers(count: 1...4, limit: limit) }
        }
        func color(_ key: String) throws(LottieError) -> [Double]? {
            try vector(key).map { $0.count >= 3 ? $0 : $0 + Array(repeating: 0, count: 3 - $0.count) }
        }
        return LottieTextDocument(
            text: try name(try node.require("t")), fontName: try name(node.member("f")), size: size,
            fillColor: try color("fc") ?? [0, 0, 0],
            justification: enumeration(node.member("j"), LottieTextDocument.Justification.left, "justification"),
            lineHeight: try optional("lh"), tracking: try optional("tr") ?? 0, baselineShift: try optional("ls") ?? 0,
            boxSize: try vector("sz").map(Self.point), boxPosition: try vector("ps").map(Self.point),
            strokeColor: try color("sc"), strokeWidth: try optional("sw") ?? 0,
            strokeOverFill: try node.member("of")?.flag() ?? false,
            caps: enumeration(node.member("ca"), LottieTextDocument.Caps.regular, "capitalisation"))
    }
}
