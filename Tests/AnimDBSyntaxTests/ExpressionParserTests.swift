import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSyntax

/// Every spelling from the issue parses, to the value SwiftUI's API would build, and prints canonically.
struct ExpressionParserTests {
    @Test(arguments: [
        (".easeInOut(duration: 0.4).delay(0.1)", Animation.easeInOut(duration: 0.4).delay(0.1)),
        (".spring(duration: 0.5, bounce: 0.3)", .spring(duration: 0.5, bounce: 0.3)),
        (
            "Animation.interpolatingSpring(stiffness: 100, damping: 10)",
            .interpolatingSpring(stiffness: 100, damping: 10)
        ),
        (".timingCurve(0.68, -0.6, 0.32, 1.6, duration: 0.5)", .timingCurve(0.68, -0.6, 0.32, 1.6, duration: 0.5)),
        (".timingCurve(.circularEaseOut, duration: 0.3)", .timingCurve(.circularEaseOut, duration: 0.3)),
        (
            ".timingCurve(UnitPoint(x: 0.1, y: 0.2), .center, duration: 1)",
            .timingCurve(0.1, 0.2, 0.5, 0.5, duration: 1)
        ),
        ("Animation.default", .default),
        (".default", .default),
        (".linear", .linear),
        (".easeIn(duration: 2)", .easeIn(duration: 2)),
        (".easeOut", .easeOut),
        (".spring", .spring),
        (".spring()", .spring()),
        (
            ".spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.1)",
            .spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.1)
        ),
        (".spring(.bouncy)", .spring(.bouncy)),
        (".spring(Spring(duration: 0.3), blendDuration: 1)", .spring(Spring(duration: 0.3), blendDuration: 1)),
        (".interactiveSpring", .interactiveSpring),
        (".interactiveSpring(duration: 0.2, extraBounce: 0.1)", .interactiveSpring(duration: 0.2, extraBounce: 0.1)),
        (".interactiveSpring(response: 0.2)", .interactiveSpring(response: 0.2)),
        (".smooth", .smooth),
        (".snappy(duration: 0.4, extraBounce: 0.1)", .snappy(duration: 0.4, extraBounce: 0.1)),
        (".bouncy(extraBounce: -0.1)", .bouncy(extraBounce: -0.1)),
        (".interpolatingSpring", .interpolatingSpring),
        (
            ".interpolatingSpring(duration: 0.3, bounce: 0.2, initialVelocity: 1)",
            .interpolatingSpring(duration: 0.3, bounce: 0.2, initialVelocity: 1)
        ),
        (
            ".interpolatingSpring(mass: 2, stiffness: 50, damping: 3)",
            .interpolatingSpring(mass: 2, stiffness: 50, damping: 3)
        ),
        (".interpolatingSpring(.snappy, initialVelocity: 2)", .interpolatingSpring(.snappy, initialVelocity: 2)),
        (".linear.speed(2).repeatCount(3, autoreverses: false)", .linear.speed(2).repeatCount(3, autoreverses: false)),
        (".easeIn.repeatForever()", .easeIn.repeatForever()),
        (".easeIn.repeatForever(autoreverses: false).delay(1)", .easeIn.repeatForever(autoreverses: false).delay(1)),
        (".bouncy.logicallyComplete(after: 0.2)", .bouncy.logicallyComplete(after: 0.2)),
        (".easeInOut\n    .delay(0.1)\n    .speed(2)", .easeInOut.delay(0.1).speed(2)),
        ("  .easeIn(\n  duration: 1e-1\n)  // quick\n", .easeIn(duration: 0.1)),
        (".easeIn(duration: 1_000)", .easeIn(duration: 1000)),
    ])
    func animations(text: String, expected: Animation) throws {
        #expect(try ExpressionParser.parse(text) == .animation(expected))
    }

    @Test(arguments: [
        ("Spring(mass: 1, stiffness: 100, damping: 10)", Spring(mass: 1, stiffness: 100, damping: 10)),
        ("Spring(stiffness: 100, damping: 50)", Spring(stiffness: 100, damping: 50)),
        (
            "Spring(mass: 2, stiffness: 100, damping: 50, allowOverDamping: true)",
            Spring(mass: 2, stiffness: 100, damping: 50, allowOverDamping: true)
        ),
        ("Spring(duration: 0.5, bounce: 0.3)", Spring(duration: 0.5, bounce: 0.3)),
        ("Spring()", Spring()),
        ("Spring(response: 0.4, dampingRatio: 0.7)", Spring(response: 0.4, dampingRatio: 0.7)),
        ("Spring(settlingDuration: 1, dampingRatio: 0.8)", Spring(settlingDuration: 1, dampingRatio: 0.8)),
        ("Spring.smooth", .smooth),
        ("Spring.snappy(duration: 0.4, extraBounce: 0.1)", .snappy(duration: 0.4, extraBounce: 0.1)),
        ("Spring.bouncy(duration: 1)", .bouncy(duration: 1)),
    ])
    func springs(text: String, expected: Spring) throws {
        #expect(try ExpressionParser.parse(text) == .spring(expected))
    }

    @Test(arguments: [
        ("UnitCurve.circularEaseIn", UnitCurve.circularEaseIn),
        ("UnitCurve.linear", .linear),
        ("UnitCurve.easeInOut", .easeInOut),
        ("UnitCurve.easeIn.inverse", UnitCurve.easeIn.inverse),
        (
            "UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))",
            .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        ),
    ])
    func unitCurves(text: String, expected: UnitCurve) throws {
        #expect(try ExpressionParser.parse(text) == .unitCurve(expected))
    }

    @Test func keyframeLists() throws {
        let expected: [Keyframe<Double>] = [
            LinearKeyframe(10, duration: 0.2), SpringKeyframe(0, spring: .bouncy), CubicKeyframe(5, duration: 0.3),
        ]
        for text in [
            "LinearKeyframe(10, duration: 0.2), SpringKeyframe(0, spring: .bouncy), CubicKeyframe(5, duration: 0.3)",
            "LinearKeyframe(10, duration: 0.2); SpringKeyframe(0, spring: .bouncy); CubicKeyframe(5, duration: 0.3)",
            "LinearKeyframe(10, duration: 0.2)\nSpringKeyframe(0, spring: .bouncy)\n\nCubicKeyframe(5, duration: 0.3)\n",
            "KeyframeTrack { LinearKeyframe(10, duration: 0.2); SpringKeyframe(0, spring: .bouncy); CubicKeyframe(5, duration: 0.3) }",
            "KeyframeTrack(\\.scale) {\n  LinearKeyframe(10, duration: 0.2)\n  SpringKeyframe(0, spring: .bouncy)\n  CubicKeyframe(5, duration: 0.3)\n}",
        ] {
            #expect(try ExpressionParser.parse(text) == .keyframes(expected), "\(text)")
        }
    }

    @Test func keyframeTracksKeepTheirName() throws {
        let track = try ExpressionParser.parseKeyframes(
            "KeyframeTrack(\\.offset) { LinearKeyframe(CGPoint(x: 0, y: 5), duration: 0.2); MoveKeyframe(.zero) }",
            as: .point)
        #expect(track.trackName == "offset")
        #expect(
            track.keyframes == [
                .linear(.point(CGPoint(x: 0, y: 5)), duration: 0.2, timingCurve: .linear), .move(.point(.zero)),
            ])
        #expect(
            track.vectorKeyframes == [
                LinearKeyframe(AnimatableVector([0, 5]), duration: 0.2), MoveKeyframe(AnimatableVector([0, 0])),
            ])
        #expect(track.doubleKeyframes == nil)
        #expect(
            track.description
                == "KeyframeTrack(\\.offset) { LinearKeyframe(CGPoint(x: 0, y: 5), duration: 0.2); MoveKeyframe(CGPoint(x: 0, y: 0)) }"
        )
    }

    @Test func everyKeyframeArgument() throws {
        let track = try ExpressionParser.parseKeyframes(
            """
            LinearKeyframe(90deg, duration: 0.2, timingCurve: .easeInOut)
            CubicKeyframe(.radians(1), duration: 0.3, startVelocity: .degrees(10), endVelocity: Angle.zero)
            SpringKeyframe(.degrees(-45), duration: 0.5, spring: Spring(duration: 0.4, bounce: 0.2), startVelocity: 0rad)
            MoveKeyframe(Angle(degrees: 0))
            """, as: .angle)
        #expect(track.keyframes.count == 4)
        #expect(track.doubleKeyframes?.count == 4)
        #expect(
            track.description
                == "LinearKeyframe(.degrees(90), duration: 0.2, timingCurve: .easeInOut); "
                + "CubicKeyframe(.radians(1), duration: 0.3, startVelocity: .degrees(10), endVelocity: .degrees(0)); "
                + "SpringKeyframe(.degrees(-45), duration: 0.5, spring: Spring(duration: 0.4, bounce: 0.2), startVelocity: .degrees(0)); "
                + "MoveKeyframe(.degrees(0))")
    }

    @Test(arguments: [
        ("4 with .default", TimedChange(value: .double(4), animation: .default)),
        ("0 with .spring at 0.3", TimedChange(value: .double(0), animation: .spring, at: 0.3)),
        (
            "-1.5 with Animation.easeIn(duration: 1).delay(0.5) at 2",
            TimedChange(value: .double(-1.5), animation: .easeIn(duration: 1).delay(0.5), at: 2)
        ),
    ])
    func changes(text: String, expected: TimedChange) throws {
        let change = try ExpressionParser.parseChange(text, as: .double)
        #expect(change == expected)
        #expect(try ExpressionParser.parseChange(change.description, as: .double) == change)
    }

    @Test func changeDescriptions() {
        #expect(TimedChange(value: .double(4), animation: .default).description == "4 with .default")
        #expect(TimedChange(value: .double(0), animation: .spring, at: 0.3).description == "0 with .spring at 0.3")
    }

    @Test(arguments: [
        (".easeInOut(duration: 0.4).delay(0.1)", ".easeInOut(duration: 0.4).delay(0.1)"),
        ("Animation.easeInOut(duration: 0.35)", ".easeInOut"),
        (".timingCurve(0.42, 0, 1, 1)", ".easeIn"),
        (".timingCurve(0.68, -0.6, 0.32, 1.6, duration: 0.5)", ".timingCurve(0.68, -0.6, 0.32, 1.6, duration: 0.5)"),
        (".timingCurve(0.1, 0.2, 0.3, 0.4)", ".timingCurve(0.1, 0.2, 0.3, 0.4)"),
        (".timingCurve(.circularEaseOut, duration: 0.3)", ".timingCurve(.circularEaseOut, duration: 0.3)"),
        (".spring(duration: 0.5, bounce: 0.15)", ".snappy"),
        (".spring(response: 0.5, dampingFraction: 0.85)", ".snappy"),
        (".spring(response: 0.5, dampingFraction: 0.86)", ".spring(response: 0.5, dampingFraction: 0.86)"),
        (".spring(duration: 0.4, bounce: 0.2)", ".spring(response: 0.4, dampingFraction: 0.8)"),
        (
            ".spring(response: 0.5, dampingFraction: 0.825, blendDuration: 1)",
            ".spring(response: 0.5, dampingFraction: 0.825, blendDuration: 1)"
        ),
        (".interpolatingSpring(stiffness: 100, damping: 10)", ".interpolatingSpring(stiffness: 100, damping: 10)"),
        (
            ".interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: -1)",
            ".interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: -1)"
        ),
        (".interpolatingSpring(duration: 0.5)", ".interpolatingSpring"),
        (".default.repeatCount(2)", ".default.repeatCount(2)"),
        (".linear.repeatForever(autoreverses: false)", ".linear.repeatForever(autoreverses: false)"),
        (
            ".linear.delay(1).speed(2).logicallyComplete(after: 0.5)",
            ".linear.delay(1).speed(2).logicallyComplete(after: 0.5)"
        ),
        ("Spring(duration: 0.5, bounce: 0.3)", "Spring.bouncy"),
        ("Spring(duration: 0.4, bounce: 0)", "Spring(duration: 0.4, bounce: 0)"),
        ("Spring(duration: 0.4, bounce: -0.5)", "Spring(duration: 0.4, bounce: -0.5)"),
        ("Spring(mass: 1, stiffness: 100, damping: 10)", "Spring(stiffness: 100, damping: 10)"),
        ("Spring(mass: 2, stiffness: 100, damping: 10)", "Spring(mass: 2, stiffness: 100, damping: 10)"),
        ("UnitCurve.easeInOut", "UnitCurve.easeInOut"),
        (
            "UnitCurve.bezier(startControlPoint: .center, endControlPoint: UnitPoint(x: 1, y: -0))",
            "UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.5, y: 0.5), endControlPoint: UnitPoint(x: 1, y: 0))"
        ),
        ("LinearKeyframe(10, duration: 0.2), MoveKeyframe(-5)", "LinearKeyframe(10, duration: 0.2); MoveKeyframe(-5)"),
        ("SpringKeyframe(10, spring: Spring(duration: 0.5))", "SpringKeyframe(10)"),
        (
            "SpringKeyframe(10, duration: 1, spring: .snappy, startVelocity: 3)",
            "SpringKeyframe(10, duration: 1, spring: .snappy, startVelocity: 3)"
        ),
        ("-0", "0"),
        ("1e-7", "1e-07"),
        ("2.50", "2.5"),
        ("Double.pi", "3.141592653589793"),
        ("90deg", "Angle.degrees(90)"),
        ("#FF000080", "Color(red: 1, green: 0, blue: 0, opacity: 0.5019607843137255)"),
    ])
    func canonicalText(text: String, canonical: String) throws {
        let expression = try ExpressionParser.parse(text)
        #expect(expression.canonicalText == canonical)
        #expect(try ExpressionParser.parse(canonical) == expression)
    }

    @Test func largeInputsParse() throws {
        let item = "LinearKeyframe(1.5, duration: 0.1, timingCurve: .easeInOut); "
        let count = (Parser.maximumLength - 100) / item.utf8.count
        let text = String(repeating: item, count: count)
        let track = try ExpressionParser.parseKeyframes(text, as: .double)
        #expect(track.keyframes.count == count)
        #expect(try ExpressionParser.parseKeyframes(track.description, as: .double) == track)
    }
}
