import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSyntax

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

    /// The timelines, in creation order; each uses presets above. Their views are the articles' listings, read by
    /// the one view reader (`ViewSyntax.tree`) as `add timeline --view` reads them; their changes are what the
    /// listings' buttons and `onAppear` do, at the moments the demo presses them.
    public static var timelines: [Timeline] {
        demos.map { demo in
            let presets = Dictionary(uniqueKeysWithValues: self.presets.map { ($0.name, ($0.name, $0.type)) })
            let syntax = ViewSyntax { presets[$0] }
            let states = demo.states.map { state -> Timeline.StateVariable in
                let parts = state.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
                let declared = parts[0].split(separator: ":").map { $0.trimmingWhitespace() }
                let type = declared.count == 2 ? ParameterType(swiftTypeName: declared[1]) : nil
                let value = try! StoredText.stateValue(parts[1], type: type)
                return Timeline.StateVariable(name: declared[0], type: value.type.rawValue, value: value.description)
            }
            let types = Dictionary(uniqueKeysWithValues: states.map { ($0.name, ParameterType(rawValue: $0.type!)!) })
            let view: Timeline.Node
            do {
                view = try syntax.tree(demo.view, states: types)
            } catch {
                preconditionFailure("demo '\(demo.name)': \(error)")
            }
            let targets = ViewTargets(
                items: view.items.map { item in
                    let typeName: String
                    switch item.source {
                    case .preset(let name, _, _): typeName = presets[name]!.1
                    case .inline(let type, _, _): typeName = type
                    }
                    return (item.key, PresetTypeCatalog.type(named: typeName)!)
                },
                states: states.map { ($0.name, ParameterType(rawValue: $0.type!)!) })
            let changes = demo.changes.map { text -> Timeline.Change in
                let parsed = try! ExpressionParser.parseTransaction(text)
                let typed = try! parsed.typed { assignment throws(ExpressionError) in
                    do {
                        let resolved = try targets.resolve(assignment.target)
                        return (resolved.target, resolved.type)
                    } catch {
                        throw assignment.error(String(describing: error))
                    }
                }
                return Timeline.Change(typed)
            }
            return Timeline(
                id: stableID("timeline", demo.name), name: demo.name, view: view, state: states,
                repetition: demo.repetition, changes: changes)
        }
    }

    /// One demo: an article's view as its listing writes it, its `@State` values and its changes, each as a user
    /// types them to `add timeline --view --state --change`.
    public struct Demo: Sendable {
        public var name: String
        public var states: [String]
        public var view: String
        public var changes: [String]
        public var repetition: Timeline.Repetition = .once
    }

    /// The articles' views (/work/shared/seeds), their bodies verbatim.
    public static let demos: [Demo] = [
        Demo(
            name: "shake-effect", states: ["shakes: CGFloat = 0"],
            view: """
                VStack(spacing: 24) {
                Text("Shake me!")
                .font(.title2)
                .padding()
                .background(Color.blue.opacity(0.2))
                .cornerRadius(12)
                .modifier(ShakeEffect(shakes: shakes))
                Button("Animate") {
                withAnimation(.linear(duration: 0.6)) {
                shakes += 2
                }
                }
                }
                .padding()
                """,
            changes: [
                "withAnimation(.linear(duration: 0.6)) { shakes += 2 }",
                "withAnimation(.linear(duration: 0.6)) { shakes += 2 } at 1",
            ]),
        Demo(
            name: "shake-login", states: ["username: String = \"\"", "numberOfShakes = 0.0"],
            view: """
                NavigationStack {
                    VStack(alignment: .leading) {
                        Text("Enter username")
                        TextField("username", text: $username, onCommit: {
                            numberOfShakes = 0.0
                        })
                        .textFieldStyle(.roundedBorder)
                        .shake(with: numberOfShakes)
                        Button("Check") {
                            if username != "DevTechie" {
                                withAnimation {
                                    numberOfShakes = 4
                                }
                            }
                        }
                    }
                    .padding()
                    .navigationTitle("DevTechie")
                }
                """,
            // Check (a wrong name), then return in the field (onCommit), then Check again.
            changes: [
                "withAnimation { numberOfShakes = 4 }", "numberOfShakes = 0 at 1.5",
                "withAnimation { numberOfShakes = 4 } at 2",
            ]),
        Demo(
            name: "shake-me", states: ["numberOfShakes = 0.0"],
            view: """
                NavigationStack {
                    VStack {
                        Text("Hey DevTechie, \\nShake me!")
                            .padding()
                            .font(.largeTitle)
                            .multilineTextAlignment(.trailing)
                            .foregroundStyle(.white)
                            .background(.orange.gradient, in: RoundedRectangle(cornerRadius: 10))
                            .shake(with: numberOfShakes)

                        Button("Shake") {
                            withAnimation(Animation.easeInOut(duration: 2)) {
                                numberOfShakes = 10
                            }
                        }

                    }
                    .padding()
                    .navigationTitle("DevTechie")
                }
                """,
            changes: ["withAnimation(Animation.easeInOut(duration: 2)) { numberOfShakes = 10 }"]),
        Demo(
            name: "arc-demo", states: ["startAngle: Angle = .degrees(0)", "endAngle: Angle = .degrees(180)"],
            view: """
                VStack(spacing: 32) {
                    Arc(
                        startAngle: startAngle,
                        endAngle: endAngle,
                        clockwise: false
                    )
                    .stroke(
                        LinearGradient(
                            colors: [.blue, .purple],
                            startPoint: .leading,
                            endPoint: .trailing
                        ),
                        style: StrokeStyle(lineWidth: 8, lineCap: .round)
                    )
                    .frame(width: 200, height: 200)

                    Button("Animasikan Arc") {
                        withAnimation(.easeInOut(duration: 1.0)) {
                            startAngle = .degrees(Double.random(in: 0...180))
                            endAngle = .degrees(Double.random(in: 180...360))
                        }
                    }
                    .buttonStyle(.borderedProminent)
                }
                .padding()
                """,
            // The button's random angles, as one press drew them.
            changes: [
                "withAnimation(.easeInOut(duration: 1.0)) { startAngle = .degrees(45); endAngle = .degrees(300) } at 0.5"
            ]),
        Demo(
            name: "wave-demo", states: ["phase: Double = 0", "amplitude: Double = 30", "frequency: Double = 3"],
            view: """
                VStack(spacing: 24) {
                    Wave(
                        amplitude: amplitude,
                        frequency: frequency,
                        phase: phase
                    )
                    .stroke(.cyan, lineWidth: 3)
                    .frame(height: 150)
                    .drawingGroup()

                    HStack(spacing: 16) {
                        Button("Gelombang Rendah") {
                            withAnimation(.easeInOut(duration: 0.8)) {
                                amplitude = 15
                                frequency = 2
                            }
                        }

                        Button("Gelombang Tinggi") {
                            withAnimation(.easeInOut(duration: 0.8)) {
                                amplitude = 50
                                frequency = 5
                            }
                        }
                    }
                    .buttonStyle(.bordered)
                }
                .padding()
                .onAppear {
                    withAnimation(
                        .linear(duration: 2)
                        .repeatForever(autoreverses: false)
                    ) {
                        phase = .pi * 2
                    }
                }
                """,
            changes: [
                "withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { phase = .pi * 2 }",
                "withAnimation(.easeInOut(duration: 0.8)) { amplitude = 50; frequency = 5 } at 1",
            ]),
        Demo(
            name: "polygon-morph", states: ["sides: Double = 3", "scale: Double = 1.0"],
            view: """
                VStack(spacing: 32) {
                    Polygon(
                        sides: sides,
                        scale: scale,
                        rotation: .degrees(0)
                    )
                    .fill(
                        AngularGradient(
                            colors: [.red, .orange, .yellow, .green, .blue, .purple, .red],
                            center: .center
                        )
                    )
                    .frame(width: 200, height: 200)

                    VStack(spacing: 12) {
                        Text("Sisi: \\(Int(sides))")
                            .font(.headline)

                        Slider(value: $sides, in: 3...12, step: 1)
                            .onChange(of: sides) { oldValue, newValue in
                                withAnimation(.spring(duration: 0.6, bounce: 0.3)) {
                                    // sides sudah diupdate oleh binding
                                }
                            }
                    }

                    Button("Pulse") {
                        withAnimation(.easeInOut(duration: 0.3)) {
                            scale = 0.8
                        }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                            withAnimation(.spring(duration: 0.5, bounce: 0.5)) {
                                scale = 1.0
                            }
                        }
                    }
                    .buttonStyle(.borderedProminent)
                }
                .padding()
                """,
            // The slider dragged to 6 (animated, as the article means it to be), then Pulse at 1 s.
            changes: [
                "withAnimation(.spring(duration: 0.6, bounce: 0.3)) { sides = 6 }",
                "withAnimation(.easeInOut(duration: 0.3)) { scale = 0.8 } at 1",
                "withAnimation(.spring(duration: 0.5, bounce: 0.5)) { scale = 1.0 } at 1.3",
            ]),
        Demo(
            name: "shake-decay", states: ["shakeProgress: Double = 0"],
            view: """
                VStack(spacing: 24) {
                    Text("Goyangkan Aku!")
                        .font(.title2.bold())
                        .shake(progress: shakeProgress, intensity: 15)

                    Button("Shake!") {
                        shakeProgress = 0
                        withAnimation(.easeOut(duration: 0.6)) {
                            shakeProgress = 1
                        }
                    }
                    .buttonStyle(.borderedProminent)
                }
                """,
            changes: ["shakeProgress = 0", "withAnimation(.easeOut(duration: 0.6)) { shakeProgress = 1 }"]),
        Demo(
            name: "flower-loading",
            states: ["petalCount: Double = 6", "rotationOffset: Double = 0", "outerRadius: Double = 60"],
            view: """
                VStack(spacing: 32) {
                    PetalShape(
                        petalCount: petalCount,
                        innerRadius: 30,
                        outerRadius: outerRadius,
                        rotationOffset: rotationOffset
                    )
                    .fill(.linearGradient(
                        colors: [.pink, .purple, .indigo],
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    ))
                    .frame(width: 200, height: 200)
                    .rotationEffect(.radians(rotationOffset))

                    HStack(spacing: 12) {
                        Button("3 Kelopak") {
                            withAnimation(.spring(duration: 0.8)) {
                                petalCount = 3
                                outerRadius = 80
                            }
                        }
                        Button("6 Kelopak") {
                            withAnimation(.spring(duration: 0.8)) {
                                petalCount = 6
                                outerRadius = 60
                            }
                        }
                        Button("12 Kelopak") {
                            withAnimation(.spring(duration: 0.8)) {
                                petalCount = 12
                                outerRadius = 50
                            }
                        }
                    }
                    .buttonStyle(.bordered)
                }
                .onAppear {
                    withAnimation(
                        .linear(duration: 4)
                        .repeatForever(autoreverses: false)
                    ) {
                        rotationOffset = .pi * 2
                    }
                }
                """,
            changes: [
                "withAnimation(.linear(duration: 4).repeatForever(autoreverses: false)) { rotationOffset = .pi * 2 }",
                "withAnimation(.spring(duration: 0.8)) { petalCount = 12; outerRadius = 50 } at 1",
            ]),
        Demo(
            name: "morph-tap", states: ["size: CGFloat = 100", "cornerRadius: CGFloat = 50"],
            view: """
                MorphingShape(size: size, cornerRadius: cornerRadius)
                    .fill(Color.green)
                    .frame(width: 200, height: 200)
                    .onTapGesture {
                        withAnimation(
                            .spring(
                                response: 1.0,
                                dampingFraction: 0.5,
                                blendDuration: 1.0
                            )
                        ) {
                            size = CGFloat.random(in: 50...150)
                            cornerRadius = CGFloat.random(in: 0...75)
                        }
                    }
                """,
            changes: [
                "withAnimation(.spring(response: 1.0, dampingFraction: 0.5, blendDuration: 1.0)) { size = 150; cornerRadius = 10 }"
            ]),
        Demo(
            name: "rect-grow", states: ["width: CGFloat = 50", "height: CGFloat = 50"],
            view: """
                SizeRectangle(width: width, height: height)
                    .fill(.blue)
                    .frame(width: 240, height: 160)
                """,
            changes: ["withAnimation(.spring(duration: 0.5, bounce: 0.3)) { width = 200; height = 100 }"]),
        Demo(
            name: "count-up", states: ["value1: Double = 0.0", "value2: Double = 0.0", "animate = false"],
            view: """
                VStack {
                    AnimatableTextView(value1: value1, value2: value2)
                    Button("Animate Values") {
                        withAnimation(.easeInOut(duration: 2)) {
                            value1 = animate ? 100.0 : 0.0
                            value2 = animate ? 200.0 : 0.0
                        }
                        animate.toggle()
                    }
                }
                .frame(width: 300, height: 200)
                .padding()
                """,
            changes: ["withAnimation(.easeInOut(duration: 2)) { value1 = 100; value2 = 200 }"]),
        // Beyond the articles: the views people build next from the same parts (issue 17's done means).
        Demo(
            name: "progress-ring", states: ["progress: Double = 0"],
            view: """
                ZStack {
                    Circle()
                        .stroke(Color.gray.opacity(0.2), lineWidth: 12)
                    Circle()
                        .trim(from: 0, to: progress)
                        .stroke(Color.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                .frame(width: 120, height: 120)
                .padding(24)
                """,
            changes: ["withAnimation(.easeInOut(duration: 1.5)) { progress = 0.75 }"]),
        Demo(
            name: "badge-overlay", states: ["badge: CGFloat = 0"],
            view: """
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.blue)
                    .frame(width: 80, height: 80)
                    .overlay(alignment: .topTrailing) {
                        Circle()
                            .fill(Color.red)
                            .frame(width: 24, height: 24)
                            .scaleEffect(badge)
                            .offset(x: 8, y: -8)
                    }
                    .padding(24)
                """,
            changes: ["withAnimation(.spring(duration: 0.4, bounce: 0.5)) { badge = 1 }"]),
        Demo(
            name: "transition-demo", states: ["show = false"],
            view: """
                VStack(spacing: 20) {
                    Button("Toggle") {
                        withAnimation(.spring) {
                            show.toggle()
                        }
                    }
                    if show {
                        RoundedRectangle(cornerRadius: 16)
                            .fill(Color.orange)
                            .frame(width: 120, height: 120)
                            .transition(.scale.combined(with: .opacity))
                    }
                }
                .frame(width: 200, height: 220)
                """,
            changes: [
                "withAnimation(.spring) { show = true }",
                "withAnimation(.easeOut(duration: 0.4)) { show = false } at 1.5",
            ]),
        Demo(
            name: "glow-button", states: ["glow: CGFloat = 0"],
            view: """
                Text("Glow")
                    .font(.headline)
                    .foregroundColor(.white)
                    .padding()
                    .background(Color.purple)
                    .cornerRadius(12)
                    .shadow(color: .purple, radius: glow)
                    .padding(32)
                """,
            changes: ["withAnimation(.easeInOut(duration: 1)) { glow = 16 }"]),
        // Issue 19's demos: a phase animator, a 3D flip and an implicit animation.
        Demo(
            name: "loading-dots", states: [],
            view: """
                HStack(spacing: 12) {
                    Circle()
                        .fill(Color.blue)
                        .frame(width: 20, height: 20)
                        .phaseAnimator([1.0, 0.4, 0.4]) { content, phase in
                            content
                                .scaleEffect(phase)
                                .opacity(phase)
                        } animation: { _ in .easeInOut(duration: 0.3) }
                    Circle()
                        .fill(Color.blue)
                        .frame(width: 20, height: 20)
                        .phaseAnimator([0.4, 1.0, 0.4]) { content, phase in
                            content
                                .scaleEffect(phase)
                                .opacity(phase)
                        } animation: { _ in .easeInOut(duration: 0.3) }
                    Circle()
                        .fill(Color.blue)
                        .frame(width: 20, height: 20)
                        .phaseAnimator([0.4, 0.4, 1.0]) { content, phase in
                            content
                                .scaleEffect(phase)
                                .opacity(phase)
                        } animation: { _ in .easeInOut(duration: 0.3) }
                }
                .padding(24)
                """,
            changes: [], repetition: .forever),
        Demo(
            name: "card-flip", states: ["angle: Double = 0"],
            view: """
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.indigo)
                    .frame(width: 120, height: 160)
                    .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
                    .padding(40)
                """,
            changes: ["withAnimation(.spring(duration: 0.8, bounce: 0.2)) { angle = 180 }"]),
        Demo(
            name: "toggle-badge", states: ["isOn = false"],
            view: """
                Circle()
                    .fill(Color.orange)
                    .frame(width: 48, height: 48)
                    .scaleEffect(isOn ? 1.4 : 1)
                    .offset(x: isOn ? 40 : -40)
                    .animation(.spring(duration: 0.5, bounce: 0.4), value: isOn)
                    .padding(60)
                """,
            changes: ["isOn = true", "isOn = false at 1.2"]),
    ]

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
