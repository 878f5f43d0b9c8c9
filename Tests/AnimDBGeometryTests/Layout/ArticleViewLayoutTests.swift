import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// The articles' demo views (docs in /work/shared/seeds 000–003) laid out where a device puts them: on an iPhone 14
/// (390 × 844 points, the root proposed its safe area, 47 points below the top and 34 above the bottom, and centred
/// in it) and in a small 320 × 568 canvas without a safe area. Expected frames are worked out from the rules; text
/// widths are `TextMetrics`' (the measurement, not the layout).
struct ArticleViewLayoutTests {
    static let phone = (width: 390.0, height: 844.0, environment: LayoutEnvironment(safeAreaInsets: .iPhone14SafeArea))
    static let small = (width: 320.0, height: 568.0, environment: LayoutEnvironment())

    /// The root's room on the phone: the safe area, 390 × 763 from y = 47.
    static let safeTop = 47.0
    static let safeHeight = 763.0

    static func w(_ text: String, _ font: Font = .body) -> Double { LayoutCheck.width(text, font) }

    static func phoneLayout(_ node: LayoutNode) throws -> LayoutResult {
        try LayoutCheck.layout(node, phone.width, phone.height, environment: phone.environment)
    }

    static func smallLayout(_ node: LayoutNode) throws -> LayoutResult {
        try LayoutCheck.layout(node, small.width, small.height, environment: small.environment)
    }

    /// The room SwiftUI keeps between a plain view and `.body` text below it (`StackSpacingTests.TextRoom`).
    static let aboveBodyText = StackSpacingTests.TextRoom(.body).aboveText
    static let belowBodyText = StackSpacingTests.TextRoom(.body).belowText

    // MARK: 000 AnimatableModifierDemo

    /// `VStack(spacing: 24) { Text("Shake me!").font(.title2).padding().background(…).cornerRadius(12)
    /// .modifier(ShakeEffect(…)); Button("Animate") {…} }.padding()`; the corner radius clips and the shake offsets
    /// when drawn, so neither moves anything.
    static let shakeEffectDemo = LayoutNode.vStack(
        spacing: 24,
        [
            .text("Shake me!", font: .title2).padding().background(
                .color(Color(red: 0, green: 0.478, blue: 1, opacity: 0.2))
            )
            .offset(x: 8.66),
            .button("Animate"),
        ]
    ).padding()

    @Test func animatableModifierDemo() throws {
        let card = (width: Self.w("Shake me!", .title2) + 32, height: 28.0 + 32)
        let stack = (width: card.width, height: card.height + 24 + 22)
        for (result, x, y) in [
            (
                try Self.phoneLayout(Self.shakeEffectDemo), (390 - stack.width - 32) / 2,
                Self.safeTop + (Self.safeHeight - stack.height - 32) / 2
            ),
            (try Self.smallLayout(Self.shakeEffectDemo), (320 - stack.width - 32) / 2, (568 - stack.height - 32) / 2),
        ] {
            LayoutCheck.expectFrames(
                result,
                [
                    (0, (x, y, stack.width + 32, stack.height + 32)), (1, (x + 16, y + 16, stack.width, stack.height)),
                    // The offset's frame is its view's: layout ignores the shake.
                    (2, (x + 16, y + 16, card.width, card.height)), (3, (x + 16, y + 16, card.width, card.height)),
                    (5, (x + 32, y + 32, card.width - 32, 28)), (6, (x + 16, y + 16, card.width, card.height)),
                    (
                        7,
                        (
                            x + 16 + (stack.width - Self.w("Animate")) / 2, y + 16 + card.height + 24,
                            Self.w("Animate"), 22
                        )
                    ),
                ], "AnimatableModifierDemo")
        }
    }

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

    // MARK: 002 DevTechieShakeAnimation (login and card)

    /// `NavigationStack { VStack(alignment: .leading) { Text("Enter username"); TextField("username", text: …)
    /// .textFieldStyle(.roundedBorder).shake(with: …); Button("Check") {…} }.padding().navigationTitle("DevTechie") }`.
    static let loginDemo = LayoutNode.navigationStack(
        LayoutNode.vStack(
            alignment: .leading,
            [.text("Enter username"), .textField("username", style: .roundedBorder).offset(x: 5), .button("Check")]
        ).padding().navigationTitle("DevTechie"))

    @Test func devTechieLogin() throws {
        // The field is flexible across, so the stack is as wide as the padding leaves; the text keeps its room
        // below text from the field, the borderless button (a text) the room above text.
        for (result, width, top, room) in [
            (try Self.phoneLayout(Self.loginDemo), 390.0, Self.safeTop, Self.safeHeight),
            (try Self.smallLayout(Self.loginDemo), 320.0, 0, 568),
        ] {
            let height = 22 + Self.belowBodyText + 34 + Self.aboveBodyText + 22
            let content = room - 96
            let y = top + 96 + (content - height - 32) / 2 + 16
            LayoutCheck.expectFrames(
                result,
                [
                    (0, (0, top, width, room)), (3, (16, y, width - 32, height)),
                    (4, (16, y, Self.w("Enter username"), 22)),
                    (5, (16, y + 22 + Self.belowBodyText, width - 32, 34)),
                    (7, (16, y + 56 + Self.belowBodyText + Self.aboveBodyText, Self.w("Check"), 22)),
                ], "login \(width)")
            #expect(result.parts(of: 0).first?.origin == CGPoint(x: 16, y: 47))
        }
    }

    /// `NavigationStack { VStack { Text("Hey DevTechie, \nShake me!").padding().font(.largeTitle)
    /// .multilineTextAlignment(.trailing).foregroundStyle(.white).background(.orange.gradient, in:
    /// RoundedRectangle(cornerRadius: 10)).shake(with: …); Button("Shake") {…} }.padding().navigationTitle(…) }`.
    static let cardDemo = LayoutNode.navigationStack(
        LayoutNode.vStack([
            LayoutNode.text(
                "Hey DevTechie, \nShake me!", font: .largeTitle, alignment: .trailing, paint: .color(.white)
            ).padding()
                .background(
                    .shape(RoundedRectangle(cornerRadius: 10), layers: [.fill(.colorGradient(.orange))])
                ).offset(x: 0),
            .button("Shake"),
        ]).padding().navigationTitle("DevTechie"))

    @Test func devTechieCard() throws {
        let text = (width: max(Self.w("Hey DevTechie,", .largeTitle), Self.w("Shake me!", .largeTitle)), height: 82.0)
        let card = (width: text.width + 32, height: text.height + 32)
        let stack = (width: card.width, height: card.height + Self.aboveBodyText + 22)
        for (result, width, top, room) in [
            (try Self.phoneLayout(Self.cardDemo), 390.0, Self.safeTop, Self.safeHeight),
            (try Self.smallLayout(Self.cardDemo), 320.0, 0, 568),
        ] {
            let x = (width - stack.width) / 2
            let y = top + 96 + (room - 96 - stack.height - 32) / 2 + 16
            LayoutCheck.expectFrames(
                result,
                [
                    (3, (x, y, stack.width, stack.height)), (4, (x, y, card.width, card.height)),
                    (7, (x + 16, y + 16, text.width, text.height)), (8, (x, y, card.width, card.height)),
                    (
                        9,
                        (
                            x + (stack.width - Self.w("Shake")) / 2, y + card.height + Self.aboveBodyText,
                            Self.w("Shake"), 22
                        )
                    ),
                ], "card \(width)")
            guard case .text(let drawn) = result.parts(of: 7).first?.content else {
                Issue.record("the card draws its text")
                continue
            }
            #expect(drawn.lines == ["Hey DevTechie,", "Shake me!"])
            #expect(drawn.alignment == .trailing)
        }
    }

    // MARK: 003 MorphingShape's view and AnimatableTextView's

    /// `MorphingShape(size: size, cornerRadius: cornerRadius).fill(Color.green).frame(width: 200, height: 200)`.
    static let morphDemo = LayoutNode.shape(MorphingShape(size: 100, cornerRadius: 50), layers: [.fill(.color(.green))])
        .frame(width: 200, height: 200)

    @Test func morphingShapeView() throws {
        LayoutCheck.expectFrames(
            try Self.phoneLayout(Self.morphDemo),
            [(0, (95, Self.safeTop + (Self.safeHeight - 200) / 2, 200, 200)), (1, (95, 328.5, 200, 200))], "morph")
        LayoutCheck.expectFrames(try Self.smallLayout(Self.morphDemo), [(1, (60, 184, 200, 200))], "morph small")
    }

    /// `VStack { AnimatableTextView(…) /* VStack { Text(…).font(.largeTitle).foregroundColor(.red).padding(); Text(…)
    /// … } */; Button("Animate Values") {…} }.frame(width: 300, height: 200).padding()`.
    static let countUpDemo = LayoutNode.vStack([
        .vStack([
            .text("0.00", font: .largeTitle, paint: .color(.red)).padding(),
            .text("0.00", font: .largeTitle, paint: .color(.blue)).padding(),
        ]),
        .button("Animate Values"),
    ]).frame(width: 300, height: 200).padding()

    @Test func animatableTextView() throws {
        // Padded texts are plain views to each other (8 apart); the borderless button keeps the room above text.
        let number = (width: Self.w("0.00", .largeTitle) + 32, height: 41.0 + 32)
        let numbers = (width: number.width, height: 2 * number.height + 8)
        let button = Self.w("Animate Values")
        let stack = (width: max(numbers.width, button), height: numbers.height + Self.aboveBodyText + 22)
        for (result, width, top, room) in [
            (try Self.phoneLayout(Self.countUpDemo), 390.0, Self.safeTop, Self.safeHeight),
            (try Self.smallLayout(Self.countUpDemo), 320.0, 0, 568),
        ] {
            let frame = (x: (width - 300) / 2, y: top + (room - 232) / 2 + 16)
            let x = frame.x + (300 - stack.width) / 2
            let y = frame.y + (200 - stack.height) / 2
            LayoutCheck.expectFrames(
                result,
                [
                    (0, (frame.x - 16, frame.y - 16, 332, 232)), (1, (frame.x, frame.y, 300, 200)),
                    (2, (x, y, stack.width, stack.height)),
                    (3, (x + (stack.width - numbers.width) / 2, y, numbers.width, numbers.height)),
                    (5, (x + (stack.width - numbers.width) / 2 + 16, y + 16, number.width - 32, 41)),
                    (6, (x + (stack.width - numbers.width) / 2, y + number.height + 8, number.width, number.height)),
                    (8, (x + (stack.width - button) / 2, y + numbers.height + Self.aboveBodyText, button, 22)),
                ], "AnimatableTextView \(width)")
        }
    }
}
