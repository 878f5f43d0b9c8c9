/// The type of a preset parameter. Only the vector-like types can animate; `int`, `bool`, `string`, fonts and the
/// enumerations always jump to their new value, as properties marked `@AnimatableIgnored` do.
public enum ParameterType: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case double
    case angle
    case point
    case size
    case rect
    case unitPoint = "unit-point"
    case color
    /// A colour or gradient (`Paint`).
    case paint
    /// A `StrokeStyle`.
    case strokeStyle = "stroke-style"
    /// A `ShapePath`: vertices and tangents, animating vertex by vertex when the structure matches.
    case shapePath = "path"
    case font
    case textAlignment = "text-alignment"
    case textFieldStyle = "text-field-style"
    /// A `RoundedCornerStyle`: `.circular` or `.continuous` corners.
    case cornerStyle = "corner-style"
    case int
    case bool
    case string
    /// A `Double?`: nil (SwiftUI's "not given": a stack's default spacing, an open frame edge), a number, or
    /// `.infinity` (as large as offered).
    case optionalNumber = "optional-double"
    case horizontalAlignment = "horizontal-alignment"
    case verticalAlignment = "vertical-alignment"
    case alignment
    /// An `Edge.Set` (`.all`, `.horizontal`, `[.top, .leading]`).
    case edgeSet = "edge-set"
    case buttonStyle = "button-style"
    /// An `AnyTransition`.
    case transition

    /// The types that never animate and hold no number (enumerations and choices): the last group above.
    static let discreteChoices: Set<ParameterType> = [
        .font, .textAlignment, .textFieldStyle, .cornerStyle, .int, .bool, .string, .optionalNumber,
        .horizontalAlignment, .verticalAlignment, .alignment, .edgeSet, .buttonStyle, .transition,
    ]

    /// Whether values of this type have animatable data.
    public var isAnimatable: Bool {
        switch self {
        case .double, .angle, .point, .size, .rect, .unitPoint, .color, .paint, .strokeStyle, .shapePath: true
        default: false
        }
    }

    /// The number of `Double` components in the type's animatable data (0 for non-animatable types), or nil when it
    /// depends on the value (a paint's gradient stops, a path's vertices).
    public var componentCount: Int? {
        switch self {
        case .double, .angle: 1
        case .point, .size, .unitPoint: 2
        case .strokeStyle: 3
        case .rect, .color: 4
        case .paint, .shapePath: nil
        default: 0
        }
    }

    /// The Swift type a generated property has.
    public var swiftTypeName: String {
        switch self {
        case .double: "Double"
        case .angle: "Angle"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .rect: "CGRect"
        case .unitPoint: "UnitPoint"
        case .color: "Color"
        case .paint: "AnyShapeStyle"
        case .strokeStyle: "StrokeStyle"
        case .shapePath: "Path"
        case .font: "Font"
        case .textAlignment: "TextAlignment"
        case .textFieldStyle: "TextFieldStyle"
        case .cornerStyle: "RoundedCornerStyle"
        case .int: "Int"
        case .bool: "Bool"
        case .string: "String"
        case .optionalNumber: "CGFloat?"
        case .horizontalAlignment: "HorizontalAlignment"
        case .verticalAlignment: "VerticalAlignment"
        case .alignment: "Alignment"
        case .edgeSet: "Edge.Set"
        case .buttonStyle: "ButtonStyle"
        case .transition: "AnyTransition"
        }
    }

    public var description: String { rawValue }

    /// The parameter type of a Swift type name as SwiftUI code writes it (`Double`, `Angle`, `CGPoint`), `CGFloat`
    /// and `Float` being doubles; nil for a name that is not one of them.
    public init?(swiftTypeName name: String) {
        guard
            let type = Self.allCases.first(where: { $0.swiftTypeName == name })
                ?? (["CGFloat", "Float"].contains(name) ? .double : nil)
        else { return nil }
        self = type
    }
}

extension ParameterType {
    /// "a" or "an", for messages such as "'fill' is a color" and "must be an angle".
    package var article: String {
        switch self {
        case .angle, .int, .alignment, .edgeSet, .optionalNumber: "an"
        default: "a"
        }
    }
}
