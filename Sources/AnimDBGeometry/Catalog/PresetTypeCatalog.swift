import AnimDBEngine

/// The built-in preset types, used by the store to validate presets, by `animdb types`, by drawing and by code
/// generation.
///
/// A view is a chain of items: one content type (a shape, `text`, `text-field` or `animatable-text`) followed by
/// modifiers in SwiftUI's order. Type names are kebab-case; parameter names are the articles' property names.
public enum PresetTypeCatalog {
    /// Every built-in type: shapes, then text content, then modifiers, each in a fixed order.
    public static let all: [PresetType] =
        shapes + texts + views + containers + modifiers + layoutModifiers
        + effectModifiers

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

    /// The shapes that are `InsettableShape`s in SwiftUI, which `strokeBorder` and `inset(by:)` need.
    public static let insettableShapes: Set<String> = ["circle", "ellipse", "capsule", "rect", "rounded-rectangle"]

    /// An insettable shape's outline inset by `amount` on every side in `rect`, as SwiftUI's `inset(by:)` draws it:
    /// the shape in the smaller rect, a rounded rectangle's corners smaller by `amount` too (not below 0).
    static func insetPath(type: PresetType, values: [String: ParameterValue], in rect: CGRect, by amount: Double)
        -> Path
    {
        var values = values
        if type.name == "rounded-rectangle", case .double(let radius)? = values["cornerRadius"] {
            values["cornerRadius"] = .double(max(radius - amount, 0))
        }
        let inset = rect.insetBy(dx: amount, dy: amount)
        return unvalidatedShape(type: type, values: values).path(in: inset)
    }

    /// `strokeBorder` and `inset(by:)` are InsettableShape's: only on one of SwiftUI's insettable shapes (`types[0]`),
    /// an inset only directly after it or another inset (any other shape modifier returns a plain `Shape`). The
    /// evaluator asks this of every node it builds.
    /// - Throws: `GeometryError.invalidChain` naming the item and the rule.
    public static func checkInsettable(_ types: [PresetType]) throws(GeometryError) {
        guard let content = types.first else { return }
        for (index, type) in types.enumerated() where type.name == "stroke-border" || type.name == "shape-inset" {
            guard insettableShapes.contains(content.name) else {
                throw .invalidChain(
                    "item \(index + 1) ('\(type.name)') needs an InsettableShape (Circle, Ellipse, Capsule, Rectangle, "
                        + "RoundedRectangle), not '\(content.name)'"
                        + (type.name == "stroke-border" ? "; stroke it with .stroke" : ""))
            }
            if type.name == "shape-inset", !types[1..<index].allSatisfy({ $0.name == "shape-inset" }) {
                throw .invalidChain(
                    "item \(index + 1) ('shape-inset') must directly follow the shape: after another shape modifier it "
                        + "is no longer an InsettableShape")
            }
        }
    }

    /// Checks that the types form a view SwiftUI can express: one content type first, then modifiers, with `fill` and
    /// `stroke` only directly after a shape or another of them (they turn a `Shape` into a view), and shape modifiers
    /// (`trim`) only directly after a shape or another shape modifier (they return a `Shape`).
    /// - Throws: `GeometryError.invalidChain` naming the item (by position, from 1) and the rule.
    public static func validateChain(_ typeNames: [String]) throws(GeometryError) {
        var types: [PresetType] = []
        for name in typeNames { types.append(try requireType(named: name)) }
        guard let content = types.first else { throw .invalidChain("a view needs a content item (a shape or text)") }
        guard content.kind.isContent else {
            throw .invalidChain("item 1 ('\(content.name)') is a modifier; a view starts with a shape or text")
        }
        try checkInsettable(types)
        var stylable = content.kind == .shape
        var isShape = stylable
        for (index, type) in types.enumerated().dropFirst() {
            if type.kind.isContent {
                throw .invalidChain("item \(index + 1) ('\(type.name)') is content; a view has one content item")
            }
            if type.modifiesShape {
                guard isShape else {
                    throw .invalidChain(
                        "item \(index + 1) ('\(type.name)') must directly follow a shape or another shape modifier")
                }
                continue
            }
            isShape = false
            if type.isShapeStyle, !stylable {
                throw .invalidChain(
                    "item \(index + 1) ('\(type.name)') must directly follow a shape or another fill or stroke")
            }
            stylable = stylable && type.isShapeStyle
        }
    }

    // MARK: Parameter helpers

    static func double(
        _ name: String, _ value: Double, _ constraint: ParameterConstraint, animatable: Bool = true, _ doc: String
    ) -> ParameterSpec {
        ParameterSpec(
            name: name, type: .double, defaultValue: .double(value), isAnimatable: animatable, constraint: constraint,
            doc: doc)
    }

    static func double(_ name: String, _ value: Double, animatable: Bool = true, _ doc: String) -> ParameterSpec {
        double(name, value, .none, animatable: animatable, doc)
    }

    static func angle(_ name: String, degrees: Double, animatable: Bool, _ doc: String) -> ParameterSpec {
        ParameterSpec(
            name: name, type: .angle, defaultValue: .angle(.degrees(degrees)), isAnimatable: animatable, doc: doc)
    }

    static func anchor(_ doc: String) -> ParameterSpec {
        ParameterSpec(
            name: "anchor", type: .unitPoint, defaultValue: .unitPoint(.center), isAnimatable: false, doc: doc)
    }

    static func paint(_ name: String, _ value: Paint, _ doc: String) -> ParameterSpec {
        ParameterSpec(name: name, type: .paint, defaultValue: .paint(value), isAnimatable: true, doc: doc)
    }

    static func font(_ value: Font, _ doc: String) -> ParameterSpec {
        ParameterSpec(name: "font", type: .font, defaultValue: .font(value), isAnimatable: false, doc: doc)
    }

    static func choice(_ name: String, _ value: ParameterValue, _ doc: String) -> ParameterSpec {
        ParameterSpec(name: name, type: value.type, defaultValue: value, isAnimatable: false, doc: doc)
    }

    static func string(_ name: String, _ value: String, _ doc: String) -> ParameterSpec {
        ParameterSpec(name: name, type: .string, defaultValue: .string(value), isAnimatable: false, doc: doc)
    }
}
