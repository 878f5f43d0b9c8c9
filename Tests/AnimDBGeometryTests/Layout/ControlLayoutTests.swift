import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// Controls at iOS metrics: their sizes in layout and what they draw in their frames.
struct ControlLayoutTests {
    static func lay(_ node: LayoutNode, _ width: Double = 390, _ height: Double = 844) throws -> LayoutResult {
        try LayoutCheck.layout(node, width, height)
    }

    static func shape(_ part: LayoutPart?) -> ShapeNode? {
        if case .shape(let shape) = part?.content { return shape }
        return nil
    }

    static func text(_ part: LayoutPart?) -> TextNode? {
        if case .text(let text) = part?.content { return text }
        return nil
    }

    @Test(arguments: [ButtonStyle.bordered, .borderedProminent])
    func borderedButtonsPadTheirTitle(_ style: ButtonStyle) throws {
        let result = try Self.lay(.button("Animasikan Arc", style: style))
        let title = LayoutCheck.width("Animasikan Arc")
        #expect(result.frame(of: 0).size == CGSize(width: title + 24, height: 22 + 14))
        let parts = result.parts(of: 0)
        let fill = try #require(Self.shape(parts.first))
        let label = try #require(Self.text(parts.last))
        #expect(parts[1].origin == CGPoint(x: 12, y: 7))
        #expect(label.lines == ["Animasikan Arc"])
        #expect(label.size == CGSize(width: title, height: 22))
        #expect(fill.path == Path(roundedRect: CGRect(x: 0, y: 0, width: title + 24, height: 36), cornerRadius: 8))
        if style == .borderedProminent {
            #expect(fill.layers == [.fill(.color(.blue))])
            #expect(label.paint == .color(.white))
        } else {
            #expect(fill.layers == [.fill(.color(ControlMetrics.borderedFill))])
            #expect(label.paint == .color(.blue))
        }
    }

    @Test func borderlessButtonsAreTheirTitle() throws {
        for (style, paint) in [(ButtonStyle.automatic, Color.blue), (.borderless, .blue), (.plain, .primary)] {
            let result = try Self.lay(.button("Check", style: style))
            #expect(result.frame(of: 0).size == CGSize(width: LayoutCheck.width("Check"), height: 22))
            let parts = result.parts(of: 0)
            #expect(parts.count == 1)
            #expect(Self.text(parts.first)?.paint == .color(paint))
        }
        // A tint replaces the accent colour; a tinted bordered fill is the tint at 15 %.
        let tinted = try Self.lay(.button("Go", style: .bordered, tint: .red))
        #expect(
            Self.shape(tinted.parts(of: 0).first)?.layers == [
                .fill(.color(Color(red: 1, green: 0.231, blue: 0.188, opacity: 0.15)))
            ])
        #expect(Self.text(tinted.parts(of: 0).last)?.paint == .color(.red))
        let capsule = try Self.lay(.button("Go", style: .borderedProminent, borderShape: .capsule))
        let size = capsule.frame(of: 0).size
        #expect(Self.shape(capsule.parts(of: 0).first)?.path == Capsule().path(in: CGRect(origin: .zero, size: size)))
    }

    @Test func aNarrowButtonWrapsItsTitle() throws {
        let result = try Self.lay(LayoutNode.button("Gelombang Rendah", style: .bordered).frame(width: 120), 390, 844)
        let button = result.frame(of: 1)
        #expect(button.size == CGSize(width: LayoutCheck.width("Gelombang") + 24, height: 2 * 22 + 14))
        #expect(Self.text(result.parts(of: 1).last)?.lines == ["Gelombang", "Rendah"])
    }

    @Test func togglesFillTheirRowWithTheSwitchAtTheTrailingEdge() throws {
        let result = try Self.lay(LayoutNode.toggle("Wi-Fi", isOn: true).padding(), 390, 200)
        let toggle = result.frame(of: 1)
        #expect(toggle == CGRect(x: 16, y: 84.5, width: 358, height: 31))
        let parts = result.parts(of: 1)
        #expect(parts.count == 3)
        #expect(parts[1].origin == CGPoint(x: 358 - 51, y: 0))
        #expect(Self.shape(parts[1])?.layers == [.fill(.color(.green))])
        // On: the thumb at the right end of the track.
        #expect(parts[2].origin == CGPoint(x: 358 - 2 - 27, y: 2))
        let off = try Self.lay(.toggle("Wi-Fi", isOn: false))
        #expect(off.parts(of: 0)[2].origin.x == off.parts(of: 0)[1].origin.x + 2)
        // Asked for its ideal size: the label, the least gap and the switch.
        let ideal = try LayoutTree(.toggle("Wi-Fi", isOn: true)).sizeThatFits(.unspecified)
        #expect(ideal == CGSize(width: LayoutCheck.width("Wi-Fi") + 8 + 51, height: 31))
    }

    @Test func slidersTakeTheWidthTheyAreOffered() throws {
        let result = try Self.lay(LayoutNode.slider(value: 6, in: 3...12).padding(), 390, 200)
        #expect(result.frame(of: 1) == CGRect(x: 16, y: 83, width: 358, height: 34))
        let parts = result.parts(of: 1)
        // A third of the way along: the thumb's centre a third of the way between its end positions.
        let centre = 14 + (358.0 - 28) / 3
        #expect(abs(Double(parts[2].origin.x) + 14 - centre) < 1e-9)
        #expect(Self.shape(parts[1])?.layers == [.fill(.color(.blue))])
        #expect(try LayoutTree(.slider(value: 0)).sizeThatFits(.unspecified) == CGSize(width: 0, height: 34))
    }

    @Test func textFields() throws {
        let field = try Self.lay(LayoutNode.textField("username", style: .roundedBorder).padding(), 390, 200)
        #expect(field.frame(of: 1) == CGRect(x: 16, y: 83, width: 358, height: 34))
        let parts = field.parts(of: 1)
        #expect(Self.shape(parts.first)?.layers.count == 2)
        let placeholder = try #require(Self.text(parts.last))
        #expect(placeholder.lines == ["username"])
        #expect(placeholder.paint == .color(ControlMetrics.placeholder))
        #expect(parts.last?.origin == CGPoint(x: 7, y: 0))
        let typed = try Self.lay(.textField("username", text: "DevTechie"))
        #expect(typed.frame(of: 0).height == 22)
        #expect(Self.text(typed.parts(of: 0).first)?.paint == .color(.primary))
        #expect(
            try LayoutTree(.textField("username", style: .roundedBorder)).sizeThatFits(.unspecified)
                == CGSize(width: LayoutCheck.width("username") + 14, height: 34))
    }

    @Test func navigationStacksPlaceTheirContentBelowTheLargeTitle() throws {
        let environment = LayoutEnvironment(safeAreaInsets: .iPhone14SafeArea)
        let stack = LayoutNode.navigationStack(LayoutCheck.box(100, 100).navigationTitle("DevTechie"))
        let result = try stack.layout(in: CGSize(width: 390, height: 844), environment: environment)
        // The stack fills the safe area; the content is centred in the room below the 96-point bar.
        #expect(result.frame(of: 0) == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(result.frame(of: 1) == CGRect(x: 145, y: 47 + 96 + (763 - 96 - 100) / 2.0, width: 100, height: 100))
        let title = try #require(Self.text(result.parts(of: 0).first))
        #expect(title.lines == ["DevTechie"])
        #expect(title.font == Font.largeTitle.bold())
        #expect(result.parts(of: 0).first?.origin == CGPoint(x: 16, y: 96 - 8 - 41))
        // Without a title the bar is the standard 44 points and draws nothing.
        let plain = try LayoutNode.navigationStack(LayoutCheck.box(100, 100)).layout(
            in: CGSize(width: 390, height: 844))
        #expect(plain.frame(of: 1).minY == 44 + (844 - 44 - 100) / 2)
        #expect(plain.parts(of: 0).isEmpty)
        // A wide screen has 20-point margins.
        let wide = try stack.layout(in: CGSize(width: 430, height: 932))
        #expect(wide.parts(of: 0).first?.origin.x == 20)
    }

    @Test func shapesAndColoursDrawInTheirFrames() throws {
        let result = try Self.lay(
            LayoutNode.hStack([
                .shape(Circle(), layers: [.stroke(.color(.red), StrokeStyle(lineWidth: 2))]).frame(
                    width: 40, height: 40),
                .shape().frame(width: 30, height: 20), .color(.orange).frame(width: 10, height: 10),
            ]))
        #expect(
            Self.shape(result.parts(of: 2).first)?.path == Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 40)))
        #expect(Self.shape(result.parts(of: 4).first)?.layers == [.fill(.color(.primary))])
        #expect(Self.shape(result.parts(of: 4).first)?.path == Path(CGRect(x: 0, y: 0, width: 30, height: 20)))
        #expect(Self.shape(result.parts(of: 6).first)?.layers == [.fill(.color(.orange))])
        // Containers and modifiers draw nothing themselves.
        #expect(result.parts(of: 0).isEmpty && result.parts(of: 1).isEmpty)
    }
}
