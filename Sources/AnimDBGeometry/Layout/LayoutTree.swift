import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a view tree cannot be laid out.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// More nodes than `LayoutTree.maxNodes`: at least this many.
    case tooManyNodes(Int)
    /// Nested deeper than `LayoutTree.maxDepth`.
    case tooDeep(Int)
    /// One pass asked more than `LayoutTree.maxMeasurements` distinct sizes (stacks nested so that every level
    /// multiplies the proposals below it).
    case tooManyMeasurements(Int)

    public var description: String {
        switch self {
        case .tooManyNodes(let count):
            "view tree has at least \(count) nodes; at most \(LayoutTree.maxNodes) can be laid out"
        case .tooDeep(let depth):
            "view tree is nested \(depth) levels deep; at most \(LayoutTree.maxDepth) can be laid out"
        case .tooManyMeasurements(let count):
            "laying out the view tree needed more than \(count) measurements; nest fewer stacks"
        }
    }
}

/// A `LayoutNode` tree flattened for layout: nodes in pre-order with their children, groups spliced into the stacks
/// they sit in, texts split into words. Build it once; `layout(in:environment:)` lays it out in one pass.
public struct LayoutTree: Sendable {
    /// The most nodes a tree may have.
    public static let maxNodes = 100_000
    /// The deepest a tree may nest (layout recurses once per level).
    public static let maxDepth = 256
    /// The most distinct (node, proposal) measurements one pass may make: about 50 ms of work.
    public static let maxMeasurements = 500_000

    var nodes: [FlatNode] = []
    /// Each node's kind as built, for descriptions.
    var kinds: [Kind] = []
    /// Each node's direct children, as ranges of this array.
    var childList: [Int32] = []
    /// Each stack's views with groups spliced in (what the stack lays out), as ranges of this array.
    var stackChildList: [Int32] = []
    var texts: [PreparedText] = []
    var fills: [FillContent] = []
    var customs: [@Sendable (ProposedViewSize) -> CGSize] = []
    var flexibleFrames: [FlexibleFrame] = []
    var controls: [Control] = []
    /// Each control's label (a button's title, a toggle's label, a field's text or placeholder; empty for a slider).
    var controlLabels: [PreparedText] = []
    /// The `navigationTitle` nodes and their titles, in pre-order.
    var navigationTitles: [(node: Int32, title: String)] = []

    /// The number of nodes.
    public var count: Int { nodes.count }

    /// Flattens `root`.
    /// - Throws: `LayoutError.tooManyNodes` or `.tooDeep` once the flattening meets more nodes or deeper nesting
    ///   than a tree may have, before any layout work.
    public init(_ root: LayoutNode) throws(LayoutError) {
        var builder = TreeBuilder()
        try builder.add(root)
        self = builder.finish()
    }

    /// The pre-order numbers of `node`'s children.
    public func children(of node: Int) -> [Int] {
        let flat = nodes[node]
        return childList[Int(flat.childStart)..<Int(flat.childStart + flat.childCount)].map { Int($0) }
    }

    /// The parent of `node`, nil for the root.
    public func parent(of node: Int) -> Int? { nodes[node].parent < 0 ? nil : Int(nodes[node].parent) }

    /// `node`'s SwiftUI-style description (`VStack(alignment: .center, spacing: 32)`, `.padding(…)`); a group that
    /// stands for one view says which stack it became.
    public func description(of node: Int) -> String {
        switch (nodes[node].op, kinds[node]) {
        case (.vStack, .group): "Group (as VStack)"
        case (.zStack, .group): "Group (as ZStack)"
        default: kinds[node].description
        }
    }
}

/// What a shape or colour leaf draws.
enum FillContent: Sendable {
    case shape(any Shape, [ShapeLayer])
    case color(Color)
}

/// One node of a flattened tree.
struct FlatNode: Sendable {
    var op: Op
    var parent: Int32
    var childStart: Int32 = 0
    var childCount: Int32 = 0
    /// For stacks, the views it lays out (groups spliced in).
    var stackChildStart: Int32 = 0
    var stackChildCount: Int32 = 0
    /// One past the last node of this node's subtree (pre-order keeps a subtree together).
    var subtreeEnd: Int32 = 0
    /// Whether the subtree holds text whose baselines can be explicit alignment guides.
    var hasBaselines = false
    /// The priority a stack reads for this node (OpenSwiftUI: `LayoutPriorityLayout`, `Spacer`'s −∞, and 0 for
    /// other layouts; effects pass their view's through).
    var priority = 0.0
    /// The layout axis a spacer spreads along: that of the stack it is in, nil outside stacks.
    var spacerAxis: Axis?
}

/// What a flattened node does in layout, with payloads that copy without reference counting.
enum Op: Sendable {
    case empty
    /// A shape or colour: fills its proposal.
    case fill(Int32)
    case text(Int32)
    case fixed(Double, Double)
    case custom(Int32)
    /// NaN: the default minimum length.
    case spacer(Double)
    /// NaN spacing: the platform's spacing between each pair.
    case vStack(HorizontalAlignment, spacing: Double)
    case hStack(VerticalAlignment, spacing: Double)
    case zStack(Alignment)
    case group
    /// NaN: nil.
    case frame(Double, Double, Alignment)
    case flexibleFrame(Int32)
    case padding(EdgeInsets)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case overlay(Alignment)
    case background(Alignment)
    /// Offset and navigation title: no effect on layout.
    case passthrough
    case position(Double, Double)
    /// NaN ratio: the view's ideal size's.
    case aspectRatio(Double, ContentMode)
    case layoutPriority(Double)
    /// The title's text, or −1 for none.
    case navigationStack(title: Int32)
    case control(Int32)
}

/// Flattens a `LayoutNode` tree iteratively (a stored tree can be deeper than the call stack).
private struct TreeBuilder {
    var tree = LayoutTree.empty

    /// One node waiting to be added: the node, its parent's number and its depth, and whether it stands where one
    /// view is expected (so a group there becomes a stack).
    private struct Pending {
        var node: LayoutNode
        var parent: Int32
        var depth: Int
        var implicitStack: ImplicitStack?
    }

    enum ImplicitStack { case vertical, depth }

    mutating func add(_ root: LayoutNode) throws(LayoutError) {
        // Pre-order with an explicit stack; children are pushed in reverse so they pop in order.
        var pending = [Pending(node: root, parent: -1, depth: 1, implicitStack: .vertical)]
        while let next = pending.popLast() {
            guard next.depth <= LayoutTree.maxDepth else { throw .tooDeep(next.depth) }
            guard tree.nodes.count < LayoutTree.maxNodes else { throw .tooManyNodes(LayoutTree.maxNodes + 1) }
            let index = Int32(tree.nodes.count)
            let op = makeOp(next.node.kind, index: index, implicitStack: next.implicitStack)
            tree.nodes.append(FlatNode(op: op, parent: next.parent))
            tree.kinds.append(next.node.kind)
            let children = next.node.children
            for position in children.indices.reversed() {
                pending.append(
                    Pending(
                        node: children[position], parent: index, depth: next.depth + 1,
                        implicitStack: implicitStack(childOf: op, at: position)))
            }
        }
        // Child lists by counting: in pre-order a node's children come in increasing order.
        let count = tree.nodes.count
        var starts = [Int32](repeating: 0, count: count + 1)
        for index in 1..<max(count, 1) { starts[Int(tree.nodes[index].parent) + 1] += 1 }
        for index in 0..<count {
            tree.nodes[index].childCount = starts[index + 1]
            starts[index + 1] += starts[index]
            tree.nodes[index].childStart = starts[index]
        }
        tree.childList = [Int32](repeating: 0, count: max(count - 1, 0))
        var fill = starts
        for index in 1..<max(count, 1) {
            let parent = Int(tree.nodes[index].parent)
            tree.childList[Int(fill[parent])] = Int32(index)
            fill[parent] += 1
        }
        resolveStacks()
    }

    /// Where a group child stands for one view: a navigation stack's content (a `VStack`) and an overlay's or
    /// background's attached view (a `ZStack`, OpenSwiftUI `OverlayModifier.swift`, `DepthWiseSecondaryLayers`).
    /// Other groups are in a stack or group, or are a modifier's view, which `LayoutNode` never makes a group.
    private func implicitStack(childOf op: Op, at position: Int) -> ImplicitStack? {
        switch op {
        case .navigationStack: .vertical
        case .overlay, .background: position == 1 ? .depth : nil
        default: nil
        }
    }

    private mutating func makeOp(_ kind: Kind, index: Int32, implicitStack: ImplicitStack?) -> Op {
        func nan(_ value: Double?) -> Double { value ?? .nan }
        switch kind {
        case .empty: return .empty
        case .shape(let shape, let layers):
            tree.fills.append(.shape(shape, layers))
            return .fill(Int32(tree.fills.count - 1))
        case .color(let color):
            tree.fills.append(.color(color))
            return .fill(Int32(tree.fills.count - 1))
        case .text(let content):
            tree.texts.append(PreparedText(content))
            return .text(Int32(tree.texts.count - 1))
        case .fixed(let width, let height): return .fixed(width, height)
        case .custom(let closure):
            tree.customs.append(closure)
            return .custom(Int32(tree.customs.count - 1))
        case .spacer(let minLength): return .spacer(nan(minLength))
        case .vStack(let alignment, let spacing): return .vStack(alignment, spacing: nan(spacing))
        case .hStack(let alignment, let spacing): return .hStack(alignment, spacing: nan(spacing))
        case .zStack(let alignment): return .zStack(alignment)
        case .group:
            switch implicitStack {
            case .vertical: return .vStack(.center, spacing: .nan)
            case .depth: return .zStack(.center)
            case nil: return .group
            }
        case .frame(let width, let height, let alignment): return .frame(nan(width), nan(height), alignment)
        case .flexibleFrame(let frame):
            tree.flexibleFrames.append(frame)
            return .flexibleFrame(Int32(tree.flexibleFrames.count - 1))
        case .padding(let insets): return .padding(insets)
        case .fixedSize(let horizontal, let vertical): return .fixedSize(horizontal: horizontal, vertical: vertical)
        case .overlay(let alignment): return .overlay(alignment)
        case .background(let alignment): return .background(alignment)
        case .offset: return .passthrough
        case .navigationTitle(let title):
            tree.navigationTitles.append((index, title))
            return .passthrough
        case .position(let x, let y): return .position(x, y)
        case .aspectRatio(let ratio, let mode): return .aspectRatio(nan(ratio), mode)
        case .layoutPriority(let value): return .layoutPriority(value)
        case .navigationStack: return .navigationStack(title: -1)
        case .control(let control):
            tree.controls.append(control)
            tree.controlLabels.append(PreparedText(control.label))
            return .control(Int32(tree.controls.count - 1))
        }
    }

    /// Splices groups into stacks, finds each spacer's axis, each node's priority and baselines, and each
    /// navigation stack's title: everything layout would otherwise look up per pass.
    private mutating func resolveStacks() {
        let count = tree.nodes.count
        for index in 0..<count where tree.nodes[index].op.listsViews {
            tree.nodes[index].stackChildStart = Int32(tree.stackChildList.count)
            appendViews(of: index)
            tree.nodes[index].stackChildCount = Int32(tree.stackChildList.count) - tree.nodes[index].stackChildStart
        }
        // Children come after their parent in pre-order, so a reverse sweep sees every child first.
        for index in stride(from: count - 1, through: 0, by: -1) {
            var node = tree.nodes[index]
            let children = tree.childRange(of: index)
            node.subtreeEnd = children.last.map { tree.nodes[Int($0)].subtreeEnd } ?? Int32(index + 1)
            switch node.op {
            case .text: node.hasBaselines = true
            case .control(let control):
                if case .slider = tree.controls[Int(control)] {} else { node.hasBaselines = true }
            case .vStack, .hStack, .zStack, .group, .overlay, .background, .frame, .flexibleFrame, .padding,
                .fixedSize, .passthrough, .position, .aspectRatio, .layoutPriority:
                // An overlay's guides are its modified view's; other containers combine all of theirs.
                let relevant = node.op.isSecondaryLayer ? children.prefix(1) : children[...]
                node.hasBaselines = relevant.contains { tree.nodes[Int($0)].hasBaselines }
            case .empty, .fill, .fixed, .custom, .spacer, .navigationStack: break
            }
            switch node.op {
            case .spacer: node.priority = -.infinity
            case .layoutPriority(let value): node.priority = value
            case .fixedSize, .passthrough, .overlay, .background:
                node.priority = children.first.map { tree.nodes[Int($0)].priority } ?? 0
            case .vStack, .hStack, .zStack:
                // A layout's priority (OpenSwiftUI `Layout.swift`, `ViewLayoutEngine.layoutPriority`).
                node.priority = node.stackChildCount == 0 ? -.infinity : 0
            default: node.priority = 0
            }
            tree.nodes[index] = node
        }
        for index in 0..<count {
            switch tree.nodes[index].op {
            case .spacer:
                tree.nodes[index].spacerAxis = enclosingStackAxis(of: index)
            case .navigationStack:
                let end = tree.nodes[index].subtreeEnd
                // The first title in the content, outside nested navigation stacks.
                let title = tree.navigationTitles.first { entry in
                    entry.node > index && entry.node < end && !isInNestedNavigationStack(entry.node, below: index)
                }
                if let title {
                    tree.texts.append(
                        PreparedText(
                            TextContent(
                                string: title.title, font: NavigationMetrics.titleFont, alignment: .leading,
                                paint: .color(.primary), lineLimit: 1)))
                    tree.nodes[index].op = .navigationStack(title: Int32(tree.texts.count - 1))
                }
            default: break
            }
        }
    }

    /// A container's views: its children, with each group replaced by the group's views (recursively); empty
    /// views are no view of a container.
    private mutating func appendViews(of index: Int) {
        for child in tree.childRange(of: index) {
            switch tree.nodes[Int(child)].op {
            case .group: appendViews(of: Int(child))
            case .empty: break
            default: tree.stackChildList.append(child)
            }
        }
    }

    /// The axis of the stack a spacer is a view of: through modifiers and groups up to the first container.
    private func enclosingStackAxis(of index: Int) -> Axis? {
        var current = tree.nodes[index].parent
        while current >= 0 {
            switch tree.nodes[Int(current)].op {
            case .hStack: return .horizontal
            case .vStack: return .vertical
            case .zStack, .navigationStack: return nil
            default: current = tree.nodes[Int(current)].parent
            }
        }
        return nil
    }

    private func isInNestedNavigationStack(_ node: Int32, below stack: Int) -> Bool {
        var current = tree.nodes[Int(node)].parent
        while current >= 0, Int(current) != stack {
            if case .navigationStack = tree.nodes[Int(current)].op { return true }
            current = tree.nodes[Int(current)].parent
        }
        return false
    }

    func finish() -> LayoutTree { tree }
}

extension Op {
    /// Stacks and z-stacks: they lay out a list of views, into which groups splice.
    var listsViews: Bool {
        switch self {
        case .vStack, .hStack, .zStack: true
        default: false
        }
    }

    /// Overlay and background: their second child is attached, not laid out with the first.
    var isSecondaryLayer: Bool {
        switch self {
        case .overlay, .background: true
        default: false
        }
    }
}

extension LayoutTree {
    static var empty: LayoutTree { LayoutTree(nodes: []) }

    private init(nodes: [FlatNode]) { self.nodes = nodes }

    func childRange(of index: Int) -> ArraySlice<Int32> {
        let node = nodes[index]
        return childList[Int(node.childStart)..<Int(node.childStart + node.childCount)]
    }

    /// Where a stack's or z-stack's views are in `stackChildList`.
    @inline(__always)
    func viewRange(of index: Int) -> Range<Int> {
        let node = nodes[index]
        return Int(node.stackChildStart)..<Int(node.stackChildStart + node.stackChildCount)
    }

    /// A node's first child (a modifier's view, an overlay's modified view).
    @inline(__always)
    func firstChild(of index: Int) -> Int32 { childList[Int(nodes[index].childStart)] }

    /// An overlay's or background's attached view.
    @inline(__always)
    func secondChild(of index: Int) -> Int32 { childList[Int(nodes[index].childStart) + 1] }
}
