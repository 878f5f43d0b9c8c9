import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Bounds on a Lottie file read from someone else, in the spirit of `ContentLimits`.
public struct LottieLimits: Hashable, Sendable {
    /// The largest file accepted, in bytes.
    public var maxBytes: Int
    /// The deepest JSON nesting.
    public var maxDepth: Int
    /// The deepest nesting of shape groups.
    public var maxGroupDepth: Int
    /// The most layers.
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

    public init(
        maxBytes: Int = 64 << 20, maxDepth: Int = 96, maxGroupDepth: Int = 32, maxLayers: Int = 10_000,
        maxShapeItems: Int = 200_000, maxKeyframes: Int = 100_000, maxVertices: Int = 100_000,
        maxStringBytes: Int = 64 << 10, maxMagnitude: Double = 1e9, maxFrameRate: Double = 1000,
        maxCanvas: Int = 100_000
    ) {
        self.maxBytes = maxBytes
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
    }
}

/// Something a Lottie file uses that animdb does not represent, and where; the reader leaves it out of the model.
public struct LottieUnsupported: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var feature: String

    public init(path: String, feature: String) {
        self.path = path
        self.feature = feature
    }

    /// `layers[1].masksProperties: masks`
    public var description: String { "\(path): \(feature)" }
}

/// A Lottie file as read: what animdb models, and the list of what it skipped.
public struct LottieDocument: Equatable, Sendable {
    public var animation: LottieAnimation
    /// Features found and left out, in file order, one entry per occurrence.
    public var unsupported: [LottieUnsupported]
}

/// Reads Lottie JSON from untrusted bytes into a `LottieAnimation`, refusing malformed input with one-line errors
/// that name the JSON path (`layers[2].shapes[0].ks.k: expected a number`) and reporting unsupported features
/// (masks, mattes, expressions, precompositions, images, effects, text animators, …) instead of failing on them.
///
/// Accepted forms beyond what animdb writes: scalar keyframe values as numbers or one-element arrays, easing
/// handles as numbers or arrays, flags as booleans or 0/1, split positions, and the pre-5.5 keyframe style whose
/// end values sit in `e` with a trailing time-only keyframe.
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
            value = try JSONParser(limits: .document(maxBytes: limits.maxBytes, maxDepth: limits.maxDepth)).parse(data)
        } catch {
            throw LottieError(
                path: "", message: "malformed JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        var context = LottieReadContext(limits: limits)
        let animation = try context.animation(LottieNode(value: value, path: ""))
        return LottieDocument(animation: animation, unsupported: context.unsupported)
    }
}

/// The state of one read: limits, running totals and the unsupported features found so far.
struct LottieReadContext {
    let limits: LottieLimits
    var unsupported: [LottieUnsupported] = []
    var shapeItemCount = 0
    var keyframeCount = 0

    init(limits: LottieLimits) {
        self.limits = limits
    }

    mutating func skip(_ node: LottieNode, _ feature: String) {
        unsupported.append(LottieUnsupported(path: node.path, feature: feature))
    }

    mutating func skip(_ path: String, _ feature: String) {
        unsupported.append(LottieUnsupported(path: path, feature: feature))
    }

    func number(_ node: LottieNode) throws(LottieError) -> Double { try node.number(limit: limits.maxMagnitude) }

    func string(_ node: LottieNode) throws(LottieError) -> String { try node.string(limit: limits.maxStringBytes) }

    /// The frame number at `node`.
    func frame(_ node: LottieNode) throws(LottieError) -> Double { try node.number(limit: limits.maxMagnitude) }

    // MARK: - Root

    mutating func animation(_ root: LottieNode) throws(LottieError) -> LottieAnimation {
        _ = try root.object()
        let version = try root.member("v").map { node throws(LottieError) in try string(node) } ?? ""
        let frameRate = try number(try root.require("fr"))
        guard frameRate > 0, frameRate <= limits.maxFrameRate else {
            throw LottieError(
                path: "fr", message: "frame rate must be above 0 and at most \(LottieNode.short(limits.maxFrameRate))")
        }
        let inPoint = try frame(try root.require("ip"))
        let outPoint = try frame(try root.require("op"))
        guard outPoint > inPoint else { throw LottieError(path: "op", message: "must be after ip") }
        let width = try root.require("w").integer(in: 1...limits.maxCanvas)
        let height = try root.require("h").integer(in: 1...limits.maxCanvas)
        let name = try root.member("nm").map { node throws(LottieError) in try string(node) } ?? ""
        if root.member("ddd").map({ (try? $0.flag()) == true }) == true { skip("ddd", "3D composition") }
        if let assets = root.member("assets") {
            for asset in try assets.array(limit: limits.maxLayers, of: "assets") {
                skip(asset, asset.member("layers") != nil ? "precomposition asset" : "image or data asset")
            }
        }
        if let slots = root.member("slots"), slots.value.objectValue?.isEmpty == false { skip(slots, "slots") }
        let fonts = try self.fonts(root.member("fonts"))
        let layerNodes = try root.require("layers").array(limit: limits.maxLayers, of: "layers")
        var layers: [LottieLayer] = []
        for (position, node) in layerNodes.enumerated() {
            if let layer = try self.layer(node, position: position, inPoint: inPoint, outPoint: outPoint) {
                layers.append(layer)
            }
        }
        return LottieAnimation(
            version: version, name: name, frameRate: frameRate, inPoint: inPoint, outPoint: outPoint, width: width,
            height: height, layers: layers, fonts: fonts)
    }

    mutating func fonts(_ node: LottieNode?) throws(LottieError) -> [LottieFont] {
        guard let list = node?.member("list") else { return [] }
        var fonts: [LottieFont] = []
        for font in try list.array(limit: limits.maxLayers, of: "fonts") {
            _ = try font.object()
            fonts.append(
                LottieFont(
                    name: try string(try font.require("fName")),
                    family: try font.member("fFamily").map { node throws(LottieError) in try string(node) } ?? "",
                    style: try font.member("fStyle").map { node throws(LottieError) in try string(node) } ?? "",
                    ascent: try font.member("ascent").map { node throws(LottieError) in try number(node) } ?? 75))
        }
        return fonts
    }

    // MARK: - Layers

    /// The layer at `node`, or nil (reported) for a layer type animdb does not model.
    mutating func layer(_ node: LottieNode, position: Int, inPoint: Double, outPoint: Double) throws(LottieError)
        -> LottieLayer?
    {
        _ = try node.object()
        let type = try node.require("ty").integer(in: 0...1000)
        let content: LottieLayer.Content
        switch type {
        case 3: content = .null
        case 4:
            var items: [LottieShapeItem] = []
            if let shapes = node.member("shapes") {
                items = try shapeItems(shapes, groupDepth: 0)
            }
            content = .shapes(items)
        case 5:
            content = .text(try text(try node.require("t")))
        default:
            let names = [0: "precomposition layer", 1: "solid layer", 2: "image layer", 6: "audio layer"]
            skip(node, names[type] ?? "layer type \(type)")
            return nil
        }
        reportLayerFeatures(node)
        let index = try node.member("ind")?.integer(in: -1_000_000_000...1_000_000_000) ?? position + 1
        let parent = try node.member("parent")?.integer(in: -1_000_000_000...1_000_000_000)
        let isMatteSource = try node.member("td")?.flag() ?? false
        var matte: LottieMatteMode?
        if let tt = node.member("tt") {
            let mode = try tt.integer(in: 0...4)
            matte = LottieMatteMode(rawValue: mode)
        }
        let transform = try node.member("ks").map { node throws(LottieError) in try self.transform(node) } ?? .identity
        return LottieLayer(
            index: index,
            name: try node.member("nm").map { node throws(LottieError) in try string(node) } ?? "",
            parent: parent,
            inPoint: try node.member("ip").map { node throws(LottieError) in try frame(node) } ?? inPoint,
            outPoint: try node.member("op").map { node throws(LottieError) in try frame(node) } ?? outPoint,
            startTime: try node.member("st").map { node throws(LottieError) in try frame(node) } ?? 0,
            transform: transform, content: content, matteMode: matte, isMatteSource: isMatteSource,
            hidden: try node.member("hd")?.flag() ?? false)
    }

    /// Reports what a layer uses beyond its transform and content.
    mutating func reportLayerFeatures(_ node: LottieNode) {
        if let masks = node.member("masksProperties"), masks.value.arrayValue?.isEmpty == false {
            skip(masks, "masks")
        }
        if let effects = node.member("ef"), effects.value.arrayValue?.isEmpty == false { skip(effects, "effects") }
        if let matte = node.member("tt"), matte.value.numberValue != 0 { skip(matte, "track matte") }
        if let source = node.member("td"), (try? source.flag()) == true { skip(source, "track matte source") }
        if let remap = node.member("tm") { skip(remap, "time remapping") }
        if let stretch = node.member("sr"), stretch.value.numberValue != 1 { skip(stretch, "time stretch") }
        if let orient = node.member("ao"), (try? orient.flag()) == true { skip(orient, "auto-orient") }
        if let threeD = node.member("ddd"), (try? threeD.flag()) == true { skip(threeD, "3D layer") }
        if let styles = node.member("sy"), styles.value.arrayValue?.isEmpty == false { skip(styles, "layer styles") }
        if let blend = node.member("bm"), blend.value.numberValue != 0 { skip(blend, "blend mode") }
    }

    mutating func transform(_ node: LottieNode) throws(LottieError) -> LottieTransform {
        _ = try node.object()
        var transform = LottieTransform()
        if let anchor = node.member("a") { transform.anchor = try vectorProperty(anchor, count: 2...3) }
        if let position = node.member("p") { transform.position = try self.position(position) }
        if let scale = node.member("s") { transform.scale = try vectorProperty(scale, count: 2...3) }
        if let rotation = node.member("r") ?? node.member("rz") { transform.rotation = try scalarProperty(rotation) }
        if let opacity = node.member("o") { transform.opacity = try scalarProperty(opacity) }
        if let skew = node.member("sk") {
            let property = try scalarProperty(skew)
            if property != .fixed(0) { skip(skew, "skew") }
            transform.skew = property
        }
        if let axis = node.member("sa") { transform.skewAxis = try scalarProperty(axis) }
        for key in ["rx", "ry", "or"] where node.member(key) != nil {
            skip(node.childPath(key), "3D rotation")
        }
        return transform
    }

    mutating func position(_ node: LottieNode) throws(LottieError) -> LottiePosition {
        _ = try node.object()
        if let split = node.member("s"), (try? split.flag()) == true {
            return .split(x: try scalarProperty(try node.require("x")), y: try scalarProperty(try node.require("y")))
        }
        return .combined(try vectorProperty(node, count: 2...3, spatial: true))
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
        guard size > 0 else { throw LottieError(path: node.childPath("s"), message: "font size must be above 0") }
        let justification = try node.member("j").map { node throws(LottieError) in
            LottieTextDocument.Justification(rawValue: try node.integer(in: 0...2)) ?? .left
        }
        return LottieTextDocument(
            text: try string(try node.require("t")),
            fontName: try node.member("f").map { node throws(LottieError) in try string(node) } ?? "",
            size: size,
            fillColor: try node.member("fc").map { node throws(LottieError) in
                try node.numbers(count: 3...4, limit: limits.maxMagnitude)
            } ?? [0, 0, 0],
            justification: justification ?? .left,
            lineHeight: try node.member("lh").map { node throws(LottieError) in try number(node) },
            tracking: try node.member("tr").map { node throws(LottieError) in try number(node) } ?? 0)
    }

    func checkTotalKeyframes(_ node: LottieNode) throws(LottieError) {
        guard keyframeCount <= limits.maxKeyframes * 10 else {
            throw node.error("the file has more than \(limits.maxKeyframes * 10) keyframes")
        }
    }
}
