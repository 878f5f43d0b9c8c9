import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// Laws of layout, each asked of many seeded random trees.
struct LayoutPropertyTests {
    /// Random view trees of leaves, stacks and modifiers. `offsets` scales every offset, so two trees that differ
    /// only in their offsets can be compared node by node.
    struct TreeGenerator {
        var random: SeededGenerator
        var offsets = 1.0

        init(seed: UInt64) { random = SeededGenerator(seed: seed) }

        mutating func leaf() -> LayoutNode {
            switch random.int(in: 0...6) {
            case 0: return .color(.red)
            case 1: return .fixed(width: random.double(in: 0...120), height: random.double(in: 0...80))
            case 2:
                let words = ["Hello", "SwiftUI", "layout", "is", "a", "negotiation", "名前"]
                let text = (0..<random.int(in: 1...6)).map { _ in random.pick(words) }.joined(separator: " ")
                return .text(text, font: random.pick([.body, .title, .caption, .headline]))
            case 3: return .spacer(minLength: random.bool() ? nil : random.double(in: 0...30))
            case 4: return .button("Tap me", style: random.pick(ButtonStyle.allCases))
            case 5: return .shape(Circle())
            default: return .toggle("Option", isOn: random.bool())
            }
        }

        mutating func node(depth: Int) -> LayoutNode {
            guard depth > 0, random.int(in: 0...3) > 0 else { return leaf() }
            switch random.int(in: 0...12) {
            case 0, 1:
                return .vStack(
                    alignment: random.pick([.leading, .center, .trailing]),
                    spacing: random.bool() ? nil : random.double(in: 0...20),
                    children(depth))
            case 2, 3:
                return .hStack(
                    alignment: random.pick([.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]),
                    spacing: random.bool() ? nil : random.double(in: 0...20), children(depth))
            case 4: return .zStack(alignment: random.pick([.center, .topLeading, .bottomTrailing]), children(depth))
            case 5:
                return node(depth: depth - 1).frame(
                    width: random.double(in: 0...200), height: random.double(in: 0...200))
            case 6:
                return node(depth: depth - 1).frame(
                    minWidth: random.bool() ? random.double(in: 0...100) : nil,
                    maxWidth: random.bool() ? .infinity : random.double(in: 100...300),
                    alignment: random.pick([.leading, .center, .trailing]))
            case 7: return node(depth: depth - 1).padding(random.double(in: 0...20))
            case 8: return node(depth: depth - 1).fixedSize(horizontal: random.bool(), vertical: random.bool())
            case 9:
                return node(depth: depth - 1).offset(
                    x: offsets * random.double(in: -50...50), y: offsets * random.double(in: -50...50))
            case 10: return node(depth: depth - 1).layoutPriority(random.double(in: -1...1).rounded())
            case 11: return node(depth: depth - 1).overlay(leaf())
            default:
                return node(depth: depth - 1).aspectRatio(
                    random.double(in: 0.5...2), contentMode: random.pick(ContentMode.allCases))
            }
        }

        mutating func children(_ depth: Int) -> [LayoutNode] {
            (0..<random.int(in: 0...4)).map { _ in node(depth: depth - 1) }
        }
    }

    static let proposals: [ProposedViewSize] = [
        .unspecified, .zero, .infinity, ProposedViewSize(width: 320, height: 480),
        ProposedViewSize(width: nil, height: 100),
        ProposedViewSize(width: 150, height: nil), ProposedViewSize(width: 37.5, height: 0),
    ]

    @Test func layoutIsAPureFunctionOfTheTree() throws {
        for seed in 0..<60 as Range<UInt64> {
            var first = TreeGenerator(seed: seed)
            var second = TreeGenerator(seed: seed)
            let a = try first.node(depth: 4).layout(in: CGSize(width: 390, height: 844))
            let b = try second.node(depth: 4).layout(in: CGSize(width: 390, height: 844))
            #expect(a == b, "seed \(seed)")
            #expect(try a.tree.layout(in: CGSize(width: 390, height: 844)) == a, "seed \(seed): the same tree again")
        }
    }

    @Test func everyFrameIsTheAnswerToItsProposal() throws {
        // Asked one way (the size measured for a proposal) and another (the frame placed with that proposal).
        for seed in 100..<160 as Range<UInt64> {
            var generator = TreeGenerator(seed: seed)
            let result = try generator.node(depth: 4).layout(in: CGSize(width: 390, height: 844))
            for node in 0..<result.count {
                if case .group = result.tree.nodes[node].op { continue }
                if case .empty = result.tree.nodes[node].op { continue }
                let proposal = result.proposal(of: node)
                let frame = result.frame(of: node)
                let answered = result.measurements(of: node).first { $0.proposal == proposal }
                #expect(answered?.size == frame.size, "seed \(seed) node \(node) \(result.tree.description(of: node))")
            }
            // And the root answers a parent what it takes in the canvas.
            #expect(
                try result.tree.sizeThatFits(ProposedViewSize(width: 390, height: 844)) == result.frame(of: 0).size,
                "seed \(seed)")
        }
    }

    @Test func aFixedFrameAlwaysAnswersItsSize() throws {
        for seed in 200..<240 as Range<UInt64> {
            var generator = TreeGenerator(seed: seed)
            let (width, height) = (generator.random.double(in: 0...300), generator.random.double(in: 0...300))
            let tree = try LayoutTree(generator.node(depth: 3).frame(width: width, height: height))
            for proposal in Self.proposals {
                #expect(
                    try tree.sizeThatFits(proposal) == CGSize(width: width, height: height), "seed \(seed) \(proposal)")
            }
        }
    }

    @Test func paddingAddsExactlyItsInsets() throws {
        for seed in 300..<340 as Range<UInt64> {
            var generator = TreeGenerator(seed: seed)
            let view = generator.node(depth: 3)
            let insets = EdgeInsets(
                top: generator.random.double(in: 0...30), leading: generator.random.double(in: 0...30),
                bottom: generator.random.double(in: 0...30), trailing: generator.random.double(in: 0...30))
            let bare = try LayoutTree(view)
            let padded = try LayoutTree(view.padding(insets))
            for proposal in Self.proposals {
                let inner = Proposal(proposal).inset(by: insets).publicValue
                let size = try bare.sizeThatFits(inner)
                let expected = CGSize(
                    width: size.width + insets.leading + insets.trailing,
                    height: size.height + insets.top + insets.bottom)
                let answer = try padded.sizeThatFits(proposal)
                #expect(
                    Double(answer.width).isApproximatelyEqual(to: Double(expected.width), absoluteTolerance: 1e-9)
                        && Double(answer.height).isApproximatelyEqual(
                            to: Double(expected.height), absoluteTolerance: 1e-9),
                    "seed \(seed) \(proposal): \(answer) ≠ \(expected)")
            }
        }
    }

    @Test func offsetsMoveNothingInLayout() throws {
        for seed in 400..<440 as Range<UInt64> {
            var moved = TreeGenerator(seed: seed)
            var still = TreeGenerator(seed: seed)
            still.offsets = 0
            let a = try moved.node(depth: 4).layout(in: CGSize(width: 390, height: 844))
            let b = try still.node(depth: 4).layout(in: CGSize(width: 390, height: 844))
            #expect(a.frames == b.frames, "seed \(seed)")
        }
    }

    @Test func stackedViewsNeverOverlapAndFitWhenTheyCan() throws {
        var random = SeededGenerator(seed: 500)
        for _ in 0..<200 {
            let axis = random.pick([Axis.horizontal, .vertical])
            var fixedLength = 0.0
            var flexible = false
            let views: [LayoutNode] = (0..<random.int(in: 1...6)).map { _ in
                switch random.int(in: 0...2) {
                case 0:
                    let length = random.double(in: 0...60)
                    fixedLength += length
                    return axis == .vertical ? LayoutCheck.box(30, length) : LayoutCheck.box(length, 30)
                case 1:
                    flexible = true
                    return .color(.blue)
                default:
                    flexible = true
                    return .spacer(minLength: 0)
                }
            }
            let spacing = random.double(in: 0...12)
            let stack =
                axis == .vertical ? LayoutNode.vStack(spacing: spacing, views) : .hStack(spacing: spacing, views)
            let room = random.double(in: 0...400)
            let result = try stack.layout(
                in: axis == .vertical ? CGSize(width: 300, height: room) : CGSize(width: room, height: 300))
            let frames = result.tree.children(of: 0).map(result.frame(of:))
            let stackFrame = result.frame(of: 0)
            for (previous, next) in zip(frames, frames.dropFirst()) {
                let gap = axis == .vertical ? next.minY - previous.maxY : next.minX - previous.maxX
                #expect(abs(Double(gap) - spacing) < 1e-9, "views follow each other, spacing apart")
            }
            let needed = fixedLength + spacing * Double(views.count - 1)
            let length = Double(axis == .vertical ? stackFrame.height : stackFrame.width)
            if needed <= room {
                // What fits fits, and flexible views take the rest.
                #expect(length <= room + 1e-9)
                if flexible { #expect(abs(length - room) < 1e-9) }
            } else {
                #expect(abs(length - needed) < 1e-9, "fixed views keep their lengths")
            }
        }
    }

    @Test func groupsJoinTheirContainer() throws {
        let a = LayoutCheck.box(40, 40)
        let b = LayoutNode.text("b")
        let c = LayoutNode.color(.green)
        let canvas = CGSize(width: 300, height: 300)
        let flat = try LayoutNode.vStack([a, b.padding(3), c.padding(3), LayoutCheck.box(10, 10)]).layout(in: canvas)
        // The group's views join the stack; its padding pads each of them; an empty view is no view.
        let grouped = try LayoutNode.vStack([
            a, LayoutNode.group([b, .group([c]), .empty]).padding(3), LayoutCheck.box(10, 10),
        ])
        .layout(in: canvas)
        #expect(grouped.tree.description(of: 3) == "Group")
        for (flatNode, groupedNode) in [(3, 4), (4, 5), (5, 7), (6, 8), (7, 10)] {
            #expect(
                grouped.frame(of: groupedNode) == flat.frame(of: flatNode),
                "\(grouped.tree.description(of: groupedNode))")
        }
        // The group's own frame is the union of its views'.
        let union = grouped.frame(of: 4).union(grouped.frame(of: 7))
        #expect(grouped.frame(of: 3) == union)
        #expect(grouped.frame(of: 6) == grouped.frame(of: 7))
        // A group where one view is expected stacks its views vertically.
        let root = try LayoutNode.group([a, a]).layout(in: canvas)
        #expect(root.tree.description(of: 0) == "Group (as VStack)")
        #expect(root.frame(of: 0).size == CGSize(width: 40, height: 88))
    }

    @Test func pathologicalTreesAreRefusedNotLaidOutForever() throws {
        // Nested beyond the depth limit: refused before any work.
        var deep = LayoutNode.color(.red)
        for _ in 0..<300 { deep = deep.padding(1) }
        #expect(throws: LayoutError.tooDeep(LayoutTree.maxDepth + 1)) { try LayoutTree(deep) }
        // Alternating stacks of flexible text multiply the proposals each level asks: the pass either finishes or
        // stops at the measurement limit, and either way promptly.
        var nested = LayoutNode.text("grow")
        for level in 0..<60 {
            nested =
                level % 2 == 0
                ? .hStack([nested, .text("a b c"), .color(.red)]) : .vStack([nested, .text("d e"), .spacer()])
        }
        let tree = try LayoutTree(nested)
        #expect(throws: LayoutError.tooManyMeasurements(2_000)) {
            try tree.layout(
                in: CGSize(width: 390, height: 844), environment: LayoutEnvironment(), measurementLimit: 2_000)
        }
        #expect("\(LayoutError.tooManyMeasurements(2_000))".contains("more than 2000 measurements"))
        #expect(
            LayoutError.tooManyNodes(100_001).description
                == "view tree has at least 100001 nodes; at most 100000 can be laid out")
        // Too many nodes: refused once the flattening counts past the limit.
        let wide = LayoutNode.vStack(Array(repeating: .color(.red), count: LayoutTree.maxNodes))
        #expect(throws: LayoutError.tooManyNodes(LayoutTree.maxNodes + 1)) { try LayoutTree(wide) }
    }

    @Test func measurementsAreCachedPerProposal() throws {
        // A 500-node tree asks each node only a handful of distinct sizes.
        let rows = (0..<60).map { index in
            LayoutNode.hStack([
                .text("Row \(index)"), .spacer(), .button("Edit", style: .bordered), .toggle("", isOn: index % 2 == 0),
                .color(.red).frame(width: 20, height: 20).padding(2).background(.color(.gray)),
            ])
        }
        let tree = try LayoutTree(LayoutNode.vStack(rows).padding())
        #expect(tree.count > 500)
        let result = try tree.layout(in: CGSize(width: 390, height: 844))
        // A row's views are asked for their least and greatest widths and their share, each for the row's three
        // heights (the stack's least, greatest and share): at most 9 sizes, about 4.6 per node on average.
        let worst = (0..<result.count).map { result.measurements(of: $0).count }.max() ?? 0
        #expect(worst <= 9)
        #expect(result.measurementCount <= 5 * tree.count)
    }
}
