import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax
import Testing

/// Names, errors, the rules for stored properties and View extensions, and the iOS 13 rewrites.
struct SwiftUICodegenTests {
    /// An even-odd fill is written as SwiftUI spells it, and only when set.
    @Test(arguments: [(true, "fill(.orange, style: FillStyle(eoFill: true))"), (false, "fill(.orange)")])
    func evenOddFillsAreSpelledWithTheirFillStyle(evenOdd: Bool, call: String) throws {
        let type = try #require(PresetTypeCatalog.type(named: "fill"))
        let preset = CodegenPreset(
            name: "holes", type: type, values: ["paint": .paint(.color(.orange)), "eoFill": .bool(evenOdd)])
        let code = try SwiftUICodegen.preset(preset, jumping: [], target: .ios17).source
        #expect(code.contains(call), "\(code)")
    }

    @Test(arguments: [
        ("shake-login", "ShakeLogin"), ("text_field.shake", "TextFieldShake"), ("3d-flip", "Preset3dFlip"),
        ("circle", "CircleShape"), ("path", "PathShape"), ("x", "X"), ("rect2d-x", "Rect2dX"),
        ("ShakeEffect", "ShakeEffect"), ("PetalShape", "PetalShape"),
    ])
    func typeNamesAreUpperCamelCase(name: String, expected: String) {
        #expect(SwiftUICodegen.typeName(forPreset: name, kind: .shape) == expected)
    }

    @Test(arguments: [
        ("arc-demo", "ArcDemoView"), ("flower-loading", "FlowerLoadingView"), ("shake-login", "ShakeLoginView"),
        ("2-step", "Timeline2StepView"), ("view", "ViewDemoView"), ("loading-view", "LoadingView"),
    ])
    func timelineViewsAreNamedLikeTheArticlesViews(name: String, expected: String) {
        #expect(SwiftUICodegen.typeName(forTimeline: name) == expected)
    }

    /// The View extension is the preset's name without a trailing `Modifier` (article 001's `shake(progress:…)`);
    /// a preset named `…Effect` is applied with `.modifier(…)` and has none (article 000).
    ///
    /// Before iOS 26 a parameter that jumps and that nothing varies is the preset's value written in (as the old
    /// `Arc` writes `clockwise: false`), so ShakeModifier's extension then takes only `progress`.
    @Test(arguments: [
        ("Shake", "shake", CodegenTarget.ios17, ["Shake", "shake(with:)"]),
        ("ShakeModifier", "shake-decay", .ios26, ["ShakeModifier", "shake(progress:intensity:)"]),
        ("ShakeModifier", "shake-decay", .ios17, ["ShakeModifier", "shake(with:)"]),
        ("ShakeEffect", "shake", .ios26, ["ShakeEffect"]),
        ("text-field-shake", "shake", .ios13, ["TextFieldShake", "textFieldShake(with:)"]),
        ("wobble-modifier", "shake", .ios17, ["WobbleModifier", "wobble(with:)"]),
        ("offset", "offset", .ios17, ["Offset", "offsetEffect(x:y:)"]),
        ("brand-fill", "fill", .ios17, ["brandFill()"]),
    ])
    func declarationsFollowTheArticlesNames(
        name: String, typeName: String, target: CodegenTarget, expected: [String]
    ) throws {
        let preset = CodegenPreset(name: name, type: CodegenFixtures.type(typeName))
        let declared = try SwiftUICodegen.declarations(
            of: preset, jumping: CodegenFixtures.jumping(preset), target: target)
        #expect(declared == expected)
    }

    @Test func ignoredParametersLeaveAnimatableData() throws {
        let preset = CodegenPreset(name: "w", type: CodegenFixtures.type("wave"), ignored: ["frequency"])
        let jumping = CodegenFixtures.jumping(preset)
        let ios17 = try SwiftUICodegen.preset(preset, jumping: jumping, target: .ios17).source
        #expect(ios17.contains("var animatableData: AnimatablePair<Double, Double> {"))
        #expect(ios17.contains("get { AnimatablePair(amplitude, phase) }"))
        // Nothing varies the ignored frequency, so before iOS 26 it is the preset's value, written in.
        #expect(ios17.contains("let angle = 2 * relativeX * 2 * .pi + phase"))
        let ios26 = try SwiftUICodegen.preset(preset, jumping: jumping, target: .ios26).source
        #expect(ios26.contains("    @AnimatableIgnored var frequency: Double\n"))
        #expect(!ios26.contains("animatableData"))
    }

    /// A constant the article writes as a literal becomes a stored property, passed by the extension, once some view
    /// varies it.
    @Test func variedConstantsBecomeStoredProperties() throws {
        let shake = CodegenFixtures.shake
        let plain = try SwiftUICodegen.preset(shake, jumping: CodegenFixtures.jumping(shake), target: .ios17).source
        #expect(plain.contains("content.offset(x: sin(shakes * .pi * 2) * 5)"))
        let timeline = CodegenTimeline(
            name: "loud-shake",
            items: [
                .inline("text", CodegenFixtures.type("text")), .preset(shake, ["amplitude": .double(12)]),
            ],
            transactions: [
                Transaction(
                    animation: .default,
                    assignments: [Transaction.Assignment(target: "Shake.shakes", operation: .set, value: .double(3))])
            ])
        let varied = SwiftUICodegen.variedParameters(in: [timeline])
        #expect(varied == ["Shake": ["shakes", "amplitude"]])
        let stored = try SwiftUICodegen.preset(
            shake, jumping: CodegenFixtures.jumping(shake), varied: varied["Shake"]!, target: .ios17
        ).source
        #expect(stored.contains("    var shakes: CGFloat\n    var amplitude: CGFloat\n"))
        #expect(stored.contains("content.offset(x: sin(shakes * .pi * 2) * amplitude)"))
        #expect(stored.contains("func shake(shakes: CGFloat, amplitude: CGFloat = 5) -> some View {"))
        let facts = TimelineFacts(passLength: 0.35, jumpingTargets: ["Shake.amplitude"])
        let view = try SwiftUICodegen.timeline(timeline, facts: facts, target: .ios17).source
        #expect(view.contains("                .shake(shakes: shakes, amplitude: 12)\n"))
    }

    @Test func badPresetsAreRefusedWithOneLine() throws {
        let polygon = CodegenFixtures.type("polygon")
        let tooFew = CodegenPreset(name: "p", type: polygon, values: ["sides": .double(2)])
        #expect(throws: CodegenError.invalidPreset(name: "p", reason: "'sides' must be at least 3, got 2")) {
            try SwiftUICodegen.preset(tooFew, jumping: [], target: .ios17)
        }
        #expect(throws: CodegenError.invalidPreset(name: "p", reason: "type 'polygon' has no parameter 'sidez'")) {
            try SwiftUICodegen.preset(
                CodegenPreset(name: "p", type: polygon, ignored: ["sidez"]), jumping: [], target: .ios17)
        }
    }

    @Test(arguments: [
        (
            ["p.sides": "LinearKeyframe(.degrees(10), duration: 1)"], [],
            "track 'p.sides' has angle keyframes, expected double"
        ),
        ([:], ["p.corners = 3"], "'polygon' has no parameter for 'p.corners'"),
        ([:], ["q.sides = 3"], "no item for 'q.sides'"),
        ([:], ["p.sides = 4 at 2", "p.sides = 5 at 1"], "its transactions must be in time order"),
        (
            ["p.sides": "LinearKeyframe(4, duration: 1)"], ["p.sides = 5"],
            "'p.sides' has keyframes, so no transaction may change it"
        ),
    ])
    func badTimelinesAreRefused(keyframes: [String: String], transactions: [String], reason: String) throws {
        let polygon = CodegenFixtures.type("polygon")
        let types: [String: ParameterType] = ["p.sides": .double, "p.corners": .double, "q.sides": .double]
        let timeline = CodegenTimeline(
            name: "t", items: [.preset(CodegenPreset(name: "p", type: polygon))],
            keyframes: Dictionary(
                uniqueKeysWithValues: keyframes.map { target, text in
                    let type: ParameterType = text.contains("degrees") ? .angle : .double
                    return (ParameterTarget(target)!, try! ExpressionParser.parseKeyframes(text, as: type))
                }),
            transactions: try transactions.map { try ExpressionParser.parseTransaction($0).typed(types: types) })
        #expect(throws: CodegenError.invalidTimeline(name: "t", reason: reason)) {
            try SwiftUICodegen.timeline(
                timeline, facts: TimelineFacts(passLength: 1, keyframeTimes: ["p.sides": [1]], jumpingTargets: []),
                target: .ios17)
        }
    }

    @Test func viewsMustStartWithContent() throws {
        let timeline = CodegenTimeline(
            name: "t",
            items: [.inline("frame", CodegenFixtures.type("frame")), .inline("text", CodegenFixtures.type("text"))])
        #expect(
            throws: CodegenError.invalidTimeline(name: "t", reason: "its view must start with content, not 'frame'")
        ) {
            try SwiftUICodegen.timeline(
                timeline, facts: TimelineFacts(passLength: 0, jumpingTargets: []), target: .ios17)
        }
    }

    /// Generated code takes the repeat counts the store and expressions take (`Animation.repeatCountRange`).
    @Test(arguments: [0, 1, 10_000, 10_001])
    func repeatCountsFollowTheOneRule(count: Int) throws {
        let timeline = CodegenTimeline(
            name: "t", items: [.inline("text", CodegenFixtures.type("text"))], repetition: .count(count))
        let generate = {
            try SwiftUICodegen.timeline(
                timeline, facts: TimelineFacts(passLength: 1, jumpingTargets: []), target: .ios17)
        }
        if Animation.repeatCountRange.contains(count) {
            _ = try generate()
        } else {
            #expect(throws: CodegenError.self) { try generate() }
        }
    }

    @Test(arguments: [
        (".smooth", ".spring(response: 0.5, dampingFraction: 1)", false),
        (".bouncy.delay(0.5)", ".spring(response: 0.5, dampingFraction: 0.7).delay(0.5)", false),
        (
            ".easeIn(duration: 0.2).repeatCount(3, autoreverses: false)",
            ".easeIn(duration: 0.2).repeatCount(3, autoreverses: false)", false
        ),
        (".timingCurve(.circularEaseOut, duration: 0.3)", ".timingCurve(0, 0.55, 0.45, 1, duration: 0.3)", true),
        (".linear.logicallyComplete(after: 0.1)", ".linear", true),
        (
            ".timingCurve(.bezier(startControlPoint: UnitPoint(x: 0.1, y: -2e-05), endControlPoint: UnitPoint(x: 0.5, y: 1)), duration: 2)",
            ".timingCurve(0.1, -2e-05, 0.5, 1, duration: 2)", false
        ),
        (".spring(duration: 0.6, bounce: 0.3)", ".spring(response: 0.6, dampingFraction: 0.7)", false),
    ])
    func iOS13AnimationsUseOnlyiOS13API(original: String, expected: String, approximates: Bool) throws {
        let generated = try Self.fade(with: original, target: .ios13)
        #expect(generated.source.contains("withAnimation(\(expected)) {"), "\(original)")
        #expect(generated.warnings.isEmpty != approximates, "\(generated.warnings)")
    }

    /// iOS 17 code writes fluid springs as `spring(duration:bounce:)` where that is exact, as the articles do.
    @Test(arguments: [
        (".spring(duration: 0.6, bounce: 0.3)", ".spring(duration: 0.6, bounce: 0.3)"),
        (".spring(duration: 0.8)", ".spring(duration: 0.8)"),
        (
            ".spring(response: 1, dampingFraction: 0.5, blendDuration: 1)",
            ".spring(response: 1, dampingFraction: 0.5, blendDuration: 1)"
        ),
        (".spring(duration: 0.5, bounce: -0.5)", ".spring(response: 0.5, dampingFraction: 2)"),
        (".bouncy", ".bouncy"),
    ])
    func modernSpringsReadAsTheArticlesWriteThem(original: String, expected: String) throws {
        let generated = try Self.fade(with: original, target: .ios17)
        #expect(generated.source.contains("withAnimation(\(expected)) {"), "\(original)")
        guard case .animation(let written) = try ExpressionParser.parse(expected),
            case .animation(let stored) = try ExpressionParser.parse(original)
        else { return }
        #expect(written == stored)
    }

    /// A text fading to 0 with `animation`.
    static func fade(with animation: String, target: CodegenTarget) throws -> GeneratedSource {
        guard case .animation(let parsed) = try ExpressionParser.parse(animation) else {
            throw CodegenError.nameCollision("", first: "", second: "")
        }
        let timeline = CodegenTimeline(
            name: "t",
            items: [.inline("text", CodegenFixtures.type("text")), .inline("fade", CodegenFixtures.type("opacity"))],
            transactions: [
                Transaction(
                    animation: parsed,
                    assignments: [Transaction.Assignment(target: "fade.opacity", operation: .set, value: .double(0))])
            ])
        return try SwiftUICodegen.timeline(
            timeline, facts: TimelineFacts(passLength: 1, jumpingTargets: []), target: target)
    }
}
