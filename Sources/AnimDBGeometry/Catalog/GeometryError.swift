import AnimDBEngine

/// Why a preset type or parameter was refused; each description is one line quoting the user's input.
public enum GeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No built-in type has this name.
    case unknownType(String, suggestion: String?)
    /// The type has no parameter with this name.
    case unknownParameter(String, type: String, suggestion: String?)
    /// The value's type does not fit the parameter.
    case typeMismatch(parameter: String, expected: ParameterType, got: ParameterType)
    /// The value breaks the parameter's constraint; `requirement` reads "must be at least 3" and the like.
    case invalidValue(parameter: String, requirement: String, got: String)
    /// The items do not form a view SwiftUI can express; the reason names the item.
    case invalidChain(String)

    public var description: String {
        switch self {
        case .unknownType(let name, let suggestion):
            "Unknown preset type '\(name)'" + Self.didYouMean(suggestion)
        case .unknownParameter(let name, let type, let suggestion):
            "Unknown parameter '\(name)' for '\(type)'" + Self.didYouMean(suggestion)
        case .typeMismatch(let parameter, let expected, let got):
            "'\(parameter)' must be \(expected.article) \(expected), got \(got.article) \(got)"
        case .invalidValue(let parameter, let requirement, let got):
            "'\(parameter)' \(requirement), got \(got)"
        case .invalidChain(let reason):
            "Invalid view: \(reason)"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { ". Did you mean '\($0)'?" } ?? ""
    }
}
