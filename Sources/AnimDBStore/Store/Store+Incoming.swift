#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Store {
    /// Checks content from outside (a bundle or a sync file) against every rule a write of it would apply that does
    /// not depend on what this store holds: the content model, names, the validator's checks of values, types,
    /// parameters, animations and keyframes, the limits on times and repeats, and for a timeline its tracks against
    /// its preset. Content this build would store differently (and so hash differently) is refused as well.
    ///
    /// An import runs this on every incoming object before planning, so invalid content (a value `NaN`, a time of
    /// 1e308, an unknown type) is refused as such, never reported as a conflict, whatever the rest of the plan.
    ///
    /// - Parameters:
    ///   - hash: the content's declared hash.
    ///   - preset: for a timeline, its preset (from the same bundle, or from this store); nil when neither has it,
    ///     and then only the timeline's own content is checked.
    /// - Throws: the `StoreError` a write of this content would throw.
    public func validateIncoming(
        kind: ObjectKind, id: UUID, content: JSONValue, hash: String, preset: (id: UUID, content: JSONValue)?
    ) throws {
        let canonicalHash: String
        let name: String
        switch kind {
        case .preset:
            let decoded = try Preset(id: id, contentJSON: content)
            name = decoded.name
            canonicalHash = try canonicalized(decoded).contentHash
        case .timeline:
            let decoded = try Timeline(id: id, presetName: "", contentJSON: content)
            name = decoded.name
            guard let preset else { return }
            let presetObject = try Preset(id: preset.id, contentJSON: preset.content)
            var timeline = try canonicalized(decoded, preset: presetObject)
            timeline.presetID = decoded.presetID
            canonicalHash = timeline.contentHash
        }
        guard canonicalHash == hash else { throw StoreError.notCanonical(name, storedAs: canonicalHash) }
    }
}
