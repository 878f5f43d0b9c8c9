import AnimDBEngine
import AnimDBGeometry
import Foundation
import Testing

@testable import AnimDBRender

struct PresetDrawingRenderTests {
    static let viewBox = CGRect(x: 0, y: 0, width: 200, height: 200)

    static func frames(_ type: String, _ name: String, _ values: [Double]) throws -> [TimedFrame<PresetDrawing>] {
        try values.enumerated().map { index, value in
            TimedFrame(
                time: Double(index) / 10,
                value: try PresetTypeCatalog.drawing(type: type, parameters: [name: .double(value)], in: viewBox))
        }
    }

    @Test func catalogShapeFramesBecomeAPathAnimation() throws {
        let svg = SVGWriter.animated(try Self.frames("trapezoid", "insetAmount", [0, 20, 40]), viewBox: Self.viewBox)
        let animate = try #require(parseXML(svg)?.named("animate").first)
        #expect(
            animate.attributes["values"]
                == "M0 200 L0 0 L200 0 L200 200 Z;M0 200 L20 0 L180 0 L200 200 Z;M0 200 L40 0 L160 0 L200 200 Z")
    }

    @Test func catalogEffectFramesBecomeATransformAnimation() throws {
        let svg = SVGWriter.animated(try Self.frames("opacity", "opacity", [1, 0.5, 0]), viewBox: Self.viewBox)
        let animate = try #require(parseXML(svg)?.named("animate").first)
        #expect(animate.attributes["attributeName"] == "opacity")
        #expect(animate.attributes["values"] == "1;0.5;0")
        if case .effect = HTMLPreview.Animation(
            frames: try Self.frames("opacity", "opacity", [1]), viewBox: Self.viewBox)
        {
        } else {
            Issue.record("effect frames should make an effect animation")
        }
    }

    @Test func terminalDrawsTheEffectMovedByItsOffset() throws {
        let viewBox = CGRect(x: 0, y: 0, width: 16, height: 12)
        let content = ContentBox(size: CGSize(width: 8, height: 8), text: "ok")
        var still = TerminalCanvas(columns: 8, rows: 3)
        still.draw(.effect(.identity), in: viewBox, content: content)
        var moved = TerminalCanvas(columns: 8, rows: 3)
        moved.draw(.effect(ModifierEffect(offsetX: 2)), in: viewBox, content: content)
        // A 2-point offset is one cell of braille dots: the whole picture shifts right by one column.
        // The 8 × 8 box spans dots 4…12 × 2…10; its text snaps to the cells nearest its centre.
        #expect(still.render() == ["  ⡤⠤⠤⠤⡄ ", "  ⡇ok ⡇ ", "  ⠧⠤⠤⠤⠇ "])
        #expect(moved.render() == still.render().map { " " + $0.dropLast() })

        var faded = TerminalCanvas(columns: 8, rows: 3)
        faded.draw(.effect(ModifierEffect(opacity: 0.2)), in: viewBox, content: content)
        #expect(faded.render() == Array(repeating: "        ", count: 3))
    }
}

struct RenderStyleTests {
    @Test func openPathsAreStrokedAndClosedOnesFilled() throws {
        #expect(RenderStyle.preferred(for: try #require(PresetTypeCatalog.type(named: "wave"))) == .stroked)
        #expect(RenderStyle.preferred(for: try #require(PresetTypeCatalog.type(named: "polygon"))) == .filled)
    }
}
