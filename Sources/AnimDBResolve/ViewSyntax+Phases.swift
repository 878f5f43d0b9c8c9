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
        guard let (names, content) = ExpressionText.closureParameters(body), names.count == 2 else {
            throw Failure(description: "\(form) (the content closure takes the view and the phase)")
        }
        let (view, phase) = (names[0], names[1])
        guard NameRules.isIdentifier(phase) else {
            throw Failure(description: "'\(text)': the content closure must name its phase, as in { content, phase in … }")
        }
        var chain = content.trimmingWhitespaceAndNewlines()
        guard chain.hasPrefix(view) else {
            throw Failure(
                description: "'\(text)': the content closure must modify '\(view)', as in \(view).scaleEffect(…)")
        }
        chain = String(chain.dropFirst(view.count))
        var values = [("phases", ExpressionText.stringLiteral(phases)), ("phase", ExpressionText.stringLiteral(phase))]
        if let trigger = arguments.first(where: { $0.label == "trigger" })?.text {
            values.append(("trigger", ExpressionText.stringLiteral(trigger.trimmingWhitespace())))
        }
        if let animation = call.closure(labelled: "animation") {
            values.append(("animation", ExpressionText.stringLiteral(animation.trimmingWhitespaceAndNewlines())))
        }
        var modified = items
        let start = modified.count
        let calls = try Chain(chain).calls
        for inner in calls { try apply(inner, to: &modified, in: text) }
        let contentItems = Array(modified[start...])
        values.append(("content", String(contentItems.count)))
        let animator = Timeline.Item(
            key: "phase-animator",
            source: .inline(
                type: "phase-animator", parameters: values.map { Preset.Parameter(name: $0.0, value: $0.1) },
                ignored: []))
        return [animator] + contentItems
    }
}
