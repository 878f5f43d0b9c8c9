import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A `SceneView`'s tree as it is laid out and drawn: every `Group` spliced into the container it is in, its modifiers
/// applied to each of its views (SwiftUI's rule: `Group { a; b }.padding()` pads `a` and `b`). Depends only on the
/// tree's shape, so the resolver builds it once per view; boxes (`SceneBox`) are numbered by its nodes.
public struct SceneDisplay: Sendable {
    /// One view as drawn.
    public struct Node: Sendable {
        /// The `SceneView` node it shows.
        public var source: Int
        /// Its modifiers, innermost first: its own, then those of each group around it, inner groups first.
        public var modifiers: [SceneView.Modifier]
        /// A container's children (display nodes), groups spliced in.
        public var children: [Int]
        /// Per modifier: the display nodes of the views it attaches.
        public var attached: [[Int]]
        /// The `SceneView` nodes of the groups it was spliced out of, innermost first: it is shown only while
        /// they are.
        public var groups: [Int]
    }

    public private(set) var nodes: [Node] = []

    /// - Precondition: `view` has a root.
    public init(_ view: SceneView) {
        precondition(!view.nodes.isEmpty, "a view needs a root")
        _ = Self.add(0, inherited: [], groups: [], view: view, into: &nodes)
    }

    /// The display nodes for SceneView node `source`: one, or (for a group) one per view inside it.
    private static func add(
        _ source: Int, inherited: [SceneView.Modifier], groups: [Int], view: SceneView, into nodes: inout [Node]
    ) -> [Int] {
        let node = view.nodes[source]
        let modifiers = node.modifiers + inherited
        if view.items[node.item].type.name == "group", source != 0 {
            return node.children.flatMap {
                add($0, inherited: modifiers, groups: [source] + groups, view: view, into: &nodes)
            }
        }
        let index = nodes.count
        nodes.append(Node(source: source, modifiers: modifiers, children: [], attached: [], groups: groups))
        var children: [Int] = []
        for child in node.children {
            children += add(child, inherited: [], groups: [], view: view, into: &nodes)
        }
        var attached: [[Int]] = []
        for modifier in modifiers {
            attached.append(
                modifier.content.flatMap { add($0, inherited: [], groups: [], view: view, into: &nodes) })
        }
        nodes[index].children = children
        nodes[index].attached = attached
        return [index]
    }

    /// The presence of display node `node`: its own node's, unless a group around it is hidden or coming and going.
    public func presence(of node: Int, in view: SceneView) -> SceneView.Presence {
        let own = view.presence(of: nodes[node].source)
        for group in nodes[node].groups where view.presence(of: group) != .shown {
            return own == .shown ? view.presence(of: group) : own
        }
        return own
    }
}

/// The environment SwiftUI passes down a view: what `.font`, `.foregroundStyle`, `.buttonStyle` set for everything
/// inside them.
struct SceneEnvironment: Sendable {
    var font: Font?
    var foreground: Paint?
    var buttonStyle: ButtonStyle?

    /// The environment inside `item`, a modifier of the view it is in.
    func inside(_ item: SceneItem) -> SceneEnvironment {
        var result = self
        let v = ItemValues(item.values)
        switch item.type.name {
        case "font": result.font = v.font("font")
        case "foreground": result.foreground = v.paint("paint")
        case "button-style": result.buttonStyle = v.buttonStyle("style")
        default: break
        }
        return result
    }
}
