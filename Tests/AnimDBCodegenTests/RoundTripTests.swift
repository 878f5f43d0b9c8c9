import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax
import Testing

/// Values and animations in generated code are animdb's expression text as Swift reads it: reading them back out of
/// the source with `ExpressionParser` gives what went in.
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

    /// The preset's values are listed in its documentation comment (`/// - name: value`), in expression text.
    @Test(arguments: PresetTypeCatalog.all.filter(\.canBePreset), CodegenTarget.allCases)
    func presetValuesReadBack(type: PresetType, target: CodegenTarget) throws {
        let values = Self.unusualValues(for: type)
        let preset = CodegenPreset(name: "odd-values", type: type, values: values)
        let source = try SwiftUICodegen.preset(preset, jumping: CodegenFixtures.jumping(preset), target: target).source
        let listed = GeneratedSource.documentedValues(in: source)
        for spec in type.parameters {
            guard let text = listed[spec.name] else { continue }
            #expect(try ExpressionParser.parseValue(text, as: spec.type) == values[spec.name], "\(spec.name)")
        }
        #expect(listed.count == type.parameters.count || type.name == "animatable-text")
    }

    /// The view's `play()` runs every transaction at its time with its animation (iOS 17 and 26 write them as
    /// stored; iOS 13 rewrites some animations).
    @Test(
        arguments: CodegenFixtures.timelines + CodegenFixtures.extraTimelines + CodegenFixtures.trees,
        [CodegenTarget.ios26, .ios17])
    func transactionsReadBack(timeline: CodegenFixtures.TimelineCase, target: CodegenTarget) throws {
        let source = try timeline.generate(target).source
        let found = GeneratedSource.transactions(in: source)
        let stateNames = GeneratedSource.stateNames(in: source)
        var expected: [(time: Double, animation: Animation?, statements: [(String, String, ParameterValue)])] = []
        for transaction in timeline.timeline.transactions {
            // Assignments to a target that reads another's variable (the flower's rotation angle) are implied.
            let statements = transaction.assignments.compactMap { assignment -> (String, String, ParameterValue)? in
                let name = assignment.target.name
                guard stateNames.contains(name) else { return nil }
                return (name, assignment.operation.rawValue, assignment.value)
            }
            expected.append((transaction.time, transaction.animation, statements))
        }
        #expect(found.count == expected.count, "\(timeline.name)")
        for (block, want) in zip(found, expected) {
            #expect(block.time == want.time)
            if let text = block.animation {
                #expect(try ExpressionParser.parse(text) == .animation(want.animation ?? .default))
            } else {
                #expect(want.animation == nil)
            }
            #expect(block.statements.count == want.statements.count)
            for (statement, (name, operation, value)) in zip(block.statements, want.statements) {
                #expect(statement.name == name && statement.operation == operation)
                #expect(try ExpressionParser.parseValue(statement.value, as: value.type) == value)
            }
        }
    }

    @Test func iOS13KeepsTheOriginalKeyframesAsComments() throws {
        let timeline = try #require(CodegenFixtures.extraTimelines.first { $0.name == "breathing-flower" })
        let generated = try timeline.generate(.ios13)
        let comments = generated.source.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter {
                $0.hasPrefix("// SpringKeyframe(") || $0.hasPrefix("// LinearKeyframe(")
                    || $0.hasPrefix("// MoveKeyframe(")
            }
            .map { String($0.dropFirst(3)) }
        let parsed = try comments.map { try ExpressionParser.parseKeyframes($0, as: .double).keyframes[0] }
        let tracks = timeline.timeline.keyframes.sorted { $0.key < $1.key }.flatMap(\.value.keyframes)
        #expect(Set(parsed) == Set(tracks))
        #expect(parsed.count == tracks.count)
        #expect(generated.warnings.contains { $0.contains("no keyframe animations") })
    }
}

/// Pulls expression text back out of generated source, the way a reader would find it.
extension GeneratedSource {
    /// The `/// - name: value` lines of a preset's documentation comment.
    static func documentedValues(in source: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in source.split(separator: "\n") where line.hasPrefix("/// - ") {
            let text = line.dropFirst("/// - ".count)
            guard let colon = text.range(of: ": ") else { continue }
            result[String(text[..<colon.lowerBound])] = String(text[colon.upperBound...])
        }
        return result
    }

    /// The names of the view's `@State` properties.
    static func stateNames(in source: String) -> Set<String> {
        Set(
            source.split(separator: "\n").compactMap { line -> String? in
                let text = line.trimmingCharacters(in: .whitespaces)
                guard text.hasPrefix("@State private var "), let colon = text.firstIndex(of: ":") else { return nil }
                return String(text[text.index(text.startIndex, offsetBy: "@State private var ".count)..<colon])
            })
    }

    struct Statement {
        var name: String
        var operation: String
        var value: String
    }

    /// Every transaction in `play()`: its time (0, or the `asyncAfter` deadline), its animation (`withAnimation`'s
    /// argument; `.default` for `withAnimation {`; nil for plain statements) and its statements.
    static func transactions(in source: String) -> [(time: Double, animation: String?, statements: [Statement])] {
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(of: "private func play() {") else { return [] }
        var result: [(time: Double, animation: String?, statements: [Statement])] = []
        var time = 0.0
        var open: (animation: String?, statements: [Statement])?
        var depth = 0
        for line in lines[(start + 1)...] {
            if line.hasPrefix("DispatchQueue.main.asyncAfter(deadline: .now() + ") {
                let text = line.dropFirst("DispatchQueue.main.asyncAfter(deadline: .now() + ".count).dropLast(
                    ") {".count)
                time = Double(text) ?? -1
                depth += 1
            } else if line.hasPrefix("withAnimation(") || line == "withAnimation {" {
                let animation =
                    line == "withAnimation {"
                    ? ".default" : String(line.dropFirst("withAnimation(".count).dropLast(") {".count))
                open = (animation, [])
            } else if line == "}" {
                if let block = open {
                    result.append((time, block.animation, block.statements))
                    open = nil
                } else if depth > 0 {
                    depth -= 1
                    time = 0
                } else {
                    break
                }
            } else if let statement = Self.statement(line), statement.name != "keyframeTrigger" {
                if open != nil {
                    open!.statements.append(statement)
                } else if !["pass", "passesLeft"].contains(statement.name) {
                    result.append((time, nil, [statement]))
                }
            }
        }
        return result
    }

    private static func statement(_ line: String) -> Statement? {
        for operation in [" += ", " -= ", " = "] {
            if let range = line.range(of: operation), !line.hasPrefix("let "), !line.hasPrefix("guard ") {
                return Statement(
                    name: String(line[..<range.lowerBound]), operation: operation.trimmingCharacters(in: .whitespaces),
                    value: String(line[range.upperBound...]))
            }
        }
        return nil
    }
}
