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
