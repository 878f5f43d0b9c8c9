import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a view as SwiftUI code writes it into timeline items: `--content 'Text("Shake me!").font(.title2)'`,
/// `--modifier '.stroke(.cyan, lineWidth: 3)'`, `--modifier '.frame(width: 200, height: 200)'`,
/// `--modifier login-shake` (a stored preset).
///
/// Calls map onto catalog types by their SwiftUI names (`Text`, `TextField`, `Arc`, `.trim`, `.fill`, `.stroke`, `.frame`,
/// `.padding`, `.background`, `.cornerRadius`, `.foregroundStyle`, `.font`, `.offset`, `.scaleEffect`,
/// `.rotationEffect`, `.opacity`, `.modifier(ShakeEffect(shakes: 0))`, `.shake(with:)`, `.shake(progress:intensity:)`)
/// and their labelled arguments onto parameters; argument text is kept as written, for the store's validator to
/// read and canonicalise. A name that is a stored preset becomes that preset, with any arguments as call-site values.
///
/// A text's own modifiers become its parameters, as SwiftUI's `Text` modifiers return a `Text`: `.font`,
/// `.foregroundStyle` and `.foregroundColor` chained straight on `Text(…)`, and `.multilineTextAlignment` anywhere
/// in the view (an environment value that reaches the view's one text wherever it is set); so does
/// `.textFieldStyle` of a `TextField`. Further down the chain `.font` and `.foregroundStyle` are modifier items that
/// set the environment, as in SwiftUI.
public struct ViewSyntax {
    /// What the reader needs to know of a stored preset: its name and type.
    public typealias PresetLookup = (String) -> (name: String, type: String)?

    let presets: PresetLookup
    /// The types calls may name: the catalog's and the store's own (`Star(points: 5)`).
    let types: TypeLibrary

    public init(presets: @escaping PresetLookup, types: TypeLibrary = .builtIn) {
        self.presets = presets
        self.types = types
    }

    /// A refusal with a one-line reason that names the offending text.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    /// The items of a `--content` expression: its content item, then any modifiers chained on it.
    public func content(_ text: String) throws(Failure) -> [Timeline.Item] {
        let chain = try Chain(text)
        guard let head = chain.head else {
            throw Failure(
                description: "'\(text)' must start with a view (a preset name, Text(…), TextField(…), a shape)")
        }
        var items = [try contentItem(head, in: text)]
        for call in chain.calls {
            try apply(call, to: &items, in: text)
        }
        return items
    }

    /// `view` with one `--modifier` expression applied: a stored preset's name, or one or more chained `.modifier(…)`
    /// calls, in order.
    public func appending(_ text: String, to view: [Timeline.Item]) throws(Failure) -> [Timeline.Item] {
        let chain = try Chain(text)
        var items = view
        if let head = chain.head {
            guard let preset = presets(head.name), head.arguments == nil else {
                throw Failure(
                    description: "'\(text)': a modifier is a preset name or starts with '.' (e.g. .frame(width: 200))")
            }
            if let kind = types.type(named: preset.type)?.kind, kind != .modifier {
                let what = kind == .shape ? "a shape" : "a text"
                throw Failure(description: "'\(head.name)' is \(what) (\(preset.type)), not a modifier")
            }
            items.append(.preset(preset.name, key: Self.key(for: preset.name)))
        }
        for call in chain.calls {
            try apply(call, to: &items, in: text)
        }
        return items
    }

    /// Gives every item a key no other item has, keeping the first one's and numbering the rest (`frame-2`).
    public static func uniqueKeys(_ items: [Timeline.Item]) -> [Timeline.Item] {
        var used: Set<String> = []
        return items.map { item in
            var item = item
            var candidate = item.key
            var number = 2
            while used.contains(candidate) {
                candidate = "\(item.key)-\(number)"
                number += 1
            }
            item.key = candidate
            used.insert(candidate)
            return item
        }
    }

    /// An item key for a preset name: names may hold '.', which separates a target's item from its parameter.
    public static func key(for presetName: String) -> String {
        presetName.replacing(".", with: "-")
    }

    // MARK: Content

    func contentItem(_ head: Chain.Call, in text: String) throws(Failure) -> Timeline.Item {
        // A call (`Star(points: 5)`) is the user's type where they have one of that name, as Swift reads it; a bare
        // name (`card`), or a call no type of theirs answers, is a stored preset.
        let callsUserType = head.arguments != nil && types.userTypes[head.name]?.kind.isContent == true
        if !callsUserType, let preset = presets(head.name) {
            guard types.type(named: preset.type)?.kind.isContent ?? true else {
                throw Failure(
                    description:
                        "'\(head.name)' is a modifier (\(preset.type)); the view's content is a shape or a text")
            }
            return .preset(
                preset.name, key: Self.key(for: preset.name),
                try parameters(head.arguments ?? [], of: preset.type, in: text))
        }
        switch head.name {
        case "Text":
            let arguments = try Self.require(head, in: text)
            guard let first = arguments.first, first.label == nil else {
                throw Failure(description: "'\(text)': Text needs its string first, as in Text(\"Shake me!\")")
            }
            return .inline("text", type: "text", ["text": first.text])
        case "TextField":
            let arguments = try Self.require(head, in: text)
            guard let first = arguments.first, first.label == nil else {
                throw Failure(
                    description: "'\(text)': TextField needs its placeholder first, as in TextField(\"username\")")
            }
            // `text: $binding` names the app's state; the field shows its placeholder.
            return .inline("field", type: "text-field", ["placeholder": first.text])
        default:
            guard let type = types.type(swiftName: head.name, where: \.kind.isContent) else {
                let names = types.all.filter(\.kind.isContent).map(\.swiftName) + ["Text", "TextField"]
                let hint = Suggestions.closest(to: head.name, in: names).map { ". Did you mean '\($0)'?" } ?? ""
                throw Failure(description: "'\(head.name)' is neither a preset nor a view animdb knows\(hint)")
            }
            return Timeline.Item(
                key: type.name,
                source: .inline(
                    type: type.name, parameters: try parameters(head.arguments ?? [], of: type.name, in: text),
                    ignored: []))
        }
    }

    // MARK: A text's own modifiers

    /// Applies one chained call to the view: into its text or text field when it is one of theirs, else as
    /// modifier items after the others.
    func apply(_ call: Chain.Call, to items: inout [Timeline.Item], in text: String) throws(Failure) {
        let parameter: String
        let contentType: String
        switch call.name {
        case "multilineTextAlignment": (parameter, contentType) = ("alignment", "text")
        case "textFieldStyle": (parameter, contentType) = ("style", "text-field")
        case "font" where items.count == 1: (parameter, contentType) = ("font", "text")
        case "foregroundStyle" where items.count == 1, "foregroundColor" where items.count == 1:
            (parameter, contentType) = ("foreground", "text")
        default:
            items += try modifierItems(call, chainedOn: items, in: text)
            return
        }
        guard case .inline(contentType, var parameters, let ignored) = items.first?.source else {
            // `.font` or `.foregroundStyle` on a shape or a stored text preset: the environment modifier.
            if call.name == "font" || call.name.hasPrefix("foreground") {
                items += try modifierItems(call, chainedOn: items, in: text)
                return
            }
            let what = contentType == "text" ? "a Text(…)" : "a TextField(…)"
            throw Failure(
                description: "'\(text)': .\(call.name) sets the look of \(what); this view's content is not one")
        }
        guard let value = call.arguments?.first?.text, call.arguments?.count == 1, call.arguments?[0].label == nil
        else {
            throw Failure(
                description: "'\(text)': .\(call.name) takes one value, as in .\(call.name)(\(Self.example(call.name)))"
            )
        }
        parameters.removeAll { $0.name == parameter }
        parameters.append(Preset.Parameter(name: parameter, value: value))
        items[0].source = .inline(type: contentType, parameters: parameters, ignored: ignored)
    }

    private static func example(_ call: String) -> String {
        switch call {
        case "multilineTextAlignment": ".trailing"
        case "textFieldStyle": ".roundedBorder"
        case "font": ".title2"
        default: ".white"
        }
    }

    // MARK: Modifiers

    func modifierItems(_ call: Chain.Call, chainedOn items: [Timeline.Item], in text: String) throws(Failure)
        -> [Timeline.Item]
    {
        let arguments = call.arguments ?? []
        func inline(_ type: String, _ values: [(String, String)]) -> [Timeline.Item] {
            [
                Timeline.Item(
                    key: type,
                    source: .inline(
                        type: type, parameters: values.map { Preset.Parameter(name: $0.0, value: $0.1) }, ignored: []))
            ]
        }
        func argument(_ label: String?) -> String? { arguments.first { $0.label == label }?.text }
        func unexpected() -> Failure {
            let labels = arguments.map { $0.label.map { "\($0):" } ?? "_" }.joined(separator: ", ")
            return Failure(description: "'\(text)': .\(call.name)(\(labels)) is not a form animdb reads")
        }
        // A user's modifier through its View extension (`.shake(with: 3)`) comes before the articles' built-ins of
        // the same spelling, as the user's extension would in their project.
        // Overloads (`shake(with:)`, `shake(progress:intensity:)`) are told apart by their labels, as Swift does.
        func matches(_ site: ModifierCallSite) -> Bool {
            site.name == call.name
                && arguments.allSatisfy { a in site.arguments.contains { $0.label == a.label } }
                && site.arguments.allSatisfy { p in p.defaultValue != nil || arguments.contains { $0.label == p.label }
                }
        }
        if let type = types.userTypes.values.sorted(by: { $0.name < $1.name }).first(where: {
            $0.kind == .modifier && $0.callSite.map(matches) == true
        }), let site = type.callSite {
            var values: [(String, String)] = site.fixed.sorted { $0.key < $1.key }.map {
                ($0.key, $0.value.description)
            }
            for parameter in site.arguments {
                if let given = arguments.first(where: { $0.label == parameter.label }) {
                    values.append((parameter.parameter, given.text))
                } else if let value = parameter.defaultValue {
                    values.append((parameter.parameter, value.description))
                }
            }
            return inline(type.name, values)
        }
        switch call.name {
        case "fill":
            guard let paint = argument(nil), arguments.allSatisfy({ $0.label == nil || $0.label == "style" }),
                arguments.count <= 2
            else { throw unexpected() }
            guard let style = argument("style") else { return inline("fill", [("paint", paint)]) }
            guard let evenOdd = Self.fillStyleEvenOdd(style) else {
                throw Failure(
                    description:
                        "'\(text)': .fill(_:style:) takes FillStyle(), FillStyle(eoFill: true) or FillStyle(eoFill: false)"
                )
            }
            return inline("fill", [("paint", paint)] + (evenOdd ? [("eoFill", "true")] : []))
        case "stroke", "strokeBorder":
            // `.strokeBorder` strokes inside the outline of an InsettableShape (the chain check refuses others).
            let type = call.name == "stroke" ? "stroke" : "stroke-border"
            guard let paint = argument(nil) else { throw unexpected() }
            if let style = argument("style") { return inline(type, [("paint", paint), ("style", style)]) }
            let extras = arguments.filter { $0.label != nil }
            guard extras.allSatisfy({ ["lineWidth", "lineCap", "lineJoin"].contains($0.label!) }) else {
                throw unexpected()
            }
            if extras.isEmpty { return inline(type, [("paint", paint)]) }
            let style = "StrokeStyle(" + extras.map { "\($0.label!): \($0.text)" }.joined(separator: ", ") + ")"
            return inline(type, [("paint", paint), ("style", style)])
        case "trim":
            // `.trim(from:to:)`, either label left out at SwiftUI's default (0 and 1).
            guard !arguments.isEmpty, arguments.allSatisfy({ $0.label == "from" || $0.label == "to" }) else {
                throw unexpected()
            }
            return inline("trim", arguments.map { ($0.label!, $0.text) })
        case "blur":
            guard arguments.allSatisfy({ $0.label == "radius" || $0.label == "opaque" }), argument("radius") != nil
            else { throw unexpected() }
            return inline("blur", arguments.map { ($0.label!, $0.text) })
        case "shadow":
            // `.shadow(radius:)`, `.shadow(color:radius:x:y:)`; iOS 16's `.shadow(_ style:)` is a style, not read.
            guard arguments.allSatisfy({ ["color", "radius", "x", "y"].contains($0.label ?? "") }),
                argument("radius") != nil
            else { throw unexpected() }
            return inline("shadow", arguments.map { ($0.label!, $0.text) })
        case "brightness", "contrast", "saturation", "grayscale":
            guard arguments.count == 1, let amount = argument(nil) else { throw unexpected() }
            return inline(call.name, [("amount", amount)])
        case "hueRotation":
            guard arguments.count == 1, let angle = argument(nil) else { throw unexpected() }
            return inline("hue-rotation", [("angle", angle)])
        case "colorMultiply":
            guard arguments.count == 1, let color = argument(nil) else { throw unexpected() }
            return inline("color-multiply", [("color", color)])
        case "colorInvert":
            guard arguments.isEmpty else { throw unexpected() }
            return inline("color-invert", [])
        case "blendMode":
            // `.blendMode(.multiply)`: stored as the case's name.
            let names = SceneFilter.blendModes.map(\.name)
            guard arguments.count == 1, let mode = argument(nil) else { throw unexpected() }
            let name = mode.hasPrefix("BlendMode.") ? String(mode.dropFirst(10)) : String(mode.drop { $0 == "." })
            guard names.contains(name) else {
                let hint = Suggestions.closest(to: name, in: names).map { ". Did you mean '.\($0)'?" } ?? ""
                throw Failure(description: "'\(text)': '\(mode)' is not one of SwiftUI's blend modes\(hint)")
            }
            return inline("blend-mode", [("mode", ExpressionText.stringLiteral(name))])
        case "frame":
            let fixed: Set<String> = ["width", "height", "alignment"]
            let flexible: Set<String> = [
                "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment",
            ]
            let labels = arguments.map { $0.label ?? "_" }
            if !labels.isEmpty, labels.allSatisfy(fixed.contains) {
                return inline("frame", arguments.map { ($0.label!, $0.text) })
            }
            guard !labels.isEmpty, labels.allSatisfy(flexible.contains) else { throw unexpected() }
            return inline("flexible-frame", arguments.map { ($0.label!, $0.text) })
        case "padding":
            // `.padding()`, `.padding(20)`, `.padding(.horizontal)`, `.padding(.horizontal, 20)`,
            // `.padding(EdgeInsets(top: …))`.
            guard arguments.count <= 2, arguments.allSatisfy({ $0.label == nil }) else { throw unexpected() }
            if arguments.count == 1, arguments[0].text.hasPrefix("EdgeInsets(") {
                guard let inner = try Chain(arguments[0].text).head?.arguments,
                    inner.allSatisfy({ ["top", "leading", "bottom", "trailing"].contains($0.label ?? "") })
                else { throw unexpected() }
                return inline("padding-insets", inner.map { ($0.label!, $0.text) })
            }
            let isEdges = { (text: String) in text.hasPrefix(".") || text.hasPrefix("[") || text.hasPrefix("Edge") }
            switch arguments.count {
            case 0: return inline("padding", [])
            case 1 where isEdges(arguments[0].text): return inline("padding", [("edges", arguments[0].text)])
            case 1: return inline("padding", [("length", arguments[0].text)])
            default: return inline("padding", [("edges", arguments[0].text), ("length", arguments[1].text)])
            }
        case "fixedSize":
            guard arguments.allSatisfy({ $0.label == "horizontal" || $0.label == "vertical" }) else {
                throw unexpected()
            }
            return inline("fixed-size", arguments.map { ($0.label!, $0.text) })
        case "position":
            guard !arguments.isEmpty, arguments.allSatisfy({ $0.label == "x" || $0.label == "y" }) else {
                throw unexpected()
            }
            return inline("position", arguments.map { ($0.label!, $0.text) })
        case "layoutPriority", "zIndex":
            guard arguments.count == 1, let value = argument(nil) else { throw unexpected() }
            return inline(call.name == "zIndex" ? "z-index" : "layout-priority", [("value", value)])
        case "transition":
            guard arguments.count == 1, let value = argument(nil) else { throw unexpected() }
            return inline("transition", [("transition", value)])
        case "animation":
            // `.animation(_:value:)`: the value is a state of the view, the animation an expression; both are kept as
            // text and checked when the view is built (ViewSpec), where the states are known.
            guard arguments.count == 2, let animation = argument(nil), let value = argument("value") else {
                if arguments.count == 1, argument(nil) != nil {
                    throw Failure(
                        description:
                            "'\(text)': .animation(_:) without a value is deprecated since iOS 15; write .animation(_:value:) with the state it watches"
                    )
                }
                throw unexpected()
            }
            return inline(
                "animation",
                [
                    ("animation", ExpressionText.stringLiteral(animation)),
                    ("value", ExpressionText.stringLiteral(value)),
                ])
        case "phaseAnimator":
            return try phaseAnimatorItems(call, chainedOn: items, in: text)
        case "keyframeAnimator":
            return try keyframeAnimatorItems(call, chainedOn: items, in: text)
        case "transaction":
            // `.transaction { $0.animation = … }` and `.transaction(value: state) { t in t.animation = … }`: one
            // assignment to the transaction's animation (nil, an animation, or the change's own one modified).
            guard let body = call.closure, arguments.allSatisfy({ $0.label == "value" }) else { throw unexpected() }
            guard let animation = Self.transactionAnimation(body) else {
                throw Failure(
                    description:
                        "'\(text)': animdb reads a transaction closure that sets its animation, as in { $0.animation = nil } or { t in t.animation = t.animation?.delay(1) }"
                )
            }
            return inline(
                "transaction",
                [("animation", ExpressionText.stringLiteral(animation))]
                    + (argument("value").map { [("value", ExpressionText.stringLiteral($0))] } ?? []))
        case "buttonStyle":
            guard arguments.count == 1, let value = argument(nil) else { throw unexpected() }
            return inline("button-style", [("style", value)])
        case "navigationTitle":
            guard arguments.count == 1, let value = argument(nil) else { throw unexpected() }
            return inline("navigation-title", [("title", value)])
        case "drawingGroup", "compositingGroup", "onAppear", "onDisappear", "onTapGesture", "onChange", "onSubmit",
            "onLongPressGesture", "navigationBarTitleDisplayMode", "tint", "accessibilityLabel", "id", "tag":
            // What SwiftUI runs or how it renders, not what it draws: actions belong to changes (--change), and an
            // offscreen drawing group looks the same.
            return []
        case "background":
            guard let paint = argument(nil) else { throw unexpected() }
            var values = [("paint", paint)]
            if let shape = argument("in") {
                guard let radius = Self.roundedRectangleRadius(shape) else {
                    throw Failure(description: "'\(text)': backgrounds are drawn in RoundedRectangle(cornerRadius: r)")
                }
                values.append(("cornerRadius", radius))
            }
            return inline("background", values)
        case "cornerRadius":
            guard arguments.count == 1, let radius = argument(nil) else { throw unexpected() }
            return inline("corner-radius", [("radius", radius)])
        case "foregroundStyle", "foregroundColor":
            guard arguments.count == 1, let paint = argument(nil) else { throw unexpected() }
            return inline("foreground", [("paint", paint)])
        case "font":
            guard arguments.count == 1, let font = argument(nil) else { throw unexpected() }
            return inline("font", [("font", font)])
        case "offset":
            // On a shape (before it is painted) Swift picks Shape.offset, which returns a shape: OffsetShape.
            let onShape = isShape(items)
            if onShape, arguments.count == 1, let size = argument(nil), size.hasPrefix("CGSize(") {
                guard let parts = try Chain(size).head?.arguments,
                    parts.allSatisfy({ $0.label == "width" || $0.label == "height" })
                else { throw unexpected() }
                return inline("shape-offset", parts.map { ($0.label == "width" ? "x" : "y", $0.text) })
            }
            guard !arguments.isEmpty, arguments.allSatisfy({ $0.label == "x" || $0.label == "y" }) else {
                throw unexpected()
            }
            return inline(onShape ? "shape-offset" : "offset", arguments.map { ($0.label!, $0.text) })
        case "rotation" where isShape(items):
            guard let angle = argument(nil), arguments.allSatisfy({ $0.label == nil || $0.label == "anchor" }) else {
                throw unexpected()
            }
            return inline("shape-rotation", [("angle", angle)] + (argument("anchor").map { [("anchor", $0)] } ?? []))
        case "scale" where isShape(items):
            let anchor = argument("anchor").map { [("anchor", $0)] } ?? []
            if let scale = argument(nil), arguments.allSatisfy({ $0.label == nil || $0.label == "anchor" }) {
                return inline("shape-scale", [("x", scale), ("y", scale)] + anchor)
            }
            guard !arguments.isEmpty, arguments.allSatisfy({ ["x", "y", "anchor"].contains($0.label ?? "") }) else {
                throw unexpected()
            }
            return inline("shape-scale", arguments.map { ($0.label!, $0.text) })
        case "inset" where isShape(items):
            guard arguments.count == 1, let amount = argument("by") else { throw unexpected() }
            return inline("shape-inset", [("amount", amount)])
        case "transform" where isShape(items):
            guard arguments.count == 1, let transform = argument(nil) else { throw unexpected() }
            return inline("shape-transform", try Self.affineTransform(transform, in: text, call: ".transform"))
        case "scaleEffect":
            let anchor = argument("anchor").map { [("anchor", $0)] } ?? []
            // `.scaleEffect(x:y:anchor:)` and `.scaleEffect(CGSize(width:height:), anchor:)` scale each axis.
            if argument(nil) == nil, !arguments.isEmpty,
                arguments.allSatisfy({ ["x", "y", "anchor"].contains($0.label ?? "") })
            {
                return inline("scale-xy", arguments.map { ($0.label!, $0.text) })
            }
            guard let scale = argument(nil) else { throw unexpected() }
            if scale.hasPrefix("CGSize(") {
                guard let size = try Chain(scale).head?.arguments,
                    size.allSatisfy({ $0.label == "width" || $0.label == "height" })
                else { throw unexpected() }
                return inline(
                    "scale-xy", size.map { ($0.label == "width" ? "x" : "y", $0.text) } + anchor)
            }
            return inline("scale", [("scale", scale)] + anchor)
        case "rotation3DEffect":
            // `.rotation3DEffect(.degrees(a), axis: (x: 0, y: 1, z: 0), anchor:, anchorZ:, perspective:)`.
            guard let angle = argument(nil), let axis = argument("axis"),
                arguments.allSatisfy({ [nil, "axis", "anchor", "anchorZ", "perspective"].contains($0.label) }),
                let parts = try Chain("axis" + axis).head?.arguments,
                parts.allSatisfy({ ["x", "y", "z"].contains($0.label ?? "") })
            else { throw unexpected() }
            var values = [("angle", angle)]
            // An axis component left out is 0, as in the tuple SwiftUI takes.
            for component in ["x", "y", "z"] {
                values.append(("axis" + component.uppercased(), parts.first { $0.label == component }?.text ?? "0"))
            }
            for label in ["anchor", "anchorZ", "perspective"] {
                if let value = argument(label) { values.append((label, value)) }
            }
            return inline("rotation-3d", values)
        case "transformEffect":
            guard arguments.count == 1, let transform = argument(nil) else { throw unexpected() }
            return inline("transform-effect", try Self.affineTransform(transform, in: text, call: ".transformEffect"))
        case "rotationEffect":
            guard let angle = argument(nil) else { throw unexpected() }
            return inline("rotation", [("angle", angle)] + (argument("anchor").map { [("anchor", $0)] } ?? []))
        case "opacity":
            guard arguments.count == 1, let opacity = argument(nil) else { throw unexpected() }
            return inline("opacity", [("opacity", opacity)])
        case "modifier":
            guard arguments.count == 1, arguments[0].label == nil, let inner = try Chain(arguments[0].text).head,
                inner.arguments != nil
            else { throw unexpected() }
            if types.userTypes[inner.name]?.kind != .modifier, let preset = presets(inner.name) {
                return [
                    .preset(
                        preset.name, key: Self.key(for: preset.name),
                        try parameters(inner.arguments ?? [], of: preset.type, in: text))
                ]
            }
            guard let type = types.type(swiftName: inner.name, where: { $0.kind == .modifier }) else {
                throw Failure(description: "'\(inner.name)' is neither a preset nor a modifier animdb knows")
            }
            return inline(
                type.name, try parameters(inner.arguments ?? [], of: type.name, in: text).map { ($0.name, $0.value) })
        case "shake":
            // The articles' extensions: shake(with:) (article 002) and shake(progress:intensity:) (article 001).
            // Article 002's `shake(with:)` applies its Shake, whose offset is `sin(shakes * .pi * 2) * 5`.
            // Each applies the article's type: the store's preset of that name where there is one (the demo
            // library's), so generated code declares the extension the listing calls.
            func articles(_ name: String, _ type: String, _ values: [(String, String)]) -> [Timeline.Item] {
                guard let preset = presets(name), preset.type == type else { return inline(type, values) }
                return [
                    .preset(
                        preset.name, key: Self.key(for: preset.name),
                        values.map { Preset.Parameter(name: $0.0, value: $0.1) })
                ]
            }
            if let shakes = argument("with"), arguments.count == 1 {
                return articles("Shake", "shake", [("shakes", shakes), ("amplitude", "5")])
            }
            if let progress = argument("progress") {
                return articles(
                    "ShakeModifier", "shake-decay",
                    [("progress", progress)] + (argument("intensity").map { [("intensity", $0)] } ?? []))
            }
            throw unexpected()
        default:
            let known = [
                "fill", "stroke", "frame", "padding", "background", "cornerRadius", "foregroundStyle",
                "foregroundColor", "font", "multilineTextAlignment", "textFieldStyle", "offset", "scaleEffect",
                "rotationEffect", "opacity", "modifier", "shake", "fixedSize", "position", "layoutPriority", "zIndex",
                "transition", "buttonStyle", "navigationTitle", "overlay", "mask", "clipShape", "clipped", "animation",
                "transaction", "trim", "blur", "shadow", "brightness", "contrast", "saturation", "hueRotation",
                "grayscale", "colorMultiply", "colorInvert", "blendMode", "compositingGroup", "drawingGroup",
                "rotation3DEffect", "transformEffect",
            ]
            // The catalog's names of SwiftUI's effects are not SwiftUI's spelling.
            let effects = ["rotation": "rotationEffect", "scale": "scaleEffect", "foreground": "foregroundStyle"]
            let hint =
                (effects[call.name] ?? Suggestions.closest(to: call.name, in: known)).map { ". Did you mean '.\($0)'?" }
                ?? ""
            throw Failure(description: "'\(text)': animdb does not know the modifier '.\(call.name)'\(hint)")
        }
    }

    /// Labelled arguments as parameter values of `type`; an unlabelled argument takes the type's first parameter.
    func parameters(_ arguments: [Chain.Argument], of type: String, in text: String) throws(Failure)
        -> [Preset.Parameter]
    {
        let names = types.type(named: type)?.parameters.map(\.name)
        var result: [Preset.Parameter] = []
        for (index, argument) in arguments.enumerated() {
            let name: String
            if let label = argument.label {
                name = label
            } else if index == 0, let first = names?.first {
                name = first
            } else {
                throw Failure(description: "'\(text)': give every argument after the first its label")
            }
            if let names, !names.contains(name) {
                let hint = Suggestions.closest(to: name, in: names).map { ". Did you mean '\($0)'?" } ?? ""
                throw Failure(description: "'\(text)': \(type) has no parameter '\(name)'\(hint)")
            }
            result.append(Preset.Parameter(name: name, value: argument.text))
        }
        return result
    }

    private static func require(_ call: Chain.Call, in text: String) throws(Failure) -> [Chain.Argument] {
        guard let arguments = call.arguments else {
            throw Failure(description: "'\(text)': \(call.name) needs its arguments, as in \(call.name)(\"…\")")
        }
        return arguments
    }

    /// The radius text of `RoundedRectangle(cornerRadius: r)` (also `.rect(cornerRadius: r)`).
    static func roundedRectangleRadius(_ text: String) -> String? {
        guard let chain = try? Chain(text) else { return nil }
        let call: Chain.Call?
        if let head = chain.head, head.name == "RoundedRectangle", chain.calls.isEmpty {
            call = head
        } else if chain.head == nil, chain.calls.count == 1, chain.calls[0].name == "rect" {
            call = chain.calls[0]
        } else {
            call = nil
        }
        guard let arguments = call?.arguments, arguments.count == 1, arguments[0].label == "cornerRadius" else {
            return nil
        }
        return arguments[0].text
    }
}

extension ViewSyntax {
    /// Whether a `FillStyle(…)` fills even-odd: `FillStyle()`, `FillStyle(eoFill: Bool)`, with `antialiased:` (animdb
    /// always antialiases) accepted beside it; nil for anything else.
    static func fillStyleEvenOdd(_ text: String) -> Bool? {
        // Spaces carry no meaning in this small grammar.
        let trimmed = String(text.filter { !$0.isWhitespace })
        guard trimmed.hasPrefix("FillStyle("), trimmed.hasSuffix(")") else { return nil }
        let inside = trimmed.dropFirst("FillStyle(".count).dropLast()
        var evenOdd = false
        for part in inside.split(separator: ",") {
            let pair = part.split(separator: ":", maxSplits: 1).map(String.init)
            guard pair.count == 2, ["true", "false"].contains(pair[1]) else { return nil }
            switch pair[0] {
            case "eoFill": evenOdd = pair[1] == "true"
            case "antialiased": break
            default: return nil
            }
        }
        return evenOdd
    }
}
