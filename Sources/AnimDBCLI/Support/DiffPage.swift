import AnimDBEngine
import AnimDBModel
import AnimDBRender
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb diff A B --out page.html`: both timelines as the HTML player shows them (`RenderJob.htmlPreview`, the one
/// writer of a page's preview), on one page with the differences listed and the changed parameters highlighted.
enum DiffPage {
    static func write(
        old: DiffCommand.Side, new: DiffCommand.Side, diff: ContentDiff, store: Store, to url: URL,
        arguments: ParsedArguments, fps: Double, force: Bool, _ context: CommandContext
    ) throws {
        guard case .timeline(let a) = old.object, case .timeline(let b) = new.object else {
            throw CLIError.invalid(
                "--out shows two timelines side by side; '\(old.name)' and '\(new.name)' are not both timelines")
        }
        let rate = arguments[Options.displayRate]
        var sessions = try [a, b].map { stored in
            try TimelineSession.load(
                timelineID: stored.object.id, name: stored.object.name, revision: stored.revision, presetHashes: [:],
                presetHash: nil, displayRate: rate, from: store)
        }
        // One scrubber: both players run for the longer of the two passes (the shorter holds its last frame).
        let duration = sessions.map { PlayCommand.readDuration(arguments, $0, onePass: true) }.max() ?? 0
        try FrameBudget.check(fps: fps, duration: duration, output: .document("HTML"))
        let changed = Set(diff.differences.flatMap(\.targets))
        var previews: [HTMLPreview] = []
        for index in sessions.indices {
            let job = RenderJob(
                format: .html, fps: fps, duration: duration, stillTime: nil, size: sessions[index].stageSize)
            var preview = job.htmlPreview(&sessions[index], highlighting: changed)
            preview.title = [old, new][index].label
            previews.append(preview)
        }
        let comparison = HTMLComparison(
            title: "\(old.label) → \(new.label)", old: previews[0], new: previews[1],
            lines: diff.differences.map {
                HTMLComparison.Line(sign: $0.sign, text: String($0.description.dropFirst(2)))
            })
        let data = Data(HTMLWriter.page(comparison).utf8)
        try FileOutput.write(data, to: url, force: force, in: context.fileSystem)
        context.stderr.line("Wrote \(url.path) (\(data.count) bytes)")
    }
}
