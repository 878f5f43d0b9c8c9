import AnimDBEngine
import AnimDBSyntax

/// Writes the hand-written `animatableData` of the pre-iOS 26 articles: the single value for one property, an
/// `AnimatablePair` for two, and pairs nested to the right for more
/// (`AnimatablePair<Double, AnimatablePair<Double, Double>>`).
///
/// `Double` properties animate as themselves; every other animatable type through its own `animatableData`
/// (`Angle` as radians × 128, `CGPoint` as its x/y pair), which is exactly what SwiftUI's own shapes and the
/// `@Animatable` macro do.
enum AnimatableDataWriter {
    /// Appends the `animatableData` property for `properties` (nothing when there are none: SwiftUI then supplies
    /// `EmptyAnimatableData`).
    static func write(_ properties: [PresetModel.Property], to writer: inout SourceWriter) {
        guard !properties.isEmpty else { return }
        writer.line()
        writer.block("var animatableData: \(dataType(properties))") { w in
            w.line("get { \(getter(properties)) }")
            if properties.count == 1 {
                w.line("set { \(component(properties[0])) = newValue }")
                return
            }
            w.block("set") { w in
                for (property, path) in zip(properties, paths(count: properties.count)) {
                    w.line("\(component(property)) = newValue\(path)")
                }
            }
        }
    }

    /// The nested pair type, e.g. `AnimatablePair<Double, AnimatablePair<Angle.AnimatableData, Double>>`.
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
        property.spec.type == .double ? "Double" : "\(property.swiftType).AnimatableData"
    }

    private static func component(_ property: PresetModel.Property) -> String {
        property.spec.type == .double ? property.name : "\(property.name).animatableData"
    }
}
