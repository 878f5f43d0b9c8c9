import AnimDBEngine
import AnimDBModel
import AnimDBStore
import AnimDBSyntax
import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Appends a row to the render history for one play or render: what was rendered (timeline and preset revisions
/// and hashes, engine version), how (fps, duration, format, size, a picture's options and the tools that drew it),
/// what came out (path, SHA-256, frame count), and how it went (start, wall time, status, error).
struct RenderRecorder {
    let store: Store
    let context: CommandContext
    let session: TimelineSession
    let format: String
    var width: Int?
    var height: Int?
    /// What else decided the bytes (`RenderRecord.options`).
    var options: [String: String]
    private let startedAt: Date
    private let start: Double

    init(
        store: Store, context: CommandContext, session: TimelineSession, format: String, width: Int? = nil,
        height: Int? = nil, options: [String: String] = [:]
    ) {
        self.store = store
        self.context = context
        self.session = session
        self.format = format
        self.width = width
        self.height = height
        self.options = options
        startedAt = context.now()
        start = context.monotonicSeconds()
    }

    private func record(fps: Double, duration: Double) -> RenderRecord {
        var record = RenderRecord(
            timelineName: session.name, timelineID: session.timeline.object.id,
            timelineRevision: session.timeline.revision, timelineHash: session.timeline.hash,
            presetHash: session.timeline.object.presetIDs.first.flatMap { session.presets[$0]?.hash },
            presetHashes: session.presetHashes, engineVersion: EngineVersion.current, fps: fps,
            displayRate: session.evaluator.display.rate, duration: duration,
            format: format, width: width, height: height, startedAt: startedAt,
            wallTimeMilliseconds: (context.monotonicSeconds() - start) * 1000)
        record.options = options
        return record
    }

    /// Records a successful render and returns its history id.
    @discardableResult
    func succeeded(fps: Double, duration: Double, frames: Int, outputPath: String?, sha256: String) throws -> Int64 {
        var row = record(fps: fps, duration: duration)
        row.frameCount = frames
        row.outputPath = outputPath
        row.outputSHA256 = sha256
        return try store.recordRender(row)
    }

    /// Records a failed render. Best effort: the original error is what the user needs to see.
    func failed(fps: Double, duration: Double, error: any Error) {
        var row = record(fps: fps, duration: duration)
        row.status = .failed
        row.errorMessage = CLIError(error).description
        _ = try? store.recordRender(row)
    }
}

/// SHA-256 of a stream computed on another thread, so hashing a hundred megabytes of frames overlaps with
/// producing them instead of adding to the wall time.
final class BackgroundHasher: @unchecked Sendable {
    // @unchecked: `hasher` is only touched on `queue`, a serial queue; `finalize` waits for it.
    private let queue = DispatchQueue(label: "animdb.hash")
    private var hasher = SHA256()

    func update(_ chunk: [UInt8]) {
        queue.async { self.hasher.update(chunk) }
    }

    /// Waits for the queued chunks and returns the hex digest.
    func finalize() -> String {
        queue.sync { SHA256.hex(hasher.finalize()) }
    }
}
