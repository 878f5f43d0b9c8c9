import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// SwiftUI's colour filters as 4 × 5 matrices (OpenSwiftUI's `ColorMatrix.swift`), and filters in scenes: scaled
/// and turned by the effects outside them.
struct SceneFilterTests {
    static func close(_ a: Color, _ b: Color, _ tolerance: Double = 1e-4) -> Bool {
        abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
            && abs(a.opacity - b.opacity) < tolerance
    }

    static func randomColor(_ random: inout SeededGenerator) -> Color {
        Color(
            red: random.double(in: 0...1), green: random.double(in: 0...1), blue: random.double(in: 0...1),
            opacity: random.double(in: 0...1))
    }

    @Test(arguments: [
        (
            ColorMatrix.grayscale(1), Color.red,
            Color(white: 0.2126 * Color.red.red + 0.7152 * Color.red.green + 0.0722 * Color.red.blue)
        ),
        (
            ColorMatrix.colorInvert, Color(red: 0.2, green: 0.5, blue: 1, opacity: 0.5),
            Color(red: 0.8, green: 0.5, blue: 0, opacity: 0.5)
        ),
        (ColorMatrix.brightness(0.25), Color(red: 0.2, green: 0.5, blue: 0.9), Color(red: 0.45, green: 0.75, blue: 1)),
        (ColorMatrix.contrast(0.5), Color(red: 0, green: 1, blue: 0.5), Color(red: 0.25, green: 0.75, blue: 0.5)),
        (
            ColorMatrix.colorMultiply(Color(red: 0.5, green: 1, blue: 0, opacity: 0.5)), Color.white,
            Color(red: 0.5, green: 1, blue: 0, opacity: 0.5)
        ),
    ])
    func matricesGiveSwiftUIsColours(matrix: ColorMatrix, input: Color, expected: Color) {
        #expect(Self.close(matrix.apply(to: input), expected), "\(matrix.apply(to: input)) vs \(expected)")
    }

    @Test func neutralAmountsChangeNothing() {
        var random = SeededGenerator(seed: 3)
        let neutral: [ColorMatrix] = [
            .brightness(0), .contrast(1), .saturation(1), .grayscale(0), .hueRotation(.zero),
            .hueRotation(.degrees(360)), .colorMultiply(.white),
        ]
        for _ in 0..<50 {
            let color = Self.randomColor(&random)
            for matrix in neutral {
                #expect(Self.close(matrix.apply(to: color), color, 1e-3), "\(matrix.values)")
            }
        }
    }

    @Test func greysAndTheirLawsHold() {
        var random = SeededGenerator(seed: 4)
        for _ in 0..<50 {
            let color = Self.randomColor(&random)
            let amount = random.double(in: 0...1)
            let angle = Angle.degrees(random.double(in: -360...360))
            // No saturation is full grayscale; a hue turn keeps greys grey and keeps the luminance.
            #expect(Self.close(ColorMatrix.saturation(0).apply(to: color), ColorMatrix.grayscale(1).apply(to: color)))
            let grey = Color(white: amount, opacity: color.opacity)
            #expect(Self.close(ColorMatrix.hueRotation(angle).apply(to: grey), grey, 1e-3))
            // Inverting twice gives the colour back.
            #expect(Self.close(ColorMatrix.colorInvert.apply(to: ColorMatrix.colorInvert.apply(to: color)), color))
        }
    }

    @Test func aBlurIsTwoStandardDeviations() {
        #expect(SceneFilter.standardDeviation(radius: 10) == 5)
        #expect(SceneFilter.standardDeviation(radius: -3) == 0)
        #expect(SceneFilter.blur(radius: 10, isOpaque: false).reach == 15)
        #expect(SceneFilter.shadow(color: .black, radius: 4, x: -3, y: 5).reach == 11)
    }

    static func filters(_ items: [SceneItem]) throws -> [SceneFilter] {
        try #require(SceneBuilder.scene(items, size: CGSize(width: 200, height: 200)).nodes.first).filters
    }

    @Test func effectsOutsideAFilterScaleAndTurnIt() throws {
        let circle = try SceneItem("circle")
        let blur = try SceneItem("blur", ["radius": .double(4)])
        let scale = try SceneItem("scale", ["scale": .double(2)])
        #expect(try Self.filters([circle, blur, scale]) == [.blur(radius: 8, isOpaque: false)])
        #expect(try Self.filters([circle, scale, blur]) == [.blur(radius: 4, isOpaque: false)])
        let shadow = try SceneItem("shadow", ["radius": .double(2), "x": .double(3), "y": .double(0)])
        let turn = try SceneItem("rotation", ["angle": .angle(.degrees(90))])
        let turned = try Self.filters([circle, shadow, turn])
        guard case .shadow(let color, let radius, let x, let y) = turned.first else {
            Issue.record("no shadow: \(turned)")
            return
        }
        #expect(color == PresetTypeCatalog.defaultShadowColor && radius == 2)
        #expect(abs(x) < 1e-9 && abs(y - 3) < 1e-9, "turned a quarter clockwise: (\(x), \(y))")
    }

    @Test func filtersListOutermostFirstAndReachTheWholeSubtree() throws {
        let filters = try Self.filters([
            try SceneItem("rect"), try SceneItem("saturation", ["amount": .double(0)]),
            try SceneItem("blend-mode", ["mode": .string("multiply")]), try SceneItem("color-invert"),
        ])
        #expect(filters == [.colorMatrix(.colorInvert), .blendMode("multiply"), .colorMatrix(.saturation(0))])
        #expect(PresetTypeCatalog.all.filter(\.isFilter).count == 10)
    }
}
