import AnimDBEngine
import AnimDBGeometry
import AnimDBSwift
import Foundation
import Testing

/// What the checker finds in the articles' listings: kinds, parameters, defaults, animatable data, call spellings.
@Suite struct DeclarationTests {
    @Test(arguments: try Fixtures.names(in: "Articles"))
    func everyArticleListingReads(_ name: String) throws {
        _ = try Fixtures.file("Articles/" + name)
    }

    struct Expected: Sendable, CustomStringConvertible {
        var fixture: String
        var type: String
        var kind: SwiftTypeKind
        /// name: (swift type, animatable)
        var parameters: [(String, String, Bool)]
        var callSpelling: String? = nil
        var description: String { fixture }
    }

    static let expected: [Expected] = [
        Expected(fixture: "001-trapezoid-legacy.swift", type: "Trapezoid", kind: .shape, parameters: [("insetAmount", "Double", true)]),
        Expected(
            fixture: "001-arc.swift", type: "Arc", kind: .shape,
            parameters: [("startAngle", "Angle", true), ("endAngle", "Angle", true), ("clockwise", "Bool", false)]),
        Expected(
            fixture: "001-wave-legacy.swift", type: "Wave", kind: .shape,
            parameters: [("amplitude", "Double", true), ("frequency", "Double", true), ("phase", "Double", true)]),
        Expected(
            fixture: "001-polygon.swift", type: "Polygon", kind: .shape,
            parameters: [("sides", "Double", true), ("scale", "Double", true), ("rotation", "Angle", false)]),
        Expected(
            fixture: "001-shake-modifier.swift", type: "ShakeModifier", kind: .modifier,
            parameters: [("progress", "Double", true), ("intensity", "Double", false)], callSpelling: "shake(progress:intensity:)"),
        Expected(
            fixture: "002-shake.swift", type: "Shake", kind: .modifier, parameters: [("shakes", "CGFloat", true)],
            callSpelling: "shake(with:)"),
        Expected(
            fixture: "000-shake-effect-demo.swift", type: "ShakeEffect", kind: .modifier, parameters: [("shakes", "CGFloat", true)]),
        Expected(
            fixture: "003-animatable-text-view.swift", type: "AnimatableTextView", kind: .animatableView,
            parameters: [("value1", "Double", true), ("value2", "Double", true)]),
        Expected(
            fixture: "003-morphing-shape.swift", type: "MorphingShape", kind: .shape,
            parameters: [("size", "CGFloat", true), ("cornerRadius", "CGFloat", true)]),
    ]

    @Test(arguments: expected)
    func findsTheTypeAndItsParameters(_ e: Expected) throws {
        let file = try Fixtures.file("Articles/" + e.fixture)
        let d = try #require(file.types.first { $0.name == e.type })
        #expect(d.kind == e.kind)
        #expect(d.parameters.map(\.name) == e.parameters.map(\.0))
        #expect(d.parameters.map(\.swiftType) == e.parameters.map(\.1))
        #expect(d.parameters.map(\.isAnimatable) == e.parameters.map(\.2))
        #expect(d.callSpelling == e.callSpelling)
    }

    @Test func defaultsComeFromInitializersAndInitParameters() throws {
        let file = try SwiftSourceFile(
            source: """
                struct Star: Shape {
                    var points: Int
                    var inset: Double = 0.4
                    var turn: Angle = .degrees(90)
                    init(points: Int = 5, inset: Double = 0.4) {
                        self.points = max(points, 3)
                        self.inset = inset
                    }
                    func path(in rect: CGRect) -> Path { Path(rect) }
                }
                """, fileName: "Star.swift")
        let star = try #require(file.types.first)
        #expect(star.parameters.map(\.defaultValue) == [.int(5), .double(0.4), .angle(.degrees(90))])
        #expect(star.lines == 1...10)
        // The clamping init runs: points 1 becomes 3.
        let type = try InterpretedType(file: file, typeName: "Star")
        let values = try type.values(["points": .int(1)], settingAnimatableData: AnimatableVector([]))
        #expect(values["points"] == .int(3))
    }

    @Test func handWrittenAnimatableDataIsInterpretedBothWays() throws {
        let arc = try Fixtures.type("Articles/001-arc-legacy.swift", "Arc")
        let values: [String: ParameterValue] = ["startAngle": .angle(.degrees(90)), "endAngle": .angle(.degrees(180))]
        // The getter's vector is in radians, as the listing writes it.
        #expect(try arc.animatableData(values) == AnimatableVector([.pi / 2, .pi]))
        let set = try arc.values(values, settingAnimatableData: AnimatableVector([1, 2]))
        #expect(set["startAngle"] == .angle(.radians(1)))
        #expect(set["endAngle"] == .angle(.radians(2)))

        let wave = try Fixtures.type("Articles/001-wave-legacy.swift", "Wave")
        let w: [String: ParameterValue] = ["amplitude": .double(1), "frequency": .double(2), "phase": .double(3)]
        #expect(try wave.animatableData(w) == AnimatableVector([1, 2, 3]))
        #expect(try wave.values(w, settingAnimatableData: AnimatableVector([4, 5, 6]))["phase"] == .double(6))
    }

    @Test func macroAnimatableDataSkipsIgnoredProperties() throws {
        let polygon = try Fixtures.type("Articles/001-polygon.swift", "Polygon")
        let values: [String: ParameterValue] = ["sides": .double(5), "scale": .double(0.5), "rotation": .angle(.degrees(10))]
        #expect(try polygon.animatableData(values) == AnimatableVector([5, 0.5]))
        let set = try polygon.values(values, settingAnimatableData: AnimatableVector([7, 1]))
        #expect(set["sides"] == .double(7))
        #expect(set["rotation"] == .angle(.degrees(10)))
        // Angles animate in the engine's units, as the built-in Arc's animatableData does.
        let arc = try Fixtures.type("Articles/001-arc.swift", "Arc")
        let a: [String: ParameterValue] = ["startAngle": .angle(.radians(1)), "endAngle": .angle(.radians(2)), "clockwise": .bool(true)]
        let builtin = Arc(startAngle: .radians(1), endAngle: .radians(2), clockwise: true).animatableData
        #expect(try arc.animatableData(a) == AnimatableVector([builtin.first, builtin.second]))
    }

    @Test func customVectorArithmeticFlattensToItsComponents() throws {
        let file = try SwiftSourceFile(
            source: """
                struct Vec: VectorArithmetic {
                    var dx: Double
                    var dy: Double
                    static var zero: Vec { Vec(dx: 0, dy: 0) }
                    static func + (a: Vec, b: Vec) -> Vec { Vec(dx: a.dx + b.dx, dy: a.dy + b.dy) }
                    static func - (a: Vec, b: Vec) -> Vec { Vec(dx: a.dx - b.dx, dy: a.dy - b.dy) }
                    mutating func scale(by rhs: Double) { dx *= rhs; dy *= rhs }
                    var magnitudeSquared: Double { dx * dx + dy * dy }
                }
                @Animatable
                struct Blob: Shape {
                    var offset: Vec = Vec(dx: 3, dy: 4)
                    var size: CGSize = CGSize(width: 10, height: 20)
                    func path(in rect: CGRect) -> Path {
                        var v = offset + Vec(dx: 1, dy: 1)
                        v.scale(by: 2)
                        return Path(CGRect(x: v.dx, y: v.dy, width: size.width, height: size.height))
                    }
                }
                """, fileName: "Blob.swift")
        #expect(file.types.map(\.kind) == [.vectorArithmetic, .shape])
        let blob = try InterpretedType(file: file, typeName: "Blob")
        #expect(try blob.animatableData([:]) == AnimatableVector([3, 4, 10, 20]))
        let p = try blob.values([:], settingAnimatableData: AnimatableVector([1, 2, 5, 6]))
        #expect(p["size"] == .size(CGSize(width: 5, height: 6)))
        #expect(try blob.path(in: .zero, [:]) == Path(CGRect(x: 8, y: 10, width: 10, height: 20)))
    }

    @Test func modifierBodiesListTheModifiersApplied() throws {
        let effect = try Fixtures.type("Articles/000-shake-effect-demo.swift", "ShakeEffect")
        let m = try effect.modifiers(["shakes": .double(0.25)])
        #expect(m == [ModifierApplication(name: "offset(x:)", arguments: [.double(sin(0.25 * .pi * 2) * 10)])])
        let shake = try Fixtures.type("Articles/001-shake-modifier.swift", "ShakeModifier")
        let s = try shake.modifiers(["progress": .double(0.5), "intensity": .double(15)])
        #expect(s == [ModifierApplication(name: "offset(x:)", arguments: [.double(sin(0.5 * .pi * 6) * 15 * (1 - 0.5))])])
    }

    @Test func geometryEffectsReturnTheirTransform() throws {
        let file = try SwiftSourceFile(
            source: """
                struct Skew: GeometryEffect {
                    var amount: CGFloat = 0.5
                    var animatableData: CGFloat {
                        get { amount }
                        set { amount = newValue }
                    }
                    func effectValue(size: CGSize) -> ProjectionTransform {
                        let t = CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: -size.height * amount / 2, ty: 0)
                        return ProjectionTransform(t.translatedBy(x: 1, y: 2).rotated(by: .pi / 4).scaledBy(x: 2, y: 2))
                    }
                }
                """, fileName: "Skew.swift")
        let skew = try InterpretedType(file: file, typeName: "Skew")
        let t = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: -10 * 0.5 / 2, ty: 0)
            .translatedBy(x: 1, y: 2).rotated(by: .pi / 4).scaledBy(x: 2, y: 2)
        #expect(try skew.effectValue(size: CGSize(width: 5, height: 10), [:]) == .projection(ProjectionTransform(t)))
    }
}
