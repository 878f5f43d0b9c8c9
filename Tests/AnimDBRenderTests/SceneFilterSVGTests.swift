import AnimDBEngine
import AnimDBGeometry
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBRender

/// Filters as SVG `<filter>`s around a node's transform groups, animating in one run.
struct SceneFilterSVGTests {
    static let size = CGSize(width: 200, height: 200)

    static func scene(_ items: [SceneItem]) -> Scene { SceneBuilder.scene(items, size: size) }

    static func glow(_ t: Double) -> Scene {
        scene([
            try! SceneItem("circle"), try! SceneItem("fill", ["paint": .paint(.color(.blue))]),
            try! SceneItem("frame", ["width": .double(80), "height": .double(80)]),
            try! SceneItem("shadow", ["color": .color(.blue), "radius": .double(2 + 18 * t), "y": .double(4)]),
            try! SceneItem("blur", ["radius": .double(6 * t)]),
            try! SceneItem("hue-rotation", ["angle": .angle(.degrees(90 * t))]),
            try! SceneItem("blend-mode", ["mode": .string("plusLighter")]),
        ])
    }

    @Test func eachFilterIsAGroupAroundTheNodeWithItsDefinition() throws {
        let elements = try #require(parseXML(SVGWriter.scene(Self.glow(1))))
        let filters = elements.named("filter")
        #expect(filters.count == 3)
        // Outermost first: the blend mode, then the hue turn, the blur, the shadow (numbered in that order).
        let groups = elements.named("g").compactMap { $0.attributes["filter"] ?? $0.attributes["style"] }
        #expect(groups == ["mix-blend-mode:plus-lighter", "url(#shape-f1)", "url(#shape-f2)", "url(#shape-f3)"])
        #expect(elements.named("feGaussianBlur").map { $0.attributes["stdDeviation"] } == ["3", "10"])
        #expect(elements.named("feOffset").first?.attributes["dy"] == "4")
        #expect(elements.named("feFlood").first?.attributes["flood-color"] == Markup.hex(.blue))
        #expect(filters.allSatisfy { $0.attributes["color-interpolation-filters"] == "sRGB" })
        // The shadow's region reaches 3σ + offset past the canvas: 30 + 4 + 1.
        let shadow = try #require(filters.first { $0.attributes["id"] == "shape-f3" })
        #expect(shadow.attributes["x"] == "-35" && shadow.attributes["width"] == "270")
    }

    @Test func aGrowingGlowAnimatesItsAttributesInOneRun() throws {
        let frames = stride(from: 0.0, through: 1, by: 0.25).map { TimedFrame(time: $0, value: Self.glow($0)) }
        let svg = SVGWriter.animatedScene(frames)
        let elements = try #require(parseXML(svg))
        let animated = Set(elements.named("animate").compactMap { $0.attributes["attributeName"] })
        #expect(animated.isSuperset(of: ["stdDeviation", "values"]))
        #expect(!animated.contains("visibility"), "one run")
        #expect(!svg.contains("calcMode=\"discrete\""))
    }

    @Test func anOpaqueBlurKeepsTheViewsCoverage() throws {
        let svg = SVGWriter.scene(
            Self.scene([try SceneItem("rect"), try SceneItem("blur", ["radius": .double(4), "opaque": .bool(true)])]))
        let elements = try #require(parseXML(svg))
        #expect(elements.named("feComposite").first?.attributes["in2"] == "SourceAlpha")
    }
}
