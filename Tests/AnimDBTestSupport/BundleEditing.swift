import AnimDBModel
import AnimDBStore

/// Edits to a parsed bundle that keep it signed, so a test's mutation reaches the checks behind the checksum and
/// the content hashes.
public enum BundleEditing {
    /// Every object's hash recomputed from its content.
    public static func rehashed(_ bundle: JSONValue) -> JSONValue {
        guard var members = bundle.objectValue, let objects = members["objects"]?.arrayValue else { return bundle }
        members["objects"] = .array(
            objects.map { object in
                guard var fields = object.objectValue, let content = fields["content"], !content.isNull else {
                    return object
                }
                fields["hash"] = .string(SHA256.hexDigest(of: content.canonicalText))
                return .object(fields)
            })
        return .object(members)
    }

    /// The bundle's compact canonical text with a correct checksum.
    public static func signed(_ bundle: JSONValue) -> String {
        guard var members = bundle.objectValue else { return bundle.canonicalText }
        members["checksum"] = nil
        members["checksum"] = .string(SHA256.hexDigest(of: JSONValue.object(members).canonicalText))
        return JSONValue.object(members).canonicalText
    }
}
