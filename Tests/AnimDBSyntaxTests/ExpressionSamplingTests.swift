import AnimDBTestSupport
import Testing

@testable import AnimDBSyntax
import AnimDBEngine

struct ExpressionSamplingTests {
    private func report(
        _ text: String, from: Double = 0, to: Double = 1, times: [Double]? = nil, fps: Double = 60
    ) throws -> CurveReport {
        try #require(
            ExpressionSampling.report(for: try ExpressionParser.parse(text), from: from, to: to, times: times, fps: fps)
        )
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
        #expect(ExpressionSampling.report(for: try ExpressionParser.parse("CGPoint(x: 1, y: 2)")) == nil)
    }

    @Test func hostileSamplingRequestsStayBounded() throws {
        #expect(try report("UnitCurve.linear", times: [.nan, 0.5, .infinity]).samples.map(\.t) == [0.5])
        #expect(try report("UnitCurve.linear", fps: .nan).samples.count == 61)
        #expect(try report("UnitCurve.linear", fps: -5).samples.count == 2)
        let forever = try report(".spring.repeatForever()", times: [1, 1e9])
        #expect(forever.samples.map(\.t) == [1])
        let slow = try report(".linear(duration: 3600).speed(0.01)", fps: 10_000)
        #expect(slow.samples.count == ExpressionSampling.maximumDefaultSampleCount)
        #expect(slow.duration == 360_000)
        #expect(slow.samples.last?.t == ExpressionSampling.maximumAnimationTime)
    }
}
