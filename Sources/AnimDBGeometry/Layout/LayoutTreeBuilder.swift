import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Flattens a `LayoutNode` tree iteratively (a stored tree can be deeper than the call stack).
struct TreeBuilder {
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
