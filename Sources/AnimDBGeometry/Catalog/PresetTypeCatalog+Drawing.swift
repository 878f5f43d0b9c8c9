import AnimDBEngine
import Foundation

/// What a preset draws at one instant: a shape's outline or a modifier's effect.
public enum PresetDrawing: Equatable, Sendable {
    case path(Path)
    case effect(ModifierEffect)
}

extension PresetTypeCatalog {
    /// Draws the preset type `typeName` with `parameters` (missing ones take their defaults).
    ///
    /// - Parameters:
    ///   - typeName: A kebab-case type name such as `polygon` or `shake`.
    ///   - parameters: Values by parameter name; each is validated.
    ///   - rect: The frame a shape draws into (ignored by modifiers).
    /// - Throws: `GeometryError` for an unknown type or parameter, or an invalid value.
    public static func drawing(
        type typeName: String, parameters: [String: ParameterValue], in rect: CGRect
    ) throws(GeometryError) -> PresetDrawing {
        let type = try requireType(named: typeName)
        let values = ResolvedValues(try type.resolve(parameters))
        switch type.kind {
        case .shape: return .path(makeShape(type.name, values).path(in: rect))
        case .modifier: return .effect(makeEffect(type.name, values))
        }
    }

    /// The shape for the shape type `typeName` with `parameters` (missing ones take their defaults).
    /// - Throws: `GeometryError`, including `.unknownType` when `typeName` names a modifier.
    public static func shape(type typeName: String, parameters: [String: ParameterValue]) throws(GeometryError)
        -> any Shape
    {
        let type = try requireType(named: typeName)
        guard type.kind == .shape else {
            throw .unknownType(typeName, suggestion: nil)
        }
        return makeShape(type.name, ResolvedValues(try type.resolve(parameters)))
    }

    /// The effect of the modifier type `typeName` with `parameters` (missing ones take their defaults).
    /// - Throws: `GeometryError`, including `.unknownType` when `typeName` names a shape.
    public static func effect(type typeName: String, parameters: [String: ParameterValue]) throws(GeometryError)
        -> ModifierEffect
    {
        let type = try requireType(named: typeName)
        guard type.kind == .modifier else {
            throw .unknownType(typeName, suggestion: nil)
        }
        return makeEffect(type.name, ResolvedValues(try type.resolve(parameters)))
    }

    /// Draws already-resolved values without checking constraints: what playback uses for intermediate frames,
    /// where a bouncy spring may legitimately overshoot a parameter's range (opacity above 1, sides below 3) just
    /// as it does in SwiftUI.
    ///
    /// - Precondition: `values` has a value of the right type for every parameter of `type` (as `resolve` gives).
    public static func unvalidatedDrawing(
        type: PresetType, values: [String: ParameterValue], in rect: CGRect
    ) -> PresetDrawing {
        let values = ResolvedValues(values)
        switch type.kind {
        case .shape: return .path(makeShape(type.name, values).path(in: rect))
        case .modifier: return .effect(makeEffect(type.name, values))
        }
    }

    private static func makeShape(_ name: String, _ v: ResolvedValues) -> any Shape {
        switch name {
        case "trapezoid": Trapezoid(insetAmount: v.double("insetAmount"))
        case "arc":
            Arc(startAngle: v.angle("startAngle"), endAngle: v.angle("endAngle"), clockwise: v.bool("clockwise"))
        case "wave": Wave(amplitude: v.double("amplitude"), frequency: v.double("frequency"), phase: v.double("phase"))
        case "polygon": Polygon(sides: v.double("sides"), scale: v.double("scale"), rotation: v.angle("rotation"))
        case "petal":
            Petal(
                petalCount: v.double("petalCount"), innerRadius: v.double("innerRadius"),
                outerRadius: v.double("outerRadius"), rotationOffset: v.angle("rotationOffset"))
        case "morphing-rect": MorphingRect(size: v.double("size"), cornerRadius: v.double("cornerRadius"))
        case "rectangle": RectangleShape(width: v.double("width"), height: v.double("height"))
        case "circle": Circle()
        case "capsule": Capsule()
        case "rounded-rectangle": RoundedRectangle(cornerRadius: v.double("cornerRadius"))
        default: preconditionFailure("catalog shape '\(name)' has no implementation")
        }
    }

    private static func makeEffect(_ name: String, _ v: ResolvedValues) -> ModifierEffect {
        switch name {
        case "shake":
            ModifierEffect(offsetX: sin(v.double("shakes") * 2 * .pi) * v.double("amplitude"))
        case "shake-decay":
            ModifierEffect(
                offsetX: sin(v.double("progress") * 6 * .pi) * v.double("intensity") * (1 - v.double("progress")))
        case "counter":
            // Validation already accepted the format, so parsing cannot fail here.
            ModifierEffect(text: ((try? CounterFormat(v.string("format"))) ?? .default).string(for: v.double("value")))
        case "offset": ModifierEffect(offsetX: v.double("x"), offsetY: v.double("y"))
        case "scale": ModifierEffect(scale: v.double("scale"), anchor: v.unitPoint("anchor"))
        case "rotation": ModifierEffect(anchor: v.unitPoint("anchor"), rotation: v.angle("angle"))
        case "opacity": ModifierEffect(opacity: v.double("opacity"))
        default: preconditionFailure("catalog modifier '\(name)' has no implementation")
        }
    }
}

/// Typed access to validated parameters; a missing or mistyped name is a catalog bug, so it traps.
private struct ResolvedValues {
    let values: [String: ParameterValue]

    init(_ values: [String: ParameterValue]) { self.values = values }

    func double(_ name: String) -> Double {
        guard case .double(let value) = values[name] else { preconditionFailure("'\(name)' is not a double") }
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
}
