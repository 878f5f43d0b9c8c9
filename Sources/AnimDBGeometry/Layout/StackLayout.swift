import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One view of a stack while the stack lays it out (OpenSwiftUI `StackLayout.Child`).
struct StackChild: Sendable {
    var node: Int32
    /// The room between this view and the one before it (0 for the first).
    var distance: Double
    var priority: Double
    /// The view's length along the stack's axis when proposed 0 and infinity (NaN until asked).
    var minLength = Double.nan
    var maxLength = Double.nan
    /// This slot's entry of the fitting order: the index of the view sized at this position.
    var fittingOrder: Int32 = 0
    var proposal = Proposal.unspecified
    var size = Size.zero
    /// The view's origin in the stack along its axis and across it.
    var major = 0.0
    var minor = 0.0
}

/// A stack's alignment across its axis.
enum MinorAlignment {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// `VStack` and `HStack`, as OpenSwiftUI's `StackLayout` lays them out (`Sources/OpenSwiftUICore/Layout/Stack/
/// StackLayout.swift`, "Audited for 6.5.4"):
///
/// - with a proposal along the axis, views are sized one priority group at a time, highest first, and within a
///   group least flexible first (flexibility: the difference between the lengths a view takes when proposed 0 and
///   infinity, `_LayoutTraits.FlexibilityEstimate`); each is offered an equal share of the room still free, where
///   the room is the proposal less the spacing and less the minimum lengths of the lower-priority groups
///   (`sizeChildrenGenerallyWithConcreteMajorProposal`, lines 488–561);
/// - with no proposal along the axis, every view is proposed nil along it (`sizeChildrenIdeally`);
/// - across the axis every view is proposed the stack's proposal and aligned on the stack's guide; the stack is as
///   wide as the aligned views' union with 0 (`placeChildren1`, lines 440–477);
/// - when placing, an unspecified dimension across the axis is replaced by the stack's size (`proposalWhenPlacing`).
extension LayoutPass {
    /// The stack's size for `p`.
    mutating func stackSize(_ index: Int, axis: Axis, minor: MinorAlignment, spacing: Double, _ p: Proposal) -> Size {
        let base = scratch.count
        let size = arrangeStack(index, axis: axis, minor: minor, spacing: spacing, p)
        scratch.removeSubrange(base...)
        return size
    }

    /// Sizes and positions the stack's views for `p` into `scratch[base..<base + n]`, where `base` is `scratch`'s
    /// count on entry; returns the stack's size. The caller removes the views from `scratch`.
    mutating func arrangeStack(_ index: Int, axis: Axis, minor: MinorAlignment, spacing: Double, _ p: Proposal)
        -> Size
    {
        let views = tree.viewRange(of: index)
        guard !views.isEmpty else { return .zero }
        let base = scratch.count
        let (start, internalSpacing) = stackDistances(index, axis: axis, spacing: spacing)
        for slot in views {
            let view = tree.stackChildList[slot]
            scratch.append(
                StackChild(
                    node: view, distance: distances[Int(start) + slot - views.lowerBound],
                    priority: tree.nodes[Int(view)].priority))
        }
        let count = views.count
        if p[axis].isNaN {
            for slot in base..<(base + count) {
                measureStackChild(slot, Proposal(.nan, p[axis.other], along: axis), axis: axis, minor: minor)
            }
        } else {
            sizeWithinProposal(base: base, count: count, axis: axis, minor: minor, internalSpacing: internalSpacing, p)
        }
        var lower = 0.0
        var upper = 0.0
        for slot in base..<(base + count) {
            let child = scratch[slot]
            lower = min(lower, child.minor)
            upper = max(upper, child.minor + child.size[axis.other])
        }
        var position = 0.0
        for slot in base..<(base + count) {
            let origin = position + scratch[slot].distance
            if !origin.isNaN { scratch[slot].major = origin }
            let across = scratch[slot].minor - lower
            if !across.isNaN { scratch[slot].minor = across }
            position = origin + scratch[slot].size[axis]
        }
        return Size(position, upper - lower, along: axis)
    }

    /// Measures the view in `slot` for `proposal` and sets its origin across the axis to minus its alignment guide.
    private mutating func measureStackChild(_ slot: Int, _ proposal: Proposal, axis: Axis, minor: MinorAlignment) {
        let node = scratch[slot].node
        let size = self.size(node, proposal)
        let guide: Double
        switch minor {
        case .horizontal(let alignment): guide = alignment.value(inWidth: size.width)
        case .vertical(let alignment): guide = verticalGuide(alignment, of: node, proposal, size)
        }
        scratch[slot].proposal = proposal
        scratch[slot].size = size
        scratch[slot].minor = guide.isNaN ? -.infinity : -guide
    }

    /// Sizes the views when the stack has a proposal along its axis: priority groups, least flexible first, equal
    /// shares of what remains.
    private mutating func sizeWithinProposal(
        base: Int, count: Int, axis: Axis, minor: MinorAlignment, internalSpacing: Double, _ p: Proposal
    ) {
        prioritize(base: base, count: count, axis: axis, p)
        func order(_ position: Int) -> Int { base + Int(scratch[base + position].fittingOrder) }
        var available = p[axis] - internalSpacing
        var position = 0
        while position < count {
            let priority = scratch[order(position)].priority
            var end = position + 1
            while end < count, scratch[order(end)].priority == priority { end += 1 }
            if position == 0 {
                for later in end..<count { available -= scratch[order(later)].minLength }
            } else {
                for current in position..<end { available += scratch[order(current)].minLength }
            }
            var remaining = end - position
            var current = position
            while true {
                let share = max(available / Double(remaining), 0)
                let slot = order(current)
                measureStackChild(slot, Proposal(share, p[axis.other], along: axis), axis: axis, minor: minor)
                let left = available - scratch[slot].size[axis]
                if !left.isNaN { available = left }
                remaining -= 1
                if remaining == 0 { break }
                current += 1
            }
            position = end
        }
    }

    /// Orders the views for sizing (`StackLayout.prioritize`): decreasing priority, then least flexible first,
    /// stable; and measures the minimum length of every view below the highest priority.
    private mutating func prioritize(base: Int, count: Int, axis: Axis, _ p: Proposal) {
        for position in 0..<count { scratch[base + position].fittingOrder = Int32(position) }
        let across = p[axis.other]
        if count <= 32 {
            // Insertion sort, as OpenSwiftUI sorts up to 32 views, measuring flexibility only where priorities tie.
            for position in 1..<max(count, 1) {
                let moving = scratch[base + position].fittingOrder
                var target = position - 1
                while target >= 0,
                    sortsBefore(Int(moving), Int(scratch[base + target].fittingOrder), base: base, axis: axis, across)
                {
                    scratch[base + target + 1].fittingOrder = scratch[base + target].fittingOrder
                    target -= 1
                }
                scratch[base + target + 1].fittingOrder = moving
            }
        } else {
            for position in 0..<count { ensureRange(base + position, axis: axis, across) }
            var ordering = Array(0..<count)
            ordering.sort { a, b in
                let (x, y) = (scratch[base + a], scratch[base + b])
                if x.priority != y.priority { return x.priority > y.priority }
                let (ex, ey) = (Flexibility(x), Flexibility(y))
                if ex < ey { return true }
                if ey < ex { return false }
                return a < b
            }
            for (position, child) in ordering.enumerated() { scratch[base + position].fittingOrder = Int32(child) }
        }
        let top = scratch[base + Int(scratch[base].fittingOrder)].priority
        for position in stride(from: count - 1, through: 0, by: -1) {
            let slot = base + Int(scratch[base + position].fittingOrder)
            guard scratch[slot].priority != top else { break }
            if scratch[slot].minLength.isNaN {
                scratch[slot].minLength = length(scratch[slot].node, Proposal(0, across, along: axis), along: axis)
            }
        }
    }

    /// Whether view `a` is sized before view `b` (`areInDecreasingFittingPriority`).
    private mutating func sortsBefore(_ a: Int, _ b: Int, base: Int, axis: Axis, _ across: Double) -> Bool {
        let (pa, pb) = (scratch[base + a].priority, scratch[base + b].priority)
        guard pa == pb else { return pa > pb }
        ensureRange(base + a, axis: axis, across)
        ensureRange(base + b, axis: axis, across)
        return Flexibility(scratch[base + a]) < Flexibility(scratch[base + b])
    }

    private mutating func ensureRange(_ slot: Int, axis: Axis, _ across: Double) {
        let node = scratch[slot].node
        if scratch[slot].minLength.isNaN {
            scratch[slot].minLength = length(node, Proposal(0, across, along: axis), along: axis)
        }
        if scratch[slot].maxLength.isNaN {
            scratch[slot].maxLength = length(node, Proposal(.infinity, across, along: axis), along: axis)
        }
    }

    /// The distances between a stack's views: `spacing` when given, else each pair's preferred spacing; returns
    /// where they start in `distances` and their sum.
    mutating func stackDistances(_ index: Int, axis: Axis, spacing: Double) -> (start: Int32, total: Double) {
        let views = tree.viewRange(of: index)
        if distanceStart[index] < 0 {
            distanceStart[index] = Int32(distances.count)
            var previous: ViewSpacing?
            for slot in views {
                if spacing.isNaN {
                    let current = self.spacing(of: tree.stackChildList[slot])
                    distances.append(previous.map { $0.distance(to: current, along: axis) } ?? 0)
                    previous = current
                } else {
                    distances.append(distances.count == Int(distanceStart[index]) ? 0 : spacing)
                }
            }
        }
        let start = distanceStart[index]
        var total = 0.0
        for offset in 0..<views.count { total += distances[Int(start) + offset] }
        return (start, total)
    }
}

/// `_LayoutTraits.FlexibilityEstimate` (OpenSwiftUI `LayoutTraits.swift` lines 13–35): the smaller range is less
/// flexible; between two unbounded views, the one with the larger minimum.
struct Flexibility {
    var minLength: Double
    var maxLength: Double

    init(_ child: StackChild) {
        minLength = child.minLength
        maxLength = child.maxLength
    }

    static func < (l: Flexibility, r: Flexibility) -> Bool {
        let lDiff = l.maxLength - l.minLength
        let rDiff = r.maxLength - r.minLength
        if lDiff == rDiff {
            let lMin = lDiff == .infinity ? -l.minLength : 0
            let rMin = rDiff == .infinity ? -r.minLength : 0
            return lMin < rMin
        }
        return lDiff < rDiff
    }
}
