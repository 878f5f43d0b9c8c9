import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import AnimDBResolve
import AnimDBStore
import AnimDBSyntax
import Foundation

@testable import AnimDBCLI

/// Presets and timelines the codegen tests share: one preset per built-in type, and timelines shaped like the demo
/// library's (the codegen tests cannot use the store, by design).
enum CodegenFixtures {
    /// A timeline as the CLI hands it to `SwiftUICodegen.timeline`.
    struct TimelineCase: Sendable {
        var name: String
        var presetName: String
        var typeName: String
        var values: [String: ParameterValue]
        var ignored: Set<String> = []
        var content: String? = nil
        var repetition: CodegenRepetition = .once
        var tracks: [String: TrackSource]

        var type: PresetType { PresetTypeCatalog.type(named: typeName)! }

        func generate(_ target: CodegenTarget, includePreset: Bool = true) throws -> GeneratedSource {
            try SwiftUICodegen.timeline(
                name: name, presetName: presetName, type: type, values: values, ignored: ignored, content: content,
                repetition: repetition, tracks: tracks, facts: try facts(), target: target, includePreset: includePreset
            )
        }

        /// The facts the CLI resolves for this timeline stored as text, as `animdb codegen` hands them over.
        func facts() throws -> TimelineFacts {
            let preset = Preset(
                name: presetName, type: typeName,
                parameters: values.sorted { $0.key < $1.key }.map { .init(name: $0.key, value: $0.value.description) },
                ignored: ignored)
            let timeline = Timeline(
                name: name, presetName: presetName, content: content,
                repetition: {
                    switch repetition {
                    case .count(let n): .count(n)
                    case .forever: .forever
                    }
                }(),
                tracks: tracks.mapValues { source in
                    switch source {
                    case .keyframes(let keyframes): .keyframes(keyframes.description)
                    case .changes(let changes):
                        .changes(
                            changes.map {
                                .init(at: $0.at, value: $0.value.description, animation: $0.animation.description)
                            })
                    }
                })
            return CodegenCommand.facts(try TimelineEvaluator(preset: preset, timeline: timeline))
        }
    }

    /// The parameters animdb jumps for a preset of `type` ignoring `ignored`, as the CLI resolves them.
    static func jumping(_ type: PresetType, ignored: Set<String> = []) -> Set<String> {
        Set(type.parameters.filter { ParameterRule.jumps($0, ignored: ignored) }.map(\.name))
    }

    /// Facts for a timeline of `type` tracked by `tracks` (keyframe tracks get their keyframes' ends).
    static func facts(
        _ type: PresetType, values: [String: ParameterValue] = [:], ignored: Set<String> = [],
        tracks: [String: TrackSource]
    ) throws -> TimelineFacts {
        try TimelineCase(
            name: "t", presetName: "p", typeName: type.name, values: values, ignored: ignored, tracks: tracks
        ).facts()
    }

    /// The preset name used for a built-in type's golden file: `<type>-preset`.
    static func presetName(for type: PresetType) -> String { "\(type.name)-preset" }

    static func keyframes(_ text: String, _ type: ParameterType = .double) -> TrackSource {
        .keyframes(try! ExpressionParser.parseKeyframes(text, as: type))
    }

    static func change(_ value: String, _ animation: String, at time: Double = 0, _ type: ParameterType = .double)
        -> TimedChange
    {
        guard case .animation(let parsed) = try! ExpressionParser.parse(animation) else { fatalError(animation) }
        return TimedChange(value: try! ExpressionParser.parseValue(value, as: type), animation: parsed, at: time)
    }

    static let timelines: [TimelineCase] = [
        TimelineCase(
            name: "shake-login", presetName: "text-field-shake", typeName: "shake",
            values: ["shakes": .double(0), "amplitude": .double(5)], content: "Password",
            tracks: ["shakes": .changes([change("4", ".default")])]),
        TimelineCase(
            name: "wave-demo", presetName: "sine-wave", typeName: "wave",
            values: ["amplitude": .double(20), "frequency": .double(2), "phase": .double(0)], repetition: .forever,
            tracks: ["phase": keyframes("LinearKeyframe(6.283185307179586, duration: 2)")]),
        TimelineCase(
            name: "arc-demo", presetName: "progress-arc", typeName: "arc",
            values: ["endAngle": .angle(.degrees(0))],
            tracks: ["endAngle": .changes([change(".degrees(270)", ".easeInOut(duration: 1)", .angle)])]),
        TimelineCase(
            name: "polygon-morph", presetName: "morphing-polygon", typeName: "polygon",
            values: ["sides": .double(3)], repetition: .count(2),
            tracks: [
                "sides": keyframes(
                    "CubicKeyframe(6, duration: 0.8); CubicKeyframe(8, duration: 0.6); CubicKeyframe(3, duration: 0.8)")
            ]),
        TimelineCase(
            name: "flower-loading", presetName: "flower", typeName: "petal",
            values: ["innerRadius": .double(20), "outerRadius": .double(60)], repetition: .forever,
            tracks: [
                "outerRadius": keyframes(
                    "SpringKeyframe(80, duration: 0.6, spring: .bouncy); SpringKeyframe(60, duration: 0.6, spring: .smooth)"
                ),
                "innerRadius": keyframes(
                    "LinearKeyframe(30, duration: 0.6, timingCurve: .easeInOut); MoveKeyframe(20)"),
            ]),
        // Mixed tracks, a change later in the timeline, an ignored parameter and iOS 17-only animations.
        TimelineCase(
            name: "count-up", presetName: "counter-label", typeName: "counter",
            values: ["format": .string("%d points")], ignored: [], repetition: .count(3),
            tracks: [
                "value": .changes([
                    change("100", ".easeOut(duration: 2)"),
                    change("0", ".bouncy.logicallyComplete(after: 0.2)", at: 2.5),
                ])
            ]),
        TimelineCase(
            name: "spin-mixed", presetName: "spinner", typeName: "rotation",
            values: ["angle": .angle(.degrees(0)), "anchor": .unitPoint(.topLeading)], ignored: ["angle"],
            content: "Spin \"me\"",
            tracks: [
                "angle": keyframes("LinearKeyframe(.degrees(90), duration: 0.5, timingCurve: .circularEaseIn)", .angle),
                "anchor": .changes([change("UnitPoint.bottom", ".smooth", at: 0.25, .unitPoint)]),
            ]),
    ]
}
