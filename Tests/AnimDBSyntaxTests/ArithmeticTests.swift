import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSyntax

/// Arithmetic wherever a number is accepted, evaluated bit for bit as Swift evaluates the same source.
struct ArithmeticTests {
    private func double(_ text: String) throws -> Double {
        guard case .double(let value) = try ExpressionParser.parseValue(text, as: .double) else {
            Issue.record("not a double: \(text)")
            return .nan
        }
        return value
    }

    // The expected values are computed by Swift itself from the same source text.
    static let valueCases: [(String, Double)] = [
        (".pi * 2", Double.pi * 2), ("2 * .pi", 2 * Double.pi), ("-.pi / 2", -.pi / 2), ("360 / 6", 360 / 6),
        ("1 / 3", 1 / 3), ("(1 + 2) * 3", (1 + 2) * 3), ("1 + 2 * 3", 1 + 2 * 3), ("10 - 4 - 3", 10 - 4 - 3),
        ("64 / 4 / 2", 64 / 4 / 2), ("2 * -3", 2 * -3), ("-(2 - 5)", -(2 - 5)), ("0.1 + 0.2", 0.1 + 0.2),
        (".pi * 3 / 2", .pi * 3 / 2), ("3 * .pi / 2", 3 * .pi / 2), ("Double.pi / 4", Double.pi / 4),
        ("CGFloat.pi * 2", Double(CGFloat.pi * 2)), ("Float.pi * 2", Double(Float.pi * 2)),
        ("Float.pi / 3", Double(Float.pi / 3)), ("0.1 * Float.pi", Double(0.1 * Float.pi)), ("1_000", 1_000),
        ("1e3", 1e3), ("2.5e-3", 2.5e-3), ("0x10", 0x10), ("0xFF_FF", 0xFF_FF), ("0o17", 0o17), ("0b101", 0b101),
        ("0x1p-3", 0x1p-3), ("0x1.8p1", 0x1.8p1), ("1e9 / 2", 1e9 / 2), ("(1 +\n 2)", 3),
        ("2 /* two */ * 3", 6), ("((((.pi))))", .pi), ("1 - 2 + 3", 1 - 2 + 3), ("8 / 2 * 4", 8 / 2 * 4),
    ]

    @Test(arguments: valueCases)
    func values(text: String, expected: Double) throws {
        #expect(try double(text).bitPattern == expected.bitPattern, "\(text)")
    }

    @Test func numbersInsideArguments() throws {
        #expect(try ExpressionParser.parseValue(".degrees(360 / 6)", as: .angle) == .angle(.degrees(60)))
        #expect(try ExpressionParser.parseValue(".radians(.pi / 2)", as: .angle) == .angle(.radians(.pi / 2)))
        #expect(try ExpressionParser.parseValue("-.radians(.pi)", as: .angle) == .angle(.radians(-.pi)))
        #expect(
            try ExpressionParser.parseValue("CGPoint(x: 10 * 2, y: -5 / 2)", as: .point)
                == .point(CGPoint(x: 20, y: -2.5)))
        #expect(
            try ExpressionParser.parseValue("Color(red: 255 / 255, green: 0x80 / 255, blue: 0)", as: .color)
                == .color(Color(red: 1, green: 128.0 / 255, blue: 0)))
        #expect(try ExpressionParser.parseValue("7 / 2", as: .int) == .int(3))
        #expect(try ExpressionParser.parseValue("-7 / 2", as: .int) == .int(-3))
        #expect(try ExpressionParser.parseValue("0x10 * (2 + 1)", as: .int) == .int(48))
        #expect(
            try ExpressionParser.parse(".linear(duration: 0.3 * 2).delay(1 / 4)")
                == .animation(.linear(duration: 0.3 * 2).delay(0.25)))
        #expect(try ExpressionParser.parse(".easeIn.repeatCount(2 * 3)") == .animation(.easeIn.repeatCount(6)))
        #expect(
            try ExpressionParser.parse(".spring(response: 1, dampingFraction: 1 / 2, blendDuration: 2 - 1)")
                == .animation(.spring(response: 1, dampingFraction: 0.5, blendDuration: 1)))
        let track = try ExpressionParser.parseKeyframes("LinearKeyframe(.pi * 2, duration: 4 / 2)", as: .double)
        #expect(track.keyframes == [.linear(.double(.pi * 2), duration: 2, timingCurve: .linear)])
        #expect(track.description == "LinearKeyframe(6.283185307179586, duration: 2)")
        #expect(withSwiftSourceNumbers { track.description } == "LinearKeyframe(.pi * 2, duration: 2)")
        #expect(try ExpressionParser.parse("2 * .pi") == .value(.double(2 * .pi)))
        #expect(try ExpressionParser.parse(".pi") == .value(.double(.pi)))
        #expect(try ExpressionParser.parse("-.pi") == .value(.double(-.pi)))
    }

    @Test(arguments: [
        ("1 / 0", ParameterType.double, "column 3: division by zero: the right side of '/' is 0"),
        ("1 / (2 - 2)", .double, "column 3: division by zero: the right side of '/' is 0"),
        ("7 / 0", .int, "column 3: division by zero: the right side of '/' is 0"),
        ("1e9 * 10", .double, "column 5: 1000000000 * 10 is out of range (numbers are at most 1e9 in magnitude)"),
        ("1e9 + 1", .double, "column 5: 1000000000 + 1 is out of range (numbers are at most 1e9 in magnitude)"),
        ("1 / 1e-300", .double, "column 3: 1 / 1e-300 is out of range (numbers are at most 1e9 in magnitude)"),
        ("100000 * 100000", .int, "column 8: 100000 * 100000 is out of range (numbers are at most 1e9 in magnitude)"),
        (".pi *", .double, "column 5: '*' needs a number on both sides"),
        ("* 2", .double, "column 1: '*' needs a number on both sides"),
        ("2 ** 3", .double, "column 3: '*' needs a number on both sides"),
        ("2 +", .double, "column 3: '+' needs a number on both sides"),
        ("2 * \"a\"", .double, "column 5: '*' needs a number on both sides, found a string"),
        ("2 * true", .double, "column 5: '*' needs a number on both sides, found 'true'"),
        (".pii * 2", .double, "column 2: unknown number 'pii'. Did you mean 'pi'?"),
        ("(1 + 2", .double, "column 7: expected ')' to close the '(' at column 1, found the end of the input"),
        (
            "Float.pi * Double.pi", .double,
            "column 1: 'Float' and 'Double' cannot be mixed in one expression (Swift has no operators between them)"
        ),
        (".5", .double, "column 1: '.5' is not a valid number in Swift; write '0.5'"),
        ("0x", .double, "column 1: expected hexadecimal digits after '0x'"),
        (
            "0x1.8", .double,
            "column 1: hexadecimal floating-point literal '0x1.8' must end with an exponent such as 'p0'"
        ),
        ("0b102", .double, "column 5: '2' is not a valid binary digit in '0b10'"),
        (
            "2 % 3", .double,
            "column 3: '%' is not defined for floating-point numbers in Swift; write the value it gives"
        ),
        ("2 /* open", .double, "column 3: unterminated '/*' comment"),
        ("2.5 * 2", .int, "column 1: expected an integer, found '2.5'"),
        (".pi * 2", .int, "column 1: expected an integer, found '.pi'"),
        (
            ".degrees(90) * 2", .angle,
            "column 14: expected an angle, found a '*' expression; arithmetic goes inside the value's numbers, as in '.degrees(360 / 6)'"
        ),
        (
            "Color.red * 2", .color,
            "column 11: expected a color, found a '*' expression; arithmetic goes inside the value's numbers"
        ),
        ("90deg * 2", .double, "column 1: unexpected unit 'deg' after '90'"),
    ])
    func errors(text: String, type: ParameterType, expected: String) {
        #expect(errorMessage { _ = try ExpressionParser.parseValue(text, as: type) } == expected)
    }

    @Test func rangeErrorsPointAtTheWholeArgument() {
        #expect(
            errorMessage { _ = try ExpressionParser.parse(".easeIn(duration: 1 - 2)") }
                == "column 19: 'duration:' must be between 0 and 3600, found -1")
    }

    @Test func longOperatorChainsAreBounded() {
        let text = Array(repeating: "1", count: 100).joined(separator: " + ")
        #expect(errorMessage { _ = try ExpressionParser.parseValue(text, as: .double) }.contains("nested more than 64"))
        let fine = Array(repeating: "1", count: 40).joined(separator: " + ")
        #expect((try? ExpressionParser.parseValue(fine, as: .double)) == .double(40))
    }

    // MARK: Printing π

    static let piCases: [(Double, String)] = [
        (Double.pi, ".pi"), (.pi * 2, ".pi * 2"), (.pi / 2, ".pi / 2"), (-.pi / 2, "-.pi / 2"), (-.pi, "-.pi"),
        (.pi * 3 / 2, ".pi * 3 / 2"), (.pi / 180, ".pi / 180"), (.pi * 2 / 3, ".pi * 2 / 3"), (0.5, "0.5"),
        (12.0, "12"), (Double(Float.pi), "3.141592502593994"), (3.14159, "3.14159"), (1 / 3, "0.3333333333333333"),
    ]

    @Test(arguments: piCases)
    func printsExactFractionsOfPiInSwiftSource(value: Double, text: String) throws {
        #expect(withSwiftSourceNumbers { ParameterValue.double(value).description } == text)
        #expect(try double(text).bitPattern == value.bitPattern)
    }

    /// Canonical text is hashed and synced, so it never changes between releases: π fractions stay decimals there.
    @Test(arguments: piCases)
    func canonicalTextSpellsEveryNumberAsADecimal(value: Double, text: String) throws {
        let canonical = ParameterValue.double(value).description
        #expect(!canonical.contains("pi"))
        #expect(try double(canonical).bitPattern == value.bitPattern)
    }

    /// Every π fraction the printer might choose reads back bit for bit, whichever form Swift's evaluation order
    /// gives; and every fraction in lowest terms with a small denominator is printed with `.pi`.
    @Test func piFractionsRoundTrip() throws {
        for d in [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 18, 24, 36, 45, 60, 90, 180, 360] {
            for n in 1...40 {
                for sign in [1.0, -1.0] {
                    let value = sign * (n == 1 ? Double.pi : Double.pi * Double(n)) / (d == 1 ? 1 : Double(d))
                    let text = withSwiftSourceNumbers { ParameterValue.double(value).description }
                    #expect(try double(text).bitPattern == value.bitPattern, "\(n)/\(d) → \(text)")
                    if d <= 12, Self.coprime(n, d) {
                        #expect(text.contains(".pi"), "\(n)π/\(d) printed as \(text)")
                    }
                }
            }
        }
    }

    static func coprime(_ a: Int, _ b: Int) -> Bool {
        b == 0 ? a == 1 : coprime(b, a % b)
    }

    /// Any fraction in lowest terms with a denominator up to 360 and a numerator up to 10000, computed as Swift
    /// computes `.pi * n / d`, prints as exactly that source.
    @Test func everyPiFractionInRangeIsFound() throws {
        var r = SeededGenerator(seed: 11)
        var checked = 0
        while checked < 2000 {
            let n = r.int(in: 1...10_000)
            let d = r.int(in: 1...360)
            guard Self.coprime(n, d) else { continue }
            checked += 1
            var value = Double.pi
            if n != 1 { value *= Double(n) }
            if d != 1 { value /= Double(d) }
            let source = ".pi" + (n == 1 ? "" : " * \(n)") + (d == 1 ? "" : " / \(d)")
            withSwiftSourceNumbers {
                #expect(ParameterValue.double(value).description == source)
                #expect(ParameterValue.double(-value).description == "-" + source)
            }
        }
    }

    // MARK: Property: random expression trees

    indirect enum Tree {
        case literal(String)
        case negate(Tree)
        case binary(ArithmeticOperator, Tree, Tree)

        var precedence: Int {
            switch self {
            case .literal, .negate: 3
            case .binary(let op, _, _): op.precedence
            }
        }

        /// Swift source with only the parentheses the tree needs (plus some the generator adds).
        func source(_ r: inout SeededGenerator) -> String {
            switch self {
            case .literal(let text): return text
            case .negate(let inner):
                let operand = inner.source(&r)
                return "-" + (inner.precedence < 3 || operand.hasPrefix("-") ? "(\(operand))" : operand)
            case .binary(let op, let left, let right):
                var l = left.source(&r)
                var rhs = right.source(&r)
                if left.precedence < op.precedence || r.int(in: 0...5) == 0 { l = "(\(l))" }
                if right.precedence <= op.precedence || r.int(in: 0...5) == 0 { rhs = "(\(rhs))" }
                return "\(l) \(op.rawValue) \(rhs)"
            }
        }

        /// The value Swift computes, or nil where the parser must refuse (division by zero, beyond 1e9).
        var value: Double? {
            switch self {
            case .literal(let text):
                return text == ".pi" || text == "Double.pi" ? .pi : Double(text.replacingOccurrences(of: "_", with: ""))
            case .negate(let inner): return inner.value.map { -$0 }
            case .binary(let op, let left, let right):
                guard let a = left.value, let b = right.value else { return nil }
                let result: Double
                switch op {
                case .add: result = a + b
                case .subtract: result = a - b
                case .multiply: result = a * b
                case .divide:
                    guard b != 0 else { return nil }
                    result = a / b
                }
                return result.isFinite && abs(result) <= 1e9 ? result : nil
            }
        }

        static func random(_ r: inout SeededGenerator, depth: Int) -> Tree {
            if depth == 0 || r.int(in: 0...3) == 0 {
                switch r.int(in: 0...5) {
                case 0: return .literal(r.pick([".pi", "Double.pi"]))
                case 1: return .literal(String(r.int(in: 0...360)))
                case 2: return .literal(r.pick(["0.1", "0.2", "0.3", "1e3", "2.5e-3", "1_000", "0.35", "1e-7", "0"]))
                default: return .literal(NumberFormatting.canonical(r.number(in: 0...1000)))
                }
            }
            if r.int(in: 0...6) == 0 { return .negate(random(&r, depth: depth - 1)) }
            let op = r.pick([ArithmeticOperator.add, .subtract, .multiply, .divide])
            return .binary(op, random(&r, depth: depth - 1), random(&r, depth: depth - 1))
        }
    }

    @Test func randomExpressionsEvaluateAsSwift() throws {
        var r = SeededGenerator(seed: 12)
        var refused = 0
        for _ in 0..<2000 {
            let tree = Tree.random(&r, depth: 5)
            let text = tree.source(&r)
            guard let expected = tree.value else {
                refused += 1
                #expect(throws: ExpressionError.self, "\(text)") { try ExpressionParser.parseValue(text, as: .double) }
                continue
            }
            let parsed = try double(text)
            #expect(parsed.bitPattern == expected.bitPattern, "\(text)")
            // Whatever it evaluates to prints canonically and reads back bit for bit.
            let printed = ParameterValue.double(parsed).description
            #expect(try double(printed).bitPattern == (parsed + 0).bitPattern, "\(text) → \(printed)")
        }
        #expect(refused > 0 && refused < 1000)
    }
}
