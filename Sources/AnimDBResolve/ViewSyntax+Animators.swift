import AnimDBEngine
import AnimDBModel
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ViewSyntax {
    /// `.phaseAnimator(PHASES, trigger: STATE) { content, phase in content.MODIFIERS } animation: { phase in … }`: a
    /// `phase-animator` item, then the content closure's modifiers as the items after it. The modifiers read the
    /// phase by the closure's name for it, as they read a state (`.scaleEffect(phase ? 1.5 : 1)`); the phases, the
    /// trigger and the animation closure are kept as text and read when the view is built (`ViewSpec`), where the
    /// states are known.
    func phaseAnimatorItems(_ call: Chain.Call, chainedOn items: [Timeline.Item], in text: String) throws(Failure)
        -> [Timeline.Item]
    {
        let arguments = call.arguments ?? []
        let form =
            "'\(text)': write .phaseAnimator([false, true]) { content, phase in content.scaleEffect(phase ? 1.5 : 1) }"
        guard let phases = arguments.first(where: { $0.label == nil })?.text,
            arguments.allSatisfy({ $0.label == nil || $0.label == "trigger" }), arguments.count <= 2,
            let body = call.closure ?? arguments.first(where: { $0.label == "content" })?.text
        else { throw Failure(description: form) }
        let (phase, contentItems) = try contentClosure(body, chainedOn: items, in: text, form: form, naming: "phase")
        var values = [("phases", ExpressionText.stringLiteral(phases)), ("phase", ExpressionText.stringLiteral(phase))]
        if let trigger = arguments.first(where: { $0.label == "trigger" })?.text {
            values.append(("trigger", ExpressionText.stringLiteral(trigger.trimmingWhitespace())))
        }
        if let animation = call.closure(labelled: "animation") {
            values.append(("animation", ExpressionText.stringLiteral(animation.trimmingWhitespaceAndNewlines())))
        }
        values.append(("content", String(contentItems.count)))
        return [Self.animatorItem("phase-animator", values)] + contentItems
    }

    /// A content closure `{ content, NAME in content.MODIFIERS }` (a phase or keyframe animator's): the name it
    /// gives the value and the modifiers it applies, read as the chain reader reads them.
    func contentClosure(
        _ body: String, chainedOn items: [Timeline.Item], in text: String, form: String, naming what: String
    ) throws(Failure) -> (name: String, items: [Timeline.Item]) {
        guard let (names, content) = ExpressionText.closureParameters(body), names.count == 2 else {
            throw Failure(description: "\(form) (the content closure takes the view and the \(what))")
        }
        let (view, name) = (names[0], names[1])
        guard NameRules.isIdentifier(name) else {
            throw Failure(
                description: "'\(text)': the content closure must name its \(what), as in { content, \(what) in … }")
        }
        var chain = content.trimmingWhitespaceAndNewlines()
        guard chain.hasPrefix(view) else {
            throw Failure(
                description: "'\(text)': the content closure must modify '\(view)', as in \(view).scaleEffect(…)")
        }
        chain = String(chain.dropFirst(view.count))
        var modified = items
        let start = modified.count
        for inner in try Chain(chain).calls { try apply(inner, to: &modified, in: text) }
        return (name, Array(modified[start...]))
    }

    /// `.keyframeAnimator(initialValue: V, trigger: STATE) { content, value in content.MODIFIERS } keyframes: { _ in
    /// KeyframeTrack { … } }` (or `repeating: true` instead of a trigger): a `keyframe-animator` item, then the
    /// content closure's modifiers, which read the value by the closure's name for it. The keyframes drive every
    /// parameter that reads the value as it is (`.scaleEffect(value)`, `.offset(y: value)`), from each change of the
    /// trigger (`ViewSpec+Keyframes.swift`).
    func keyframeAnimatorItems(_ call: Chain.Call, chainedOn items: [Timeline.Item], in text: String) throws(Failure)
        -> [Timeline.Item]
    {
        let arguments = call.arguments ?? []
        let form =
            "'\(text)': write .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, value in "
            + "content.scaleEffect(value) } keyframes: { _ in KeyframeTrack { … } }"
        guard let initial = arguments.first(where: { $0.label == "initialValue" })?.text,
            arguments.allSatisfy({ ["initialValue", "trigger", "repeating"].contains($0.label ?? "") }),
            let body = call.closure, let keyframes = call.closure(labelled: "keyframes")
        else { throw Failure(description: form) }
        let (value, contentItems) = try contentClosure(body, chainedOn: items, in: text, form: form, naming: "value")
        var values = [
            ("initial", ExpressionText.stringLiteral(initial)), ("value", ExpressionText.stringLiteral(value)),
            ("keyframes", ExpressionText.stringLiteral(keyframes.trimmingWhitespaceAndNewlines())),
            ("content", String(contentItems.count)),
        ]
        if let trigger = arguments.first(where: { $0.label == "trigger" })?.text {
            values.append(("trigger", ExpressionText.stringLiteral(trigger.trimmingWhitespace())))
        }
        if let repeating = arguments.first(where: { $0.label == "repeating" })?.text {
            values.append(("repeating", repeating))
        } else if arguments.first(where: { $0.label == "trigger" }) == nil {
            // `keyframeAnimator(initialValue:repeating:…)` repeats by default.
            values.append(("repeating", "true"))
        }
        return [Self.animatorItem("keyframe-animator", values)] + contentItems
    }

    /// An animator's inline item of `type`, keyed by its type (numbered apart later, as every key is).
    static func animatorItem(_ type: String, _ values: [(String, String)]) -> Timeline.Item {
        Timeline.Item(
            key: type,
            source: .inline(
                type: type, parameters: values.map { Preset.Parameter(name: $0.0, value: $0.1) }, ignored: []))
    }
}
