import AnimDBEngine
import AnimDBTestSupport
import Testing

@testable import AnimDBSyntax

struct ExpressionSamplingTests {
    private func report(
        _ text: String, from: Double = 0, to: Double = 1, times: [Double]? = nil, fps: Double = 60,
        displayRate: Double = 60
    ) throws -> CurveReport {
        let expression = try ExpressionParser.parse(text)
        return try #require(
            try ExpressionSampling.report(
                for: expression, from: from, to: to, times: times, fps: fps, displayRate: displayRate))
    }

    @Test func unitCurvesScaleByTheChange() throws {
        let r = try report("UnitCurve.easeInOut", from: 10, to: 20, times: [0.25, 0.5])
        #expect(r.kind == "unitCurve")
        #expect(r.expression == "UnitCurve.easeInOut")
        #expect(r.duration == 1)
        #expect(r.samples[1].value.isApproximatelyEqual(to: 15, absoluteTolerance: 1e-9))
        #expect(r.samples[0].value == 10 + 10 * UnitCurve.easeInOut.value(at: 0.25))
        #expect(r.samples[1].velocity == 10 * UnitCurve.easeInOut.velocity(at: 0.5))
    }

    @Test func defaultTimesRunFromZeroToTheEndInclusive() throws {
        let r = try report("UnitCurve.linear", fps: 10)
        #expect(r.samples.map(\.t) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
        let a = try report(".linear(duration: 0.25)", fps: 10)
        #expect(a.samples.map(\.t) == [0, 0.1, 0.2, 0.25])
        #expect(a.samples.last?.value == 1)
    }

    @Test func springsReportParametersAndSettleRelativeToTheChange() throws {
        let r = try report("Spring(duration: 0.5, bounce: 0.15)", from: 0, to: 10)
        #expect(r.kind == "spring")
        let settling = try #require(r.settlingDuration)
        #expect(settling.isApproximatelyEqual(to: 0.876827, absoluteTolerance: 5e-6))
        #expect(r.duration == settling)
        #expect(r.samples.last?.t == settling)
        let parameters = try #require(r.parameters)
        #expect(
            Set(parameters.keys) == ["mass", "stiffness", "damping", "duration", "bounce", "response", "dampingRatio"])
        #expect(parameters["bounce"]!.isApproximatelyEqual(to: 0.15, absoluteTolerance: 1e-12))
        #expect(r.samples[0].value == 0)
        #expect(r.samples[0].velocity == 0)
    }

    @Test func animationsSampleOneRun() throws {
        let r = try report(".easeIn(duration: 1).delay(0.5)", from: 2, to: 4, times: [0, 0.5, 1, 1.5, 2])
        #expect(r.kind == "animation")
        #expect(r.duration == 1.5)
        #expect(r.samples.map(\.value).first == 2)
        #expect(r.samples.map(\.value).last == 4)
        #expect(r.samples.allSatisfy { $0.velocity == nil || $0.velocity == 0 })
    }

    @Test func animationsThatNeverEndAreCappedAtTenSeconds() throws {
        let r = try report(".easeIn.repeatForever()", fps: 1)
        #expect(r.duration == nil)
        #expect(r.samples.map(\.t) == (0...10).map(Double.init))
    }

    @Test func springAnimationsProvideVelocity() throws {
        let r = try report(".spring(response: 0.5, dampingFraction: 0.8)", times: [0.1])
        #expect(r.samples[0].velocity != nil)
        #expect(r.duration != nil)
    }

    @Test func keyframesStartAtFromAndIgnoreTo() throws {
        let r = try report(
            "LinearKeyframe(10, duration: 0.2), LinearKeyframe(0, duration: 0.2)", from: 5, to: 99, fps: 10)
        #expect(r.kind == "keyframes")
        #expect(r.to == nil)
        #expect(r.duration?.isApproximatelyEqual(to: 0.4, absoluteTolerance: 1e-12) == true)
        #expect(r.samples.map(\.value).first == 5)
        #expect(r.samples[2].value.isApproximatelyEqual(to: 10, absoluteTolerance: 1e-9))
        #expect(r.samples[1].velocity?.isApproximatelyEqual(to: 25, absoluteTolerance: 1e-9) == true)
    }

    @Test func valuesHaveNoCurve() throws {
        #expect(try ExpressionSampling.report(for: try ExpressionParser.parse("CGPoint(x: 1, y: 2)")) == nil)
    }

    @Test func hostileSamplingRequestsAreRefusedNotDropped() throws {
        #expect(throws: CurveSamplingError.outOfRange(.infinity, reason: "expected a finite progress")) {
            try report("UnitCurve.linear", times: [0.5, .infinity])
        }
        // Progress is clamped, so any finite progress has an answer.
        #expect(try report("UnitCurve.linear", times: [1e308, -1e308]).samples.map(\.value) == [1, 0])
        #expect(try report("UnitCurve.linear", fps: .nan).samples.count == 61)
        #expect(try report("UnitCurve.linear", fps: -5).samples.count == 2)
        for time in [1e9, -2e6, .nan] {
            #expect(throws: CurveSamplingError.self) { try report(".spring.repeatForever()", times: [1, time]) }
        }
        #expect(try report(".easeIn", times: [1e5]).samples.map(\.value) == [1])
        // The default samples of a run longer than the time limit stop at the limit.
        let slow = try report(".linear(duration: 3600).speed(0.001)", fps: 1000)
        #expect(slow.samples.count == ExpressionSampling.maximumDefaultSampleCount)
        #expect(slow.duration == 3_600_000)
        #expect(slow.samples.last?.t == DisplayClock.times.upperBound)
    }

    @Test func statefulAnimationsAnswerEveryTimeAsTheDisplayDrawsIt() throws {
        // A repeating run restarts on the display frame after each iteration ends, whichever times are asked.
        let animation = ".linear(duration: 2).repeatForever(autoreverses: false)"
        let stream = try report(animation, fps: 60)
        let streamed = Dictionary(uniqueKeysWithValues: stream.samples.map { ($0.t, $0.value) })
        let asked: [Double] = [2.5, 0.25, 7, 2.5, 9.999, 4.0 / 3]
        let probes = try report(animation, times: asked)
        #expect(probes.samples.map(\.t) == asked)
        for sample in probes.samples where streamed[sample.t] != nil {
            #expect(sample.value == streamed[sample.t], "t = \(sample.t)")
        }
        // 2.5 s is 0.5 s into the second iteration, which began on the frame after 2 s.
        #expect(probes.samples[0].value.isApproximatelyEqual(to: (2.5 - 121.0 / 60) / 2, absoluteTolerance: 1e-9))
        #expect(probes.displayRate == 60)
        #expect(
            try report(animation, times: [2.5], displayRate: 10).samples[0].value.isApproximatelyEqual(
                to: 0.2, absoluteTolerance: 1e-9))
    }
}
