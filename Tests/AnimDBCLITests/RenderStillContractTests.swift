import Foundation
import Testing

/// The still contract: in `animdb render NAME --at T --width W --height H --out x.svg`, the element with
/// `id="shape"` carries exactly the article's `path(in: CGRect(x: 0, y: 0, width: W, height: H))`.
struct RenderStillContractTests {
    /// The numbers of the `id="shape"` element's path data.
    static func shapeNumbers(_ svg: String) throws -> [Double] {
        let start = try #require(svg.range(of: "id=\"shape\" d=\""))
        let end = try #require(svg.range(of: "\"", range: start.upperBound..<svg.endIndex))
        return svg[start.upperBound..<end.lowerBound].split { $0 == " " || $0.isLetter }.compactMap { Double($0) }
    }

    @Test(arguments: [(300.0, 150.0), (120, 200), (250, 250)])
    func waveStillIsTheArticlesPathForTheRequestedSize(width: Double, height: Double) throws {
        let cli = try CLIFixture()
        #expect(
            cli.run("add", "preset", "wave-one", "--type", "wave", "--set", "amplitude=25", "--set", "frequency=3")
                .code == 0)
        #expect(
            cli.run(
                "add", "timeline", "wave-run", "--preset", "wave-one", "--change",
                "phase: 6.283185307179586 with .linear(duration: 2)"
            ).code == 0)
        let result = cli.run(
            "render", "wave-run", "--at", "1", "--width", "\(Int(width))", "--height", "\(Int(height))", "--out",
            "still.svg")
        #expect(result.code == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: cli.directory.path("still.svg"), encoding: .utf8)
        #expect(svg.contains("viewBox=\"0 0 \(Int(width)) \(Int(height))\""))
        // At t = 1 a linear 2 s animation of phase to 2π is at π.
        var expected: [Double] = []
        for x in stride(from: 0, through: width, by: 1) {
            expected += [x, sin(3 * x / width * 2 * .pi + .pi) * 25 + height / 2]
        }
        let numbers = try Self.shapeNumbers(svg)
        #expect(numbers.count == expected.count)
        for (a, e) in zip(numbers, expected) where abs(a - e) > 1e-3 {
            Issue.record("\(a) differs from \(e)")
            break
        }
    }

    @Test func trapezoidStillIsTheArticlesPath() throws {
        let cli = try CLIFixture()
        #expect(cli.run("add", "preset", "trap", "--type", "trapezoid", "--set", "insetAmount=30").code == 0)
        #expect(
            cli.run(
                "add", "timeline", "trap-run", "--preset", "trap", "--change",
                "insetAmount: 10 with .linear(duration: 1)"
            )
            .code == 0)
        let result = cli.run("render", "trap-run", "--at", "0.5", "--width", "160", "--height", "90", "--out", "t.svg")
        #expect(result.code == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: cli.directory.path("t.svg"), encoding: .utf8)
        #expect(try Self.shapeNumbers(svg) == [0, 90, 20, 0, 140, 0, 160, 90])
    }
}
