import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// What renderers that follow nodes through an animation (Lottie layers) read from a scene: which item drew each
/// node, and its transform taken apart into layout and the effects around it.
struct SceneIdentityTests {
    static func item(_ type: String, _ values: [String: ParameterValue] = [:]) -> SceneItem {
        try! SceneItem(type, values)
    }

    /// Chains with effects inside and outside backgrounds, misplaced styles that are skipped, and several parts.
    static let chains: [[SceneItem]] = [
        [
            item("text", ["text": .string("Shake me!")]), item("padding"),
            item("offset", ["x": .double(4), "y": .double(-3)]), item("background", ["paint": .paint(.color(.blue))]),
            item("corner-radius", ["radius": .double(12)]), item("shake", ["shakes": .double(0.3)]),
            item("scale", ["scale": .double(1.5), "anchor": .unitPoint(.topLeading)]),
            item("rotation", ["angle": .angle(.degrees(30))]),
        ],
        [
            item("polygon", ["sides": .double(5)]), item("fill"), item("frame", ["width": .double(80)]),
            item("rotation", ["angle": .angle(.degrees(-40)), "anchor": .unitPoint(.bottom)]),
            item("fill"), item("opacity", ["opacity": .double(0.5)]), item("offset", ["x": .double(10)]),
        ],
        [
            item("animatable-text", ["count": .int(3)]), item("padding"),
            item("shake-decay", ["progress": .double(0.2)]),
        ],
        [item("text-field", ["placeholder": .string("name")]), item("shake"), item("padding")],
    ]

    @Test(arguments: chains.indices)
    func aNodesTransformIsItsOriginThenTheEffectsAroundIt(_ index: Int) throws {
        let scene = SceneBuilder.scene(Self.chains[index], size: CGSize(width: 320, height: 240))
        #expect(!scene.nodes.isEmpty)
        for node in scene.nodes {
            var composed = CGAffineTransform(translationX: node.origin.x, y: node.origin.y)
            for item in node.effectItems {
                let effect = try #require(scene.effect(ofItem: item))
                composed = composed.concatenating(effect.transform)
            }
            let parts = [
                composed.a - node.transform.a, composed.b - node.transform.b, composed.c - node.transform.c,
                composed.d - node.transform.d, composed.tx - node.transform.tx, composed.ty - node.transform.ty,
            ]
            #expect(parts.allSatisfy { abs(Double($0)) < 1e-9 }, "\(node.role) of chain \(index)")
            // Effects are listed innermost first, so their item indices grow.
            #expect(node.effectItems == node.effectItems.sorted())
        }
    }

    @Test func sourcesNameTheDrawingItemByItsPlaceInTheView() {
        let text = SceneBuilder.scene(Self.chains[0], size: CGSize(width: 320, height: 240))
        #expect(text.nodes.map(\.source) == [.init(item: 3), .init(item: 0)])
        // The background sits inside the shake, scale and rotation, but outside the offset.
        #expect(text.nodes[0].effectItems == [5, 6, 7])
        #expect(text.nodes[1].effectItems == [2, 5, 6, 7])
        #expect(text.effects.map(\.item) == [7, 6, 5, 2])

        // The second fill is skipped (it does not follow the shape), so the rotation keeps its own index.
        let polygon = SceneBuilder.scene(Self.chains[1], size: CGSize(width: 320, height: 240))
        #expect(polygon.nodes.map(\.effectItems) == [[3, 6]])

        let numbers = SceneBuilder.scene(Self.chains[2], size: CGSize(width: 320, height: 240))
        #expect(numbers.nodes.map(\.source) == (0..<3).map { SceneNode.Source(item: 0, part: $0) })

        let field = SceneBuilder.scene(Self.chains[3], size: CGSize(width: 320, height: 240))
        #expect(field.nodes.map(\.role) == [.field, .content])
        #expect(field.nodes.map(\.source) == [.init(item: 0), .init(item: 0)])
    }
}
