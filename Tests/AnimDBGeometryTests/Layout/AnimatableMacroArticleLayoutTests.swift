import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// Article 001's demo views (the `@Animatable` article), laid out as `ArticleViewLayoutTests` lays out the others.
extension ArticleViewLayoutTests {
    // MARK: 001 ArcDemoView, WaveDemoView, PolygonDemoView, ShakeDemoView, FlowerLoadingView

    /// `VStack(spacing: 32) { Arc(…).stroke(…).frame(width: 200, height: 200); Button("Animasikan Arc") {…}
    /// .buttonStyle(.borderedProminent) }.padding()`.
    static let arcDemo = LayoutNode.vStack(
        spacing: 32,
        [
            .shape(
                Arc(startAngle: .zero, endAngle: .degrees(180), clockwise: false),
                layers: [
                    .stroke(
                        .linearGradient(
                            LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)),
                        StrokeStyle(lineWidth: 8, lineCap: .round))
                ]
            ).frame(width: 200, height: 200),
            .button("Animasikan Arc", style: .borderedProminent),
        ]
    ).padding()

    @Test func arcDemoView() throws {
        let button = (width: Self.w("Animasikan Arc") + 24, height: 36.0)
        let stack = (width: 200.0, height: 200 + 32 + button.height)
        for (result, canvasWidth, top, room) in [
            (try Self.phoneLayout(Self.arcDemo), 390.0, Self.safeTop, Self.safeHeight),
            (try Self.smallLayout(Self.arcDemo), 320.0, 0, 568),
        ] {
            let x = (canvasWidth - stack.width) / 2
            let y = top + (room - stack.height) / 2
            LayoutCheck.expectFrames(
                result,
                [
                    (0, (x - 16, y - 16, stack.width + 32, stack.height + 32)), (1, (x, y, stack.width, stack.height)),
                    // The arc's frame sits above the button, both centred in the stack.
                    (2, (x, y, 200, 200)), (3, (x, y, 200, 200)),
                    (4, (x + (200 - button.width) / 2, y + 232, button.width, button.height)),
                ], "ArcDemoView")
        }
        // What the arc draws is exactly `Arc.path(in:)` of its frame.
        let result = try Self.phoneLayout(Self.arcDemo)
        guard case .shape(let shape) = result.parts(of: 3).first?.content else {
            Issue.record("the arc draws a shape")
            return
        }
        #expect(
            shape.path
                == Arc(startAngle: .zero, endAngle: .degrees(180), clockwise: false).path(
                    in: CGRect(x: 0, y: 0, width: 200, height: 200)))
    }

    /// `VStack(spacing: 24) { Wave(…).stroke(.cyan, lineWidth: 3).frame(height: 150).drawingGroup(); HStack(spacing:
    /// 16) { Button("Gelombang Rendah") {…}; Button("Gelombang Tinggi") {…} }.buttonStyle(.bordered) }.padding()`.
    static let waveDemo = LayoutNode.vStack(
        spacing: 24,
        [
            .shape(
                Wave(amplitude: 30, frequency: 3, phase: 0), layers: [.stroke(.color(.cyan), StrokeStyle(lineWidth: 3))]
            ).frame(height: 150),
            .hStack(
                spacing: 16,
                [.button("Gelombang Rendah", style: .bordered), .button("Gelombang Tinggi", style: .bordered)]),
        ]
    ).padding()

    @Test func waveDemoViewOnAPhone() throws {
        // Both buttons fit on one line: 176.1 + 16 + 162.9 of 358 points.
        let low = Self.w("Gelombang Rendah") + 24
        let high = Self.w("Gelombang Tinggi") + 24
        let row = low + 16 + high
        let stack = (width: 358.0, height: 150 + 24 + 36.0)
        let y = Self.safeTop + (Self.safeHeight - stack.height - 32) / 2
        let rowX = 16 + (358 - row) / 2
        LayoutCheck.expectFrames(
            try Self.phoneLayout(Self.waveDemo),
            [
                (0, (0, y, 390, stack.height + 32)), (2, (16, y + 16, 358, 150)), (3, (16, y + 16, 358, 150)),
                (4, (rowX, y + 16 + 174, row, 36)), (5, (rowX, y + 190, low, 36)),
                (6, (rowX + low + 16, y + 190, high, 36)),
            ], "WaveDemoView")
    }

    @Test func waveDemoViewInASmallCanvas() throws {
        // 288 points for the row: its 272 points without spacing go first to the less flexible "Gelombang Tinggi"
        // (range 33.5…162.9 against 33.5…176.1): 136 offered, so its title wraps to "Gelombang" / "Tinggi" and the
        // button is 87.9 + 24 wide and 2 × 22 + 14 tall; "Gelombang Rendah" is offered the remaining 160.1 and
        // wraps the same way. The row is less flexible (36…58 tall) than nothing, so the wave's fixed height goes
        // first and the row takes its two-line height.
        let button = Self.w("Gelombang") + 24
        let row = 2 * button + 16
        let stack = (width: 288.0, height: 150 + 24 + 58.0)
        let y = (568 - stack.height - 32) / 2
        let rowX = 16 + (288 - row) / 2
        let result = try Self.smallLayout(Self.waveDemo)
        LayoutCheck.expectFrames(
            result,
            [
                (1, (16, y + 16, 288, stack.height)), (2, (16, y + 16, 288, 150)), (4, (rowX, y + 190, row, 58)),
                (5, (rowX, y + 190, button, 58)), (6, (rowX + button + 16, y + 190, button, 58)),
            ], "WaveDemoView small")
        guard case .text(let title) = result.parts(of: 5).last?.content else {
            Issue.record("a button draws its title")
            return
        }
        #expect(title.lines == ["Gelombang", "Rendah"])
    }

    /// `VStack(spacing: 32) { Polygon(…).fill(…).frame(width: 200, height: 200); VStack(spacing: 12) { Text("Sisi:
    /// \(Int(sides))").font(.headline); Slider(value: $sides, in: 3...12, step: 1) }; Button("Pulse") {…}
    /// .buttonStyle(.borderedProminent) }.padding()`.
    static let polygonDemo = LayoutNode.vStack(
        spacing: 32,
        [
            .shape(Polygon(sides: 3, scale: 1, rotation: .zero)).frame(width: 200, height: 200),
            .vStack(spacing: 12, [.text("Sisi: 3", font: .headline), .slider(value: 3, in: 3...12)]),
            .button("Pulse", style: .borderedProminent),
        ]
    ).padding()

    @Test func polygonDemoView() throws {
        // The slider takes the whole width, so the stack is as wide as the padding leaves.
        let label = Self.w("Sisi: 3", .headline)
        let pulse = Self.w("Pulse") + 24
        for (result, width, top, room) in [
            (try Self.phoneLayout(Self.polygonDemo), 390.0, Self.safeTop, Self.safeHeight),
            (try Self.smallLayout(Self.polygonDemo), 320.0, 0, 568),
        ] {
            let inner = width - 32
            let height = 200 + 32 + (22 + 12 + 34) + 32 + 36.0
            let y = top + (room - height - 32) / 2 + 16
            LayoutCheck.expectFrames(
                result,
                [
                    (1, (16, y, inner, height)), (2, ((width - 200) / 2, y, 200, 200)), (4, (16, y + 232, inner, 68)),
                    (5, (16 + (inner - label) / 2, y + 232, label, 22)), (6, (16, y + 266, inner, 34)),
                    (7, (16 + (inner - pulse) / 2, y + 332, pulse, 36)),
                ], "PolygonDemoView \(width)")
        }
    }

    /// `VStack(spacing: 24) { Text("Goyangkan Aku!").font(.title2.bold()).shake(…); Button("Shake!") {…}
    /// .buttonStyle(.borderedProminent) }` (no padding).
    static let shakeDemo = LayoutNode.vStack(
        spacing: 24,
        [
            .text("Goyangkan Aku!", font: .title2.bold()).offset(x: 15),
            .button("Shake!", style: .borderedProminent),
        ])

    @Test func shakeDemoView() throws {
        let title = Self.w("Goyangkan Aku!", .title2.bold())
        let button = Self.w("Shake!") + 24
        let stack = (width: max(title, button), height: 28 + 24 + 36.0)
        for (result, width, top, room) in [
            (try Self.phoneLayout(Self.shakeDemo), 390.0, Self.safeTop, Self.safeHeight),
            (try Self.smallLayout(Self.shakeDemo), 320.0, 0, 568),
        ] {
            let x = (width - stack.width) / 2
            let y = top + (room - stack.height) / 2
            LayoutCheck.expectFrames(
                result,
                [
                    (0, (x, y, stack.width, stack.height)), (1, (x + (stack.width - title) / 2, y, title, 28)),
                    (3, (x + (stack.width - button) / 2, y + 52, button, 36)),
                ], "ShakeDemoView \(width)")
        }
    }

    /// `VStack(spacing: 32) { PetalShape(…).fill(…).frame(width: 200, height: 200).rotationEffect(…); HStack(spacing:
    /// 12) { Button("3 Kelopak") {…}; Button("6 Kelopak") {…}; Button("12 Kelopak") {…} }.buttonStyle(.bordered) }`.
    static let flowerDemo = LayoutNode.vStack(
        spacing: 32,
        [
            .shape(Petal(petalCount: 6, innerRadius: 30, outerRadius: 60, rotationOffset: 0)).frame(
                width: 200, height: 200),
            .hStack(
                spacing: 12,
                ["3 Kelopak", "6 Kelopak", "12 Kelopak"].map { LayoutNode.button($0, style: .bordered) }),
        ])

    @Test func flowerLoadingViewOnAPhone() throws {
        let widths = ["3 Kelopak", "6 Kelopak", "12 Kelopak"].map { Self.w($0) + 24 }
        let row = widths.reduce(0, +) + 24
        let height = 200 + 32 + 36.0
        let x = (390 - row) / 2
        let y = Self.safeTop + (Self.safeHeight - height) / 2
        LayoutCheck.expectFrames(
            try Self.phoneLayout(Self.flowerDemo),
            [
                (0, (x, y, row, height)), (1, ((390 - 200) / 2, y, 200, 200)), (3, (x, y + 232, row, 36)),
                (4, (x, y + 232, widths[0], 36)), (5, (x + widths[0] + 12, y + 232, widths[1], 36)),
                (6, (x + widths[0] + widths[1] + 24, y + 232, widths[2], 36)),
            ], "FlowerLoadingView")
    }

    @Test func flowerLoadingViewInASmallCanvas() throws {
        // 320 points hold 296 for the buttons, less than their 308.3: the two equally flexible short ones go first.
        // "3 Kelopak" is offered a third (98.7) and wraps to "3" / "Kelopak"; "6 Kelopak" is offered half the rest and
        // fits; "12 Kelopak" takes what remains and fits too.
        let available = 320.0 - 24
        let first = Self.w("Kelopak") + 24
        let second = Self.w("6 Kelopak") + 24
        let third = Self.w("12 Kelopak") + 24
        #expect(available / 3 - 24 < Self.w("3 Kelopak"))
        #expect((available - first) / 2 - 24 >= Self.w("6 Kelopak"))
        #expect(available - first - second - 24 >= Self.w("12 Kelopak"))
        let row = first + second + third + 24
        let height = 200 + 32 + 58.0
        let x = (320 - row) / 2
        let y = (568 - height) / 2
        LayoutCheck.expectFrames(
            try Self.smallLayout(Self.flowerDemo),
            [
                (0, (x, y, row, height)), (3, (x, y + 232, row, 58)), (4, (x, y + 232, first, 58)),
                (5, (x + first + 12, y + 232 + 11, second, 36)), (6, (x + first + second + 24, y + 243, third, 36)),
            ], "FlowerLoadingView small")
    }
}
