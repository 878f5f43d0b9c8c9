import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

struct ModifierEffectTests {
    private func effect(_ type: String, _ parameters: [String: ParameterValue]) throws -> ModifierEffect {
        try PresetTypeCatalog.effect(type: type, parameters: parameters)
    }

    @Test(arguments: [0.0, 0.25, 0.5, 1.3, 3])
    func shakeOffsetsBySineOfWholeTurns(shakes: Double) throws {
        let result = try effect("shake", ["shakes": .double(shakes), "amplitude": .double(8)])
        #expect(result.offsetX.isApproximatelyEqual(to: sin(shakes * 2 * .pi) * 8))
        #expect(result.offsetY == 0 && result.scale == 1 && result.opacity == 1)
    }

    @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.9, 1])
    func shakeDecayDiesAwayByTheEnd(progress: Double) throws {
        let result = try effect("shake-decay", ["progress": .double(progress), "intensity": .double(12)])
        #expect(result.offsetX.isApproximatelyEqual(to: sin(progress * 6 * .pi) * 12 * (1 - progress)))
    }

    @Test(arguments: [
        (41.6, "%.0f", "42"), (3.14159, "%.2f", "3.14"), (7.5, "%d items", "8 items"), (0.5, "%05.1f%%", "000.5%"),
    ])
    func counterFormatsItsValue(value: Double, format: String, text: String) throws {
        let result = try effect("counter", ["value": .double(value), "format": .string(format)])
        #expect(result.text == text)
    }

    @Test func simpleModifiersSetTheirField() throws {
        #expect(try effect("offset", ["x": .double(3), "y": .double(-4)]) == ModifierEffect(offsetX: 3, offsetY: -4))
        #expect(
            try effect("scale", ["scale": .double(2), "anchor": .unitPoint(.topLeading)])
                == ModifierEffect(scale: 2, anchor: .topLeading))
        #expect(
            try effect("rotation", ["angle": .angle(.degrees(30))]) == ModifierEffect(rotation: .degrees(30)))
        #expect(try effect("opacity", ["opacity": .double(0.25)]) == ModifierEffect(opacity: 0.25))
    }

    @Test func transformScalesAndRotatesAboutTheAnchorThenOffsets() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        let effect = ModifierEffect(offsetX: 5, offsetY: 7, scale: 2, anchor: .center, rotation: .degrees(90))
        let t = effect.transform(in: bounds)
        // The anchor stays put apart from the offset.
        #expect(CGPoint(x: 50, y: 20).applying(t).isApproximatelyEqual(to: CGPoint(x: 55, y: 27)))
        // (100, 20) is 50 right of the anchor: scaled to 100, turned 90° clockwise on screen to 100 below.
        #expect(CGPoint(x: 100, y: 20).applying(t).isApproximatelyEqual(to: CGPoint(x: 55, y: 127)))
        #expect(ModifierEffect.identity.transform(in: bounds) == .identity)
    }
}
