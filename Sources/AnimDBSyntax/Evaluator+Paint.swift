import AnimDBEngine

/// Paints, as the articles write `ShapeStyle`s: `.cyan`, `Color.blue.opacity(0.2)`, `.orange.gradient`,
/// `LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)`,
/// `.linearGradient(colors: […], startPoint: .topLeading, endPoint: .bottomTrailing)`,
/// `AngularGradient(colors: […], center: .center)`, `Gradient(stops: [.init(color: .red, location: 0)])` inside them,
/// and `AnyShapeStyle(…)` around any of them.
extension Evaluator {
    static let paintTypeNames = ["Color", "LinearGradient", "AngularGradient", "RadialGradient", "AnyShapeStyle"]
    static let paintMembers = ["linearGradient", "angularGradient", "conicGradient", "radialGradient"]

    func paint(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> Paint {
        guard case .chain(var chain) = syntax else {
            if case .hexColor = syntax { return .color(try color(syntax, context)) }
            throw mismatch(syntax, expected: "a colour or gradient", context)
        }
        // `Color.gradient` is SwiftUI's AnyGradient; the rest of the chain is an ordinary colour.
        if let last = chain.members.last, last.name == "gradient", chain.members.count > 1 || chain.root != nil {
            try expectProperty(last, of: "Color")
            chain.members.removeLast()
            return .colorGradient(try color(.chain(chain), context))
        }
        let names = Color.named.map(\.name) + Evaluator.paintMembers
        if let root = chain.root {
            switch root.name {
            case "Color": return .color(try color(syntax, context))
            case "AnyShapeStyle":
                let bound = try bind(root, to: [[.required(nil)]], function: "AnyShapeStyle")
                try expectEnd(chain.members[...], after: "a paint")
                return try paint(bound[0]!, .none)
            case "LinearGradient", "AngularGradient", "RadialGradient":
                try expectEnd(chain.members[...], after: "a gradient")
                return try gradientPaint(root, isStaticMember: false)
            default:
                // Not a paint type: this throws the error with the closest name suggested.
                _ = try chainStart(
                    syntax, expected: "a colour or gradient", typeNames: Evaluator.paintTypeNames, members: names,
                    context)
                throw mismatch(syntax, expected: "a colour or gradient", context)
            }
        }
        let head = chain.members[0]
        guard Evaluator.paintMembers.contains(head.name) else {
            if Color.named.contains(where: { $0.name == head.name }) { return .color(try color(syntax, context)) }
            throw unknown(head, "colour or gradient", valid: names)
        }
        try expectEnd(chain.members.dropFirst(), after: "a gradient")
        return try gradientPaint(head, isStaticMember: true)
    }

    /// `LinearGradient(…)`/`.linearGradient(…)`, `AngularGradient(…)`/`.angularGradient(…)`/`.conicGradient(…)`
    /// with SwiftUI's overloads. The static members take the gradient unlabelled (`.linearGradient(gradient, …)`).
    private func gradientPaint(_ call: Component, isStaticMember: Bool) throws(ExpressionError) -> Paint {
        let gradientLabel = isStaticMember ? nil : "gradient"
        let sources: [Parameter] = [.required(gradientLabel), .required("colors"), .required("stops")]
        switch call.name {
        case "LinearGradient", "linearGradient":
            let overloads = sources.map { [$0, .required("startPoint"), .required("endPoint")] }
            let bound = try bind(call, to: overloads, function: call.name)
            return .linearGradient(
                LinearGradient(
                    gradient: try gradient(bound[0]!, source: bound.overload),
                    startPoint: try unitPoint(bound[1]!, Context(label: "startPoint")),
                    endPoint: try unitPoint(bound[2]!, Context(label: "endPoint"))))
        case "RadialGradient", "radialGradient":
            // Every overload takes the centre and both radii, in points.
            let overloads = sources.map {
                [$0, .required("center"), .required("startRadius"), .required("endRadius")]
            }
            let bound = try bind(call, to: overloads, function: call.name)
            let range = 0...Evaluator.maximumMagnitude
            return .radialGradient(
                RadialGradient(
                    gradient: try gradient(bound[0]!, source: bound.overload),
                    center: try unitPoint(bound[1]!, Context(label: "center")),
                    startRadius: try number(bound[2]!, Context(label: "startRadius"), in: range),
                    endRadius: try number(bound[3]!, Context(label: "endRadius"), in: range)))
        case "conicGradient":
            let overloads = sources.map { [$0, .required("center"), .optional("angle")] }
            let bound = try bind(call, to: overloads, function: call.name)
            return .angularGradient(
                AngularGradient(
                    gradient: try gradient(bound[0]!, source: bound.overload),
                    center: try unitPoint(bound[1]!, Context(label: "center")),
                    angle: try bound[2].map { s throws(ExpressionError) in try angle(s, Context(label: "angle")) }
                        ?? .zero))
        default:
            // SwiftUI's `angle:` forms draw one full turn from `angle`; the `startAngle:endAngle:` forms default
            // both to zero, which also draws a full turn.
            let angles = sources.map { [$0, .required("center"), .optional("startAngle"), .optional("endAngle")] }
            let turns = sources.map { [$0, .required("center"), .required("angle")] }
            let bound = try bind(call, to: angles + turns, function: call.name)
            let gradient = try gradient(bound[0]!, source: bound.overload % 3)
            let center = try unitPoint(bound[1]!, Context(label: "center"))
            if bound.overload >= 3 {
                return .angularGradient(
                    AngularGradient(
                        gradient: gradient, center: center, angle: try angle(bound[2]!, Context(label: "angle"))))
            }
            func optionalAngle(_ index: Int, _ label: String) throws(ExpressionError) -> Angle {
                try bound[index].map { s throws(ExpressionError) in try angle(s, Context(label: label)) } ?? .zero
            }
            return .angularGradient(
                AngularGradient(
                    gradient: gradient, center: center, startAngle: try optionalAngle(2, "startAngle"),
                    endAngle: try optionalAngle(3, "endAngle")))
        }
    }

    /// The colours of a gradient argument: a `Gradient` (source 0), an array of colours (1) or of stops (2).
    private func gradient(_ syntax: Syntax, source: Int) throws(ExpressionError) -> Gradient {
        switch source {
        case 0: return try gradientValue(syntax)
        case 1: return Gradient(colors: try colors(syntax, Context(label: "colors")))
        default: return Gradient(stops: try stops(syntax, Context(label: "stops")))
        }
    }

    /// `Gradient(colors: […])` or `Gradient(stops: […])`, also written `.init(…)`.
    func gradientValue(_ syntax: Syntax) throws(ExpressionError) -> Gradient {
        let start = try chainStart(
            syntax, expected: "a gradient", typeNames: ["Gradient"], members: ["init"], Context(label: "gradient"))
        guard start.isInitializer || start.head.name == "init" else {
            throw unknown(start.head, "gradient", valid: ["init"])
        }
        let bound = try bind(start.head, to: [[.required("colors")], [.required("stops")]], function: "Gradient")
        try expectEnd(start.rest, after: "a gradient")
        return bound.overload == 0
            ? Gradient(colors: try colors(bound[0]!, Context(label: "colors")))
            : Gradient(stops: try stops(bound[0]!, Context(label: "stops")))
    }

    private func colors(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> [Color] {
        var result: [Color] = []
        for element in try array(syntax, expected: "an array of colours such as [.red, .blue]", context) {
            result.append(try color(element, .none))
        }
        return result
    }

    private func stops(_ syntax: Syntax, _ context: Context) throws(ExpressionError) -> [Gradient.Stop] {
        var result: [Gradient.Stop] = []
        let expected = "an array of stops such as [.init(color: .red, location: 0)]"
        for element in try array(syntax, expected: expected, context) {
            let start = try chainStart(
                element, expected: "a gradient stop", typeNames: ["Gradient"], members: ["init"], .none)
            // `Gradient.Stop(…)` arrives as root `Gradient` with the member `Stop(…)`.
            let call: Component
            let rest: ArraySlice<Component>
            if start.isInitializer {
                throw ExpressionError(at: start.head.location, "expected 'Gradient.Stop(color:location:)'")
            } else if start.head.name == "Stop" || start.head.name == "init" {
                (call, rest) = (start.head, start.rest)
            } else {
                throw unknown(start.head, "gradient stop", valid: ["init", "Stop"])
            }
            let bound = try bind(call, to: [[.required("color"), .required("location")]], function: "Gradient.Stop")
            try expectEnd(rest, after: "a gradient stop")
            result.append(
                Gradient.Stop(
                    color: try color(bound[0]!, Context(label: "color")),
                    location: try number(bound[1]!, Context(label: "location"))))
        }
        return result
    }

    /// The elements of an array literal, at most 256 of them.
    func array(_ syntax: Syntax, expected noun: String, _ context: Context) throws(ExpressionError) -> [Syntax] {
        guard case .array(let elements, let location) = syntax else { throw mismatch(syntax, expected: noun, context) }
        guard elements.count <= 256 else {
            throw ExpressionError(at: location, "an array may have at most 256 elements, found \(elements.count)")
        }
        return elements
    }
}
