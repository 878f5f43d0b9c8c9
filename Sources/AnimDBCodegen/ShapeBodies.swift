/// The body of `path(in:)` for each built-in shape type: AnimDBGeometry's drawing code, operation for operation,
/// written as SwiftUI source (so a generated shape draws exactly the path animdb previews).
///
/// SwiftUI's `addRoundedRect(in:cornerSize:)` defaults to `.continuous` corners; animdb draws `.circular` ones, so
/// the generated calls say so.
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
                "// SwiftUI measures angles from 3 o'clock and, with y pointing down, draws `clockwise: false` arcs",
                "// clockwise on screen; turn back a quarter and flip the direction to measure from 12 o'clock.",
                "let rotationAdjustment = Angle.degrees(90)",
                "var path = Path()",
                "path.addArc(",
                "    center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,",
                "    startAngle: startAngle - rotationAdjustment, endAngle: endAngle - rotationAdjustment,",
                "    clockwise: !clockwise)",
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
                "// Only the whole part of `petalCount` is drawn, at least 1; Int(_:) traps on NaN and huge values.",
                "let n = petalCount.isFinite ? max(Int(min(petalCount, 10_000)), 1) : 1",
                "let center = CGPoint(x: rect.midX, y: rect.midY)",
                "func point(_ radius: Double, _ angle: Double) -> CGPoint {",
                "    CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))",
                "}",
                "let halfPetal = Double.pi / Double(n)",
                "var path = Path()",
                "for i in 0..<n {",
                "    let angle = 2 * .pi * Double(i) / Double(n) + rotationOffset.radians",
                "    path.move(to: center)",
                "    path.addQuadCurve(to: point(outerRadius, angle), control: point(innerRadius, angle - halfPetal))",
                "    path.addQuadCurve(to: center, control: point(innerRadius, angle + halfPetal))",
                "    path.closeSubpath()",
                "}",
                "return path",
            ]
        case "morphing-rect":
            return [
                "let side = max(size, 0)",
                "var path = Path()",
                "path.addRoundedRect(",
                "    in: CGRect(x: Double(rect.midX) - side / 2, y: Double(rect.midY) - side / 2, width: side, height: side),",
                "    cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .circular)",
                "return path",
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
                "path.addRoundedRect(",
                "    in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .circular)",
                "return path",
            ]
        default:
            preconditionFailure("catalog shape '\(typeName)' has no generated drawing code")
        }
    }
}
