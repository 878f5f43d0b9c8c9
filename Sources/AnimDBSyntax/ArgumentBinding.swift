import AnimDBEngine
/// One parameter of a function the expression language knows, with SwiftUI's label and whether it has a default.
struct Parameter: Sendable {
    var label: String?
    var isRequired: Bool

    static func required(_ label: String?) -> Parameter { Parameter(label: label, isRequired: true) }
    static func optional(_ label: String?) -> Parameter { Parameter(label: label, isRequired: false) }

    var displayLabel: String { "\(label ?? "_"):" }
}

/// A call's arguments matched to one overload's parameters.
struct BoundArguments {
    /// Which overload matched (an index into the list passed to `bind`).
    var overload: Int
    /// Per parameter, the written argument or nil when it was left to its default.
    var values: [Syntax?]
    var labels: [String?]
    /// Where the call's `)` is, for errors about the call as a whole.
    var closeLocation: SourcePosition

    subscript(index: Int) -> Syntax? { values[index] }
}

extension Evaluator {
    /// Matches `component`'s arguments against SwiftUI's overloads of `function`, as Swift does: labels in order,
    /// defaulted parameters may be left out. Returns the first overload that matches.
    ///
    /// When none matches, the error comes from the overload that got furthest, so it names the first argument
    /// that could not be placed (with a label suggestion) or the first required argument that is missing.
    func bind(
        _ component: Component, to overloads: [[Parameter]], function: String
    ) throws(ExpressionError) -> BoundArguments {
        guard let list = component.arguments else {
            throw ExpressionError(at: component.location, "expected '(' and arguments after '\(function)'")
        }
        if component.trailingClosure != nil {
            throw ExpressionError(at: list.closeLocation, "'\(function)' does not take a trailing closure")
        }
        var best: (progress: Int, error: ExpressionError)?
        for (index, parameters) in overloads.enumerated() {
            switch match(list, parameters, function: function, allLabels: overloads) {
            case .success(let values):
                return BoundArguments(
                    overload: index, values: values, labels: parameters.map(\.label), closeLocation: list.closeLocation)
            case .failure(let progress, let error):
                if best == nil || progress > best!.progress { best = (progress, error) }
            }
        }
        throw best!.error
    }

    private enum MatchResult {
        case success([Syntax?])
        case failure(progress: Int, ExpressionError)
    }

    private func match(
        _ list: ArgumentList, _ parameters: [Parameter], function: String, allLabels overloads: [[Parameter]]
    ) -> MatchResult {
        var values = [Syntax?](repeating: nil, count: parameters.count)
        var p = 0
        for (a, argument) in list.arguments.enumerated() {
            while p < parameters.count, parameters[p].label != argument.label, !parameters[p].isRequired {
                p += 1
            }
            guard p < parameters.count, parameters[p].label == argument.label else {
                let error = misplaced(
                    argument, at: p, in: parameters, bound: values, later: list.arguments[(a + 1)...],
                    function: function, overloads: overloads)
                return .failure(progress: a, error)
            }
            values[p] = argument.value
            p += 1
        }
        if let missing = parameters[p...].first(where: \.isRequired) {
            let message =
                missing.label.map { "missing argument '\($0):' for '\(function)'" }
                ?? "missing argument for '\(function)'"
            return .failure(progress: list.arguments.count, ExpressionError(at: list.closeLocation, message))
        }
        return .success(values)
    }

    /// Explains why `argument` does not fit at parameter `p` of one overload.
    private func misplaced(
        _ argument: Argument, at p: Int, in parameters: [Parameter], bound: [Syntax?],
        later: ArraySlice<Argument>, function: String, overloads: [[Parameter]]
    ) -> ExpressionError {
        let location = argument.labelLocation
        guard let label = argument.label else {
            if p >= parameters.count { return ExpressionError(at: location, "extra argument for '\(function)'") }
            return ExpressionError(
                at: location, "missing argument label '\(parameters[p].displayLabel)' for '\(function)'")
        }
        if let q = parameters.firstIndex(where: { $0.label == label }) {
            if q < p {
                if bound[q] != nil {
                    return ExpressionError(at: location, "argument '\(label):' is given twice in '\(function)'")
                }
                let previous = (0..<p).last { bound[$0] != nil }.map { parameters[$0] }
                let before = previous.map { " before '\($0.displayLabel)'" } ?? " earlier"
                return ExpressionError(at: location, "argument '\(label):' must come\(before)")
            }
            // A required parameter stands between: it is either written later (out of order) or missing.
            let required = parameters[p]
            if later.contains(where: { $0.label == required.label }) {
                return ExpressionError(
                    at: location, "argument '\(required.displayLabel)' must come before '\(label):'")
            }
            return ExpressionError(at: location, "missing argument '\(required.displayLabel)' for '\(function)'")
        }
        if overloads.joined().contains(where: { $0.label == label }) {
            let signature = parameters.map(\.displayLabel).joined()
            return ExpressionError(
                at: location, "argument '\(label):' does not go with '\(function)(\(signature))'")
        }
        return ExpressionError(
            at: location, "unknown argument label '\(label):' for '\(function)'",
            suggestion: suggestedLabel(label, overloads))
    }

    private func suggestedLabel(_ label: String, _ overloads: [[Parameter]]) -> String? {
        var seen = Set<String>()
        let labels = overloads.joined().compactMap(\.label).filter { seen.insert($0).inserted }
        return Suggestions.closest(to: label, in: labels).map { "\($0):" }
    }
}
