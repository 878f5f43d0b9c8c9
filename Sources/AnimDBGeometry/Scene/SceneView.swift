import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A view tree at one instant, as the scene builder draws it: every item (a view or a modifier) with its values, the
/// tree they form, and whether each node is shown, transitioning in or out, or hidden.
///
/// Nodes and items are numbered as the view's `ViewSpec` numbers them (the resolver builds this from it), so a node
/// keeps its number, and its boxes their keys, in every frame of one view.
public struct SceneView: Sendable {
    /// One node: the item that is its view, its modifiers (innermost first) and a container's children.
    public struct Node: Sendable {
        public var item: Int
        public var modifiers: [Modifier]
        public var children: [Int]

        public init(item: Int, modifiers: [Modifier] = [], children: [Int] = []) {
            self.item = item
            self.modifiers = modifiers
            self.children = children
        }
    }

    /// A node's modifier and the nodes of the views it attaches.
    public struct Modifier: Sendable {
        public var item: Int
        public var content: [Int]

        public init(item: Int, content: [Int] = []) {
            self.item = item
            self.content = content
        }
    }

    /// Whether a node is part of the view.
    public enum Presence: Equatable, Sendable {
        /// Shown, in layout.
        case shown
        /// Not part of the view (a condition does not hold and no transition is running).
        case hidden
        /// Being inserted: in layout, its transition's insertion modifiers at `progress` (0 just inserted, 1 done).
        case inserting(Double)
        /// Being removed: out of layout, drawn where it last was, its removal modifiers at `progress` (1 just
        /// removed, 0 gone).
        case removing(Double)

        /// Whether the node takes part in layout.
        public var isLaidOut: Bool {
            switch self {
            case .shown, .inserting: true
            case .hidden, .removing: false
            }
        }

        /// Whether the node is drawn.
        public var isDrawn: Bool { self != .hidden }
    }

    public var items: [SceneItem]
    /// `nodes[0]` is the root.
    public var nodes: [Node]
    /// Per node; every node is shown when empty.
    public var presence: [Presence]

    public init(items: [SceneItem], nodes: [Node], presence: [Presence] = []) {
        self.items = items
        self.nodes = nodes
        self.presence = presence
    }

    /// A view chain: `items[0]` the view, the rest its modifiers.
    public init(chain items: [SceneItem]) {
        self.init(
            items: items,
            nodes: items.isEmpty ? [] : [Node(item: 0, modifiers: items.indices.dropFirst().map { Modifier(item: $0) })]
        )
    }

    /// The presence of `node`.
    public func presence(of node: Int) -> Presence { presence.isEmpty ? .shown : presence[node] }
}

/// One box of a laid-out view: a node's view (`level` 0), or the view as modified by its first `level` modifiers.
/// Effects anchor in a box (`.rotationEffect(_:anchor:)` turns about the anchor of the box of the view it modifies),
/// backgrounds and clips fill one, and geometry animates box by box, as SwiftUI animates each view's frame.
public struct SceneBox: Hashable, Sendable, Comparable {
    /// The display node (see `SceneDisplay`).
    public var node: Int
    public var level: Int

    public init(node: Int, level: Int) {
        self.node = node
        self.level = level
    }

    public static func < (a: SceneBox, b: SceneBox) -> Bool { (a.node, a.level) < (b.node, b.level) }

    /// One word hashed, not two: boxes key the per-frame dictionaries of layout and animation, where hashing shows.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(node &<< 16 ^ level)
    }
}
