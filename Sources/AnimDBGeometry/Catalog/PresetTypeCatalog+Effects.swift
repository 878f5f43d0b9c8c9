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
            modifiesShape: true)
    ]
}
