import AnimDBEngine

/// What a preset type is in a view: content that draws a shape, content that draws text, or a modifier applied to
/// the content and the modifiers before it.
public enum PresetKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A `Shape`: content drawn as a path in its frame.
    case shape
    /// Text content: `Text`, `TextField`, or a view of formatted numbers.
    case text
    /// Another view without children: a `Color`, a `Spacer`, a `Button`, a `Slider`, a `Toggle`.
    case view
    /// A view that lays out children: `VStack`, `HStack`, `ZStack`, `Group`, `NavigationStack`.
    case container
    /// A modifier: a style (`fill`, `stroke`), layout (`frame`, `padding`), decoration (`background`,
    /// `corner-radius`), environment (`font`, `foreground`) or effect (`offset`, the shakes, …).
    case modifier

    /// Whether a type of this kind starts a view (shapes and text), rather than modifying one.
    public var isContent: Bool { self != .modifier }

    public var description: String { rawValue }
}

/// A preset type: a shape, text content or a modifier, with its ordered, documented parameters; built in, or a
/// user's own type read from Swift (`implementation` set).
public struct PresetType: Hashable, Sendable {
    /// Whether the type is a shape, text or a modifier.
    public let kind: PresetKind
    /// The kebab-case name used by the store and the CLI, e.g. `rounded-rectangle`.
    public let name: String
    /// The Swift type name generated code uses, e.g. `RoundedRectangle` or `ShakeEffect`.
    public let swiftName: String
    /// One sentence describing the type.
    public let summary: String
    /// Parameters in declaration order (the order of the Swift properties).
    public let parameters: [ParameterSpec]
    /// Whether the shape's path is an open line (an arc, a wave), usually stroked rather than filled.
    public let drawsOpenPath: Bool
    /// Whether the modifier is a shape style (`fill`, `stroke`): it must directly follow a shape or another shape
    /// style, as SwiftUI's `Shape.fill`/`Shape.stroke` do.
    public let isShapeStyle: Bool
    /// Whether the modifier turns a shape into another shape (`trim(from:to:)`): it must directly follow a shape or
    /// another such modifier, before any fill or stroke, as SwiftUI's `Shape.trim` returns a `Shape`.
    public let modifiesShape: Bool
    /// Whether the modifier attaches views of its own (`.overlay { … }`, `.background { … }`, `.mask { … }`, a clip
    /// shape).
    public let attachesViews: Bool
    /// Whether the modifier changes the animation of the changes that reach its view (`.animation(_:value:)`,
    /// `.transaction { … }`): it watches the view's states, so it belongs to a view, not to a preset.
    public let scopesTransactions: Bool
    /// The bodies of a user's type (its `path(in:)` or `effectValue(size:)`), nil for the built-ins.
    public let implementation: CustomImplementation?
    /// How a view applies a user's modifier through its `View` extension (`.shake(with:)`), if it has one.
    public let callSite: ModifierCallSite?

    public init(
        kind: PresetKind, name: String, swiftName: String, summary: String, parameters: [ParameterSpec],
        drawsOpenPath: Bool = false, isShapeStyle: Bool = false, modifiesShape: Bool = false,
        attachesViews: Bool = false, scopesTransactions: Bool = false, implementation: CustomImplementation? = nil,
        callSite: ModifierCallSite? = nil
    ) {
        self.callSite = callSite
        precondition(implementation == nil || kind == .shape || kind == .modifier, "only shapes and effects are read")
        self.implementation = implementation
        precondition(Set(parameters.map(\.name)).count == parameters.count, "duplicate parameter in '\(name)'")
        precondition(!drawsOpenPath || kind == .shape, "only shapes draw paths")
        precondition(!isShapeStyle || kind == .modifier, "only modifiers style shapes")
        precondition(!attachesViews || kind == .modifier, "only modifiers attach views")
        precondition(!modifiesShape || kind == .modifier, "only modifiers modify shapes")
        self.modifiesShape = modifiesShape
        self.attachesViews = attachesViews
        self.scopesTransactions = scopesTransactions
        self.drawsOpenPath = drawsOpenPath
        self.isShapeStyle = isShapeStyle
        self.kind = kind
        self.name = name
        self.swiftName = swiftName
        self.summary = summary
        self.parameters = parameters
    }

    /// Whether a preset may be of this type: shapes, texts and modifiers; views and containers belong to a view tree
    /// (`--view`) and are written inline, as are the modifiers that attach views.
    public var canBePreset: Bool {
        kind != .view && kind != .container && !attachesViews && !scopesTransactions && !animatesPhases
            && !animatesKeyframes
    }

    /// Whether the modifier is `.phaseAnimator(…)`: it gives the modifiers of its content closure a phase to read,
    /// which moves on by itself, so it belongs to a view, not to a preset.
    public var animatesPhases: Bool { implementation == nil && name == "phase-animator" }

    /// Whether the modifier is `.keyframeAnimator(…)`: it gives the modifiers of its content closure a value its
    /// keyframes drive, so it belongs to a view, not to a preset.
    public var animatesKeyframes: Bool { implementation == nil && name == "keyframe-animator" }

    /// Whether the type's values can change layout: views other than shapes (texts measure their strings, controls
    /// their titles), containers, and the modifiers that size, place or set the environment text is measured in.
    /// Shapes fill what they are offered, and styles and effects draw without moving anything.
    public var affectsLayout: Bool {
        switch kind {
        case .text, .view, .container: true
        case .shape: false
        case .modifier:
            [
                "frame", "flexible-frame", "padding", "padding-insets", "fixed-size", "position", "layout-priority",
                "navigation-title", "font", "button-style", "counter",
            ].contains(name)
        }
    }

    /// Whether the modifier is a filter the scene draws its content through (`SceneFilter`): blur, shadow, the colour
    /// filters and blend modes.
    public var isFilter: Bool { implementation == nil && PresetTypeCatalog.filterTypes.contains(name) }

    /// Whether the modifier draws its content through a projective transform: `scaleEffect(x:y:)`,
    /// `rotation3DEffect`, `transformEffect` and a user's `GeometryEffect`.
    public var isProjection: Bool {
        implementation.map { $0.body.isGeometryEffect } ?? PresetTypeCatalog.projectionTypes.contains(name)
    }

    /// Whether the type is a user's own, read from Swift source.
    public var isUserType: Bool { implementation != nil }

    /// The parameter called `name`, if any.
    public func parameter(named name: String) -> ParameterSpec? {
        parameters.first { $0.name == name }
    }

    /// The parameters that make up the type's `animatableData`, in order.
    public var animatableParameters: [ParameterSpec] { parameters.filter(\.isAnimatable) }

    /// Every parameter's default value.
    public var defaults: [String: ParameterValue] {
        Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.defaultValue) })
    }

    /// Checks one parameter value.
    /// - Returns: The value converted to the parameter's type (an `.int` given for a `.double` becomes a double).
    /// - Throws: `GeometryError` naming the parameter, e.g. "'sides' must be at least 3, got 2".
    @discardableResult
    public func validate(_ name: String, _ value: ParameterValue) throws(GeometryError) -> ParameterValue {
        guard let spec = parameter(named: name) else {
            throw .unknownParameter(
                name, type: self.name, suggestion: Suggestions.closest(to: name, in: parameters.map(\.name)))
        }
        return try spec.validate(value)
    }

    /// Checks every given value and fills in defaults for the rest.
    /// - Returns: A value for every parameter of the type.
    /// - Throws: The first `GeometryError`, in parameter order (unknown names first, alphabetically).
    public func resolve(_ values: [String: ParameterValue]) throws(GeometryError) -> [String: ParameterValue] {
        for name in values.keys.sorted() where parameter(named: name) == nil {
            throw .unknownParameter(
                name, type: self.name, suggestion: Suggestions.closest(to: name, in: parameters.map(\.name)))
        }
        var resolved: [String: ParameterValue] = [:]
        for spec in parameters {
            resolved[spec.name] =
                try values[spec.name].map { value throws(GeometryError) in try spec.validate(value) }
                ?? spec.defaultValue
        }
        return resolved
    }
}
