import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBResolve
import Testing

/// The demo library's views beyond the articles (a progress ring, an overlay badge, a transition, a glow), evaluated
/// as the library stores them: each moves the way its change says, and lands where layout puts it.
@Suite struct DemoBeyondArticlesTests {
    static let canvas = CGSize(width: 240, height: 260)

    static func scene(_ name: String, at time: Double) throws -> Scene {
        let timeline = try #require(DemoViews.timeline(name))
        var evaluator = try TimelineEvaluator(timeline: timeline, presets: DemoViews.presets)
        return evaluator.scene(at: time, size: canvas)
    }

    static func trims(_ scene: Scene) -> [ShapeTrim] {
        scene.nodes.compactMap { node in
            if case .shape(let shape) = node.content { return shape.trim }
            return nil
        }
    }

    /// The ring's arc is trimmed to `progress`, which eases from 0 to 0.75 over 1.5 s; the track is never trimmed.
    @Test(arguments: [(0.0, 0.0), (0.75, 0.375), (3.0, 0.75)])
    func theProgressRingsArcFollowsProgress(time: Double, expected: Double) throws {
        let scene = try Self.scene("progress-ring", at: time)
        #expect(scene.nodes.count == 2)
        let trims = Self.trims(scene)
        #expect(trims.count == 1)
        #expect(abs((trims.first?.to ?? -1) - expected) < 1e-9)
        #expect(trims.first?.from == 0)
    }

    /// The badge sits on the square's top-trailing corner (moved 8 right and 8 up) and springs from nothing to full
    /// size.
    @Test func theBadgeSpringsInAtTheTopTrailingCorner() throws {
        let start = try Self.scene("badge-overlay", at: 0)
        let end = try Self.scene("badge-overlay", at: 3)
        #expect(start.nodes.count == 2 && end.nodes.count == 2)
        let badge = try #require(end.nodes.last)
        let square = try #require(end.nodes.first)
        #expect(badge.size == CGSize(width: 24, height: 24))
        // The overlay aligns its top-trailing corner with the square's, then the offset moves it.
        let squareTrailing = Double(square.transform.tx) + Double(square.size.width)
        let badgeTrailing = Double(badge.transform.tx) + Double(badge.size.width)
        #expect(abs(badgeTrailing - (squareTrailing + 8)) < 1e-6)
        #expect(abs(Double(badge.transform.ty) - (Double(square.transform.ty) - 8)) < 1e-6)
        // At rest the badge has its full size; at the start it is scaled to nothing.
        #expect(abs(Double(badge.transform.a) - 1) < 1e-6)
        let first = try #require(start.nodes.last)
        #expect(abs(Double(first.transform.a)) < 1e-6)
    }

    /// The square appears with the spring, scaled and faded in, and goes again at 1.5 s: drawn while it leaves,
    /// gone after.
    @Test func theTransitionDemoInsertsAndRemovesTheSquare() throws {
        let squares = { (time: Double) throws -> [SceneNode] in
            try Self.scene("transition-demo", at: time).nodes.filter {
                if case .shape = $0.content, $0.role == .content { return $0.size == CGSize(width: 120, height: 120) }
                return false
            }
        }
        // At the change's instant the square is inserted but not yet seen: scaled to nothing, transparent.
        let inserted = try #require(try squares(0).first)
        #expect(inserted.opacity < 1e-3)
        let entering = try #require(try squares(0.1).first)
        #expect(entering.opacity > 0 && entering.opacity < 1)
        let shown = try #require(try squares(1.4).first)
        #expect(abs(shown.opacity - 1) < 1e-3)
        let leaving = try #require(try squares(1.6).first)
        #expect(leaving.opacity < 1)
        #expect(try squares(3).isEmpty)
    }

    /// The glow is a shadow whose radius eases from 0 to 16.
    @Test func theGlowButtonsShadowGrows() throws {
        func radius(_ time: Double) throws -> Double? {
            for node in try Self.scene("glow-button", at: time).nodes {
                for case .shadow(_, let radius, _, _) in node.filters { return radius }
            }
            return nil
        }
        #expect(try radius(0) ?? 0 == 0)
        #expect(abs(try #require(try radius(0.5)) - 8) < 1e-6)
        #expect(abs(try #require(try radius(2)) - 16) < 1e-6)
    }
}
