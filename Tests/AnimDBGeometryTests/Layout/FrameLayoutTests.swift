import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// `frame(width:height:alignment:)` and the flexible `frame(minWidth:…)` (OpenSwiftUI `FrameLayout.swift`).
struct FrameLayoutTests {
    static func size(_ node: LayoutNode, _ width: Double?, _ height: Double? = 40) throws -> CGSize {
        try LayoutTree(node).sizeThatFits(
            ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }))
    }

    /// OpenSwiftUI's dual tests (`Tests/OpenSwiftUISymbolDualTests/Layout/Modifier/FrameLayoutTests.swift`) check
    /// these normalizations against SwiftUI's own `_FlexFrameLayout` initializer: a negative minimum becomes 0, an
    /// ideal below the minimum the minimum, a maximum below the ideal the ideal.
    @Test(
        arguments: [
            ((10.0, 20.0, 30.0), (10.0, 20.0, 30.0)), ((0, 0, 0), (0, 0, 0)), ((100, 200, 300), (100, 200, 300)),
            ((-10, .nan, .nan), (0, .nan, .nan)), ((-0.1, .nan, .nan), (0, .nan, .nan)),
            ((20, 10, .nan), (20, 20, .nan)), ((100, 0, .nan), (100, 100, .nan)), ((.nan, 30, 20), (.nan, 30, 30)),
            ((.nan, 50, 25), (.nan, 50, 50)), ((.infinity, .nan, .nan), (.infinity, .nan, .nan)),
            ((-.infinity, .nan, .nan), (0, .nan, .nan)),
        ] as [((Double, Double, Double), (Double, Double, Double))])
    func flexibleFrameLimitsNormalizeAsSwiftUIs(_ given: (Double, Double, Double), _ expected: (Double, Double, Double))
    {
        // NaN here stands for nil.
        func optional(_ value: Double) -> CGFloat? { value.isNaN ? nil : CGFloat(value) }
        let limits = FlexibleFrame.Limits(min: optional(given.0), ideal: optional(given.1), max: optional(given.2))
        #expect(limits.min ?? .nan == expected.0 || (limits.min == nil && expected.0.isNaN))
        #expect(limits.ideal ?? .nan == expected.1 || (limits.ideal == nil && expected.1.isNaN))
        #expect(limits.max ?? .nan == expected.2 || (limits.max == nil && expected.2.isNaN))
    }

    @Test func aFixedFrameAnswersItsSizeWhateverItIsProposed() throws {
        let framed = LayoutNode.text("Hello, world").frame(width: 80, height: 30)
        for width in [nil, 0, 10, 80, 1000, .infinity] as [Double?] {
            for height in [nil, 0, 30, .infinity] as [Double?] {
                #expect(try Self.size(framed, width, height) == CGSize(width: 80, height: 30))
            }
        }
        // One dimension open: the view's answer on that axis.
        #expect(try Self.size(LayoutNode.color(.red).frame(width: 80), 300, 50) == CGSize(width: 80, height: 50))
        #expect(try Self.size(LayoutNode.color(.red).frame(height: 20), nil, nil) == CGSize(width: 10, height: 20))
        // Invalid dimensions are ignored, as SwiftUI ignores them.
        #expect(
            try Self.size(LayoutNode.color(.red).frame(width: -5, height: .nan), 70, 60)
                == CGSize(width: 70, height: 60))
    }

    /// `_FlexFrameLayout.sizeThatFits` for the width (the height is left to the view), with a 60 × 40 view that
    /// ignores its proposal and a colour that fills it.
    @Test(
        arguments: [
            // minWidth 100: at least 100; a filling view grows with the proposal.
            ("minWidth: 100", 50.0, 100.0, 100.0), ("minWidth: 100", 200, 100, 200), ("minWidth: 100", .nan, 100, 100),
            // maxWidth 100: the proposal up to 100, and never less than the view.
            ("maxWidth: 100", 50, 60, 50), ("maxWidth: 100", 200, 100, 100), ("maxWidth: 100", .nan, 60, 10),
            // Both: the proposal clamped; ideally the view's size clamped.
            ("minWidth: 50, maxWidth: 150", 20, 50, 50), ("minWidth: 50, maxWidth: 150", 100, 100, 100),
            ("minWidth: 50, maxWidth: 150", 300, 150, 150), ("minWidth: 50, maxWidth: 150", .nan, 60, 50),
            // idealWidth 80: 80 when asked for the ideal, the view's size otherwise.
            ("idealWidth: 80", .nan, 80, 80), ("idealWidth: 80", 50, 60, 50),
            // maxWidth .infinity: the whole proposal.
            ("maxWidth: .infinity", 200, 200, 200), ("maxWidth: .infinity", .nan, 60, 10),
            ("maxWidth: .infinity", .infinity, .infinity, .infinity),
            ("minWidth: 0, maxWidth: .infinity", 200, 200, 200), ("minWidth: 0, maxWidth: .infinity", .nan, 60, 10),
        ] as [(String, Double, Double, Double)])
    func flexibleFrameWidths(_ frame: String, proposed: Double, fixedView: Double, fillingView: Double) throws {
        func framed(_ view: LayoutNode) -> LayoutNode {
            switch frame {
            case "minWidth: 100": view.frame(minWidth: 100)
            case "maxWidth: 100": view.frame(maxWidth: 100)
            case "minWidth: 50, maxWidth: 150": view.frame(minWidth: 50, maxWidth: 150)
            case "idealWidth: 80": view.frame(idealWidth: 80)
            case "maxWidth: .infinity": view.frame(maxWidth: .infinity)
            default: view.frame(minWidth: 0, maxWidth: .infinity)
            }
        }
        let width: Double? = proposed.isNaN ? nil : proposed
        #expect(
            try Self.size(framed(.fixed(width: 60, height: 40)), width).width == fixedView, "\(frame) in \(proposed)")
        #expect(try Self.size(framed(.color(.red)), width).width == fillingView, "\(frame) in \(proposed)")
    }

    @Test func flexibleFramesReproposeNilWhenTheViewsSizeIsInsideTheLimits() throws {
        // Asked for its ideal width, `frame(maxWidth: 100)` is the text's width; placing it, the frame proposes the
        // text nil again (FlexFrameIdealSizing) rather than its own width.
        let text = LayoutNode.text("Hello")
        let maxed = try LayoutCheck.layout(text.frame(maxWidth: 100).fixedSize())
        #expect(maxed.proposal(of: 2).width == nil)
        #expect(maxed.frame(of: 1).width == CGFloat(LayoutCheck.width("Hello")))
        // At a limit the frame proposes its size.
        let floored = try LayoutCheck.layout(text.frame(minWidth: 100).fixedSize())
        #expect(floored.proposal(of: 2).width == 100)
    }

    @Test(arguments: [
        (Alignment.topLeading, 0.0, 0.0), (.top, 40, 0), (.topTrailing, 80, 0), (.leading, 0, 40), (.center, 40, 40),
        (.trailing, 80, 40), (.bottomLeading, 0, 80), (.bottom, 40, 80), (.bottomTrailing, 80, 80),
    ])
    func framesAlignTheirView(_ alignment: Alignment, x: Double, y: Double) throws {
        let result = try LayoutCheck.layout(
            LayoutCheck.box(20, 20).frame(width: 100, height: 100, alignment: alignment))
        #expect(result.frameInParent(of: 1) == CGRect(x: x, y: y, width: 20, height: 20))
        let flexible = try LayoutCheck.layout(
            LayoutCheck.box(20, 20).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        #expect(flexible.frame(of: 0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        // The 180 points left over on each axis, split as aligned (80 in the fixed frame).
        #expect(flexible.frameInParent(of: 1) == CGRect(x: x * 2.25, y: y * 2.25, width: 20, height: 20))
    }

    @Test func aFrameAlignsATextOnItsBaseline() throws {
        // The frame's own baseline guide is its bottom (it has no text of its own): the text's first baseline sits
        // on the frame's bottom edge.
        let result = try LayoutCheck.layout(
            LayoutNode.text("Base").frame(width: 100, height: 100, alignment: .leadingFirstTextBaseline))
        let baseline = (22 - 1.193 * 17) / 2 + 0.952 * 17
        #expect(abs(Double(result.frameInParent(of: 1).minY) - (100 - baseline)) < 1e-9)
    }
}
