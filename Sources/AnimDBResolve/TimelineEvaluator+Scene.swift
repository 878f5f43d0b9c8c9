import AnimDBEngine
import AnimDBGeometry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension TimelineEvaluator {
    /// The view's items with every parameter's value at `time`, ready for the scene builder: each item's values at
    /// rest with the evaluated parameters put in.
    public mutating func sceneItems(at time: Double) -> [SceneItem] {
        var items = view.items.map { SceneItem(type: $0.type, values: $0.values) }
        for (key, value) in zip(parameters, values(at: time)) { items[key.item].values[key.parameter] = value }
        return items
    }

    /// The view tree at `time`: its items' values and each node's presence (shown, hidden, or coming and going with
    /// its transition's progress).
    public mutating func sceneView(at time: Double) -> SceneView {
        let items = sceneItems(at: time)
        let local = timing.localTime(time)
        var presence = [SceneView.Presence](repeating: .shown, count: view.nodes.count)
        for node in tree.conditionalNodes {
            let shown = tree.isShown(node, at: local)
            let progress = presenceTracks[node]!.value(at: local)
            switch (shown, progress) {
            case (true, 1): presence[node] = .shown
            case (true, _): presence[node] = .inserting(progress)
            case (false, 0): presence[node] = .hidden
            case (false, _): presence[node] = .removing(progress)
            }
        }
        return SceneView(items: items, nodes: sceneNodes, presence: presence)
    }

    /// The scene at `time` on a canvas of `size`: the tree laid out as SwiftUI lays it out, each box where its
    /// geometry animation has it, removed nodes where they last were while they go (see `ScenePlan`).
    public mutating func scene(at time: Double, size: CGSize) -> Scene {
        if scenePlan?.size != size { scenePlan = makeScenePlan(size: size) }
        let view = sceneView(at: time)
        let inputs = SceneLayout.Inputs(view: view, canvas: size)
        let layout: SceneLayout
        if let last = lastLayout, last.inputs == inputs {
            layout = last.layout
        } else {
            guard let fresh = try? SceneLayout(view: view, display: sceneDisplay, canvas: size) else {
                return Scene(size: size, nodes: [])
            }
            layout = fresh
            lastLayout = (inputs, fresh)
        }
        let local = timing.localTime(time)
        // The display nodes of nodes being removed draw where they last were.
        var frozen: [SceneBox: CGRect] = [:]
        for node in view.nodes.indices {
            guard case .removing = view.presence(of: node), let frames = scenePlan?.removedFrames(of: node, at: local)
            else { continue }
            frozen.merge(frames) { a, _ in a }
        }
        // Taken out while its tracks advance: a copy left behind would make the first mutation copy every track.
        var plan = scenePlan
        scenePlan = nil
        var offsets: [SceneBox: CGRect] = [:]
        for (box, frame) in layout.frames where plan?.hasTracks == true {
            guard let offset = plan?.offset(of: box, at: local) else { continue }
            offsets[box] = CGRect(
                x: Double(frame.minX) + offset.x, y: Double(frame.minY) + offset.y,
                width: max(0, Double(frame.width) + offset.width), height: max(0, Double(frame.height) + offset.height))
        }
        scenePlan = plan
        // An empty dictionary still hashes the key it is asked for; most frames have nothing frozen or moving.
        let (anyFrozen, anyOffset) = (!frozen.isEmpty, !offsets.isEmpty)
        return SceneBuilder.scene(view, display: sceneDisplay, layout: layout, size: size) { box in
            (anyFrozen ? frozen[box] : nil) ?? (anyOffset ? offsets[box] : nil) ?? layout.frame(box)
        }
    }

    /// Lays the tree out at each transaction, before and after it.
    private mutating func makeScenePlan(size: CGSize) -> ScenePlan {
        let nodes = sceneNodes
        var evaluator = self
        return ScenePlan(size: size, display: sceneDisplay, tree: tree, clock: display) { time, jumps, presence in
            var items = evaluator.sceneItems(at: time)
            for (key, value) in jumps { items[key.item].values[key.parameter] = value }
            // Jumping parameters not yet changed by the transactions so far are at rest.
            for key in evaluator.timing.parameters.filter(\.jumps).map(\.key) where jumps[key] == nil {
                items[key.item].values[key.parameter] = evaluator.view.items[key.item].values[key.parameter]
            }
            let view = SceneView(
                items: items, nodes: nodes, presence: presence.map { $0 ? SceneView.Presence.shown : .hidden })
            return try? SceneLayout(view: view, display: evaluator.sceneDisplay, canvas: size)
        }
    }

    /// The tree's nodes as the scene builder numbers them (the same as `view.nodes`).
    var sceneNodes: [SceneView.Node] {
        view.nodes.map { node in
            SceneView.Node(
                item: node.item,
                modifiers: node.modifiers.map { SceneView.Modifier(item: $0.item, content: $0.content) },
                children: node.children)
        }
    }
}
