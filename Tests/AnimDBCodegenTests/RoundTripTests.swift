import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax
import Testing

/// Values, animations and keyframes in generated code are the store's canonical expression text: reading them back
/// out of the source with `ExpressionParser` gives the values that went in.
struct RoundTripTests {
    /// Unusual but valid values for every parameter type the catalog uses.
    static func unusualValues(for type: PresetType) -> [String: ParameterValue] {
        var values: [String: ParameterValue] = [:]
        for spec in type.parameters {
            values[spec.name] =
                switch spec.defaultValue {
                case .double(let x): .double(x * 0.75 + 0.1 + 1e-7)
                case .angle: .angle(.radians(1.2345))
                case .unitPoint: .unitPoint(UnitPoint(x: 0.3, y: 0.7))
                case .bool(let flag): .bool(!flag)
                case .string: .string("Score: \"%.1f\" \\ 100%%")
                default: spec.defaultValue
                }
        }
        return values
    }

    @Test(arguments: PresetTypeCatalog.all.filter(SwiftUICodegen.canGenerate), CodegenTarget.allCases)
    func presetValuesReadBack(type: PresetType, target: CodegenTarget) throws {
        let values = Self.unusualValues(for: type)
        let source = try SwiftUICodegen.preset(name: "odd-values", type: type, values: values, target: target)
        let properties = GeneratedSource.properties(in: source)
        #expect(properties.count == type.parameters.count)
        for spec in type.parameters {
            let text = try #require(properties[spec.name], "no property '\(spec.name)' in \(type.name)")
            #expect(try ExpressionParser.parseValue(text, as: spec.type) == values[spec.name])
        }
    }

    @Test(arguments: CodegenFixtures.timelines, [CodegenTarget.ios26, .ios17])
    func timelineTracksReadBack(timeline: CodegenFixtures.TimelineCase, target: CodegenTarget) throws {
        let source = try timeline.generate(target).source
        let changes = GeneratedSource.animatedChanges(in: source)
        var expectedChanges: [(parameter: String, change: TimedChange)] = []
        for (parameter, track) in timeline.tracks {
            switch track {
            case .keyframes(let keyframes):
                let text = try #require(GeneratedSource.keyframeTrack(parameter, in: source))
                // A repeated timeline plays the keyframes once per pass, each pass starting from the preset's value
                // (the fixtures' repeated timelines have one track, so no pass is padded).
                var expected = keyframes.keyframes
                if case .count(let passes) = timeline.repetition, passes > 1 {
                    let start = try #require(timeline.values[parameter])
                    for _ in 1..<passes { expected += [.move(start)] + keyframes.keyframes }
                }
                #expect(try ExpressionParser.parseKeyframes(text, as: keyframes.type).keyframes == expected)
            case .changes(let list):
                expectedChanges += list.map { (parameter, $0) }
            }
        }
        expectedChanges.sort { ($0.change.at, $0.parameter) < ($1.change.at, $1.parameter) }
        #expect(changes.count == expectedChanges.count)
        for (found, expected) in zip(changes, expectedChanges) {
            let type = try #require(timeline.type.parameter(named: expected.parameter)).type
            #expect(found.parameter == expected.parameter)
            #expect(try ExpressionParser.parseValue(found.value, as: type) == expected.change.value)
            #expect(try ExpressionParser.parse(found.animation) == .animation(expected.change.animation))
        }
    }

    @Test func iOS13KeepsTheOriginalKeyframesAsComments() throws {
        let timeline = try #require(CodegenFixtures.timelines.first { $0.name == "polygon-morph" })
        let generated = try timeline.generate(.ios13)
        guard case .keyframes(let keyframes) = timeline.tracks["sides"] else { return }
        let comments = generated.source.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("// CubicKeyframe(") }
            .map { String($0.dropFirst(3)) }
        let parsed = try comments.map { try ExpressionParser.parseKeyframes($0, as: .double).keyframes[0] }
        #expect(parsed == keyframes.keyframes)
        #expect(generated.warnings.contains { $0.contains("no keyframe animations") })
    }
}

/// Pulls expression text back out of generated source, the way a reader would find it.
extension GeneratedSource {
    /// `var name: Type = value` declarations of the preset type (not `@State` ones): value text by name.
    static func properties(in source: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in source.split(separator: "\n") {
            var text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("@AnimatableIgnored ") { text.removeFirst("@AnimatableIgnored ".count) }
            guard text.hasPrefix("var "), let equals = text.range(of: " = "), let colon = text.firstIndex(of: ":")
            else { continue }
            let name = String(text[text.index(text.startIndex, offsetBy: 4)..<colon])
            result[name] = String(text[equals.upperBound...])
        }
        return result
    }

    /// The keyframes inside `KeyframeTrack(\.parameter) { … }`, joined with "; ".
    static func keyframeTrack(_ parameter: String, in source: String) -> String? {
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(of: "KeyframeTrack(\\.\(parameter)) {") else { return nil }
        let body = lines[(start + 1)...].prefix { $0 != "}" }.filter { !$0.hasPrefix("//") }
        return body.joined(separator: "; ")
    }

    /// Every `withAnimation(animation) { parameter = value }` in order.
    static func animatedChanges(in source: String) -> [(parameter: String, value: String, animation: String)] {
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var result: [(String, String, String)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("withAnimation(") && line.hasSuffix(") {") {
            let animation = String(line.dropFirst("withAnimation(".count).dropLast(") {".count))
            let assignment = lines[index + 1]
            guard let equals = assignment.range(of: " = ") else { continue }
            result.append(
                (String(assignment[..<equals.lowerBound]), String(assignment[equals.upperBound...]), animation))
        }
        return result
    }
}
