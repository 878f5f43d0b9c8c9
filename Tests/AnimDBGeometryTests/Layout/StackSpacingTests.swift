import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// The platform spacing a stack without explicit spacing puts between two views (OpenSwiftUI `Spacing.swift`,
/// `Text+Spacing.swift`), and text-baseline alignment.
struct StackSpacingTests {
    /// SwiftUI's text spacing values for `font` at a display scale, from SF Pro's metrics as docs/layout.md gives
    /// them: the view above a text keeps `aboveText` from it, the view below a text `belowText`.
    struct TextRoom {
        var aboveText: Double
        var belowText: Double

        init(_ font: Font, scale: Double = 3) {
            let ascender = 0.952 * font.size
            let descender = 0.241 * font.size
            let lineHeight = ascender + descender
            let halfLeading = (font.lineHeight - lineHeight) / 2
            let textSpacing = (lineHeight * 0.1 * scale - 1e-9).rounded(.up) / scale
            let lineSpacing = lineHeight + textSpacing
            aboveText = lineSpacing - (ascender + halfLeading)
            belowText = max(lineSpacing - 0.705 * font.size, textSpacing + descender + halfLeading)
        }
    }

    /// The gap a `VStack` leaves between `above` and `below`.
    static func gap(_ above: LayoutNode, _ below: LayoutNode, axis: Axis = .vertical, scale: Double = 3) throws
        -> Double
    {
        let stack = axis == .vertical ? LayoutNode.vStack([above, below]) : LayoutNode.hStack([above, below])
        let tree = try LayoutTree(stack)
        let result = try tree.layout(
            in: CGSize(width: 1000, height: 1000), environment: LayoutEnvironment(displayScale: scale))
        let second = tree.children(of: 0)[1]
        let (a, b) = (result.frame(of: 1), result.frame(of: second))
        return axis == .vertical ? Double(b.minY - a.maxY) : Double(b.minX - a.maxX)
    }

    static let body = LayoutNode.text("Hello")
    static let box = LayoutCheck.box(40, 40)

    @Test func plainViewsAreEightApart() throws {
        #expect(try Self.gap(Self.box, Self.box) == 8)
        #expect(try Self.gap(Self.box, Self.box, axis: .horizontal) == 8)
        // Text prefers nothing beside it, so across a row it is 8 from anything.
        #expect(try Self.gap(Self.body, Self.body, axis: .horizontal) == 8)
        #expect(try Self.gap(Self.body, Self.box, axis: .horizontal) == 8)
    }

    @Test func textStacksLikeLinesOfAParagraph() throws {
        // Text to text: the lower text's leading, which the line height already holds.
        #expect(try Self.gap(Self.body, Self.body) == 0)
        #expect(try Self.gap(.text("Title", font: .title), Self.body) == 0)
        #expect(try Self.gap(Self.body, .text("Caption", font: .caption)) == 0)
    }

    @Test(arguments: [Font.body, .largeTitle, .caption2, .title2.bold(), .system(size: 40)])
    func textAndOtherViews(_ font: Font) throws {
        let text = LayoutNode.text("Hello", font: font)
        let room = TextRoom(font)
        #expect(abs(try Self.gap(Self.box, text) - room.aboveText) < 1e-9)
        #expect(abs(try Self.gap(text, Self.box) - room.belowText) < 1e-9)
        // Padding and a frame's height reset the edges they move: the padded text is a plain view above and below.
        #expect(abs(try Self.gap(text.padding(), text) - TextRoom(font).aboveText) < 1e-9)
        #expect(abs(try Self.gap(text, text.frame(height: 60)) - room.belowText) < 1e-9)
        // A frame's width leaves the vertical edges alone: still text to text.
        #expect(try Self.gap(text.frame(width: 300), text) == 0)
    }

    @Test func textSpacingRoundsToPixels() throws {
        // At 2× the text spacing (10 % of SF's 20.28-point body line) rounds up to 2.5 rather than 7/3.
        let room2 = TextRoom(.body, scale: 2)
        #expect(abs(try Self.gap(Self.box, Self.body, scale: 2) - room2.aboveText) < 1e-9)
        #expect(abs(room2.aboveText - TextRoom(.body, scale: 3).aboveText - (2.5 - 7.0 / 3)) < 1e-9)
    }

    @Test func controlsSpaceAsTheirStyleBuildsThem() throws {
        let room = TextRoom(.body)
        // A bordered button is padded: a plain view next to text; a borderless one is its title, text to text.
        #expect(abs(try Self.gap(.button("OK", style: .bordered), Self.body) - room.aboveText) < 1e-9)
        #expect(try Self.gap(.button("OK"), Self.body) == 0)
        #expect(abs(try Self.gap(Self.body, .textField("name", style: .roundedBorder)) - room.belowText) < 1e-9)
        #expect(try Self.gap(.slider(value: 0.5), .toggle("On", isOn: true)) == 8)
    }

    @Test func spacersAndExplicitSpacing() throws {
        // A spacer asks for nothing between it and its neighbours.
        #expect(try Self.gap(Self.box, .spacer()) == 0)
        #expect(try Self.gap(.spacer(), Self.body) == 0)
        // A frame around a spacer passes its spacing through.
        #expect(try Self.gap(Self.box, LayoutNode.spacer().frame(height: 20)) == 0)
        // Explicit spacing replaces every preference, spacers included.
        let spaced = try LayoutCheck.layout(
            LayoutNode.vStack(spacing: 5, [Self.body, Self.body, .spacer(minLength: 0).frame(height: 0), Self.box]),
            300,
            300)
        #expect(result(spaced, 3).minY - result(spaced, 2).maxY == 5)
        #expect(result(spaced, 5).minY - result(spaced, 3).maxY == 5)
    }

    @Test func stacksOfTextShowTheirOuterTextsEdges() throws {
        // A VStack of texts is text at its top and bottom: 0 from a text below it, and the room a plain view keeps
        // from text above it.
        let column = LayoutNode.vStack([Self.body, Self.body])
        #expect(try Self.gap(column, Self.body) == 0)
        #expect(abs(try Self.gap(Self.box, column) - TextRoom(.body).aboveText) < 1e-9)
        // An empty stack is no text and prefers 0 on every edge; an empty view is no view at all.
        #expect(try Self.gap(.vStack([]), Self.box) == 0)
        let withEmpty = try LayoutCheck.layout(LayoutNode.vStack([Self.box, .empty, Self.box]), 300, 300)
        #expect(result(withEmpty, 4).minY - result(withEmpty, 1).maxY == 8)
    }

    @Test func firstTextBaselinesAlignAcrossARow() throws {
        let small = LayoutNode.text("small")
        let large = LayoutNode.text("LARGE", font: .largeTitle)
        let result = try LayoutCheck.layout(
            LayoutNode.hStack(alignment: .firstTextBaseline, [small, large, Self.box]), 400, 400)
        func baseline(_ node: Int, _ font: Font) -> Double {
            let halfLeading = (font.lineHeight - 1.193 * font.size) / 2
            return Double(result.frame(of: node).minY) + halfLeading + 0.952 * font.size
        }
        #expect(abs(baseline(1, .body) - baseline(2, .largeTitle)) < 1e-9)
        // A view without text aligns its bottom on the baseline.
        #expect(abs(Double(result.frame(of: 3).maxY) - baseline(2, .largeTitle)) < 1e-9)
    }

    @Test func stacksCombineTheirViewsBaselines() throws {
        // The last baseline of a two-line column is its second text's; its first baseline its first text's.
        let column = LayoutNode.vStack([.text("one"), .text("two", font: .title)])
        let row = LayoutNode.hStack(alignment: .lastTextBaseline, [column, .text("end", font: .caption)])
        let result = try LayoutCheck.layout(row, 400, 400)
        let titleBaseline = Double(result.frame(of: 3).minY) + (34 - 1.193 * 28) / 2 + 0.952 * 28
        let captionBaseline = Double(result.frame(of: 4).minY) + (16 - 1.193 * 12) / 2 + 0.952 * 12
        #expect(abs(titleBaseline - captionBaseline) < 1e-9)
        let first = try LayoutCheck.layout(
            LayoutNode.hStack(alignment: .firstTextBaseline, [column.padding(10), .text("end", font: .caption)]), 400,
            400)
        let oneBaseline = Double(first.frame(of: 3).minY) + (22 - 1.193 * 17) / 2 + 0.952 * 17
        let endBaseline = Double(first.frame(of: 5).minY) + (16 - 1.193 * 12) / 2 + 0.952 * 12
        #expect(abs(oneBaseline - endBaseline) < 1e-9)
    }

    private func result(_ result: LayoutResult, _ node: Int) -> CGRect { result.frame(of: node) }
}
