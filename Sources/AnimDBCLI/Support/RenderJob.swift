import AnimDBEngine
import AnimDBGeometry
import AnimDBLottie
import AnimDBModel
import AnimDBRaster
import AnimDBRender
import AnimDBStore
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One render of a timeline to bytes: SVG (animated or a still), a self-contained HTML page, frame data as JSON or
/// CSV, a Lottie animation (Bodymovin JSON, or a dotLottie archive), or a picture or video (PNG, contact sheet, GIF,
/// APNG, MP4, WebM: `RenderJob+Picture.swift`). Deterministic: the same timeline and preset revisions and settings
/// give identical bytes (pictures and video with the same librsvg, cairo and ffmpeg), which is what lets `replay`
/// compare hashes.
struct RenderJob {
    /// The output formats; the raw value is the name the render history records.
    enum Format: String, CaseIterable {
        case svg, html, json, csv
        /// `FILE.lottie.json`: Lottie (Bodymovin) JSON.
        case lottie
        /// `FILE.lottie`: a dotLottie archive holding the Lottie JSON.
        case dotlottie
        /// `FILE.png`: a still drawn by librsvg, or with `--sheet` a contact sheet of frames.
        case png
        /// The animation drawn frame by frame and encoded by ffmpeg.
        case gif, apng, mp4, webm

        /// The format a file name asks for: `.lottie.json` and `.lottie` before the plain extensions.
        init?(path: String) {
            let name = URL(fileURLWithPath: path).lastPathComponent.lowercased()
            if name.hasSuffix(".lottie.json") {
                self = .lottie
            } else if name.hasSuffix(".lottie") {
                self = .dotlottie
            } else if let format = Format(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased()),
                ![.lottie, .dotlottie].contains(format)
            {
                self = format
            } else {
                return nil
            }
        }

        var isLottie: Bool { self == .lottie || self == .dotlottie }

        /// The video or animated picture this format is, if it is one.
        var animated: AnimatedFormat? { AnimatedFormat(rawValue: rawValue) }

        /// Pixels rather than markup or data: PNG, GIF, APNG, MP4, WebM.
        var isPicture: Bool { self == .png || animated != nil }

        /// The format's name in messages: `SVG`, `PNG`, `WebM`, `Lottie`, …
        var displayName: String { animated?.displayName ?? (isLottie ? "Lottie" : rawValue.uppercased()) }
    }

    var format: Format
    var fps: Double
    var duration: Double
    /// Render a single frame at this time instead of the animation (SVG and PNG).
    var stillTime: Double?
    var size: CGSize
    /// Scale, background and contact sheet (`RenderJob+Picture.swift`); the background also applies to SVG.
    var picture = PictureOptions()
    /// librsvg, cairo and ffmpeg, loaded before a picture render starts.
    var tools: PictureTools?

    /// The name recorded in the render history (`svg`, `svg-still`, `html`, `json`, `csv`, `png`, `png-sheet`, …).
    var historyFormat: String {
        if format == .png { return picture.sheet == nil ? "png" : "png-sheet" }
        return stillTime == nil ? format.rawValue : "\(format.rawValue)-still"
    }

    var frameCount: Int {
        if let sheet = picture.sheet {
            return min(sheet.cells, FrameClock(fps: fps, duration: duration).frameCount)
        }
        if stillTime != nil { return 1 }
        if format.isLottie { return LottieExport.frameCount(duration: duration, frameRate: fps) }
        return FrameClock(fps: fps, duration: duration).frameCount
    }

    /// Renders `session` into `sink`: JSON and CSV frame by frame, in chunks (memory stays at about one chunk
    /// however many frames), an SVG or HTML document in one piece (its frames are bounded by
    /// `AnimationLimits.maxDocumentFrames`). Calls `progress` with the fraction done now and then.
    func write(
        _ session: inout TimelineSession, to sink: ([UInt8]) throws -> Void, progress: (Double) -> Void = { _ in }
    ) throws {
        if format.isPicture {
            try writePicture(&session, to: sink, progress: progress)
            return
        }
        if stillTime == nil, format == .json || format == .csv {
            try PlayCommand.stream(
                &session, clock: FrameClock(fps: fps, duration: duration), format: format == .json ? .json : .csv,
                write: sink)
            return
        }
        try sink(Array(try document(&session, progress: progress)))
    }

    /// An SVG (animated or still), HTML or Lottie document.
    private func document(_ session: inout TimelineSession, progress: (Double) -> Void) throws -> Data {
        switch format {
        case .json, .csv:
            preconditionFailure("JSON and CSV stream through write(_:to:progress:)")
        case .png, .gif, .apng, .mp4, .webm:
            preconditionFailure("pictures are drawn by writePicture(_:to:progress:)")
        case .lottie, .dotlottie:
            let animation = LottieExport.animation(
                of: session.evaluator, name: session.name, size: size, frameRate: fps, duration: duration)
            let json = try LottieWriter.data(animation)
            guard format == .dotlottie else { return json }
            return try DotLottie.archive([
                DotLottie.Animation(
                    id: session.name, json: json, loops: session.timeline.object.repetition != .once)
            ])
        case .svg:
            if let time = stillTime {
                return Data(SVGWriter.scene(session.scene(at: time, size: size), background: picture.background).utf8)
            }
            let frames = sample(&session, progress: progress).frames
            let playback =
                switch session.timeline.object.repetition {
                case .forever: SVGPlayback(repeats: true)
                case .count(let n): SVGPlayback(repeats: n > 1, count: n)
                }
            return Data(
                SVGWriter.animatedScene(frames, background: picture.background, playback: playback).utf8)
        case .html:
            return Data(HTMLWriter.page(htmlPreview(&session, progress: progress)).utf8)
        }
    }

    /// What the HTML page of `session` shows: its frames, its tracks' curves, its parameters, those in
    /// `highlighting` marked (one side of `animdb diff --out page.html`).
    func htmlPreview(
        _ session: inout TimelineSession, highlighting: Set<ParameterTarget> = [], progress: (Double) -> Void = { _ in }
    ) -> HTMLPreview {
        let samples = sample(&session, keepingValues: true, progress: progress)
        return HTMLPreview(
            title: session.name,
            subtitle:
                "\(session.evaluator.view.items.map(\.name).joined(separator: " · ")) — timeline revision \(session.timeline.revision) · \(session.timeline.hash.prefix(12))",
            frames: samples.frames,
            tracks: series(samples, parameters: session.evaluator.animatedParameters),
            keyframeTimes: session.evaluator.timing.markerTimes,
            parameters: parameterRows(session, highlighting: highlighting),
            repeats: session.timeline.object.repetition != .once)
    }

    /// Every frame's scene, and with `keepingValues` every frame's parameter values and modifier effect: one
    /// evaluation per frame serves both the preview and the plot.
    private struct Samples {
        var frames: [TimedFrame<Scene>] = []
        var values: [[ParameterValue]] = []
        var effects: [ModifierEffect] = []
    }

    private func sample(_ session: inout TimelineSession, keepingValues: Bool = false, progress: (Double) -> Void)
        -> Samples
    {
        let clock = FrameClock(fps: fps, duration: duration)
        var samples = Samples()
        samples.frames.reserveCapacity(clock.frameCount)
        for index in 0..<clock.frameCount {
            let time = clock.time(ofFrame: index)
            let values = session.evaluate(at: time)
            if keepingValues {
                samples.values.append(values)
                if let effect = session.currentEffect() { samples.effects.append(effect) }
            }
            samples.frames.append(TimedFrame(time: time, value: session.currentScene(size: size)))
            if index % 256 == 0 { progress(Double(index) / Double(clock.frameCount)) }
        }
        return samples
    }

    /// One plotted line per animated number (per component for points, sizes, colours…), plus a modifier's
    /// effect channels that move.
    private func series(_ samples: Samples, parameters names: [String]) -> [PlotSeries] {
        var points: [[(Double, Double)]] = []
        var labels: [String] = []
        for (index, (frame, values)) in zip(samples.frames, samples.values).enumerated() {
            var column = 0
            for (name, value) in zip(names, values) {
                guard let numbers = FrameFormatter.numbers(value) else { continue }
                for (k, number) in numbers.enumerated() {
                    if index == 0 {
                        labels.append(numbers.count == 1 ? name : "\(name)[\(k)]")
                        points.append([])
                    }
                    points[column].append((frame.time, number))
                    column += 1
                }
            }
        }
        var result = zip(labels, points).map { PlotSeries($0, points: $1) }
        // For modifiers, also plot the effect channels that move (a shake's offset shows the shake itself).
        let effects = zip(samples.frames, samples.effects).map { ($0.time, $1) }
        let channels: [(String, (ModifierEffect) -> Double)] = [
            ("offsetX", \.offsetX), ("offsetY", \.offsetY), ("scale", \.scale), ("rotation°", \.rotation.degrees),
            ("opacity", \.opacity),
        ]
        for (name, channel) in channels {
            let series = effects.map { ($0.0, channel($0.1)) }
            guard let first = series.first?.1, series.contains(where: { $0.1 != first }) else { continue }
            result.append(PlotSeries("effect \(name)", points: series, isDashed: true))
        }
        return result
    }

    private func parameterRows(_ session: TimelineSession, highlighting: Set<ParameterTarget>)
        -> [HTMLPreview.Parameter]
    {
        let view = session.evaluator.view
        let timeline = session.timeline.object
        return view.items.indices.flatMap { index in
            let item = view.items[index]
            return item.type.parameters.map { spec in
                let target = ParameterTarget.parameter(item.name, spec.name)
                var detail = [spec.type.rawValue]
                if item.jumps(spec) {
                    detail.append(item.ignored.contains(spec.name) ? "ignored (jumps)" : "not animatable (jumps)")
                }
                if let keyframes = timeline.keyframes[target] { detail.append("keyframes: \(keyframes)") }
                for change in timeline.changes {
                    for assignment in change.assignments where assignment.target == target {
                        let animation = change.animation.map { " with \($0)" } ?? " without animation"
                        detail.append(
                            "\(assignment.operation.rawValue) \(assignment.value)\(animation) at \(number(change.time))"
                        )
                    }
                }
                let value = item.values[spec.name]?.description ?? spec.defaultValue.description
                return HTMLPreview.Parameter(
                    name: view.name(of: .init(item: index, parameter: spec.name)), value: value,
                    detail: detail.joined(separator: "; "), isHighlighted: highlighting.contains(target))
            }
        }
    }
}
