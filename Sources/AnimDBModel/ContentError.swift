import AnimDBEngine

/// What kind of content object a name refers to. Presets and timelines share one namespace; types have their own,
/// as in Swift (a type may share a name with a preset).
public enum ObjectKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case preset
    case timeline

    public var description: String { rawValue }
}

/// Content that the model refuses: a name that breaks the naming rule, malformed content JSON, or expression text a
/// validator rejected. One line, quoting user input in single quotes; the store and the bundle reader report it as
/// it is (`StoreError.content`).
public enum ContentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A name or tag breaks the naming rule; `reason` says how.
    case invalidName(String, reason: String)
    /// The validator rejected expression text; `role` is `value`, `animation` or `keyframes`.
    case invalidExpression(object: String, parameter: String, role: String, text: String, reason: String)
    /// The object is malformed in a way that is not about one expression (a duplicate parameter, say).
    case invalidContent(object: String, reason: String)

    /// One line: control and bidi characters in user input are shown escaped, so a description cannot fake further
    /// output or reorder itself.
    public var description: String {
        TerminalText.escaped(unescapedDescription)
    }

    private var unescapedDescription: String {
        switch self {
        case .invalidName(let name, let reason):
            "Invalid name '\(name)': \(reason)"
        case .invalidExpression(let object, let parameter, let role, let text, let reason):
            "Invalid \(role) '\(text)' for '\(parameter)' in '\(object)': \(reason)"
        case .invalidContent(let object, let reason):
            "Invalid '\(object)': \(reason)"
        }
    }
}
