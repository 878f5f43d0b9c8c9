import AnimDBCodegen
import AnimDBEngine
import AnimDBGeometry
import Foundation
import Testing

/// Compiles the generated code against animdb's own engine and geometry modules, which mirror SwiftUI's names, and
/// checks that each shape draws animdb's path and that its `animatableData` carries every animated parameter: the
/// hand-written form (ios17, ios13) as is, the `@Animatable` form (ios26) through a stand-in for the macro. The shakes, written as `GeometryEffect`s, are checked against
/// `ModifierEffect` through a few SwiftUI stand-ins.
@Suite(.enabled(if: SwiftCompiler.available != nil, "needs swiftc on PATH and the modules built by `swift test`"))
struct GeneratedCodeCompileTests {
    /// A generated preset in the program, and the values the test expects it to draw.
    struct Case {
        var label: String
        var type: PresetType
        /// What `A()` draws.
        var values: [String: ParameterValue]
        /// What `A()` draws after taking `B()`'s `animatableData`.
        var movedValues: [String: ParameterValue]
        var sources: [String]
        var typeNames: (a: String, b: String)
    }

    static let rect = CGRect(x: 0, y: 0, width: 200, height: 120)

    enum ModifierKinds {
        /// The modifier types generated as `GeometryEffect`s.
        static let geometryEffects: Set<String> = ["shake", "shake-decay"]
    }

    @Test func generatedShapesAndEffectsMatchAnimdb() throws {
        let compiler = try #require(SwiftCompiler.available)
        var cases: [Case] = []
        // ios26 code goes through `AnimatableMacroStandIn` first, since the real macro ships only with Apple's SDK.
        for target in CodegenTarget.allCases {
            // The other modifiers are SwiftUI `ViewModifier`s built from SwiftUI's own modifiers: nothing to run here.
            for type in PresetTypeCatalog.all
            where type.kind == .shape || ModifierKinds.geometryEffects.contains(type.name) {
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
            let expected = try expectedDrawing(testCase.type, testCase.values)
            let moved = try expectedDrawing(testCase.type, testCase.movedValues)
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
        var a: [String: ParameterValue] = [:]
        var b: [String: ParameterValue] = [:]
        for spec in type.parameters {
            a[spec.name] = Self.offset(spec.defaultValue, by: 1)
            let animates = spec.isAnimatable && !ignored.contains(spec.name)
            b[spec.name] = animates ? Self.offset(spec.defaultValue, by: 2) : a[spec.name]
        }
        let nameA = "\(label)-a"
        let nameB = "\(label)-b"
        let sources = try [(nameA, a), (nameB, b)].map { name, values in
            let source = try SwiftUICodegen.preset(
                name: name, type: type, values: values, ignored: ignored, target: target)
            return target == .ios26 ? try AnimatableMacroStandIn.expand(source) : source
        }
        return Case(
            label: label, type: type, values: a, movedValues: b, sources: sources,
            typeNames: (
                SwiftUICodegen.typeName(forPreset: nameA, kind: type.kind),
                SwiftUICodegen.typeName(forPreset: nameB, kind: type.kind)
            ))
    }

    /// A valid value a step away from `value` (every catalog constraint is a lower bound or 0…1).
    private static func offset(_ value: ParameterValue, by step: Double) -> ParameterValue {
        switch value {
        case .double(let x): .double(x == 0 ? 0.125 * step : x * (1 + 0.375 * step) + 0.5)
        case .angle(let angle): .angle(.degrees(angle.degrees + 35 * step))
        case .bool(let flag): .bool(step == 1 ? !flag : flag)
        case .unitPoint: .unitPoint(step == 1 ? .topLeading : .bottomTrailing)
        case .string: .string(step == 1 ? "%.1f" : "%d")
        default: value
        }
    }

    private func expectedDrawing(_ type: PresetType, _ values: [String: ParameterValue]) throws -> String {
        type.kind == .shape
            ? Self.describe(try PresetTypeCatalog.shape(type: type.name, parameters: values).path(in: Self.rect))
            : "\(try PresetTypeCatalog.effect(type: type.name, parameters: values).offsetX)"
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
            let (a, b) = testCase.typeNames
            let draw =
                testCase.type.kind == .shape
                ? "describe(%.path(in: rect))" : "\"\\(%.effectValue(size: rect.size).transform.tx)\""
            program += """
                do {
                    print("draw-\(testCase.label)", \(draw.replacingOccurrences(of: "%", with: "\(a)()")))
                    var moved = \(a)()
                    moved.animatableData = \(b)().animatableData
                    print("moved-\(testCase.label)", \(draw.replacingOccurrences(of: "%", with: "moved")))
                    print("roundtrip-\(testCase.label)", "\\(moved.animatableData)" == "\\(\(b)().animatableData)")
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

        // Just enough of SwiftUI's view types for the generated modifiers and their View extensions.
        protocol View {}
        struct ModifiedView: View {}
        extension View {
            func modifier<Modifier>(_ modifier: Modifier) -> some View { ModifiedView() }
        }
        struct ProjectionTransform {
            var transform: CGAffineTransform
            init(_ transform: CGAffineTransform) { self.transform = transform }
        }
        protocol GeometryEffect: Animatable {
            func effectValue(size: CGSize) -> ProjectionTransform
        }
        protocol ViewModifier {}
        protocol AnimatableModifier: ViewModifier, Animatable {}

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
