import AnimDBEngine
import AnimDBGeometry
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TimelineEvaluator {
    /// The view's items with every parameter's value at `time`, ready for `SceneBuilder.scene`: each item's values at
    /// rest with the evaluated parameters put in.
    public mutating func sceneItems(at time: Double) -> [SceneItem] {
        var items = view.items.map { SceneItem(type: $0.type, values: $0.values) }
        for (key, value) in zip(parameters, values(at: time)) { items[key.item].values[key.parameter] = value }
        return items
    }

    /// The scene at `time` on a canvas of `size`.
    public mutating func scene(at time: Double, size: CGSize) -> Scene {
        SceneBuilder.scene(sceneItems(at: time), size: size)
    }
}
