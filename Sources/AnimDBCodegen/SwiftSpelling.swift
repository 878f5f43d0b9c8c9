import AnimDBEngine
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What an argument of generated code is: an expression naming something that varies (a property, a `@State`, a
/// keyframe value), or a constant value written as a literal.
enum Argument: Equatable {
    case expression(String)
    case value(ParameterValue)

    /// The constant, when the argument is one.
    var constant: ParameterValue? {
        if case .value(let value) = self { return value }
        return nil
    }
}

/// Collects the notes about what a target cannot say exactly, once each, in the order met.
final class Notes {
    private(set) var all: [String] = []

    func add(_ note: String) {
        if !all.contains(note) { all.append(note) }
    }
}

/// Spells values as Swift source for one target: canonical expression text (under `withSwiftSourceNumbers`, so
/// `.pi * 2`), with the type left out where Swift infers it (`.degrees(45)`, `.cyan`, `.title2`) and iOS 13
/// replacements for the newer styles (with a note).
struct SwiftSpelling {
    let target: CodegenTarget
    let notes: Notes

    /// The value where its type is known (an argument, an assignment, a typed property): `.degrees(45)`, `.cyan`,
    /// `.center`, `.title2.bold()`, `4`.
    func member(_ value: ParameterValue) -> String {
        switch value {
        case .color(let color): return Self.dropType(colorText(color))
        case .paint(let paint): return paintText(paint)
        case .font(let font): return Self.dropType(fontText(font))
        case .textFieldStyle(let style): return textFieldStyle(style)
        case .angle, .unitPoint, .textAlignment, .cornerStyle, .horizontalAlignment, .verticalAlignment, .alignment:
            return Self.dropType(value.description)
        case .buttonStyle(let style): return buttonStyleText(style)
        case .edgeSet:
            // `Edge.Set.horizontal` is written `.horizontal`; a combination as an array literal `[.top, .leading]`.
            let text = value.description
            return text.hasPrefix("Edge.Set([")
                ? String(text.dropFirst("Edge.Set(".count).dropLast()) : "." + text.split(separator: ".").last!
        case .transition(let transition): return transitionText(transition)
        case .optionalNumber(let number): return number == .infinity ? ".infinity" : value.description
        case .shapePath(let path): return pathText(path)
        default: return value.description
        }
    }

    /// A path as Swift builds one: `Path { path in path.move(to: …); path.addLine(to: …); … }`.
    func pathText(_ value: ShapePath) -> String {
        func point(_ p: CGPoint) -> String {
            "CGPoint(x: \(operand(.double(Double(p.x)))), y: \(operand(.double(Double(p.y)))))"
        }
        let statements = value.segments.map { step in
            switch step {
            case .move(let to): "path.move(to: \(point(to)))"
            case .line(let to): "path.addLine(to: \(point(to)))"
            case .curve(let to, let control1, let control2):
                "path.addCurve(to: \(point(to)), control1: \(point(control1)), control2: \(point(control2)))"
            case .close: "path.closeSubpath()"
            }
        }
        return statements.isEmpty ? "Path()" : "Path { path in \(statements.joined(separator: "; ")) }"
    }

    /// The value where no type is known (an operand, a receiver): `Angle.degrees(45)`, `Color.cyan`, `(.pi * 2)`.
    func operand(_ value: ParameterValue) -> String {
        switch value {
        case .double, .int:
            let text = value.description
            return text.contains(" ") ? "(\(text))" : text
        case .angle: return "Angle" + value.description
        case .color(let color): return colorText(color)
        case .font(let font): return fontText(font)
        default: return member(value)
        }
    }

    /// An argument where its type is known.
    func member(_ argument: Argument) -> String {
        switch argument {
        case .expression(let text): text
        case .value(let value): member(value)
        }
    }

    /// An argument as an operand.
    func operand(_ argument: Argument) -> String {
        switch argument {
        case .expression(let text): text
        case .value(let value): operand(value)
        }
    }

    /// A colour as `Color.name`, `Color.name.opacity(o)` or `Color(red:green:blue:opacity:)`, with every name
    /// SwiftUI has (not just the few stored colours print by).
    func colorText(_ color: Color) -> String {
        let named = ParameterValue.paint(.color(color)).description
        if !named.hasPrefix("Color("), color.opacity == 1 { return named }
        var opaque = color
        opaque.opacity = 1
        let name = ParameterValue.paint(.color(opaque)).description
        guard !name.hasPrefix("Color("), color.opacity < 1 else { return named }
        return "\(name).opacity(\(ParameterValue.double(color.opacity)))"
    }

    /// A paint where a `ShapeStyle` (iOS 15 and later) or, on iOS 13, a concrete type is expected.
    func paintText(_ paint: Paint) -> String {
        guard target == .ios13 else {
            switch paint {
            case .color(let color): return Self.dropType(colorText(color))
            case .colorGradient(let color): return Self.dropType(colorText(color)) + ".gradient"
            case .linearGradient, .angularGradient, .radialGradient: return ParameterValue.paint(paint).description
            }
        }
        switch paint {
        case .color(let color):
            return colorText(color)
        case .colorGradient(let color):
            notes.add("'.gradient' of a colour is iOS 16, so the plain colour is used")
            return colorText(color)
        case .linearGradient(let linear):
            return "LinearGradient(gradient: \(gradient(linear.gradient)), startPoint: "
                + "\(member(.unitPoint(linear.startPoint))), endPoint: \(member(.unitPoint(linear.endPoint))))"
        case .angularGradient(let angular):
            // iOS 13 has `AngularGradient(gradient:center:startAngle:endAngle:)`; the canonical text already uses
            // `center:`, `angle:` or `startAngle:`/`endAngle:` labels after the colours.
            let canonical = ParameterValue.paint(paint).description
            let afterColors = canonical.firstRange(of: "], center:").map { String(canonical[$0.upperBound...]) } ?? ""
            return "AngularGradient(gradient: \(gradient(angular.gradient)), center:\(afterColors)"
        case .radialGradient(let radial):
            // iOS 13 has `RadialGradient(gradient:center:startRadius:endRadius:)`.
            return
                "RadialGradient(gradient: \(gradient(radial.gradient)), center: \(member(.unitPoint(radial.center))), "
                + "startRadius: \(ParameterValue.double(radial.startRadius)), endRadius: \(ParameterValue.double(radial.endRadius)))"
        }
    }

    /// `Gradient(colors: […])` or `Gradient(stops: […])`, as iOS 13 writes a gradient's colours.
    private func gradient(_ gradient: Gradient) -> String {
        if gradient.isEvenlySpaced {
            return "Gradient(colors: [\(gradient.stops.map { member(.color($0.color)) }.joined(separator: ", "))])"
        }
        let stops = gradient.stops.map {
            "Gradient.Stop(color: \(member(.color($0.color))), location: \(ParameterValue.double($0.location)))"
        }
        return "Gradient(stops: [\(stops.joined(separator: ", "))])"
    }

    /// A font; iOS 13 lacks `.title2`, `.title3` and `.caption2`, which become the system font of their size.
    func fontText(_ font: Font) -> String {
        let canonical = ParameterValue.font(font).description
        guard target == .ios13, let style = font.style, [.title2, .title3, .caption2].contains(style) else {
            return canonical
        }
        notes.add("'.\(style.rawValue)' is iOS 14, so the system font of its size is used")
        var system = Font.system(size: font.size, weight: font.weight)
        system.isItalic = font.isItalic
        return ParameterValue.font(system).description
    }

    /// A button style: `.borderedProminent` (iOS 15); on iOS 13 the style types it has (`PlainButtonStyle()`), and
    /// the default for the bordered ones it lacks.
    private func buttonStyleText(_ style: ButtonStyle) -> String {
        guard target == .ios13 else { return Self.dropType(ParameterValue.buttonStyle(style).description) }
        switch style {
        case .automatic: return "DefaultButtonStyle()"
        case .plain: return "PlainButtonStyle()"
        case .borderless: return "BorderlessButtonStyle()"
        case .bordered, .borderedProminent:
            notes.add("'.\(style.rawValue)' buttons are iOS 15, so the default style is used")
            return "DefaultButtonStyle()"
        }
    }

    /// A transition as SwiftUI code writes it (`.scale(0.5, anchor: .top)`, `.opacity.combined(with: .slide)`);
    /// iOS 13's `AnyTransition` labels a scale's factor (`.scale(scale: 0.5)`, where iOS 17's `Transition` writes
    /// `.scale(0.5)`) and lacks `.push(from:)` (iOS 16), which is exactly a move in from the edge and out towards the
    /// opposite one, fading.
    private func transitionText(_ transition: Transition) -> String {
        switch transition {
        case .scale(let scale, let anchor) where transition != .scale:
            let factor = (target == .ios13 ? "scale: " : "") + ParameterValue.double(scale).description
            return anchor == .center
                ? ".scale(\(factor))" : ".scale(\(factor), anchor: \(member(.unitPoint(anchor))))"
        case .push(let edge) where target == .ios13:
            return transitionText(
                .asymmetric(
                    insertion: .combined([.move(edge), .opacity]), removal: .combined([.move(edge.opposite), .opacity]))
            )
        case .asymmetric(let insertion, let removal):
            return ".asymmetric(insertion: \(transitionText(insertion)), removal: \(transitionText(removal)))"
        case .combined(let parts):
            guard let first = parts.first else { return ".identity" }
            return parts.dropFirst().reduce(transitionText(first)) { "\($0).combined(with: \(transitionText($1)))" }
        default:
            return transition.memberText
        }
    }

    private func textFieldStyle(_ style: TextFieldStyle) -> String {
        guard target == .ios13 else { return "." + style.rawValue }
        switch style {
        case .automatic: return "DefaultTextFieldStyle()"
        case .plain: return "PlainTextFieldStyle()"
        case .roundedBorder: return "RoundedBorderTextFieldStyle()"
        }
    }

    /// An animation: its canonical text, on ios17 and ios26 with a bounce-free or bouncy fluid spring written
    /// `.spring(duration:bounce:)` as iOS 17 code does; on ios13 rewritten with iOS 13 API (with a note when not
    /// exact).
    func animation(_ animation: Animation, for what: String) -> String {
        guard target == .ios13 else { return Self.modernSprings(animation.description) }
        let rewrite = LegacyAnimation.rewrite(animation)
        if let note = rewrite.note { notes.add("\(note) (\(what))") }
        return rewrite.text
    }

    /// `.spring(response: r, dampingFraction: z)` (no blend) as `.spring(duration: r, bounce: b)` when a decimal
    /// bounce gives exactly that damping fraction (`1 - b`), as SwiftUI's iOS 17 initialiser computes it.
    static func modernSprings(_ text: String) -> String {
        let prefix = ".spring(response: "
        guard text.hasPrefix(prefix), let close = text.firstIndex(of: ")") else { return text }
        let arguments = text[text.index(text.startIndex, offsetBy: prefix.count)..<close]
            .split(separator: ", dampingFraction: ", omittingEmptySubsequences: false)
        guard arguments.count == 2, let fraction = Double(arguments[1]), fraction <= 1, fraction > 0 else {
            return text
        }
        guard let bounce = shortestDecimal(1 - fraction, where: { 1 - $0 == fraction }) else { return text }
        let bounceText = bounce == 0 ? "" : ", bounce: \(ParameterValue.double(bounce))"
        return ".spring(duration: \(arguments[0])\(bounceText))" + text[text.index(after: close)...]
    }

    /// The decimal with the fewest significant digits near `value` that satisfies `check`.
    private static func shortestDecimal(_ value: Double, where check: (Double) -> Bool) -> Double? {
        for digits in 1...17 {
            if let candidate = Double(CFormat.string("%.\(digits)g", value)), check(candidate) { return candidate }
        }
        return nil
    }

    /// `.degrees(45)` for `Angle.degrees(45)`: the canonical text without its leading type name.
    static func dropType(_ text: String) -> String {
        guard let first = text.first, first.isUppercase, let dot = text.firstIndex(of: "."),
            !text[..<dot].contains("(")
        else { return text }
        return String(text[dot...])
    }
}
