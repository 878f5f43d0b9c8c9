#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An SVG element under construction: a name, attributes in writing order, children, and text content.
///
/// Frames of an animation are built as element trees of the same shape; comparing them attribute by attribute is
/// how `SceneAnimation` finds what moves.
struct SVGElement: Equatable, Sendable {
    var name: String
    var attributes: [(name: String, value: String)]
    var children: [SVGElement]
    /// Character data (escaped on output); only for leaf elements such as `<tspan>`.
    var text: String?

    init(_ name: String, _ attributes: [(String, String)] = [], children: [SVGElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes.map { (name: $0.0, value: $0.1) }
        self.children = children
        self.text = text
    }

    static func == (lhs: SVGElement, rhs: SVGElement) -> Bool {
        lhs.name == rhs.name && lhs.text == rhs.text && lhs.children == rhs.children
            && lhs.attributes.elementsEqual(rhs.attributes) { $0.name == $1.name && $0.value == $1.value }
    }

    /// Whether two trees have the same elements, attribute names and text, whatever their attribute values: the
    /// frames of one animation run.
    func hasSameSkeleton(as other: SVGElement) -> Bool {
        name == other.name && text == other.text && attributes.map(\.name) == other.attributes.map(\.name)
            && children.count == other.children.count
            && zip(children, other.children).allSatisfy { $0.hasSameSkeleton(as: $1) }
    }
}
