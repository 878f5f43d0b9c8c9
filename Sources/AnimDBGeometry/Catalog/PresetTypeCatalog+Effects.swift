import AnimDBEngine

extension PresetTypeCatalog {
    /// SwiftUI's shape modifiers and visual effects beyond the articles' ones (docs/evaluation.md, "Effects").
    static let effectModifiers: [PresetType] = [
        PresetType(
            kind: .modifier, name: "trim", swiftName: "trim",
            summary: "Draws only a stretch of the shape's outline, by arc length: .trim(from:to:)",
            parameters: [
                // SwiftUI takes any value and clamps it when it draws, so a spring may overshoot without an error.
                double("from", 0, "Where the stretch starts, as a fraction of the outline's length (clamped to 0…1)"),
                double("to", 1, "Where the stretch ends, as a fraction of the outline's length (clamped to 0…1)"),
            ],
            modifiesShape: true),
        // Shape.offset, rotation, scale and transform: new shapes, the outline moved inside the shape's own frame
        // before it is painted (a stroke keeps its width; `rotationEffect` turns the painted view instead).
        PresetType(
            kind: .modifier, name: "shape-inset", swiftName: "inset",
            summary: "Insets an InsettableShape's outline on every side: InsettableShape.inset(by:)",
            parameters: [double("amount", 0, "Points inset on every side; a rounded rectangle's corners shrink by it")],
            modifiesShape: true),
        PresetType(
            kind: .modifier, name: "shape-offset", swiftName: "offset",
            summary: "Moves the shape's outline within its frame: Shape.offset(x:y:) (OffsetShape)",
            parameters: [double("x", 0, "Horizontal offset in points"), double("y", 0, "Vertical offset in points")],
            modifiesShape: true),
        PresetType(
            kind: .modifier, name: "shape-rotation", swiftName: "rotation",
            summary: "Turns the shape's outline about a point of its frame: Shape.rotation(_:anchor:) (RotatedShape)",
            parameters: [
                angle("angle", degrees: 0, animatable: true, "The turn"), anchor("The point that stays fixed"),
            ],
            modifiesShape: true),
        PresetType(
            kind: .modifier, name: "shape-scale", swiftName: "scale",
            summary: "Scales the shape's outline about a point of its frame: Shape.scale(x:y:anchor:) (ScaledShape)",
            parameters: scaleParameters,
            modifiesShape: true),
        PresetType(
            kind: .modifier, name: "shape-transform", swiftName: "transform",
            summary: "Applies an affine transform to the shape's outline: Shape.transform(_:) (TransformedShape)",
            parameters: affineParameters,
            modifiesShape: true),
        PresetType(
            kind: .modifier, name: "blur", swiftName: "blur",
            summary: "Blurs the view: .blur(radius:opaque:), a Gaussian of standard deviation radius / 2",
            parameters: [
                double("radius", 0, "How far the blur reaches, in points"),
                ParameterSpec(
                    name: "opaque", type: .bool, defaultValue: .bool(false), isAnimatable: false,
                    doc: "Whether the blur keeps the view's own coverage instead of fading its edges"),
            ]),
        PresetType(
            kind: .modifier, name: "shadow", swiftName: "shadow",
            summary: "Draws a blurred copy of the view's coverage behind it: .shadow(color:radius:x:y:)",
            parameters: [
                ParameterSpec(
                    name: "color", type: .color, defaultValue: .color(defaultShadowColor), isAnimatable: true,
                    doc: "The shadow's colour; SwiftUI's default is black at 33 % opacity"),
                double("radius", 0, "How far the shadow's blur reaches, in points"),
                double("x", 0, "Horizontal offset in points"),
                double("y", 0, "Vertical offset in points, downwards"),
            ]),
        PresetType(
            kind: .modifier, name: "brightness", swiftName: "brightness",
            summary: "Adds to each colour component: .brightness(amount)",
            parameters: [double("amount", 0, "Added to red, green and blue; 1 is white, −1 black")]),
        PresetType(
            kind: .modifier, name: "contrast", swiftName: "contrast",
            summary: "Scales colours about middle grey: .contrast(amount)",
            parameters: [double("amount", 1, "1 leaves colours as they are, 0 is grey, negative inverts")]),
        PresetType(
            kind: .modifier, name: "saturation", swiftName: "saturation",
            summary: "Scales colour intensity: .saturation(amount)",
            parameters: [double("amount", 1, "1 leaves colours as they are, 0 is their luminance grey")]),
        PresetType(
            kind: .modifier, name: "hue-rotation", swiftName: "hueRotation",
            summary: "Turns hues about the luminance axis: .hueRotation(angle)",
            parameters: [angle("angle", degrees: 0, animatable: true, "The turn of every hue")]),
        PresetType(
            kind: .modifier, name: "grayscale", swiftName: "grayscale",
            summary: "Mixes colours with their luminance grey: .grayscale(amount)",
            parameters: [double("amount", 0, "0 leaves colours as they are, 1 is fully grey")]),
        PresetType(
            kind: .modifier, name: "color-multiply", swiftName: "colorMultiply",
            summary: "Multiplies every colour (opacity too) by a colour: .colorMultiply(color)",
            parameters: [
                ParameterSpec(
                    name: "color", type: .color, defaultValue: .color(.white), isAnimatable: true,
                    doc: "The colour multiplied in; white changes nothing")
            ]),
        PresetType(
            kind: .modifier, name: "color-invert", swiftName: "colorInvert",
            summary: "Inverts colours: .colorInvert()", parameters: []),
        PresetType(
            kind: .modifier, name: "blend-mode", swiftName: "blendMode",
            summary: "Composites the view with what is under it by a blend mode: .blendMode(mode)",
            parameters: [
                string("mode", "normal", "SwiftUI's BlendMode case name: multiply, screen, overlay, plusLighter, …")
            ]),
        PresetType(
            kind: .modifier, name: "scale-xy", swiftName: "scaleEffect",
            summary: "Scales content by different factors across and down: .scaleEffect(x:y:anchor:)",
            parameters: scaleParameters),
        PresetType(
            kind: .modifier, name: "rotation-3d", swiftName: "rotation3DEffect",
            summary:
                "Turns content in 3D about an axis, in perspective: .rotation3DEffect(_:axis:anchor:anchorZ:perspective:)",
            parameters: [
                angle("angle", degrees: 0, animatable: true, "The turn about the axis"),
                double("axisX", 0, "The axis' x component"), double("axisY", 1, "The axis' y component"),
                double("axisZ", 0, "The axis' z component"), double("anchorZ", 0, "The anchor's depth, in points"),
                double("perspective", 1, "1 is SwiftUI's perspective (an eye at max(width, height)); 0 is none"),
                anchor("The point the axis passes through"),
            ]),
        PresetType(
            kind: .modifier, name: "transform-effect", swiftName: "transformEffect",
            summary: "Applies an affine transform in the view's own coordinates: .transformEffect(_:)",
            parameters: affineParameters),
    ]

    /// A scale across and down about an anchor, as `scaleEffect(x:y:anchor:)` and `Shape.scale(x:y:anchor:)` take it.
    static let scaleParameters = [
        double("x", 1, "Horizontal scale factor"), double("y", 1, "Vertical scale factor"),
        anchor("The point that stays fixed"),
    ]

    /// A `CGAffineTransform`'s six numbers, as `transformEffect` and `Shape.transform` take them (not animatable:
    /// SwiftUI's transform has no animatable data).
    static let affineParameters = [
        double("a", 1, animatable: false, "x' = a·x + c·y + tx"),
        double("b", 0, animatable: false, "y' = b·x + d·y + ty"),
        double("c", 0, animatable: false, "x' = a·x + c·y + tx"),
        double("d", 1, animatable: false, "y' = b·x + d·y + ty"),
        double("tx", 0, animatable: false, "Horizontal translation"),
        double("ty", 0, animatable: false, "Vertical translation"),
    ]

    /// The modifiers that transform their content by a `ProjectionTransform` (perspective or non-uniform).
    static let projectionTypes: Set<String> = ["scale-xy", "rotation-3d", "transform-effect"]

    /// The projection of a projection modifier with `values` for content laid out in `bounds` (layout coordinates).
    public static func projection(type: PresetType, values: [String: ParameterValue], in bounds: CGRect)
        -> ProjectionTransform?
    {
        if let implementation = type.implementation {
            // effectValue(size:) speaks the view's own coordinates, whose origin is its top-left corner.
            guard let m = implementation.body.projection(size: bounds.size, values: values) else { return nil }
            let toLocal = ProjectionTransform(CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
            let back = ProjectionTransform(CGAffineTransform(translationX: bounds.minX, y: bounds.minY))
            return toLocal.concatenating(m).concatenating(back)
        }
        let v = ItemValues(values)
        func anchorPoint() -> CGPoint {
            let a = v.unitPoint("anchor")
            return CGPoint(
                x: Double(bounds.minX) + a.x * Double(bounds.width),
                y: Double(bounds.minY) + a.y * Double(bounds.height))
        }
        switch type.name {
        case "scale-xy":
            let a = anchorPoint()
            return ProjectionTransform(
                CGAffineTransform(translationX: -a.x, y: -a.y)
                    .concatenating(CGAffineTransform(scaleX: v.double("x"), y: v.double("y")))
                    .concatenating(CGAffineTransform(translationX: a.x, y: a.y)))
        case "rotation-3d":
            return .rotation3D(
                angle: v.angle("angle"), axis: (v.double("axisX"), v.double("axisY"), v.double("axisZ")),
                anchor: anchorPoint(), anchorZ: v.double("anchorZ"), perspective: v.double("perspective"),
                size: bounds.size)
        case "transform-effect":
            // In the view's own coordinates: its top-left corner is the origin.
            let m = CGAffineTransform(
                a: v.double("a"), b: v.double("b"), c: v.double("c"), d: v.double("d"), tx: v.double("tx"),
                ty: v.double("ty"))
            return ProjectionTransform(
                CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY).concatenating(m)
                    .concatenating(CGAffineTransform(translationX: bounds.minX, y: bounds.minY)))
        default:
            return nil
        }
    }

    /// The transform a shape modifier (`Shape.offset`, `rotation`, `scale`, `transform`) applies to an outline laid
    /// out in `rect` (the shape's own frame), as SwiftUI's `OffsetShape`, `RotatedShape`, `ScaledShape` and
    /// `TransformedShape` apply theirs in `path(in:)`; nil for other modifiers (`trim`).
    public static func shapeTransform(type: PresetType, values: [String: ParameterValue], in rect: CGRect)
        -> CGAffineTransform?
    {
        let v = ItemValues(values)
        func about(_ transform: CGAffineTransform) -> CGAffineTransform {
            let a = v.unitPoint("anchor")
            let x = Double(rect.minX) + a.x * Double(rect.width), y = Double(rect.minY) + a.y * Double(rect.height)
            return CGAffineTransform(translationX: -x, y: -y).concatenating(transform)
                .concatenating(CGAffineTransform(translationX: x, y: y))
        }
        switch type.name {
        case "shape-offset": return CGAffineTransform(translationX: v.double("x"), y: v.double("y"))
        case "shape-rotation": return about(CGAffineTransform(rotationAngle: v.angle("angle").radians))
        case "shape-scale": return about(CGAffineTransform(scaleX: v.double("x"), y: v.double("y")))
        case "shape-transform":
            return CGAffineTransform(
                a: v.double("a"), b: v.double("b"), c: v.double("c"), d: v.double("d"), tx: v.double("tx"),
                ty: v.double("ty"))
        default: return nil
        }
    }

    /// SwiftUI's default shadow colour, `Color(.sRGBLinear, white: 0, opacity: 0.33)`.
    public static let defaultShadowColor = Color(red: 0, green: 0, blue: 0, opacity: 0.33)

    /// The modifiers the scene draws as `SceneFilter`s.
    static let filterTypes: Set<String> = [
        "blur", "shadow", "brightness", "contrast", "saturation", "hue-rotation", "grayscale", "color-multiply",
        "color-invert", "blend-mode",
    ]

    /// The filter a filter modifier draws with `values` (resolved, unvalidated), in its view's coordinates; nil for
    /// other modifiers.
    public static func filter(type: PresetType, values: [String: ParameterValue]) -> SceneFilter? {
        let v = ItemValues(values)
        switch type.name {
        case "blur": return .blur(radius: v.double("radius"), isOpaque: v.bool("opaque"))
        case "shadow":
            return .shadow(color: v.color("color"), radius: v.double("radius"), x: v.double("x"), y: v.double("y"))
        case "brightness": return .colorMatrix(.brightness(v.double("amount")))
        case "contrast": return .colorMatrix(.contrast(v.double("amount")))
        case "saturation": return .colorMatrix(.saturation(v.double("amount")))
        case "hue-rotation": return .colorMatrix(.hueRotation(v.angle("angle")))
        case "grayscale": return .colorMatrix(.grayscale(v.double("amount")))
        case "color-multiply": return .colorMatrix(.colorMultiply(v.color("color")))
        case "color-invert": return .colorMatrix(.colorInvert)
        case "blend-mode": return .blendMode(v.string("mode"))
        default: return nil
        }
    }
}
