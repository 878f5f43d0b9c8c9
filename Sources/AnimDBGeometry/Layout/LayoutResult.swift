import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One size a node was asked for in a pass and the size it answered.
public struct LayoutMeasurement: Hashable, Sendable, CustomStringConvertible {
    public var proposal: ProposedViewSize
    public var size: CGSize

    public var description: String { "\(proposal) → (\(Double(size.width)), \(Double(size.height)))" }
}

/// A laid-out view tree: every node's frame in canvas coordinates (y down, before render-time effects such as
/// `offset`, scale or rotation), the proposal it was placed with, and what each node was asked and answered.
/// Nodes are numbered in the tree's pre-order (see `LayoutNode`).
public struct LayoutResult: Sendable, Equatable {
    public let tree: LayoutTree
    /// The canvas the root was laid out in.
    public let canvas: CGSize
    let rects: [Rect]
    let placedProposals: [Proposal]
    let cache: MeasurementCache

    init(tree: LayoutTree, canvas: CGSize, pass: LayoutPass) {
        self.tree = tree
        self.canvas = canvas
        rects = pass.frames
        placedProposals = pass.proposals
        cache = pass.cache
    }

    /// The number of nodes.
    public var count: Int { rects.count }

    /// Node `node`'s frame in canvas coordinates. A group's frame is the union of its views' (a zero-size frame
    /// where its container starts when it has none), an `EmptyView` in a stack sits where the stack starts.
    public func frame(of node: Int) -> CGRect {
        let rect = rects[node]
        return CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// Every node's frame, by node number.
    public var frames: [CGRect] { rects.indices.map(frame(of:)) }

    /// Node `node`'s frame in its parent's frame.
    public func frameInParent(of node: Int) -> CGRect {
        guard let parent = tree.parent(of: node) else { return frame(of: node) }
        let (rect, outer) = (rects[node], rects[parent])
        return CGRect(x: rect.x - outer.x, y: rect.y - outer.y, width: rect.width, height: rect.height)
    }

    /// The proposal node `node` was placed with (its frame's size is its answer to it).
    public func proposal(of node: Int) -> ProposedViewSize { placedProposals[node].publicValue }

    /// The distinct proposals node `node` was measured with in this pass, in the order asked, and its answers.
    public func measurements(of node: Int) -> [LayoutMeasurement] {
        var result: [LayoutMeasurement] = []
        var index = cache.heads[node]
        while index >= 0 {
            let (key, size) = (cache.keys[Int(index)], cache.values[Int(index)].size)
            result.append(
                LayoutMeasurement(
                    proposal: key.proposal.publicValue, size: CGSize(width: size.width, height: size.height)))
            index = key.next
        }
        return result.reversed()
    }

    /// How many distinct (node, proposal) sizes the pass measured.
    public var measurementCount: Int { cache.count }

    /// What node `node` draws in its own frame: its shapes and texts, back to front, each with its origin in the
    /// frame. Leaves and controls draw; containers and modifiers draw nothing themselves (a navigation stack draws
    /// its title).
    public func parts(of node: Int) -> [LayoutPart] {
        LayoutDrawing(tree: tree, result: self).parts(of: node)
    }

    public static func == (a: LayoutResult, b: LayoutResult) -> Bool {
        guard a.canvas == b.canvas, a.count == b.count else { return false }
        for node in 0..<a.count {
            guard a.frame(of: node) == b.frame(of: node), a.proposal(of: node) == b.proposal(of: node),
                a.measurements(of: node) == b.measurements(of: node)
            else { return false }
        }
        return true
    }
}

/// One shape or text a node draws, in the node's own frame.
public struct LayoutPart: Equatable, Sendable {
    /// The part's origin in the node's frame.
    public var origin: CGPoint
    /// A shape (`path` in the part's own frame, `size`, paint layers) or text (lines, font, paint, alignment,
    /// size): what `Scene` nodes hold, so the scene builder can draw it.
    public var content: SceneNode.Content

    public init(origin: CGPoint, content: SceneNode.Content) {
        self.origin = origin
        self.content = content
    }
}

extension LayoutTree {
    /// Lays the tree out in a canvas of `canvas` points: the root is proposed the canvas inset by the safe area and
    /// centred in it, as a hosting view places its root view; then every node is sized and placed in one pass.
    /// - Throws: `LayoutError.tooManyMeasurements` when the tree's nesting needs more measurements than a pass
    ///   allows.
    public func layout(in canvas: CGSize, environment: LayoutEnvironment = LayoutEnvironment()) throws(LayoutError)
        -> LayoutResult
    {
        try layout(in: canvas, environment: environment, measurementLimit: LayoutTree.maxMeasurements)
    }

    func layout(in canvas: CGSize, environment: LayoutEnvironment, measurementLimit: Int) throws(LayoutError)
        -> LayoutResult
    {
        var pass = LayoutPass(tree: self, environment: environment)
        pass.measurementLimit = measurementLimit
        let insets = environment.safeAreaInsets
        func clean(_ value: CGFloat) -> Double { value.isFinite && value > 0 ? Double(value) : 0 }
        let width = max(0, clean(canvas.width) - clean(insets.leading) - clean(insets.trailing))
        let height = max(0, clean(canvas.height) - clean(insets.top) - clean(insets.bottom))
        if !nodes.isEmpty {
            let proposal = Proposal(width: width, height: height)
            let size = pass.size(0, proposal)
            pass.place(
                0, proposal, size, x: clean(insets.leading) + (width - size.width) / 2,
                y: clean(insets.top) + (height - size.height) / 2)
        }
        if pass.exhausted { throw .tooManyMeasurements(measurementLimit) }
        pass.settleUnplacedFrames()
        return LayoutResult(
            tree: self, canvas: CGSize(width: clean(canvas.width), height: clean(canvas.height)), pass: pass)
    }

    /// The root's size for `proposal`, as a parent proposing it would see it.
    public func sizeThatFits(_ proposal: ProposedViewSize, environment: LayoutEnvironment = LayoutEnvironment())
        throws(LayoutError) -> CGSize
    {
        guard !nodes.isEmpty else { return .zero }
        var pass = LayoutPass(tree: self, environment: environment)
        let size = pass.size(0, Proposal(proposal))
        if pass.exhausted { throw .tooManyMeasurements(LayoutTree.maxMeasurements) }
        return CGSize(width: size.width, height: size.height)
    }
}

extension LayoutNode {
    /// Flattens and lays out this tree (`LayoutTree(self).layout(in:environment:)`).
    public func layout(in canvas: CGSize, environment: LayoutEnvironment = LayoutEnvironment()) throws(LayoutError)
        -> LayoutResult
    {
        try LayoutTree(self).layout(in: canvas, environment: environment)
    }
}

extension LayoutPass {
    /// Gives nodes no container placed (groups, empty views) a frame: a group the union of its views', anything
    /// else an empty frame at its nearest placed ancestor's origin.
    mutating func settleUnplacedFrames() {
        // Nodes given a stand-in frame here, which a group's union leaves out.
        var standIn = [Bool](repeating: false, count: frames.count)
        for index in stride(from: frames.count - 1, through: 0, by: -1) where frames[index].x.isNaN {
            var union: Rect?
            if case .group = tree.nodes[index].op {
                for child in tree.childRange(of: index) where !standIn[Int(child)] {
                    let rect = frames[Int(child)]
                    guard let known = union else {
                        union = rect
                        continue
                    }
                    let minX = min(known.x, rect.x)
                    let minY = min(known.y, rect.y)
                    let maxX = max(known.x + known.width, rect.x + rect.width)
                    let maxY = max(known.y + known.height, rect.y + rect.height)
                    union = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
                }
            }
            if let union {
                frames[index] = union
                continue
            }
            var ancestor = tree.nodes[index].parent
            while ancestor >= 0, frames[Int(ancestor)].x.isNaN { ancestor = tree.nodes[Int(ancestor)].parent }
            let origin = ancestor >= 0 ? frames[Int(ancestor)] : Rect(x: 0, y: 0, width: 0, height: 0)
            frames[index] = Rect(x: origin.x, y: origin.y, width: 0, height: 0)
            standIn[index] = true
        }
    }
}
