import AnimDBGeometry
import AnimDBModel

extension ViewSyntax {
    /// Whether `items` are a shape not yet painted: a shape and only shape modifiers after it, so a call on them is
    /// `Shape`'s (`.offset`, `.rotation`, `.scale`, `.transform` return shapes) rather than `View`'s.
    func isShape(_ items: [Timeline.Item]) -> Bool {
        func type(_ item: Timeline.Item) -> PresetType? {
            switch item.source {
            case .inline(let name, _, _): types.type(named: name)
            case .preset(let name, _, _): presets(name).flatMap { types.type(named: $0.type) }
            }
        }
        guard let first = items.first, type(first)?.kind == .shape else { return false }
        return items.dropFirst().allSatisfy { type($0)?.modifiesShape == true }
    }

    /// A `CGAffineTransform(…)` argument as the parameters of `transform-effect` and `shape-transform`: `.identity`,
    /// `(a:b:c:d:tx:ty:)`, `(translationX:y:)` or `(scaleX:y:)`.
    static func affineTransform(_ transform: String, in text: String, call: String) throws(Failure) -> [(
        String, String
    )] {
        if transform == ".identity" || transform == "CGAffineTransform.identity" { return [] }
        let refusal = Failure(
            description:
                "'\(text)': animdb reads \(call)(CGAffineTransform(a:b:c:d:tx:ty:)), (translationX:y:) or (scaleX:y:)")
        guard let made = try Chain(transform).head, made.name == "CGAffineTransform", let parts = made.arguments else {
            throw refusal
        }
        let renamed: [String: String]
        switch parts.map({ $0.label ?? "" }) {
        case ["a", "b", "c", "d", "tx", "ty"]: renamed = [:]
        case ["translationX", "y"]: renamed = ["translationX": "tx", "y": "ty"]
        case ["scaleX", "y"]: renamed = ["scaleX": "a", "y": "d"]
        default: throw refusal
        }
        return parts.map { (renamed[$0.label!] ?? $0.label!, $0.text) }
    }
}
