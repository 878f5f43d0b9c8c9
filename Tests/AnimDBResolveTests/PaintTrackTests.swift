import AnimDBEngine
import AnimDBModel
import AnimDBResolve
import AnimDBStore
import AnimDBTestSupport
import Foundation
import Testing

/// Paints animate through the engine's colour interpolation when their structure matches, and jump when it does not.
struct PaintTrackTests {
    static func evaluator(_ base: String, _ changes: [(Double, String)]) throws -> TimelineEvaluator {
        let preset = Preset(name: "tint", type: "foreground", parameters: [.init(name: "paint", value: base)])
        let timeline = try Timeline.onePreset(
            preset, name: "tinting",
            tracks: [
                "paint": .changes(changes.map { .init(at: $0.0, value: $0.1, animation: ".linear(duration: 1)") })
            ])
        return try TimelineEvaluator(timeline: timeline, presets: [preset.id: preset])
    }

    @Test func coloursAnimateInLinearLight() throws {
        var evaluator = try Self.evaluator("Color.red", [(0, "Color.blue")])
        guard case .paint(.color(let middle)) = evaluator.values(at: 0.5).first else {
            Issue.record("not a colour")
            return
        }
        var expected = Color.red
        expected.animatableData = Color.red.animatableData.interpolated(towards: Color.blue.animatableData, amount: 0.5)
        #expect(abs(middle.red - expected.red) < 1e-12 && abs(middle.blue - expected.blue) < 1e-12)
    }

    @Test func gradientsWithTheSameStopsAnimateStopByStop() throws {
        var evaluator = try Self.evaluator(
            "LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)",
            [(0, "LinearGradient(colors: [.blue, .red], startPoint: .top, endPoint: .bottom)")])
        guard case .paint(.linearGradient(let middle)) = evaluator.values(at: 0.5).first else {
            Issue.record("not a linear gradient")
            return
        }
        #expect(abs(middle.startPoint.x - 0.25) < 1e-12 && abs(middle.startPoint.y - 0.25) < 1e-12)
        #expect(middle.gradient.stops.count == 2)
        #expect(middle.gradient.stops[0].color != .red && middle.gradient.stops[0].color != .blue)
    }

    @Test func aChangeOfStructureJumpsAtItsTime() throws {
        var evaluator = try Self.evaluator(
            "Color.red", [(0.5, "LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)")])
        #expect(evaluator.values(at: 0.25).first == .paint(.color(.red)))
        guard case .paint(.linearGradient(let gradient)) = evaluator.values(at: 0.5).first else {
            Issue.record("the gradient should be there at once")
            return
        }
        #expect(gradient.gradient.stops.map(\.color) == [.red, .blue])
    }
}
