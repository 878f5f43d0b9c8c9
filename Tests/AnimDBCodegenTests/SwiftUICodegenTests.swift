import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax
import Testing

/// Names, errors and the iOS 13 rewrites.
struct SwiftUICodegenTests {
    @Test(arguments: [
        ("shake-login", "ShakeLogin"), ("text_field.shake", "TextFieldShake"), ("3d-flip", "Preset3dFlip"),
        ("circle", "CircleShape"), ("path", "PathShape"), ("x", "X"), ("rect2d-x", "Rect2dX"),
    ])
    func typeNamesAreUpperCamelCase(name: String, expected: String) {
        #expect(SwiftUICodegen.typeName(forPreset: name, kind: .shape) == expected)
    }

    @Test func timelineNamesUseTheirOwnPrefixAndSuffix() {
        #expect(SwiftUICodegen.typeName(forTimeline: "2-step") == "Timeline2Step")
        #expect(SwiftUICodegen.typeName(forTimeline: "view") == "ViewDemo")
    }

    @Test func extensionNamesAvoidViewModifiers() throws {
        let type = try #require(PresetTypeCatalog.type(named: "offset"))
        let source = try SwiftUICodegen.preset(name: "offset", type: type, values: [:], target: .ios17)
        #expect(source.contains("func offsetEffect(x: Double = 0, y: Double = 0) -> some View"))
        #expect(source.contains("struct Offset: ViewModifier, Animatable"))
    }

    @Test func ignoredParametersLeaveAnimatableData() throws {
        let type = try #require(PresetTypeCatalog.type(named: "wave"))
        let ios17 = try SwiftUICodegen.preset(
            name: "w", type: type, values: [:], ignored: ["frequency"], target: .ios17)
        #expect(ios17.contains("var animatableData: AnimatablePair<Double, Double> {"))
        #expect(ios17.contains("get { AnimatablePair(amplitude, phase) }"))
        let ios26 = try SwiftUICodegen.preset(
            name: "w", type: type, values: [:], ignored: ["frequency"], target: .ios26)
        #expect(ios26.contains("@AnimatableIgnored var frequency: Double = 2"))
        #expect(!ios26.contains("animatableData"))
    }

    @Test func anglesAnimateThroughTheirAnimatableData() throws {
        let type = try #require(PresetTypeCatalog.type(named: "arc"))
        let source = try SwiftUICodegen.preset(name: "a", type: type, values: [:], target: .ios13)
        #expect(source.contains("var animatableData: AnimatablePair<Angle.AnimatableData, Angle.AnimatableData> {"))
        #expect(source.contains("startAngle.animatableData = newValue.first"))
        #expect(source.contains("endAngle.animatableData = newValue.second"))
    }

    @Test func badPresetsAreRefusedWithOneLine() throws {
        let type = try #require(PresetTypeCatalog.type(named: "polygon"))
        #expect(throws: CodegenError.invalidPreset(name: "p", reason: "'sides' must be at least 3, got 2")) {
            try SwiftUICodegen.preset(name: "p", type: type, values: ["sides": .double(2)], target: .ios17)
        }
        #expect(throws: CodegenError.self) {
            try SwiftUICodegen.preset(name: "p", type: type, values: [:], ignored: ["sidez"], target: .ios17)
        }
    }

    @Test func badTracksAreRefused() throws {
        let type = try #require(PresetTypeCatalog.type(named: "polygon"))
        let angleTrack = CodegenFixtures.keyframes("LinearKeyframe(.degrees(10), duration: 1)", .angle)
        #expect(throws: CodegenError.self) {
            try SwiftUICodegen.timeline(
                name: "t", presetName: "p", type: type, values: [:], content: nil, repetition: .once,
                tracks: ["sides": angleTrack], target: .ios17)
        }
        #expect(throws: CodegenError.self) {
            try SwiftUICodegen.timeline(
                name: "t", presetName: "p", type: type, values: [:], content: nil, repetition: .once,
                tracks: ["corners": angleTrack], target: .ios17)
        }
    }

    /// Generated code takes the repeat counts the store and expressions take (`Animation.repeatCountRange`).
    @Test(arguments: [0, 1, 10_000, 10_001])
    func repeatCountsFollowTheOneRule(count: Int) throws {
        let type = try #require(PresetTypeCatalog.type(named: "opacity"))
        let generate = {
            try SwiftUICodegen.timeline(
                name: "t", presetName: "p", type: type, values: [:], content: nil, repetition: .count(count),
                tracks: [:], target: .ios17)
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
    ])
    func iOS13AnimationsUseOnlyiOS13API(original: String, expected: String, approximates: Bool) throws {
        guard case .animation(let animation) = try ExpressionParser.parse(original) else {
            Issue.record("not an animation")
            return
        }
        let generated = try SwiftUICodegen.timeline(
            name: "t", presetName: "p", type: try #require(PresetTypeCatalog.type(named: "opacity")), values: [:],
            content: nil, repetition: .once,
            tracks: ["opacity": .changes([TimedChange(value: .double(0), animation: animation)])], target: .ios13)
        #expect(generated.source.contains("withAnimation(\(expected)) {"), "\(original)")
        #expect(generated.warnings.isEmpty != approximates, "\(generated.warnings)")
    }
}
