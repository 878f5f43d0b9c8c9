import AnimDBEngine
import Foundation

/// The view a modifier preset acts on: a rounded box with a line of text, like a text field.
public struct ContentBox: Hashable, Sendable {
    public var size: CGSize
    public var cornerRadius: Double
    public var text: String
    public var fill: Color
    public var stroke: Color
    public var textColor: Color
    public var fontSize: Double

    public init(
        size: CGSize = CGSize(width: 200, height: 44), cornerRadius: Double = 8, text: String = "Shake me!",
        fill: Color = .white, stroke: Color = .gray, textColor: Color = .black, fontSize: Double = 17
    ) {
        self.size = size
        self.cornerRadius = cornerRadius
        self.text = text
        self.fill = fill
        self.stroke = stroke
        self.textColor = textColor
        self.fontSize = fontSize
    }

    /// A text field reading "Shake me!".
    public static let textField = ContentBox()

    /// The box's frame when centred in `viewBox`.
    public func frame(centeredIn viewBox: CGRect) -> CGRect {
        CGRect(
            x: Double(viewBox.midX) - Double(size.width) / 2, y: Double(viewBox.midY) - Double(size.height) / 2,
            width: Double(size.width), height: Double(size.height))
    }
}
