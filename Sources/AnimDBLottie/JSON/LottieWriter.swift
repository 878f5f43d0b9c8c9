#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a `LottieAnimation` as Bodymovin JSON: deterministic bytes (fixed member order, canonical numbers, no
/// whitespace), so the same animation always gives the same file.
///
/// Members follow Bodymovin's order, with each shape item's `ty` first (lottie-android needs it there). Every
/// property carries `a`; keyframes carry `o`/`i` only when eased and `h` only when held; layers carry the
/// defaults older players expect (`ddd`, `sr`, `ao`, `bm`). Numbers are written as the store's canonical JSON
/// writes them (shortest text that reads back to the same `Double`); rounding, where wanted, happens when the
/// model is built (`LottieBaker`), never here.
///
/// ```swift
/// let data = try LottieWriter.data(animation)
/// ```
public enum LottieWriter {
    /// The document as UTF-8 JSON.
    /// - Throws: `LottieError` when a number is not finite (NaN or infinity), naming its JSON path.
    public static func data(_ animation: LottieAnimation) throws(LottieError) -> Data {
        Data(try json(animation).bytes())
    }

    static func json(_ animation: LottieAnimation) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [
            ("v", .string(animation.version)), ("fr", .number(animation.frameRate)),
            ("ip", .number(animation.inPoint)), ("op", .number(animation.outPoint)), ("w", .int(animation.width)),
            ("h", .int(animation.height)), ("nm", .string(animation.name)), ("ddd", .int(0)),
            ("assets", .array(animation.precompositions.map(precomposition))),
        ]
        if !animation.fonts.isEmpty {
            members.append(("fonts", .object([("list", .array(animation.fonts.map(font)))])))
        }
        if !animation.glyphs.isEmpty { members.append(("chars", .array(animation.glyphs.map(glyph)))) }
        members.append(("layers", .array(animation.layers.map(layer))))
        members.append(("markers", .array([])))
        return .object(members)
    }

    static func font(_ font: LottieFont) -> OrderedJSON {
        .object([
            ("fName", .string(font.name)), ("fFamily", .string(font.family)), ("fStyle", .string(font.style)),
            ("ascent", .number(font.ascent)),
        ])
    }

    static func transform(_ transform: LottieTransform) -> OrderedJSON {
        .object(transformMembers(transform))
    }

    static func transformMembers(_ transform: LottieTransform) -> [(key: String, value: OrderedJSON)] {
        var members: [(key: String, value: OrderedJSON)] = [
            ("o", property(transform.opacity)), ("r", property(transform.rotation)),
        ]
        switch transform.position {
        case .combined(let position):
            members.append(("p", property(position)))
        case .split(let x, let y):
            members.append(("p", .object([("s", .bool(true)), ("x", property(x)), ("y", property(y))])))
        }
        members.append(("a", property(transform.anchor)))
        members.append(("s", property(transform.scale)))
        if let skew = transform.skew { members.append(("sk", property(skew))) }
        if let axis = transform.skewAxis { members.append(("sa", property(axis))) }
        return members
    }

    static func text(_ text: LottieText) -> OrderedJSON {
        let keyframes = text.keyframes.map { keyframe -> OrderedJSON in
            let document = keyframe.document
            return .object([
                (
                    "s",
                    .object(
                        [
                            ("s", .number(document.size)), ("f", .string(document.fontName)),
                            ("t", .string(document.text)), ("j", .int(document.justification.rawValue)),
                            ("tr", .number(document.tracking)), ("lh", .number(document.lineHeight)),
                            ("ls", .number(document.baselineShift)), ("fc", .numbers(document.fillColor)),
                        ] + textExtras(document))
                ),
                ("t", .number(keyframe.time)),
            ])
        }
        return .object([
            ("d", .object([("k", .array(keyframes))])), ("p", .object([])),
            ("m", .object([("g", .int(1)), ("a", property(LottieProperty<[Double]>.fixed([0, 0])))])),
            ("a", .array([])),
        ])
    }

    // MARK: - Shapes

    static func shapeItem(_ item: LottieShapeItem) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [("ty", .string(item.typeCode))]
        if let name = item.name { members.append(("nm", .string(name))) }
        if item.hidden { members.append(("hd", .bool(true))) }
        // The direction of a geometry's points: 1 as drawn, 3 reversed.
        let direction = OrderedJSON.int(item.reversed ? 3 : 1)
        switch item.kind {
        case .group(let items):
            members.append(("np", .int(items.count)))
            members.append(("it", .array(items.map(shapeItem))))
        case .rectangle(let position, let size, let roundness):
            members += [("d", direction), ("p", property(position)), ("s", property(size)), ("r", property(roundness))]
        case .ellipse(let position, let size):
            members += [("d", direction), ("p", property(position)), ("s", property(size))]
        case .polystar(let star):
            members += [
                ("d", direction), ("sy", .int(star.kind.rawValue)), ("p", property(star.position)),
                ("pt", property(star.points)), ("r", property(star.rotation)), ("or", property(star.outerRadius)),
                ("os", property(star.outerRoundness)),
            ]
            if let inner = star.innerRadius { members.append(("ir", property(inner))) }
            if let roundness = star.innerRoundness { members.append(("is", property(roundness))) }
        case .path(let shape):
            members += [("d", direction), ("ks", property(shape))]
        case .fill(let color, let opacity, let rule):
            members += [("c", property(color)), ("o", property(opacity)), ("r", .int(rule.rawValue))]
        case .stroke(let color, let opacity, let style):
            members += [("c", property(color)), ("o", property(opacity))] + strokeMembers(style)
        case .gradientFill(let gradient, let opacity, let rule):
            members += [("o", property(opacity)), ("r", .int(rule.rawValue))] + gradientMembers(gradient)
        case .gradientStroke(let gradient, let opacity, let style):
            members += [("o", property(opacity))] + strokeMembers(style) + gradientMembers(gradient)
        case .transform(let transform):
            members += transformMembers(transform)
        case .trim(let trim):
            members += [
                ("s", property(trim.start)), ("e", property(trim.end)), ("o", property(trim.offset)),
                ("m", .int(trim.mode.rawValue)),
            ]
        case .mergePaths(let mode):
            members.append(("mm", .int(mode.rawValue)))
        case .repeater(let repeater):
            let transform =
                transformMembers(repeater.transform) + [
                    ("so", property(repeater.startOpacity)), ("eo", property(repeater.endOpacity)),
                ]
            members += [
                ("c", property(repeater.copies)), ("o", property(repeater.offset)),
                ("m", .int(repeater.composite.rawValue)), ("tr", .object(transform)),
            ]
        case .roundedCorners(let radius):
            members.append(("r", property(radius)))
        }
        return .object(members)
    }

    static func strokeMembers(_ style: LottieStrokeStyle) -> [(key: String, value: OrderedJSON)] {
        var members: [(key: String, value: OrderedJSON)] = [
            ("w", property(style.width)), ("lc", .int(style.cap.rawValue)), ("lj", .int(style.join.rawValue)),
            ("ml", .number(style.miterLimit)),
        ]
        var dashes: [OrderedJSON] = style.dashes.enumerated().map { index, length in
            let isDash = index % 2 == 0
            return .object([
                ("n", .string(isDash ? "d" : "g")), ("nm", .string(isDash ? "dash" : "gap")), ("v", property(length)),
            ])
        }
        if let offset = style.dashOffset {
            dashes.append(.object([("n", .string("o")), ("nm", .string("offset")), ("v", property(offset))]))
        }
        if !dashes.isEmpty { members.append(("d", .array(dashes))) }
        return members
    }

    static func gradientMembers(_ gradient: LottieGradient) -> [(key: String, value: OrderedJSON)] {
        var members: [(key: String, value: OrderedJSON)] = [
            ("t", .int(gradient.kind.rawValue)), ("s", property(gradient.start)), ("e", property(gradient.end)),
            ("g", .object([("p", .int(gradient.colorStopCount)), ("k", property(gradient.stops))])),
        ]
        if let length = gradient.highlightLength { members.append(("h", property(length))) }
        if let angle = gradient.highlightAngle { members.append(("a", property(angle))) }
        return members
    }

    // MARK: - Properties

    static func property<Value: LottieJSONValue>(_ property: LottieProperty<Value>) -> OrderedJSON {
        switch property {
        case .fixed(let value):
            return .object([("a", .int(0)), ("k", value.json)])
        case .animated(let keyframes):
            return .object([
                ("a", .int(1)),
                (
                    "k",
                    .array(
                        keyframes.enumerated().map { index, keyframe in
                            self.keyframe(keyframe, isLast: index == keyframes.count - 1)
                        })
                ),
            ])
        }
    }

    static func keyframe<Value: LottieJSONValue>(_ keyframe: LottieKeyframe<Value>, isLast: Bool) -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = []
        // Handles describe the segment to the next keyframe; the last keyframe has none, a held one needs none.
        // A linear segment still gets them (lottie-web reads `o` on every eased keyframe).
        if !isLast, !keyframe.hold {
            let dimensions = keyframe.value.easedDimensions
            members.append(("i", handle(keyframe.easeIn ?? LottieEasingHandle(x: 1, y: 1, dimensions: dimensions))))
            members.append(("o", handle(keyframe.easeOut ?? LottieEasingHandle(x: 0, y: 0, dimensions: dimensions))))
        }
        members.append(("t", .number(keyframe.time)))
        members.append(("s", keyframe.value.keyframeJSON))
        if keyframe.hold { members.append(("h", .int(1))) }
        if let out = keyframe.spatialOut { members.append(("to", .numbers(out))) }
        if let into = keyframe.spatialIn { members.append(("ti", .numbers(into))) }
        return .object(members)
    }

    static func handle(_ handle: LottieEasingHandle) -> OrderedJSON {
        .object([("x", .numbers(handle.x)), ("y", .numbers(handle.y))])
    }
}

/// How a property value is written: as a fixed value (`k`) and as a keyframe's `s`.
protocol LottieJSONValue: LottieValue {
    var json: OrderedJSON { get }
    var keyframeJSON: OrderedJSON { get }
}

extension Double: LottieJSONValue {
    var json: OrderedJSON { .number(self) }
    /// Bodymovin writes scalar keyframe values as one-element arrays; every player reads that form.
    var keyframeJSON: OrderedJSON { .numbers([self]) }
}

extension Array: LottieJSONValue where Element == Double {
    var json: OrderedJSON { .numbers(self) }
    var keyframeJSON: OrderedJSON { .numbers(self) }
}

extension LottieBezier: LottieJSONValue {
    var json: OrderedJSON {
        func points(_ list: [LottiePoint]) -> OrderedJSON { .array(list.map { .numbers([$0.x, $0.y]) }) }
        return .object([
            ("c", .bool(closed)), ("v", points(vertices)), ("i", points(inTangents)), ("o", points(outTangents)),
        ])
    }

    /// A shape keyframe's `s` is a one-element array of shapes.
    var keyframeJSON: OrderedJSON { .array([json]) }
}
