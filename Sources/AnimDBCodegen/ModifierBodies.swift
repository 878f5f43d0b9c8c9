import AnimDBEngine
import AnimDBSyntax
import Foundation

/// How each built-in modifier type is written: a `GeometryEffect` where the articles use one (the shakes), else a
/// `ViewModifier` built from SwiftUI's own modifiers, with the same formulas as AnimDBGeometry's `ModifierEffect`.
enum ModifierBodies {
    /// The protocol family a modifier type is written as.
    enum Form {
        /// `GeometryEffect` with `effectValue(size:)`.
        case geometryEffect
        /// `ViewModifier` (or `AnimatableModifier` before iOS 17) with `body(content:)`.
        case viewModifier
    }

    /// Whether code can be generated for the modifier type `typeName` (the effect modifiers; styles, layout and
    /// environment items are written inline in views).
    static func supports(_ typeName: String) -> Bool {
        ["shake", "shake-decay", "counter", "offset", "scale", "rotation", "opacity"].contains(typeName)
    }

    static func form(of typeName: String) -> Form {
        switch typeName {
        case "shake", "shake-decay": .geometryEffect
        default: .viewModifier
        }
    }

    /// The lines of `effectValue(size:)` or `body(content:)`; `values` are the preset's resolved values (the
    /// counter needs its format to choose how to pass the number).
    static func body(for typeName: String, values: [String: ParameterValue]) -> [String] {
        switch typeName {
        case "shake":
            return ["ProjectionTransform(CGAffineTransform(translationX: amplitude * sin(shakes * .pi * 2), y: 0))"]
        case "shake-decay":
            return [
                "ProjectionTransform(",
                "    CGAffineTransform(translationX: sin(progress * 6 * .pi) * intensity * (1 - progress), y: 0))",
            ]
        case "counter":
            let number = isIntegerFormat(values["format"]) ? "Int(value.rounded())" : "value"
            return [
                "// The counter shows its own text in the space the content takes up.",
                "content",
                "    .hidden()",
                "    .overlay(Text(String(format: format, \(number))))",
            ]
        case "offset": return ["content.offset(x: x, y: y)"]
        case "scale": return ["content.scaleEffect(scale, anchor: anchor)"]
        case "rotation": return ["content.rotationEffect(angle, anchor: anchor)"]
        case "opacity": return ["content.opacity(opacity)"]
        default: preconditionFailure("catalog modifier '\(typeName)' has no generated code")
        }
    }

    /// Whether a counter format's conversion is `%d`/`%i`, which takes an integer (as `CounterFormat` rounds).
    static func isIntegerFormat(_ value: ParameterValue?) -> Bool {
        guard case .string(let format) = value else { return false }
        var characters = format.replacingOccurrences(of: "%%", with: "")[...]
        guard let percent = characters.firstIndex(of: "%") else { return false }
        characters = characters[characters.index(after: percent)...]
        let conversion = characters.first { $0.isLetter }
        return conversion == "d" || conversion == "i"
    }
}
