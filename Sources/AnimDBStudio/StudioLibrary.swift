/// What the studio asks of the library, handed to it by the CLI: every answer comes from the same functions the
/// commands call (`list`, `log`, `history`, `render --out x.html`, `add type`, `add timeline --swift`), each call
/// reading the store afresh, so the studio has no second write path and no copy of a message. The studio itself knows
/// HTTP, tokens and pages.
public protocol StudioLibrary {
    /// The presets, types and timelines whose name, type or description contains `search` (all for "").
    func entries(matching search: String) throws(StudioFailure) -> [StudioEntry]
    /// An entry's source (a type's Swift), revision history and render history.
    func details(of kind: StudioEntry.Kind, named name: String) throws(StudioFailure) -> StudioDetails
    /// The HTML player page (`render NAME --out x.html`) of an entry as stored.
    func player(of kind: StudioEntry.Kind, named name: String) throws(StudioFailure) -> String
    /// The HTML player page of a draft, compiled and rendered without saving.
    func preview(_ draft: StudioDraft) throws(StudioFailure) -> String
    /// Saves a draft through the store's one write path; returns the lines the CLI prints.
    func save(_ draft: StudioDraft) throws(StudioFailure) -> [String]
}

/// One row of the library.
public struct StudioEntry: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case preset, type, timeline
    }

    public var kind: Kind
    public var name: String
    /// A preset's or timeline's type, a type's kind (shape, modifier…).
    public var detail: String
    public var revision: Int

    public init(kind: Kind, name: String, detail: String, revision: Int) {
        self.kind = kind
        self.name = name
        self.detail = detail
        self.revision = revision
    }
}

/// What the page shows beside an entry's player.
public struct StudioDetails: Hashable, Sendable {
    /// A type's Swift source, which the editor opens; nil for presets and timelines.
    public var source: String?
    /// `animdb log NAME` as the CLI prints it.
    public var history: String
    /// `animdb history NAME` as the CLI prints it (empty for a type).
    public var renders: String

    public init(source: String?, history: String, renders: String) {
        self.source = source
        self.history = history
        self.renders = renders
    }
}

/// Swift source in the editor, not yet saved.
public struct StudioDraft: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// A file of Shapes, modifiers and GeometryEffects, saved as `add type FILE.swift` saves it.
        case type
        /// A SwiftUI view, saved as `add timeline NAME --swift FILE.swift [--view TYPE]` saves it.
        case view
    }

    public var kind: Kind
    /// The type shown (its file may hold several) or the timeline's name.
    public var name: String
    public var source: String
    /// For a view: the View to read when the source has several.
    public var view: String?

    public init(kind: Kind, name: String, source: String, view: String? = nil) {
        self.kind = kind
        self.name = name
        self.source = source
        self.view = view
    }
}

/// A refusal as the CLI words it, with where in the draft's source it is when the reader said so.
public struct StudioFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var line: Int?
    public var column: Int?
    /// Whether the thing asked for does not exist (404) rather than being refused (422).
    public var isMissing: Bool

    public init(_ message: String, line: Int? = nil, column: Int? = nil, isMissing: Bool = false) {
        self.message = message
        self.line = line
        self.column = column
        self.isMissing = isMissing
    }

    public var description: String { message }
}
