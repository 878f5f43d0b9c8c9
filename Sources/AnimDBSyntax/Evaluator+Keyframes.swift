import AnimDBEngine
/// Keyframe lists: `LinearKeyframe(10, duration: 0.2), SpringKeyframe(0, spring: .bouncy)`, optionally wrapped in
/// `KeyframeTrack { … }` or `KeyframeTrack(\.name) { … }`.
extension Evaluator {
    static let keyframeNames = ["LinearKeyframe", "CubicKeyframe", "SpringKeyframe", "MoveKeyframe"]

    /// Whether a list starting with `name` should be read as keyframes.
    static func startsKeyframes(_ name: String?) -> Bool {
        guard let name else { return false }
        return name == "KeyframeTrack" || keyframeNames.contains(name)
    }

    /// Reads a whole list: either keyframes directly, or exactly one `KeyframeTrack`.
    func keyframes(_ items: [Syntax], as type: ParameterType) throws(ExpressionError) -> ParsedKeyframes {
        guard type.isAnimatable else {
            throw ExpressionError(column: 1, message: "keyframes need an animatable type, and '\(type)' is not")
        }
        if let first = items.first, case .chain(let chain) = first, let root = chain.root, root.name == "KeyframeTrack"
        {
            if items.count > 1 {
                throw ExpressionError(
                    at: items[1].location, "expected one 'KeyframeTrack'; several tracks are not supported")
            }
            return try track(chain, as: type)
        }
        guard !items.isEmpty else { throw ExpressionError(column: 1, message: "expected at least one keyframe") }
        var keyframes: [ParsedKeyframe] = []
        for item in items { keyframes.append(try keyframe(item, as: type)) }
        return ParsedKeyframes(type: type, keyframes: keyframes)
    }

    private func track(_ chain: Chain, as type: ParameterType) throws(ExpressionError) -> ParsedKeyframes {
        let root = chain.root!
        if let member = chain.members.first {
            throw ExpressionError(at: member.dotLocation, "unexpected member '.\(member.name)' after 'KeyframeTrack'")
        }
        guard let items = root.trailingClosure else {
            throw ExpressionError(at: root.location, "expected '{' and keyframes after 'KeyframeTrack'")
        }
        var name: String?
        if let list = root.arguments {
            let b = try bind(
                Component(name: root.name, location: root.location, dotLocation: root.location, arguments: list),
                to: [[], [.required(nil)]], function: "KeyframeTrack")
            if let path = b.values.first ?? nil {
                guard case .keyPath(let keyPath, _) = path else {
                    throw mismatch(path, expected: "a key path such as '\\.scale'", .none)
                }
                name = keyPath
            }
        }
        guard !items.isEmpty else {
            throw ExpressionError(at: root.location, "expected at least one keyframe in 'KeyframeTrack'")
        }
        var keyframes: [ParsedKeyframe] = []
        for item in items { keyframes.append(try keyframe(item, as: type)) }
        return ParsedKeyframes(trackName: name, type: type, keyframes: keyframes)
    }

    func keyframe(_ syntax: Syntax, as type: ParameterType) throws(ExpressionError) -> ParsedKeyframe {
        guard case .chain(let chain) = syntax, let head = chain.root, Evaluator.keyframeNames.contains(head.name) else {
            if case .chain(let chain) = syntax, let root = chain.root {
                throw ExpressionError(
                    at: root.location, "unknown keyframe '\(root.name)'",
                    suggestion: Suggestions.closest(to: root.name, in: Evaluator.keyframeNames))
            }
            throw mismatch(syntax, expected: "a keyframe such as 'LinearKeyframe(…)'", .none)
        }
        if let member = chain.members.first {
            throw ExpressionError(at: member.dotLocation, "unexpected member '.\(member.name)' after '\(head.name)'")
        }
        func value(_ s: Syntax, _ label: String?) throws(ExpressionError) -> ParameterValue {
            try self.value(s, as: type, Context(label: label))
        }
        func optionalValue(_ s: Syntax?, _ label: String) throws(ExpressionError) -> ParameterValue? {
            guard let s else { return nil }
            return try value(s, label)
        }
        func keyframeDuration(_ s: Syntax) throws(ExpressionError) -> Double {
            // SwiftUI accepts 0 but then reads NaN at the keyframe's own time; MoveKeyframe is the instant jump.
            try duration(s, Context(label: "duration"), positive: true)
        }
        switch head.name {
        case "LinearKeyframe":
            let b = try bind(
                head, to: [[.required(nil), .required("duration"), .optional("timingCurve")]], function: head.name)
            return .linear(
                try value(b[0]!, nil), duration: try keyframeDuration(b[1]!),
                timingCurve: try b[2].map { s throws(ExpressionError) in try unitCurve(s, Context(label: "timingCurve"))
                } ?? .linear)
        case "CubicKeyframe":
            let b = try bind(
                head,
                to: [[.required(nil), .required("duration"), .optional("startVelocity"), .optional("endVelocity")]],
                function: head.name)
            return .cubic(
                try value(b[0]!, nil), duration: try keyframeDuration(b[1]!),
                startVelocity: try optionalValue(b[2], "startVelocity"),
                endVelocity: try optionalValue(b[3], "endVelocity"))
        case "SpringKeyframe":
            let b = try bind(
                head, to: [[.required(nil), .optional("duration"), .optional("spring"), .optional("startVelocity")]],
                function: head.name)
            return .spring(
                try value(b[0]!, nil), duration: try b[1].map { s throws(ExpressionError) in try keyframeDuration(s) },
                spring: try b[2].map { s throws(ExpressionError) in try spring(s, Context(label: "spring")) }
                    ?? Spring(),
                startVelocity: try optionalValue(b[3], "startVelocity"))
        default:
            let b = try bind(head, to: [[.required(nil)]], function: head.name)
            return .move(try value(b[0]!, nil))
        }
    }
}
