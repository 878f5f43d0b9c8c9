import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An object as stored: its content plus the store's bookkeeping.
public struct Stored<Object: Hashable & Sendable>: Hashable, Sendable {
    /// The content.
    public var object: Object
    /// Counts from 1; every change, including renames, adds one.
    public var revision: Int
    /// SHA-256 hex of the object's canonical JSON (which leaves out id, timestamps and revision).
    public var hash: String
    /// When revision 1 was written.
    public var createdAt: Date
    /// When this revision was written.
    public var updatedAt: Date

    public init(object: Object, revision: Int, hash: String, createdAt: Date, updatedAt: Date) {
        self.object = object
        self.revision = revision
        self.hash = hash
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

/// A preset or a timeline, for the calls that take any name.
public enum StoredObject: Hashable, Sendable {
    case preset(Stored<Preset>)
    case timeline(Stored<Timeline>)

    /// Which kind this is.
    public var kind: ObjectKind {
        switch self {
        case .preset: .preset
        case .timeline: .timeline
        }
    }

    /// The object's name.
    public var name: String {
        switch self {
        case .preset(let stored): stored.object.name
        case .timeline(let stored): stored.object.name
        }
    }

    /// The revision number.
    public var revision: Int {
        switch self {
        case .preset(let stored): stored.revision
        case .timeline(let stored): stored.revision
        }
    }

    /// The content hash.
    public var hash: String {
        switch self {
        case .preset(let stored): stored.hash
        case .timeline(let stored): stored.hash
        }
    }
}

/// One line of an object's history.
public struct RevisionEntry: Hashable, Sendable {
    public var objectID: UUID
    public var kind: ObjectKind
    public var revision: Int
    /// The content hash at this revision.
    public var hash: String
    /// The previous revision's hash; nil for revision 1.
    public var parentHash: String?
    /// The name at this revision.
    public var name: String
    public var createdAt: Date
    public var author: String
    /// Whether this revision removed the object (a tombstone carrying the last content).
    public var isDeletion: Bool
    /// Why the revision exists, when the store knows (`revert to revision 2`); empty otherwise.
    public var message: String
}

/// A row of `Store.list`: enough to print a listing without loading each object.
public struct ObjectSummary: Hashable, Sendable {
    public var kind: ObjectKind
    public var id: UUID
    public var name: String
    /// For presets, the type; for timelines, the type of their preset.
    public var type: String
    /// For timelines, the preset's name; nil for presets.
    public var presetName: String?
    /// Sorted; always empty for timelines.
    public var tags: [String]
    /// For presets, the description; empty for timelines.
    public var description: String
    public var revision: Int
    public var hash: String
    public var updatedAt: Date
}
