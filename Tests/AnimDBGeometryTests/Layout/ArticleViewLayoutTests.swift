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
