import AnimDBEngine
import AnimDBGeometry
import AnimDBSyntax
import Foundation
import Testing

@testable import AnimDBCodegen

/// Compiles the generated types against animdb's own engine and geometry modules, which mirror SwiftUI's names, plus
/// a few SwiftUI stand-ins (`View`, `ViewModifier`, `AnimatableModifier`, `offset(x:)`, `Text`), and checks that
/// each shape draws animdb's path bit for bit, each shake offsets its content exactly as animdb's effect does,
/// AnimatableTextView shows its numbers, and `animatableData` carries every animated parameter: the hand-written
/// form (ios17, ios13) as is, the `@Animatable` form (ios26) through a stand-in for the macro.
@Suite(.enabled(if: SwiftCompiler.available != nil, "needs swiftc on PATH and the modules built by `swift test`"))
struct GeneratedCodeCompileTests {
    /// A generated type in the program, and the values the test expects it to show.
    struct Case {
        var label: String
        var type: PresetType
        /// What A draws.
        var values: [String: ParameterValue]
        /// What A draws after taking B's `animatableData`.
        var movedValues: [String: ParameterValue]
        var sources: [String]
        /// `A(…)` and `B(…)`: the memberwise calls with each preset's values.
        var calls: (a: String, b: String)
    }

    static let rect = CGRect(x: 0, y: 0, width: 200, height: 120)

    /// The types whose generated code runs here: shapes, the shakes and AnimatableTextView (the other modifiers are
    /// built from SwiftUI's own modifiers).
    static let types = PresetTypeCatalog.all.filter { type in
        type.kind == .shape || ["shake", "shake-decay", "animatable-text"].contains(type.name)
    }

    @Test func generatedTypesMatchAnimdb() throws {
        let compiler = try #require(SwiftCompiler.available)
        var cases: [Case] = []
        // ios26 code goes through `AnimatableMacroStandIn` first, since the real macro ships only with Apple's SDK.
        for target in CodegenTarget.allCases {
            for type in Self.types {
                cases.append(try makeCase(type, target: target, ignoreFirst: false))
                if type.animatableParameters.count > 1 {
                    cases.append(try makeCase(type, target: target, ignoreFirst: true))
                }
            }
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("animdb-codegen-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try compiler.run(program(cases), modules: ["AnimDBEngine", "AnimDBGeometry"], in: directory)
        let lines = Dictionary(
            uniqueKeysWithValues: output.split(separator: "\n").map { line in
                let parts = line.split(separator: " ", maxSplits: 1)
                return (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
            })
        for testCase in cases {
            let expected = try Self.expectedDrawing(testCase.type, testCase.values)
            let moved = try Self.expectedDrawing(testCase.type, testCase.movedValues)
            #expect(lines["draw-\(testCase.label)"] == expected, "\(testCase.label) draws differently")
            #expect(lines["moved-\(testCase.label)"] == moved, "\(testCase.label) animatableData lost a parameter")
            #expect(
                lines["roundtrip-\(testCase.label)"] == "true", "\(testCase.label) animatableData does not round-trip")
        }
    }

    /// Two presets of `type`: A with values off the defaults, B with A's values except every parameter that should
    /// be in `animatableData` changed again.
    private func makeCase(_ type: PresetType, target: CodegenTarget, ignoreFirst: Bool) throws -> Case {
        let ignored: Set<String> = ignoreFirst ? [type.animatableParameters[0].name] : []
        let label = "\(type.name)-\(target)\(ignoreFirst ? "-ignoring" : "")"
        let jumping = Set(type.parameters.filter { !$0.isAnimatable || ignored.contains($0.name) }.map(\.name))
        var a: [String: ParameterValue] = [:]
        var b: [String: ParameterValue] = [:]
        for spec in type.parameters {
            a[spec.name] = Self.offset(spec.defaultValue, by: 1)
            b[spec.name] = jumping.contains(spec.name) ? a[spec.name] : Self.offset(spec.defaultValue, by: 2)
        }
        var sources: [String] = []
        var calls: [String] = []
        for (name, values) in [("\(label)-a", a), ("\(label)-b", b)] {
            let preset = CodegenPreset(name: name, type: type, values: values, ignored: ignored)
            let source = try SwiftUICodegen.preset(preset, jumping: jumping, target: target).source
            sources.append(target == .ios26 ? try AnimatableMacroStandIn.expand(source) : source)
            calls.append(try Self.call(preset, jumping: jumping, target: target))
        }
        return Case(label: label, type: type, values: a, movedValues: b, sources: sources, calls: (calls[0], calls[1]))
    }

    /// The memberwise call that builds the preset's value: every stored property with the preset's value.
    static func call(_ preset: CodegenPreset, jumping: Set<String>, target: CodegenTarget) throws -> String {
        try withSwiftSourceNumbers { () throws(CodegenError) in
            let model = try PresetModel(
                name: preset.name, type: preset.type, values: preset.values, ignored: preset.ignored, jumping: jumping,
                varied: [], target: target)
            let spell = SwiftSpelling(target: target, notes: Notes())
            let arguments = model.callParameters.map { "\($0.name): \(spell.member($0.value))" }
            return "\(model.typeName)(\(arguments.joined(separator: ", ")))"
        }
    }

    /// A valid value a step away from `value` (every catalog constraint is a lower bound or 0…1).
    private static func offset(_ value: ParameterValue, by step: Double) -> ParameterValue {
        switch value {
        case .double(let x): .double(x == 0 ? 0.125 * step : x * (1 + 0.375 * step) + 0.5)
        case .angle(let angle): .angle(.degrees(angle.degrees + 35 * step))
        case .bool(let flag): .bool(step == 1 ? !flag : flag)
        default: value
        }
    }

    static func expectedDrawing(_ type: PresetType, _ values: [String: ParameterValue]) throws -> String {
        switch type.kind {
        case .shape:
            return describe(try PresetTypeCatalog.shape(type: type.name, parameters: values).path(in: rect))
        case .modifier:
            return "\(try PresetTypeCatalog.effect(type: type.name, parameters: values).offsetX)"
        case .view, .container:
            return ""
        case .text:
            let resolved = try type.resolve(values)
            guard case .int(let count) = resolved["count"], case .string(let format) = resolved["format"] else {
                return ""
            }
            return (1...count).map { index -> String in
                guard case .double(let value) = resolved["value\(index)"] else { return "" }
                return String(format: format, value)
            }.joined(separator: "|")
        }
    }

    /// The path as text with every coordinate's shortest exact spelling, so equal text means bit-equal paths.
    static func describe(_ path: Path) -> String {
        path.elements.map { element in
            switch element {
            case .move(let p): "M\(p.x),\(p.y)"
            case .line(let p): "L\(p.x),\(p.y)"
            case .quadCurve(let p, let c): "Q\(c.x),\(c.y),\(p.x),\(p.y)"
            case .curve(let p, let c1, let c2): "C\(c1.x),\(c1.y),\(c2.x),\(c2.y),\(p.x),\(p.y)"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }

    private func program(_ cases: [Case]) -> String {
        var program = Self.prelude
        for testCase in cases {
            for source in testCase.sources {
                program += source.replacingOccurrences(of: "import SwiftUI\n", with: "") + "\n"
            }
        }
        program += "let rect = CGRect(x: 0, y: 0, width: 200, height: 120)\n"
        for testCase in cases {
            let (a, b) = testCase.calls
            let draw =
                switch testCase.type.kind {
                case .shape: "describe(%.path(in: rect))"
                case .modifier: "\"\\(offset(of: %))\""
                case .text: "shown(%)"
                case .view, .container: ""
                }
            program += """
                do {
                    print("draw-\(testCase.label)", \(draw.replacingOccurrences(of: "%", with: a)))
                    var moved = \(a)
                    moved.animatableData = \(b).animatableData
                    print("moved-\(testCase.label)", \(draw.replacingOccurrences(of: "%", with: "moved")))
                    print("roundtrip-\(testCase.label)", "\\(moved.animatableData)" == "\\(\(b).animatableData)")
                }

                """
        }
        return program
    }

    /// Imports for `import SwiftUI`, the stand-ins for the few SwiftUI names animdb does not model, and the same
    /// path description the test uses.
    static let prelude = """
        import AnimDBEngine
        import AnimDBGeometry
        import Foundation

        #if canImport(FoundationEssentials)
            typealias CGFloat = AnimDBEngine.CGFloat
            typealias CGPoint = AnimDBEngine.CGPoint
            typealias CGSize = AnimDBEngine.CGSize
            typealias CGRect = AnimDBEngine.CGRect
        #endif

        // Just enough of SwiftUI's view types for the generated modifiers, their View extensions and
        // AnimatableTextView: content remembers the offset a modifier gives it, text what it shows.
        protocol View {
            associatedtype Body: View = Never
            var body: Body { get }
        }
        extension Never: View {}
        extension View where Body == Never {
            var body: Never { fatalError() }
        }
        struct ModifiedView: View {}
        struct ModifierContent: View {}
        struct OffsetView: View { var x: Double }
        extension View {
            func modifier<Modifier>(_ modifier: Modifier) -> some View { ModifiedView() }
            func offset(x: CGFloat) -> OffsetView { OffsetView(x: Double(x)) }
        }
        protocol ViewModifier {
            associatedtype Body: View
            typealias Content = ModifierContent
            func body(content: Content) -> Body
        }
        protocol AnimatableModifier: ViewModifier, Animatable {}
        func offset<M: ViewModifier>(of modifier: M) -> Double {
            (modifier.body(content: ModifierContent()) as! OffsetView).x
        }
        struct Text: View {
            var text: String
            init(_ text: String) { self.text = text }
            func font(_ font: Font) -> Text { self }
            func foregroundColor(_ color: Color) -> Text { self }
            func padding() -> Text { self }
        }
        @resultBuilder enum ViewBuilder {
            static func buildBlock(_ texts: Text...) -> [Text] { texts }
        }
        struct VStack: View {
            var texts: [Text]
            init(@ViewBuilder content: () -> [Text]) { texts = content() }
        }
        func shown(_ view: some View) -> String {
            (view.body as? VStack)?.texts.map(\\.text).joined(separator: "|") ?? ""
        }

        func describe(_ path: Path) -> String {
            path.elements.map { element in
                switch element {
                case .move(let p): "M\\(p.x),\\(p.y)"
                case .line(let p): "L\\(p.x),\\(p.y)"
                case .quadCurve(let p, let c): "Q\\(c.x),\\(c.y),\\(p.x),\\(p.y)"
                case .curve(let p, let c1, let c2): "C\\(c1.x),\\(c1.y),\\(c2.x),\\(c2.y),\\(p.x),\\(p.y)"
                case .closeSubpath: "Z"
                }
            }.joined(separator: " ")
        }


        """
}
