import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// Layout, styles and effects composed as SwiftUI composes a content item and its modifiers.
struct SceneBuilderTests {
    static let canvas = CGSize(width: 300, height: 200)

    static func item(_ type: String, _ values: [String: ParameterValue] = [:]) -> SceneItem {
        try! SceneItem(type, values)
    }

    static func scene(_ items: [SceneItem], size: CGSize = canvas) -> Scene {
        SceneBuilder.scene(items, size: size)
    }

    static func shape(_ node: SceneNode) -> ShapeNode? {
        if case .shape(let shape) = node.content { return shape }
        return nil
    }

    static func text(_ node: SceneNode) -> TextNode? {
        if case .text(let text) = node.content { return text }
        return nil
    }

    static func close(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs(Double($0)) < 1e-9 }
    }

    @Test func aShapeAloneFillsTheCanvasWithTheForegroundColour() throws {
        let node = try #require(Self.scene([Self.item("trapezoid")]).nodes.first)
        let shape = try #require(Self.shape(node))
        #expect(node.transform == .identity)
        #expect(shape.path == Trapezoid(insetAmount: 50).path(in: CGRect(origin: .zero, size: Self.canvas)))
        #expect(shape.layers == [.fill(.color(.primary))])
    }

    @Test func aFrameCentresItsContentAndProposesItsSize() throws {
        let scene = Self.scene([
            Self.item("circle"), Self.item("frame", ["width": .double(100), "height": .double(60)]),
        ])
        let node = try #require(scene.nodes.first)
        #expect(node.size == CGSize(width: 100, height: 60))
        #expect(node.transform == CGAffineTransform(translationX: 100, y: 70))
        // A frame with only a height keeps the proposed width (SwiftUI's nil width).
        let tall = Self.scene([Self.item("circle"), Self.item("frame", ["height": .double(50)])])
        #expect(tall.nodes.first?.size == CGSize(width: 300, height: 50))
    }

    @Test func paddingAndBackgroundWrapTheText() throws {
        let scene = Self.scene([
            Self.item("text", ["text": .string("Shake me!"), "font": .font(.title2)]), Self.item("padding"),
            Self.item("background", ["paint": .paint(.color(.blue)), "cornerRadius": .double(8)]),
        ])
        #expect(scene.nodes.map(\.role) == [.background, .content])
        let text = try #require(Self.text(scene.nodes[1]))
        let measured = TextMetrics.size(of: ["Shake me!"], font: .title2)
        #expect(text.size == measured)
        #expect(scene.nodes[0].size == CGSize(width: measured.width + 32, height: measured.height + 32))
        // The background is centred; the text sits 16 points in from its corner.
        let origin = CGPoint(x: (300 - measured.width - 32) / 2, y: (200 - measured.height - 32) / 2)
        #expect(Self.close(scene.nodes[0].transform, CGAffineTransform(translationX: origin.x, y: origin.y)))
        #expect(Self.close(scene.nodes[1].transform, CGAffineTransform(translationX: origin.x + 16, y: origin.y + 16)))
    }

    /// An offset outermost moves every node by exactly its amount, whatever the view (a property over random views).
    @Test func anOuterOffsetTranslatesEveryNode() {
        var random = SeededGenerator(seed: 12)
        let contents = ["circle", "polygon", "text", "text-field", "animatable-text", "wave"]
        let modifiers: [() -> SceneItem] = [
            { Self.item("padding", ["length": .double(Double.random(in: 0...20, using: &random))]) },
            { Self.item("frame", ["width": .double(Double.random(in: 20...200, using: &random))]) },
            { Self.item("background", ["paint": .paint(.color(.red))]) },
            { Self.item("rotation", ["angle": .angle(.degrees(Double.random(in: -180...180, using: &random)))]) },
            { Self.item("scale", ["scale": .double(Double.random(in: 0.2...2, using: &random))]) },
            { Self.item("shake", ["shakes": .double(Double.random(in: 0...3, using: &random))]) },
            { Self.item("corner-radius", ["radius": .double(6)]) },
        ]
        for _ in 0..<200 {
            var items = [Self.item(contents.randomElement(using: &random)!)]
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                items.append(modifiers.randomElement(using: &random)!())
            }
            let (x, y) = (Double.random(in: -50...50, using: &random), Double.random(in: -50...50, using: &random))
            let plain = Self.scene(items)
            let moved = Self.scene(items + [Self.item("offset", ["x": .double(x), "y": .double(y)])])
            #expect(plain.nodes.count == moved.nodes.count)
            for (a, b) in zip(plain.nodes, moved.nodes) {
                #expect(Self.close(b.transform, a.transform.concatenating(CGAffineTransform(translationX: x, y: y))))
            }
        }
    }

    @Test func effectsComposeInChainOrder() throws {
        // `.offset(x: 10).rotationEffect(.degrees(90))`: the rotation turns the offset too, about the frame's centre.
        let base = [Self.item("circle"), Self.item("frame", ["width": .double(40), "height": .double(40)])]
        let offsetThenRotate = Self.scene(
            base + [Self.item("offset", ["x": .double(10)]), Self.item("rotation", ["angle": .angle(.degrees(90))])])
        let centre = CGPoint(x: 20, y: 20).applying(try #require(offsetThenRotate.nodes.first).transform)
        #expect(centre.isApproximatelyEqual(to: CGPoint(x: 150, y: 110)))
        // `.rotationEffect(.degrees(90)).offset(x: 10)`: the offset stays horizontal.
        let rotateThenOffset = Self.scene(
            base + [Self.item("rotation", ["angle": .angle(.degrees(90))]), Self.item("offset", ["x": .double(10)])])
        let moved = CGPoint(x: 20, y: 20).applying(try #require(rotateThenOffset.nodes.first).transform)
        #expect(moved.isApproximatelyEqual(to: CGPoint(x: 160, y: 100)))
    }

    @Test func scaleKeepsItsAnchorFixed() throws {
        let scene = Self.scene([
            Self.item("circle"), Self.item("frame", ["width": .double(50), "height": .double(50)]),
            Self.item("scale", ["scale": .double(2), "anchor": .unitPoint(.topLeading)]),
        ])
        let node = try #require(scene.nodes.first)
        #expect(CGPoint(x: 0, y: 0).applying(node.transform).isApproximatelyEqual(to: CGPoint(x: 125, y: 75)))
        #expect(CGPoint(x: 50, y: 50).applying(node.transform).isApproximatelyEqual(to: CGPoint(x: 225, y: 175)))
    }

    @Test func theFlowerSpinsWithItsGradient() throws {
        // FlowerLoadingView: .fill(gradient).frame(200, 200).rotationEffect(.radians(rotationOffset)).
        let scene = Self.scene(
            [
                Self.item("petal", ["outerRadius": .double(60)]),
                Self.item(
                    "fill",
                    [
                        "paint": .paint(
                            .linearGradient(
                                LinearGradient(
                                    colors: [.pink, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)))
                    ]),
                Self.item("frame", ["width": .double(200), "height": .double(200)]),
                Self.item("rotation", ["angle": .angle(.radians(.pi / 2))]),
            ], size: CGSize(width: 200, height: 200))
        let node = try #require(scene.nodes.first)
        #expect(Self.shape(node)?.size == CGSize(width: 200, height: 200), "the gradient is laid out in the frame")
        #expect(CGPoint(x: 0, y: 0).applying(node.transform).isApproximatelyEqual(to: CGPoint(x: 200, y: 0)))
    }

    @Test func opacityMultipliesAndCornerRadiusClipsOnlyWhatIsInside() throws {
        let scene = Self.scene([
            Self.item("text"), Self.item("background", ["paint": .paint(.color(.blue))]),
            Self.item("corner-radius", ["radius": .double(12)]), Self.item("opacity", ["opacity": .double(0.5)]),
            Self.item("background", ["paint": .paint(.color(.red))]), Self.item("opacity", ["opacity": .double(0.5)]),
        ])
        #expect(scene.nodes.map(\.role) == [.background, .background, .content])
        #expect(scene.nodes.map(\.opacity) == [0.5, 0.25, 0.25])
        #expect(scene.nodes.map(\.clips.count) == [0, 1, 1])
    }

    @Test func styleItemsPaintTheShapeInOrder() throws {
        let stroke = StrokeStyle(lineWidth: 8, lineCap: .round)
        let scene = Self.scene([
            Self.item("arc"), Self.item("fill", ["paint": .paint(.color(.yellow))]),
            Self.item("stroke", ["paint": .paint(.color(.blue)), "style": .strokeStyle(stroke)]),
            Self.item("foreground", ["paint": .paint(.color(.red))]),
        ])
        #expect(Self.shape(scene.nodes[0])?.layers == [.fill(.color(.yellow)), .stroke(.color(.blue), stroke)])
        let plain = Self.scene([Self.item("arc"), Self.item("foreground", ["paint": .paint(.color(.red))])])
        #expect(
            Self.shape(plain.nodes[0])?.layers == [.fill(.color(.red))], "a shape without styles uses the foreground")
    }

    @Test func environmentItemsSetWhatTheTextLeavesAtItsDefault() throws {
        func font(_ items: [SceneItem]) -> Font? { Self.text(Self.scene(items).nodes.last!)?.font }
        #expect(font([Self.item("text"), Self.item("font", ["font": .font(.title)])]) == .title)
        #expect(
            font([Self.item("text", ["font": .font(.title2)]), Self.item("font", ["font": .font(.body)])]) == .title2)
        #expect(
            font([
                Self.item("text"), Self.item("font", ["font": .font(.caption)]),
                Self.item("font", ["font": .font(.title)]),
            ]) == .caption, "the innermost font item wins")
        let white = Self.scene([Self.item("text"), Self.item("foreground", ["paint": .paint(.color(.white))])])
        #expect(Self.text(white.nodes[0])?.paint == .color(.white))
    }

    @Test func aTextFieldShowsItsPlaceholderInGreyUntilItHasText() throws {
        let empty = Self.scene([Self.item("text-field", ["placeholder": .string("username")])])
        #expect(empty.nodes.map(\.role) == [.field, .content])
        #expect(empty.nodes[0].size == CGSize(width: 300, height: 34), "rounded-border fields span the proposed width")
        let placeholder = try #require(Self.text(empty.nodes[1]))
        #expect(placeholder.lines == ["username"])
        #expect(placeholder.paint != .color(.primary))
        let filled = Self.scene([Self.item("text-field", ["placeholder": .string("username"), "text": .string("ana")])])
        #expect(Self.text(filled.nodes[1])?.lines == ["ana"])
        #expect(Self.text(filled.nodes[1])?.paint == .color(.primary))
        let counting = Self.scene([
            Self.item("text-field"), Self.item("counter", ["value": .double(41.6), "format": .string("%.0f")]),
        ])
        #expect(Self.text(counting.nodes[1])?.lines == ["42"])
    }

    @Test func animatableTextStacksItsPaddedNumbers() throws {
        let scene = Self.scene([Self.item("animatable-text", ["value1": .double(12.345), "value2": .double(200)])])
        let texts = scene.nodes.compactMap(Self.text)
        #expect(texts.map(\.lines) == [["12.35"], ["200.00"]])
        #expect(texts.map(\.paint) == [.color(.red), .color(.blue)])
        #expect(texts.allSatisfy { $0.font == .largeTitle })
        // Each Text is padded by 16 and the stack's rows are 8 apart: the second sits a line + 32 + 8 below.
        let gap = Double(scene.nodes[1].transform.ty - scene.nodes[0].transform.ty)
        #expect(gap.isApproximatelyEqual(to: Font.largeTitle.lineHeight + 40))
        let three = Self.scene([Self.item("animatable-text", ["count": .int(3)])])
        #expect(three.nodes.count == 3)
    }

    @Test func theShakeEffectMovesTheBackgroundTextAndClipTogether() throws {
        // AnimatableModifierDemo: Text.font(.title2).padding().background(…).cornerRadius(12).modifier(ShakeEffect).
        func scene(_ shakes: Double) -> Scene {
            Self.scene([
                Self.item("text", ["text": .string("Shake me!"), "font": .font(.title2)]), Self.item("padding"),
                Self.item("background", ["paint": .paint(.color(Color(red: 0, green: 0.478, blue: 1, opacity: 0.2)))]),
                Self.item("corner-radius", ["radius": .double(12)]), Self.item("shake", ["shakes": .double(shakes)]),
            ])
        }
        let rest = scene(0)
        let moving = scene(0.25)
        for (a, b) in zip(rest.nodes, moving.nodes) {
            #expect(Self.close(b.transform, a.transform.concatenating(CGAffineTransform(translationX: 10, y: 0))))
            #expect(
                Self.close(
                    b.clips[0].transform, a.clips[0].transform.concatenating(CGAffineTransform(translationX: 10, y: 0)))
            )
        }
    }

    @Test func chainsSwiftUICannotWriteSkipWhatItCannotWrite() throws {
        let scene = Self.scene([Self.item("text"), Self.item("fill", ["paint": .paint(.color(.red))])])
        #expect(scene.nodes.count == 1)
        #expect(Self.scene([Self.item("padding")]).nodes.isEmpty)
        #expect(Self.scene([]).nodes.isEmpty)
    }
}
