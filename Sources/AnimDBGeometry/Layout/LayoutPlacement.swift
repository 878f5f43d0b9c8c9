import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Explicit baselines gathered from several views: the topmost first baseline and the bottommost last one.
struct Baselines {
    var first = Double.nan
    var last = Double.nan

    mutating func combine(_ child: (first: Double, last: Double), offset: Double) {
        if !child.first.isNaN { first = first.isNaN ? child.first + offset : min(first, child.first + offset) }
        if !child.last.isNaN { last = last.isNaN ? child.last + offset : max(last, child.last + offset) }
    }
}

/// Where a one-child node puts its child: the child's proposal and size and its origin in the node's frame.
struct ChildPlacement {
    var child: Int32
    var proposal: Proposal
    var size: Size
    var x: Double
    var y: Double
}

extension LayoutPass {
    // MARK: Placing

    /// Places `node`, proposed `p` and of size `s` (its size for `p`), with its frame's origin at (x, y) in canvas
    /// coordinates, and then everything inside it. Each node's child proposal follows its SwiftUI placement: it
    /// derives from the proposal the node was placed with (`PlacementContext.proposedSize`) and its size.
    mutating func place(_ node: Int32, _ p: Proposal, _ s: Size, x: Double, y: Double) {
        let index = Int(node)
        frames[index] = Rect(x: x, y: y, width: s.width, height: s.height)
        proposals[index] = p
        guard !exhausted else { return }
        let flat = tree.nodes[index]
        switch flat.op {
        case .empty, .group, .fill, .text, .fixed, .custom, .spacer, .control: return
        case .vStack(let alignment, let spacing):
            placeStack(index, axis: .vertical, minor: .horizontal(alignment), spacing: spacing, p, s, x: x, y: y)
        case .hStack(let alignment, let spacing):
            placeStack(index, axis: .horizontal, minor: .vertical(alignment), spacing: spacing, p, s, x: x, y: y)
        case .zStack(let alignment):
            // `_ZStackLayout.placeSubviews`: every view proposed the stack's size, aligned on the largest guide of the
            // highest-priority views.
            let views = tree.viewRange(of: index)
            let top = topPriority(views)
            let proposal = Proposal(s)
            var guideX = -Double.infinity
            var guideY = -Double.infinity
            for slot in views {
                let view = tree.stackChildList[slot]
                guard tree.nodes[Int(view)].priority == top else { continue }
                let size = self.size(view, proposal)
                guideX = max(guideX, alignment.horizontal.value(inWidth: size.width))
                guideY = max(guideY, verticalGuide(alignment.vertical, of: view, proposal, size))
            }
            for slot in views {
                let view = tree.stackChildList[slot]
                let size = self.size(view, proposal)
                let dx = guideX - alignment.horizontal.value(inWidth: size.width)
                let dy = guideY - verticalGuide(alignment.vertical, of: view, proposal, size)
                place(view, proposal, size, x: x + dx, y: y + dy)
            }
        case .overlay(let alignment), .background(let alignment):
            place(tree.firstChild(of: index), p, s, x: x, y: y)
            let attached = secondaryPlacement(index, alignment, p, s)
            place(attached.child, attached.proposal, attached.size, x: x + attached.x, y: y + attached.y)
        case .frame, .flexibleFrame, .padding, .fixedSize, .passthrough, .layoutPriority, .position, .aspectRatio,
            .navigationStack:
            let placement = unaryPlacement(index, p, s)
            place(placement.child, placement.proposal, placement.size, x: x + placement.x, y: y + placement.y)
        }
    }

    private mutating func placeStack(
        _ index: Int, axis: Axis, minor: MinorAlignment, spacing: Double, _ p: Proposal, _ s: Size, x: Double,
        y: Double
    ) {
        let base = scratch.count
        _ = arrangeStack(index, axis: axis, minor: minor, spacing: spacing, placingProposal(axis: axis, p, s))
        let count = tree.viewRange(of: index).count
        for slot in base..<(base + count) {
            let child = scratch[slot]
            let (dx, dy) = axis == .horizontal ? (child.major, child.minor) : (child.minor, child.major)
            place(child.node, child.proposal, child.size, x: x + dx, y: y + dy)
        }
        scratch.removeSubrange(base...)
    }

    /// `StackLayout.proposalWhenPlacing`: the proposal, with an unspecified dimension across the axis replaced by
    /// the stack's size.
    func placingProposal(axis: Axis, _ p: Proposal, _ s: Size) -> Proposal {
        let across = p[axis.other].isNaN ? s[axis.other] : p[axis.other]
        return Proposal(p[axis], across, along: axis)
    }

    /// The one child of a layout modifier or navigation stack (an overlay's or background's modified view).
    mutating func unaryPlacement(_ index: Int, _ p: Proposal, _ s: Size) -> ChildPlacement {
        let flat = tree.nodes[index]
        let child = tree.firstChild(of: index)
        func centred(_ proposal: Proposal) -> ChildPlacement {
            let size = self.size(child, proposal)
            return ChildPlacement(
                child: child, proposal: proposal, size: size, x: (s.width - size.width) / 2,
                y: (s.height - size.height) / 2)
        }
        switch flat.op {
        case .frame(let width, let height, let alignment):
            // `_FrameLayout.placement`: the proposal with the frame's dimensions, aligned in the frame.
            let proposal = Proposal(width: width.isNaN ? p.width : width, height: height.isNaN ? p.height : height)
            return aligned(child, proposal, in: s, alignment)
        case .flexibleFrame(let frame):
            // `_FlexFrameLayout.childPlacementProposal` (FlexFrameIdealSizing): the frame's size, except that an axis
            // proposed nil with no ideal and a size strictly inside its limits is proposed nil again.
            let limits = tree.flexibleFrames[Int(frame)]
            func axis(_ limits: FlexibleFrame.Limits, _ proposed: Double, _ value: Double) -> Double {
                guard limits.ideal == nil, proposed.isNaN, (limits.min ?? -.infinity) < value,
                    value < (limits.max ?? .infinity)
                else { return value }
                return .nan
            }
            let proposal = Proposal(
                width: axis(limits.width, p.width, s.width), height: axis(limits.height, p.height, s.height))
            return aligned(child, proposal, in: s, limits.alignment)
        case .padding(let insets):
            let proposal = p.inset(by: insets)
            return ChildPlacement(
                child: child, proposal: proposal, size: size(child, proposal), x: Double(insets.leading),
                y: Double(insets.top))
        case .fixedSize(let horizontal, let vertical):
            return centred(Proposal(width: horizontal ? .nan : p.width, height: vertical ? .nan : p.height))
        case .position(let px, let py):
            // `_PositionLayout.placement`: proposed the position's whole size, the child's centre at the point.
            let proposal = Proposal(s)
            let size = self.size(child, proposal)
            return ChildPlacement(
                child: child, proposal: proposal, size: size, x: px - size.width / 2, y: py - size.height / 2)
        case .aspectRatio(let ratio, let mode):
            return centred(offered(p, ratio: ratio, mode: mode, child: child))
        case .navigationStack(let title):
            let bar = title >= 0 ? NavigationMetrics.largeTitleBarHeight : NavigationMetrics.standardBarHeight
            let proposal = Proposal(width: s.width, height: max(0, s.height - bar))
            let size = self.size(child, proposal)
            return ChildPlacement(
                child: child, proposal: proposal, size: size, x: (s.width - size.width) / 2,
                y: bar + (s.height - bar - size.height) / 2)
        default:
            // Effects, titles, priorities, overlays' modified views: the same proposal and frame.
            return centred(p)
        }
    }

    /// `FrameLayoutCommon.commonPlacement`: the child's guides on the frame's (default) guides.
    private mutating func aligned(_ child: Int32, _ proposal: Proposal, in s: Size, _ alignment: Alignment)
        -> ChildPlacement
    {
        let size = self.size(child, proposal)
        let x = alignment.horizontal.value(inWidth: s.width) - alignment.horizontal.value(inWidth: size.width)
        let y =
            alignment.vertical.defaultValue(inHeight: s.height)
            - verticalGuide(alignment.vertical, of: child, proposal, size)
        return ChildPlacement(child: child, proposal: proposal, size: size, x: x, y: y)
    }

    /// An overlay's or background's attached view: proposed the modified view's size and aligned on its guides
    /// (`SecondaryLayerGeometryQuery`, OpenSwiftUI `OverlayModifier.swift`).
    mutating func secondaryPlacement(_ index: Int, _ alignment: Alignment, _ p: Proposal, _ s: Size)
        -> ChildPlacement
    {
        let primary = tree.firstChild(of: index)
        let attached = tree.secondChild(of: index)
        let proposal = Proposal(s)
        let size = self.size(attached, proposal)
        let x = alignment.horizontal.value(inWidth: s.width) - alignment.horizontal.value(inWidth: size.width)
        let y =
            verticalGuide(alignment.vertical, of: primary, p, s)
            - verticalGuide(alignment.vertical, of: attached, proposal, size)
        return ChildPlacement(child: attached, proposal: proposal, size: size, x: x, y: y)
    }

    // MARK: Alignment guides

    /// A view's vertical guide: a text baseline it sets explicitly, else the guide's default.
    mutating func verticalGuide(_ alignment: VerticalAlignment, of node: Int32, _ p: Proposal, _ s: Size) -> Double {
        if alignment.isTextBaseline, tree.nodes[Int(node)].hasBaselines {
            let (first, last) = baselines(node, p, s)
            let value = alignment.guide == .firstTextBaseline ? first : last
            if !value.isNaN { return value }
        }
        return alignment.defaultValue(inHeight: s.height)
    }

    /// The first and last text baselines `node` sets explicitly when proposed `p` (NaN: none), in its frame. Stacks
    /// combine their views' (the topmost first baseline, the bottommost last, as Apple documents
    /// `VerticalAlignment.combineExplicit`); modifiers move their child's; an overlay keeps its modified view's.
    mutating func baselines(_ node: Int32, _ p: Proposal, _ s: Size) -> (first: Double, last: Double) {
        guard tree.nodes[Int(node)].hasBaselines, !exhausted else { return (.nan, .nan) }
        if cache.find(node, p) == nil { _ = size(node, p) }
        guard let cached = cache.find(node, p) else { return (.nan, .nan) }
        let known = cache.values[cached]
        if known.baselinesKnown { return (known.firstBaseline, known.lastBaseline) }
        let result = computeBaselines(Int(node), p, s)
        cache.values[cached].firstBaseline = result.first
        cache.values[cached].lastBaseline = result.last
        cache.values[cached].baselinesKnown = true
        return result
    }

    private mutating func computeBaselines(_ index: Int, _ p: Proposal, _ s: Size) -> (first: Double, last: Double) {
        var result = Baselines()
        switch tree.nodes[index].op {
        case .text(let text):
            let prepared = tree.texts[Int(text)]
            let lines = max(1, (s.height / prepared.lineHeight).rounded())
            return (prepared.firstBaseline, prepared.firstBaseline + (lines - 1) * prepared.lineHeight)
        case .control(let control): return controlBaselines(Int(control), p, s)
        case .vStack(let alignment, let spacing):
            return stackBaselines(index, axis: .vertical, minor: .horizontal(alignment), spacing: spacing, p, s)
        case .hStack(let alignment, let spacing):
            return stackBaselines(index, axis: .horizontal, minor: .vertical(alignment), spacing: spacing, p, s)
        case .zStack(let alignment):
            let views = tree.viewRange(of: index)
            let top = topPriority(views)
            let proposal = Proposal(s)
            var guideY = -Double.infinity
            for slot in views {
                let view = tree.stackChildList[slot]
                guard tree.nodes[Int(view)].priority == top else { continue }
                guideY = max(guideY, verticalGuide(alignment.vertical, of: view, proposal, size(view, proposal)))
            }
            for slot in views {
                let view = tree.stackChildList[slot]
                guard tree.nodes[Int(view)].hasBaselines else { continue }
                let size = self.size(view, proposal)
                result.combine(
                    baselines(view, proposal, size),
                    offset: guideY - verticalGuide(alignment.vertical, of: view, proposal, size))
            }
        case .overlay, .background:
            return baselines(tree.firstChild(of: index), p, s)
        case .frame, .flexibleFrame, .padding, .fixedSize, .passthrough, .layoutPriority, .position, .aspectRatio:
            let placement = unaryPlacement(index, p, s)
            result.combine(baselines(placement.child, placement.proposal, placement.size), offset: placement.y)
        case .empty, .group, .fill, .fixed, .custom, .spacer, .navigationStack: break
        }
        return (result.first, result.last)
    }

    private mutating func stackBaselines(
        _ index: Int, axis: Axis, minor: MinorAlignment, spacing: Double, _ p: Proposal, _ s: Size
    ) -> (first: Double, last: Double) {
        var result = Baselines()
        let base = scratch.count
        _ = arrangeStack(index, axis: axis, minor: minor, spacing: spacing, placingProposal(axis: axis, p, s))
        let end = scratch.count
        for slot in base..<end where tree.nodes[Int(scratch[slot].node)].hasBaselines {
            let child = scratch[slot]
            result.combine(
                baselines(child.node, child.proposal, child.size), offset: axis == .vertical ? child.major : child.minor
            )
        }
        scratch.removeSubrange(base...)
        return (result.first, result.last)
    }

    // MARK: Spacing

    /// The node's spacing preferences (`LayoutComputer.spacing()` of each kind of view).
    mutating func spacing(of node: Int32) -> ViewSpacing {
        if let known = spacings[Int(node)] { return known }
        let result = computeSpacing(Int(node))
        spacings[Int(node)] = result
        return result
    }

    private mutating func computeSpacing(_ index: Int) -> ViewSpacing {
        let flat = tree.nodes[index]
        let first = flat.childCount > 0 ? tree.firstChild(of: index) : -1
        switch flat.op {
        case .empty, .group: return .zero
        case .fill, .fixed, .custom, .position, .navigationStack: return .standard
        case .text(let text):
            let prepared = tree.texts[Int(text)]
            let lines = prepared.layOut(width: .nan, height: .nan).lines
            return .text(prepared, lines: lines, pixelLength: pixelLength)
        case .spacer: return flat.spacerAxis.map(ViewSpacing.spacer(along:)) ?? .zero
        case .vStack, .hStack:
            // `StackLayout.spacing`: every view's edges across the axis, the first view's leading edge and the last
            // view's trailing edge along it.
            let vertical: Bool
            if case .vStack = flat.op { vertical = true } else { vertical = false }
            let views = tree.viewRange(of: index)
            guard !views.isEmpty else { return .zero }
            var result = ViewSpacing([])
            for slot in views {
                var edges: ViewSpacing.Edges = vertical ? [.left, .right] : [.top, .bottom]
                if slot == views.lowerBound { edges.insert(vertical ? .top : .left) }
                if slot == views.upperBound - 1 { edges.insert(vertical ? .bottom : .right) }
                result.incorporate(edges, of: spacing(of: tree.stackChildList[slot]))
            }
            return result
        case .zStack:
            let views = tree.viewRange(of: index)
            guard !views.isEmpty else { return .zero }
            var result = ViewSpacing([])
            for slot in views { result.incorporate(.all, of: spacing(of: tree.stackChildList[slot])) }
            return result
        case .frame(let width, let height, _):
            var edges: ViewSpacing.Edges = []
            if !height.isNaN { edges.formUnion([.top, .bottom]) }
            if !width.isNaN { edges.formUnion([.left, .right]) }
            return projected(first, resetting: edges)
        case .flexibleFrame(let frame):
            let limits = tree.flexibleFrames[Int(frame)]
            var edges: ViewSpacing.Edges = []
            if limits.height.isConstrained { edges.formUnion([.top, .bottom]) }
            if limits.width.isConstrained { edges.formUnion([.left, .right]) }
            return projected(first, resetting: edges)
        case .padding(let insets):
            var edges: ViewSpacing.Edges = []
            if insets.top != 0 { edges.insert(.top) }
            if insets.leading != 0 { edges.insert(.left) }
            if insets.bottom != 0 { edges.insert(.bottom) }
            if insets.trailing != 0 { edges.insert(.right) }
            var result = spacing(of: first)
            result.reset(edges)
            return result
        case .fixedSize, .aspectRatio, .layoutPriority, .overlay, .background, .passthrough:
            return spacing(of: first)
        case .control(let control): return controlSpacing(Int(control))
        }
    }

    /// A frame's spacing: its child's with the edges the frame sizes reset, unless the child (a spacer) asks for
    /// its spacing to pass through (`requiresSpacingProjection`).
    private mutating func projected(_ child: Int32, resetting edges: ViewSpacing.Edges) -> ViewSpacing {
        var result = spacing(of: child)
        if !requiresProjection(child) { result.reset(edges) }
        return result
    }

    private func requiresProjection(_ node: Int32) -> Bool {
        var current = Int(node)
        while true {
            switch tree.nodes[current].op {
            case .spacer: return true
            case .passthrough, .overlay, .background: current = Int(tree.firstChild(of: current))
            default: return false
            }
        }
    }
}
