import AnimDBEngine
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Rewrites animations and keyframes for iOS 13, which lacks the iOS 17 presets (`.smooth`, `.bouncy`, …), `Spring`,
/// `UnitCurve` timing and keyframes: into the closest iOS 13 animation, with a note when the result is not exact.
///
/// Works on the engine's canonical text, whose shape is fixed: a base (`.name` or `.name(…)`) followed by
/// modifiers (`.delay(…)`, `.speed(…)`, `.repeatCount(…)`, `.repeatForever(…)`, `.logicallyComplete(after: …)`).
enum LegacyAnimation {
    /// An iOS 13 spelling of an animation and, when it only approximates the original, why.
    struct Rewrite: Equatable {
        var text: String
        var note: String?
    }

    /// `animation` as iOS 13 can write it.
    static func rewrite(_ animation: Animation) -> Rewrite {
        let segments = topLevelSegments(animation.description)
        guard let base = segments.first else { return Rewrite(text: animation.description) }
        var notes: [String] = []
        var text = rewriteBase(base, notes: &notes)
        for modifier in segments.dropFirst() {
            if modifier.hasPrefix("logicallyComplete(") {
                notes.append("'.\(modifier)' is iOS 17 and was left out")
            } else {
                text += "." + modifier
            }
        }
        return Rewrite(text: text, note: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }

    /// The iOS 13 animation closest to one keyframe segment of `duration` seconds; nil for `MoveKeyframe` (a jump).
    static func keyframeAnimation(_ keyframe: ParsedKeyframe) -> Rewrite? {
        switch keyframe {
        case .linear(_, let duration, let curve):
            return timing(curve, duration: number(duration))
        case .cubic(_, let duration, _, _):
            return Rewrite(
                text: ".linear(duration: \(number(duration)))",
                note: "cubic keyframes (a smooth spline) are approximated by linear segments")
        case .spring(_, let duration, let spring, _):
            // The getters recompute from (ω, λ) with rounding noise (0.5000000000000001); this is approximate anyway.
            let response = number(tidy(spring.response))
            let text = ".spring(response: \(response), dampingFraction: \(number(tidy(spring.dampingRatio))))"
            let cut = duration.map { " cut off after \(number($0)) s" } ?? ""
            return Rewrite(text: text, note: "spring keyframes\(cut) become springs that run to rest")
        case .move:
            return nil
        }
    }

    private static func rewriteBase(_ base: String, notes: inout [String]) -> String {
        switch base {
        // The iOS 17 presets are fluid springs of 0.5 s with bounce 0, 0.15 and 0.3. `.spring` prints for the
        // same spring as `.smooth`, and `.interactiveSpring` is 0.15 s with bounce 0.15 and a 0.25 s blend; spell
        // both out, because iOS 13's `.spring()` and `.interactiveSpring()` have other defaults.
        case "smooth", "spring": return ".spring(response: 0.5, dampingFraction: 1)"
        case "snappy": return ".spring(response: 0.5, dampingFraction: 0.85)"
        case "bouncy": return ".spring(response: 0.5, dampingFraction: 0.7)"
        case "interactiveSpring":
            return ".interactiveSpring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25)"
        case "interpolatingSpring":
            // interpolatingSpring(duration: 0.5, bounce: 0): stiffness (2π / 0.5)², critical damping 2√k.
            let stiffness = (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
            return
                ".interpolatingSpring(stiffness: \(number(stiffness)), damping: \(number(2 * stiffness.squareRoot())))"
        default: break
        }
        guard base.hasPrefix("timingCurve(.") else { return "." + base }
        // `.timingCurve(UnitCurve, duration:)` is iOS 17: spell the curve as a named animation or control points.
        let arguments = base.dropFirst("timingCurve(".count).dropLast()
        let separator = ", duration: "
        guard let comma = arguments.indices.last(where: { arguments[$0...].hasPrefix(separator) }) else {
            return "." + base
        }
        let curveText = "UnitCurve" + arguments[..<comma]
        let duration = String(arguments[arguments.index(comma, offsetBy: separator.count)...])
        guard let curve = try? ExpressionParser.parseUnitCurve(curveText) else { return "." + base }
        let rewrite = timing(curve, duration: duration)
        if let note = rewrite.note { notes.append(note) }
        return rewrite.text
    }

    /// A timing-curve animation of `duration` (already printed) following `curve`.
    private static func timing(_ curve: UnitCurve, duration: String) -> Rewrite {
        let named: [(UnitCurve, String)] = [
            (.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut"),
        ]
        if let name = named.first(where: { $0.0 == curve })?.1 {
            return Rewrite(text: ".\(name)(duration: \(duration))")
        }
        // SwiftUI's own Bézier stand-ins for the circular curves (used when it hands them to Core Animation).
        let circular: [(UnitCurve, String, String)] = [
            (.circularEaseIn, "circularEaseIn", "0.55, 0, 1, 0.45"),
            (.circularEaseOut, "circularEaseOut", "0, 0.55, 0.45, 1"),
            (.circularEaseInOut, "circularEaseInOut", "0.85, 0, 0.15, 1"),
        ]
        if let (_, name, points) = circular.first(where: { $0.0 == curve }) {
            return Rewrite(
                text: ".timingCurve(\(points), duration: \(duration))",
                note: "'.\(name)' is approximated by a Bézier curve")
        }
        let points = numbers(in: curve.description)
        guard points.count == 4 else { return Rewrite(text: ".linear(duration: \(duration))", note: "unknown curve") }
        return Rewrite(text: ".timingCurve(\(points.joined(separator: ", ")), duration: \(duration))")
    }

    /// Splits `.a(…).b(…)` at top-level dots into `a(…)`, `b(…)`.
    static func topLevelSegments(_ text: String) -> [String] {
        var segments: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "." where depth == 0:
                if !current.isEmpty { segments.append(current) }
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.isEmpty { segments.append(current) }
        return segments
    }

    /// The numeric literals in canonical text, in order (`UnitPoint(x: 0.1, y: -2)` gives `0.1`, `-2`).
    private static func numbers(in text: String) -> [String] {
        var results: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text {
            let startsNumber = character.isNumber || (character == "-" && !previous.isLetter)
            let continues =
                !current.isEmpty
                && (character == "." || character == "e" || ("+-".contains(character) && previous == "e"))
            if startsNumber || continues {
                current.append(character)
            } else {
                if current.contains(where: \.isNumber) { results.append(current) }
                current = ""
            }
            previous = character
        }
        if current.contains(where: \.isNumber) { results.append(current) }
        return results
    }

    /// `value` rounded to 12 significant digits.
    private static func tidy(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        let scale = pow(10, 11 - floor(log10(abs(value))))
        return (value * scale).rounded() / scale
    }

    /// A number in the engine's canonical spelling.
    static func number(_ value: Double) -> String { ParameterValue.double(value).description }
}
