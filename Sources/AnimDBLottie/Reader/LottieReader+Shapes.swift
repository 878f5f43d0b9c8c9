import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LottieReadContext {
    /// Shape items the reader reports by name rather than as an unknown type.
    static let knownUnsupportedShapes: [String: String] = [
        "tm": "trim path", "rd": "rounded corners", "rp": "repeater", "mm": "merge paths", "op": "offset path",
        "pb": "pucker/bloat", "tw": "twist", "zz": "zig-zag", "no": "no-style item",
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

    /// The item at `node`, or nil (reported) for a kind animdb does not model.
    mutating func shapeItem(_ node: LottieNode, groupDepth: Int) throws(LottieError) -> LottieShapeItem? {
        _ = try node.object()
        let type = try node.require("ty").string(limit: 16)
        let kind: LottieShapeItem.Kind
        switch type {
        case "gr":
            kind = .group(
                try node.member("it").map { child throws(LottieError) in
                    try shapeItems(child, groupDepth: groupDepth + 1)
                } ?? [])
        case "rc":
            kind = .rectangle(
                position: try vectorProperty(try node.require("p"), count: 2...3, spatial: true),
                size: try vectorProperty(try node.require("s"), count: 2...3),
                roundness: try node.member("r").map { child throws(LottieError) in try scalarProperty(child) }
                    ?? .fixed(0))
        case "el":
            kind = .ellipse(
                position: try vectorProperty(try node.require("p"), count: 2...3, spatial: true),
                size: try vectorProperty(try node.require("s"), count: 2...3))
        case "sr":
            kind = .polystar(try polystar(node))
        case "sh":
            kind = .path(try bezierProperty(try node.require("ks")))
        case "fl":
            kind = .fill(
                color: try colorProperty(try node.require("c")), opacity: try opacity(node),
                rule: try fillRule(node))
        case "st":
            kind = .stroke(
                color: try colorProperty(try node.require("c")), opacity: try opacity(node),
                style: try strokeStyle(node))
        case "gf":
            kind = .gradientFill(try gradient(node), opacity: try opacity(node), rule: try fillRule(node))
        case "gs":
            kind = .gradientStroke(try gradient(node), opacity: try opacity(node), style: try strokeStyle(node))
        case "tr":
            kind = .transform(try transform(node))
        default:
            skip(node, Self.knownUnsupportedShapes[type].map { $0 } ?? "shape type '\(type)'")
            return nil
        }
        return LottieShapeItem(
            name: try node.member("nm").map { child throws(LottieError) in try string(child) },
            hidden: try node.member("hd")?.flag() ?? false, kind)
    }

    mutating func polystar(_ node: LottieNode) throws(LottieError) -> LottiePolystar {
        let typeNode = try node.require("sy")
        guard let kind = LottiePolystar.Kind(rawValue: try typeNode.integer(in: 1...2)) else {
            throw typeNode.error("expected 1 (star) or 2 (polygon)")
        }
        var star = LottiePolystar(
            kind: kind, position: try vectorProperty(try node.require("p"), count: 2...3, spatial: true),
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

    func fillRule(_ node: LottieNode) throws(LottieError) -> LottieFillRule {
        guard let rule = node.member("r") else { return .nonZero }
        return LottieFillRule(rawValue: try rule.integer(in: 1...2)) ?? .nonZero
    }

    mutating func strokeStyle(_ node: LottieNode) throws(LottieError) -> LottieStrokeStyle {
        let cap = try node.member("lc").map { child throws(LottieError) in
            LottieLineCap(rawValue: try child.integer(in: 1...3))!
        }
        let join = try node.member("lj").map { child throws(LottieError) in
            LottieLineJoin(rawValue: try child.integer(in: 1...3))!
        }
        let miter = try node.member("ml").map { child throws(LottieError) in try number(child) }
        var dashes: [LottieProperty<Double>] = []
        var offset: LottieProperty<Double>?
        if let entries = node.member("d") {
            for entry in try entries.array(limit: 64, of: "dash entries") {
                _ = try entry.object()
                let kindNode = try entry.require("n")
                let value = try scalarProperty(try entry.require("v"))
                switch try kindNode.string(limit: 8) {
                case "d", "g": dashes.append(value)
                case "o": offset = value
                default: throw kindNode.error("expected \"d\", \"g\" or \"o\"")
                }
            }
        }
        // Lottie's defaults (round caps and joins) differ from SwiftUI's; a file that omits them means Lottie's.
        return LottieStrokeStyle(
            width: try scalarProperty(try node.require("w")), cap: cap ?? .round, join: join ?? .round,
            miterLimit: miter ?? 4, dashes: dashes, dashOffset: offset)
    }

    mutating func gradient(_ node: LottieNode) throws(LottieError) -> LottieGradient {
        let typeNode = try node.require("t")
        guard let kind = LottieGradient.Kind(rawValue: try typeNode.integer(in: 1...2)) else {
            throw typeNode.error("expected 1 (linear) or 2 (radial)")
        }
        if kind == .radial, let highlight = node.member("h"), (try? scalarProperty(highlight)) != .fixed(0) {
            skip(highlight, "radial gradient highlight")
        }
        let colors = try node.require("g")
        let countNode = try colors.require("p")
        let count = try countNode.integer(in: 1...1000)
        let stopsNode = try colors.require("k")
        let stops = try vectorProperty(stopsNode, count: 4 * count...(4 * count + 2 * 1000))
        for value in stops.allValues where (value.count - 4 * count) % 2 != 0 {
            throw stopsNode.error("gradient has \(count) colour stops but \(value.count) numbers")
        }
        return LottieGradient(
            kind: kind, start: try vectorProperty(try node.require("s"), count: 2...3, spatial: true),
            end: try vectorProperty(try node.require("e"), count: 2...3, spatial: true), colorStopCount: count,
            stops: stops)
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
