/// The body of `path(in:)` for each built-in shape type: AnimDBGeometry's drawing code, operation for operation,
/// written as SwiftUI source (so a generated shape draws exactly the path animdb previews).
///
/// Rounded corners follow SwiftUI's defaults (`.continuous`, except `Capsule`'s `.circular`), which animdb draws
/// too.
enum ShapeBodies {
    /// The lines of `path(in rect: CGRect) -> Path` for the shape type `typeName`.
    static func pathBody(for typeName: String) -> [String] {
        switch typeName {
        case "trapezoid":
            return [
                "var path = Path()",
                "path.move(to: CGPoint(x: 0, y: rect.maxY))",
                "path.addLine(to: CGPoint(x: insetAmount, y: rect.minY))",
                "path.addLine(to: CGPoint(x: rect.maxX - insetAmount, y: rect.minY))",
                "path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))",
                "path.closeSubpath()",
                "return path",
            ]
        case "arc":
            return [
                "var path = Path()",
                "path.addArc(",
                "    center: CGPoint(x: rect.midX, y: rect.midY),",
                "    radius: rect.width / 2,",
                "    startAngle: startAngle,",
                "    endAngle: endAngle,",
                "    clockwise: clockwise",
                ")",
                "return path",
            ]
        case "wave":
            return [
                "var path = Path()",
                "let width = Double(rect.width)",
                "// x / width is undefined for an empty rectangle; draw nothing rather than NaNs.",
                "guard width > 0 else { return path }",
                "let midY = Double(rect.midY)",
                "for x in stride(from: 0.0, through: width, by: 1) {",
                "    let relativeX = x / width",
                "    let y = midY + amplitude * sin(frequency * relativeX * 2 * .pi + phase)",
                "    let point = CGPoint(x: x, y: y)",
                "    if x == 0 {",
                "        path.move(to: point)",
                "    } else {",
                "        path.addLine(to: point)",
                "    }",
                "}",
                "return path",
            ]
        case "polygon":
            return [
                "// Only the whole part of `sides` is drawn, at least 3; Int(_:) traps on NaN and huge values.",
                "let n = sides.isFinite ? max(Int(min(sides, 100_000)), 3) : 3",
                "let radius = Double(min(rect.width, rect.height)) / 2 * scale",
                "let (cx, cy) = (Double(rect.midX), Double(rect.midY))",
                "let start = -Double.pi / 2 + rotation.radians",
                "var path = Path()",
                "for i in 0..<n {",
                "    let angle = start + 2 * .pi * Double(i) / Double(n)",
                "    let point = CGPoint(x: cx + radius * cos(angle), y: cy + radius * sin(angle))",
                "    if i == 0 {",
                "        path.move(to: point)",
                "    } else {",
                "        path.addLine(to: point)",
                "    }",
                "}",
                "path.closeSubpath()",
                "return path",
            ]
        case "petal":
            return [
                "let center = CGPoint(x: rect.midX, y: rect.midY)",
                "let count = max(Int(petalCount), 2)",
                "var path = Path()",
                "",
                "for i in 0..<count {",
                "    let baseAngle = (Double(i) / Double(count)) * 2 * .pi + rotationOffset",
                "    let tipAngle = baseAngle",
                "    let leftAngle = baseAngle - .pi / Double(count)",
                "    let rightAngle = baseAngle + .pi / Double(count)",
                "",
                "    let tipPoint = CGPoint(",
                "        x: center.x + outerRadius * cos(tipAngle),",
                "        y: center.y + outerRadius * sin(tipAngle)",
                "    )",
                "    let leftControl = CGPoint(",
                "        x: center.x + innerRadius * cos(leftAngle),",
                "        y: center.y + innerRadius * sin(leftAngle)",
                "    )",
                "    let rightControl = CGPoint(",
                "        x: center.x + innerRadius * cos(rightAngle),",
                "        y: center.y + innerRadius * sin(rightAngle)",
                "    )",
                "",
                "    path.move(to: center)",
                "    path.addQuadCurve(to: tipPoint, control: leftControl)",
                "    path.addQuadCurve(to: center, control: rightControl)",
                "}",
                "",
                "return path",
            ]
        case "morphing-shape":
            return [
                "let adjustedSize = min(size, rect.width, rect.height)",
                "let rect = CGRect(",
                "    x: (rect.width - adjustedSize) / 2,",
                "    y: (rect.height - adjustedSize) / 2,",
                "    width: adjustedSize,",
                "    height: adjustedSize",
                ")",
                "return Path(roundedRect: rect, cornerRadius: cornerRadius)",
            ]
        case "rectangle":
            return [
                "var path = Path()",
                "path.addRect(",
                "    CGRect(x: Double(rect.midX) - width / 2, y: Double(rect.midY) - height / 2, width: width, height: height))",
                "return path",
            ]
        case "circle":
            return [
                "let side = min(rect.width, rect.height)",
                "var path = Path()",
                "path.addEllipse(in: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))",
                "return path",
            ]
        case "capsule":
            return [
                "let radius = min(rect.width, rect.height) / 2",
                "var path = Path()",
                "path.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius), style: .circular)",
                "return path",
            ]
        case "rounded-rectangle":
            return [
                "var path = Path()",
                "path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))",
                "return path",
            ]
        default:
            preconditionFailure("catalog shape '\(typeName)' has no generated drawing code")
        }
    }
}
