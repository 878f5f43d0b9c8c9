import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax
import Testing

/// The demo library's timelines generate the articles' demo views: the content with its styles, frame and modifier
/// chain in order, `@State` for what they animate and their `withAnimation` blocks at the right moments. Snippets
/// compare as tokens, so line breaks do not matter.
struct DemoViewTests {
    static let cases: [(String, CodegenTarget, [String])] = [
        (
            "shake-effect", .ios17,
            [
                "@State private var shakes: CGFloat = 0",
                """
                Text("Shake me!") .font(.title2) .padding() .background(.blue.opacity(0.2)) .cornerRadius(12)
                .modifier(ShakeEffect(shakes: shakes))
                """,
                "withAnimation(.linear(duration: 0.6)) { shakes += 2 }",
                """
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { guard pass == self.pass else { return }
                withAnimation(.linear(duration: 0.6)) { shakes += 2 } }
                """,
            ]
        ),
        (
            "shake-login", .ios17,
            [
                "TextField(\"username\", text: $text) .textFieldStyle(.roundedBorder) .shake(with: shakes)",
                "private func play() { let pass = self.pass withAnimation { shakes = 4 }",
                """
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { guard pass == self.pass else { return }
                shakes = 0 }
                """,
                """
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) { guard pass == self.pass else { return }
                withAnimation { shakes = 4 } }
                """,
            ]
        ),
        (
            "shake-me", .ios17,
            [
                """
                Text("Hey DevTechie, \\nShake me!") .font(.largeTitle) .multilineTextAlignment(.trailing)
                .foregroundStyle(.white) .padding() .background(.orange.gradient, in: RoundedRectangle(cornerRadius: 10))
                .shake(with: shakes)
                """,
                "withAnimation(.easeInOut(duration: 2)) { shakes = 10 }",
            ]
        ),
        (
            "arc-demo", .ios26,
            [
                "@State private var startAngle: Angle = .degrees(0)",
                "@State private var endAngle: Angle = .degrees(180)",
                """
                Arc(startAngle: startAngle, endAngle: endAngle, clockwise: false)
                .stroke(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing),
                style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .frame(width: 200, height: 200)
                """,
                """
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { guard pass == self.pass else { return }
                withAnimation(.easeInOut(duration: 1)) { startAngle = .degrees(45) endAngle = .degrees(300) } }
                """,
            ]
        ),
        (
            "wave-demo", .ios26,
            [
                "Wave(amplitude: amplitude, frequency: frequency, phase: phase) .stroke(.cyan, lineWidth: 3)",
                "withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { phase = .pi * 2 }",
                "withAnimation(.easeInOut(duration: 0.8)) { amplitude = 50 frequency = 5 }",
            ]
        ),
        (
            "polygon-morph", .ios26,
            [
                """
                Polygon(sides: sides, scale: scale, rotation: .degrees(0))
                .fill(AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red], center: .center))
                .frame(width: 200, height: 200)
                """,
                "withAnimation(.spring(duration: 0.6, bounce: 0.3)) { sides = 6 }",
                "+ 1.3) { guard pass == self.pass else { return } withAnimation(.spring(duration: 0.5, bounce: 0.5))",
            ]
        ),
        (
            "shake-decay", .ios26,
            [
                "@State private var progress: Double = 0",
                "Text(\"Goyangkan Aku!\") .font(.title2.bold()) .shake(progress: progress, intensity: 15)",
                "progress = 0 withAnimation(.easeOut(duration: 0.6)) { progress = 1 }",
            ]
        ),
        (
            "flower-loading", .ios26,
            [
                "@State private var rotationOffset: Double = 0",
                """
                PetalShape(petalCount: petalCount, innerRadius: 30, outerRadius: outerRadius,
                rotationOffset: rotationOffset)
                .fill(LinearGradient(colors: [.pink, .purple, .indigo], startPoint: .topLeading,
                endPoint: .bottomTrailing))
                .frame(width: 200, height: 200)
                .rotationEffect(.radians(rotationOffset))
                """,
                "withAnimation(.linear(duration: 4).repeatForever(autoreverses: false)) { rotationOffset = .pi * 2 }",
                "withAnimation(.spring(duration: 0.8)) { petalCount = 12 outerRadius = 50 }",
            ]
        ),
        (
            "morph-tap", .ios17,
            [
                "@State private var size: CGFloat = 100",
                "MorphingShape(size: size, cornerRadius: cornerRadius) .fill(.green) .frame(width: 200, height: 200)",
                """
                withAnimation(.spring(response: 1, dampingFraction: 0.5, blendDuration: 1)) { size = 150
                cornerRadius = 10 }
                """,
            ]
        ),
        (
            "rect-grow", .ios17,
            [
                "SizeRectangle(width: width, height: height) .fill(.blue) .frame(width: 240, height: 160)",
                // `.spring(duration: 0.5, bounce: 0.3)` is exactly `.bouncy`, which it prints as.
                "withAnimation(.bouncy) { width = 200 height = 100 }",
            ]
        ),
        (
            "count-up", .ios13,
            [
                "AnimatableTextView(value1: value1, value2: value2) .frame(width: 300, height: 200) .padding()",
                "withAnimation(.easeInOut(duration: 2)) { value1 = 100 value2 = 200 }",
            ]
        ),
    ]

    @Test(arguments: cases)
    func demoViewIsTheArticlesView(name: String, target: CodegenTarget, snippets: [String]) throws {
        let timeline = try #require(CodegenFixtures.timelines.first { $0.name == name })
        let source = try timeline.generate(target).source
        let tokens = SwiftTokens.tokens(source)
        for snippet in snippets {
            let wanted = SwiftTokens.tokens(snippet)
            let found = tokens.indices.contains { tokens[$0...].starts(with: wanted) }
            #expect(found, "\(name) on \(target) lacks: \(snippet)")
        }
    }

    /// Every demo view plays from `.onAppear` in a view identified by its pass, and starts over on Replay.
    @Test(arguments: CodegenFixtures.timelines + CodegenFixtures.trees, CodegenTarget.allCases)
    func demoViewsPlayOnAppearAndReplay(timeline: CodegenFixtures.TimelineCase, target: CodegenTarget) throws {
        let source = try timeline.generate(target).source
        #expect(source.contains(".id(pass)\n"))
        #expect(source.contains(".onAppear(perform: play)\n"))
        #expect(source.contains("Button(\"Replay\", action: replay)\n"))
        #expect(source.contains("transaction.disablesAnimations = true\n"))
        #expect(source.contains("@available(") == (target != .ios13))
    }

    /// A flower whose rotation angle does not always equal the petals' offset needs two variables.
    @Test func targetsShareAVariableOnlyWhenTheyAlwaysAgree() throws {
        let flower = try #require(CodegenFixtures.timelines.first { $0.name == "flower-loading" })
        var timeline = flower.timeline
        let types: [String: ParameterType] = [
            "PetalShape.rotationOffset": .double, "rotation.angle": .angle, "PetalShape.petalCount": .double,
        ]
        timeline.transactions = [
            try ExpressionParser.parseTransaction(
                "PetalShape.rotationOffset = .pi * 2, rotation.angle = .radians(.pi) with .linear(duration: 4)"
            ).typed(types: types)
        ]
        let source = try SwiftUICodegen.timeline(timeline, facts: flower.facts, target: .ios17).source
        #expect(source.contains("@State private var rotationOffset: Double = 0\n"))
        #expect(source.contains("@State private var angle: Angle = .degrees(0)\n"))
        #expect(source.contains(".rotationEffect(angle)\n"))
        #expect(source.contains("angle = .degrees(180)\n"))
    }

    /// A repeating view starts its next pass after the resolver's length of a pass, which codegen takes as given.
    @Test(arguments: [1.25, 2.375])
    func passesLastTheResolversLength(length: Double) throws {
        let spin = try #require(CodegenFixtures.extraTimelines.first { $0.name == "counter-spin" })
        var facts = spin.facts
        facts.passLength = length
        let source = try SwiftUICodegen.timeline(spin.timeline, facts: facts, target: .ios17).source
        let loop = """
            DispatchQueue.main.asyncAfter(deadline: .now() + \(ParameterValue.double(length))) {
                        guard pass == self.pass, passesLeft > 0 else { return }
                        passesLeft -= 1
                        replay()
            """
        #expect(source.contains(loop))
        #expect(source.contains("@State private var passesLeft = 2\n"))
    }

    /// Keyframes drive a `KeyframeAnimator` from iOS 17 and timed changes on iOS 13.
    @Test func keyframesBecomeAKeyframeAnimator() throws {
        let flower = try #require(CodegenFixtures.extraTimelines.first { $0.name == "breathing-flower" })
        let ios17 = try flower.generate(.ios17).source
        let tokens = SwiftTokens.tokens(ios17)
        for snippet in [
            "KeyframeAnimator(initialValue: KeyframeValues(), trigger: keyframeTrigger) { values in",
            "PetalShape(petalCount: 6, innerRadius: values.innerRadius, outerRadius: values.outerRadius)",
            "} keyframes: { _ in KeyframeTrack(\\.innerRadius) { LinearKeyframe(40, duration: 0.6, timingCurve: .easeInOut) MoveKeyframe(30) }",
            "private struct KeyframeValues { var innerRadius: Double = 30 var outerRadius: Double = 60 }",
            "private func play() { let pass = self.pass keyframeTrigger += 1",
        ] {
            let wanted = SwiftTokens.tokens(snippet)
            #expect(tokens.indices.contains { tokens[$0...].starts(with: wanted) }, "lacks \(snippet)")
        }
        let ios13 = try flower.generate(.ios13)
        #expect(!ios13.source.contains("KeyframeAnimator"))
        #expect(ios13.source.contains("@State private var outerRadius: Double = 60\n"))
        let steps = SwiftTokens.tokens(ios13.source)
        let wanted = SwiftTokens.tokens(
            "DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { guard pass == self.pass else { return }")
        #expect(steps.indices.contains { steps[$0...].starts(with: wanted) })
    }
}
