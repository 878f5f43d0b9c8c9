import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBEngine

struct KeyframeTimelineTests {
    struct Shake: Equatable {
        var x = 0.0
        var s = 1.0
    }

    @Test func shorterTracksHoldAndDurationIsTheLongest() {
        // [M K6]: x over 0.4 s, s over 0.6 s.
        let timeline = KeyframeTimeline(
            initialValue: Shake(),
            tracks: [
                .init(\.x, [LinearKeyframe(10, duration: 0.2), LinearKeyframe(0, duration: 0.2)]),
                .init(\.s, [LinearKeyframe(2, duration: 0.6)]),
            ])
        #expect(timeline.duration.isApproximatelyEqual(to: 0.6, absoluteTolerance: 1e-12))
        let expected: [(Double, Double, Double)] = [
            (-0.1, 0, 1), (0.05, 2.5, 1.083), (0.25, 7.5, 1.417), (0.4, 0, 1.667), (0.5, 0, 1.833), (1.5, 0, 2),
        ]
        for (t, x, s) in expected {
            let value = timeline.value(time: t)
            #expect(value.x.isApproximatelyEqual(to: x, absoluteTolerance: 5e-4), "x at \(t)")
            #expect(value.s.isApproximatelyEqual(to: s, absoluteTolerance: 5e-4), "s at \(t)")
        }
    }

    @Test func untrackedPropertiesKeepTheInitialValue() {
        // [M K7]
        let timeline = KeyframeTimeline(
            initialValue: Shake(x: 3, s: 7), tracks: [.init(\.x, [LinearKeyframe(10, duration: 0.2)])])
        #expect(timeline.value(time: 0.1) == Shake(x: 6.5, s: 7))
        #expect(timeline.value(time: 0.5) == Shake(x: 10, s: 7))
    }

    @Test(arguments: [(0.0, 0.0), (0.5, 5.0), (1.0, 10.0), (1.5, 10.0)])
    func progressScalesByDuration(progress: Double, expected: Double) {
        // [M K9]
        let timeline = KeyframeTimeline(initialValue: 0.0, keyframes: [LinearKeyframe(10, duration: 0.4)])
        #expect(timeline.value(progress: progress).isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12))
    }

    @Test func lastTrackWinsOnConflicts() {
        let timeline = KeyframeTimeline(
            initialValue: Shake(),
            tracks: [.init(\.x, [LinearKeyframe(10, duration: 1)]), .init(\.x, [LinearKeyframe(-10, duration: 0.5)])])
        #expect(timeline.value(time: 0.25).x == -5)
        #expect(timeline.duration == 1)
        // After the shorter last track ends it still holds its last value over the first track.
        #expect(timeline.value(time: 0.75).x == -10)
    }

    @Test func componentTracksAnimateSlicesOfADynamicVector() {
        let timeline = KeyframeTimeline(
            initialValue: AnimatableVector([1, 2, 3, 4]),
            tracks: [
                .components(1..<3, [LinearKeyframe(AnimatableVector([12, 23]), duration: 1)]),
                .components(3..<4, [LinearKeyframe(AnimatableVector([0]), duration: 2)]),
            ])
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0.5) == AnimatableVector([1, 7, 13, 3]))
        #expect(timeline.value(time: 2) == AnimatableVector([1, 12, 23, 0]))
        #expect(timeline.value(time: -1) == AnimatableVector([1, 2, 3, 4]))
    }
}
