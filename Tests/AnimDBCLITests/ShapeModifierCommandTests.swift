import AnimDBCLI
import Foundation
import Testing

/// Shape-level transforms as a user writes them: stored from a view, drawn into SVG, written back by codegen as
/// the same `Shape` calls, and that code, pasted back, draws the same frames.
@Suite struct ShapeModifierCommandTests {
    static let view =
        "Rectangle().rotation(.degrees(turn), anchor: .topLeading).scale(0.5).offset(x: 4, y: 2)"
        + ".stroke(.red, lineWidth: 3).frame(width: 80, height: 80)"

    @Test func shapeTransformsAreStoredDrawnAndWrittenBack() throws {
        let cli = try CLIFixture()
        let added = cli.run(
            "add", "timeline", "turned", "--view", Self.view, "--state", "turn=0.0", "--change",
            "withAnimation(.easeInOut(duration: 1)) { turn = 45 }")
        #expect(added.code == 0, "\(added.stderr)")
        let svg = cli.directory.path("turned.svg")
        #expect(cli.run("render", "turned", "--at", "1", "--out", svg).code == 0)
        let drawn = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(drawn.contains("stroke-width=\"3\""))
        let source = cli.run("codegen", "turned", "--target", "ios17").stdout
        for call in [".rotation(.degrees(turn), anchor: .topLeading)", ".scale(x: 0.5, y: 0.5)", ".offset(x: 4, y: 2)"]
        {
            #expect(source.contains(call), "\(call) in \(source)")
        }
        let file = cli.directory.path("Turned.swift")
        try """
        import SwiftUI

        struct TurnedView: View {
            @State private var turn: Double = 0

            var body: some View {
                \(Self.view)
                    .onAppear { withAnimation(.easeInOut(duration: 1)) { turn = 45 } }
            }
        }
        """.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(cli.run("add", "timeline", "pasted", "--swift", file).code == 0)
        let frames = { (name: String) in cli.run("play", name, "--fps", "10", "--format", "table").stdout }
        #expect(frames("pasted") == frames("turned"))
        #expect(frames("turned").contains("45.0000"))
    }
}
