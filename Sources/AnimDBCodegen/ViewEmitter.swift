import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax
import Dispatch

/// Writes a timeline as the articles write their demo views: its view tree (`TreeWriter`: containers with their
/// children, each view with its styles, frame and modifier chain in order, attached views, `if`/`else` on states),
/// the timeline's `@State` values and a `@State` for every animated parameter, and the transactions as
/// `withAnimation` blocks run from `.onAppear` (the first at once, the later ones with
/// `DispatchQueue.main.asyncAfter`, as the articles' PolygonDemoView schedules its second change), assigning states
/// and parameters alike; keyframe tracks as a `KeyframeAnimator` view (iOS 17 and later), whose content closure can
/// pass the keyframed values into the content's own parameters (the `.keyframeAnimator` modifier only sees the
/// finished view). A timeline keeps no button actions, only changes at their times, so its buttons' actions are empty.
///
/// Replay starts over in a new view (`.id(pass)`): the first values without animation, so no animation of the last
/// pass (a `repeatForever`) carries over, and a pass's pending changes check that their pass is still the one shown.
/// A repeating timeline starts its next pass after the resolver's length of one pass.
enum ViewEmitter {
    /// Appends the view (no imports) to `writer`.
    static func write(_ model: ViewModel, spell: SwiftSpelling, to writer: inout SourceWriter) {
        let plays = !model.moments.isEmpty || !model.keyframed.isEmpty
        let loops = plays && model.repetition != .once && model.passLength > 0
        writer.doc(documentation(model, plays: plays, loops: loops))
        if let availability = model.target.viewAvailability { writer.line(availability) }
        writer.block("struct \(model.viewName): View") { w in
            let start = w.lines.count
            for state in model.timelineStates where !state.isPhase {
                w.line("@State private var \(state.name): \(state.swiftType) = \(spell.member(state.initial))")
            }
            for state in model.states {
                w.line("@State private var \(state.name): \(state.swiftType) = \(spell.member(state.initial))")
            }
            for field in model.textFields {
                let text = model.items.first { $0.key == field.key }!.values["text"]!
                w.line("@State private var \(field.state): String = \(spell.member(text))")
            }
            if plays {
                w.doc("Which pass is shown: a new pass is a new view, so nothing of the last one carries over.")
                w.line("@State private var pass = 0")
            }
            if loops, case .count(let count) = model.repetition {
                w.line("@State private var passesLeft = \(count - 1)")
            }
            if !model.keyframed.isEmpty { w.line("@State private var keyframeTrigger = 0") }
            if w.lines.count > start { w.line() }
            w.block("var body: some View") { w in
                w.block("VStack(spacing: 24)") { w in
                    let indents = writeContent(model, spell: spell, to: &w)
                    if plays {
                        if indents { w.indent() }
                        w.line(".id(pass)")
                        w.line(".onAppear(perform: play)")
                        if indents { w.outdent() }
                        if loops, case .count(let count) = model.repetition {
                            w.block("Button(\"Replay\")") { w in
                                w.line("passesLeft = \(count - 1)")
                                w.line("replay()")
                            }
                        } else {
                            w.line("Button(\"Replay\", action: replay)")
                        }
                    }
                }
                w.line(".padding()")
            }
            if plays {
                w.line()
                writePlay(model, loops: loops, spell: spell, to: &w)
                w.line()
                writeReplay(model, spell: spell, to: &w)
            }
            // A keyframe animator's struct value (`initialValue: AnimationValues(scale: 1, y: 0)`), declared for it.
            var declared: Set<String> = []
            for item in model.items where item.type.animatesKeyframes {
                guard case .string(let initial)? = item.values["initial"],
                    let (name, members) = Self.valueStruct(initial), declared.insert(name).inserted
                else { continue }
                w.line()
                w.doc("The values '\(item.key)' animates, one keyframe track each.")
                w.block("struct \(name)") { w in
                    for (member, value) in members { w.line("var \(member): Double = \(value)") }
                }
            }
            if !model.keyframed.isEmpty {
                w.line()
                w.doc("The values the keyframes drive, starting from the view's.")
                w.block("private struct KeyframeValues") { w in
                    for (variable, _) in model.keyframed {
                        w.line("var \(variable.name): \(variable.swiftType) = \(spell.member(variable.initial))")
                    }
                }
            }
            for nested in model.nestedTypes {
                w.line()
                PresetEmitter.write(nested, what: "'\(nested.name)' item", spell: spell, to: &w)
            }
        }
    }

    private static func documentation(_ model: ViewModel, plays: Bool, loops: Bool) -> String {
        var text = "The '\(model.name)' timeline as a view."
        let buttons =
            model.items.contains { $0.type.name == "button" }
            ? " Its buttons do nothing: a timeline keeps no actions, only changes at their times." : ""
        guard plays else { return text + buttons }
        text +=
            " It plays as `animdb play \(model.name)` does, each transaction at its time from when the view appears."
        let length = ParameterValue.double((model.passLength * 1000).rounded() / 1000).description
        switch model.repetition {
        case .forever where loops: text += " It starts over every \(length) s."
        case .count(let n) where loops: text += " It plays \(n) times, starting over every \(length) s."
        default: break
        }
        return text + " Replay starts it over." + buttons
    }

    // MARK: The view's content

    /// The view tree, inside a `KeyframeAnimator` when keyframes drive some of it. Returns whether
    /// modifiers after it are indented.
    private static func writeContent(_ model: ViewModel, spell: SwiftSpelling, to w: inout SourceWriter) -> Bool {
        var reads: [ParameterTarget: String] = [:]
        for variable in model.states + model.keyframed.map(\.variable) {
            for read in variable.reads { reads[read.target] = read.expression }
        }
        let tree = TreeWriter(model: model, reads: reads, spell: spell)
        guard !model.keyframed.isEmpty else {
            return tree.writeRoot(to: &w)
        }
        w.line("KeyframeAnimator(initialValue: KeyframeValues(), trigger: keyframeTrigger) { values in")
        w.indent()
        _ = tree.writeRoot(to: &w)
        w.outdent()
        w.line("} keyframes: { _ in")
        w.indent()
        for (variable, keyframes) in model.keyframed {
            w.block("KeyframeTrack(\\.\(variable.name))") { w in
                for keyframe in keyframes.keyframes {
                    w.wrapped(ParsedKeyframes(type: keyframes.type, keyframes: [keyframe]).description)
                }
            }
        }
        w.outdent()
        w.line("}")
        return false
    }

    /// A preset's use: `Arc(startAngle: startAngle, …)`, `.shake(with: shakes)`, `.shake(progress: progress,
    /// intensity: 15)`, `.modifier(ShakeEffect(shakes: shakes))`; arguments equal to an extension's defaults are left
    /// out.
    static func presetCalls(
        _ preset: PresetModel, _ argument: (String) -> Argument, _ spell: SwiftSpelling, usesExtension: Bool
    ) -> [String] {
        let labelled = preset.callParameters.map { "\($0.name): \(spell.member(argument($0.name)))" }
        let memberwise = "\(preset.typeName)(\(labelled.joined(separator: ", ")))"
        switch preset.kind {
        case .shape, .animatableView, .textView:
            return [memberwise]
        case .effect, .style:
            guard usesExtension, let functionName = preset.functionName else { return [".modifier(\(memberwise))"] }
            let signature = PresetEmitter.signature(preset, spell: spell)
            if signature.hasPrefix("with "), let only = preset.callParameters.first {
                return [".\(functionName)(with: \(spell.member(argument(only.name))))"]
            }
            let passed = preset.callParameters.filter { property in
                property.storage == .animated || argument(property.name) != .value(property.value)
            }
            let arguments = passed.map { "\($0.name): \(spell.member(argument($0.name)))" }
            return [".\(functionName)(\(arguments.joined(separator: ", ")))"]
        }
    }

    // MARK: Playing

    private static func writePlay(_ model: ViewModel, loops: Bool, spell: SwiftSpelling, to w: inout SourceWriter) {
        w.doc("Runs the transactions, each at its time from now.")
        w.block("private func play()") { w in
            let later = model.moments.filter { $0.time > 0 }
            if !later.isEmpty || loops { w.line("let pass = self.pass") }
            if !model.keyframed.isEmpty { w.line("keyframeTrigger += 1") }
            for moment in model.moments where moment.time == 0 {
                writeBlocks(moment.blocks, to: &w)
            }
            for moment in later {
                let delay = ParameterValue.double(moment.time)
                w.block("DispatchQueue.main.asyncAfter(deadline: .now() + \(delay))") { w in
                    w.line("guard pass == self.pass else { return }")
                    writeBlocks(moment.blocks, to: &w)
                }
            }
            if loops {
                let length = ParameterValue.double(model.passLength)
                w.block("DispatchQueue.main.asyncAfter(deadline: .now() + \(length))") { w in
                    if case .count = model.repetition {
                        w.line("guard pass == self.pass, passesLeft > 0 else { return }")
                        w.line("passesLeft -= 1")
                    } else {
                        w.line("guard pass == self.pass else { return }")
                    }
                    w.line("replay()")
                }
            }
        }
    }

    /// `Name(member: number, …)`: a struct's name and its members' initial values as written; nil for a number.
    static func valueStruct(_ initial: String) -> (name: String, members: [(String, String)])? {
        guard let open = initial.firstIndex(of: "("), initial.hasSuffix(")"),
            let parts = ExpressionText.split(
                initial[initial.index(after: open)..<initial.index(before: initial.endIndex)], at: ",")
        else { return nil }
        let name = initial[..<open].trimmingWhitespace()
        guard SwiftIdentifier.isIdentifier(name) else { return nil }
        var members: [(String, String)] = []
        for part in parts {
            let pair = part.split(separator: ":", maxSplits: 1).map { $0.trimmingWhitespace() }
            guard pair.count == 2, SwiftIdentifier.isIdentifier(pair[0]) else { return nil }
            members.append((pair[0], pair[1]))
        }
        return members.isEmpty ? nil : (name, members)
    }

    private static func writeBlocks(_ blocks: [ViewModel.Block], to w: inout SourceWriter) {
        for block in blocks {
            for comment in block.comments { w.line("// \(comment)") }
            if let (criteria, then) = block.completion.first {
                // `withAnimation(_:completionCriteria:_:completion:)`: the next change when this one completes.
                var arguments = block.animation == ".default" ? [] : [block.animation ?? "nil"]
                if criteria != .logicallyComplete { arguments.append("completionCriteria: .\(criteria.rawValue)") }
                let call = arguments.isEmpty ? "withAnimation" : "withAnimation(\(arguments.joined(separator: ", ")))"
                w.line(call + " {")
                w.indent()
                w.lines(block.statements)
                w.outdent()
                w.line("} completion: {")
                w.indent()
                writeBlocks([then], to: &w)
                w.outdent()
                w.line("}")
                continue
            }
            switch block.animation {
            case nil:
                w.lines(block.statements)
            case ".default":
                w.block("withAnimation") { w in w.lines(block.statements) }
            case let animation?:
                w.block("withAnimation(\(animation))") { w in w.lines(block.statements) }
            }
        }
    }

    private static func writeReplay(_ model: ViewModel, spell: SwiftSpelling, to w: inout SourceWriter) {
        w.doc("Starts over: the first values without animation, in a new view that plays as it appears.")
        w.block("private func replay()") { w in
            w.line("var transaction = Transaction()")
            w.line("transaction.disablesAnimations = true")
            w.block("withTransaction(transaction)") { w in
                for state in model.timelineStates where !state.isPhase {
                    w.line("\(state.name) = \(spell.member(state.initial))")
                }
                for state in model.states { w.line("\(state.name) = \(spell.member(state.initial))") }
                w.line("pass += 1")
            }
        }
    }
}
