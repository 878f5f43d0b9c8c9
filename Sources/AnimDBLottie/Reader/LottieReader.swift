import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Something a Lottie file uses that animdb does not represent, and where; the reader leaves it out of the model.
public struct LottieUnsupported: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var feature: String

    public init(path: String, feature: String) {
        self.path = path
        self.feature = feature
    }

    /// `layers[1].ef: effects`
    public var description: String { "\(path): \(feature)" }
}

/// A Lottie file as read: what animdb models, and the list of what it skipped.
public struct LottieDocument: Equatable, Sendable {
    public var animation: LottieAnimation
    /// Features found and left out (or read differently), in file order, one entry per occurrence.
    public var unsupported: [LottieUnsupported]
    /// What working on the animation costs at most, counted by `LottieWork` (within `LottieLimits.maxWork`).
    public var work: LottieWork
}

/// Reads Lottie JSON from untrusted bytes into a `LottieAnimation`, refusing malformed input with one-line errors
/// that name the JSON path (`layers[2].shapes[0].ks.k: expected a number`) and listing what it leaves out.
///
/// It reads what players read, in every form they accept: numbers bare or in one-element arrays, points of one to
/// four numbers (a missing y is 0, a z is dropped), fractional canvas and layer sizes, flags as booleans or numbers,
/// split positions, the pre-5.5 keyframe style (`e` end values, a trailing time-only keyframe), easing handles
/// outside 0…1 (clamped when evaluated), enumerations players clamp (an unknown blend mode, text justification,
/// line cap or fill rule reads as the default, with a line), names that are not strings. What players skip
/// silently (unknown layer and shape types, effects, layer styles, expressions, images, 3D) it skips with one line
/// in `LottieDocument.unsupported`. What no player can draw (a property without a value, keyframes going back in
/// time, tangents that do not match their vertices) is an error.
///
/// The work an animation asks for is bounded before anything else is done with it: `LottieWork` (frames × layer
/// instances × property numbers) against `LottieLimits.maxWork`, beside the limits on bytes, nesting, counts and
/// magnitudes.
///
/// ```swift
/// let document = try LottieReader().read(data)
/// ```
public struct LottieReader: Sendable {
    public var limits: LottieLimits

    public init(limits: LottieLimits = LottieLimits()) {
        self.limits = limits
    }

    /// Reads a whole file.
    /// - Throws: `LottieError` describing the first problem.
    public func read(_ data: Data) throws(LottieError) -> LottieDocument {
        guard data.count <= limits.maxBytes else {
            throw LottieError(
                path: "", message: "file is \(data.count) bytes, more than the limit of \(limits.maxBytes)")
        }
        let value: JSONValue
        do {
            var parseLimits = ContentLimits.document(maxBytes: limits.maxBytes, maxDepth: limits.maxDepth)
            parseLimits.maxValues = limits.maxValues
            value = try JSONParser(limits: parseLimits).parse(data)
        } catch {
            throw LottieError(
                path: "", message: "malformed JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        var context = LottieReadContext(limits: limits)
        let animation = try context.animation(LottieNode(value: value, path: ""))
        let work = LottieWork(animation, limits: limits)
        try limits.check(work, frameRate: animation.frameRate)
        return LottieDocument(animation: animation, unsupported: context.unsupported, work: work)
    }
}

/// The state of one read: limits, running totals and the unsupported features found so far.
struct LottieReadContext {
    let limits: LottieLimits
    var unsupported: [LottieUnsupported] = []
    var omitted = 0
    var shapeItemCount = 0
    var keyframeCount = 0
    var layerCount = 0
    /// Each precomposition's JSON path (`assets[3]`), for lines about its layers.
    var assetPaths: [String: String] = [:]

    /// The most lines listed; the rest are counted in one last line.
    static let maxListed = 1000

    init(limits: LottieLimits) {
        self.limits = limits
    }

    mutating func skip(_ node: LottieNode, _ feature: String) { skip(node.path, feature) }

    mutating func skip(_ path: String, _ feature: String) {
        guard unsupported.count < Self.maxListed else {
            omitted += 1
            return
        }
        unsupported.append(LottieUnsupported(path: path, feature: feature))
    }

    func number(_ node: LottieNode) throws(LottieError) -> Double { try node.number(limit: limits.maxMagnitude) }

    func string(_ node: LottieNode) throws(LottieError) -> String { try node.string(limit: limits.maxStringBytes) }

    /// The frame number at `node`.
    func frame(_ node: LottieNode) throws(LottieError) -> Double { try node.number(limit: limits.maxMagnitude) }

    /// A name (`nm`, ids): players show any value as text, so a number is its canonical text and anything else (an
    /// object, an array) is no name, with a line. Names are never refused for their characters.
    mutating func name(_ node: LottieNode?) throws(LottieError) -> String {
        guard let node else { return "" }
        switch node.value {
        case .string: return try string(node)
        case .number(let number): return JSONValue.canonicalNumber(number)
        case .bool(let flag): return flag ? "true" : "false"
        default:
            skip(node, "not a name (\(node.shortText)); read as none")
            return ""
        }
    }

    /// An enumeration's value: the case numbered by `node`, or `fallback` (with a line) for a number that names no
    /// case or a value that is not a number, as players fall back to their default.
    mutating func enumeration<E: RawRepresentable>(
        _ node: LottieNode?, _ fallback: E, _ what: String
    ) -> E where E.RawValue == Int {
        guard let node else { return fallback }
        if let number = node.value.numberValue, number == number.rounded(), abs(number) <= 1e6,
            let value = E(rawValue: Int(number))
        {
            return value
        }
        skip(node, "unknown \(what) \(node.shortText); read as \(fallback)")
        return fallback
    }

    // MARK: - Root

    mutating func animation(_ root: LottieNode) throws(LottieError) -> LottieAnimation {
        _ = try root.object()
        let version = try self.name(root.member("v"))
        let frameRate = try number(try root.require("fr"))
        guard frameRate > 0, frameRate <= limits.maxFrameRate else {
            throw LottieError(
                path: "fr", message: "frame rate must be above 0 and at most \(LottieNode.short(limits.maxFrameRate))")
        }
        let inPoint = try frame(try root.require("ip"))
        let outPoint = try frame(try root.require("op"))
        guard outPoint > inPoint else { throw LottieError(path: "op", message: "must be after ip") }
        let width = try canvasSide(try root.require("w"))
        let height = try canvasSide(try root.require("h"))
        let title = try self.name(root.member("nm"))
        if root.member("ddd").map({ (try? $0.flag()) == true }) == true { skip("ddd", "3D composition") }
        if let slots = root.member("slots"), slots.value.objectValue?.isEmpty == false { skip(slots, "slots") }
        var precompositions = try assets(root.member("assets"), inPoint: inPoint, outPoint: outPoint)
        let fonts = try self.fonts(root.member("fonts"))
        let glyphs = try self.glyphs(root.member("chars"))
        var layers = try self.layers(try root.require("layers"), inPoint: inPoint, outPoint: outPoint)
        resolveReferences(&layers, &precompositions, assetPaths: assetPaths)
        if omitted > 0 { unsupported.append(LottieUnsupported(path: "", feature: "and \(omitted) more lines")) }
        return LottieAnimation(
            version: version, name: title, frameRate: frameRate, inPoint: inPoint, outPoint: outPoint, width: width,
            height: height, layers: layers, precompositions: precompositions, fonts: fonts, glyphs: glyphs)
    }

    /// A canvas side: a number from 1 up to the limit, truncated to a whole number, as lottie-android reads `w`
    /// and `h` (a side under 1 would draw nothing).
    func canvasSide(_ node: LottieNode) throws(LottieError) -> Int {
        guard node.value.numberValue != nil else { throw node.error("expected a whole number") }
        let side = try number(node)
        guard side >= 1, side <= Double(limits.maxCanvas) else {
            throw node.error("canvas side must be from 1 to \(limits.maxCanvas), got \(LottieNode.short(side))")
        }
        return Int(side)
    }

    /// The layers of a composition, each read with the composition's in and out points as defaults.
    mutating func layers(_ node: LottieNode, inPoint: Double, outPoint: Double) throws(LottieError) -> [LottieLayer] {
        var layers: [LottieLayer] = []
        for (position, layerNode) in try node.array(limit: limits.maxLayers, of: "layers").enumerated() {
            layerCount += 1
            guard layerCount <= limits.maxLayers else {
                throw layerNode.error("the file has more than \(limits.maxLayers) layers")
            }
            if let layer = try self.layer(layerNode, position: position, inPoint: inPoint, outPoint: outPoint) {
                layers.append(layer)
            }
        }
        return layers
    }

    /// The precomposition assets; image, sound and data assets are listed and left out.
    mutating func assets(_ node: LottieNode?, inPoint: Double, outPoint: Double) throws(LottieError)
        -> [LottiePrecomposition]
    {
        guard let node else { return [] }
        var result: [LottiePrecomposition] = []
        var ids: Set<String> = []
        for asset in try node.array(limit: limits.maxLayers, of: "assets") {
            guard asset.isObject else {
                skip(asset, "not an asset (\(asset.shortText))")
                continue
            }
            guard let layers = asset.member("layers") else {
                skip(asset, asset.member("p") != nil ? "image asset" : "data asset")
                continue
            }
            let id = try name(asset.member("id"))
            guard ids.insert(id).inserted else {
                skip(asset.childPath("id"), "a second asset with id '\(id)'; the first is used")
                continue
            }
            assetPaths[id] = asset.path
            let frameRate = try asset.member("fr").map { node throws(LottieError) in try number(node) }
            result.append(
                LottiePrecomposition(
                    id: id, name: try name(asset.member("nm")), frameRate: frameRate,
                    layers: try self.layers(layers, inPoint: inPoint, outPoint: outPoint)))
        }
        return result
    }

    mutating func fonts(_ node: LottieNode?) throws(LottieError) -> [LottieFont] {
        guard let list = node?.member("list") else { return [] }
        var fonts: [LottieFont] = []
        for font in try list.array(limit: limits.maxLayers, of: "fonts") {
            _ = try font.object()
            fonts.append(
                LottieFont(
                    name: try name(font.member("fName")), family: try name(font.member("fFamily")),
                    style: try name(font.member("fStyle")),
                    ascent: try font.member("ascent").map { node throws(LottieError) in try number(node) } ?? 75))
        }
        return fonts
    }

    /// The glyph table (`chars`): each glyph's character, font, size, advance and outline shapes.
    mutating func glyphs(_ node: LottieNode?) throws(LottieError) -> [LottieGlyph] {
        guard let node else { return [] }
        var glyphs: [LottieGlyph] = []
        for glyph in try node.array(limit: limits.maxShapeItems, of: "glyphs") {
            _ = try glyph.object()
            var shapes: [LottieShapeItem] = []
            if let data = glyph.member("data") {
                if data.member("refId") != nil {
                    skip(data, "a glyph drawn by a precomposition")
                } else if let items = data.member("shapes") {
                    shapes = try shapeItems(items, groupDepth: 0)
                }
            }
            glyphs.append(
                LottieGlyph(
                    character: try name(glyph.member("ch")), family: try name(glyph.member("fFamily")),
                    style: try name(glyph.member("style")),
                    size: try glyph.member("size").map { node throws(LottieError) in try number(node) } ?? 0,
                    width: try glyph.member("w").map { node throws(LottieError) in try number(node) } ?? 0,
                    shapes: shapes))
        }
        return glyphs
    }

    func checkTotalKeyframes(_ node: LottieNode) throws(LottieError) {
        guard keyframeCount <= limits.maxKeyframes * 10 else {
            throw node.error("the file has more than \(limits.maxKeyframes * 10) keyframes")
        }
    }
}
