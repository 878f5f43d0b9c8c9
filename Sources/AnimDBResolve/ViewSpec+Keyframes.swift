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
    /// modifiers read its value: one number, or the members of a struct value (`initialValue: AnimationValues(scale:
    /// 1.0, verticalOffset: 0)`), each with its own `KeyframeTrack(\.member) { … }`.
    struct KeyframeDeclaration {
        /// One value the content closure reads: the number itself (`value`) or a member (`value.scale`).
        struct Value {
            var written: String
            var value: ParameterValue
            /// Its keyframes' text; nil for a member no track drives, which keeps its initial value.
            var keyframes: String?
        }

        var key: String
        var name: String
        var values: [Value]
        var trigger: String?
        var repeating: Bool
        var contentCount: Int

        /// What `item` declares, or nil when it is not a `keyframe-animator`.
        init?(_ item: Timeline.Item) throws(TimelineError) {
            guard case .inline("keyframe-animator", let parameters, _) = item.source else { return nil }
            let read = AnimatorParameters(parameters: parameters, key: item.key)
            key = item.key
            name = try read.valueName("value", what: "value")
            trigger = try read.trigger()
            let repeats = parameters.first { $0.name == "repeating" }?.value ?? "false"
            repeating = repeats == "true"
            guard repeats == "true" || repeats == "false" else {
                throw .invalid(parameter: item.key, reason: "repeating must be true or false, not '\(repeats)'")
            }
            var body = try read.text("keyframes", "")
            if let (_, rest) = ExpressionText.closureParameters(body) { body = rest }
            contentCount = try read.contentCount()
            values = try Self.values(try read.text("initial", "0"), keyframes: body, name: name, key: item.key)
            for value in values { _ = try parsed(value, as: .double) }
        }

        /// The values `initial` declares and the keyframes each plays: a number (a Double, as keyframes animate
        /// one: `initialValue: 1` is 1.0) with all the keyframes, or a struct's labelled members with a track each.
        static func values(_ initial: String, keyframes: String, name: String, key: String) throws(TimelineError)
            -> [Value]
        {
            if let number = try? StoredText.stateValue(initial, type: nil) {
                switch number {
                case .int(let n): return [Value(written: name, value: .double(Double(n)), keyframes: keyframes)]
                case .double: return [Value(written: name, value: number, keyframes: keyframes)]
                default: break
                }
            }
            let form = "its initial value must be a number or a struct with each member given (T(scale: 1.0, y: 0))"
            guard let call = try? Chain(initial).head, let arguments = call.arguments, !arguments.isEmpty,
                call.closure == nil
            else { throw .invalid(parameter: key, reason: "\(form), not '\(initial)'") }
            var members: [(String, ParameterValue)] = []
            for argument in arguments {
                guard let label = argument.label,
                    let value = try? StoredText.stateValue(argument.text, type: nil),
                    [.int, .double].contains(value.type)
                else { throw .invalid(parameter: key, reason: "\(form), not '\(initial)'") }
                members.append((label, .double(value.numericValue ?? 0)))
            }
            let tracks = try Self.tracks(keyframes, key: key)
            for member in tracks.keys where !members.contains(where: { $0.0 == member }) {
                throw .invalid(
                    parameter: key, reason: "KeyframeTrack(\\.\(member)): '\(initial)' has no member '\(member)'")
            }
            return members.map { Value(written: "\(name).\($0.0)", value: $0.1, keyframes: tracks[$0.0]) }
        }

        /// `KeyframeTrack(\.a) { … } KeyframeTrack(\.b) { … }` split into each member's track text.
        static func tracks(_ text: String, key: String) throws(TimelineError) -> [String: String] {
            let scalars = Array(text.unicodeScalars)
            var tracks: [String: String] = [:]
            var index = 0
            while index < scalars.count {
                while index < scalars.count, scalars[index].properties.isWhitespace || scalars[index] == ";" {
                    index += 1
                }
                guard index < scalars.count else { break }
                guard let open = scalars[index...].firstIndex(of: "{"),
                    let close = ExpressionText.closingIndex(in: scalars, from: open)
                else { throw .invalid(parameter: key, reason: "its keyframes must be KeyframeTrack(\\.member) { … }") }
                let block = String(String.UnicodeScalarView(scalars[index..<close]))
                let member: String?
                do {
                    member = try ExpressionParser.parseKeyframes(block, as: .double).trackName
                } catch {
                    throw .invalid(parameter: key, reason: "its keyframes: \(error)")
                }
                guard let member else {
                    throw .invalid(
                        parameter: key, reason: "a struct value's keyframes name their member: KeyframeTrack(\\.scale)")
                }
                guard tracks[member] == nil else {
                    throw .invalid(parameter: key, reason: "two tracks drive '\(member)'")
                }
                tracks[member] = block
                index = close
            }
            return tracks
        }

        /// A value's keyframes read for a parameter of `type`.
        func parsed(_ value: Value, as type: ParameterType) throws(TimelineError) -> ParsedKeyframes? {
            guard let text = value.keyframes else { return nil }
            do {
                return try ExpressionParser.parseKeyframes(text, as: type)
            } catch {
                throw .invalid(parameter: key, reason: "its keyframes: \(error)")
            }
        }
    }

    /// Gives each of a keyframe animator's values (`states`, in `declaration.values` order) its keyframes on the
    /// parameters that read it as it is, with when they play; a value read any other way (`.degrees(value)`) is
    /// refused, since no parameter could follow it.
    mutating func driveKeyframes(_ declaration: KeyframeDeclaration, states indices: [Int]) throws(TimelineError) {
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
        for (value, state) in zip(declaration.values, indices) {
            let name = states[state].name
            for (index, item) in items.enumerated() {
                for (parameter, binding) in item.bindings where binding.states.contains(name) {
                    guard case .state = binding, let spec = item.type.parameter(named: parameter),
                        spec.type == .double
                    else {
                        throw .invalid(
                            parameter: parameter,
                            reason: "it reads the keyframe animator's '\(value.written)' other than as it is; animdb "
                                + "drives numbers that take the value, as in .scaleEffect(\(value.written))")
                    }
                    // The binding stays, so codegen writes the parameter as reading the value; the value never
                    // changes. A member no track drives keeps its initial value, as does `repeating: false`.
                    guard let keyframes = try declaration.parsed(value, as: spec.type),
                        trigger != nil || declaration.repeating
                    else { continue }
                    let key = ParameterKey(item: index, parameter: parameter)
                    self.keyframes[key] = keyframes
                    keyframeRuns[key] = trigger.map { .triggered(state: $0) } ?? .repeating
                }
            }
        }
    }
}
