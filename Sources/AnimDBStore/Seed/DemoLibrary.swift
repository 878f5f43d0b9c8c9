import AnimDBModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The demo library every new store starts with: the views of the four articles animdb is built from, so
/// `animdb play shake-login` works on first use and every article listing can be played, rendered and generated.
///
/// Presets carry the articles' Swift type names (`ShakeEffect`, `Arc`, `PetalShape`, …), so generated code reads like
/// the articles; timelines are named for what they show. Each timeline's view is the article's view: its content,
/// its styles and its modifier chain in the article's order, and its `withAnimation` blocks at the moments the
/// article's buttons or `onAppear` run them. Values and animations are written in the expression syntax, exactly as
/// a user would type them.
public enum DemoLibrary {
    /// The presets, in creation order.
    public static var presets: [Preset] {
        [
            preset(
                "ShakeEffect", type: "shake", ["shakes": "0", "amplitude": "10"],
                "The AnimatableModifier shake: content.offset(x: sin(shakes * .pi * 2) * 10).",
                tags: ["modifier", "shake"]),
            preset(
                "Shake", type: "shake", ["shakes": "0", "amplitude": "5"],
                "DevTechie's login-field shake: content.offset(x: sin(shakes * .pi * 2) * 5).",
                tags: ["modifier", "shake"]),
            preset(
                "ShakeModifier", type: "shake-decay", ["progress": "0", "intensity": "10"],
                "An @Animatable shake that dies away: sin(progress * .pi * 6) * intensity * (1 - progress).",
                tags: ["modifier", "shake"]),
            preset(
                "Trapezoid", type: "trapezoid", ["insetAmount": "50"],
                "A trapezoid whose top corners are inset by insetAmount.", tags: ["shape"]),
            preset(
                "Arc", type: "arc", ["startAngle": ".degrees(0)", "endAngle": ".degrees(180)", "clockwise": "false"],
                "An arc of the frame's inscribed circle; clockwise is @AnimatableIgnored.", tags: ["shape"]),
            preset(
                "Wave", type: "wave", ["amplitude": "30", "frequency": "3", "phase": "0"],
                "A sine wave across the frame: three animatable properties.", tags: ["shape"]),
            preset(
                "Polygon", type: "polygon", ["sides": "3", "scale": "1", "rotation": ".degrees(0)"],
                "A regular polygon morphing by its side count; rotation is @AnimatableIgnored.", tags: ["shape"]),
            preset(
                "PetalShape", type: "petal",
                ["petalCount": "6", "innerRadius": "30", "outerRadius": "60", "rotationOffset": "0"],
                "A flower of quad-curve petals; rotationOffset is @AnimatableIgnored.", tags: ["shape", "loading"]),
            preset(
                "MorphingShape", type: "morphing-shape", ["size": "100", "cornerRadius": "50"],
                "A centred rounded square morphing size and corners together (an AnimatablePair).",
                tags: ["shape", "spring"]),
            preset(
                "SizeRectangle", type: "rectangle", ["width": "50", "height": "50"],
                "A rectangle whose width and height animate together as one AnimatablePair.",
                tags: ["shape", "spring"]),
            preset(
                "AnimatableTextView", type: "animatable-text",
                [
                    "count": "2", "value1": "0", "value2": "0", "format": "\"%.2f\"", "color1": ".red",
                    "color2": ".blue", "font": ".largeTitle",
                ],
                "Two numbers in red and blue that animate together through an AnimatablePair.",
                tags: ["text"]),
        ]
    }

    /// The timelines, in creation order; each uses presets above.
    public static var timelines: [Timeline] {
        [
            timeline(
                "shake-effect",
                [
                    .inline("text", type: "text", ["text": "\"Shake me!\"", "font": ".title2"]),
                    .inline("padding", type: "padding"),
                    .inline("background", type: "background", ["paint": "Color.blue.opacity(0.2)"]),
                    .inline("corner-radius", type: "corner-radius", ["radius": "12"]),
                    .preset("ShakeEffect"),
                ],
                [
                    .init(at: 0, animation: ".linear(duration: 0.6)", [.init("ShakeEffect.shakes", .add, "2")]),
                    .init(at: 1, animation: ".linear(duration: 0.6)", [.init("ShakeEffect.shakes", .add, "2")]),
                ]),
            timeline(
                "shake-login",
                [
                    .inline("field", type: "text-field", ["placeholder": "\"username\""]),
                    .preset("Shake"),
                    // The article's VStack is padded, so the field does not span the whole screen.
                    .inline("padding", type: "padding"),
                ],
                [
                    .init(at: 0, animation: ".default", [.init("Shake.shakes", .set, "4")]),
                    .init(at: 1.5, animation: nil, [.init("Shake.shakes", .set, "0")]),
                    .init(at: 2, animation: ".default", [.init("Shake.shakes", .set, "4")]),
                ]),
            timeline(
                "shake-me",
                [
                    .inline(
                        "text", type: "text",
                        [
                            "text": "\"Hey DevTechie, \\nShake me!\"", "font": ".largeTitle",
                            "alignment": ".trailing", "foreground": ".white",
                        ]),
                    .inline("padding", type: "padding"),
                    .inline("background", type: "background", ["paint": ".orange.gradient", "cornerRadius": "10"]),
                    .preset("Shake"),
                ],
                [.init(at: 0, animation: ".easeInOut(duration: 2)", [.init("Shake.shakes", .set, "10")])]),
            timeline(
                "arc-demo",
                [
                    .preset("Arc"),
                    .inline(
                        "stroke", type: "stroke",
                        [
                            "paint":
                                "LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)",
                            "style": "StrokeStyle(lineWidth: 8, lineCap: .round)",
                        ]),
                    .inline("frame", type: "frame", ["width": "200", "height": "200"]),
                ],
                [
                    .init(
                        at: 0.5, animation: ".easeInOut(duration: 1)",
                        [.init("Arc.startAngle", .set, ".degrees(45)"), .init("Arc.endAngle", .set, ".degrees(300)")])
                ]),
            timeline(
                "wave-demo",
                [
                    .preset("Wave"),
                    .inline("stroke", type: "stroke", ["paint": ".cyan", "style": "StrokeStyle(lineWidth: 3)"]),
                    .inline("frame", type: "frame", ["width": "300", "height": "150"]),
                ],
                [
                    .init(
                        at: 0, animation: ".linear(duration: 2).repeatForever(autoreverses: false)",
                        [.init("Wave.phase", .set, ".pi * 2")]),
                    .init(
                        at: 1, animation: ".easeInOut(duration: 0.8)",
                        [.init("Wave.amplitude", .set, "50"), .init("Wave.frequency", .set, "5")]),
                ]),
            timeline(
                "polygon-morph",
                [
                    .preset("Polygon"),
                    .inline(
                        "fill", type: "fill",
                        [
                            "paint":
                                "AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red], center: .center)"
                        ]),
                    .inline("frame", type: "frame", ["width": "200", "height": "200"]),
                ],
                [
                    .init(at: 0, animation: ".spring(duration: 0.6, bounce: 0.3)", [.init("Polygon.sides", .set, "6")]),
                    .init(at: 1, animation: ".easeInOut(duration: 0.3)", [.init("Polygon.scale", .set, "0.8")]),
                    .init(
                        at: 1.3, animation: ".spring(duration: 0.5, bounce: 0.5)", [.init("Polygon.scale", .set, "1")]),
                ]),
            timeline(
                "shake-decay",
                [
                    .inline("text", type: "text", ["text": "\"Goyangkan Aku!\"", "font": ".title2.bold()"]),
                    .preset("ShakeModifier", ["intensity": "15"]),
                ],
                [
                    .init(at: 0, animation: nil, [.init("ShakeModifier.progress", .set, "0")]),
                    .init(at: 0, animation: ".easeOut(duration: 0.6)", [.init("ShakeModifier.progress", .set, "1")]),
                ]),
            timeline(
                "flower-loading",
                [
                    .preset("PetalShape"),
                    .inline(
                        "fill", type: "fill",
                        [
                            "paint":
                                ".linearGradient(colors: [.pink, .purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)"
                        ]),
                    .inline("frame", type: "frame", ["width": "200", "height": "200"]),
                    .inline("rotation", type: "rotation", ["angle": ".radians(0)"]),
                ],
                [
                    .init(
                        at: 0, animation: ".linear(duration: 4).repeatForever(autoreverses: false)",
                        [
                            .init("PetalShape.rotationOffset", .set, ".pi * 2"),
                            .init("rotation.angle", .set, ".radians(.pi * 2)"),
                        ]),
                    .init(
                        at: 1, animation: ".spring(duration: 0.8)",
                        [.init("PetalShape.petalCount", .set, "12"), .init("PetalShape.outerRadius", .set, "50")]),
                ]),
            timeline(
                "morph-tap",
                [
                    .preset("MorphingShape"),
                    .inline("fill", type: "fill", ["paint": "Color.green"]),
                    .inline("frame", type: "frame", ["width": "200", "height": "200"]),
                ],
                [
                    .init(
                        at: 0, animation: ".spring(response: 1, dampingFraction: 0.5, blendDuration: 1)",
                        [.init("MorphingShape.size", .set, "150"), .init("MorphingShape.cornerRadius", .set, "10")])
                ]),
            timeline(
                "rect-grow",
                [
                    .preset("SizeRectangle"),
                    .inline("fill", type: "fill", ["paint": ".blue"]),
                    .inline("frame", type: "frame", ["width": "240", "height": "160"]),
                ],
                [
                    .init(
                        at: 0, animation: ".spring(duration: 0.5, bounce: 0.3)",
                        [.init("SizeRectangle.width", .set, "200"), .init("SizeRectangle.height", .set, "100")])
                ]),
            timeline(
                "count-up",
                [
                    .preset("AnimatableTextView"),
                    .inline("frame", type: "frame", ["width": "300", "height": "200"]),
                    .inline("padding", type: "padding"),
                ],
                [
                    .init(
                        at: 0, animation: ".easeInOut(duration: 2)",
                        [
                            .init("AnimatableTextView.value1", .set, "100"),
                            .init("AnimatableTextView.value2", .set, "200"),
                        ])
                ]),
        ]
    }

    /// `timelines` with their preset items pointing at the presets' ids, as the store resolves them: for evaluating
    /// the library without a store (benchmarks, tests).
    public static var resolvedTimelines: [Timeline] {
        let ids = Dictionary(uniqueKeysWithValues: presets.map { ($0.name, $0.id) })
        return timelines.map { timeline in
            var timeline = timeline
            timeline.view = timeline.view.mapItems { item in
                guard case .preset(let name, nil, let parameters) = item.source else { return item }
                return Timeline.Item(key: item.key, source: .preset(name: name, id: ids[name], parameters: parameters))
            }
            return timeline
        }
    }

    private static func preset(
        _ name: String, type: String, _ parameters: KeyValuePairs<String, String>, _ description: String,
        tags: Set<String>
    ) -> Preset {
        Preset(
            id: stableID("preset", name), name: name, type: type,
            parameters: parameters.map { Preset.Parameter(name: $0.key, value: $0.value) },
            description: description, tags: tags.union(["article"]))
    }

    private static func timeline(
        _ name: String, _ view: [Timeline.Item], _ changes: [Timeline.Change],
        repetition: Timeline.Repetition = .once
    ) -> Timeline {
        Timeline(id: stableID("timeline", name), name: name, chain: view, repetition: repetition, changes: changes)
    }

    /// The same id in every store, derived from the name: teammates' demo libraries are then the same objects, so
    /// syncing two fresh stores finds them unchanged rather than as clashing names.
    static func stableID(_ kind: String, _ name: String) -> UUID {
        var bytes = Array(SHA256.hexDigest(of: "animdb demo library/\(kind)/\(name)").utf8.prefix(32))
        // Shape the 32 hex digits as a version-5-style UUID (name-based), so it reads as one and parses.
        bytes[12] = UInt8(ascii: "5")
        let hex = String(decoding: bytes, as: UTF8.self)
        let text = [
            hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4),
            hex.dropFirst(20),
        ].joined(separator: "-")
        return UUID(uuidString: text)!
    }
}
