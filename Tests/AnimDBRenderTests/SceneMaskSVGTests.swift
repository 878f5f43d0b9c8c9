import AnimDBEngine
import AnimDBGeometry
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBRender

/// Masks (`.mask { … }`) as SVG alpha masks: the masked node's group inside `<g mask>`, the mask's nodes drawn in
/// canvas coordinates inside a `<mask mask-type="alpha">`, written once however many nodes it masks.
struct SceneMaskSVGTests {
    static let size = CGSize(width: 200, height: 100)

    static func node(_ items: [SceneItem]) throws -> SceneNode {
        try #require(SceneBuilder.scene(items, size: size).nodes.first)
    }

    @Test func aMaskedNodeIsDrawnThroughAnAlphaMaskOfTheMasksNodes() throws {
        var circle = try Self.node([
            try SceneItem("circle"), try SceneItem("fill", ["paint": .paint(.color(.blue))]),
            try SceneItem("frame", ["width": .double(80), "height": .double(80)]),
        ])
        let square = try Self.node([
            try SceneItem("rectangle", ["width": .double(40), "height": .double(40)]),
            try SceneItem("fill", ["paint": .paint(.color(.black))]),
        ])
        circle.masks = [0]
        var second = circle
        second.masks = [0]
        let scene = Scene(size: Self.size, nodes: [circle, second], masks: [SceneMask(nodes: [square], item: 3)])
        let elements = try #require(parseXML(SVGWriter.scene(scene)))
        let masks = elements.named("mask")
        #expect(masks.count == 1)
        let mask = try #require(masks.first)
        #expect(mask.attributes["mask-type"] == "alpha" && mask.attributes["maskUnits"] == "userSpaceOnUse")
        // The region reaches a canvas past each side.
        #expect(mask.attributes["x"] == "-200" && mask.attributes["width"] == "600")
        // The two circles and, once, the mask's square.
        #expect(elements.named("path").count == 3)
        let masked = elements.named("g").filter { $0.attributes["mask"] == "url(#m0)" }
        #expect(masked.count == 2)
    }
}
