import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax

/// The articles' demo views written as trees (their listings in `shared/seeds/`, with each button's action as a
/// change at a time, since a timeline keeps no actions), and views the articles do not show: a progress ring, an
/// overlay badge, a masked wave and a transition.
extension CodegenFixtures {
    /// A node: a view, its modifiers (each with the views it attaches), its children, its conditions.
    static func node(
        _ view: CodegenItem, _ modifiers: [CodegenItem] = [], children: [CodegenNode] = [],
        attached: [String: [CodegenNode]] = [:], if conditions: [CodegenNode.Condition] = []
    ) -> CodegenNode {
        CodegenNode(
            view, modifiers: modifiers.map { CodegenNode.Modifier($0, content: attached[$0.key] ?? []) },
            children: children, conditions: conditions)
    }

    /// A state written as an expression of its type.
    static func state(_ name: String, _ type: ParameterType, _ text: String) -> CodegenState {
        CodegenState(name: name, value: try! ExpressionParser.parseValue(text, as: type))
    }

    /// An inline item whose parameters read states.
    static func bound(
        _ key: String, _ typeName: String, _ pairs: KeyValuePairs<String, String> = [:],
        bindings: [String: CodegenBinding], states: [CodegenState]
    ) -> CodegenItem {
        var item = inline(key, typeName, pairs)
        item.bindings = bindings
        item.values.merge(readValues(bindings, of: item.type, states)) { _, read in read }
        return item
    }

    /// What bound parameters read from the states' initial values, as the resolver fills them in.
    static func readValues(_ bindings: [String: CodegenBinding], of type: PresetType, _ states: [CodegenState])
        -> [String: ParameterValue]
    {
        var values: [String: ParameterValue] = [:]
        for (parameter, binding) in bindings {
            switch binding {
            case .state(let name): values[parameter] = states.first { $0.name == name }!.value
            case .interpolation, .angle, .choice: values[parameter] = type.parameter(named: parameter)!.defaultValue
            }
        }
        return values
    }

    /// A tree timeline, its transactions written as `ExpressionParser.parseTransaction` reads them.
    static func tree(
        _ name: String, _ view: CodegenNode, states: [CodegenState] = [], _ transactions: [String],
        repetition: CodegenRepetition = .once, passLength: Double
    ) -> TimelineCase {
        var types: [String: ParameterType] = [:]
        var jumps: Set<ParameterTarget> = []
        for item in view.items {
            for spec in item.type.parameters { types["\(item.key).\(spec.name)"] = spec.type }
            jumps.formUnion(jumping(item.type, ignored: item.ignored).map { .parameter(item.key, $0) })
        }
        for state in states { types[state.name] = state.value.type }
        let typed = transactions.map { try! ExpressionParser.parseTransaction($0).typed(types: types) }
        return TimelineCase(
            timeline: CodegenTimeline(
                name: name, view: view, states: states, transactions: typed, repetition: repetition),
            facts: TimelineFacts(passLength: passLength, jumpingTargets: jumps))
    }

    static let frame200 = inline("frame", "frame", ["width": "200", "height": "200"])

    static func button(_ key: String, _ title: String) -> CodegenNode {
        node(inline(key, "button", ["title": "\"\(title)\""]))
    }

    // MARK: The articles' views

    /// 001's ArcDemoView: the arc and its button in a padded stack; the button pressed at 0.5 s.
    static let arcDemoView = tree(
        "arc-demo-view",
        node(
            inline("stack", "vstack", ["spacing": "32"]), [inline("padding", "padding")],
            children: [
                node(
                    .preset(arc),
                    [
                        inline(
                            "stroke", "stroke",
                            [
                                "paint":
                                    "LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)",
                                "style": "StrokeStyle(lineWidth: 8, lineCap: .round)",
                            ]),
                        frame200,
                    ]),
                node(
                    inline("animate", "button", ["title": "\"Animasikan Arc\""]),
                    [inline("style", "button-style", ["style": ".borderedProminent"])]),
            ]),
        ["Arc.startAngle = .degrees(45), Arc.endAngle = .degrees(300) with .easeInOut(duration: 1) at 0.5"],
        passLength: 1.5)

    /// 001's WaveDemoView: the wave, then two buttons in a bordered row; the wave runs from the start, Gelombang
    /// Tinggi is pressed at 1 s. (`.drawingGroup()` changes how it is drawn, not what: the catalog has none.)
    static let waveDemoView = tree(
        "wave-demo-view",
        node(
            inline("stack", "vstack", ["spacing": "24"]), [inline("padding", "padding")],
            children: [
                node(
                    .preset(wave),
                    [
                        inline("stroke", "stroke", ["paint": ".cyan", "style": "StrokeStyle(lineWidth: 3)"]),
                        inline("frame", "frame", ["height": "150"]),
                    ]),
                node(
                    inline("buttons", "hstack", ["spacing": "16"]),
                    [inline("style", "button-style", ["style": ".bordered"])],
                    children: [button("low", "Gelombang Rendah"), button("high", "Gelombang Tinggi")]),
            ]),
        [
            "Wave.phase = .pi * 2 with .linear(duration: 2).repeatForever(autoreverses: false)",
            "Wave.amplitude = 50, Wave.frequency = 5 with .easeInOut(duration: 0.8) at 1",
        ], passLength: 5)

    static let polygonStates = [state("sides", .double, "3")]

    /// 001's PolygonDemoView: the polygon reads `sides`, which the label interpolates and the slider edits; the
    /// slider moves to 6 at once, Pulse is pressed at 1 s.
    static let polygonDemoView = tree(
        "polygon-demo-view",
        node(
            inline("stack", "vstack", ["spacing": "32"]), [inline("padding", "padding")],
            children: [
                node(
                    .preset(polygon, ["sides": .double(3)], bindings: ["sides": .state("sides")]),
                    [
                        inline(
                            "fill", "fill",
                            [
                                "paint":
                                    "AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red], center: .center)"
                            ]),
                        frame200,
                    ]),
                node(
                    inline("controls", "vstack", ["spacing": "12"]),
                    children: [
                        node(
                            bound(
                                "label", "text", ["font": ".headline"],
                                bindings: ["text": .interpolation(#""Sisi: \(Int(sides))""#, states: ["sides"])],
                                states: polygonStates)),
                        node(
                            bound(
                                "slider", "slider", ["lower": "3", "upper": "12"],
                                bindings: ["value": .state("sides")], states: polygonStates)),
                    ]),
                node(
                    inline("pulse", "button", ["title": "\"Pulse\""]),
                    [inline("style", "button-style", ["style": ".borderedProminent"])]),
            ]),
        states: polygonStates,
        [
            "sides = 6 with .spring(duration: 0.6, bounce: 0.3)",
            "Polygon.scale = 0.8 with .easeInOut(duration: 0.3) at 1",
            "Polygon.scale = 1 with .spring(duration: 0.5, bounce: 0.5) at 1.3",
        ], passLength: 2.3)

    static let shakeStates = [state("shakeProgress", .double, "0")]

    /// 001's ShakeDemoView: the text shakes by `shakeProgress`, which Shake! resets and animates.
    static let shakeDemoView = tree(
        "shake-demo-view",
        node(
            inline("stack", "vstack", ["spacing": "24"]),
            children: [
                node(
                    inline("text", "text", ["text": "\"Goyangkan Aku!\"", "font": ".title2.bold()"]),
                    [
                        .preset(
                            shakeModifier, ["intensity": .double(15), "progress": .double(0)],
                            bindings: ["progress": .state("shakeProgress")])
                    ]),
                node(
                    inline("shake", "button", ["title": "\"Shake!\""]),
                    [inline("style", "button-style", ["style": ".borderedProminent"])]),
            ]),
        states: shakeStates,
        ["shakeProgress = 0", "shakeProgress = 1 with .easeOut(duration: 0.6)"], passLength: 0.6)

    /// 001's FlowerLoadingView: the spinning flower and its three buttons; 12 Kelopak pressed at 1 s.
    static let flowerLoadingView = tree(
        "flower-loading-view",
        node(
            inline("stack", "vstack", ["spacing": "32"]),
            children: [
                node(
                    .preset(petalShape),
                    [
                        inline(
                            "fill", "fill",
                            [
                                "paint":
                                    ".linearGradient(colors: [.pink, .purple, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)"
                            ]),
                        frame200, inline("rotation", "rotation", ["angle": ".radians(0)"]),
                    ]),
                node(
                    inline("buttons", "hstack", ["spacing": "12"]),
                    [inline("style", "button-style", ["style": ".bordered"])],
                    children: [
                        button("three", "3 Kelopak"), button("six", "6 Kelopak"), button("twelve", "12 Kelopak"),
                    ]),
            ]),
        [
            "PetalShape.rotationOffset = .pi * 2, rotation.angle = .radians(.pi * 2)"
                + " with .linear(duration: 4).repeatForever(autoreverses: false)",
            "PetalShape.petalCount = 12, PetalShape.outerRadius = 50 with .spring(duration: 0.8) at 1",
        ], passLength: 5)

    static let loginStates = [state("username", .string, "\"\""), state("numberOfShakes", .double, "0")]

    /// 002's login form: a navigation stack around the padded form; Check pressed at 0 and 2 s, Return at 1.5 s.
    static let loginForm = tree(
        "login-form",
        node(
            inline("navigation", "navigation-stack"),
            children: [
                node(
                    inline("form", "vstack", ["alignment": ".leading"]),
                    [inline("padding", "padding"), inline("title", "navigation-title", ["title": "\"DevTechie\""])],
                    children: [
                        node(inline("prompt", "text", ["text": "\"Enter username\""])),
                        node(
                            bound(
                                "field", "text-field", ["placeholder": "\"username\""],
                                bindings: ["text": .state("username")], states: loginStates),
                            [
                                .preset(
                                    shake, ["shakes": .double(0)], bindings: ["shakes": .state("numberOfShakes")])
                            ]),
                        button("check", "Check"),
                    ])
            ]),
        states: loginStates,
        [
            "withAnimation { numberOfShakes = 4 }", "numberOfShakes = 0 at 1.5",
            "withAnimation { numberOfShakes = 4 } at 2",
        ], passLength: 2.5)

    /// 003's ContentView: AnimatableTextView and its button in a framed, padded stack; the button pressed at once.
    static let animatableTextContentView = tree(
        "content-view",
        node(
            inline("stack", "vstack"),
            [inline("frame", "frame", ["width": "300", "height": "200"]), inline("padding", "padding")],
            children: [.init(.preset(animatableTextView)), button("animate", "Animate Values")]),
        ["AnimatableTextView.value1 = 100, AnimatableTextView.value2 = 200 with .easeInOut(duration: 2)"],
        passLength: 2)

    // MARK: Beyond the articles

    /// A progress ring: a faint track circle under an arc that grows to three quarters.
    static let progressRing = tree(
        "progress-ring",
        node(
            inline("ring", "zstack"), [inline("frame", "frame", ["width": "120", "height": "120"])],
            children: [
                node(
                    inline("track", "circle"),
                    [
                        inline(
                            "track-stroke", "stroke",
                            ["paint": "Color.gray.opacity(0.2)", "style": "StrokeStyle(lineWidth: 12)"])
                    ]),
                node(
                    inline("progress", "arc", ["startAngle": ".degrees(-90)", "endAngle": ".degrees(-90)"]),
                    [
                        inline(
                            "progress-stroke", "stroke",
                            ["paint": ".blue", "style": "StrokeStyle(lineWidth: 12, lineCap: .round)"])
                    ]),
            ]),
        ["progress.endAngle = .degrees(180) with .easeInOut(duration: 1.5)"], passLength: 1.5)

    /// A card with a badge over its top trailing corner, which pops, and a shadow-like bar behind it.
    static let overlayBadge = tree(
        "overlay-badge",
        node(
            inline("card", "rounded-rectangle", ["cornerRadius": "16"]),
            [
                inline("card-fill", "fill", ["paint": ".blue.gradient"]),
                inline("card-frame", "frame", ["width": "120", "height": "120"]),
                inline("badge", "overlay", ["alignment": ".topTrailing"]),
                inline("shadow", "background-view", ["alignment": ".bottom"]),
            ],
            attached: [
                "badge": [
                    node(
                        inline("dot", "circle"),
                        [
                            inline("dot-fill", "fill", ["paint": ".red"]),
                            inline("dot-frame", "frame", ["width": "28", "height": "28"]),
                            inline("pop", "scale", ["scale": "0"]),
                        ])
                ],
                "shadow": [
                    node(
                        inline("bar", "capsule"),
                        [
                            inline("bar-fill", "fill", ["paint": "Color.black.opacity(0.2)"]),
                            inline("bar-frame", "frame", ["width": "100", "height": "12"]),
                            inline("bar-offset", "offset", ["y": "16"]),
                        ])
                ],
            ]),
        ["pop.scale = 1 with .bouncy at 0.3"], passLength: 1)

    /// A wave faded at its ends by a gradient mask and clipped to a capsule.
    static let maskedWave = tree(
        "masked-wave",
        node(
            .preset(wave),
            [
                inline("stroke", "stroke", ["paint": ".cyan", "style": "StrokeStyle(lineWidth: 3)"]),
                inline("frame", "frame", ["width": "300", "height": "150"]),
                inline("fade", "mask"), inline("clip", "clip-shape"),
            ],
            attached: [
                "fade": [
                    node(
                        inline(
                            "fade-gradient", "color",
                            [
                                "paint":
                                    "LinearGradient(colors: [.clear, .black, .clear], startPoint: .leading, endPoint: .trailing)"
                            ]))
                ],
                "clip": [node(inline("capsule", "capsule"))],
            ]),
        ["Wave.phase = .pi * 2 with .linear(duration: 2).repeatForever(autoreverses: false)"], passLength: 2)

    static let transitionStates = [state("show", .bool, "false")]

    /// A card that scales in over its placeholder when `show` turns on, with a toggle for it.
    static let transitionDemo = tree(
        "transition-demo",
        node(
            inline("stack", "vstack", ["spacing": "20"]),
            [inline("padding", "padding", ["edges": ".horizontal", "length": "20"])],
            children: [
                node(
                    bound(
                        "toggle", "toggle", ["title": "\"Show card\""], bindings: ["isOn": .state("show")],
                        states: transitionStates)),
                node(
                    inline("card", "rounded-rectangle", ["cornerRadius": "16"]),
                    [
                        inline("card-fill", "fill", ["paint": ".orange"]),
                        inline("card-frame", "flexible-frame", ["maxWidth": ".infinity"]),
                        inline("card-height", "frame", ["height": "120"]),
                        inline("card-transition", "transition", ["transition": ".scale"]),
                        inline("card-z", "z-index", ["value": "1"]),
                    ], if: [.init("show")]),
                node(
                    inline("placeholder", "text", ["text": "\"Nothing to see\""]),
                    [inline("placeholder-transition", "transition", ["transition": ".push(from: .bottom)"])],
                    if: [.init("show", holds: false)]),
                node(inline("spacer", "spacer")),
            ]),
        states: transitionStates,
        ["show = true with .spring(duration: 0.5) at 0.5", "show = false with .easeInOut(duration: 0.3) at 2"],
        passLength: 2.3)

    static let trimRingStates = [state("progress", .double, "0")]

    /// The progress ring as SwiftUI code writes it: a circle trimmed to `progress`, turned to start at 12 o'clock.
    static let trimRing = tree(
        "trim-ring",
        node(
            inline("ring", "zstack"), [inline("frame", "frame", ["width": "120", "height": "120"])],
            children: [
                node(
                    inline("track", "circle"),
                    [
                        inline(
                            "track-stroke", "stroke",
                            ["paint": "Color.gray.opacity(0.2)", "style": "StrokeStyle(lineWidth: 12)"])
                    ]),
                node(
                    inline("progress", "circle"),
                    [
                        bound("progress-trim", "trim", bindings: ["to": .state("progress")], states: trimRingStates),
                        inline(
                            "progress-stroke", "stroke",
                            ["paint": ".blue", "style": "StrokeStyle(lineWidth: 12, lineCap: .round)"]),
                        inline("progress-turn", "rotation", ["angle": ".degrees(-90)"]),
                    ]),
            ]),
        states: trimRingStates, ["progress = 1 with .easeInOut(duration: 1.5)"], passLength: 1.5)

    /// A glowing button: a blue capsule whose shadow and blur grow, through every colour filter and a blend mode.
    static let glowButton = tree(
        "glow-button",
        node(
            inline("glow", "capsule"),
            [
                inline("glow-fill", "fill", ["paint": ".blue"]),
                inline("glow-frame", "frame", ["width": "160", "height": "56"]),
                inline("glow-shadow", "shadow", ["color": ".blue", "radius": "4", "y": "2"]),
                inline("glow-blur", "blur", ["radius": "1"]),
                inline("glow-hue", "hue-rotation", ["angle": ".degrees(30)"]),
                inline("glow-grey", "grayscale", ["amount": "0.2"]),
                inline("glow-brightness", "brightness", ["amount": "0.1"]),
                inline("glow-contrast", "contrast", ["amount": "1.2"]),
                inline("glow-saturation", "saturation", ["amount": "1.5"]),
                inline("glow-multiply", "color-multiply", ["color": ".yellow"]),
                inline("glow-invert", "color-invert"),
                inline("glow-blend", "blend-mode", ["mode": "\"screen\""]),
            ]),
        [
            "glow-shadow.radius = 24, glow-grey.amount = 0.6 with .easeInOut(duration: 1)"
        ], passLength: 1)

    static let cardFlipStates = [state("angle", .double, "0")]

    /// A card flipping about its vertical axis, and a badge squashed across it.
    static let cardFlip = tree(
        "card-flip",
        node(
            inline("card", "rect"),
            [
                inline("card-fill", "fill", ["paint": ".blue"]),
                inline("card-frame", "frame", ["width": "100", "height": "140"]),
                bound(
                    "card-turn", "rotation-3d", bindings: ["angle": .angle("angle", degrees: true)],
                    states: cardFlipStates),
                inline("card-squash", "scale-xy", ["x": "1.2", "y": "0.9"]),
                inline("card-shift", "transform-effect", ["tx": "4"]),
            ]),
        states: cardFlipStates, ["angle = 180 with .easeInOut(duration: 0.8)"], passLength: 0.8)

    /// Every tree timeline.
    static let trees: [TimelineCase] = [
        arcDemoView, waveDemoView, polygonDemoView, shakeDemoView, flowerLoadingView, loginForm,
        animatableTextContentView, progressRing, overlayBadge, maskedWave, transitionDemo, trimRing, glowButton,
        cardFlip,
    ]
}
