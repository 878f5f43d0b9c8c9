import AnimDBEngine
import AnimDBTestSupport
import Testing

@testable import AnimDBSyntax

/// Bad input never traps: each case throws one precise, one-line error.
struct ExpressionErrorTests {
    @Test(arguments: [
        // Names and suggestions.
        (".easeInOt", "column 2: unknown animation 'easeInOt'. Did you mean 'easeInOut'?"),
        ("Animation.easeInOt(duration: 1)", "column 11: unknown animation 'easeInOt'. Did you mean 'easeInOut'?"),
        (".easeIn.dealy(1)", "column 9: unknown animation modifier 'dealy'. Did you mean 'delay'?"),
        (".delay(1)", "column 2: 'delay' is a modifier; apply it to an animation, as in '.easeInOut.delay(…)'"),
        ("Sprnig(duration: 1)", "column 1: unknown name 'Sprnig'. Did you mean 'Spring'?"),
        ("easeIn", "column 1: unknown name 'easeIn'. Did you mean '.easeIn'?"),
        ("Spring.smoth", "column 8: unknown spring 'smoth'. Did you mean 'smooth'?"),
        ("UnitCurve.easeIm", "column 11: unknown unit curve 'easeIm'. Did you mean 'easeIn'?"),
        ("SpringKeyframe(0, spring: .bouncey)", "column 28: unknown spring 'bouncey'. Did you mean 'bouncy'?"),
        (
            "LinearKeyframe(10, duration: 0.2, timingCurve: .easeInOt)",
            "column 49: unknown unit curve 'easeInOt'. Did you mean 'easeInOut'?"
        ),
        ("LinearKeyframe(10, duration: 0.2), Foo(1)", "column 36: unknown keyframe 'Foo'"),
        // Labels and arguments.
        (
            ".easeInOut(durration: 0.3)",
            "column 12: unknown argument label 'durration:' for 'easeInOut'. Did you mean 'duration:'?"
        ),
        (".easeInOut(0.3)", "column 12: missing argument label 'duration:' for 'easeInOut'"),
        (".easeInOut()", "column 12: missing argument 'duration:' for 'easeInOut'"),
        (".easeInOut(duration: 1, duration: 2)", "column 25: argument 'duration:' is given twice in 'easeInOut'"),
        (".easeIn.delay()", "column 15: missing argument for 'delay'"),
        (".easeIn.delay(1, 2)", "column 18: extra argument for 'delay'"),
        (".easeIn.delay(seconds: 1)", "column 15: unknown argument label 'seconds:' for 'delay'"),
        (".spring(bounce: 0.3, duration: 0.5)", "column 22: argument 'duration:' must come before 'bounce:'"),
        (
            ".spring(duration: 0.5, dampingFraction: 0.3)",
            "column 24: argument 'dampingFraction:' does not go with 'spring(duration:bounce:blendDuration:)'"
        ),
        (
            ".interpolatingSpring(damping: 10, stiffness: 100)",
            "column 22: argument 'stiffness:' must come before 'damping:'"
        ),
        (".interpolatingSpring(stiffness: 100)", "column 36: missing argument 'damping:' for 'interpolatingSpring'"),
        ("UnitCurve.bezier(startControlPoint: .center)", "column 44: missing argument 'endControlPoint:' for 'bezier'"),
        (".timingCurve(0.1, 0.2, 0.3)", "column 27: missing argument for 'timingCurve'"),
        ("LinearKeyframe(10)", "column 18: missing argument 'duration:' for 'LinearKeyframe'"),
        // Values and ranges.
        (".easeInOut(duration: )", "column 22: expected a number after 'duration:'"),
        (".spring(duration: -1)", "column 19: 'duration:' must be greater than 0 and at most 3600, found -1"),
        (".easeIn(duration: 4000)", "column 19: 'duration:' must be between 0 and 3600, found 4000"),
        ("Spring(bounce: nan)", "column 16: 'nan' is not allowed: numbers must be finite and at most 1e9 in magnitude"),
        (
            "Spring(bounce: Double.infinity)",
            "column 23: 'infinity' is not allowed: numbers must be finite and at most 1e9 in magnitude"
        ),
        ("Spring(duration: 0.5, bounce: 1)", "column 31: bounce must be greater than -1 and less than 1, found 1"),
        (
            ".snappy(extraBounce: 0.9)",
            "column 22: 0.15 + extraBounce must be greater than -1 and less than 1, found 1.05"
        ),
        (".easeIn(duration: 1e400)", "column 19: number '1e400' is out of range (magnitude at most 1e9)"),
        (".easeIn(duration: 1e10)", "column 19: number '1e10' is out of range (magnitude at most 1e9)"),
        (".easeIn.repeatCount(0)", "column 21: repeat count must be between 1 and 10000, found 0"),
        (".easeIn.repeatCount(2.5)", "column 21: expected an integer, found '2.5'"),
        (".easeIn.speed(0)", "column 15: speed must be greater than 0 and at most 1e9, found 0"),
        (".easeIn.delay(-1)", "column 15: delay must be between 0 and 3600, found -1"),
        (
            ".easeIn.repeatForever(autoreverses: 1)",
            "column 37: expected 'true' or 'false' after 'autoreverses:', found '1'"
        ),
        (
            ".interpolatingSpring(duration: 0.0001)",
            "column 2: spring is too stiff: its stiffness or damping would exceed 1e9"
        ),
        ("LinearKeyframe(10, duration: 0)", "column 30: 'duration:' must be greater than 0 and at most 3600, found 0"),
        ("KeyframeTrack(\\.x) { }", "column 1: expected at least one keyframe in 'KeyframeTrack'"),
        ("KeyframeTrack(1) { MoveKeyframe(1) }", "column 15: expected a key path such as '\\.scale', found '1'"),
        ("--1", "column 1: expected a number after '-'"),
        // Syntax.
        ("", "column 1: expected an expression, found the end of the input"),
        (".", "column 2: expected a member name after '.', found the end of the input"),
        (".easeIn(", "column 9: expected an expression, found the end of the input"),
        (".easeIn(duration: 1", "column 20: expected ')' to close the '(' at column 8"),
        (".easeIn garbage", "column 9: unexpected 'garbage' after the expression"),
        (".easeIn)", "column 8: unexpected ')' after the expression"),
        ("\"abc", "column 1: unterminated string literal"),
        (
            "LinearKeyframe(1, duration: 1)\n  Foo(",
            "line 2, column 7: expected an expression, found the end of the input"
        ),
    ])
    func parse(text: String, expected: String) {
        #expect(errorMessage { _ = try ExpressionParser.parse(text) } == expected)
    }

    @Test(arguments: [
        ("2.5", ParameterType.int, "column 1: expected an integer, found '2.5'"),
        ("90", .angle, "column 1: expected an angle, found '90'. Did you mean '.degrees(90)'?"),
        ("90dg", .angle, "column 1: unknown unit 'dg' after '90'. Did you mean 'deg'?"),
        ("Color.rde", .color, "column 7: unknown color 'rde'. Did you mean 'red'?"),
        ("#FF8", .color, "column 1: expected 6 or 8 hex digits after '#'"),
        ("CGPoint(x: 1)", .point, "column 13: missing argument 'y:' for 'CGPoint'"),
        ("tru", .bool, "column 1: expected 'true' or 'false', found 'tru'. Did you mean 'true'?"),
        ("UnitPoint.centre", .unitPoint, "column 11: unknown unit point 'centre'. Did you mean 'center'?"),
        ("1", .string, "column 1: expected a string literal, found '1'"),
        ("CGSize(width: 1, height: 2).zero", .size, "column 28: unexpected member '.zero' after a size"),
    ])
    func values(text: String, type: ParameterType, expected: String) {
        #expect(errorMessage { _ = try ExpressionParser.parseValue(text, as: type) } == expected)
    }

    @Test(arguments: [
        ("4 with", "column 7: expected an expression, found the end of the input"),
        ("4 .default", "column 3: expected 'with' and an animation after the value, found '.'"),
        ("4 with .default at -1", "column 20: the time after 'at' must be between 0 and 1000000, found -1"),
        ("x with .default", "column 1: expected a number, found 'x'"),
    ])
    func changes(text: String, expected: String) {
        #expect(errorMessage { _ = try ExpressionParser.parseChange(text, as: .double) } == expected)
    }

    @Test func keyframesNeedAnAnimatableType() {
        #expect(
            errorMessage { _ = try ExpressionParser.parseKeyframes("MoveKeyframe(1)", as: .int) }
                == "column 1: keyframes need an animatable type, and 'int' is not")
    }

    @Test func overlongInputIsRefused() {
        let text = ".easeIn" + String(repeating: " ", count: 70_000)
        #expect(
            errorMessage { _ = try ExpressionParser.parse(text) } == "column 1: expression is longer than 65536 bytes")
    }

    @Test(arguments: [
        String(repeating: "- ", count: 100) + "1",
        ".spring(" + String(repeating: ".spring(", count: 100),
        "Color" + String(repeating: ".opacity(0.5)", count: 100),
        "KeyframeTrack { " + String(repeating: "KeyframeTrack { ", count: 100),
    ])
    func deepNestingIsRefused(text: String) {
        #expect(errorMessage { _ = try ExpressionParser.parse(text) }.contains("nested more than 64 levels deep"))
    }

    @Test func errorsDescribeThemselvesOnOneLine() {
        let error = ExpressionError(column: 9, message: "unknown animation 'easeInOt'", suggestion: "easeInOut")
        #expect(error.description == "column 9: unknown animation 'easeInOt'. Did you mean 'easeInOut'?")
        #expect(ExpressionError(line: 3, column: 2, message: "oops").description == "line 3, column 2: oops")
    }

    /// Random printable garbage (and mutations of valid text) must throw or parse, never trap.
    @Test func randomInputNeverTraps() {
        var random = SeededGenerator(seed: 0xA11D_B0B5)
        let alphabet = Array(".(),:;{}\\-+*/=#\"0123456789eExop abcdefghijklmnopqrstuvwxyzSAUKL\n_")
        let seeds = [
            ".easeInOut(duration: 0.4).delay(0.1)", "Spring(mass: 1, stiffness: 100, damping: 10)",
            "KeyframeTrack(\\.x) { LinearKeyframe(10, duration: 0.2); SpringKeyframe(0, spring: .bouncy) }",
            "UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: .center)",
            "LinearKeyframe(-.pi / 2 + 0x1p-3, duration: (1 + 2) * 0.1 /* s */)",
        ]
        for _ in 0..<3000 {
            let input = mutated(random.pick(seeds), alphabet: alphabet, using: &random)
            do {
                _ = try ExpressionParser.parse(input)
            } catch {
                #expect(!error.description.contains("\n") && error.column >= 1 && error.line >= 1, "\(input)")
            }
            if let expression = try? ExpressionParser.parse(input) {
                // Whatever parses must print and read back.
                #expect((try? ExpressionParser.parse(expression.canonicalText)) == expression, "\(input)")
            }
            for type in ParameterType.allCases {
                _ = try? ExpressionParser.parseValue(input, as: type)
            }
        }
    }
}
