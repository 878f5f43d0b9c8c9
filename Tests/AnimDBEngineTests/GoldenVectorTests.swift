import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBEngine

/// What each vector's expression denotes, constructed through the public API.
enum GoldenSubject: Sendable {
    case curve(UnitCurve)
    case spring(Spring)
    case keyframes([Keyframe<Double>])
}

let goldenSubjects: [String: GoldenSubject] = {
    let bezier = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
    let overshoot = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
    let linearTrack: [Keyframe<Double>] = [
        LinearKeyframe(10, duration: 0.2), LinearKeyframe(-10, duration: 0.2), LinearKeyframe(0, duration: 0.2),
    ]
    let springSettles: [Keyframe<Double>] = [SpringKeyframe(10, spring: Spring(duration: 0.4, bounce: 0.3))]
    return [
        "easeIn-value": .curve(.easeIn),
        "easeIn-velocity": .curve(.easeIn),
        "easeOut-value": .curve(.easeOut),
        "easeOut-velocity": .curve(.easeOut),
        "easeInOut-value": .curve(.easeInOut),
        "easeInOut-velocity": .curve(.easeInOut),
        "easeInOut-clamped": .curve(.easeInOut),
        "circularEaseIn-value": .curve(.circularEaseIn),
        "circularEaseIn-velocity": .curve(.circularEaseIn),
        "circularEaseOut-value": .curve(.circularEaseOut),
        "circularEaseInOut-value": .curve(.circularEaseInOut),
        "circularEaseInOut-velocity": .curve(.circularEaseInOut),
        "bezier-value": .curve(bezier),
        "bezier-velocity": .curve(bezier),
        "bezier-overshoot-velocity": .curve(overshoot),
        "spring-0.4-0.0-settling": .spring(Spring(duration: 0.4, bounce: 0.0)),
        "spring-0.4-0.0-value": .spring(Spring(duration: 0.4, bounce: 0.0)),
        "spring-1.0-0.0-settling": .spring(Spring(duration: 1.0, bounce: 0.0)),
        "spring-1.0-0.0-value": .spring(Spring(duration: 1.0, bounce: 0.0)),
        "spring-0.5-0.15-settling": .spring(Spring(duration: 0.5, bounce: 0.15)),
        "spring-0.5-0.15-value": .spring(Spring(duration: 0.5, bounce: 0.15)),
        "spring-params-duration-bounce": .spring(Spring(duration: 0.5, bounce: 0.3)),
        "spring-params-mass-stiffness-damping": .spring(Spring(mass: 1, stiffness: 100, damping: 10)),
        "spring-presets-value": .spring(.smooth),
        "spring-snappy-value": .spring(.snappy),
        "spring-bouncy-value": .spring(.bouncy),
        "K1-linear": .keyframes(linearTrack),
        "K1-duration": .keyframes(linearTrack),
        "K2-linear-easeInOut": .keyframes([LinearKeyframe(10, duration: 0.4, timingCurve: .easeInOut)]),
        "K3-cubic-catmull-rom": .keyframes([
            CubicKeyframe(10, duration: 0.2), CubicKeyframe(-10, duration: 0.2), CubicKeyframe(0, duration: 0.2),
        ]),
        "K3b-cubic-alone": .keyframes([CubicKeyframe(10, duration: 0.4)]),
        "K4-spring-cut-short": .keyframes([
            SpringKeyframe(10, duration: 0.4, spring: Spring(duration: 0.4, bounce: 0))
        ]),
        "K4b-spring-settles": .keyframes(springSettles),
        "K4b-duration": .keyframes(springSettles),
        "K5-move": .keyframes([LinearKeyframe(10, duration: 0.2), MoveKeyframe(-5), LinearKeyframe(0, duration: 0.2)]),
    ]
}()

struct GoldenVectorTests {
    @Test func everyFixtureVectorHasASubject() {
        #expect(GoldenVector.all.count == 35)
        #expect(Set(GoldenVector.byID.keys) == Set(goldenSubjects.keys))
    }

    @Test(arguments: goldenSubjects.keys.sorted())
    func goldenVector(id: String) throws {
        let vector = try #require(GoldenVector.byID[id])
        let subject = try #require(goldenSubjects[id])
        if vector.field == "parameters" {
            guard case .spring(let spring) = subject else {
                Issue.record("parameters need a spring")
                return
            }
            let actual: [String: Double] = [
                "mass": spring.mass, "stiffness": spring.stiffness, "damping": spring.damping,
                "duration": spring.duration, "bounce": spring.bounce,
            ]
            for (name, expected) in vector.expectedParameters {
                let value = try #require(actual[name])
                #expect(value.isApproximatelyEqual(to: expected, absoluteTolerance: vector.tolerance), "\(id).\(name)")
            }
            return
        }
        let actual = evaluate(subject, vector)
        #expect(actual.count == vector.expected.count)
        for (value, expected) in zip(actual, vector.expected) {
            #expect(
                value.isApproximatelyEqual(to: expected, absoluteTolerance: vector.tolerance),
                "\(id): \(value) vs \(expected) ± \(vector.tolerance)")
        }
    }

    private func evaluate(_ subject: GoldenSubject, _ vector: GoldenVector) -> [Double] {
        switch (subject, vector.field) {
        case (.curve(let curve), "value"):
            return vector.at.map { vector.from + ((vector.to ?? 1) - vector.from) * curve.value(at: $0) }
        case (.curve(let curve), "velocity"):
            return vector.at.map { ((vector.to ?? 1) - vector.from) * curve.velocity(at: $0) }
        case (.spring(let spring), "value"):
            return vector.at.map { vector.from + spring.value(target: (vector.to ?? 1) - vector.from, time: $0) }
        case (.spring(let spring), "settlingDuration"):
            return [spring.settlingDuration]
        case (.keyframes(let keyframes), "value"):
            let track = KeyframeTrack(initialValue: vector.from, keyframes: keyframes)
            return vector.at.map { track.value(time: $0) }
        case (.keyframes(let keyframes), "duration"):
            return [KeyframeTrack(initialValue: vector.from, keyframes: keyframes).duration]
        default:
            Issue.record("unsupported field \(vector.field) for \(vector.id)")
            return []
        }
    }
}
