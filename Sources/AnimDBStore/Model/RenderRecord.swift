import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Whether a render produced its output.
public enum RenderStatus: String, Hashable, Sendable, CaseIterable {
    case ok
    case failed
}

/// One render of a timeline, as recorded in the render history.
///
/// The identifying fields (timeline id, revision and hash, preset hash, engine version) let a render be traced to
/// exactly the inputs and math that produced it.
public struct RenderRecord: Hashable, Sendable {
    public var timelineName: String
    public var timelineID: UUID?
    public var timelineRevision: Int?
    public var timelineHash: String?
    public var presetHash: String?
    /// The content hash of every preset the rendered view used, by preset id (empty for renders made before views
    /// had several presets: those have `presetHash` alone).
    public var presetHashes: [UUID: String]
    /// `EngineVersion.current` of the build that rendered.
    public var engineVersion: String
    /// Frames per second; finite and > 0.
    public var fps: Double
    /// The display rate stateful animations ran on (`DisplayClock`), or nil when not recorded (renders made before
    /// it was; they replay at the default 60 Hz).
    public var displayRate: Double?
    /// Seconds rendered; finite and ≥ 0.
    public var duration: Double
    /// Output format, for example `svg`, `html` or `png`.
    public var format: String
    /// What else decided the output's bytes, by name, as text the store does not interpret: a picture's `scale`,
    /// `background` and contact-sheet grid, the versions of the tools that drew and encoded it (empty for most
    /// renders).
    public var options: [String: String] = [:]
    public var width: Int?
    public var height: Int?
    public var outputPath: String?
    /// SHA-256 hex of the output file.
    public var outputSHA256: String?
    public var frameCount: Int?
    public var startedAt: Date
    public var wallTimeMilliseconds: Double?
    public var status: RenderStatus
    /// Why a failed render failed.
    public var errorMessage: String?

    public init(
        timelineName: String, timelineID: UUID? = nil, timelineRevision: Int? = nil, timelineHash: String? = nil,
        presetHash: String? = nil, presetHashes: [UUID: String] = [:], engineVersion: String, fps: Double,
        displayRate: Double? = nil, duration: Double,
        format: String,
        width: Int? = nil, height: Int? = nil, outputPath: String? = nil, outputSHA256: String? = nil,
        frameCount: Int? = nil, startedAt: Date, wallTimeMilliseconds: Double? = nil, status: RenderStatus = .ok,
        errorMessage: String? = nil
    ) {
        self.timelineName = timelineName
        self.timelineID = timelineID
        self.timelineRevision = timelineRevision
        self.timelineHash = timelineHash
        self.presetHash = presetHash
        self.presetHashes = presetHashes
        self.engineVersion = engineVersion
        self.fps = fps
        self.displayRate = displayRate
        self.duration = duration
        self.format = format
        self.width = width
        self.height = height
        self.outputPath = outputPath
        self.outputSHA256 = outputSHA256
        self.frameCount = frameCount
        self.startedAt = startedAt
        self.wallTimeMilliseconds = wallTimeMilliseconds
        self.status = status
        self.errorMessage = errorMessage
    }
}

/// A recorded render and its id in the history.
public struct RenderEntry: Hashable, Sendable {
    public var id: Int64
    public var record: RenderRecord

    public init(id: Int64, record: RenderRecord) {
        self.id = id
        self.record = record
    }
}

/// Filters for `Store.renders(_:)`; nil means "any". Results are newest first.
public struct RenderQuery: Hashable, Sendable {
    public var timelineName: String?
    /// Renders started at or after this time.
    public var since: Date?
    /// Renders started before this time.
    public var until: Date?
    public var status: RenderStatus?
    public var format: String?
    /// At most this many rows (≥ 1).
    public var limit: Int

    public init(
        timelineName: String? = nil, since: Date? = nil, until: Date? = nil, status: RenderStatus? = nil,
        format: String? = nil, limit: Int = 100
    ) {
        self.timelineName = timelineName
        self.since = since
        self.until = until
        self.status = status
        self.format = format
        self.limit = limit
    }
}
