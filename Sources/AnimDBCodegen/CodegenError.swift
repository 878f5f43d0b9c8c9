/// Why code could not be generated, with a one-line description that quotes user input in single quotes.
public enum CodegenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A preset's values do not fit its type; `reason` is the geometry catalog's one-line description.
    case invalidPreset(name: String, reason: String)
    /// A timeline's tracks do not fit its preset.
    case invalidTimeline(name: String, reason: String)
    /// Two objects would generate files or types with the same name.
    case nameCollision(String, first: String, second: String)

    public var description: String {
        switch self {
        case .invalidPreset(let name, let reason):
            "Cannot generate preset '\(name)': \(reason)"
        case .invalidTimeline(let name, let reason):
            "Cannot generate timeline '\(name)': \(reason)"
        case .nameCollision(let generated, let first, let second):
            "'\(first)' and '\(second)' would both generate '\(generated)'"
        }
    }
}
