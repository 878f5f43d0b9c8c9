import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LottieReadContext {
    /// Shape items the reader lists by name rather than as an unknown type.
    static let knownUnsupportedShapes: [String: String] = [
        "op": "offset path", "pb": "pucker/bloat", "tw": "twist", "zz": "zig-zag", "no": "no-style item",
    ]

    mutating func shapeItems(_ node: LottieNode, groupDepth: Int) throws(LottieError) -> [LottieShapeItem] {
        guard groupDepth <= limits.maxGroupDepth else {
            throw node.error("shape groups nested deeper than \(limits.maxGroupDepth)")
        }
        var items: [LottieShapeItem] = []
        for element in try node.array(limit: limits.maxShapeItems, of: "shape items") {
            shapeItemCount += 1
            guard shapeItemCount <= limits.maxShapeItems else {
                throw element.error("the file has more than \(limits.maxShapeItems) shape items")
            }
            if let item = try shapeItem(element, groupDepth: groupDepth) { items.append(item) }
        }
        return items
    }

    /// The item at `node`, or nil (with a line) for a kind animdb does not model, as players skip them.
    mutating func shapeItem(_ node: LottieNode, groupDepth: Int) throws(LottieError) -> LottieShapeItem? {
        guard node.isObject else {
            skip(node, "not a shape item (\(node.shortText))")
            return nil
        }
        guard let type = node.member("ty")?.value.stringValue else {
            skip(node, "a shape item without a type (ty)")
            return nil
        }
        func scalar(_ key: String, _ fallback: Double) throws(LottieError) -> LottieProperty<Double> {
            try node.member(key).map { child throws(LottieError) in try scalarProperty(child) } ?? .fixed(fallback)
        }
        let kind: LottieShapeItem.Kind
        switch type {
        case "gr":
            kind = .group(
                try node.member("it").map { child throws(LottieError) in
                    try shapeItems(child, groupDepth: groupDepth + 1)
                } ?? [])
        case "rc":
            kind = .rectangle(
                position: try pointProperty(try node.require("p"), spatial: true),
                size: try pointProperty(try node.require("s")), roundness: try scalar("r", 0))
        case "el":
            kind = .ellipse(
                position: try pointProperty(try node.require("p"), spatial: true),
                size: try pointProperty(try node.require("s")))
        case "sr":
            guard let star = try polystar(node) else { return nil }
            kind = .polystar(star)
        case "sh":
            kind = .path(try bezierProperty(try node.require("ks")))
        case "fl":
            kind = .fill(
                color: try colorProperty(try node.require("c")), opacity: try opacity(node), rule: fillRule(node))
        case "st":
            kind = .stroke(
                color: try colorProperty(try node.require("c")), opacity: try opacity(node),
                style: try strokeStyle(node))
        case "gf":
            kind = .gradientFill(try gradient(node), opacity: try opacity(node), rule: fillRule(node))
        case "gs":
            kind = .gradientStroke(try gradient(node), opacity: try opacity(node), style: try strokeStyle(node))
        case "tr":
            kind = .transform(try transform(node))
        case "tm":
            kind = .trim(
                LottieTrim(
                    start: try scalar("s", 0), end: try scalar("e", 100), offset: try scalar("o", 0),
                    mode: enumeration(node.member("m"), LottieTrim.Mode.simultaneous, "trim mode")))
        case "mm":
            kind = .mergePaths(enumeration(node.member("mm"), LottieMergeMode.merge, "merge mode"))
        case "rp":
            kind = .repeater(try repeater(node))
        case "rd":
            kind = .roundedCorners(radius: try scalar("r", 0))
        default:
            skip(node, Self.knownUnsupportedShapes[type] ?? "shape type '\(type.prefix(16))'")
            return nil
        }
        return LottieShapeItem(
            name: try node.member("nm").map { child throws(LottieError) in try name(child) },
            hidden: try node.member("hd")?.flag() ?? false, reversed: node.member("d")?.value.numberValue == 3, kind)
    }

    mutating func repeater(_ node: LottieNode) throws(LottieError) -> LottieRepeater {
        var repeater = LottieRepeater(
            copies: try scalarProperty(try node.require("c")),
            offset: try node.member("o").map { child throws(LottieError) in try scalarProperty(child) } ?? .fixed(0),
            composite: enumeration(node.member("m"), LottieRepeater.Composite.above, "repeater composite"))
        if let transform = node.member("tr") {
            repeater.transform = try self.transform(transform)
            if let start = transform.member("so") { repeater.startOpacity = try scalarProperty(start) }
            if let end = transform.member("eo") { repeater.endOpacity = try scalarProperty(end) }
        }
        return repeater
    }

    /// A star or polygon, or nil (with a line) for one of another kind, which players do not draw.
    mutating func polystar(_ node: LottieNode) throws(LottieError) -> LottiePolystar? {
        let typeNode = try node.require("sy")
        guard let number = typeNode.value.numberValue,
            let kind = LottiePolystar.Kind(rawValue: Int(exactly: number) ?? 0)
        else {
            skip(typeNode, "a polystar of unknown kind \(typeNode.shortText)")
            return nil
        }
        var star = LottiePolystar(
            kind: kind, position: try pointProperty(try node.require("p"), spatial: true),
            points: try scalarProperty(try node.require("pt")),
            rotation: try node.member("r").map { child throws(LottieError) in try scalarProperty(child) } ?? .fixed(0),
            outerRadius: try scalarProperty(try node.require("or")),
            outerRoundness: try node.member("os").map { child throws(LottieError) in try scalarProperty(child) }
                ?? .fixed(0))
        if kind == .star {
            star.innerRadius = try scalarProperty(try node.require("ir"))
            star.innerRoundness =
                try node.member("is").map { child throws(LottieError) in try scalarProperty(child) } ?? .fixed(0)
        }
        return star
    }

    mutating func opacity(_ node: LottieNode) throws(LottieError) -> LottieProperty<Double> {
        try node.member("o").map { child throws(LottieError) in try scalarProperty(child) } ?? .fixed(100)
    }

    mutating func fillRule(_ node: LottieNode) -> LottieFillRule {
        enumeration(node.member("r"), LottieFillRule.nonZero, "fill rule")
    }

    mutating func strokeStyle(_ node: LottieNode) throws(LottieError) -> LottieStrokeStyle {
        // Lottie's defaults (round caps and joins) differ from SwiftUI's; a file that omits them means Lottie's.
        let cap = enumeration(node.member("lc"), LottieLineCap.round, "line cap")
        let join = enumeration(node.member("lj"), LottieLineJoin.round, "line join")
        // `ml2` is the animatable miter limit of newer files; its first value stands for it.
        var miter = try node.member("ml").map { child throws(LottieError) in try number(child) }
        if miter == nil, let animated = node.member("ml2") { miter = try scalarProperty(animated).initialValue }
        var dashes: [LottieProperty<Double>] = []
        var offset: LottieProperty<Double>?
        if let entries = node.member("d") {
            for entry in try entries.array(limit: 64, of: "dash entries") {
                _ = try entry.object()
                let kindNode = try entry.require("n")
                let value = try scalarProperty(try entry.require("v"))
                switch kindNode.value.stringValue {
                case "d", "g": dashes.append(value)
                case "o": offset = value
                default: skip(kindNode, "unknown dash entry \(kindNode.shortText)")
                }
            }
        }
        return LottieStrokeStyle(
            width: try scalarProperty(try node.require("w")), cap: cap, join: join, miterLimit: miter ?? 4,
            dashes: dashes, dashOffset: offset)
    }

    mutating func gradient(_ node: LottieNode) throws(LottieError) -> LottieGradient {
        let kind = enumeration(node.member("t"), LottieGradient.Kind.linear, "gradient type")
        let colors = try node.require("g")
        let countNode = try colors.require("p")
        let count = try countNode.integer(in: 1...1000)
        let stopsNode = try colors.require("k")
        let stops = try vectorProperty(stopsNode, count: 4 * count...(4 * count + 2 * 1000))
        for value in stops.allValues where (value.count - 4 * count) % 2 != 0 {
            throw stopsNode.error("gradient has \(count) colour stops but \(value.count) numbers")
        }
        func highlight(_ key: String) throws(LottieError) -> LottieProperty<Double>? {
            guard kind == .radial else { return nil }
            return try node.member(key).map { child throws(LottieError) in try scalarProperty(child) }
        }
        return LottieGradient(
            kind: kind, start: try pointProperty(try node.require("s"), spatial: true),
            end: try pointProperty(try node.require("e"), spatial: true), colorStopCount: count, stops: stops,
            highlightLength: try highlight("h"), highlightAngle: try highlight("a"))
    }
}

extension LottieProperty {
    /// Every value the property takes at a keyframe (or its fixed value).
    var allValues: [Value] {
        switch self {
        case .fixed(let value): [value]
        case .animated(let keyframes): keyframes.map(\.value)
        }
    }
}
