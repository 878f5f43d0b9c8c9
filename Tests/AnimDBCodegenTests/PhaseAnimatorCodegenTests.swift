import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax
import Foundation
import Testing

/// A phase animator is written back as the modifier: its phases, trigger and animation closure as the view wrote
/// them, its content closure holding the modifiers that read the phase. The phase is the closure's, so the view
/// declares no state for it; iOS 13, which has no phase animators, plays the resolver's moves as timed changes.
@Suite struct PhaseAnimatorCodegenTests {
    static let phase = [CodegenState(name: "phase", value: .bool(false), isPhase: true)]
    static let likes = [CodegenState(name: "likes", value: .int(0))]

    static func animator(_ pairs: KeyValuePairs<String, String>) -> CodegenItem {
        CodegenFixtures.inline("pulse", "phase-animator", pairs)
    }

    /// A dot that pulses for as long as it is shown.
    static let pulse = CodegenFixtures.tree(
        "pulse",
        CodegenFixtures.node(
            CodegenFixtures.inline("dot", "circle"),
            [
                CodegenFixtures.inline("dot-fill", "fill", ["paint": ".blue"]),
                animator([
                    "phases": "\"[false, true]\"", "phase": "\"phase\"", "content": "2",
                    "animation": "\"phase in phase ? .easeIn(duration: 0.4) : .easeOut(duration: 0.6)\"",
                ]),
                CodegenFixtures.bound(
                    "dot-scale", "scale", bindings: ["scale": .choice("phase", whenTrue: "1.5", whenFalse: "1")],
                    states: phase),
                CodegenFixtures.bound(
                    "dot-fade", "opacity", bindings: ["opacity": .choice("phase", whenTrue: "1", whenFalse: "0.4")],
                    states: phase),
                CodegenFixtures.inline("dot-frame", "frame", ["width": "40", "height": "40"]),
            ]),
        states: phase, [], passLength: 62.0 / 60)

    /// A heart that beats once per like: a trigger, number phases and the default animation.
    static let beat = CodegenFixtures.tree(
        "beat",
        CodegenFixtures.node(
            CodegenFixtures.inline("heart", "circle"),
            [
                animator([
                    "phases": "\"[1.0, 1.4]\"", "phase": "\"scale\"", "trigger": "\"likes\"", "content": "1",
                ]),
                CodegenFixtures.bound(
                    "heart-scale", "scale", bindings: ["scale": .state("scale")],
                    states: [CodegenState(name: "scale", value: .double(1), isPhase: true)]),
            ]),
        states: likes + [CodegenState(name: "scale", value: .double(1), isPhase: true)],
        ["likes += 1 at 0.5"], passLength: 1.5)

    @Test(arguments: [CodegenTarget.ios17, .ios26])
    func aContinuousAnimatorIsWrittenAsTheModifierWithItsClosures(target: CodegenTarget) throws {
        let source = try Self.pulse.generate(target).source
        let expected = """
                        Circle()
                            .fill(.blue)
                            .phaseAnimator([false, true]) { content, phase in
                                content
                                    .scaleEffect(phase ? 1.5 : 1)
                                    .opacity(phase ? 1 : 0.4)
                            } animation: { phase in
                                phase ? .easeIn(duration: 0.4) : .easeOut(duration: 0.6)
                            }
                            .frame(width: 40, height: 40)

            """
        #expect(source.contains(expected), "\(source)")
        #expect(!source.contains("var phase"))
    }

    @Test(arguments: [CodegenTarget.ios17, .ios26])
    func aTriggeredAnimatorNamesItsTriggerAndLeavesOutTheDefaultAnimation(target: CodegenTarget) throws {
        let source = try Self.beat.generate(target).source
        let expected = """
                            .phaseAnimator([1.0, 1.4], trigger: likes) { content, scale in
                                content
                                    .scaleEffect(scale)
                            }

            """
        #expect(source.contains(expected), "\(source)")
        #expect(source.contains("@State private var likes: Int = 0\n"))
        #expect(!source.contains("var scale"))
    }

    /// iOS 13 has no phase animators: the phase is a state of the view and the resolver's moves are timed changes.
    @Test func iOS13PlaysThePhasesAsTimedChanges() throws {
        var pulse = Self.pulse
        let types: [String: ParameterType] = ["phase": .bool]
        pulse.timeline.scheduledChanges = try [
            "phase = true with .easeIn(duration: 0.4)", "phase = false with .easeOut(duration: 0.6) at 0.4",
        ].map { try ExpressionParser.parseTransaction($0).typed(types: types) }
        let generated = try pulse.generate(.ios13)
        let source = generated.source
        #expect(!source.contains("phaseAnimator"))
        #expect(source.contains("@State private var phase: Bool = false\n"))
        #expect(source.contains(".scaleEffect(phase ? 1.5 : 1)\n"))
        #expect(source.contains("withAnimation(.easeIn(duration: 0.4)) {\n            phase = true\n"))
        #expect(source.contains("DispatchQueue.main.asyncAfter(deadline: .now() + 0.4)"))
        #expect(generated.warnings.contains { $0.contains("iOS 13 has no phase animators") })
    }

    /// What is written type-checks against the stand-in, as every generated view does.
    @Test(
        .enabled(if: SwiftCompiler.available != nil, "needs swiftc on PATH and the modules built by `swift test`"),
        arguments: [CodegenTarget.ios17, .ios26])
    func theWrittenViewsTypeCheck(target: CodegenTarget) throws {
        let compiler = try #require(SwiftCompiler.available)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("animdb-phases-\(target)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var program = SwiftUIStandIn.prelude
        for (index, timeline) in [Self.pulse, Self.beat].enumerated() {
            program += "enum File\(index) {\n" + SwiftUIStandIn.prepared(try timeline.generate(target).source) + "\n}\n"
        }
        let errors = try compiler.typecheck(program, in: directory)
        #expect(errors.isEmpty, "\(errors.split(separator: "\n").prefix(30).joined(separator: "\n"))")
    }
}
