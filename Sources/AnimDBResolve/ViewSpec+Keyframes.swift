import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `.keyframeAnimator(initialValue:trigger:content:keyframes:)` and `(initialValue:repeating:…)`: the value the
/// content closure's modifiers read is a state of the view that only the animator sets; its keyframes drive every
/// parameter that reads the value as it is (`.scaleEffect(value)`, `.offset(y: value)`), as a track of that
/// parameter. With a trigger they play from each change of the trigger's value, each time from the value the view
/// shows then (SwiftUI passes the animator's current value to the keyframes: the initial value at first, then "the
/// end value of the previous keyframe animation"); with `repeating: true` they loop from the start; with `repeating:
/// false` the view shows the value at the start of the keyframes (Apple's documentation of `KeyframeAnimator`).
/// docs/evaluation.md, "Keyframe animators".
extension ViewSpec {
    /// What a `keyframe-animator` item declares, read before the view's items are built, because the content's
    /// modifiers read its value.
    struct KeyframeDeclaration {
        var key: String
        var name: String
        var initial: ParameterValue
        var trigger: String?
        var repeating: Bool
        /// The keyframes closure's body: a keyframe list or `KeyframeTrack { … }`.
        var keyframes: String
        var contentCount: Int

        /// What `item` declares, or nil when it is not a `keyframe-animator`.
        init?(_ item: Timeline.Item) throws(TimelineError) {
            guard case .inline("keyframe-animator", let parameters, _) = item.source else { return nil }
            func text(_ name: String, _ fallback: String) throws(TimelineError) -> String {
                try ViewSpec.animatorText(parameters, name, fallback)
            }
            key = item.key
            name = try text("value", "value")
            guard NameRules.isIdentifier(name) else {
                throw .invalid(parameter: item.key, reason: "the value's name '\(name)' is not an identifier")
            }
            // A number literal is the animator's value as a Double, the type keyframes animate (an Int does not).
            let initialText = try text("initial", "0")
            let read = try ResolvedPreset.reading(item.key) { try StoredText.stateValue(initialText, type: nil) }
            switch read {
            case .int(let n): initial = .double(Double(n))
            case .double: initial = read
            default:
                throw .invalid(
                    parameter: item.key,
                    reason: "its initial value must be a number, as in initialValue: 1.0 (not '\(initialText)')")
            }
            let trigger = try text("trigger", "")
            self.trigger = trigger.isEmpty ? nil : trigger
            let repeats = parameters.first { $0.name == "repeating" }?.value ?? "false"
            repeating = repeats == "true"
            guard repeats == "true" || repeats == "false" else {
                throw .invalid(parameter: item.key, reason: "repeating must be true or false, not '\(repeats)'")
            }
            var body = try text("keyframes", "")
            if let (_, rest) = ExpressionText.closureParameters(body) { body = rest }
            keyframes = body
            let count = parameters.first { $0.name == "content" }?.value ?? "0"
            guard let contentCount = Int(count), contentCount >= 0 else {
                throw .invalid(parameter: item.key, reason: "its content count must be a whole number, not '\(count)'")
            }
            self.contentCount = contentCount
            _ = try parsed(as: .double)
        }

        /// The keyframes read for a parameter of `type`.
        func parsed(as type: ParameterType) throws(TimelineError) -> ParsedKeyframes {
            do {
                return try ExpressionParser.parseKeyframes(keyframes, as: type)
            } catch {
                throw .invalid(parameter: key, reason: "its keyframes: \(error)")
            }
        }
    }

    /// Gives each keyframe animator's keyframes to the parameters that read its value (`state`), with when they
    /// play; a value read any other way (`value > 1 ? … : …`) is refused, since no parameter could follow it.
    mutating func driveKeyframes(_ declaration: KeyframeDeclaration, state: Int) throws(TimelineError) {
        let name = states[state].name
        var trigger: Int?
        if let written = declaration.trigger {
            guard let index = states.firstIndex(where: { $0.name == written }),
                !phaseAnimators.contains(where: { $0.state == index })
            else {
                throw .invalid(
                    parameter: declaration.key,
                    reason: "its trigger '\(written)' is not a @State of the view (declare it with --state)")
            }
            trigger = index
        }
        for (index, item) in items.enumerated() {
            for (parameter, binding) in item.bindings where binding.states.contains(name) {
                guard case .state = binding, let spec = item.type.parameter(named: parameter),
                    spec.type == .double
                else {
                    throw .invalid(
                        parameter: parameter,
                        reason: "it reads the keyframe animator's '\(declaration.name)' other than as it is; animdb "
                            + "drives numbers that take the value, as in .scaleEffect(\(declaration.name))")
                }
                let key = ParameterKey(item: index, parameter: parameter)
                // The binding stays, so codegen writes the parameter as reading the value; the value never changes.
                keyframes[key] = try declaration.parsed(as: spec.type)
                if let trigger {
                    keyframeRuns[key] = .triggered(state: trigger)
                } else if declaration.repeating {
                    keyframeRuns[key] = .repeating
                } else {
                    // `repeating: false`: the value at the start of the keyframes, which is the initial value.
                    keyframes[key] = nil
                }
            }
        }
    }
}
