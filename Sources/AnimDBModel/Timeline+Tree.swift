#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Timeline {
    /// One view of the tree, as SwiftUI code writes it: a view (a shape, a text, a control, or a container whose
    /// `children` it lays out) followed by its modifier chain, shown while its `conditions` hold.
    ///
    /// `VStack(spacing: 32) { Arc(…).stroke(…).frame(width: 200, height: 200); Button("Go") {…} }.padding()` is a
    /// node whose item is the `vstack`, whose children are the arc's and the button's nodes, and whose modifiers are
    /// `[padding]`. A view chain of content format 2 is one node without children.
    public struct Node: Hashable, Sendable {
        /// The view itself. Its key is the node's key.
        public var item: Item
        /// The modifiers in chain order, innermost (written first) first.
        public var modifiers: [Modifier]
        /// A container's children, in order (back to front for a `ZStack`).
        public var children: [Node]
        /// The node is part of the view while every condition holds (`if show { … } else { … }` gives the first
        /// branch `show` and the second `!show`); an empty list always holds.
        public var conditions: [Condition]

        public init(_ item: Item, modifiers: [Modifier] = [], children: [Node] = [], conditions: [Condition] = []) {
            self.item = item
            self.modifiers = modifiers
            self.children = children
            self.conditions = conditions
        }

        /// A view chain: `chain[0]` the view, the rest its modifiers.
        /// - Precondition: `chain` is not empty.
        public init(chain: [Item]) {
            precondition(!chain.isEmpty, "a view chain needs its view")
            self.init(chain[0], modifiers: chain.dropFirst().map { Modifier($0) })
        }

        /// The node's key: its item's.
        public var key: String { item.key }

        /// Every item of the node in source order: its view, its children's items, then each modifier followed by
        /// the items of the views it attaches. For a node without children or attached views this is the view chain.
        public var items: [Item] {
            var items: [Item] = []
            forEachItem { items.append($0) }
            return items
        }

        /// Calls `body` with every item in source order (see `items`).
        public func forEachItem(_ body: (Item) throws -> Void) rethrows {
            try body(item)
            for child in children { try child.forEachItem(body) }
            for modifier in modifiers {
                try body(modifier.item)
                for node in modifier.content { try node.forEachItem(body) }
            }
        }

        /// Every node of the subtree, depth first in source order (this node first).
        public var nodes: [Node] {
            var nodes: [Node] = []
            forEachNode { nodes.append($0) }
            return nodes
        }

        /// Calls `body` with every node of the subtree, depth first in source order.
        public func forEachNode(_ body: (Node) throws -> Void) rethrows {
            try body(self)
            for child in children { try child.forEachNode(body) }
            for modifier in modifiers {
                for node in modifier.content { try node.forEachNode(body) }
            }
        }

        /// Rebuilds the subtree with `transform` applied to every item (keys, sources, values), keeping its shape.
        public func mapItems(_ transform: (Item) throws -> Item) rethrows -> Node {
            Node(
                try transform(item),
                modifiers: try modifiers.map { modifier in
                    Modifier(
                        try transform(modifier.item), content: try modifier.content.map { try $0.mapItems(transform) })
                },
                children: try children.map { try $0.mapItems(transform) }, conditions: conditions)
        }

        /// How deep the subtree nests: 1 for a node with no children and no attached views.
        public var depth: Int {
            let below = children.map(\.depth) + modifiers.flatMap { $0.content.map(\.depth) }
            return 1 + (below.max() ?? 0)
        }

        /// The number of nodes in the subtree.
        public var nodeCount: Int {
            var count = 0
            forEachNode { _ in count += 1 }
            return count
        }

        /// The number of children of the node's widest container or modifier, in the subtree.
        public var widestFanOut: Int {
            var widest = 0
            forEachNode { node in
                widest = max(widest, node.children.count, node.modifiers.map(\.content.count).max() ?? 0)
            }
            return widest
        }

        /// The key path of the node with `key` (the keys from the root down to it, this node's first), or nil.
        public func path(to key: String) -> [String]? {
            if item.key == key || modifiers.contains(where: { $0.item.key == key }) { return [self.key] }
            for child in children + modifiers.flatMap(\.content) {
                if let path = child.path(to: key) { return [self.key] + path }
            }
            return nil
        }
    }

    /// A modifier of a node: its item and the views it attaches (`.overlay { … }`, `.background { … }`,
    /// `.mask { … }`, a clip shape), each a node of its own.
    public struct Modifier: Hashable, Sendable {
        public var item: Item
        /// The views the modifier attaches, in order; empty for most modifiers.
        public var content: [Node]

        public init(_ item: Item, content: [Node] = []) {
            self.item = item
            self.content = content
        }
    }

    /// A condition on one Bool `@State` value: the node is part of the view while `state` equals `holds`.
    public struct Condition: Hashable, Sendable, CustomStringConvertible {
        public var state: String
        public var holds: Bool

        public init(_ state: String, holds: Bool = true) {
            self.state = state
            self.holds = holds
        }

        /// `show` or `!show`.
        public var description: String { holds ? state : "!\(state)" }
    }

    /// A `@State` value of the view: its name, its type (a parameter type's name: `bool`, `double`, `int`, `string`,
    /// `angle`, …) and the expression text of its initial value (canonical once stored). Written without a type, a
    /// state takes its literal's type as Swift infers it (`3` an int, `0.5` a double, `false` a bool).
    public struct StateVariable: Hashable, Sendable {
        public var name: String
        /// Nil until the store's validator infers it.
        public var type: String?
        public var value: String

        public init(name: String, type: String? = nil, value: String) {
            self.name = name
            self.type = type
            self.value = value
        }
    }
}
