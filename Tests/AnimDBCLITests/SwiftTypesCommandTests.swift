import Foundation
import Testing

/// `animdb types FILE.swift`: the types animdb's Swift reader finds, each run once; refusals and sandbox bounds as
/// one line, exit 1, and nothing stored.
@Suite struct SwiftTypesCommandTests {
    static let polygon = """
        import SwiftUI

        @Animatable
        struct Polygon: Shape {
            var sides: Double
            var scale: Double = 1
            @AnimatableIgnored var rotation: Angle = .zero

            func path(in rect: CGRect) -> Path {
                let n = max(Int(sides), 3)
                let radius = min(rect.width, rect.height) / 2 * scale
                let center = CGPoint(x: rect.midX, y: rect.midY)
                var path = Path()
                for i in 0..<n {
                    let angle = Double(i) / Double(n) * 2 * .pi - .pi / 2 + rotation.radians
                    let point = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
                    if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.closeSubpath()
                return path
            }
        }
        """

    func write(_ cli: CLIFixture, _ name: String, _ text: String) throws {
        try text.write(toFile: cli.directory.path(name), atomically: true, encoding: .utf8)
    }

    @Test func aFilesTypesAreListedWithWhatAnimates() throws {
        let cli = try CLIFixture()
        try write(cli, "Polygon.swift", Self.polygon)
        let listed = cli.run("types", "Polygon.swift")
        #expect(listed.code == 0, "\(listed.stderr)")
        #expect(
            listed.stdout.split(separator: "\n").dropFirst().first?.split(
                separator: " ", omittingEmptySubsequences: true
            )
            .map(String.init).prefix(3) == ["Polygon", "shape", "sides:"])
        #expect(listed.stdout.contains("rotation*: Angle"))
        #expect(listed.stdout.contains("scale: Double = 1"))
        #expect(listed.stdout.contains("@Animatable"))
        let json = try #require(try cli.run("types", "Polygon.swift", "--format", "json").json() as? [[String: Any]])
        let parameters = try #require(json.first?["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["sides", "scale", "rotation"])
        #expect(parameters.map { $0["animatable"] as? Bool } == [true, true, false])
    }

    /// (file, what stderr says): a construct animdb does not read, a body that does not end, a file of no types.
    static let refusals: [(String, String)] = [
        (
            "struct X: Shape { func path(in rect: CGRect) async -> Path { Path() } }",
            "Error: X.swift:1:46: animdb does not read 'async' functions"
        ),
        (
            "struct X: Shape {\n func f(_ n: Int) -> Int { f(n + 1) }\n func path(in rect: CGRect) -> Path {\n _ = f(0)\n return Path() } }",
            "Error: 'X' path(in:) line 2: calls nested deeper than 200 — endless recursion?"
        ),
        (
            "func helper() -> Double { 1 }",
            "Error: 'X.swift' declares no Shape, ViewModifier, GeometryEffect, Animatable view or VectorArithmetic type"
        ),
    ]

    @Test(arguments: refusals.indices)
    func whatCannotBeReadIsOneLine(_ index: Int) throws {
        let (source, message) = Self.refusals[index]
        let cli = try CLIFixture()
        try write(cli, "X.swift", source)
        let result = cli.run("types", "X.swift")
        #expect(result.code == 1)
        #expect(result.stderr == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: cli.storePath))
    }
}
