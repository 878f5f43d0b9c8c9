import AnimDBEngine
import AnimDBSyntax

/// Writes the hand-written `animatableData` of the pre-iOS 26 articles: the single value for one property, an
/// `AnimatablePair` for two, and pairs nested to the right for more
/// (`AnimatablePair<Double, AnimatablePair<Double, Double>>`, as the `@Animatable` article's `WaveLegacy`).
///
/// Numbers animate as themselves in their own type (`AnimatablePair<CGFloat, CGFloat>`); an `Angle` as its radians,
/// as the article's `Arc` writes it (`AnimatablePair(startAngle.radians, endAngle.radians)`, set back with
/// `Angle.radians(_:)`); other types through their own `animatableData`. Radians interpolate exactly as SwiftUI's
/// `Angle.animatableData` (radians × 128) does, since both are linear in the angle; only a spring's settling
/// threshold sees the scale.
enum AnimatableDataWriter {
    /// Appends the `animatableData` property for `properties` (nothing when there are none: SwiftUI then supplies
    /// `EmptyAnimatableData`).
    static func write(_ properties: [PresetModel.Property], to writer: inout SourceWriter) {
        guard !properties.isEmpty else { return }
        writer.line()
        writer.block("var animatableData: \(dataType(properties))") { w in
            let getter = "get { \(getter(properties)) }"
            if 4 * (w.depth) + getter.count <= 120 {
                w.line(getter)
            } else {
                w.block("get") { w in w.line(Self.getter(properties)) }
            }
            let setters = zip(properties, paths(count: properties.count)).map { property, path in
                setter(property, "newValue\(path)")
            }
            if setters.count == 1 {
                w.line("set { \(setters[0]) }")
            } else {
                w.block("set") { w in w.lines(setters) }
            }
        }
    }

    /// The nested pair type, e.g. `AnimatablePair<Double, AnimatablePair<Double, Double>>`.
    static func dataType(_ properties: [PresetModel.Property]) -> String {
        let types = properties.map(componentType)
        return types.dropLast().reversed().reduce(types.last!) { "AnimatablePair<\($1), \($0)>" }
    }

    /// The getter expression, e.g. `AnimatablePair(a, AnimatablePair(b, c))`.
    static func getter(_ properties: [PresetModel.Property]) -> String {
        let parts = properties.map(component)
        return parts.dropLast().reversed().reduce(parts.last!) { "AnimatablePair(\($1), \($0))" }
    }

    /// The accessor of each component in the nested pair: `.first`, `.second.first`, …, `.second.second`.
    static func paths(count: Int) -> [String] {
        guard count > 1 else { return [""] }
        return (0..<count).map { index in
            String(repeating: ".second", count: index) + (index == count - 1 ? "" : ".first")
        }
    }

    private static func componentType(_ property: PresetModel.Property) -> String {
        switch property.spec.type {
        case .double: property.swiftType
        case .angle: "Double"
        default: "\(property.swiftType).AnimatableData"
        }
    }

    private static func component(_ property: PresetModel.Property) -> String {
        switch property.spec.type {
        case .double: property.name
        case .angle: "\(property.name).radians"
        default: "\(property.name).animatableData"
        }
    }

    private static func setter(_ property: PresetModel.Property, _ value: String) -> String {
        switch property.spec.type {
        case .double: "\(property.name) = \(value)"
        case .angle: "\(property.name) = Angle.radians(\(value))"
        default: "\(property.name).animatableData = \(value)"
        }
    }
}
