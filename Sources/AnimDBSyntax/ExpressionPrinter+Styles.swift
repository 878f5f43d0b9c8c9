import AnimDBEngine

/// Canonical text for paints, stroke styles and fonts, in the articles' spelling: arguments whose type is known
/// print with a leading dot (`colors: [.blue, .purple]`, `startPoint: .leading`, `lineCap: .round`), and defaults
/// are left out.
extension ExpressionPrinter {
    /// `Color.red`, `Color.orange.gradient`, `LinearGradient(colors: [.blue, .purple], startPoint: .leading,
    /// endPoint: .trailing)`, `AngularGradient(colors: […], center: .center)`.
    static func paint(_ paint: Paint) -> String {
        switch paint {
        case .color(let color): return ExpressionPrinter.color(color, allNames: true)
        case .colorGradient(let color): return ExpressionPrinter.color(color, allNames: true) + ".gradient"
        case .linearGradient(let linear):
            return
                "LinearGradient(\(gradientArgument(linear.gradient)), startPoint: \(memberUnitPoint(linear.startPoint)), "
                + "endPoint: \(memberUnitPoint(linear.endPoint)))"
        case .angularGradient(let angular):
            var text =
                "AngularGradient(\(gradientArgument(angular.gradient)), center: \(memberUnitPoint(angular.center))"
            if angular.endAngle.radians == (angular.startAngle + .degrees(360)).radians {
                text += ", angle: \(ExpressionPrinter.angle(angular.startAngle))"
            } else if angular.startAngle != .zero || angular.endAngle != .zero {
                text += ", startAngle: \(ExpressionPrinter.angle(angular.startAngle))"
                text += ", endAngle: \(ExpressionPrinter.angle(angular.endAngle))"
            }
            return text + ")"
        case .radialGradient(let radial):
            return
                "RadialGradient(\(gradientArgument(radial.gradient)), center: \(memberUnitPoint(radial.center)), "
                + "startRadius: \(number(radial.startRadius)), endRadius: \(number(radial.endRadius)))"
        }
    }

    /// `colors: [.red, .blue]` when the stops are evenly spaced, else `stops: [Gradient.Stop(color: .red,
    /// location: 0), …]`.
    private static func gradientArgument(_ gradient: Gradient) -> String {
        if gradient.isEvenlySpaced {
            return "colors: [\(gradient.stops.map { memberColor($0.color) }.joined(separator: ", "))]"
        }
        let stops = gradient.stops.map {
            "Gradient.Stop(color: \(memberColor($0.color)), location: \(number($0.location)))"
        }
        return "stops: [\(stops.joined(separator: ", "))]"
    }

    /// A colour where its type is known: `.red`, or `Color(red: …)`.
    static func memberColor(_ color: Color) -> String {
        let text = ExpressionPrinter.color(color, allNames: true)
        return text.hasPrefix("Color.") ? String(text.dropFirst("Color".count)) : text
    }

    /// A unit point where its type is known: `.center`, or `UnitPoint(x: …, y: …)`.
    static func memberUnitPoint(_ point: UnitPoint) -> String {
        let text = unitPoint(point)
        return text.hasPrefix("UnitPoint.") ? String(text.dropFirst("UnitPoint".count)) : text
    }

    /// `StrokeStyle(lineWidth: 8, lineCap: .round)`, leaving out SwiftUI's defaults.
    static func strokeStyle(_ style: StrokeStyle) -> String {
        let defaults = StrokeStyle()
        var arguments: [String] = []
        if style.lineWidth != defaults.lineWidth { arguments.append("lineWidth: \(number(style.lineWidth))") }
        if style.lineCap != defaults.lineCap { arguments.append("lineCap: .\(style.lineCap.rawValue)") }
        if style.lineJoin != defaults.lineJoin { arguments.append("lineJoin: .\(style.lineJoin.rawValue)") }
        if style.miterLimit != defaults.miterLimit { arguments.append("miterLimit: \(number(style.miterLimit))") }
        if !style.dash.isEmpty { arguments.append("dash: [\(style.dash.map(number).joined(separator: ", "))]") }
        if style.dashPhase != defaults.dashPhase { arguments.append("dashPhase: \(number(style.dashPhase))") }
        return "StrokeStyle(\(arguments.joined(separator: ", ")))"
    }

    /// `Font.title2`, `Font.title2.bold()`, `Font.headline.weight(.medium)`, `Font.system(size: 20, weight:
    /// .semibold)`, each followed by `.italic()` when italic.
    static func font(_ font: Font) -> String {
        var text: String
        if let style = font.style, font.size == style.size {
            text = "Font.\(style.rawValue)"
            if font.weight != style.weight {
                text += font.weight == .bold ? ".bold()" : ".weight(.\(font.weight.rawValue))"
            }
        } else {
            text = "Font.system(size: \(number(font.size))"
            text += font.weight == .regular ? ")" : ", weight: .\(font.weight.rawValue))"
        }
        return font.isItalic ? text + ".italic()" : text
    }
}
