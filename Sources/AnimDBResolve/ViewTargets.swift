import AnimDBEngine
import AnimDBGeometry
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where `PARAM` or `ITEM.PARAM` points in a view: the item's key and the parameter's spec. The one rule for
/// addressing tracks and changes: a plain parameter name is accepted when exactly one item has it.
public struct ViewTargets {
    /// Each item's key and catalog type, in view order.
    public let items: [(key: String, type: PresetType)]

    public init(items: [(key: String, type: PresetType)]) {
        self.items = items
    }

    /// The targets of `view`, whose preset items' types `presetType` answers by preset name.
    public init(view: [Timeline.Item], presetType: (String) throws -> String) throws {
        var items: [(key: String, type: PresetType)] = []
        for item in view {
            let typeName: String
            switch item.source {
            case .preset(let name, _, _): typeName = try presetType(name)
            case .inline(let type, _, _): typeName = type
            }
            items.append((item.key, try PresetTypeCatalog.requireType(named: typeName)))
        }
        self.init(items: items)
    }

    /// The canonical `key.param` of `target` and its parameter.
    /// - Throws: `ViewSyntax.Failure` saying which item or parameter is missing, or which items a plain name could
    ///   mean.
    public func resolve(_ target: String) throws(ViewSyntax.Failure) -> (target: String, spec: ParameterSpec) {
        if let dot = target.firstIndex(of: ".") {
            let key = String(target[..<dot])
            let parameter = String(target[target.index(after: dot)...])
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
            return ("\(key).\(parameter)", spec)
        }
        let owners = items.filter { $0.type.parameter(named: target) != nil }
        guard let owner = owners.first else {
            let all = items.flatMap { item in item.type.parameters.map(\.name) }
            let hint = Suggestions.closest(to: target, in: all).map { ". Did you mean '\($0)'?" } ?? ""
            throw ViewSyntax.Failure(description: "no item of the view has a parameter '\(target)'\(hint)")
        }
        guard owners.count == 1 else {
            let choices = owners.map { "'\($0.key).\(target)'" }.joined(separator: ", ")
            throw ViewSyntax.Failure(
                description: "'\(target)' is a parameter of several items; write one of \(choices)")
        }
        return ("\(owner.key).\(target)", owner.type.parameter(named: target)!)
    }
}
