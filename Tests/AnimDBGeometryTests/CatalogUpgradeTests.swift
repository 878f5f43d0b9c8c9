import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// Presets stored before view chains read in today's catalog and draw exactly as they did.
struct CatalogUpgradeTests {
    /// How format-1 animdb drew an arc: angles clockwise from 12 o'clock, `clockwise` meaning clockwise on screen.
    static func oldArc(_ start: Double, _ end: Double, _ clockwise: Bool, in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .degrees(start - 90),
            endAngle: .degrees(end - 90), clockwise: !clockwise)
        return path
    }

    /// Equal element kinds and every point within 1e-9 (degrees and radians round differently in the last bits).
    static func same(_ a: Path, _ b: Path) -> Bool {
        guard a.structure == b.structure else { return false }
        var pointsA: [CGPoint] = []
        var pointsB: [CGPoint] = []
        a.forEachPoint { pointsA.append($0) }
        b.forEachPoint { pointsB.append($0) }
        return zip(pointsA, pointsB).allSatisfy { $0.isApproximatelyEqual(to: $1, absoluteTolerance: 1e-9) }
    }

    @Test(arguments: [(0.0, 110.0, true), (0, 270, true), (30, 200, false), (-45, 45, true)])
    func oldArcsDrawTheSameAfterUpgrade(start: Double, end: Double, clockwise: Bool) throws {
        let rect = CGRect(x: 0, y: 0, width: 120, height: 120)
        let upgraded = CatalogUpgrade.parameters(
            type: "arc",
            ["startAngle": .angle(.degrees(start)), "endAngle": .angle(.degrees(end)), "clockwise": .bool(clockwise)])
        let shape = try PresetTypeCatalog.shape(type: "arc", parameters: upgraded)
        #expect(Self.same(shape.path(in: rect), Self.oldArc(start, end, clockwise, in: rect)))
    }

    @Test func oldArcDefaultsAreWrittenOut() throws {
        let upgraded = CatalogUpgrade.parameters(type: "arc", [:])
        let rect = CGRect(x: 0, y: 0, width: 80, height: 80)
        #expect(
            Self.same(
                try PresetTypeCatalog.shape(type: "arc", parameters: upgraded).path(in: rect),
                Self.oldArc(0, 110, true, in: rect)))
    }

    @Test func trackValuesOfArcsAndPetalsAreMapped() {
        #expect(
            CatalogUpgrade.value(type: "arc", parameter: "endAngle", .angle(.degrees(270))) == .angle(.degrees(180)))
        #expect(CatalogUpgrade.value(type: "arc", parameter: "clockwise", .bool(true)) == .bool(false))
        #expect(
            CatalogUpgrade.value(type: "petal", parameter: "rotationOffset", .angle(.degrees(180))) == .double(.pi))
        #expect(CatalogUpgrade.value(type: "wave", parameter: "phase", .double(1)) == .double(1))
        #expect(CatalogUpgrade.storedType(type: "petal", parameter: "rotationOffset") == .angle)
        #expect(CatalogUpgrade.storedType(type: "arc", parameter: "startAngle") == nil)
    }

    @Test func renamedTypesAndPetalCounts() throws {
        #expect(CatalogUpgrade.typeName("morphing-rect") == "morphing-shape")
        #expect(CatalogUpgrade.typeName("polygon") == "polygon")
        let petal = CatalogUpgrade.parameters(
            type: "petal", ["petalCount": .double(1), "rotationOffset": .angle(.degrees(90))])
        #expect(petal == ["petalCount": .double(2), "rotationOffset": .double(.pi / 2)])
        #expect(throws: Never.self) { try PresetTypeCatalog.requireType(named: "petal").resolve(petal) }
    }
}
