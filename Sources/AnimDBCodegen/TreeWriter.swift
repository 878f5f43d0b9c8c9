import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// Writes a view tree as the articles write their views: a container's children in its `{ … }` block, one modifier
/// per line, one level deeper than a view written on one line and level with the `}` of one that spans lines; views
/// that a modifier attaches in its closure (`.overlay(alignment: .topTrailing) { … }`, iOS 13's argument form);
/// children shown under conditions in `if show { … } else { … }`.
///
/// A parameter is written as what drives it: the state it reads (`sides`, `"Sisi: \(Int(sides))"`, `$sides` for a
/// control), the variable that animates it, or its value.
struct TreeWriter {
    let model: ViewModel
    /// The expression that reads each animated parameter's variable.
    let reads: [ParameterTarget: String]
    let spell: SwiftSpelling

    /// The root, with the view's own modifiers (`.id(pass)`) to follow: a root shown under a condition is wrapped
    /// in a `Group`, so they have a view to modify. Returns whether modifiers after it are indented.
    func writeRoot(to w: inout SourceWriter) -> Bool {
        guard model.root.conditions.isEmpty else {
            w.block("Group") { w in writeChildren([model.root], to: &w) }
            return false
        }
        return write(model.root, to: &w)
    }

    /// `node` and its modifiers. Returns whether the modifiers are one level deeper than the view's first line.
    @discardableResult
    func write(_ node: ViewModel.Node, to w: inout SourceWriter) -> Bool {
        let item = model.items[node.item]
        let a = argument(item)
        var indents = true
        var modifiers: [String] = []
        if item.type.kind == .container {
            w.block(ChainWriter.container(item.type, a, spell)) { w in writeChildren(node.children, to: &w) }
            indents = false
        } else {
            let calls = viewCalls(item, a)
            let start = w.lines.count
            w.wrapped(calls[0])
            // After a call that spans lines the modifiers line up with it, as swift-format and the articles write
            // them (`PetalShape(` … `)` then `.fill(…)`).
            indents = w.lines.count == start + 1
            modifiers = Array(calls.dropFirst())
        }
        if indents { w.indent() }
        for call in modifiers { w.wrapped(call) }
        var pending = node.modifiers[...]
        while let modifier = pending.popFirst() {
            let item = model.items[modifier.item]
            if item.type.animatesPhases, spell.target == .ios13 {
                // iOS 13 plays the phases as states (`ViewModel`): the modifiers stay where they are.
                continue
            } else if item.type.animatesPhases || item.type.animatesKeyframes {
                // Its content closure holds the modifiers after it, as many as it records.
                guard case .int(let count)? = item.values["content"] else { preconditionFailure("a count") }
                let content = Array(pending.prefix(count))
                pending = pending.dropFirst(content.count)
                if item.type.animatesPhases {
                    writePhaseAnimator(item, content: content, to: &w)
                } else {
                    writeKeyframeAnimator(item, content: content, to: &w)
                }
            } else if item.type.attachesViews {
                writeAttachment(item, modifier.content, to: &w)
            } else {
                for call in viewCalls(item, argument(item)) { w.wrapped(call) }
            }
        }
        if indents { w.outdent() }
        return indents
    }

    /// `.keyframeAnimator(initialValue: V, trigger: STATE) { content, value in content.MODIFIERS } keyframes: { _ in
    /// … }` (or `repeating:`), with the keyframes as the view wrote them.
    private func writeKeyframeAnimator(
        _ item: ViewModel.Item, content: [ViewModel.Node.Modifier], to w: inout SourceWriter
    ) {
        let trigger = Self.text(item, "trigger")
        let repeats = item.values["repeating"] == .bool(true)
        let when = trigger.isEmpty ? "repeating: \(repeats)" : "trigger: \(trigger)"
        writeContentClosure(
            ".keyframeAnimator(initialValue: \(Self.text(item, "initial")), \(when))", value: Self.text(item, "value"),
            content: content, to: &w)
        Self.writeClosure("keyframes", Self.text(item, "keyframes"), to: &w)
    }

    /// `.phaseAnimator(PHASES, trigger: STATE) { content, phase in content.MODIFIERS } animation: { … }`, with the
    /// phases, trigger and animation closure as the view wrote them.
    private func writePhaseAnimator(
        _ item: ViewModel.Item, content: [ViewModel.Node.Modifier], to w: inout SourceWriter
    ) {
        let trigger = Self.text(item, "trigger")
        writeContentClosure(
            ".phaseAnimator(\(Self.text(item, "phases"))\(trigger.isEmpty ? "" : ", trigger: \(trigger)"))",
            value: Self.text(item, "phase"), content: content, to: &w)
        let animation = Self.text(item, "animation")
        guard animation != ".default" else { return w.line("}") }
        Self.writeClosure("animation", animation, to: &w)
    }

    /// An animator's text parameter (its phases, closures and names are kept as the view wrote them).
    private static func text(_ item: ViewModel.Item, _ name: String) -> String {
        guard case .string(let text)? = item.values[name] else { preconditionFailure("'\(name)' is text") }
        return text
    }

    /// `} LABEL: { PARAMETERS in` then the closure's lines and `}`, closing the content closure before it.
    private static func writeClosure(_ label: String, _ closure: String, to w: inout SourceWriter) {
        let (names, body) = ExpressionText.closureParameters(closure) ?? (["_"], closure)
        w.line("} \(label): { \(names.joined(separator: ", ")) in")
        w.indent()
        // The lines keep their indentation relative to one another (a `KeyframeTrack`'s keyframes inside it).
        let lines = body.split(separator: "\n", omittingEmptySubsequences: true)
        let margin =
            lines.dropFirst().filter { !$0.trimmingWhitespace().isEmpty }.map { $0.prefix { $0 == " " }.count }
            .min() ?? 0
        for (index, line) in lines.enumerated() {
            w.line(
                index == 0
                    ? line.trimmingWhitespace() : String(line.dropFirst(min(margin, line.prefix { $0 == " " }.count))))
        }
        w.outdent()
        w.line("}")
    }

    /// `CALL { content, VALUE in` and the content's modifiers, each binding of an animator's value written as the
    /// closure names it; the caller closes the closure.
    private func writeContentClosure(
        _ call: String, value: String, content: [ViewModel.Node.Modifier], to w: inout SourceWriter
    ) {
        w.line("\(call) { content, \(value) in")
        w.indent()
        w.line("content")
        w.indent()
        // Inside the closure the value has the closure's name (the view's may be numbered apart from another's).
        // A struct value's members keep their member names (`value2.scale` is `value.scale` inside).
        let values = Set(model.timelineStates.filter(\.isPhase).map(\.name))
        func rename(_ state: String) -> String? {
            guard values.contains(state) else { return nil }
            return value + state.drop { $0 != "." }
        }
        for modifier in content {
            var inner = model.items[modifier.item]
            inner.bindings = inner.bindings.mapValues { $0.renaming(rename) }
            for call in viewCalls(inner, argument(inner)) { w.wrapped(call) }
        }
        w.outdent()
        w.outdent()
    }

    /// How an item's parameters are written: the state a bound one reads, the variable of an animated one, or the
    /// value.
    func argument(_ item: ViewModel.Item) -> (String) -> Argument {
        { name in
            if let binding = item.bindings[name] { return .expression(binding.expression) }
            return reads[.parameter(item.key, name)].map(Argument.expression) ?? .value(item.values[name]!)
        }
    }

    /// A view's calls (its first line, then the modifiers it brings: a text's font, a button's style) or a
    /// modifier's, each modifier with its leading dot.
    private func viewCalls(_ item: ViewModel.Item, _ a: (String) -> Argument) -> [String] {
        switch item.form {
        case .preset(let preset):
            return ViewEmitter.presetCalls(preset, a, spell, usesExtension: true)
        case .nested(let nested):
            return ViewEmitter.presetCalls(nested, a, spell, usesExtension: false)
        case .builtIn:
            switch item.type.kind {
            case .text:
                let content = ChainWriter.text(item.type, a, binding: textState(item), spell)
                return [content.call] + content.modifiers.map { "." + $0 }
            case .shape:
                return [ChainWriter.builtInShape(item.type, a, spell)]
            case .view:
                let content = ChainWriter.view(item.type, a, binding: { stateName(item, $0) }, spell)
                return [content.call] + content.modifiers.map { "." + $0 }
            case .modifier, .container:
                return ChainWriter.modifier(item.type, a, spell).map { "." + $0 }
            }
        }
    }

    /// The state a parameter passes as it is (`$sides`), if it does.
    private func stateName(_ item: ViewModel.Item, _ parameter: String) -> String? {
        if case .state(let name)? = item.bindings[parameter] { return name }
        return nil
    }

    /// The state a text field edits: the one its text reads, or the view's own for it.
    private func textState(_ item: ViewModel.Item) -> String {
        stateName(item, "text") ?? model.textFields.first { $0.key == item.key }?.state ?? "text"
    }

    // MARK: Attached views

    private func writeAttachment(_ item: ViewModel.Item, _ content: [ViewModel.Node], to w: inout SourceWriter) {
        let a = argument(item)
        if item.type.name == "clip-shape" {
            let shape = content.first.map { viewCalls(model.items[$0.item], argument(model.items[$0.item]))[0] }
            w.wrapped("." + ChainWriter.clipShape(item.type, a, shape: shape, spell))
            return
        }
        // Without views an overlay, background or mask adds nothing, as SwiftUI draws it.
        guard !content.isEmpty else { return }
        if spell.target != .ios13, let header = ChainWriter.attachment(item.type, a, spell) {
            w.block("." + header) { w in writeChildren(content, to: &w) }
            return
        }
        let (name, trailing) = ChainWriter.legacyAttachment(item.type, a, spell)
        var piece = SourceWriter(depth: w.depth + 1)
        if content.count == 1, content[0].conditions.isEmpty {
            write(content[0], to: &piece)
        } else {
            piece.block("Group") { w in writeChildren(content, to: &w) }
        }
        let argumentsAfter = trailing.map { ", " + $0 } ?? ""
        if piece.lines.count == 1 {
            let single = piece.lines[0].drop { $0 == " " }
            w.wrapped(".\(name)(\(single)\(argumentsAfter))")
            return
        }
        w.line(".\(name)(")
        w.append(indented: piece.lines)
        if let trailing {
            w.appendToLastLine(",")
            w.indent()
            w.line(trailing)
            w.outdent()
        }
        w.line(")")
    }

    // MARK: Children

    /// Children in order; a run of children under the same conditions is one `if`, followed by an `else` for a run
    /// under the opposite of a single condition.
    func writeChildren(_ nodes: [ViewModel.Node], to w: inout SourceWriter) {
        var index = 0
        while index < nodes.count {
            let conditions = nodes[index].conditions
            guard !conditions.isEmpty else {
                write(nodes[index], to: &w)
                index += 1
                continue
            }
            let thenEnd = nodes[index...].firstIndex { $0.conditions != conditions } ?? nodes.count
            var elseEnd = thenEnd
            if conditions.count == 1 {
                let opposite = [CodegenNode.Condition(conditions[0].state, holds: !conditions[0].holds)]
                elseEnd = nodes[thenEnd...].firstIndex { $0.conditions != opposite } ?? nodes.count
            }
            w.line("if \(conditions.map(\.description).joined(separator: " && ")) {")
            w.indent()
            for node in nodes[index..<thenEnd] { write(node, to: &w) }
            w.outdent()
            if elseEnd > thenEnd {
                w.line("} else {")
                w.indent()
                for node in nodes[thenEnd..<elseEnd] { write(node, to: &w) }
                w.outdent()
            }
            w.line("}")
            index = elseEnd
        }
    }
}
