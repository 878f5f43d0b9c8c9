import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBGeometry

/// The scenes of OpenSwiftUI's UI tests (`Example/OpenSwiftUIUITests/Layout/`), which compare OpenSwiftUI's
/// rendering pixel for pixel with SwiftUI's in a 200 × 200 host. The expected frames are worked out by hand from
/// the rules in docs/layout.md; colours in fixed frames stand for the tests' coloured views (opacity does not
/// affect layout).
struct LayoutScenarioTests {
    typealias Expected = [(node: Int, frame: LayoutCheck.Frame)]

    static func run(
        _ node: LayoutNode, _ expected: Expected, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = try LayoutCheck.layout(node)
        LayoutCheck.expectFrames(result, expected, name, sourceLocation: sourceLocation)
    }

    static let box = LayoutCheck.box

    // MARK: FrameLayoutUITests

    @Test func frames() throws {
        // `Color.red.frame()`: the colour fills the host.
        try Self.run(LayoutCheck.color().frame(), [(0, (0, 0, 200, 200)), (1, (0, 0, 200, 200))], "noFrame")
        try Self.run(Self.box(50, 50), [(0, (75, 75, 50, 50)), (1, (75, 75, 50, 50))], "frameSize")
    }

    @Test func flexibleFramesWithMaximaInStacks() throws {
        func column() -> [LayoutNode] {
            [
                LayoutCheck.color().frame(maxWidth: 50, maxHeight: 50),
                LayoutCheck.color().frame(maxWidth: 40, maxHeight: 30),
                LayoutCheck.color().frame(maxWidth: 30, maxHeight: 30),
            ]
        }
        let node = LayoutNode.vStack([.vStack(alignment: .leading, column()), .hStack(alignment: .top, column())])
        // The HStack (0…50 tall) is less flexible than the VStack (16…126) and is sized first: 96 offered, 50 taken;
        // the VStack gets the remaining 142 of 192 and takes 126. Across, the VStack is 50 wide and the HStack
        // 50 + 8 + 40 + 8 + 30 = 136 (its views sized least flexible first: 30, 40, 50).
        try Self.run(
            node,
            [
                (0, (32, 8, 136, 184)), (1, (75, 8, 50, 126)), (2, (75, 8, 50, 50)), (3, (75, 8, 50, 50)),
                (4, (75, 66, 40, 30)), (6, (75, 104, 30, 30)), (8, (32, 142, 136, 50)), (9, (32, 142, 50, 50)),
                (11, (90, 142, 40, 30)), (13, (138, 142, 30, 30)),
            ], "flexFrameMax")
    }

    // MARK: HVStackUITests

    @Test func stacksInFramesCentreTheirViews() throws {
        let hStack = LayoutNode.hStack([Self.box(50, 50), Self.box(50, 50)]).frame(width: 150, height: 150)
            .background(LayoutCheck.color(.black))
        try Self.run(
            hStack,
            [
                (0, (25, 25, 150, 150)), (2, (46, 75, 108, 50)), (3, (46, 75, 50, 50)), (5, (104, 75, 50, 50)),
                (7, (25, 25, 150, 150)),
            ], "stackFrameElementFrameHStack")
        let vStack = LayoutNode.vStack([Self.box(50, 50), Self.box(50, 50)]).frame(width: 150, height: 150)
        try Self.run(
            vStack, [(1, (75, 46, 50, 108)), (2, (75, 46, 50, 50)), (4, (75, 104, 50, 50))],
            "stackFrameElementFrameVStack")
        let nested = LayoutNode.vStack([
            Self.box(40, 40), Self.box(40, 40), .hStack([Self.box(40, 40), Self.box(40, 40)]),
        ])
        try Self.run(
            nested.frame(width: 150, height: 150),
            [
                (1, (56, 32, 88, 136)), (2, (80, 32, 40, 40)), (4, (80, 80, 40, 40)), (6, (56, 128, 88, 40)),
                (7, (56, 128, 40, 40)), (9, (104, 128, 40, 40)),
            ], "stackFrameElementFrameHVStack")
        try Self.run(
            nested.background(LayoutCheck.color(.black)),
            [
                (1, (56, 32, 88, 136)), (2, (80, 32, 40, 40)), (6, (56, 128, 88, 40)), (9, (104, 128, 40, 40)),
                (11, (56, 32, 88, 136)),
            ], "elementFrameHVStack")
    }

    @Test func stackSpacingAndAlignment() throws {
        let spaced = LayoutNode.vStack(
            spacing: 20,
            [Self.box(40, 40), Self.box(40, 40), .hStack(spacing: 30, [Self.box(40, 40), Self.box(40, 40)])])
        try Self.run(
            spaced,
            [
                (0, (45, 20, 110, 160)), (1, (80, 20, 40, 40)), (3, (80, 80, 40, 40)), (5, (45, 140, 110, 40)),
                (6, (45, 140, 40, 40)), (8, (115, 140, 40, 40)),
            ], "elementFrameSpacingHVStack")
        let aligned = LayoutNode.vStack(
            alignment: .leading,
            [Self.box(30, 30), Self.box(40, 40), .hStack(alignment: .top, [Self.box(50, 50), Self.box(60, 60)])])
        try Self.run(
            aligned,
            [
                (0, (41, 27, 118, 146)), (1, (41, 27, 30, 30)), (3, (41, 65, 40, 40)), (5, (41, 113, 118, 60)),
                (6, (41, 113, 50, 50)), (8, (99, 113, 60, 60)),
            ], "elementFrameAlignmentHVStack")
    }

    @Test func flexibleViewsShareTheRoomEqually() throws {
        let third = 184.0 / 3
        let node = LayoutNode.vStack([
            LayoutCheck.color(), LayoutCheck.color(), .hStack([LayoutCheck.color(), LayoutCheck.color()]),
        ])
        try Self.run(
            node,
            [
                (0, (0, 0, 200, 200)), (1, (0, 0, 200, third)), (2, (0, third + 8, 200, third)),
                (3, (0, 2 * third + 16, 200, third)), (4, (0, 2 * third + 16, 96, third)),
                (5, (104, 2 * third + 16, 96, third)),
            ],
            "defaultHVStack")
        // The blue view's priority 1 gives it everything but the lower group's minimum lengths (0).
        let prioritized = LayoutNode.vStack([
            LayoutCheck.color(), LayoutCheck.color().layoutPriority(1),
            .hStack([LayoutCheck.color(), LayoutCheck.color()]),
        ])
        try Self.run(
            prioritized, [(1, (0, 0, 200, 0)), (2, (0, 8, 200, 184)), (4, (0, 200, 200, 0)), (5, (0, 200, 96, 0))],
            "layoutPriorityForHVStack")
        // The fixed frame is least flexible and sized first; the colours share the rest.
        let sameSize = LayoutNode.vStack(spacing: 20, [LayoutCheck.color(), Self.box(10, 10), LayoutCheck.color()])
        try Self.run(
            sameSize, [(1, (0, 0, 200, 75)), (2, (95, 95, 10, 10)), (4, (0, 125, 200, 75))], "sameSizeInVStack")
    }

    // MARK: SpacerUITests

    @Test func spacersTakeWhatTheirNeighboursLeave() throws {
        func row(_ views: [LayoutNode], width: Double) -> LayoutNode {
            LayoutNode.hStack(views).frame(width: width, height: 80).background(LayoutCheck.color(.gray))
        }
        // Spacers meet their neighbours with 0 spacing, yield to them (priority −∞) and are at least 8 long.
        try Self.run(
            row([Self.box(50, 50), .spacer(), Self.box(50, 50)], width: 200),
            [
                (0, (0, 60, 200, 80)), (2, (0, 75, 200, 50)), (3, (0, 75, 50, 50)), (5, (50, 100, 100, 0)),
                (6, (150, 75, 50, 50)),
            ], "spacerInHStack")
        try Self.run(
            row([Self.box(40, 50), .spacer(), Self.box(40, 50), .spacer(), Self.box(40, 50)], width: 250),
            [
                (3, (-25, 75, 40, 50)), (5, (15, 100, 65, 0)), (6, (80, 75, 40, 50)), (8, (120, 100, 65, 0)),
                (9, (185, 75, 40, 50)),
            ], "multipleSpacersInHStack")
        try Self.run(
            row([Self.box(50, 50), .spacer(minLength: 50), Self.box(50, 50)], width: 180),
            [(3, (10, 75, 50, 50)), (5, (60, 100, 80, 0)), (6, (140, 75, 50, 50))], "spacerWithMinLengthInHStack")
        try Self.run(
            row([.spacer(), Self.box(50, 50), Self.box(50, 50)], width: 200),
            [(3, (0, 100, 92, 0)), (4, (92, 75, 50, 50)), (6, (150, 75, 50, 50))], "spacerAtStartInHStack")
        try Self.run(
            row([.spacer(), Self.box(50, 50), Self.box(50, 50), .spacer()], width: 200),
            [(3, (0, 100, 46, 0)), (4, (46, 75, 50, 50)), (6, (104, 75, 50, 50)), (8, (154, 100, 46, 0))],
            "spacersAtBothEndsInHStack")
        try Self.run(
            row([Self.box(80, 50), .spacer(minLength: 0), Self.box(80, 50)], width: 160),
            [(3, (20, 75, 80, 50)), (5, (100, 100, 0, 0)), (6, (100, 75, 80, 50))], "spacerWithZeroMinLength")
        try Self.run(
            row([Self.box(30, 50), .spacer(minLength: 100), Self.box(30, 50)], width: 200),
            [(3, (0, 75, 30, 50)), (5, (30, 100, 140, 0)), (6, (170, 75, 30, 50))], "spacerWithLargeMinLength")
        try Self.run(
            LayoutNode.hStack([Self.box(50, 50), .spacer(), Self.box(50, 50)]),
            [(0, (0, 75, 200, 50)), (3, (50, 100, 100, 0)), (4, (150, 75, 50, 50))], "spacerInHStackWithoutFrame")
        try Self.run(
            LayoutNode.vStack([Self.box(50, 50), .spacer(), Self.box(50, 50)]).frame(width: 80, height: 200),
            [(1, (75, 0, 50, 200)), (2, (75, 0, 50, 50)), (4, (100, 50, 0, 100)), (5, (75, 150, 50, 50))],
            "spacerInVStack")
    }

    @Test func nestedStacksWithSpacers() throws {
        let node = LayoutNode.vStack([
            .hStack([Self.box(40, 40), .spacer(), Self.box(40, 40)]),
            .spacer(),
            .hStack([.spacer(), Self.box(40, 40), .spacer(), Self.box(40, 40), .spacer()]),
        ]).frame(width: 200, height: 200)
        try Self.run(
            node,
            [
                (2, (0, 0, 200, 40)), (3, (0, 0, 40, 40)), (5, (40, 20, 120, 0)), (6, (160, 0, 40, 40)),
                (8, (100, 40, 0, 120)), (9, (0, 160, 200, 40)), (10, (0, 180, 40, 0)), (11, (40, 160, 40, 40)),
                (13, (80, 180, 40, 0)), (14, (120, 160, 40, 40)), (16, (160, 180, 40, 0)),
            ], "nestedStacksWithSpacers")
    }

    // MARK: ZStackUITests

    @Test(arguments: [
        (Alignment.center, 90.0, 90.0), (.top, 90, 70), (.bottom, 90, 110), (.leading, 70, 90), (.trailing, 110, 90),
        (.topLeading, 70, 70), (.topTrailing, 110, 70), (.bottomLeading, 70, 110), (.bottomTrailing, 110, 110),
    ])
    func zStackAlignment(_ alignment: Alignment, x: Double, y: Double) throws {
        try Self.run(
            LayoutNode.zStack(alignment: alignment, [Self.box(60, 60), Self.box(20, 20)]),
            [(0, (70, 70, 60, 60)), (1, (70, 70, 60, 60)), (3, (x, y, 20, 20))], "alignment \(alignment)")
    }

    @Test func zStackSizesToItsHighestPriorityViews() throws {
        let node = LayoutNode.zStack(
            alignment: .leading,
            [Self.box(100, 100).layoutPriority(-0.1), Self.box(60, 60), Self.box(40, 40).layoutPriority(1)]
        ).overlay(Self.box(20, 20))
        try Self.run(
            node,
            [
                (0, (80, 80, 40, 40)), (1, (80, 80, 40, 40)), (3, (80, 50, 100, 100)), (5, (80, 70, 60, 60)),
                (8, (80, 80, 40, 40)), (10, (90, 90, 20, 20)),
            ], "layoutPriority")
        let layered = LayoutNode.zStack(alignment: .leading, [Self.box(200, 200)])
            .overlay(alignment: .topLeading, Self.box(100, 100))
            .background(alignment: .bottomTrailing, Self.box(100, 100))
        try Self.run(
            layered, [(0, (0, 0, 200, 200)), (2, (0, 0, 200, 200)), (5, (0, 0, 100, 100)), (7, (100, 100, 100, 100))],
            "overlayAndBackground")
    }

    // MARK: PaddingLayoutUITests

    @Test(
        arguments: [
            ("defaultPadding", Edge.Set.all, nil as Double?, (59.0, 69.0, 82.0, 62.0), (75.0, 85.0)),
            ("specificAmountPadding", .all, 20, (55, 65, 90, 70), (75, 85)),
            ("zeroPadding", .all, 0, (75, 85, 50, 30), (75, 85)),
            ("topPadding", .top, 30, (75, 70, 50, 60), (75, 100)),
            ("bottomPadding", .bottom, 30, (75, 70, 50, 60), (75, 70)),
            ("leadingPadding", .leading, 30, (60, 85, 80, 30), (90, 85)),
            ("trailingPadding", .trailing, 30, (60, 85, 80, 30), (60, 85)),
            ("horizontalPadding", .horizontal, 40, (35, 85, 130, 30), (75, 85)),
            ("verticalPadding", .vertical, 40, (75, 45, 50, 110), (75, 85)),
            ("multipleEdgesPadding", [.top, .trailing], 25, (62.5, 72.5, 75, 55), (62.5, 97.5)),
        ] as [(String, Edge.Set, Double?, LayoutCheck.Frame, (Double, Double))])
    func paddingOnEdges(
        _ name: String, edges: Edge.Set, length: Double?, padded: LayoutCheck.Frame, inner: (Double, Double)
    ) throws {
        let node = Self.box(50, 30).padding(edges, length.map { CGFloat($0) }).background(LayoutCheck.color(.red))
        try Self.run(node, [(0, padded), (1, padded), (2, (inner.0, inner.1, 50, 30)), (4, padded)], name)
    }

    @Test func paddingWithInsets() throws {
        try Self.run(
            Self.box(50, 30).padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 15)),
            [(0, (57.5, 65, 85, 70)), (1, (77.5, 75, 50, 30))], "edgeInsetsPadding")
        try Self.run(
            Self.box(50, 30).padding(EdgeInsets(top: 5, leading: 50, bottom: 10, trailing: 5)),
            [(0, (47.5, 77.5, 105, 45)), (1, (97.5, 82.5, 50, 30))], "asymmetricEdgeInsets")
        try Self.run(
            Self.box(50, 30).padding(10).background(LayoutCheck.color(.green)).padding(20)
                .background(LayoutCheck.color(.red)),
            [(0, (45, 55, 110, 90)), (2, (65, 75, 70, 50)), (4, (75, 85, 50, 30))], "nestedPadding")
        let inVStack = LayoutNode.vStack(
            spacing: 0,
            [
                LayoutCheck.color().frame(height: 30).padding(.bottom, 20).background(LayoutCheck.color(.red)),
                LayoutCheck.color().frame(height: 30).padding(.top, 15).background(LayoutCheck.color(.yellow)),
            ])
        try Self.run(
            inVStack,
            [(1, (0, 52.5, 200, 50)), (3, (0, 52.5, 200, 30)), (6, (0, 102.5, 200, 45)), (8, (0, 117.5, 200, 30))],
            "paddingInVStack")
        let inHStack = LayoutNode.hStack(
            spacing: 0,
            [
                LayoutCheck.color().frame(width: 50).padding(.trailing, 25).background(LayoutCheck.color(.red)),
                LayoutCheck.color().frame(width: 50).padding(.leading, 15).background(LayoutCheck.color(.yellow)),
            ])
        try Self.run(
            inHStack, [(1, (30, 0, 75, 200)), (3, (30, 0, 50, 200)), (6, (105, 0, 65, 200)), (8, (120, 0, 50, 200))],
            "paddingInHStack")
    }

    // MARK: PositionLayoutUITests, FixedSizeLayoutUITests, AspectRatioLayoutUITests

    @Test func positionPlacesCentres() throws {
        let node = LayoutNode.zStack([
            Self.box(50, 50).position(), Self.box(50, 50).position(x: 50), Self.box(50, 50).position(y: 50),
            Self.box(50, 50).position(x: 50, y: 50),
        ]).frame(width: 100, height: 100)
        try Self.run(
            node,
            [
                (1, (50, 50, 100, 100)), (2, (50, 50, 100, 100)), (3, (25, 25, 50, 50)), (6, (75, 25, 50, 50)),
                (9, (25, 75, 50, 50)), (12, (75, 75, 50, 50)),
            ], "positionInZStack")
    }

    @Test func fixedSizeProposesNilOnItsAxes() throws {
        let node = LayoutNode.zStack([
            LayoutCheck.color().fixedSize(horizontal: true, vertical: false).frame(width: 100, height: 100),
            LayoutCheck.color().fixedSize(horizontal: false, vertical: true).frame(width: 100, height: 100),
            LayoutCheck.color().fixedSize(horizontal: false, vertical: false).frame(width: 100, height: 100),
        ])
        try Self.run(
            node, [(2, (95, 50, 10, 100)), (3, (95, 50, 10, 100)), (5, (50, 95, 100, 10)), (8, (50, 50, 100, 100))],
            "colorFixedSize")
    }

    @Test func aspectRatioFitsAndFills() throws {
        func scene(_ fit: LayoutNode, _ fill: LayoutNode, frame: Double) -> LayoutNode {
            LayoutNode.zStack([fit.frame(width: 100, height: 50), fill.frame(width: 50, height: 100)])
                .frame(width: frame, height: frame)
        }
        try Self.run(
            scene(
                LayoutCheck.color().aspectRatio(0.5, contentMode: .fit),
                LayoutCheck.color().aspectRatio(0.5, contentMode: .fill), frame: 100),
            [(2, (50, 75, 100, 50)), (4, (87.5, 75, 25, 50)), (7, (75, 50, 50, 100))], "aspectRatioHalfInRect")
        try Self.run(
            scene(
                LayoutCheck.color().aspectRatio(2, contentMode: .fit),
                LayoutCheck.color().aspectRatio(2, contentMode: .fill), frame: 100),
            [(4, (50, 75, 100, 50)), (7, (0, 50, 200, 100))], "aspectRatioTwoInSquare")
        // No ratio: the colour's ideal size (10 × 10) is square.
        try Self.run(
            scene(
                LayoutCheck.color().aspectRatio(contentMode: .fit), LayoutCheck.color().aspectRatio(contentMode: .fill),
                frame: 200),
            [(1, (50, 50, 100, 100)), (4, (75, 75, 50, 50)), (7, (50, 50, 100, 100))], "aspectRatioNilInSquare")
    }
}
