/// Bounds on content from anyone: bundles, sync-directory files, and the store's own rows (which anyone holding the
/// file can edit). The one definition: the JSON parser, the bundle reader and the store all read it, so a store
/// refuses to hand out what an import would refuse to take in.
///
/// Real content is far inside every bound (a preset's content nests 3 deep, a timeline's 5; the canonical form of
/// any number is at most 24 characters), so the bounds only ever meet hostile or damaged input.
public struct ContentLimits: Hashable, Sendable {
    /// The largest document (a bundle, a sync file, one stored content row), in bytes.
    public var maxBytes: Int
    /// The most objects in one bundle or sync directory.
    public var maxObjects: Int
    /// The deepest JSON nesting of a document.
    public var maxDepth: Int
    /// The most ancestry entries per object.
    public var maxAncestry: Int
    /// The most keyframes or state changes in one track.
    public var maxTrackEntries: Int
    /// The longest string (names, descriptions, expression text) or object key, in UTF-8 bytes.
    public var maxStringBytes: Int
    /// The most JSON values (containers included) in one document: with `maxBytes`, bounds the memory a parse
    /// may take (an array of 32 million `0`s fits in 64 MiB but is no bundle).
    public var maxValues: Int
    /// The most members in one JSON object (content objects have a handful; a bundle's `tracks`, one per animated
    /// parameter).
    public var maxMembers: Int

    public init(
        maxBytes: Int = 64 << 20, maxObjects: Int = 50_000, maxDepth: Int = 32, maxAncestry: Int = 64,
        maxTrackEntries: Int = 10_000, maxStringBytes: Int = 256 << 10, maxValues: Int = 8 << 20,
        maxMembers: Int = 4096
    ) {
        self.maxBytes = maxBytes
        self.maxObjects = maxObjects
        self.maxDepth = maxDepth
        self.maxAncestry = maxAncestry
        self.maxTrackEntries = maxTrackEntries
        self.maxStringBytes = maxStringBytes
        self.maxValues = maxValues
        self.maxMembers = maxMembers
    }

    /// Bounds for a JSON document that is not animdb content (a Lottie file, a manifest): its size and depth only,
    /// leaving what may be in it to the caller's own reader.
    public static func document(maxBytes: Int, maxDepth: Int) -> ContentLimits {
        ContentLimits(
            maxBytes: maxBytes, maxDepth: maxDepth, maxStringBytes: .max, maxValues: .max, maxMembers: .max)
    }
}
