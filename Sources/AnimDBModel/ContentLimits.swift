/// Bounds on content from anyone: bundles, sync-directory files, and the store's own rows (which anyone holding the
/// file can edit). The one definition: the JSON parser, the bundle reader and the store all read it, so a store
/// refuses to hand out what an import would refuse to take in.
///
/// Real content is far inside every bound (a preset's content nests 3 deep, a one-view timeline's 5, each level of a
/// view tree 2 more; the canonical form of any number is at most 24 characters), so the bounds only ever meet hostile
/// or damaged input.
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
    /// The deepest view tree: a node and its children (or attached views) are two levels.
    public var maxViewDepth: Int
    /// The most nodes in one view tree.
    public var maxViewNodes: Int
    /// The most children of one container, or views one modifier attaches.
    public var maxChildren: Int

    public init(
        maxBytes: Int = 64 << 20, maxObjects: Int = 50_000, maxDepth: Int = 64, maxAncestry: Int = 64,
        maxTrackEntries: Int = 10_000, maxStringBytes: Int = 256 << 10, maxValues: Int = 8 << 20,
        maxMembers: Int = 4096, maxViewDepth: Int = 24, maxViewNodes: Int = 5000, maxChildren: Int = 1000
    ) {
        self.maxBytes = maxBytes
        self.maxObjects = maxObjects
        self.maxDepth = maxDepth
        self.maxAncestry = maxAncestry
        self.maxTrackEntries = maxTrackEntries
        self.maxStringBytes = maxStringBytes
        self.maxValues = maxValues
        self.maxMembers = maxMembers
        self.maxViewDepth = maxViewDepth
        self.maxViewNodes = maxViewNodes
        self.maxChildren = maxChildren
    }

    /// Bounds for a JSON document that is not animdb content (a Lottie file, a manifest): its size and depth only,
    /// leaving what may be in it to the caller's own reader.
    public static func document(maxBytes: Int, maxDepth: Int) -> ContentLimits {
        ContentLimits(
            maxBytes: maxBytes, maxDepth: maxDepth, maxStringBytes: .max, maxValues: .max, maxMembers: .max)
    }
}

extension Timeline {
    /// What makes this timeline's view exceed `limits` (too deep, too many nodes, too many children of one view), or
    /// nil: the one check the store's write path, the bundle reader and every importer make.
    public func viewProblem(limits: ContentLimits) -> String? {
        let depth = view.depth
        if depth > limits.maxViewDepth {
            return "its view nests \(depth) levels deep, more than \(limits.maxViewDepth)"
        }
        let nodes = view.nodeCount
        if nodes > limits.maxViewNodes { return "its view has \(nodes) nodes, more than \(limits.maxViewNodes)" }
        let widest = view.widestFanOut
        if widest > limits.maxChildren {
            return "a view of it has \(widest) children, more than \(limits.maxChildren)"
        }
        return nil
    }
}
