#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LottieWriter {
    static func layer(_ layer: LottieLayer) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [
            ("ddd", .int(0)), ("ind", .int(layer.index)), ("ty", .int(layer.typeCode)), ("nm", .string(layer.name)),
        ]
        if let parent = layer.parent { members.append(("parent", .int(parent))) }
        if layer.isMatteSource { members.append(("td", .int(1))) }
        if let matte = layer.matteMode { members.append(("tt", .int(matte.rawValue))) }
        if let matteParent = layer.matteParent { members.append(("tp", .int(matteParent))) }
        switch layer.content {
        case .precomposition(let reference):
            members += [
                ("refId", .string(reference.referenceID)), ("w", .number(reference.width)),
                ("h", .number(reference.height)),
            ]
            if let remap = reference.timeRemap { members.append(("tm", property(remap))) }
        case .solid(let solid):
            members += [
                ("sc", .string(hexColor(solid.color))), ("sw", .number(solid.width)), ("sh", .number(solid.height)),
            ]
        default:
            break
        }
        members.append(("sr", .number(layer.timeStretch)))
        members.append(("ks", transform(layer.transform)))
        members.append(("ao", .int(layer.autoOrient ? 1 : 0)))
        if !layer.masks.isEmpty {
            members.append(("hasMask", .bool(true)))
            members.append(("masksProperties", .array(layer.masks.map(mask))))
        }
        switch layer.content {
        case .shapes(let items): members.append(("shapes", .array(items.map(shapeItem))))
        case .text(let text): members.append(("t", self.text(text)))
        case .null, .precomposition, .solid: break
        }
        members.append(("ip", .number(layer.inPoint)))
        members.append(("op", .number(layer.outPoint)))
        members.append(("st", .number(layer.startTime)))
        members.append(("bm", .int(layer.blendMode.rawValue)))
        if layer.hidden { members.append(("hd", .bool(true))) }
        return .object(members)
    }

    static func mask(_ mask: LottieMask) -> OrderedJSON {
        .object([
            ("inv", .bool(mask.inverted)), ("mode", .string(mask.mode.rawValue)), ("pt", property(mask.shape)),
            ("o", property(mask.opacity)), ("x", property(mask.expansion)), ("nm", .string(mask.name)),
        ])
    }

    static func precomposition(_ precomposition: LottiePrecomposition) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [
            ("id", .string(precomposition.id)), ("nm", .string(precomposition.name)),
        ]
        if let rate = precomposition.frameRate { members.append(("fr", .number(rate))) }
        members.append(("layers", .array(precomposition.layers.map(layer))))
        return .object(members)
    }

    static func glyph(_ glyph: LottieGlyph) -> OrderedJSON {
        .object([
            ("ch", .string(glyph.character)), ("size", .number(glyph.size)), ("style", .string(glyph.style)),
            ("w", .number(glyph.width)), ("data", .object([("shapes", .array(glyph.shapes.map(shapeItem)))])),
            ("fFamily", .string(glyph.family)),
        ])
    }

    /// A text document's members beyond the ones every document has, written only when they are not the default.
    static func textExtras(_ document: LottieTextDocument) -> [(key: String, value: OrderedJSON)] {
        var members: [(key: String, value: OrderedJSON)] = []
        if let size = document.boxSize { members.append(("sz", .numbers(size))) }
        if let position = document.boxPosition { members.append(("ps", .numbers(position))) }
        if let color = document.strokeColor { members.append(("sc", .numbers(color))) }
        if document.strokeWidth != 0 { members.append(("sw", .number(document.strokeWidth))) }
        if document.strokeOverFill { members.append(("of", .bool(true))) }
        if document.caps != .regular { members.append(("ca", .int(document.caps.rawValue))) }
        return members
    }

    /// `#rrggbb` for red, green and blue 0…1 (clamped).
    static func hexColor(_ color: [Double]) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for index in 0..<3 {
            let component = index < color.count && color[index].isFinite ? color[index] : 0
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            text.append(digits[byte / 16])
            text.append(digits[byte % 16])
        }
        return text
    }
}
