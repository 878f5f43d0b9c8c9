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
        if !layer.effects.isEmpty {
            members.append(("ef", .array(layer.effects.enumerated().map { effect($1, index: $0 + 1) })))
        }
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

    /// An effect as After Effects exports it: its controls in order, each with its match name and index.
    static func effect(_ effect: LottieEffect, index: Int) -> OrderedJSON {
        func control(_ type: Int, _ name: String, _ match: String, _ ix: Int, _ value: OrderedJSON) -> OrderedJSON {
            .object([
                ("ty", .int(type)), ("nm", .string(name)), ("mn", .string(match)), ("ix", .int(ix)), ("v", value),
            ])
        }
        let off = property(LottieProperty<Double>.fixed(0))
        let (name, match, controls): (String, String, [OrderedJSON])
        switch effect {
        case .dropShadow(let shadow):
            (name, match) = ("Drop Shadow", "ADBE Drop Shadow")
            controls = [
                control(2, "Shadow Color", "ADBE Drop Shadow-0001", 1, property(shadow.color)),
                control(0, "Opacity", "ADBE Drop Shadow-0002", 2, property(shadow.opacity)),
                control(0, "Direction", "ADBE Drop Shadow-0003", 3, property(shadow.direction)),
                control(0, "Distance", "ADBE Drop Shadow-0004", 4, property(shadow.distance)),
                control(0, "Softness", "ADBE Drop Shadow-0005", 5, property(shadow.softness)),
                control(7, "Shadow Only", "ADBE Drop Shadow-0006", 6, off),
            ]
        case .gaussianBlur(let blurriness):
            (name, match) = ("Gaussian Blur", "ADBE Gaussian Blur 2")
            controls = [
                control(0, "Blurriness", "ADBE Gaussian Blur 2-0001", 1, property(blurriness)),
                control(
                    7, "Blur Dimensions", "ADBE Gaussian Blur 2-0002", 2, property(LottieProperty<Double>.fixed(1))),
                control(7, "Repeat Edge Pixels", "ADBE Gaussian Blur 2-0003", 3, off),
            ]
        }
        return .object([
            ("ty", .int(effect.typeCode)), ("nm", .string(name)), ("mn", .string(match)), ("ix", .int(index)),
            ("en", .int(1)), ("ef", .array(controls)),
        ])
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
