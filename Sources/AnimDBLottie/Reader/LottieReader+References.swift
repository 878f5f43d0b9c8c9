#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LottieReadContext {
    /// Makes every precomposition reference drawable: a layer whose `refId` names no precomposition, or one that
    /// would draw a precomposition inside itself, becomes a null layer (its transform still moves its children) with
    /// a line, as rlottie leaves such references out (`LottieParserImpl::resolveLayerRefs`). Afterwards every
    /// reference names a precomposition and none contains itself, so walking them always ends.
    mutating func resolveReferences(
        _ layers: inout [LottieLayer], _ precompositions: inout [LottiePrecomposition], assetPaths: [String: String]
    ) {
        let positions = Dictionary(
            precompositions.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        // 0: not visited, 1: on the current path, 2: done.
        var state = [Int](repeating: 0, count: precompositions.count)
        // Nesting deeper than the limit is not followed: `LottieLimits.check` refuses it.
        let deepest = limits.maxPrecompositionDepth + 1
        func visit(_ layers: inout [LottieLayer], path: String, depth: Int) {
            for index in layers.indices {
                guard case .precomposition(let reference) = layers[index].content else { continue }
                let layerPath = "\(path)[\(index)]"
                guard let target = positions[reference.referenceID] else {
                    skip(layerPath, "no precomposition '\(reference.referenceID)'; drawn as a null layer")
                    layers[index].content = .null
                    continue
                }
                switch state[target] {
                case 1:
                    skip(layerPath, "precomposition '\(reference.referenceID)' inside itself; drawn as a null layer")
                    layers[index].content = .null
                case 0 where depth < deepest:
                    state[target] = 1
                    var inner = precompositions[target].layers
                    visit(&inner, path: (assetPaths[reference.referenceID] ?? "assets") + ".layers", depth: depth + 1)
                    precompositions[target].layers = inner
                    state[target] = 2
                default:
                    break
                }
            }
        }
        visit(&layers, path: "layers", depth: 0)
        // Precompositions no layer reaches are still checked, as a start of their own.
        for start in precompositions.indices where state[start] == 0 {
            state[start] = 1
            var inner = precompositions[start].layers
            visit(&inner, path: (assetPaths[precompositions[start].id] ?? "assets") + ".layers", depth: 1)
            precompositions[start].layers = inner
            state[start] = 2
        }
    }
}
