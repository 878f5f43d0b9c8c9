import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// Writes a timeline as a demo `View`: the preset applied to its content, a Play button, keyframe tracks as a
/// `KeyframeAnimator` (iOS 17 and later) and state changes as timed `withAnimation` calls.
enum TimelineEmitter {
    /// Appends the demo view (no imports) to `writer`; anything the target cannot say exactly goes to `warnings`.
    static func write(
        _ model: TimelineModel, target: CodegenTarget, to writer: inout SourceWriter, warnings: inout [String]
    ) {
        let warningsBefore = warnings.count
        let steps = model.steps(for: target, warnings: &warnings)
        let keyframeTracks = target.hasKeyframes ? model.keyframeTracks : []
        let stateTracks = model.tracks.filter { track in
            steps.contains { $0.parameter == track.property.name }
        }
        let forever = model.repetition == .forever
        let newWarnings = warnings.suffix(from: warningsBefore)
        if !newWarnings.isEmpty {
            // The same notes the command prints on stderr, kept with the code they are about.
            writer.line("// Not exact on \(target):")
            let prefix = "timeline '\(model.name)': "
            for warning in newWarnings {
                writer.bullet(warning.hasPrefix(prefix) ? String(warning.dropFirst(prefix.count)) : warning)
            }
            writer.line()
        }
        writer.doc(
            "Plays the '\(model.name)' timeline on the '\(model.preset.name)' preset (`\(model.preset.typeName)`).")
        switch target {
        case .ios26: writer.line("@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)")
        case .ios17: writer.line("@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)")
        case .ios13: break
        }
        writer.block("struct \(model.viewName): View") { w in
            if forever {
                w.line("@State private var isPlaying = false")
            } else if !keyframeTracks.isEmpty {
                w.line("@State private var trigger = 0")
            }
            for track in stateTracks {
                let property = track.property
                w.line("@State private var \(property.name): \(property.swiftType) = \(property.value)")
            }
            if !steps.isEmpty { w.line("@State private var playback: Task<Void, Never>?") }
            w.line()
            w.block("var body: some View") { w in
                w.block("VStack(spacing: 24)") { w in
                    if keyframeTracks.isEmpty {
                        writeContent(model, value: nil, stateTracks: stateTracks, to: &w)
                    } else {
                        writeKeyframeAnimator(model, tracks: keyframeTracks, stateTracks: stateTracks, to: &w)
                    }
                    if !model.tracks.isEmpty {
                        writeButton(keyframes: !keyframeTracks.isEmpty, steps: !steps.isEmpty, forever: forever, to: &w)
                    }
                }
                w.line(".padding()")
            }
            if !steps.isEmpty {
                w.line()
                writePlay(model, steps: steps, target: target, to: &w)
            }
        }
    }

    // MARK: Content

    /// The preset applied to its content. Inside a `KeyframeAnimator`, `value` names the closure's preset value.
    private static func writeContent(
        _ model: TimelineModel, value: String?, stateTracks: [TimelineModel.Track], to w: inout SourceWriter
    ) {
        let preset = model.preset
        let stateNames = Set(stateTracks.map(\.property.name))
        let keyframed = Set(model.keyframeTracks.map(\.property.name))
        // The preset value to draw: the animator's value as is, or rebuilt with the state-driven properties.
        let arguments = preset.properties.compactMap { property -> String? in
            if stateNames.contains(property.name) { return "\(property.name): \(property.name)" }
            if let value, keyframed.contains(property.name) { return "\(property.name): \(value).\(property.name)" }
            return nil
        }
        let instance =
            value.flatMap { stateNames.isEmpty ? $0 : nil }
            ?? "\(preset.typeName)(\(arguments.joined(separator: ", ")))"
        switch preset.type.kind {
        case .shape:
            w.line(instance)
            w.line(
                preset.type.drawsOpenPath
                    ? "    .stroke(Color.accentColor, lineWidth: 4)" : "    .fill(Color.accentColor)")
            w.line("    .frame(width: 240, height: 240)")
        case .text:
            preconditionFailure("PresetModel refuses text presets")
        case .modifier:
            w.line("Text(\(ParameterValue.string(model.content ?? "Shake me!")))")
            w.line("    .padding()")
            w.line("    .frame(width: 240)")
            w.line("    .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray))")
            let extensionNames = preset.extensionProperties.map(\.name)
            if value == nil, !stateNames.isEmpty, stateNames.isSubset(of: extensionNames) {
                // The article style: `.shake(with: shakes)`.
                let parameters = preset.extensionProperties
                let call =
                    parameters.count == 1
                    ? "with: \(parameters[0].name)"
                    : parameters.filter { stateNames.contains($0.name) }.map { "\($0.name): \($0.name)" }
                        .joined(separator: ", ")
                w.line("    .\(preset.functionName)(\(call))")
            } else {
                w.line("    .modifier(\(instance))")
            }
        }
    }

    private static func writeKeyframeAnimator(
        _ model: TimelineModel, tracks: [TimelineModel.Track], stateTracks: [TimelineModel.Track],
        to w: inout SourceWriter
    ) {
        let start = model.repetition == .forever ? "repeating: isPlaying" : "trigger: trigger"
        // The closure's value is named after the preset (`flower`), unless a property already has that name.
        let preset = model.preset
        let value = preset.functionName + (preset.property(named: preset.functionName) == nil ? "" : "Value")
        w.line("KeyframeAnimator(initialValue: \(preset.typeName)(), \(start)) { \(value) in")
        w.indent()
        writeContent(model, value: value, stateTracks: stateTracks, to: &w)
        w.outdent()
        w.line("} keyframes: { _ in")
        w.indent()
        for track in tracks {
            guard case .keyframes(let keyframes) = track.source else { continue }
            w.block("KeyframeTrack(\\.\(track.property.name))") { w in
                for line in keyframeLines(keyframes, track: track, model: model) { w.line(line) }
            }
        }
        w.outdent()
        w.line("}")
    }

    /// The keyframes of one track; a repeated timeline plays them once per pass, each pass starting again from the
    /// preset's value and padded to the timeline's length, as the store's evaluator does.
    private static func keyframeLines(
        _ keyframes: ParsedKeyframes, track: TimelineModel.Track, model: TimelineModel
    ) -> [String] {
        let texts = keyframes.keyframes.map { ParsedKeyframes(type: keyframes.type, keyframes: [$0]).description }
        guard case .count(let passes) = model.repetition, passes > 1 else { return texts }
        let trackDuration = TimelineModel.duration(of: track)
        let hold = model.duration - trackDuration
        let last = keyframes.keyframes.last?.value ?? track.property.value
        var lines: [String] = []
        for pass in 1...passes {
            lines.append("// Pass \(pass) of \(passes).")
            if pass > 1 { lines.append("MoveKeyframe(\(track.property.value))") }
            lines += texts
            if hold > 0 {
                lines.append("LinearKeyframe(\(last), duration: \(LegacyAnimation.number(hold)))  // hold")
            }
        }
        return lines
    }

    private static func writeButton(keyframes: Bool, steps: Bool, forever: Bool, to w: inout SourceWriter) {
        let title = forever ? "isPlaying ? \"Stop\" : \"Play\"" : "\"Play\""
        w.block("Button(\(title))") { w in
            if forever {
                w.line("isPlaying.toggle()")
            } else if keyframes {
                w.line("trigger += 1")
            }
            if steps {
                w.line("playback?.cancel()")
                if forever {
                    w.line("playback = isPlaying ? Task { try? await play() } : nil")
                } else {
                    w.line("playback = Task { try? await play() }")
                }
            }
        }
    }

    // MARK: State changes

    private static func writePlay(
        _ model: TimelineModel, steps: [TimelineModel.Step], target: CodegenTarget, to w: inout SourceWriter
    ) {
        let parameters = Set(steps.map(\.parameter))
        let resetProperties = model.tracks.map(\.property).filter { parameters.contains($0.name) }
        let passes: String? =
            switch model.repetition {
            case .count(1): nil
            case .count(let n): "for _ in 0..<\(n)"
            case .forever: "while true"
            }
        w.doc("Plays the changes from the preset's values: each at its time, with its animation; cancelling stops it.")
        w.block("private func play() async throws") { w in
            if let passes {
                let length = LegacyAnimation.number((model.duration * 1000).rounded() / 1000)
                w.line("// Each pass lasts \(length) s and starts again from the preset's values.")
                w.block(passes) { w in writePass(model, steps: steps, reset: resetProperties, target: target, to: &w) }
            } else {
                writePass(model, steps: steps, reset: resetProperties, target: target, to: &w)
            }
        }
    }

    private static func writePass(
        _ model: TimelineModel, steps: [TimelineModel.Step], reset: [PresetModel.Property], target: CodegenTarget,
        to w: inout SourceWriter
    ) {
        w.line("// Start from the preset's values without animating back to them, and show them for a frame so the")
        w.line("// first change animates from there.")
        // Named unlike any catalog parameter, so no state property is shadowed.
        w.line("var withoutAnimation = Transaction()")
        w.line("withoutAnimation.disablesAnimations = true")
        w.block("withTransaction(withoutAnimation)") { w in
            for property in reset { w.line("\(property.name) = \(property.value)") }
        }
        w.line(pause(0.02, target: target))
        let waits = steps.contains { $0.time > 0 } || (model.repetition != .once && model.duration > 0)
        if target.hasKeyframes, waits { w.line("let passStart = ContinuousClock.now") }
        var clock = 0.0
        for step in steps {
            if step.time > clock {
                w.line(sleep(step.time, since: clock, target: target))
                clock = step.time
            }
            for comment in step.comments { w.line("// \(comment)") }
            guard let animation = step.animation else {
                w.line("\(step.parameter) = \(step.value)")
                continue
            }
            w.block("withAnimation(\(animation))") { w in w.line("\(step.parameter) = \(step.value)") }
        }
        // A pass's length is an estimate for springs (their settling time), so milliseconds are exact enough.
        let length = (model.duration * 1000).rounded() / 1000
        if model.repetition != .once, length > clock {
            w.line(sleep(length, since: clock, target: target))
        }
    }

    /// Waits until `time` seconds into the pass (iOS 17: on the pass's clock; iOS 13: for the difference).
    private static func sleep(_ time: Double, since clock: Double, target: CodegenTarget) -> String {
        if target.hasKeyframes {
            return "try await Task.sleep(until: passStart + .seconds(\(LegacyAnimation.number(time))))"
        }
        return pause(time - clock, target: target)
    }

    /// Waits `seconds` from now.
    private static func pause(_ seconds: Double, target: CodegenTarget) -> String {
        // Differences of stored times carry binary noise (0.30000000000000004); nanoseconds are plenty.
        let rounded = (seconds * 1e9).rounded() / 1e9
        if target.hasKeyframes { return "try await Task.sleep(for: .seconds(\(LegacyAnimation.number(rounded))))" }
        return "try await Task.sleep(nanoseconds: \(grouped(UInt64(rounded * 1e9))))"
    }

    /// `20_000_000`: digits grouped in threes, as Swift literals allow.
    private static func grouped(_ value: UInt64) -> String {
        var digits = String(value)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        return ([Substring(digits)] + groups).joined(separator: "_")
    }
}
