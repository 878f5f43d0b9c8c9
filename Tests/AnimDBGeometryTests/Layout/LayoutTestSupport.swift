import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// Helpers shared by the layout suites.
enum LayoutCheck {
    /// A frame as (x, y, width, height).
    typealias Frame = (Double, Double, Double, Double)

    static func rect(_ frame: Frame) -> CGRect { CGRect(x: frame.0, y: frame.1, width: frame.2, height: frame.3) }

    /// Expects each listed node's frame (by pre-order number) within 1e-6 points.
    static func expectFrames(
        _ result: LayoutResult, _ expected: [(node: Int, frame: Frame)], _ comment: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (node, frame) in expected {
            let actual = result.frame(of: node)
            #expect(
                actual.isApproximatelyEqual(to: rect(frame), absoluteTolerance: 1e-6),
                "\(comment) node \(node) \(result.tree.description(of: node)): \(actual) ≠ \(rect(frame))",
                sourceLocation: sourceLocation)
        }
    }

    /// Lays `node` out in `width` × `height`.
    static func layout(
        _ node: LayoutNode, _ width: Double = 200, _ height: Double = 200,
        environment: LayoutEnvironment = LayoutEnvironment()
    ) throws -> LayoutResult {
        try node.layout(in: CGSize(width: width, height: height), environment: environment)
    }

    /// A text's width in `font`, as `TextMetrics` measures it.
    static func width(_ text: String, _ font: Font = .body) -> Double { TextMetrics.width(of: text, font: font) }

    static func color(_ color: Color = .red) -> LayoutNode { .color(color) }

    /// A colour in a fixed frame: `Color.red.frame(width:height:)`.
    static func box(_ width: Double, _ height: Double) -> LayoutNode {
        .color(.red).frame(width: width, height: height)
    }

    /// Every node's frame, for failure messages.
    static func dump(_ result: LayoutResult) -> String {
        (0..<result.count).map { "\($0) \(result.tree.description(of: $0)) \(result.frame(of: $0))" }
            .joined(separator: "\n")
    }
}
