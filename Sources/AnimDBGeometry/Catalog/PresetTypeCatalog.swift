import AnimDBEngine

/// The built-in preset types, used by the store to validate presets, by `animdb types`, and by code generation.
public enum PresetTypeCatalog {
    /// Every built-in type: shapes first, then modifiers, each in a fixed order.
    public static let all: [PresetType] = shapes + modifiers

    /// The type called `name` (kebab-case), if any.
    public static func type(named name: String) -> PresetType? {
        all.first { $0.name == name }
    }

    /// The type called `name`.
    /// - Throws: `GeometryError.unknownType` with a "did you mean" suggestion.
    public static func requireType(named name: String) throws(GeometryError) -> PresetType {
        guard let type = type(named: name) else {
            throw .unknownType(name, suggestion: Suggestions.closest(to: name, in: all.map(\.name)))
        }
        return type
    }

    /// Checks one parameter value of the type called `typeName`.
    /// - Throws: `GeometryError` with a one-line description, e.g. "'sides' must be at least 3, got 2".
    @discardableResult
    public static func validate(type typeName: String, _ name: String, _ value: ParameterValue) throws(GeometryError)
        -> ParameterValue
    {
        try requireType(named: typeName).validate(name, value)
    }

    private static func double(
        _ name: String, _ value: Double, _ constraint: ParameterConstraint, _ doc: String, animatable: Bool = true
    ) -> ParameterSpec {
        ParameterSpec(
            name: name, type: .double, defaultValue: .double(value), isAnimatable: animatable, constraint: constraint,
            doc: doc)
    }

    private static func double(_ name: String, _ value: Double, _ doc: String, animatable: Bool = true)
        -> ParameterSpec
    {
        double(name, value, .none, doc, animatable: animatable)
    }

    private static func angle(_ name: String, degrees: Double, animatable: Bool, _ doc: String) -> ParameterSpec {
        ParameterSpec(
            name: name, type: .angle, defaultValue: .angle(.degrees(degrees)), isAnimatable: animatable, doc: doc)
    }

    private static func anchor(_ doc: String) -> ParameterSpec {
        ParameterSpec(
            name: "anchor", type: .unitPoint, defaultValue: .unitPoint(.center), isAnimatable: false, doc: doc)
    }

    static let shapes: [PresetType] = [
        PresetType(
            kind: .shape, name: "trapezoid", swiftName: "Trapezoid",
            summary: "A trapezoid whose top corners are inset from the sides",
            parameters: [double("insetAmount", 50, .minimum(0), "How far the top corners sit in from the sides")]),
        PresetType(
            kind: .shape, name: "arc", swiftName: "Arc", summary: "An arc of a circle, measured from 12 o'clock",
            parameters: [
                angle("startAngle", degrees: 0, animatable: true, "Where the arc starts, clockwise from the top"),
                angle("endAngle", degrees: 110, animatable: true, "Where the arc ends, clockwise from the top"),
                ParameterSpec(
                    name: "clockwise", type: .bool, defaultValue: .bool(true), isAnimatable: false,
                    doc: "Whether the arc runs clockwise on screen"),
            ],
            drawsOpenPath: true),
        PresetType(
            kind: .shape, name: "wave", swiftName: "Wave", summary: "A sine wave across the frame",
            parameters: [
                double("amplitude", 20, "Peak distance from the centre line, in points"),
                double("frequency", 2, .minimum(0), "Full periods across the width"),
                double("phase", 0, "Phase shift in radians"),
            ],
            drawsOpenPath: true),
        PresetType(
            kind: .shape, name: "polygon", swiftName: "Polygon", summary: "A regular polygon with a vertex at the top",
            parameters: [
                double("sides", 6, .minimum(3), "Number of sides; the drawn count is the whole part"),
                double("scale", 1, .minimum(0), "Circumradius as a fraction of half the shorter side"),
                angle("rotation", degrees: 0, animatable: false, "Clockwise turn of the first vertex from the top"),
            ]),
        PresetType(
            kind: .shape, name: "petal", swiftName: "Petal", summary: "A flower of curved petals around the centre",
            parameters: [
                double("petalCount", 6, .minimum(1), "Number of petals; the drawn count is the whole part"),
                double("innerRadius", 30, .minimum(0), "Distance of the petals' control points from the centre"),
                double("outerRadius", 90, .minimum(0), "Distance of the petal tips from the centre"),
                angle("rotationOffset", degrees: 0, animatable: false, "Turn applied to every petal"),
            ]),
        PresetType(
            kind: .shape, name: "morphing-rect", swiftName: "MorphingRect",
            summary: "A centred rounded square that morphs size and corners",
            parameters: [
                double("size", 120, .minimum(0), "Side length in points"),
                double("cornerRadius", 20, .minimum(0), "Corner radius in points; size / 2 makes a circle"),
            ]),
        PresetType(
            kind: .shape, name: "rectangle", swiftName: "RectangleShape", summary: "A centred rectangle",
            parameters: [
                double("width", 160, .minimum(0), "Width in points"),
                double("height", 100, .minimum(0), "Height in points"),
            ]),
        PresetType(
            kind: .shape, name: "circle", swiftName: "Circle", summary: "The largest circle that fits the frame",
            parameters: []),
        PresetType(
            kind: .shape, name: "capsule", swiftName: "Capsule", summary: "A frame-filling rectangle with round ends",
            parameters: []),
        PresetType(
            kind: .shape, name: "rounded-rectangle", swiftName: "RoundedRectangle",
            summary: "A frame-filling rectangle with circular corners",
            parameters: [double("cornerRadius", 25, .minimum(0), "Corner radius in points")]),
    ]

    static let modifiers: [PresetType] = [
        PresetType(
            kind: .modifier, name: "shake", swiftName: "ShakeEffect",
            summary: "Shakes content sideways: offsetX = sin(shakes · 2π) · amplitude",
            parameters: [
                double("shakes", 0, .minimum(0), "Animate by whole numbers to shake that many times"),
                double("amplitude", 10, "Largest sideways offset in points", animatable: false),
            ]),
        PresetType(
            kind: .modifier, name: "shake-decay", swiftName: "ShakeDecayEffect",
            summary: "Three shakes that die away: offsetX = sin(progress · 6π) · intensity · (1 − progress)",
            parameters: [
                double("progress", 0, .range(lower: 0, upper: 1), "Animate from 0 to 1 to play the shake"),
                double("intensity", 10, "Offset scale in points before decay", animatable: false),
            ]),
        PresetType(
            kind: .modifier, name: "counter", swiftName: "CounterModifier",
            summary: "Shows a number that counts as it animates",
            parameters: [
                double("value", 0, "The number shown"),
                ParameterSpec(
                    name: "format", type: .string, defaultValue: .string(CounterFormat.default.specification),
                    isAnimatable: false, constraint: .counterFormat,
                    doc: "printf format with one conversion: %d, %f, %e or %g (e.g. %.1f)"),
            ]),
        PresetType(
            kind: .modifier, name: "offset", swiftName: "OffsetEffect", summary: "Moves content",
            parameters: [
                double("x", 0, "Horizontal offset in points"),
                double("y", 0, "Vertical offset in points, downwards"),
            ]),
        PresetType(
            kind: .modifier, name: "scale", swiftName: "ScaleEffect", summary: "Scales content about an anchor",
            parameters: [double("scale", 1, "Scale factor"), anchor("The point that stays fixed")]),
        PresetType(
            kind: .modifier, name: "rotation", swiftName: "RotationEffect", summary: "Rotates content about an anchor",
            parameters: [
                angle("angle", degrees: 0, animatable: true, "Clockwise rotation"),
                anchor("The point rotated about"),
            ]),
        PresetType(
            kind: .modifier, name: "opacity", swiftName: "OpacityEffect", summary: "Fades content",
            parameters: [double("opacity", 1, .range(lower: 0, upper: 1), "0 is invisible, 1 is opaque")]),
    ]
}
