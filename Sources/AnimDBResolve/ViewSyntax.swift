import AnimDBEngine
import AnimDBGeometry
import AnimDBStore
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
/// Calls map onto catalog types by their SwiftUI names (`Text`, `TextField`, `Arc`, `.fill`, `.stroke`, `.frame`,
/// `.padding`, `.background`, `.cornerRadius`, `.foregroundStyle`, `.font`, `.offset`, `.scaleEffect`,
/// `.rotationEffect`, `.opacity`, `.modifier(ShakeEffect(shakes: 0))`, `.shake(with:)`, `.shake(progress:intensity:)`)
/// and their labelled arguments onto parameters; argument text is kept as written, for the store's validator to
/// read and canonicalise. A name that is a stored preset becomes that preset, with any arguments as call-site values.
public struct ViewSyntax {
    /// What the reader needs to know of a stored preset: its name and type.
    public typealias PresetLookup = (String) -> (name: String, type: String)?

    let presets: PresetLookup

    public init(presets: @escaping PresetLookup) {
        self.presets = presets
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
            // `Text(…).multilineTextAlignment(.trailing)` is the text's own alignment, not a modifier item.
            if call.name == "multilineTextAlignment", items.count == 1,
                case .inline("text", var parameters, let ignored) = items[0].source
            {
                guard let alignment = call.arguments?.first?.text, call.arguments?.count == 1 else {
                    throw Failure(description: "'\(text)': .multilineTextAlignment needs one alignment")
                }
                parameters.removeAll { $0.name == "alignment" }
                parameters.append(Preset.Parameter(name: "alignment", value: alignment))
                items[0].source = .inline(type: "text", parameters: parameters, ignored: ignored)
                continue
            }
            items += try modifierItems(call, chainedOn: items, in: text)
        }
        return items
    }

    /// The items of one `--modifier` expression: a stored preset's name, or one or more chained `.modifier(…)`
    /// calls.
    public func modifiers(_ text: String, after previous: [Timeline.Item] = []) throws(Failure) -> [Timeline.Item] {
        let chain = try Chain(text)
        var items: [Timeline.Item] = []
        if let head = chain.head {
            guard let preset = presets(head.name), head.arguments == nil else {
                throw Failure(
                    description: "'\(text)': a modifier is a preset name or starts with '.' (e.g. .frame(width: 200))")
            }
            guard PresetTypeCatalog.type(named: preset.type)?.kind == .modifier else {
                throw Failure(description: "'\(head.name)' is a \(preset.type), not a modifier")
            }
            items.append(.preset(preset.name, key: Self.key(for: preset.name)))
        }
        for call in chain.calls {
            items += try modifierItems(call, chainedOn: previous + items, in: text)
        }
        guard !items.isEmpty else { throw Failure(description: "'\(text)' names no modifier") }
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

    private func contentItem(_ head: Chain.Call, in text: String) throws(Failure) -> Timeline.Item {
        if let preset = presets(head.name) {
            guard PresetTypeCatalog.type(named: preset.type)?.kind.isContent ?? true else {
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
            guard let type = PresetTypeCatalog.all.first(where: { $0.swiftName == head.name && $0.kind.isContent })
            else {
                let names = PresetTypeCatalog.all.filter(\.kind.isContent).map(\.swiftName) + ["Text", "TextField"]
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

    // MARK: Modifiers

    private func modifierItems(_ call: Chain.Call, chainedOn items: [Timeline.Item], in text: String) throws(Failure)
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
        switch call.name {
        case "fill":
            guard arguments.count == 1, let paint = argument(nil) else { throw unexpected() }
            return inline("fill", [("paint", paint)])
        case "stroke":
            guard let paint = argument(nil) else { throw unexpected() }
            if let style = argument("style") { return inline("stroke", [("paint", paint), ("style", style)]) }
            let extras = arguments.filter { $0.label != nil }
            guard extras.allSatisfy({ ["lineWidth", "lineCap", "lineJoin"].contains($0.label!) }) else {
                throw unexpected()
            }
            if extras.isEmpty { return inline("stroke", [("paint", paint)]) }
            let style = "StrokeStyle(" + extras.map { "\($0.label!): \($0.text)" }.joined(separator: ", ") + ")"
            return inline("stroke", [("paint", paint), ("style", style)])
        case "frame":
            guard !arguments.isEmpty, arguments.allSatisfy({ $0.label == "width" || $0.label == "height" }) else {
                throw unexpected()
            }
            return inline("frame", arguments.map { ($0.label!, $0.text) })
        case "padding":
            guard arguments.count <= 1 else { throw unexpected() }
            return inline("padding", arguments.first.map { [("length", $0.text)] } ?? [])
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
        case "multilineTextAlignment":
            throw Failure(description: "'\(text)': chain .multilineTextAlignment on the Text of --content")
        case "offset":
            guard !arguments.isEmpty, arguments.allSatisfy({ $0.label == "x" || $0.label == "y" }) else {
                throw unexpected()
            }
            return inline("offset", arguments.map { ($0.label!, $0.text) })
        case "scaleEffect":
            guard let scale = argument(nil) else { throw unexpected() }
            return inline("scale", [("scale", scale)] + (argument("anchor").map { [("anchor", $0)] } ?? []))
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
            if let preset = presets(inner.name) {
                return [
                    .preset(
                        preset.name, key: Self.key(for: preset.name),
                        try parameters(inner.arguments ?? [], of: preset.type, in: text))
                ]
            }
            guard let type = PresetTypeCatalog.all.first(where: { $0.swiftName == inner.name && $0.kind == .modifier })
            else { throw Failure(description: "'\(inner.name)' is neither a preset nor a modifier animdb knows") }
            return inline(
                type.name, try parameters(inner.arguments ?? [], of: type.name, in: text).map { ($0.name, $0.value) })
        case "shake":
            // The articles' extensions: shake(with:) (article 002) and shake(progress:intensity:) (article 001).
            if let shakes = argument("with"), arguments.count == 1 { return inline("shake", [("shakes", shakes)]) }
            if let progress = argument("progress") {
                return inline(
                    "shake-decay", [("progress", progress)] + (argument("intensity").map { [("intensity", $0)] } ?? []))
            }
            throw unexpected()
        default:
            let known = [
                "fill", "stroke", "frame", "padding", "background", "cornerRadius", "foregroundStyle", "font", "offset",
                "scaleEffect", "rotationEffect", "opacity", "modifier", "shake",
            ]
            let hint = Suggestions.closest(to: call.name, in: known).map { ". Did you mean '.\($0)'?" } ?? ""
            throw Failure(description: "'\(text)': animdb does not know the modifier '.\(call.name)'\(hint)")
        }
    }

    /// Labelled arguments as parameter values of `type`; an unlabelled argument takes the type's first parameter.
    private func parameters(_ arguments: [Chain.Argument], of type: String, in text: String) throws(Failure)
        -> [Preset.Parameter]
    {
        let names = PresetTypeCatalog.type(named: type)?.parameters.map(\.name)
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

/// A SwiftUI expression's call chain, `Head(args).a(args).b`, read just far enough to split calls and labelled
/// arguments; argument text is kept verbatim (strings, nesting and all) for the expression parser.
struct Chain {
    struct Argument: Equatable {
        var label: String?
        var text: String
    }

    struct Call: Equatable {
        var name: String
        /// nil when the name is not called (`login-shake`, `.bold`).
        var arguments: [Argument]?
    }

    /// The leading name (`Text(…)`, `login-shake`), or nil when the text starts with `.`.
    var head: Call?
    var calls: [Call] = []

    init(_ text: String) throws(ViewSyntax.Failure) {
        var reader = Reader(Array(text.unicodeScalars))
        reader.skipSpace()
        if !reader.at(".") {
            head = try reader.call(allowingNames: true, in: text)
        }
        reader.skipSpace()
        while !reader.isAtEnd {
            guard reader.at(".") else {
                throw ViewSyntax.Failure(description: "'\(text)': expected '.modifier(…)' at column \(reader.column)")
            }
            reader.advance()
            calls.append(try reader.call(allowingNames: false, in: text))
            reader.skipSpace()
        }
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var isAtEnd: Bool { index >= scalars.count }
        var column: Int { index + 1 }

        func at(_ scalar: Unicode.Scalar) -> Bool { !isAtEnd && scalars[index] == scalar }

        mutating func advance() { index += 1 }

        mutating func skipSpace() {
            while !isAtEnd, scalars[index].properties.isWhitespace { index += 1 }
        }

        /// `name` or `name(arguments)`. Head names may be preset names (`login-shake`, `card.v2`).
        mutating func call(allowingNames: Bool, in text: String) throws(ViewSyntax.Failure) -> Call {
            let start = index
            while !isAtEnd {
                let scalar = scalars[index]
                let isName =
                    scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || (allowingNames && (scalar == "-" || scalar == "."))
                guard isName else { break }
                index += 1
            }
            // A head preset name may end with '.' only as part of the name, never before a call.
            var end = index
            if allowingNames, at("(") == false {
                while end > start, scalars[end - 1] == "." { end -= 1 }
                index = end
            }
            guard end > start else {
                throw ViewSyntax.Failure(description: "'\(text)': expected a name at column \(start + 1)")
            }
            let name = String(String.UnicodeScalarView(scalars[start..<end]))
            skipSpace()
            guard at("(") else { return Call(name: name, arguments: nil) }
            guard let close = ExpressionText.closingIndex(in: scalars, from: index),
                let pieces = ExpressionText.split(
                    String(String.UnicodeScalarView(scalars[(index + 1)..<(close - 1)])), at: ",")
            else {
                throw ViewSyntax.Failure(description: "'\(text)': '(' at column \(index + 1) is never closed")
            }
            index = close
            return Call(name: name.trimmingWhitespace(), arguments: pieces.map(Self.argument))
        }

        /// `label: text` or `text`.
        static func argument(_ raw: String) -> Argument {
            let trimmed = raw.trimmingWhitespaceAndNewlines()
            var label = ""
            for scalar in trimmed.unicodeScalars {
                if scalar == "_" || scalar.properties.isAlphabetic || (!label.isEmpty && ("0"..."9").contains(scalar)) {
                    label.unicodeScalars.append(scalar)
                } else {
                    break
                }
            }
            let rest = trimmed.dropFirst(label.count).drop { $0 == " " }
            if !label.isEmpty, rest.first == ":" {
                return Argument(
                    label: label, text: rest.dropFirst().trimmingWhitespaceAndNewlines())
            }
            return Argument(label: nil, text: trimmed)
        }
    }
}

/// Where `PARAM` or `ITEM.PARAM` points in a view: the item's key and the parameter's spec. The one rule for
/// addressing tracks and changes: a plain parameter name is accepted when exactly one item has it.
public struct ViewTargets {
    /// Each item's key and catalog type, in view order.
    public let items: [(key: String, type: PresetType)]

    public init(items: [(key: String, type: PresetType)]) {
        self.items = items
    }

    /// The targets of `view`, whose preset items' types `presetType` answers by preset name.
    public init(view: [Timeline.Item], presetType: (String) throws -> String) throws {
        var items: [(key: String, type: PresetType)] = []
        for item in view {
            let typeName: String
            switch item.source {
            case .preset(let name, _, _): typeName = try presetType(name)
            case .inline(let type, _, _): typeName = type
            }
            items.append((item.key, try PresetTypeCatalog.requireType(named: typeName)))
        }
        self.init(items: items)
    }

    /// The canonical `key.param` of `target` and its parameter.
    /// - Throws: `ViewSyntax.Failure` saying which item or parameter is missing, or which items a plain name could
    ///   mean.
    public func resolve(_ target: String) throws(ViewSyntax.Failure) -> (target: String, spec: ParameterSpec) {
        if let dot = target.firstIndex(of: ".") {
            let key = String(target[..<dot])
            let parameter = String(target[target.index(after: dot)...])
            guard let item = items.first(where: { $0.key == key }) else {
                let hint = Suggestions.closest(to: key, in: items.map(\.key)).map { ". Did you mean '\($0)'?" } ?? ""
                throw ViewSyntax.Failure(description: "the view has no item '\(key)'\(hint)")
            }
            guard let spec = item.type.parameter(named: parameter) else {
                let hint =
                    Suggestions.closest(to: parameter, in: item.type.parameters.map(\.name)).map {
                        ". Did you mean '\($0)'?"
                    } ?? ""
                throw ViewSyntax.Failure(
                    description: "'\(key)' (\(item.type.name)) has no parameter '\(parameter)'\(hint)")
            }
            return ("\(key).\(parameter)", spec)
        }
        let owners = items.filter { $0.type.parameter(named: target) != nil }
        guard let owner = owners.first else {
            let all = items.flatMap { item in item.type.parameters.map(\.name) }
            let hint = Suggestions.closest(to: target, in: all).map { ". Did you mean '\($0)'?" } ?? ""
            throw ViewSyntax.Failure(description: "no item of the view has a parameter '\(target)'\(hint)")
        }
        guard owners.count == 1 else {
            let choices = owners.map { "'\($0.key).\(target)'" }.joined(separator: ", ")
            throw ViewSyntax.Failure(
                description: "'\(target)' is a parameter of several items; write one of \(choices)")
        }
        return ("\(owner.key).\(target)", owner.type.parameter(named: target)!)
    }
}
