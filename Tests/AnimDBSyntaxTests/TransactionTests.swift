import AnimDBEngine
import AnimDBTestSupport
import Foundation
import Testing

@testable import AnimDBSyntax

/// Transactions in every spelling a SwiftUI developer writes, their errors, and print → parse round trips.
struct TransactionTests {
    static let types: [String: ParameterType] = [
        "shakes": .double, "numberOfShakes": .double, "progress": .double, "size": .double, "cornerRadius": .double,
        "amplitude": .double, "frequency": .double, "phase": .double, "flower.rotationOffset": .double,
        "shake-effect.shakes": .double, "v1.2.scale": .double, "count": .int, "fill": .color, "anchor": .unitPoint,
        "label": .string, "visible": .bool, "startAngle": .angle, "offset": .point,
    ]

    private func canonical(_ text: String) throws -> String {
        try ExpressionParser.parseTransaction(text).typed(types: Self.types).description
    }

    @Test(arguments: [
        // Today's form, and plain assignments with and without an animation.
        ("shakes: 4 with .default at 0.3", "shakes = 4 with .default at 0.3"),
        ("shakes = 4 with .default", "shakes = 4 with .default"),
        ("shakes += 2 with .linear(duration: 0.6) at 1", "shakes += 2 with .linear(duration: 0.6) at 1"),
        ("numberOfShakes = 0.0 at 1.5", "numberOfShakes = 0 at 1.5"),
        ("progress = 0 with nil", "progress = 0"),
        ("progress = 0 with .none at 2", "progress = 0 at 2"),
        ("shakes = 1 at 2 with .easeIn", "shakes = 1 with .easeIn at 2"),
        // Several parameters at once.
        (
            "size = 150, cornerRadius = 10 with .spring(response: 1, dampingFraction: 0.5, blendDuration: 1)",
            "size = 150, cornerRadius = 10 with .spring(response: 1, dampingFraction: 0.5, blendDuration: 1)"
        ),
        ("size = 150; cornerRadius = 10 with .bouncy", "size = 150, cornerRadius = 10 with .bouncy"),
        ("size = 150\ncornerRadius = 10\nwith .bouncy\nat 2", "size = 150, cornerRadius = 10 with .bouncy at 2"),
        // SwiftUI's block.
        ("withAnimation(.linear(duration: 0.6)) { shakes += 2 }", "shakes += 2 with .linear(duration: 0.6)"),
        ("withAnimation { numberOfShakes = 4 }", "numberOfShakes = 4 with .default"),
        ("withAnimation() { numberOfShakes = 4 }", "numberOfShakes = 4 with .default"),
        (
            "withAnimation(.easeInOut(duration: 0.8)) { amplitude = 50; frequency = 5 } at 1",
            "amplitude = 50, frequency = 5 with .easeInOut(duration: 0.8) at 1"
        ),
        ("withAnimation(nil) { shakes = 0 }", "shakes = 0"),
        // Completions, which only the block can say, chained.
        (
            "withAnimation(.easeOut(duration: 0.3)) { shakes = 1 } completion: {\n  withAnimation(.bouncy, "
                + "completionCriteria: .removed) { size = 2 }\n  completion: { progress = 0 }\n}",
            "withAnimation(.easeOut(duration: 0.3)) { shakes = 1 } completion: { withAnimation(.bouncy, "
                + "completionCriteria: .removed) { size = 2 } completion: { progress = 0 } }"
        ),
        (
            "withAnimation(completionCriteria: .logicallyComplete) { shakes = 1 } completion: { size = 2 } at 1",
            "withAnimation { shakes = 1 } completion: { size = 2 } at 1"
        ),
        (
            "withAnimation(nil, completionCriteria: .removed) { shakes = 1 }\ncompletion: { size = 2 }",
            "withAnimation(nil, completionCriteria: .removed) { shakes = 1 } completion: { size = 2 }"
        ),
        ("withAnimation(.none) { shakes = 0 } at 1.5", "shakes = 0 at 1.5"),
        (
            "withAnimation(Animation.easeInOut(duration: 2)) {\n    numberOfShakes = 10\n}",
            "numberOfShakes = 10 with .easeInOut(duration: 2)"
        ),
        (
            "withAnimation(\n    .linear(duration: 2)\n    .repeatForever(autoreverses: false)\n) {\n    phase = .pi * 2\n}",
            "phase = 6.283185307179586 with .linear(duration: 2).repeatForever(autoreverses: false)"
        ),
        (
            "withAnimation(.easeInOut(duration: 0.8)) {\n    amplitude = 50\n    frequency = 5\n} at 1",
            "amplitude = 50, frequency = 5 with .easeInOut(duration: 0.8) at 1"
        ),
        // Targets, values and relative changes.
        ("withAnimation(.snappy)\n{ shakes = 3 }", "shakes = 3 with .snappy"),
        ("flower.rotationOffset = .pi * 2", "flower.rotationOffset = 6.283185307179586"),
        ("shake-effect.shakes += 2", "shake-effect.shakes += 2"),
        ("v1.2.scale = 1 / 2", "v1.2.scale = 0.5"),
        ("shakes -= 2 at 1", "shakes -= 2 at 1"),
        ("shakes += -2", "shakes -= 2"),
        ("shakes -= -2", "shakes += 2"),
        ("shakes -= 0", "shakes += 0"),
        ("count += 7 / 2", "count += 3"),
        ("fill = .red with .default", "fill = Color.red with .default"),
        ("anchor = .center, label = \"a, b\"", "anchor = UnitPoint.center, label = \"a, b\""),
        ("visible = false; startAngle = .degrees(360 / 8)", "visible = false, startAngle = .degrees(45)"),
        ("offset = CGPoint(x: 1, y: 2) with .bouncy", "offset = CGPoint(x: 1, y: 2) with .bouncy"),
        ("phase = -.pi / 2 at 0.3 * 2", "phase = -1.5707963267948966 at 0.6"),
        ("shakes = 4 // the article's value\nwith .default", "shakes = 4 with .default"),
    ])
    func spellings(text: String, expected: String) throws {
        #expect(try canonical(text) == expected)
        #expect(try canonical(expected) == expected)
    }

    @Test func partsOfAParsedTransaction() throws {
        let parsed = try ExpressionParser.parseTransaction(
            "withAnimation(.easeInOut(duration: 0.8)) { flower.rotationOffset = .pi * 2; count -= 1 } at 1")
        #expect(parsed.time == 1)
        #expect(parsed.animation == .easeInOut(duration: 0.8))
        #expect(parsed.assignments.map(\.target) == ["flower.rotationOffset", "count"])
        #expect(parsed.assignments.map(\.item) == ["flower", nil])
        #expect(parsed.assignments.map(\.parameter) == ["rotationOffset", "count"])
        #expect(parsed.assignments.map(\.operation) == [.set, .subtract])
        #expect(parsed.assignments.map(\.value.text) == [".pi * 2", "1"])
        #expect(parsed.assignments.map(\.column) == [44, 77])
        #expect(try parsed.assignments[0].value.value(as: .double) == .double(.pi * 2))
        let plain = try ExpressionParser.parseTransaction("numberOfShakes = 0.0 at 1.5")
        #expect(plain.animation == nil && plain.time == 1.5)
        #expect(try ExpressionParser.parseTransaction("shakes = 1").time == 0)
    }

    @Test func theResolverNamesTargetsAndTypes() throws {
        let parsed = try ExpressionParser.parseTransaction("rotationOffset = .pi, petalCount = 12 with .spring")
        let transaction = try parsed.typed { assignment throws(ExpressionError) in
            (.parameter("flower", assignment.parameter), .double)
        }
        #expect(transaction.assignments.map(\.target) == ["flower.rotationOffset", "flower.petalCount"])
        #expect(
            transaction.description == "flower.rotationOffset = 3.141592653589793, flower.petalCount = 12 with .spring")
        #expect(
            withSwiftSourceNumbers { transaction.description }
                == "flower.rotationOffset = .pi, flower.petalCount = 12 with .spring")
        let both = try ExpressionParser.parseTransaction("rotationOffset = 1, flower.rotationOffset = 2")
        #expect(
            errorMessage { _ = try both.typed { a throws(ExpressionError) in ("flower.rotationOffset", .double) } }
                == "column 21: 'flower.rotationOffset' is assigned twice in one transaction (first at column 1)")
        #expect(
            errorMessage {
                _ = try parsed.typed { a throws(ExpressionError) in
                    throw a.error("unknown parameter '\(a.target)'", suggestion: "rotation")
                }
            } == "column 1: unknown parameter 'rotationOffset'. Did you mean 'rotation'?")
    }

    @Test(arguments: [
        ("fill += .red", "column 1: '+=' needs a number, and 'fill' is a color; write 'fill = …' with the new value"),
        (
            "shakes = 1; startAngle -= .degrees(5)",
            "column 13: '-=' needs a number, and 'startAngle' is an angle; write 'startAngle = …' with the new value"
        ),
        ("shakes = 1, shakes = 2", "column 13: 'shakes' is assigned twice in one transaction (first at column 1)"),
        ("shakes = 1 at -1", "column 15: the time after 'at' must be between 0 and 1e9, found -1"),
        (
            "shakes = 1 at .infinity",
            "column 16: 'infinity' is not allowed: numbers must be finite and at most 1e9 in magnitude"
        ),
        ("shakes = 1 at 1 / 0", "column 17: division by zero: the right side of '/' is 0"),
        ("shakes = 1 with .easeInOt", "column 18: unknown animation 'easeInOt'. Did you mean 'easeInOut'?"),
        ("withAnimation(.lienar) { shakes = 1 }", "column 16: unknown animation 'lienar'. Did you mean 'linear'?"),
        ("withAnimatoin { shakes = 1 }", "column 1: unknown name 'withAnimatoin'. Did you mean 'withAnimation'?"),
        ("shake = 1", "column 1: unknown parameter 'shake'. Did you mean 'shakes'?"),
        ("fill = 4", "column 8: expected a color, found '4'"),
        ("shakes == 4", "column 8: '==' compares; write '=' to assign"),
        ("shakes *= 2", "column 8: '*=' is not supported; write 'shakes = …' with the new value"),
        ("shakes 4", "column 8: expected '=', '+=' or '-=' after 'shakes', found '4'"),
        ("shakes =", "column 9: expected a value after 'shakes =', found the end of the input"),
        ("shakes = 1 foo", "column 12: expected ',', 'with' or 'at' after the value, found 'foo'"),
        ("shakes = 1 with", "column 16: expected an animation or 'nil' after 'with', found the end of the input"),
        ("shakes = 1 at", "column 14: expected a time in seconds after 'at', found the end of the input"),
        ("shakes = 1 with .default with .linear", "column 26: 'with' is given twice"),
        ("shakes = 1 at 1 at 2", "column 17: 'at' is given twice"),
        ("4 with .default", "column 1: expected a parameter to change, such as 'shakes = 4', found '4'"),
        ("with .default", "column 1: expected a parameter to change before 'with', such as 'shakes = 4'"),
        ("", "column 1: expected a parameter to change, such as 'shakes = 4', found the end of the input"),
        ("withAnimation { }", "column 17: expected at least one assignment in 'withAnimation { … }'"),
        (
            "withAnimation { shakes = 1 } with .default",
            "column 30: 'with' cannot follow a 'withAnimation' block, which names the animation"
        ),
        (
            "withAnimation(.linear) shakes = 1",
            "column 24: expected '{' and the changes after 'withAnimation', as in 'withAnimation { shakes += 2 }'"
        ),
        ("withAnimation { shakes = 1", "column 27: expected '}' to close the '{' at column 15"),
        ("withAnimation(.linear { shakes = 1 }", "column 23: expected ')' to close the '(' at column 14, found '{'"),
        (
            "shake-effect = 1",
            "column 1: 'shake-effect' does not end in a parameter name (an identifier), as in 'scale' or 'ITEM.scale'"
        ),
        ("a..b = 1", "column 1: unknown parameter 'a..b'"),
        (
            "withAnimation(.easeIn, completionCriteria: .done) { shakes = 1 }",
            "column 44: expected '.logicallyComplete' or '.removed' after 'completionCriteria:'"
        ),
        (
            "withAnimation(.easeIn, .bouncy) { shakes = 1 }",
            "column 24: expected 'completionCriteria: .logicallyComplete' or '.removed' after the animation"
        ),
        (
            "withAnimation { shakes = 1 } completion: shakes = 2",
            "column 42: expected '{' and the change after 'completion:', as in 'completion: { x = 0 }'"
        ),
        ("withAnimation { shakes = 1 } completion: { }", "column 44: expected a change in 'completion: { … }'"),
        ("withAnimation { shakes = 1 } completion: { size = 2 } at 1 at 2", "column 60: 'at' is given twice"),
        ("a.1 = 1", "column 1: 'a.1' does not end in a parameter name (an identifier), as in 'ITEM.scale'"),
        ("shakes = 1 +", "column 12: '+' needs a number on both sides"),
        ("shakes = 1\n  count = 2.5", "line 2, column 11: expected an integer, found '2.5'"),
    ])
    func errors(text: String, expected: String) {
        #expect(errorMessage { _ = try ExpressionParser.parseTransaction(text).typed(types: Self.types) } == expected)
    }

    @Test func theSwiftUISpelling() throws {
        let cases: [(String, String)] = [
            (
                "shakes += 2 with .linear(duration: 0.6) at 1",
                "withAnimation(.linear(duration: 0.6)) { shakes += 2 } at 1"
            ),
            ("numberOfShakes = 4 with .default", "withAnimation { numberOfShakes = 4 }"),
            ("amplitude = 50, frequency = 5", "amplitude = 50; frequency = 5"),
        ]
        for (text, swiftUI) in cases {
            let transaction = try ExpressionParser.parseTransaction(text).typed(types: Self.types)
            #expect(transaction.swiftUIText == swiftUI)
            #expect(try ExpressionParser.parseTransaction(swiftUI).typed(types: Self.types) == transaction)
        }
    }

    @Test func relativeAssignmentsApplyToTheModelValue() {
        let add = Transaction.Assignment(target: "shakes", operation: .add, value: .double(2))
        #expect(add.applied(to: .double(4)) == .double(6))
        let subtract = Transaction.Assignment(target: "count", operation: .add, value: .int(-3))
        #expect(subtract.operation == .subtract && subtract.value == .int(3))
        #expect(subtract.applied(to: .int(10)) == .int(7))
        #expect(subtract.applied(to: .int(.min)) == nil)
        #expect(add.applied(to: .int(1)) == nil)
        let set = Transaction.Assignment(target: "fill", operation: .set, value: .color(.red))
        #expect(set.applied(to: .color(.blue)) == .color(.red))
        #expect(set.applied(to: .double(1)) == nil)
    }

    // MARK: Properties

    static let targets: [(String, ParameterType)] = types.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }

    static func transaction(_ r: inout SeededGenerator) -> Transaction {
        var pool = targets
        var assignments: [Transaction.Assignment] = []
        for _ in 0..<r.int(in: 1...4) {
            let (target, type) = pool.remove(at: r.int(in: 0...(pool.count - 1)))
            var value = ExpressionRoundTripTests.value(type, &r)
            if type == .double, r.int(in: 0...3) == 0 {
                value = .double(Double.pi * Double(r.int(in: -12...12)) / Double(r.pick([1, 2, 3, 4, 6, 180])))
            }
            let relative = AssignmentOperation.relativeChangesAllowed(for: type) && r.bool()
            let operation = relative ? r.pick([AssignmentOperation.add, .subtract]) : .set
            assignments.append(
                Transaction.Assignment(target: ParameterTarget(target)!, operation: operation, value: value))
        }
        let animation: Animation? =
            switch r.int(in: 0...3) {
            case 0: nil
            case 1: .default
            default: ExpressionRoundTripTests.animation(&r)
            }
        let time = r.bool() ? 0 : r.number(in: 0...100)
        var transaction = Transaction(time: time, animation: animation, assignments: assignments)
        // Sometimes a completion, whose change has no time of its own (and sometimes one of its own).
        if r.int(in: 0...3) == 0 {
            var then = Self.transaction(&r)
            then.time = 0
            transaction.completion = Transaction.Completion(
                criteria: r.pick(AnimationCompletionCriteria.allCases), then)
        }
        return transaction
    }

    @Test func printedTransactionsReadBack() throws {
        var r = SeededGenerator(seed: 21)
        for _ in 0..<400 {
            let transaction = Self.transaction(&r)
            for text in [transaction.description, transaction.swiftUIText] {
                let parsed = try ExpressionParser.parseTransaction(text)
                #expect(try parsed.typed(types: Self.types) == transaction, "\(text)")
            }
        }
    }

    /// Mutated transactions throw one-line errors or parse; whatever parses prints and reads back.
    @Test func randomInputNeverTraps() {
        var r = SeededGenerator(seed: 22)
        let alphabet = Array("=+-*/.,;:(){}\n 0123456789abcdeswithAnimation\"#")
        for _ in 0..<3000 {
            let input = mutated(Self.transaction(&r).swiftUIText, alphabet: alphabet, using: &r)
            do {
                let transaction = try ExpressionParser.parseTransaction(input).typed(types: Self.types)
                #expect(
                    try ExpressionParser.parseTransaction(transaction.description).typed(types: Self.types)
                        == transaction, "\(input)")
            } catch {
                #expect(!error.description.contains("\n") && error.column >= 1 && error.line >= 1, "\(input)")
            }
        }
    }

    @Test func theOlderChangeFormStillWorks() throws {
        #expect(
            try ExpressionParser.parseChange(".pi * 2 with .linear(duration: 2) at 0.5 * 2", as: .double)
                == TimedChange(value: .double(.pi * 2), animation: .linear(duration: 2), at: 1))
    }
}

/// `RadialGradient` in every spelling SwiftUI has, read and printed back.
struct RadialGradientSyntaxTests {
    @Test(arguments: [
        (
            "RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 5, endRadius: 60)",
            "RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 5, endRadius: 60)"
        ),
        (
            ".radialGradient(colors: [.yellow, .orange], center: .top, startRadius: 0, endRadius: 40)",
            "RadialGradient(colors: [.yellow, .orange], center: .top, startRadius: 0, endRadius: 40)"
        ),
        (
            "RadialGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startRadius: 1, endRadius: 2)",
            "RadialGradient(colors: [.red, .blue], center: .center, startRadius: 1, endRadius: 2)"
        ),
    ])
    func radialGradientsReadAndPrintBack(text: String, canonical: String) throws {
        let value = try ExpressionParser.parseValue(text, as: .paint)
        #expect(value.description == canonical)
        #expect(try ExpressionParser.parseValue(canonical, as: .paint) == value)
    }

    @Test func aNegativeRadiusIsRefused() {
        #expect(throws: ExpressionError.self) {
            _ = try ExpressionParser.parseValue(
                "RadialGradient(colors: [.red], center: .center, startRadius: -1, endRadius: 2)", as: .paint)
        }
    }
}
