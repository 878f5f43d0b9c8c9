import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// Writes a generated type as the articles write theirs: a `Shape`; a modifier (`@Animatable struct …:
/// ViewModifier` on iOS 26, `struct …: AnimatableModifier` before) with the View extension the articles use
/// (`shake(with:)`, `shake(progress:intensity:)`); AnimatableTextView (`View, Animatable`); a text view; or a style
/// as a View extension.
enum PresetEmitter {
    /// A user's type as it was stored, its imports left to the generated file's header.
    static func writeUserSource(_ source: String, to writer: inout SourceWriter) {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeAll { $0.hasPrefix("import ") }
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        for line in lines { writer.line(line) }
    }

    /// Appends the declarations (no imports) to `writer`; `what` names the object in the documentation comment.
    static func write(_ model: PresetModel, what: String, spell: SwiftSpelling, to writer: inout SourceWriter) {
        if let implementation = model.type.implementation?.body {
            writeUserSource(implementation.source(usingAnimatableMacro: model.target.usesAnimatableMacro), to: &writer)
            return
        }
        writeDoc(model, what: what, to: &writer)
        switch model.kind {
        case .style:
            writeStyleExtension(model, spell: spell, to: &writer)
            return
        case .shape, .effect, .animatableView, .textView:
            break
        }
        let usesMacro = model.target.usesAnimatableMacro && !model.declaredAnimatedProperties.isEmpty
        if usesMacro {
            writer.line(CodegenTarget.ios26Availability)
            writer.line("@Animatable")
        }
        writer.block("struct \(model.typeName): \(conformances(model, usesMacro: usesMacro))") { w in
            let start = w.lines.count
            for property in model.declaredProperties {
                let ignored = usesMacro && property.storage == .stored ? "@AnimatableIgnored " : ""
                w.line("\(ignored)var \(property.name): \(property.swiftType)")
            }
            if model.kind == .textView, model.type.name == "text-field" {
                let text = model.property(named: "text")?.value ?? .string("")
                w.line("@State private var text: String = \(spell.member(text))")
            }
            if !usesMacro {
                AnimatableDataWriter.write(model.declaredAnimatedProperties, to: &w)
            }
            if w.lines.count > start { w.line() }
            let argument = { model.argument($0) }
            switch model.kind {
            case .shape:
                w.block("func path(in rect: CGRect) -> Path") { w in
                    w.lines(TypeForms.pathBody(model.type.name, argument, spell))
                }
            case .effect:
                w.block("func body(content: Content) -> some View") { w in
                    w.lines(TypeForms.modifierBody(model.type.name, argument, spell))
                }
            case .animatableView:
                w.block("var body: some View") { w in
                    w.lines(TypeForms.animatableTextBody(count: model.textCount, argument, spell))
                }
            case .textView:
                let content = ChainWriter.text(model.type, argument, binding: "text", spell)
                w.block("var body: some View") { w in
                    w.line(content.call)
                    for modifier in content.modifiers { w.line("    .\(modifier)") }
                }
            case .style:
                break
            }
        }
        if let functionName = model.functionName {
            writer.line()
            if usesMacro { writer.line(CodegenTarget.ios26Availability) }
            writer.block("extension View") { w in
                w.block("func \(functionName)(\(signature(model, spell: spell))) -> some View") { w in
                    let arguments = model.callParameters.map { "\($0.name): \($0.name)" }
                    w.line("modifier(\(model.typeName)(\(arguments.joined(separator: ", "))))")
                }
            }
        }
    }

    /// `The 'Shake' preset (shake): …` and one `- name: value` line per parameter, in canonical expression text.
    private static func writeDoc(_ model: PresetModel, what: String, to writer: inout SourceWriter) {
        writer.doc("The \(what) (\(model.type.name)): \(model.type.summary).")
        for property in model.properties where model.isDeclared(property) {
            // A long path's text would run to pages (its vertices are the body's statements): it is summed up.
            let line = "/// - \(property.name): \(property.value)"
            if case .shapePath(let path) = property.value, line.count > 120 {
                let count = path.vertexCount
                let subpaths = "\(path.subpaths.count) subpath\(path.subpaths.count == 1 ? "" : "s")"
                writer.line("/// - \(property.name): \(subpaths), \(count) \(count == 1 ? "vertex" : "vertices")")
                continue
            }
            writer.line(line)
        }
    }

    private static func conformances(_ model: PresetModel, usesMacro: Bool) -> String {
        let animates = !model.declaredAnimatedProperties.isEmpty
        switch model.kind {
        case .shape: return "Shape"
        // The macro adds the `Animatable` conformance itself; before iOS 26 the articles write AnimatableModifier.
        case .effect: return animates && !usesMacro ? "AnimatableModifier" : "ViewModifier"
        case .animatableView: return animates && !usesMacro ? "View, Animatable" : "View"
        case .textView, .style: return "View"
        }
    }

    /// The extension's parameters: `with shakes: CGFloat` for a single one (article 002), else each by name, the
    /// ones that do not animate defaulting to the preset's value (`progress: Double, intensity: Double = 10`).
    static func signature(_ model: PresetModel, spell: SwiftSpelling) -> String {
        let parameters = model.callParameters
        if parameters.count == 1, let only = parameters.first, only.storage == .animated {
            return "with \(only.name): \(only.swiftType)"
        }
        return parameters.map { property in
            let value = property.storage == .animated ? "" : " = \(spell.member(property.value))"
            return "\(property.name): \(property.swiftType)\(value)"
        }.joined(separator: ", ")
    }

    /// A style preset: `extension View { func name() -> some View { padding() } }` (`Shape` for fills, strokes and
    /// trims, a trim returning `some Shape`).
    private static func writeStyleExtension(_ model: PresetModel, spell: SwiftSpelling, to writer: inout SourceWriter) {
        let calls = ChainWriter.modifier(model.type, { model.argument($0) }, spell)
        // A shape modifier returns a shape, so a fill or stroke can follow the preset.
        let result =
            model.type.name == "shape-inset"
            ? "some InsettableShape" : model.type.modifiesShape ? "some Shape" : "some View"
        // `strokeBorder` is InsettableShape's.
        let extended =
            ["stroke-border", "shape-inset"].contains(model.type.name)
            ? "InsettableShape" : model.type.isShapeStyle || model.type.modifiesShape ? "Shape" : "View"
        writer.block("extension \(extended)") { w in
            let name = model.functionName ?? model.typeName
            w.block("func \(name)(\(signature(model, spell: spell))) -> \(result)") { w in
                if calls.isEmpty {
                    w.line("self")
                } else {
                    w.line(calls[0])
                    for call in calls.dropFirst() { w.line("    .\(call)") }
                }
            }
        }
    }
}
