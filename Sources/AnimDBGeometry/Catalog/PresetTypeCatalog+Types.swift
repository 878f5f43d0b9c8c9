import AnimDBEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension PresetTypeCatalog {
    static let shapes: [PresetType] = [
        PresetType(
            kind: .shape, name: "trapezoid", swiftName: "Trapezoid",
            summary: "A trapezoid whose top corners are inset from the sides",
            parameters: [double("insetAmount", 50, .minimum(0), "How far the top corners sit in from the sides")]),
        PresetType(
            kind: .shape, name: "arc", swiftName: "Arc",
            summary:
                "An arc of the inscribed circle, as addArc draws it: 0° at 3 o'clock, angles growing clockwise on screen",
            parameters: [
                angle("startAngle", degrees: 0, animatable: true, "Where the arc starts (0° is 3 o'clock)"),
                angle("endAngle", degrees: 180, animatable: true, "Where the arc ends (0° is 3 o'clock)"),
                ParameterSpec(
                    name: "clockwise", type: .bool, defaultValue: .bool(false), isAnimatable: false,
                    doc: "addArc's direction: false sweeps through increasing angles, clockwise on screen"),
            ],
            drawsOpenPath: true),
        PresetType(
            kind: .shape, name: "wave", swiftName: "Wave",
            summary: "A sine wave across the frame: y = sin(frequency · x / width · 2π + phase) · amplitude + midY",
            parameters: [
                double("amplitude", 20, "Peak distance from the centre line, in points"),
                double("frequency", 2, .minimum(0), "Full periods across the width"),
                double("phase", 0, "Phase shift in radians"),
            ],
            drawsOpenPath: true),
        PresetType(
            kind: .shape, name: "polygon", swiftName: "Polygon", summary: "A regular polygon with a vertex at the top",
            parameters: [
                double("sides", 6, .minimum(3), "Number of sides; the drawn count is max(Int(sides), 3)"),
                double("scale", 1, .minimum(0), "Circumradius as a fraction of half the shorter side"),
                angle("rotation", degrees: 0, animatable: false, "Turn of every vertex (@AnimatableIgnored)"),
            ]),
        PresetType(
            kind: .shape, name: "petal", swiftName: "PetalShape",
            summary: "A flower of quad-curve petals around the centre",
            parameters: [
                double("petalCount", 6, .minimum(2), "Number of petals; the drawn count is max(Int(petalCount), 2)"),
                double("innerRadius", 30, .minimum(0), "Distance of the petals' control points from the centre"),
                double("outerRadius", 90, .minimum(0), "Distance of the petal tips from the centre"),
                double(
                    "rotationOffset", 0, animatable: false,
                    "Turn of every petal in radians (@AnimatableIgnored; pair with a rotation item to spin)"),
            ]),
        PresetType(
            kind: .shape, name: "morphing-shape", swiftName: "MorphingShape",
            summary: "A centred rounded square of min(size, width, height) with continuous corners",
            parameters: [
                double("size", 120, .minimum(0), "Side length in points, clamped to the frame"),
                double("cornerRadius", 20, .minimum(0), "Corner radius in points; size / 2 makes a circle"),
            ]),
        PresetType(
            kind: .shape, name: "rectangle", swiftName: "RectangleShape",
            summary: "A width × height rectangle centred in the frame",
            parameters: [
                double("width", 160, .minimum(0), "Width in points"),
                double("height", 100, .minimum(0), "Height in points"),
            ]),
        PresetType(
            kind: .shape, name: "circle", swiftName: "Circle", summary: "The largest circle that fits the frame",
            parameters: []),
        PresetType(
            kind: .shape, name: "ellipse", swiftName: "Ellipse", summary: "The ellipse inscribed in the frame",
            parameters: []),
        PresetType(
            kind: .shape, name: "capsule", swiftName: "Capsule", summary: "A frame-filling rectangle with round ends",
            parameters: []),
        PresetType(
            kind: .shape, name: "rounded-rectangle", swiftName: "RoundedRectangle",
            summary: "A frame-filling rectangle with rounded corners (continuous unless style is .circular)",
            parameters: [
                double("cornerRadius", 25, .minimum(0), "Corner radius in points"),
                ParameterSpec(
                    name: "style", type: .cornerStyle, defaultValue: .cornerStyle(.continuous), isAnimatable: false,
                    doc: "SwiftUI's RoundedCornerStyle: .continuous (the default) or .circular"),
            ]),
        PresetType(
            kind: .shape, name: "path", swiftName: "Path",
            summary: "A path of vertices and tangents, drawn where its points are (as SwiftUI draws a Path)",
            parameters: [
                ParameterSpec(
                    name: "path", type: .shapePath, defaultValue: .shapePath(ShapePath()), isAnimatable: true,
                    doc:
                        "SVG path data (absolute M, L, Q, C, Z); animates vertex by vertex when the vertex counts match"
                )
            ]),
    ]

    static let texts: [PresetType] = [
        PresetType(
            kind: .text, name: "text", swiftName: "Text",
            summary: "A label: Text(text).font(font).foregroundStyle(foreground).multilineTextAlignment(alignment)",
            parameters: [
                string("text", "Hello, world!", "The text; \\n breaks lines"),
                font(.body, "The font; at its default a font item later in the chain sets it instead"),
                paint(
                    "foreground", .color(.primary),
                    "The text's colour or gradient; at its default a foreground item sets it"),
                ParameterSpec(
                    name: "alignment", type: .textAlignment, defaultValue: .textAlignment(.leading),
                    isAnimatable: false,
                    doc: "How the lines align with one another"),
            ]),
        PresetType(
            kind: .text, name: "text-field", swiftName: "TextField",
            summary: "A text field: the text, or the placeholder in grey while it is empty",
            parameters: [
                string("placeholder", "", "Shown in grey while the text is empty"),
                string("text", "", "What the field contains"),
                ParameterSpec(
                    name: "style", type: .textFieldStyle, defaultValue: .textFieldStyle(.roundedBorder),
                    isAnimatable: false, doc: "The field's look (.roundedBorder draws UIKit's rounded box)"),
            ]),
        PresetType(
            kind: .text, name: "animatable-text", swiftName: "AnimatableTextView",
            summary: "Numbers that animate together, each its own Text with a format and colour, stacked vertically",
            parameters: animatableTextParameters),
    ]

    /// AnimatableTextView of the Animatable/AnimatablePair article, generalised to up to eight numbers: `count`,
    /// `value1` … `value8` (one animatable vector), `format`, `color1` … `color8` and `font`.
    private static var animatableTextParameters: [ParameterSpec] {
        let count = ParameterSpec(
            name: "count", type: .int, defaultValue: .int(2), isAnimatable: false,
            constraint: .range(lower: 1, upper: 8), doc: "How many numbers are shown (value1 …)")
        let values = (1...8).map { double("value\($0)", 0, "Number \($0), animated with the others as one vector") }
        let format = ParameterSpec(
            name: "format", type: .string, defaultValue: .string("%.2f"), isAnimatable: false,
            constraint: .counterFormat, doc: "printf format with one conversion, for every number")
        let defaultColors: [Color] = [.red, .blue, .primary, .primary, .primary, .primary, .primary, .primary]
        let colors = (1...8).map { index in
            ParameterSpec(
                name: "color\(index)", type: .color, defaultValue: .color(defaultColors[index - 1]),
                isAnimatable: false, doc: "Number \(index)'s colour")
        }
        return [count] + values + [format] + colors + [font(.largeTitle, "Every number's font")]
    }

    static let modifiers: [PresetType] = [
        PresetType(
            kind: .modifier, name: "fill", swiftName: "fill",
            summary: "Fills the shape: .fill(paint), or .fill(paint, style: FillStyle(eoFill: true))",
            parameters: [
                paint("paint", .color(.primary), "The colour or gradient, laid out in the shape's frame"),
                ParameterSpec(
                    name: "eoFill", type: .bool, defaultValue: .bool(false), isAnimatable: false,
                    doc: "FillStyle(eoFill:): even-odd rather than non-zero winding"),
            ],
            isShapeStyle: true),
        PresetType(
            kind: .modifier, name: "stroke", swiftName: "stroke",
            summary: "Strokes the shape's outline: .stroke(paint, style: style)",
            parameters: strokeParameters,
            isShapeStyle: true),
        PresetType(
            kind: .modifier, name: "stroke-border", swiftName: "strokeBorder",
            summary:
                "Strokes the outline inset by half the line width, so the stroke stays inside: .strokeBorder(paint, style:)",
            parameters: strokeParameters,
            isShapeStyle: true),
        PresetType(
            kind: .modifier, name: "frame", swiftName: "frame",
            summary: "Gives the view a fixed size and centres it: .frame(width:height:)",
            parameters: [
                // SwiftUI's frame is not Animatable (`_FrameLayout`'s data is empty): a change moves the view's
                // geometry, which animates, not the frame (docs/evaluation.md).
                double(
                    "width", 0, .minimum(0), animatable: false,
                    "Width in points; 0 leaves the width to the content (SwiftUI's nil)"),
                double(
                    "height", 0, .minimum(0), animatable: false,
                    "Height in points; 0 leaves the height to the content (SwiftUI's nil)"),
                choice("alignment", .alignment(.center), "Where the content sits in the frame"),
            ]),
        PresetType(
            kind: .modifier, name: "padding", swiftName: "padding",
            summary: "Adds space on the given edges: .padding(edges, length)",
            parameters: [
                double(
                    "length", 16, .minimum(0), animatable: false, "Points on each edge; SwiftUI's .padding() is 16"),
                choice("edges", .edgeSet(.all), "The edges padded"),
            ]),
        PresetType(
            kind: .modifier, name: "background", swiftName: "background",
            summary: "Paints behind the view: .background(paint, in: RoundedRectangle(cornerRadius:))",
            parameters: [
                paint("paint", .color(.white), "The colour or gradient, laid out in the view's frame"),
                double("cornerRadius", 0, .minimum(0), "Continuous corner radius of the background; 0 is a rectangle"),
            ]),
        PresetType(
            kind: .modifier, name: "corner-radius", swiftName: "cornerRadius",
            summary: "Clips the view to its frame with rounded corners: .cornerRadius(radius)",
            parameters: [double("radius", 0, .minimum(0), "Corner radius in points (circular corners)")]),
        PresetType(
            kind: .modifier, name: "foreground", swiftName: "foregroundStyle",
            summary: "Sets the foreground (text colour, a shape's default fill): .foregroundStyle(paint)",
            parameters: [paint("paint", .color(.primary), "The colour or gradient")]),
        PresetType(
            kind: .modifier, name: "font", swiftName: "font", summary: "Sets the font of text in the view: .font(font)",
            parameters: [font(.body, "The font")]),
        PresetType(
            kind: .modifier, name: "shake", swiftName: "ShakeEffect",
            summary: "Shakes content sideways: offset(x: sin(shakes · 2π) · amplitude)",
            parameters: [
                double("shakes", 0, .minimum(0), "Animate by whole numbers to shake that many times"),
                double("amplitude", 10, animatable: false, "Largest sideways offset in points"),
            ]),
        PresetType(
            kind: .modifier, name: "shake-decay", swiftName: "ShakeModifier",
            summary: "Three shakes that die away: offset(x: sin(progress · 6π) · intensity · (1 − progress))",
            parameters: [
                double("progress", 0, .range(lower: 0, upper: 1), "Animate from 0 to 1 to play the shake"),
                double("intensity", 10, animatable: false, "Offset scale in points before decay (@AnimatableIgnored)"),
            ]),
        PresetType(
            kind: .modifier, name: "counter", swiftName: "CounterModifier",
            summary: "Shows a number that counts as it animates, in place of the content's text",
            parameters: [
                double("value", 0, "The number shown"),
                ParameterSpec(
                    name: "format", type: .string, defaultValue: .string(CounterFormat.default.specification),
                    isAnimatable: false, constraint: .counterFormat,
                    doc: "printf format with one conversion: %d, %f, %e or %g (e.g. %.1f)"),
            ]),
        PresetType(
            kind: .modifier, name: "offset", swiftName: "OffsetEffect", summary: "Moves content: .offset(x:y:)",
            parameters: [
                double("x", 0, "Horizontal offset in points"),
                double("y", 0, "Vertical offset in points, downwards"),
            ]),
        PresetType(
            kind: .modifier, name: "scale", swiftName: "ScaleEffect",
            summary: "Scales content about an anchor: .scaleEffect(scale, anchor:)",
            parameters: [double("scale", 1, "Scale factor"), anchor("The point that stays fixed")]),
        PresetType(
            kind: .modifier, name: "rotation", swiftName: "RotationEffect",
            summary: "Rotates content about an anchor: .rotationEffect(angle, anchor:)",
            parameters: [
                angle("angle", degrees: 0, animatable: true, "Clockwise rotation"),
                anchor("The point rotated about"),
            ]),
        PresetType(
            kind: .modifier, name: "opacity", swiftName: "OpacityEffect", summary: "Fades content: .opacity(opacity)",
            parameters: [double("opacity", 1, .range(lower: 0, upper: 1), "0 is invisible, 1 is opaque")]),
    ]

    /// What `stroke` and `strokeBorder` take: a paint and a stroke style.
    static let strokeParameters = [
        paint("paint", .color(.primary), "The colour or gradient, laid out in the shape's frame"),
        ParameterSpec(
            name: "style", type: .strokeStyle, defaultValue: .strokeStyle(StrokeStyle()), isAnimatable: true,
            doc: "Line width, cap, join, miter limit and dashes"),
    ]
}
