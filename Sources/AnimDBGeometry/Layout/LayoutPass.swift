import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A size in layout's arithmetic (points as `Double` on every platform).
struct Size: Equatable, Sendable {
    var width: Double
    var height: Double

    static let zero = Size(width: 0, height: 0)

    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init(_ major: Double, _ minor: Double, along axis: Axis) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }
}

/// A proposal in layout's arithmetic: NaN is nil (unspecified).
struct Proposal: Sendable {
    var width: Double
    var height: Double

    static let unspecified = Proposal(width: .nan, height: .nan)

    init(width: Double, height: Double) {
        // -0 and 0 are the same proposal.
        self.width = width + 0
        self.height = height + 0
    }

    init(_ major: Double, _ minor: Double, along axis: Axis) {
        self = axis == .horizontal ? Proposal(width: major, height: minor) : Proposal(width: minor, height: major)
    }

    init(_ size: Size) { self.init(width: size.width, height: size.height) }

    init(_ proposal: ProposedViewSize) {
        self.init(width: proposal.width.map { Double($0) } ?? .nan, height: proposal.height.map { Double($0) } ?? .nan)
    }

    subscript(axis: Axis) -> Double { axis == .horizontal ? width : height }

    /// The same proposal: equal dimensions, NaN matching NaN.
    func matches(_ other: Proposal) -> Bool {
        (width == other.width || (width.isNaN && other.width.isNaN))
            && (height == other.height || (height.isNaN && other.height.isNaN))
    }

    /// Nil dimensions replaced by `size`'s.
    func fixing(_ size: Size) -> Size {
        Size(width: width.isNaN ? size.width : width, height: height.isNaN ? size.height : height)
    }

    /// Less the insets on each specified dimension, never below 0 (`_ProposedSize.inset(by:)`).
    func inset(by insets: EdgeInsets) -> Proposal {
        Proposal(
            width: width.isNaN ? .nan : max(0, width - Double(insets.leading + insets.trailing)),
            height: height.isNaN ? .nan : max(0, height - Double(insets.top + insets.bottom)))
    }

    var publicValue: ProposedViewSize {
        ProposedViewSize(
            width: width.isNaN ? nil : CGFloat(width), height: height.isNaN ? nil : CGFloat(height))
    }
}

/// The sizes answered in a pass, per node and proposal (SwiftUI caches `sizeThatFits` per proposal the same way).
/// Each node's entries form a list through `keys`, newest first; a lookup reads only `keys`.
struct MeasurementCache: Sendable {
    struct Key: Sendable {
        var proposal: Proposal
        /// The node's next older entry, or −1.
        var next: Int32
    }

    struct Value: Sendable {
        var size: Size
        /// The text baselines in the node's frame for the entry's proposal (NaN: none), once `baselinesKnown`.
        var firstBaseline = Double.nan
        var lastBaseline = Double.nan
        var baselinesKnown = false
    }

    /// Each node's newest entry, or −1.
    var heads: [Int32]
    var keys: [Key] = []
    var values: [Value] = []

    init(nodes: Int) {
        heads = Array(repeating: -1, count: nodes)
        keys.reserveCapacity(nodes * 4)
        values.reserveCapacity(nodes * 4)
    }

    var count: Int { keys.count }

    @inline(__always)
    func find(_ node: Int32, _ proposal: Proposal) -> Int? {
        var index = heads[Int(node)]
        while index >= 0 {
            let key = keys[Int(index)]
            if key.proposal.matches(proposal) { return Int(index) }
            index = key.next
        }
        return nil
    }

    mutating func add(_ node: Int32, _ proposal: Proposal, _ size: Size) {
        keys.append(Key(proposal: proposal, next: heads[Int(node)]))
        values.append(Value(size: size))
        heads[Int(node)] = Int32(keys.count - 1)
    }
}

/// A rectangle in layout's arithmetic.
struct Rect: Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}

/// One layout pass over a `LayoutTree`: sizes are measured once per node and proposal (SwiftUI caches
/// `sizeThatFits` per proposal the same way), then every node is placed from the root down.
struct LayoutPass {
    let tree: LayoutTree
    let pixelLength: Double
    var cache: MeasurementCache
    var measurementCount = 0
    /// The most measurements this pass may make (`LayoutTree.maxMeasurements`; tests lower it).
    var measurementLimit = LayoutTree.maxMeasurements
    var exhausted = false
    var frames: [Rect]
    var proposals: [Proposal]
    /// Each node's spacing preferences, computed when a stack first needs them.
    var spacings: [ViewSpacing?]
    /// Each stack's distances between its views (the first is 0), computed once per pass.
    var distanceStart: [Int32]
    var distances: [Double] = []
    /// Per-call working space for stacks, used as a stack of frames.
    var scratch: [StackChild] = []

    init(tree: LayoutTree, environment: LayoutEnvironment) {
        self.tree = tree
        let scale = environment.displayScale
        pixelLength = scale.isFinite && scale > 0 ? 1 / scale : 1.0 / 3
        let count = tree.nodes.count
        cache = MeasurementCache(nodes: count)
        frames = Array(repeating: Rect(x: .nan, y: .nan, width: 0, height: 0), count: count)
        proposals = Array(repeating: .unspecified, count: count)
        spacings = Array(repeating: nil, count: count)
        distanceStart = Array(repeating: -1, count: count)
    }

    // MARK: Measuring

    /// The size of `node` for `proposal`, measured once per pass.
    mutating func size(_ node: Int32, _ proposal: Proposal) -> Size {
        if let entry = cache.find(node, proposal) { return cache.values[entry].size }
        if exhausted { return .zero }
        measurementCount += 1
        if measurementCount > measurementLimit {
            exhausted = true
            return .zero
        }
        let size = measure(Int(node), proposal)
        cache.add(node, proposal, size)
        return size
    }

    /// The length of `node` along `axis` for `proposal` (`lengthThatFits`).
    mutating func length(_ node: Int32, _ proposal: Proposal, along axis: Axis) -> Double {
        size(node, proposal)[axis]
    }

    private mutating func measure(_ index: Int, _ p: Proposal) -> Size {
        let node = tree.nodes[index]
        let first = node.childCount > 0 ? tree.firstChild(of: index) : -1
        switch node.op {
        case .empty, .group: return .zero
        case .fill: return p.fixing(Size(width: 10, height: 10))
        case .text(let text): return tree.texts[Int(text)].size(width: p.width, height: p.height)
        case .fixed(let width, let height): return Size(width: width, height: height)
        case .custom(let closure):
            let answer = tree.customs[Int(closure)](p.publicValue)
            func clean(_ value: CGFloat) -> Double { value.isNaN || value < 0 ? 0 : Double(value) }
            return Size(width: clean(answer.width), height: clean(answer.height))
        case .spacer(let minLength):
            // `SpacerLayoutComputer.Engine.sizeThatFits` (OpenSwiftUI `Spacer.swift` lines 243–262).
            let least = minLength.isNaN ? ViewSpacing.defaultSpacing : minLength
            func along(_ value: Double) -> Double { max(value.isNaN ? -.infinity : value, least) }
            switch node.spacerAxis {
            case .horizontal: return Size(width: along(p.width), height: 0)
            case .vertical: return Size(width: 0, height: along(p.height))
            case nil: return Size(width: along(p.width), height: along(p.height))
            }
        case .vStack(let alignment, let spacing):
            return stackSize(index, axis: .vertical, minor: .horizontal(alignment), spacing: spacing, p)
        case .hStack(let alignment, let spacing):
            return stackSize(index, axis: .horizontal, minor: .vertical(alignment), spacing: spacing, p)
        case .zStack: return zStackSize(index, p)
        case .frame(let width, let height, _):
            // `_FrameLayout.sizeThatFits` (OpenSwiftUI `FrameLayout.swift` lines 75–81).
            if !width.isNaN, !height.isNaN { return Size(width: width, height: height) }
            let child = size(
                first, Proposal(width: width.isNaN ? p.width : width, height: height.isNaN ? p.height : height))
            return Size(width: width.isNaN ? child.width : width, height: height.isNaN ? child.height : height)
        case .flexibleFrame(let frame): return flexibleFrameSize(tree.flexibleFrames[Int(frame)], child: first, p)
        case .padding(let insets):
            // `_PaddingLayout.sizeThatFits`: the child in the inset proposal, outset by the insets.
            let child = size(first, p.inset(by: insets))
            return Size(
                width: child.width + Double(insets.leading + insets.trailing),
                height: child.height + Double(insets.top + insets.bottom))
        case .fixedSize(let horizontal, let vertical):
            return size(first, Proposal(width: horizontal ? .nan : p.width, height: vertical ? .nan : p.height))
        case .overlay, .background, .passthrough, .layoutPriority: return size(first, p)
        case .position:
            // `_PositionLayout.sizeThatFits`: the whole proposal; the child's size on unspecified axes.
            if !p.width.isNaN, !p.height.isNaN { return Size(width: p.width, height: p.height) }
            return p.fixing(size(first, p))
        case .aspectRatio(let ratio, let mode): return size(first, offered(p, ratio: ratio, mode: mode, child: first))
        case .navigationStack(let title):
            let bar = title >= 0 ? NavigationMetrics.largeTitleBarHeight : NavigationMetrics.standardBarHeight
            if !p.width.isNaN, !p.height.isNaN { return Size(width: p.width, height: p.height) }
            let content = size(first, Proposal(width: p.width, height: p.height.isNaN ? .nan : max(0, p.height - bar)))
            return p.fixing(Size(width: content.width, height: content.height + bar))
        case .control(let control): return controlSize(Int(control), p)
        }
    }

    /// `_FlexFrameLayout.sizeThatFits` (OpenSwiftUI `FrameLayout.swift` lines 279–337).
    private mutating func flexibleFrameSize(_ frame: FlexibleFrame, child: Int32, _ p: Proposal) -> Size {
        func own(_ limits: FlexibleFrame.Limits, _ proposed: Double) -> Double? {
            guard !proposed.isNaN else { return limits.ideal }
            guard let minimum = limits.min, let maximum = limits.max, minimum <= maximum else { return nil }
            return min(max(proposed, minimum), maximum)
        }
        let width = own(frame.width, p.width)
        let height = own(frame.height, p.height)
        if let width, let height { return Size(width: width, height: height) }
        let proposal = flexibleChildProposal(frame, p)
        let size = self.size(child, proposal)
        func final(_ limits: FlexibleFrame.Limits, _ childProposal: Double, _ childSize: Double) -> Double {
            switch (limits.min, limits.max) {
            case (let minimum?, let maximum?) where minimum <= maximum: min(max(minimum, childSize), maximum)
            case (let minimum?, nil): max(min(childProposal.isNaN ? .infinity : childProposal, childSize), minimum)
            case (nil, let maximum?): min(max(childProposal.isNaN ? -.infinity : childProposal, childSize), maximum)
            default: childSize
            }
        }
        return Size(
            width: width ?? final(frame.width, proposal.width, size.width),
            height: height ?? final(frame.height, proposal.height, size.height))
    }

    /// What a flexible frame proposes its view when measuring: the proposal (or the ideal when unspecified)
    /// clamped to the limits (`_FlexFrameLayout.childProposal`).
    func flexibleChildProposal(_ frame: FlexibleFrame, _ p: Proposal) -> Proposal {
        func axis(_ limits: FlexibleFrame.Limits, _ proposed: Double) -> Double {
            let value = proposed.isNaN ? (limits.ideal ?? .nan) : proposed
            guard !value.isNaN else { return .nan }
            return min(max(value, limits.min ?? -.infinity), limits.max ?? .infinity)
        }
        return Proposal(width: axis(frame.width, p.width), height: axis(frame.height, p.height))
    }

    /// `_AspectRatioLayout.spaceOffered`: the ratio scaled to fit or fill the proposal (OpenSwiftUI
    /// `AspectRatioLayout.swift`).
    mutating func offered(_ p: Proposal, ratio: Double, mode: ContentMode, child: Int32) -> Proposal {
        guard !(p.width.isNaN && p.height.isNaN) else { return p }
        let base = ratio.isNaN ? size(child, .unspecified) : Size(width: ratio, height: 1)
        let shape = base.width == base.height ? Size(width: 1, height: 1) : base
        func scale(_ target: Double, _ length: Double) -> Double {
            !target.isNaN && (length != 0 || target != 0) ? target / length : .infinity
        }
        let x = scale(p.width, shape.width)
        let y = scale(p.height, shape.height)
        let factor = mode == .fit ? min(x, y) : max(x, y)
        return Proposal(width: shape.width * factor, height: shape.height * factor)
    }

    /// The highest priority among a z-stack's views.
    func topPriority(_ views: Range<Int>) -> Double {
        var top = -Double.infinity
        for slot in views { top = max(top, tree.nodes[Int(tree.stackChildList[slot])].priority) }
        return top
    }

    private mutating func zStackSize(_ index: Int, _ p: Proposal) -> Size {
        // `_ZStackLayout.sizeThatFits`: the largest width and height of the highest-priority views.
        let views = tree.viewRange(of: index)
        guard !views.isEmpty else { return .zero }
        let top = topPriority(views)
        var result = Size.zero
        for slot in views {
            let view = tree.stackChildList[slot]
            guard tree.nodes[Int(view)].priority == top else { continue }
            let size = self.size(view, p)
            result = Size(width: max(result.width, size.width), height: max(result.height, size.height))
        }
        return result
    }
}
