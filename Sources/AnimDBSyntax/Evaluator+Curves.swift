import AnimDBEngine
/// `UnitCurve` and `Spring` expressions.
extension Evaluator {
    static let unitCurveNames = [
        "linear", "easeIn", "easeOut", "easeInOut", "circularEaseIn", "circularEaseOut", "circularEaseInOut",
        "bezier",
    ]

    static let springNames = ["smooth", "snappy", "bouncy"]

    /// `UnitCurve.easeIn`, `.circularEaseOut`, `.bezier(startControlPoint:endControlPoint:)`, optionally followed
    /// by `.inverse`.
    func unitCurve(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> UnitCurve {
        let start = try chainStart(
            syntax, expected: "a unit curve", typeNames: ["UnitCurve"], members: Evaluator.unitCurveNames, context)
        let head = start.head
        if start.isInitializer {
            throw ExpressionError(
                at: head.location, "'UnitCurve' has no initializer; use a member such as 'UnitCurve.easeInOut'")
        }
        var curve: UnitCurve
        switch head.name {
        case "linear": curve = .linear
        case "easeIn": curve = .easeIn
        case "easeOut": curve = .easeOut
        case "easeInOut", "easeInEaseOut": curve = .easeInOut
        case "circularEaseIn": curve = .circularEaseIn
        case "circularEaseOut": curve = .circularEaseOut
        case "circularEaseInOut": curve = .circularEaseInOut
        case "bezier":
            let bound = try bind(
                head, to: [[.required("startControlPoint"), .required("endControlPoint")]], function: "bezier")
            curve = .bezier(
                startControlPoint: try unitPoint(bound[0]!, Context(label: "startControlPoint")),
                endControlPoint: try unitPoint(bound[1]!, Context(label: "endControlPoint")))
        default:
            throw unknown(head, "unit curve", valid: Evaluator.unitCurveNames)
        }
        if head.name != "bezier" { try expectProperty(head, of: "UnitCurve") }
        for member in start.rest {
            guard member.name == "inverse" else { throw unknown(member, "unit curve member", valid: ["inverse"]) }
            try expectProperty(member, of: "UnitCurve")
            curve = curve.inverse
        }
        return curve
    }

    /// `Spring(duration:bounce:)`, `Spring(response:dampingRatio:)`, `Spring(mass:stiffness:damping:
    /// allowOverDamping:)`, `Spring(settlingDuration:dampingRatio:epsilon:)`, `.smooth`, `.snappy(duration:
    /// extraBounce:)` and friends.
    func spring(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Spring {
        let start = try chainStart(
            syntax, expected: "a spring", typeNames: ["Spring"], members: Evaluator.springNames, context)
        let head = start.head
        let spring: Spring
        if start.isInitializer {
            spring = try springInitializer(head)
        } else {
            guard Evaluator.springNames.contains(head.name) else {
                throw unknown(head, "spring", valid: Evaluator.springNames)
            }
            spring = try springPreset(head)
        }
        try expectEnd(start.rest, after: "a spring")
        return spring
    }

    private func springInitializer(_ head: Component) throws(ExpressionError) -> Spring {
        let overloads: [[Parameter]] = [
            [.optional("duration"), .optional("bounce")],
            [.required("response"), .required("dampingRatio")],
            [.optional("mass"), .required("stiffness"), .required("damping"), .optional("allowOverDamping")],
            [.required("settlingDuration"), .required("dampingRatio"), .optional("epsilon")],
        ]
        let b = try bind(head, to: overloads, function: "Spring")
        switch b.overload {
        case 0:
            return Spring(
                duration: try b[0].map { s throws(ExpressionError) in try springDuration(s, "duration") } ?? 0.5,
                bounce: try b[1].map { s throws(ExpressionError) in try bounce(s, "bounce") } ?? 0)
        case 1:
            return Spring(
                response: try springDuration(b[0]!, "response"), dampingRatio: try dampingRatio(b[1]!, "dampingRatio"))
        case 2:
            return Spring(
                mass: try b[0].map { s throws(ExpressionError) in try positive(s, "mass") } ?? 1,
                stiffness: try positive(b[1]!, "stiffness"),
                damping: try number(b[2]!, Context(label: "damping"), in: 0...Evaluator.maximumMagnitude),
                allowOverDamping: try b[3].map { s throws(ExpressionError) in
                    try bool(s, Context(label: "allowOverDamping"))
                } ?? false)
        default:
            return Spring(
                settlingDuration: try springDuration(b[0]!, "settlingDuration"),
                dampingRatio: try dampingRatio(b[1]!, "dampingRatio"),
                epsilon: try b[2].map { s throws(ExpressionError) in try positive(s, "epsilon") } ?? 0.001)
        }
    }

    private func springPreset(_ head: Component) throws(ExpressionError) -> Spring {
        guard head.arguments != nil else {
            try expectProperty(head, of: "Spring")
            switch head.name {
            case "smooth": return .smooth
            case "snappy": return .snappy
            default: return .bouncy
            }
        }
        let b = try bind(head, to: [[.optional("duration"), .optional("extraBounce")]], function: head.name)
        let duration = try b[0].map { s throws(ExpressionError) in try springDuration(s, "duration") } ?? 0.5
        let extraBounce = try b[1].map { s throws(ExpressionError) in try bounce(s, "extraBounce") } ?? 0
        let spring: Spring
        let base: Double
        switch head.name {
        case "smooth": (spring, base) = (.smooth(duration: duration, extraBounce: extraBounce), 0)
        case "snappy": (spring, base) = (.snappy(duration: duration, extraBounce: extraBounce), 0.15)
        default: (spring, base) = (.bouncy(duration: duration, extraBounce: extraBounce), 0.3)
        }
        try checkBounce(base + extraBounce, at: b[1]?.location ?? b.closeLocation, base: base)
        return spring
    }

    // MARK: Spring parameters

    /// A spring's duration or response: greater than 0 and at most an hour.
    func springDuration(_ syntax: Syntax, _ label: String) throws(ExpressionError) -> Double {
        try duration(syntax, Context(label: label), positive: true)
    }

    /// A bounce strictly between −1 (infinitely over-damped, which SwiftUI turns into NaN) and 1 (undamped, which
    /// never settles).
    func bounce(_ syntax: Syntax, _ label: String) throws(ExpressionError) -> Double {
        let value = try number(syntax, Context(label: label))
        if label == "bounce" { try checkBounce(value, at: syntax.location) }
        return value
    }

    /// Checks a bounce; `base` is the preset's own bounce when the value is `base + extraBounce`.
    func checkBounce(_ value: Double, at location: SourcePosition, base: Double? = nil) throws(ExpressionError) {
        guard value > -1, value < 1 else {
            let subject = base.map { "\(NumberFormatting.canonical($0)) + extraBounce" } ?? "bounce"
            throw ExpressionError(
                at: location,
                "\(subject) must be greater than -1 and less than 1, found \(NumberFormatting.canonical(value))")
        }
    }

    /// A damping ratio or fraction: greater than 0 (zero would never settle).
    func dampingRatio(_ syntax: Syntax, _ label: String) throws(ExpressionError) -> Double {
        try positive(syntax, label)
    }

    func positive(_ syntax: Syntax, _ label: String) throws(ExpressionError) -> Double {
        try number(syntax, Context(label: label), in: 0...Evaluator.maximumMagnitude, excludingLowerBound: true)
    }
}
