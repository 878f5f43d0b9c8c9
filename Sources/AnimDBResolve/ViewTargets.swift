import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSyntax

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a target a user writes (`PARAM`, `ITEM.PARAM` or a state's name) points in a view: the one rule for
/// addressing tracks and changes. `ITEM.PARAM` names any item of the tree by its key (the parameter follows the last
/// dot, as `ParameterTarget` reads it); a name without a dot is the view's state of that name if it has one, else the
/// parameter of that name of the one item that has it.
public struct ViewTargets {
    /// Each item's key and catalog type, in source order.
    public let items: [(key: String, type: PresetType)]
    /// Each `@State` value's name and type, in declaration order.
    public let states: [(name: String, type: ParameterType)]

    public init(items: [(key: String, type: PresetType)], states: [(name: String, type: ParameterType)] = []) {
        self.items = items
        self.states = states
    }

    /// The targets of `timeline`'s view, whose preset items' types `presetType` answers by preset name. States whose
    /// type the store has not inferred yet take their literal's type.
    public init(timeline: Timeline, types: TypeLibrary = .builtIn, presetType: (String) throws -> String) throws {
        var items: [(key: String, type: PresetType)] = []
        for item in timeline.items {
            let typeName: String
            switch item.source {
            case .preset(let name, _, _): typeName = try presetType(name)
            case .inline(let type, _, _): typeName = type
            }
            items.append((item.key, try types.requireType(named: typeName)))
        }
        let states = try timeline.state.map { variable in
            let type = variable.type.flatMap(ParameterType.init(rawValue:))
            return (variable.name, try StoredText.stateValue(variable.value, type: type).type)
        }
        self.init(items: items, states: states)
    }

    /// A target as resolved: what it is, the type of value it takes, and for a parameter its spec.
    public struct Resolved: Sendable {
        public let target: ParameterTarget
        public let type: ParameterType
        /// Nil for a state.
        public let spec: ParameterSpec?
    }

    /// The target `text` names.
    /// - Throws: `ViewSyntax.Failure` saying which item, parameter or state is missing, or which items a plain name
    ///   could mean.
    public func resolve(_ text: String) throws(ViewSyntax.Failure) -> Resolved {
        switch ParameterTarget(text) {
        case .parameter(let key, let parameter)?:
            guard let item = items.first(where: { $0.key == key }) else {
                let hint = Suggestions.closest(to: key, in: items.map(\.key)).map { ". Did you mean '\($0)'?" } ?? ""
                throw ViewSyntax.Failure(description: "the view has no item '\(key)'\(hint)")
            }
            guard let spec = item.type.parameter(named: parameter) else {
                let hint =
                    Suggestions.closest(to: parameter, in: item.type.parameters.map(\.name)).map {
                        ". Did you mean '\($0)'?"
                    } ?? ""
                throw ViewSyntax.Failure(
                    description: "'\(key)' (\(item.type.name)) has no parameter '\(parameter)'\(hint)")
            }
            return Resolved(target: .parameter(key, parameter), type: spec.type, spec: spec)
        case .state(let name)?:
            if let state = states.first(where: { $0.name == name }) {
                return Resolved(target: .state(name), type: state.type, spec: nil)
            }
            let owners = items.filter { $0.type.parameter(named: name) != nil }
            guard let owner = owners.first else {
                let all = states.map(\.name) + items.flatMap { item in item.type.parameters.map(\.name) }
                let hint = Suggestions.closest(to: name, in: all).map { ". Did you mean '\($0)'?" } ?? ""
                throw ViewSyntax.Failure(description: "no item of the view has a parameter '\(name)'\(hint)")
            }
            guard owners.count == 1 else {
                let choices = owners.map { "'\($0.key).\(name)'" }.joined(separator: ", ")
                throw ViewSyntax.Failure(
                    description: "'\(name)' is a parameter of several items; write one of \(choices)")
            }
            let spec = owner.type.parameter(named: name)!
            return Resolved(target: .parameter(owner.key, name), type: spec.type, spec: spec)
        case nil:
            throw ViewSyntax.Failure(description: "'\(text)' is not a target (write PARAM, ITEM.PARAM or a state)")
        }
    }
}

extension Timeline.Change {
    /// The stored form of a typed transaction: its values and animation as canonical text, its completion's
    /// transaction likewise (the one conversion `--change`, pasted actions and the demo library use).
    public init(_ transaction: Transaction) {
        self.init(
            at: transaction.time, animation: transaction.animation?.description,
            transaction.assignments.map { assignment in
                let operation: Timeline.Operation =
                    switch assignment.operation {
                    case .set: .set
                    case .add: .add
                    case .subtract: .subtract
                    }
                return Timeline.Assignment(assignment.target, operation, assignment.value.description)
            },
            completion: transaction.completion.map { completion in
                var change = Timeline.Change(completion.transaction)
                change.time = 0
                return Timeline.Completion(criteria: completion.criteria.rawValue, change)
            })
    }
}
