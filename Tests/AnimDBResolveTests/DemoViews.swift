import AnimDBModel
import AnimDBResolve
import AnimDBStore

/// The demo library's timelines as views, resolved without a store (their presets by id).
enum DemoViews {
    static let presets = Dictionary(uniqueKeysWithValues: DemoLibrary.presets.map { ($0.id, $0) })

    static var all: [(name: String, view: ViewSpec)] {
        DemoLibrary.resolvedTimelines.map { ($0.name, try! ViewSpec(timeline: $0, presets: presets)) }
    }

    static func timeline(_ name: String) -> Timeline? {
        DemoLibrary.resolvedTimelines.first { $0.name == name }
    }

    static func view(_ name: String) throws -> ViewSpec {
        try ViewSpec(timeline: timeline(name)!, presets: presets)
    }
}
