import AnimDBModel

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
    /// Content written by an older animdb (content format 1) is checked by reading it in today's catalog; it is
    /// stored byte for byte, so only its hash is compared, not its canonical form.
    ///
    /// - Parameters:
    ///   - hash: the content's declared hash.
    ///   - presets: for a timeline, the content of each preset it uses (from the same bundle, or from this store);
    ///     when one is missing from both, only the timeline's own content is checked.
    /// - Throws: the `StoreError` a write of this content would throw.
    public func validateIncoming(
        kind: ObjectKind, id: UUID, content: JSONValue, hash: String, presets: [UUID: JSONValue]
    ) throws {
        let canonicalHash: String
        let name: String
        let isFormatOne: Bool
        switch kind {
        case .preset:
            let decoded = try decodePreset(id: id, contentJSON: content)
            name = decoded.name
            isFormatOne = Preset.isFormatOne(content)
            canonicalHash = try canonicalized(decoded).contentHash
        case .timeline:
            var decodedPresets: [UUID: Preset] = [:]
            for presetID in Timeline.referencedPresetIDs(in: content) {
                guard let presetContent = presets[presetID] else { return }
                decodedPresets[presetID] = try decodePreset(id: presetID, contentJSON: presetContent)
            }
            let decoded = try StoreError.content { () throws(ContentError) in
                try Timeline(
                    id: id, contentJSON: content,
                    presets: { presetID in
                        decodedPresets[presetID].map { preset in
                            Timeline.PresetInfo(
                                name: preset.name,
                                isModifier: validator.role(presetType: preset.type).map { !$0.isView } ?? false,
                                type: preset.type)
                        }
                    }, upgrade: formatOneUpgrade)
            }
            name = decoded.name
            isFormatOne = Timeline.isOlderFormat(content)
            let timeline = try canonicalized(decoded) { item throws -> Preset in
                guard let presetID = item.presetID, let preset = decodedPresets[presetID] else {
                    preconditionFailure("every referenced preset was decoded above")
                }
                return preset
            }
            canonicalHash = timeline.contentHash
        }
        if isFormatOne {
            guard SHA256.hexDigest(of: content.canonicalText) == hash else {
                throw StoreError.invalidContent(object: name, reason: "content does not match its hash")
            }
            return
        }
        guard canonicalHash == hash else { throw StoreError.notCanonical(name, storedAs: canonicalHash) }
    }
}
