import AnimDBCodegen
import AnimDBResolve
import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax
import Foundation

/// The inputs the codegen tests share: the demo library's presets and timelines (the articles' types and demo
/// views, as the store's `DemoLibrary` holds them), built by hand because the codegen tests cannot use the store or
/// the resolver, by design. Values, animations and transactions are written in the expression syntax.
enum CodegenFixtures {
    /// A timeline with the facts the resolver would hand in.
    struct TimelineCase: Sendable, CustomStringConvertible {
        var timeline: CodegenTimeline
        var facts: TimelineFacts

        var name: String { timeline.name }
        var description: String { name }

        func generate(_ target: CodegenTarget, includePresets: Bool = true) throws -> GeneratedSource {
            try SwiftUICodegen.timeline(timeline, facts: facts, target: target, includePresets: includePresets)
        }
    }

    static func type(_ name: String) -> PresetType { PresetTypeCatalog.type(named: name)! }

    /// Values written as expressions, read as the parameters' types.
    static func values(_ type: PresetType, _ pairs: KeyValuePairs<String, String>) -> [String: ParameterValue] {
        Dictionary(
            uniqueKeysWithValues: pairs.map { name, text in
                (name, try! ExpressionParser.parseValue(text, as: type.parameter(named: name)!.type))
            })
    }

    static func preset(
        _ name: String, _ typeName: String, _ pairs: KeyValuePairs<String, String>, ignored: Set<String> = []
    ) -> CodegenPreset {
        let type = type(typeName)
        return CodegenPreset(name: name, type: type, values: values(type, pairs), ignored: ignored)
    }

    /// The parameters that jump by the resolver's rule: ignored, or not animatable.
    static func jumping(_ type: PresetType, ignored: Set<String>) -> Set<String> {
        Set(
            type.parameters.filter { ignored.contains($0.name) || !$0.isAnimatable || !$0.type.isAnimatable }.map(
                \.name))
    }

    static func jumping(_ preset: CodegenPreset) -> Set<String> { jumping(preset.type, ignored: preset.ignored) }

    // MARK: The demo library's presets

    static let shakeEffect = preset("ShakeEffect", "shake", ["shakes": "0", "amplitude": "10"])
    static let shake = preset("Shake", "shake", ["shakes": "0", "amplitude": "5"])
    static let shakeModifier = preset("ShakeModifier", "shake-decay", ["progress": "0", "intensity": "10"])
    static let trapezoid = preset("Trapezoid", "trapezoid", ["insetAmount": "50"])
    static let arc = preset(
        "Arc", "arc", ["startAngle": ".degrees(0)", "endAngle": ".degrees(180)", "clockwise": "false"])
    static let wave = preset("Wave", "wave", ["amplitude": "30", "frequency": "3", "phase": "0"])
    static let polygon = preset("Polygon", "polygon", ["sides": "3", "scale": "1", "rotation": ".degrees(0)"])
    static let petalShape = preset(
        "PetalShape", "petal", ["petalCount": "6", "innerRadius": "30", "outerRadius": "60", "rotationOffset": "0"])
    static let morphingShape = preset("MorphingShape", "morphing-shape", ["size": "100", "cornerRadius": "50"])
    static let sizeRectangle = preset("SizeRectangle", "rectangle", ["width": "50", "height": "50"])
    static let animatableTextView = preset(
        "AnimatableTextView", "animatable-text",
        [
            "count": "2", "value1": "0", "value2": "0", "format": "\"%.2f\"", "color1": ".red", "color2": ".blue",
            "font": ".largeTitle",
        ])

    static let presets: [CodegenPreset] = [
        shakeEffect, shake, shakeModifier, trapezoid, arc, wave, polygon, petalShape, morphingShape, sizeRectangle,
        animatableTextView,
    ]

    // MARK: The demo library's timelines

    static func inline(_ key: String, _ typeName: String, _ pairs: KeyValuePairs<String, String> = [:]) -> CodegenItem {
        let type = type(typeName)
        return .inline(key, type, values(type, pairs))
    }

    /// A timeline of `items`, its transactions written as `ExpressionParser.parseTransaction` reads them.
    static func timeline(
        _ name: String, _ items: [CodegenItem], _ transactions: [String], keyframes: [String: String] = [:],
        repetition: CodegenRepetition = .once, passLength: Double, keyframeTimes: [String: [Double]] = [:]
    ) -> TimelineCase {
        var types: [String: ParameterType] = [:]
        var jumps: Set<ParameterTarget> = []
        for item in items {
            for spec in item.type.parameters { types["\(item.key).\(spec.name)"] = spec.type }
            jumps.formUnion(jumping(item.type, ignored: item.ignored).map { .parameter(item.key, $0) })
        }
        let typed = transactions.map { try! ExpressionParser.parseTransaction($0).typed(types: types) }
        let tracks = Dictionary(
            uniqueKeysWithValues: keyframes.map {
                (ParameterTarget($0.key)!, try! ExpressionParser.parseKeyframes($0.value, as: .double))
            })
        return TimelineCase(
            timeline: CodegenTimeline(
                name: name, items: items, keyframes: tracks, transactions: typed, repetition: repetition),
            facts: TimelineFacts(
                passLength: passLength,
                keyframeTimes: Dictionary(
                    uniqueKeysWithValues: keyframeTimes.map { (ParameterTarget($0.key)!, $0.value) }),
                jumpingTargets: jumps))
    }

    static let timelines: [TimelineCase] = [
        timeline(
            "shake-effect",
            [
                inline("text", "text", ["text": "\"Shake me!\"", "font": ".title2"]), inline("padding", "padding"),
                inline("background", "background", ["paint": "Color.blue.opacity(0.2)"]),
                inline("corner-radius", "corner-radius", ["radius": "12"]), .preset(shakeEffect),
            ],
            [
                "ShakeEffect.shakes += 2 with .linear(duration: 0.6)",
                "ShakeEffect.shakes += 2 with .linear(duration: 0.6) at 1",
            ], passLength: 1.6),
        timeline(
            "shake-login", [inline("field", "text-field", ["placeholder": "\"username\""]), .preset(shake)],
            [
                "withAnimation { Shake.shakes = 4 }", "Shake.shakes = 0 at 1.5",
                "withAnimation { Shake.shakes = 4 } at 2",
            ], passLength: 2.5),
        timeline(
            "shake-me",
            [
                inline(
                    "text", "text",
                    [
                        "text": "\"Hey DevTechie, \\nShake me!\"", "font": ".largeTitle", "alignment": ".trailing",
                        "foreground": ".white",
                    ]),
                inline("padding", "padding"),
                inline("background", "background", ["paint": ".orange.gradient", "cornerRadius": "10"]),
                .preset(shake),
            ],
            ["Shake.shakes = 10 with .easeInOut(duration: 2)"], passLength: 2),
        timeline(
            "arc-demo",
            [
                .preset(arc),
                inline(
                    "stroke", "stroke",
                    [
                        "paint": "LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)",
                        "style": "StrokeStyle(lineWidth: 8, lineCap: .round)",
                    ]),
                inline("frame", "frame", ["width": "200", "height": "200"]),
            ],
            ["Arc.startAngle = .degrees(45), Arc.endAngle = .degrees(300) with .easeInOut(duration: 1) at 0.5"],
            passLength: 1.5),
        timeline(
            "wave-demo",
            [
                .preset(wave), inline("stroke", "stroke", ["paint": ".cyan", "style": "StrokeStyle(lineWidth: 3)"]),
                inline("frame", "frame", ["width": "300", "height": "150"]),
            ],
            [
                "Wave.phase = .pi * 2 with .linear(duration: 2).repeatForever(autoreverses: false)",
                "Wave.amplitude = 50, Wave.frequency = 5 with .easeInOut(duration: 0.8) at 1",
            ], passLength: 5),
        timeline(
            "polygon-morph",
            [
                .preset(polygon),
                inline(
                    "fill", "fill",
                    [
                        "paint":
                            "AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red], center: .center)"
                    ]),
                inline("frame", "frame", ["width": "200", "height": "200"]),
            ],
            [
                "Polygon.sides = 6 with .spring(duration: 0.6, bounce: 0.3)",
                "Polygon.scale = 0.8 with .easeInOut(duration: 0.3) at 1",
                "Polygon.scale = 1 with .spring(duration: 0.5, bounce: 0.5) at 1.3",
            ], passLength: 2.3),
        timeline(
            "shake-decay",
            [
                inline("text", "text", ["text": "\"Goyangkan Aku!\"", "font": ".title2.bold()"]),
                .preset(shakeModifier, ["intensity": .double(15)]),
            ],
            ["ShakeModifier.progress = 0", "ShakeModifier.progress = 1 with .easeOut(duration: 0.6)"],
            passLength: 0.6),
        timeline(
            "flower-loading",
            [
                .preset(petalShape),
                inline(
                    "fill", "fill",
                    [
                        "paint":
                            ".linearGradient(colors: [.pink, .purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)"
                    ]),
                inline("frame", "frame", ["width": "200", "height": "200"]),
                inline("rotation", "rotation", ["angle": ".radians(0)"]),
            ],
            [
                "PetalShape.rotationOffset = .pi * 2, rotation.angle = .radians(.pi * 2)"
                    + " with .linear(duration: 4).repeatForever(autoreverses: false)",
                "PetalShape.petalCount = 12, PetalShape.outerRadius = 50 with .spring(duration: 0.8) at 1",
            ], passLength: 5),
        timeline(
            "morph-tap",
            [
                .preset(morphingShape), inline("fill", "fill", ["paint": "Color.green"]),
                inline("frame", "frame", ["width": "200", "height": "200"]),
            ],
            [
                "MorphingShape.size = 150, MorphingShape.cornerRadius = 10"
                    + " with .spring(response: 1, dampingFraction: 0.5, blendDuration: 1)"
            ], passLength: 3.2),
        timeline(
            "rect-grow",
            [
                .preset(sizeRectangle), inline("fill", "fill", ["paint": ".blue"]),
                inline("frame", "frame", ["width": "240", "height": "160"]),
            ],
            ["SizeRectangle.width = 200, SizeRectangle.height = 100 with .spring(duration: 0.5, bounce: 0.3)"],
            passLength: 1.1),
        timeline(
            "count-up",
            [
                .preset(animatableTextView), inline("frame", "frame", ["width": "300", "height": "200"]),
                inline("padding", "padding"),
            ],
            ["AnimatableTextView.value1 = 100, AnimatableTextView.value2 = 200 with .easeInOut(duration: 2)"],
            passLength: 2),
    ]

    /// Timelines beyond the articles': keyframes, repetition, ignored parameters, iOS 17-only animations.
    static let extraTimelines: [TimelineCase] = [
        timeline(
            "breathing-flower", [.preset(petalShape), inline("fill", "fill", ["paint": ".pink"])], [],
            keyframes: [
                "PetalShape.outerRadius":
                    "SpringKeyframe(80, duration: 0.6, spring: .bouncy); SpringKeyframe(60, duration: 0.6, spring: .smooth)",
                "PetalShape.innerRadius":
                    "LinearKeyframe(40, duration: 0.6, timingCurve: .easeInOut); MoveKeyframe(30)",
            ], repetition: .forever, passLength: 1.2,
            keyframeTimes: ["PetalShape.outerRadius": [0.6, 1.2], "PetalShape.innerRadius": [0.6, 0.6]]),
        timeline(
            "counter-spin",
            [
                inline("label", "text", ["text": "\"Spin \\\"me\\\"\""]),
                inline("spin", "rotation", ["angle": ".degrees(0)", "anchor": "UnitPoint.topLeading"]),
                inline("fade", "opacity"),
            ],
            [
                "spin.angle = .degrees(90), fade.opacity = 0.5 with .bouncy.logicallyComplete(after: 0.2)",
                "spin.angle = .degrees(0) with .timingCurve(.circularEaseOut, duration: 0.3) at 1",
            ], repetition: .count(3), passLength: 1.3),
    ]
}
