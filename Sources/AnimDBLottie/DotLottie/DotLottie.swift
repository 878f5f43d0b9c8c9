import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// dotLottie (`.lottie`): a zip archive holding `manifest.json` and one Lottie JSON per animation.
///
/// animdb writes version 1 of the layout (`animations/ID.json`, manifest `version` "1"), which every dotLottie
/// player reads, as stored entries with fixed timestamps, so the same animations give the same bytes. It reads
/// both layouts (version 2 keeps animations in `a/ID.json`), stored or deflated.
public enum DotLottie {
    /// One animation in an archive: its manifest id and its Lottie JSON.
    public struct Animation: Equatable, Sendable {
        public var id: String
        public var json: Data
        /// Whether players should loop it (manifest `loop`).
        public var loops: Bool

        public init(id: String, json: Data, loops: Bool = false) {
            self.id = id
            self.json = json
            self.loops = loops
        }
    }

    /// The archive bytes for `animations`, in the given order (the first is the one players show first).
    ///
    /// - Throws: `LottieError` when an id is not a plain file name (empty, with a path separator or `..`, or over
    ///   200 bytes) or two animations share one.
    public static func archive(_ animations: [Animation], generator: String = "animdb") throws(LottieError) -> Data {
        var ids: Set<String> = []
        for animation in animations {
            try validate(id: animation.id)
            guard ids.insert(animation.id).inserted else {
                throw LottieError(path: "", message: "two animations share the id '\(animation.id)'")
            }
        }
        let manifest = JSONValue.object([
            "version": "1", "generator": .string(generator),
            "animations": .array(
                animations.map { animation in
                    .object(["id": .string(animation.id), "loop": .bool(animation.loops), "speed": 1])
                }),
        ])
        var entries = [ZipWriter.Entry(name: "manifest.json", data: manifest.canonicalBytes)]
        for animation in animations {
            entries.append(ZipWriter.Entry(name: "animations/\(animation.id).json", data: [UInt8](animation.json)))
        }
        return Data(ZipWriter.archive(entries))
    }

    /// The animations an archive's manifest lists, with their JSON (not yet read as Lottie).
    /// - Throws: `LottieError` for a malformed or over-limit archive, a missing or invalid manifest, or a listed
    ///   animation that is missing.
    public static func animations(in data: Data, limits: ZipLimits = ZipLimits()) throws(LottieError) -> [Animation] {
        let zip = try ZipReader(data, limits: limits)
        guard let manifestEntry = zip.entry(named: "manifest.json") else {
            throw LottieError(path: "", message: "not a dotLottie file: no manifest.json")
        }
        let manifest: JSONValue
        do {
            manifest = try JSONParser(limits: .document(maxBytes: 1 << 20, maxDepth: 16)).parse(
                Data(try zip.contents(of: manifestEntry)))
        } catch let error as LottieError {
            throw error
        } catch let error as JSONParseError {
            throw LottieError(path: "manifest.json", message: error.description)
        } catch {
            throw LottieError(path: "manifest.json", message: "unreadable")
        }
        let isVersion2 = manifest["version"]?.stringValue == "2"
        guard let list = manifest["animations"]?.arrayValue, !list.isEmpty else {
            throw LottieError(path: "manifest.json.animations", message: "expected a non-empty array")
        }
        guard list.count <= limits.maxEntries else {
            throw LottieError(path: "manifest.json.animations", message: "more than \(limits.maxEntries) animations")
        }
        var animations: [Animation] = []
        for (index, element) in list.enumerated() {
            let path = "manifest.json.animations[\(index)]"
            guard let id = element["id"]?.stringValue else {
                throw LottieError(path: path + ".id", message: "expected a string")
            }
            try validate(id: id, path: path + ".id")
            let candidates =
                isVersion2 ? ["a/\(id).json", "animations/\(id).json"] : ["animations/\(id).json", "a/\(id).json"]
            guard let entry = candidates.lazy.compactMap(zip.entry(named:)).first else {
                throw LottieError(path: path, message: "no animation file for '\(id)' in the archive")
            }
            animations.append(
                Animation(id: id, json: Data(try zip.contents(of: entry)), loops: element["loop"]?.boolValue ?? false))
        }
        return animations
    }

    static func validate(id: String, path: String = "") throws(LottieError) {
        guard !id.isEmpty, id.utf8.count <= 200, !id.contains("/"), !id.contains("\\"), id != ".", id != "..",
            !id.unicodeScalars.contains(where: { $0.value < 0x20 })
        else {
            throw LottieError(path: path, message: "'\(id.prefix(80))' is not a valid animation id")
        }
    }
}
