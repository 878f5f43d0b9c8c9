import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// `Text` in layout: its ideal size is `TextMetrics`' (what `SceneBuilder` measures), it wraps at word boundaries
/// to a proposed width, breaks a word too wide for a line between characters, and truncates with "…" when the
/// proposed height or its line limit holds fewer lines.
struct TextLayoutTests {
    static func size(_ text: LayoutNode, _ width: Double?, _ height: Double?) throws -> CGSize {
        try LayoutTree(text).sizeThatFits(
            ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }))
    }

    static func lines(_ text: LayoutNode, _ width: Double?, _ height: Double?) throws -> [String] {
        let tree = try LayoutTree(
            LayoutNode.vStack([text]).fixedSize(horizontal: width == nil, vertical: height == nil))
        let result = try tree.layout(in: CGSize(width: width ?? 1000, height: height ?? 1000))
        guard case .text(let node) = result.parts(of: 2).first?.content else { return [] }
        return node.lines
    }

    @Test(arguments: [
        ("Shake me!", Font.title2), ("Hey DevTechie, \nShake me!", .largeTitle), ("Goyangkan Aku!", .title2.bold()),
        ("   leading and trailing   ", .body), ("", .body), ("名前 😀 é", .headline),
    ])
    func idealSizeIsTextMetricsSize(_ string: String, font: Font) throws {
        let expected = TextMetrics.size(of: TextMetrics.lines(string), font: font)
        #expect(try Self.size(.text(string, font: font), nil, nil) == expected)
        // Any width at least as wide, and infinity, keeps the lines.
        #expect(try Self.size(.text(string, font: font), Double(expected.width), nil) == expected)
        #expect(try Self.size(.text(string, font: font), .infinity, .infinity) == expected)
    }

    @Test func wrapsBeforeTheWordThatWouldOverflow() throws {
        let text = LayoutNode.text("Gelombang Rendah")
        let first = LayoutCheck.width("Gelombang")
        let whole = LayoutCheck.width("Gelombang Rendah")
        // Just narrower than the whole line: two lines, as wide as the first word (its space hangs).
        #expect(try Self.size(text, whole - 0.01, nil) == CGSize(width: first, height: 44))
        #expect(try Self.lines(text, whole - 0.01, nil) == ["Gelombang", "Rendah"])
        #expect(try Self.size(text, first, nil) == CGSize(width: first, height: 44))
        #expect(try Self.size(text, whole, nil) == CGSize(width: whole, height: 22))
    }

    @Test func breaksAWordTooWideForALineBetweenCharacters() throws {
        let text = LayoutNode.text("ab cd")
        // Proposed 0 wide and unlimited height: one character per line (the space hangs after "b").
        let widest = ["a", "b", "c", "d"].map { LayoutCheck.width($0) }.max()!
        #expect(try Self.size(text, 0, nil) == CGSize(width: widest, height: 4 * 22))
        #expect(try Self.lines(text, 0, nil) == ["a", "b", "c", "d"])
        // A word wider than the line fills lines with as many characters as fit.
        let long = LayoutNode.text("abcdefgh")
        let four = LayoutCheck.width("abcd")
        #expect(try Self.lines(long, four, nil) == ["abcd", "efgh"])
    }

    @Test func truncatesTheLastLineThatFits() throws {
        let text = LayoutNode.text("Gelombang Rendah")
        let narrow = LayoutCheck.width("Gelombang") + 1
        // One line fits in 30 points: it shows as much of the paragraph as fits, then "…".
        let shown = try Self.lines(text, narrow, 30)
        #expect(shown.count == 1)
        #expect(shown[0].hasSuffix("…"))
        #expect(LayoutCheck.width(shown[0]) <= narrow)
        #expect(try Self.size(text, narrow, 30).height == 22)
        // The longest prefix that fits with the ellipsis: adding one more character would not fit.
        let prefix = String(shown[0].dropLast())
        let next = "Gelombang Rendah".dropFirst(prefix.count).first!
        #expect(LayoutCheck.width(prefix + String(next) + "…") > narrow)
        // Less than a line of height still shows one line; a line limit caps the lines the same way.
        #expect(try Self.size(text, narrow, 0).height == 22)
        #expect(try Self.lines(.text("Gelombang Rendah", lineLimit: 1), narrow, nil) == shown)
        #expect(
            try Self.size(.text("one two three four", lineLimit: 2), LayoutCheck.width("one two"), nil).height == 44)
    }

    @Test func hardLineBreaksAlwaysBreak() throws {
        let text = LayoutNode.text("Hey DevTechie, \nShake me!", font: .largeTitle)
        #expect(try Self.lines(text, nil, nil) == ["Hey DevTechie,", "Shake me!"])
        // Two paragraphs in one line of height: the first truncated with "…" when more follows.
        let shown = try Self.lines(text, nil, 41)
        #expect(shown == ["Hey DevTechie,…"])
    }

    @Test func narrowerProposalsNeverWidenTheText() throws {
        var generator = SeededGenerator(seed: 17)
        let words = ["a", "SwiftUI", "layout", "wraps", "text", "at", "word", "boundaries", "—", "名前", "tiny"]
        for _ in 0..<200 {
            let string = (0..<generator.int(in: 1...8)).map { _ in generator.pick(words) }.joined(separator: " ")
            let text = LayoutNode.text(string, font: generator.pick([.body, .title, .caption]))
            let width = generator.double(in: 0...300)
            let size = try Self.size(text, width, nil)
            let wider = try Self.size(text, width + generator.double(in: 0...100), nil)
            // The widest character bounds how far a text can overflow a narrow proposal.
            let widestCharacter = string.map { LayoutCheck.width(String($0), .title) }.max() ?? 0
            #expect(Double(size.width) <= max(width, widestCharacter) + 1e-6, "\(string) in \(width)")
            #expect(wider.height <= size.height, "\(string): more room, more lines")
            #expect(try Self.size(text, width, nil) == size, "a pure function of the proposal")
        }
    }

    @Test func baselinesMatchWhereTextMetricsDrawsLines() throws {
        let node = LayoutNode.text("first\nsecond\nthird", font: .title)
        let tree = try LayoutTree(node)
        let result = try tree.layout(in: CGSize(width: 300, height: 300))
        guard case .text(let text) = result.parts(of: 0).first?.content else {
            Issue.record("a text draws a text")
            return
        }
        let drawn = text.layout.map(\.baseline)
        var pass = LayoutPass(tree: tree, environment: LayoutEnvironment())
        let proposal = Proposal(width: 300, height: 300)
        let size = pass.size(0, proposal)
        let (first, last) = pass.baselines(0, proposal, size)
        #expect(abs(first - drawn[0]) < 1e-9)
        #expect(abs(last - drawn[2]) < 1e-9)
    }
}
