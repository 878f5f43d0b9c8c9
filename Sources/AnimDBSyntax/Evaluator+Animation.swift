import AnimDBEngine

/// `Animation` expressions: every SwiftUI static member and function with its labels and defaults, followed by
/// modifiers in any order.
extension Evaluator {
    static let animationNames = [
        "default", "linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "spring", "interactiveSpring",
        "smooth", "snappy", "bouncy", "interpolatingSpring",
    ]

    static let modifierNames = ["delay", "speed", "repeatCount", "repeatForever", "logicallyComplete"]

    /// An animation: `.easeInOut(duration: 0.4).delay(0.1)`, `Animation.spring(.bouncy)`, `.default`, ….
    func animation(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Animation {
        let start = try chainStart(
            syntax, expected: "an animation", typeNames: ["Animation"], members: Evaluator.animationNames, context)
        if start.isInitializer {
            throw ExpressionError(
                at: start.head.location, "'Animation' has no initializer here; use a member such as '.easeInOut'")
        }
        var animation = try baseAnimation(start.head)
        for modifier in start.rest {
            animation = try modify(animation, with: modifier)
        }
        return animation
    }

    private func baseAnimation(_ head: Component) throws(ExpressionError) -> Animation {
        let name = head.name
        switch name {
        case "default":
            try expectProperty(head, of: "Animation")
            return .default
        case "linear", "easeIn", "easeOut", "easeInOut":
            let curve: UnitCurve =
                name == "linear" ? .linear : name == "easeIn" ? .easeIn : name == "easeOut" ? .easeOut : .easeInOut
            guard head.arguments != nil else {
                try expectProperty(head, of: "Animation")
                return Animation(BezierAnimation(duration: Animation.defaultTimingCurveDuration, curve: curve))
            }
            let b = try bind(head, to: [[.required("duration")]], function: name)
            return Animation(BezierAnimation(duration: try duration(b[0]!, Context(label: "duration")), curve: curve))
        case "timingCurve":
            return try timingCurve(head)
        case "spring", "interactiveSpring":
            return try fluidSpring(head)
        case "smooth", "snappy", "bouncy":
            guard head.arguments != nil else {
                try expectProperty(head, of: "Animation")
                return name == "smooth" ? .smooth : name == "snappy" ? .snappy : .bouncy
            }
            let b = try bind(head, to: [[.optional("duration"), .optional("extraBounce")]], function: name)
            let duration = try b[0].map { s throws(ExpressionError) in try springDuration(s, "duration") } ?? 0.5
            let extra = try b[1].map { s throws(ExpressionError) in try bounce(s, "extraBounce") } ?? 0
            let base = name == "smooth" ? 0 : name == "snappy" ? 0.15 : 0.3
            try checkBounce(base + extra, at: b[1]?.location ?? b.closeLocation, base: base)
            return name == "smooth"
                ? .smooth(duration: duration, extraBounce: extra)
                : name == "snappy"
                    ? .snappy(duration: duration, extraBounce: extra) : .bouncy(duration: duration, extraBounce: extra)
        case "interpolatingSpring":
            return try interpolatingSpring(head)
        default:
            if Evaluator.modifierNames.contains(name) {
                throw ExpressionError(
                    at: head.location,
                    "'\(name)' is a modifier; apply it to an animation, as in '.easeInOut.\(name)(…)'")
            }
            throw unknown(head, "animation", valid: Evaluator.animationNames)
        }
    }

    private func timingCurve(_ head: Component) throws(ExpressionError) -> Animation {
        let overloads: [[Parameter]] = [
            [.required(nil), .required(nil), .required(nil), .required(nil), .optional("duration")],
            [.required(nil), .required("duration")],
            [.required(nil), .required(nil), .optional("duration")],
        ]
        let b = try bind(head, to: overloads, function: "timingCurve")
        func curveDuration(_ index: Int) throws(ExpressionError) -> Double {
            try b[index].map { s throws(ExpressionError) in try duration(s, Context(label: "duration")) }
                ?? Animation.defaultTimingCurveDuration
        }
        switch b.overload {
        case 0:
            let c = try (0..<4).map { i throws(ExpressionError) in
                try number(b[i]!, Context(label: nil, name: "control point coordinate"))
            }
            return .timingCurve(c[0], c[1], c[2], c[3], duration: try curveDuration(4))
        case 1:
            return .timingCurve(try unitCurve(b[0]!, .none), duration: try curveDuration(1))
        default:
            let p1 = try unitPoint(b[0]!, .none)
            let p2 = try unitPoint(b[1]!, .none)
            return .timingCurve(p1.x, p1.y, p2.x, p2.y, duration: try curveDuration(2))
        }
    }

    private func fluidSpring(_ head: Component) throws(ExpressionError) -> Animation {
        let isInteractive = head.name == "interactiveSpring"
        guard head.arguments != nil else {
            try expectProperty(head, of: "Animation")
            return isInteractive ? .interactiveSpring : .spring
        }
        // The engine (like SwiftUI) disfavours the response form, so calls that fit both, such as `.spring()` or
        // `.spring(blendDuration: 1)`, take the duration form.
        var overloads: [[Parameter]] = [
            [.optional("duration"), .optional(isInteractive ? "extraBounce" : "bounce"), .optional("blendDuration")],
            [.optional("response"), .optional("dampingFraction"), .optional("blendDuration")],
        ]
        if !isInteractive { overloads.append([.required(nil), .optional("blendDuration")]) }
        let b = try bind(head, to: overloads, function: head.name)
        let blend = try b[b.values.count - 1].map { s throws(ExpressionError) in
            try duration(s, Context(label: "blendDuration"))
        }
        switch b.overload {
        case 1:
            let response = try b[0].map { s throws(ExpressionError) in try springDuration(s, "response") }
            let fraction = try b[1].map { s throws(ExpressionError) in try dampingRatio(s, "dampingFraction") }
            return isInteractive
                ? .interactiveSpring(
                    response: response ?? 0.15, dampingFraction: fraction ?? 0.86, blendDuration: blend ?? 0.25)
                : .spring(response: response ?? 0.5, dampingFraction: fraction ?? 0.825, blendDuration: blend ?? 0)
        case 0:
            let duration = try b[0].map { s throws(ExpressionError) in try springDuration(s, "duration") }
            let bounce = try b[1].map { s throws(ExpressionError) in try number(s, Context(label: b.labels[1])) } ?? 0
            try checkBounce(
                isInteractive ? 0.15 + bounce : bounce, at: b[1]?.location ?? b.closeLocation,
                base: isInteractive ? 0.15 : nil)
            return isInteractive
                ? .interactiveSpring(duration: duration ?? 0.15, extraBounce: bounce, blendDuration: blend ?? 0.25)
                : .spring(duration: duration ?? 0.5, bounce: bounce, blendDuration: blend ?? 0)
        default:
            return .spring(try spring(b[0]!, .none), blendDuration: blend ?? 0)
        }
    }

    private func interpolatingSpring(_ head: Component) throws(ExpressionError) -> Animation {
        guard head.arguments != nil else {
            try expectProperty(head, of: "Animation")
            return .interpolatingSpring
        }
        let overloads: [[Parameter]] = [
            [.optional("mass"), .required("stiffness"), .required("damping"), .optional("initialVelocity")],
            [.optional("duration"), .optional("bounce"), .optional("initialVelocity")],
            [.required(nil), .optional("initialVelocity")],
        ]
        let b = try bind(head, to: overloads, function: "interpolatingSpring")
        let velocity =
            try b[b.values.count - 1].map { s throws(ExpressionError) in
                try number(s, Context(label: "initialVelocity"))
            } ?? 0
        let animation: Animation
        switch b.overload {
        case 0:
            return .interpolatingSpring(
                mass: try b[0].map { s throws(ExpressionError) in try positive(s, "mass") } ?? 1,
                stiffness: try positive(b[1]!, "stiffness"),
                damping: try number(b[2]!, Context(label: "damping"), in: 0...Evaluator.maximumMagnitude),
                initialVelocity: velocity)
        case 1:
            animation = .interpolatingSpring(
                duration: try b[0].map { s throws(ExpressionError) in try springDuration(s, "duration") } ?? 0.5,
                bounce: try b[1].map { s throws(ExpressionError) in try bounce(s, "bounce") } ?? 0,
                initialVelocity: velocity)
        default:
            animation = .interpolatingSpring(try spring(b[0]!, .none), initialVelocity: velocity)
        }
        // Derived coefficients must stay printable: the canonical text spells them out, and it must read back.
        if let spring = animation.base as? SpringAnimation,
            max(spring.mass, spring.stiffness, spring.damping) > Evaluator.maximumMagnitude
        {
            throw ExpressionError(
                at: head.location, "spring is too stiff: its stiffness or damping would exceed 1e9")
        }
        return animation
    }

    private func modify(_ animation: Animation, with modifier: Component) throws(ExpressionError) -> Animation {
        switch modifier.name {
        case "delay":
            let b = try bind(modifier, to: [[.required(nil)]], function: "delay")
            return animation.delay(try duration(b[0]!, Context(label: nil, name: "delay")))
        case "speed":
            let b = try bind(modifier, to: [[.required(nil)]], function: "speed")
            return animation.speed(
                try number(
                    b[0]!, Context(label: nil, name: "speed"), in: 0...Evaluator.maximumMagnitude,
                    excludingLowerBound: true))
        case "repeatCount":
            let b = try bind(modifier, to: [[.required(nil), .optional("autoreverses")]], function: "repeatCount")
            let count = try integer(b[0]!, .none)
            let range = Animation.repeatCountRange
            guard range.contains(count) else {
                throw ExpressionError(
                    at: b[0]!.location,
                    "repeat count must be between \(range.lowerBound) and \(range.upperBound), found \(count)")
            }
            let autoreverses =
                try b[1].map { s throws(ExpressionError) in try bool(s, Context(label: "autoreverses")) } ?? true
            return animation.repeatCount(count, autoreverses: autoreverses)
        case "repeatForever":
            let b = try bind(modifier, to: [[.optional("autoreverses")]], function: "repeatForever")
            let autoreverses =
                try b[0].map { s throws(ExpressionError) in try bool(s, Context(label: "autoreverses")) } ?? true
            return animation.repeatForever(autoreverses: autoreverses)
        case "logicallyComplete":
            let b = try bind(modifier, to: [[.required("after")]], function: "logicallyComplete")
            return animation.logicallyComplete(after: try duration(b[0]!, Context(label: "after")))
        default:
            throw ExpressionError(
                at: modifier.location, "unknown animation modifier '\(modifier.name)'",
                suggestion: Suggestions.closest(to: modifier.name, in: Evaluator.modifierNames))
        }
    }
}
