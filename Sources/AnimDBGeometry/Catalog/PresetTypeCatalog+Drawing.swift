import AnimDBEngine

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

extension PresetTypeCatalog {
    /// The shape for the shape type `typeName` with `parameters` (missing ones take their defaults).
    /// - Throws: `GeometryError`, including `.unknownType` when `typeName` does not name a shape.
    public static func shape(type typeName: String, parameters: [String: ParameterValue]) throws(GeometryError)
        -> any Shape
    {
        let type = try requireType(named: typeName)
        guard type.kind == .shape else { throw .unknownType(typeName, suggestion: nil) }
        return makeShape(type, ItemValues(try type.resolve(parameters)))
    }

    /// The effect of the effect modifier `typeName` with `parameters` (missing ones take their defaults): what
    /// `shake`, `shake-decay`, `counter`, `offset`, `scale`, `rotation` and `opacity` do to their content.
    /// - Throws: `GeometryError`, including `.unknownType` when `typeName` is not an effect modifier.
    public static func effect(type typeName: String, parameters: [String: ParameterValue]) throws(GeometryError)
        -> ModifierEffect
    {
        let type = try requireType(named: typeName)
        guard let effect = makeEffect(type.name, ItemValues(try type.resolve(parameters))) else {
            throw .unknownType(typeName, suggestion: nil)
        }
        return effect
    }

    /// The shape for already-resolved values, without checking constraints: what playback uses for intermediate
    /// frames, where a bouncy spring may legitimately overshoot a parameter's range (sides below 3) just as it does
    /// in SwiftUI.
    /// - Precondition: `type` is a shape and `values` has a value of the right type for every parameter.
    public static func unvalidatedShape(type: PresetType, values: [String: ParameterValue]) -> any Shape {
        precondition(type.kind == .shape, "'\(type.name)' is not a shape")
        return makeShape(type, ItemValues(values))
    }

    /// The effect for already-resolved values (see `unvalidatedShape`), or nil for modifiers that are not effects.
    public static func unvalidatedEffect(type: PresetType, values: [String: ParameterValue]) -> ModifierEffect? {
        if let implementation = type.implementation {
            guard type.kind == .modifier, !implementation.body.isGeometryEffect else { return nil }
            return implementation.body.effect(values: values) ?? .identity
        }
        return makeEffect(type.name, ItemValues(values))
    }

    static func makeShape(_ type: PresetType, _ v: ItemValues) -> any Shape {
        if let implementation = type.implementation {
            return InterpretedShape(implementation: implementation.body, values: v.values)
        }
        return switch type.name {
        case "trapezoid": Trapezoid(insetAmount: v.double("insetAmount"))
        case "arc":
            Arc(startAngle: v.angle("startAngle"), endAngle: v.angle("endAngle"), clockwise: v.bool("clockwise"))
        case "wave": Wave(amplitude: v.double("amplitude"), frequency: v.double("frequency"), phase: v.double("phase"))
        case "polygon": Polygon(sides: v.double("sides"), scale: v.double("scale"), rotation: v.angle("rotation"))
        case "petal":
            Petal(
                petalCount: v.double("petalCount"), innerRadius: v.double("innerRadius"),
                outerRadius: v.double("outerRadius"), rotationOffset: v.double("rotationOffset"))
        case "morphing-shape": MorphingShape(size: v.double("size"), cornerRadius: v.double("cornerRadius"))
        case "rectangle": RectangleShape(width: v.double("width"), height: v.double("height"))
        case "rect": Rectangle()
        case "circle": Circle()
        case "ellipse": Ellipse()
        case "path": PathShape(path: v.shapePath("path"))
        case "capsule": Capsule()
        case "rounded-rectangle":
            RoundedRectangle(cornerRadius: v.double("cornerRadius"), style: v.cornerStyle("style"))
        default: preconditionFailure("catalog shape '\(type.name)' has no implementation")
        }
    }

    static func makeEffect(_ name: String, _ v: ItemValues) -> ModifierEffect? {
        switch name {
        case "shake":
            ModifierEffect(offsetX: sin(v.double("shakes") * .pi * 2) * v.double("amplitude"))
        case "shake-decay":
            ModifierEffect(
                offsetX: sin(v.double("progress") * .pi * 6) * v.double("intensity") * (1 - v.double("progress")))
        case "counter":
            // Validation already accepted the format, so parsing cannot fail here.
            ModifierEffect(text: ((try? CounterFormat(v.string("format"))) ?? .default).string(for: v.double("value")))
        case "offset": ModifierEffect(offsetX: v.double("x"), offsetY: v.double("y"))
        case "scale": ModifierEffect(scale: v.double("scale"), anchor: v.unitPoint("anchor"))
        case "rotation": ModifierEffect(anchor: v.unitPoint("anchor"), rotation: v.angle("angle"))
        case "opacity": ModifierEffect(opacity: v.double("opacity"))
        default: nil
        }
    }
}

/// A user's shape at one set of values: its interpreted `path(in:)`, nothing where the body failed.
struct InterpretedShape: Shape {
    let implementation: any TypeImplementation
    let values: [String: ParameterValue]

    // Interpolation happens on the item's parameters (`AttributeEvaluator`); the shape is made per frame.
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func path(in rect: CGRect) -> Path { implementation.path(in: rect, values: values) ?? Path() }
}

/// Typed access to an item's resolved values; a missing or mistyped name is a catalog bug, so it traps.
struct ItemValues {
    let values: [String: ParameterValue]

    init(_ values: [String: ParameterValue]) { self.values = values }

    func double(_ name: String) -> Double {
        switch values[name] {
        case .double(let value): return value
        case .int(let value): return Double(value)
        default: preconditionFailure("'\(name)' is not a double")
        }
    }

    func int(_ name: String) -> Int {
        guard case .int(let value) = values[name] else { preconditionFailure("'\(name)' is not an int") }
        return value
    }

    func angle(_ name: String) -> Angle {
        guard case .angle(let value) = values[name] else { preconditionFailure("'\(name)' is not an angle") }
        return value
    }

    func bool(_ name: String) -> Bool {
        guard case .bool(let value) = values[name] else { preconditionFailure("'\(name)' is not a bool") }
        return value
    }

    func string(_ name: String) -> String {
        guard case .string(let value) = values[name] else { preconditionFailure("'\(name)' is not a string") }
        return value
    }

    func unitPoint(_ name: String) -> UnitPoint {
        guard case .unitPoint(let value) = values[name] else { preconditionFailure("'\(name)' is not a unit point") }
        return value
    }

    func color(_ name: String) -> Color {
        guard case .color(let value) = values[name] else { preconditionFailure("'\(name)' is not a color") }
        return value
    }

    func paint(_ name: String) -> Paint {
        switch values[name] {
        case .paint(let value): return value
        case .color(let value): return .color(value)
        default: preconditionFailure("'\(name)' is not a paint")
        }
    }

    func strokeStyle(_ name: String) -> StrokeStyle {
        guard case .strokeStyle(let value) = values[name] else {
            preconditionFailure("'\(name)' is not a stroke style")
        }
        return value
    }

    func cornerStyle(_ name: String) -> RoundedCornerStyle {
        guard case .cornerStyle(let value) = values[name] else {
            preconditionFailure("'\(name)' is not a corner style")
        }
        return value
    }

    func shapePath(_ name: String) -> ShapePath {
        guard case .shapePath(let value) = values[name] else { preconditionFailure("'\(name)' is not a path") }
        return value
    }

    func font(_ name: String) -> Font {
        guard case .font(let value) = values[name] else { preconditionFailure("'\(name)' is not a font") }
        return value
    }

    func textAlignment(_ name: String) -> TextAlignment {
        guard case .textAlignment(let value) = values[name] else {
            preconditionFailure("'\(name)' is not an alignment")
        }
        return value
    }

    func textFieldStyle(_ name: String) -> TextFieldStyle {
        guard case .textFieldStyle(let value) = values[name] else {
            preconditionFailure("'\(name)' is not a text field style")
        }
        return value
    }

    func optionalNumber(_ name: String) -> Double? {
        guard case .optionalNumber(let value) = values[name] else {
            preconditionFailure("'\(name)' is not an optional number")
        }
        return value
    }

    func horizontalAlignment(_ name: String) -> HorizontalAlignment {
        guard case .horizontalAlignment(let value) = values[name] else {
            preconditionFailure("'\(name)' is not a horizontal alignment")
        }
        return value
    }

    func verticalAlignment(_ name: String) -> VerticalAlignment {
        guard case .verticalAlignment(let value) = values[name] else {
            preconditionFailure("'\(name)' is not a vertical alignment")
        }
        return value
    }

    func alignment(_ name: String) -> Alignment {
        guard case .alignment(let value) = values[name] else { preconditionFailure("'\(name)' is not an alignment") }
        return value
    }

    func edgeSet(_ name: String) -> Edge.Set {
        guard case .edgeSet(let value) = values[name] else { preconditionFailure("'\(name)' is not an edge set") }
        return value
    }

    func buttonStyle(_ name: String) -> ButtonStyle {
        guard case .buttonStyle(let value) = values[name] else {
            preconditionFailure("'\(name)' is not a button style")
        }
        return value
    }

    func transition(_ name: String) -> Transition {
        guard case .transition(let value) = values[name] else { preconditionFailure("'\(name)' is not a transition") }
        return value
    }
}
