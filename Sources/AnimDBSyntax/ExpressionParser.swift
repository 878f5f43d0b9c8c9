import AnimDBEngine

/// Reads the animation expression syntax: the Swift that SwiftUI developers already write for animations,
/// springs, timing curves, keyframes and simple values.
///
/// ```swift
/// let expression = try ExpressionParser.parse(".easeInOut(duration: 0.4).delay(0.1)")
/// let angle = try ExpressionParser.parseValue("90deg", as: .angle)   // .angle(.degrees(90))
/// ```
///
/// Every function is pure and never traps: bad input throws an `ExpressionError` naming the column, what was
/// expected and, where a valid name is close, a suggestion. Input is limited to 64 KiB and 64 levels of nesting.
///
/// Names and labels are SwiftUI's, with its defaults. A leading dot takes its type from where it stands: an
/// argument labelled `spring:` reads a `Spring`, `timingCurve:` a `UnitCurve`, a value of a known type that type,
/// and a leading dot at the top of `parse(_:)` an `Animation`; `UnitCurve.`, `Spring` and `Animation.` prefixes
/// pin the type anywhere. Where SwiftUI has overlapping overloads (`.spring()`, `.interactiveSpring()`), the
/// `duration:` forms win, as they do in Swift against the engine's declarations.
///
/// Wherever a number is read it may be arithmetic, `(.pi * 3 - 1) / 2`, computed exactly as Swift computes the same
/// source (see `Evaluator+Arithmetic.swift`). State changes are read by `parseTransaction(_:)`.
///
/// Values are checked so every result is finite and printable:
/// - every number, and every intermediate result of arithmetic, is finite with magnitude at most 1e9 (so `nan`,
///   `.infinity`, `1e400` and `1 / 0` are refused);
/// - timing-curve durations, delays, `blendDuration:` and `logicallyComplete(after:)` are 0…3600 s;
/// - spring durations and responses, and keyframe durations, are greater than 0 and at most 3600 s;
/// - a spring's bounce (including a preset's base plus `extraBounce:`) is strictly between −1 and 1;
/// - damping ratios and fractions, masses, stiffnesses, `speed` and `epsilon:` are greater than 0; damping is ≥ 0;
/// - `repeatCount` is an integer from 1 to 10000, and derived interpolating-spring coefficients stay ≤ 1e9.
public enum ExpressionParser {
    /// Reads a preset parameter value of a known type.
    ///
    /// Integers are accepted where a `Double` is expected, but decimals are refused for `int`. Angles are
    /// `.degrees(90)`, `Angle.radians(1.2)`, `90deg` or `1.2rad`; colours also accept `#RRGGBB` and `#RRGGBBAA`.
    ///
    /// - Parameters:
    ///   - text: The value, for example `CGPoint(x: 0, y: 5)`.
    ///   - type: The parameter's type, which gives leading-dot members their meaning (`.center`, `.red`).
    /// - Returns: A value of exactly `type`.
    /// - Throws: `ExpressionError` when the text is not a valid value of that type.
    public static func parseValue(_ text: String, as type: ParameterType) throws(ExpressionError) -> ParameterValue {
        var parser = try Parser(text)
        let syntax = try parser.parseSingle()
        return try Evaluator().value(syntax, as: type, .none)
    }

    /// Reads a unit curve such as `UnitCurve.easeIn`, `.circularEaseOut` or `.bezier(startControlPoint:
    /// endControlPoint:)`.
    ///
    /// - Throws: `ExpressionError` when the text is not a unit curve.
    public static func parseUnitCurve(_ text: String) throws(ExpressionError) -> UnitCurve {
        var parser = try Parser(text)
        return try Evaluator().unitCurve(try parser.parseSingle(), .none)
    }

    /// Reads a spring such as `Spring(duration: 0.5, bounce: 0.3)`, `.snappy` or
    /// `Spring(mass: 1, stiffness: 100, damping: 10)`.
    ///
    /// - Throws: `ExpressionError` when the text is not a spring.
    public static func parseSpring(_ text: String) throws(ExpressionError) -> Spring {
        var parser = try Parser(text)
        return try Evaluator().spring(try parser.parseSingle(), .none)
    }

    /// Reads any expression, deciding what it is from how it starts: `UnitCurve.` → unit curve, `Spring` →
    /// spring, `Animation.` or a leading dot → animation, a keyframe or `KeyframeTrack` → keyframes over numbers,
    /// anything else → a plain value (`10`, `90deg`, `CGPoint(x: 0, y: 5)`, `"text"`, …).
    ///
    /// ```swift
    /// try ExpressionParser.parse(".spring(duration: 0.5, bounce: 0.3)")   // .animation(…)
    /// try ExpressionParser.parse("Spring(mass: 1, stiffness: 100, damping: 10)")   // .spring(…)
    /// ```
    ///
    /// - Throws: `ExpressionError` when the text is not a valid expression.
    public static func parse(_ text: String) throws(ExpressionError) -> AnimationExpression {
        var parser = try Parser(text)
        let leading = parser.leadingIdentifier
        if Evaluator.startsKeyframes(leading) {
            let keyframes = try Evaluator().keyframes(try parser.parseList(), as: .double)
            return .keyframes(keyframes.doubleKeyframes ?? [])
        }
        let syntax = try parser.parseSingle()
        let evaluator = Evaluator()
        switch leading {
        case "UnitCurve": return .unitCurve(try evaluator.unitCurve(syntax, .none))
        case "Spring": return .spring(try evaluator.spring(syntax, .none))
        case "Animation": return .animation(try evaluator.animation(syntax, .none))
        default: break
        }
        if case .chain(let chain) = syntax, chain.root == nil, chain.members[0].name != "pi" {
            return .animation(try evaluator.animation(syntax, .none))
        }
        return .value(try evaluator.value(syntax, as: try valueType(of: syntax), .none))
    }

    /// Reads a keyframe list of values of `type`: keyframes separated by commas, semicolons or line breaks,
    /// optionally wrapped in `KeyframeTrack { … }` or `KeyframeTrack(\.name) { … }`.
    ///
    /// ```swift
    /// let track = try ExpressionParser.parseKeyframes(
    ///     "LinearKeyframe(10, duration: 0.2); SpringKeyframe(0, spring: .bouncy)", as: .double)
    /// ```
    ///
    /// Durations must be greater than 0 (SwiftUI accepts 0 but then reads NaN; use `MoveKeyframe` to jump).
    ///
    /// - Throws: `ExpressionError` for invalid keyframes, or when `type` cannot animate.
    public static func parseKeyframes(_ text: String, as type: ParameterType) throws(ExpressionError) -> ParsedKeyframes
    {
        var parser = try Parser(text)
        return try Evaluator().keyframes(try parser.parseList(), as: type)
    }

    /// Reads a timed state change, `VALUE with ANIMATION [at TIME]`, such as `4 with .default` or
    /// `0 with .spring at 0.3`.
    ///
    /// - Parameters:
    ///   - text: The change.
    ///   - type: The type of the value.
    /// - Returns: The value, the animation and the time (0 when no `at` is given).
    /// - Throws: `ExpressionError` when any part is invalid or the time is negative.
    public static func parseChange(_ text: String, as type: ParameterType) throws(ExpressionError) -> TimedChange {
        var parser = try Parser(text)
        let (valueSyntax, animationSyntax, timeSyntax) = try parser.parseChange()
        let evaluator = Evaluator()
        let value = try evaluator.value(valueSyntax, as: type, .none)
        let animation = try evaluator.animation(animationSyntax, .none)
        let time = try timeSyntax.map { s throws(ExpressionError) in
            try evaluator.number(
                s, Evaluator.Context(label: nil, name: "the time after 'at'"), in: 0...AnimationLimits.maxTime)
        }
        return TimedChange(value: value, animation: animation, at: time ?? 0)
    }

    /// Reads a transaction: one state change of one or more parameters at one time, with one animation or none,
    /// in any of the spellings a SwiftUI developer writes:
    ///
    /// ```text
    /// shakes = 4 with .default                  shakes: 4 with .default at 0.3
    /// shakes += 2 with .linear(duration: 0.6) at 1
    /// numberOfShakes = 0.0 at 1.5               (no `with`: no animation; `with nil` says the same)
    /// size = 150, cornerRadius = 10 with .spring(response: 1, dampingFraction: 0.5, blendDuration: 1)
    /// withAnimation(.easeInOut(duration: 0.8)) { amplitude = 50; frequency = 5 } at 1
    /// withAnimation { numberOfShakes = 4 }      (SwiftUI's default animation)
    /// flower.rotationOffset = .pi * 2
    /// ```
    ///
    /// Assignments are separated by `,`, `;` or line breaks; `:` is accepted for `=`. A target is `PARAM` or
    /// `ITEM.PARAM`. Values stay untyped until `ParsedTransaction.typed` is given the targets' types.
    ///
    /// - Throws: `ExpressionError` for bad syntax, an unknown animation, a time that is negative or not finite, or a
    ///   target assigned twice.
    public static func parseTransaction(_ text: String) throws(ExpressionError) -> ParsedTransaction {
        var parser = try Parser(text)
        return try transaction(try parser.parseTransaction())
    }

    /// A transaction's syntax read: its animation and time evaluated, its assignments checked, its completion's
    /// transaction read the same way.
    private static func transaction(_ syntax: TransactionSyntax) throws(ExpressionError) -> ParsedTransaction {
        let evaluator = Evaluator()
        let animation: Animation?
        switch syntax.animation {
        case .noAnimation: animation = nil
        case .defaultAnimation: animation = .default
        case .animation(let expression): animation = try evaluator.animation(expression, .none)
        }
        let time = try syntax.time.map { s throws(ExpressionError) in
            try evaluator.number(
                s, Evaluator.Context(label: nil, name: "the time after 'at'"), in: 0...Evaluator.maximumMagnitude)
        }
        var assignments: [ParsedAssignment] = []
        for statement in syntax.statements {
            try checkTarget(statement.target, at: statement.targetLocation)
            let assignment = ParsedAssignment(
                target: statement.target, operation: statement.operation,
                value: UntypedValue(text: statement.valueText, syntax: statement.value),
                line: statement.targetLocation.line, column: statement.targetLocation.column)
            if let first = assignments.first(where: { $0.target == assignment.target }) {
                throw assignment.error(ParsedTransaction.repeated(assignment.target, first: first))
            }
            assignments.append(assignment)
        }
        var parsed = ParsedTransaction(time: time ?? 0, animation: animation, assignments: assignments)
        if let completion = syntax.completion.first {
            parsed.completion = ParsedTransaction.Completion(criteria: syntax.criteria, try transaction(completion))
        }
        return parsed
    }

    /// The target must end in a parameter name (an identifier). Whether its item exists (and so whether its name
    /// is valid) is the resolver's question.
    private static func checkTarget(_ target: String, at location: SourcePosition) throws(ExpressionError) {
        let parameter = target.split(separator: ".", omittingEmptySubsequences: false).last!
        guard let first = parameter.first, first.isLetter || first == "_",
            parameter.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else {
            let example = target.contains(".") ? "'ITEM.scale'" : "'scale' or 'ITEM.scale'"
            throw ExpressionError(
                at: location, "'\(target)' does not end in a parameter name (an identifier), as in \(example)")
        }
    }

    /// The value type a context-free expression denotes, from its first token.
    private static func valueType(of syntax: Syntax) throws(ExpressionError) -> ParameterType {
        switch syntax {
        case .number(let literal, _): return literal.suffix == nil ? .double : .angle
        case .negative(let inner, _): return try valueType(of: inner)
        case .binary: return .double
        case .string: return .string
        case .hexColor: return .color
        case .chain(let chain):
            // Out of context only `.pi` has a leading dot among values (`-.pi`, `.pi * 2`); the evaluator says
            // what else was expected.
            guard let root = chain.root else { return .double }
            let types: [String: ParameterType] = [
                "Double": .double, "CGFloat": .double, "Float": .double, "Angle": .angle, "CGPoint": .point,
                "CGSize": .size, "CGRect": .rect, "UnitPoint": .unitPoint, "Color": .color, "true": .bool,
                "false": .bool, "LinearGradient": .paint, "AngularGradient": .paint, "AnyShapeStyle": .paint,
                "StrokeStyle": .strokeStyle, "Path": .shapePath, "Font": .font, "TextAlignment": .textAlignment,
                "TextFieldStyle": .textFieldStyle, "RoundedBorderTextFieldStyle": .textFieldStyle,
                "RoundedCornerStyle": .cornerStyle,
                "PlainTextFieldStyle": .textFieldStyle, "DefaultTextFieldStyle": .textFieldStyle,
                "HorizontalAlignment": .horizontalAlignment, "VerticalAlignment": .verticalAlignment,
                "Alignment": .alignment, "Edge": .edgeSet, "ButtonStyle": .buttonStyle, "AnyTransition": .transition,
                "nil": .optionalNumber,
            ]
            // `Color.orange.gradient` is a paint (SwiftUI's AnyGradient), not a colour.
            if root.name == "Color", chain.members.last?.name == "gradient" { return .paint }
            if let type = types[root.name] { return type }
            let known =
                ["Animation", "Spring", "UnitCurve", "KeyframeTrack"] + Evaluator.keyframeNames + types.keys.sorted()
            var suggestion = Suggestions.closest(to: root.name, in: known + Evaluator.animationNames)
            if let s = suggestion, Evaluator.animationNames.contains(s) { suggestion = "." + s }
            if Evaluator.animationNames.contains(root.name) { suggestion = "." + root.name }
            throw ExpressionError(at: root.location, "unknown name '\(root.name)'", suggestion: suggestion)
        case .keyPath, .array, .missing:
            throw ExpressionError(at: syntax.location, "expected an animation, spring, unit curve, keyframes or value")
        }
    }
}
