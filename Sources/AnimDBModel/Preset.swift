#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A named, reusable shape or modifier configuration: a type name and its parameter values.
///
/// Values are kept as canonical expression text (`"12"`, `".degrees(45)"`, `"Color(red: 1, green: 0, blue: 0)"`),
/// exactly as the engine's expression syntax prints them; the store's `Validator` parses and reprints them.
///
/// ```swift
/// let card = Preset(name: "card", type: "RoundedRectangle",
///                   parameters: [.init(name: "cornerRadius", value: "12")], tags: ["ui"])
/// ```
public struct Preset: Hashable, Sendable {
    /// One parameter: its name and its value's expression text.
    public struct Parameter: Hashable, Sendable {
        /// An identifier, `[A-Za-z_][A-Za-z0-9_]*`.
        public var name: String
        /// The value's expression text.
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Stable identity, kept across renames and edits.
    public var id: UUID
    /// Unique among presets and timelines; see `Store` for the naming rule.
    public var name: String
    /// The shape or modifier type, for example `RoundedRectangle`.
    public var type: String
    /// Parameters in the order the author gave them (the order code generation and `show` use).
    public var parameters: [Parameter]
    /// Parameters excluded from animation, like SwiftUI's `@AnimatableIgnored`; each must be a parameter name.
    public var ignored: Set<String>
    /// Free text.
    public var description: String
    /// Labels for finding presets; each follows the naming rule.
    public var tags: Set<String>

    public init(
        id: UUID = UUID(), name: String, type: String, parameters: [Parameter] = [], ignored: Set<String> = [],
        description: String = "", tags: Set<String> = []
    ) {
        self.id = id
        self.name = name
        self.type = type
        self.parameters = parameters
        self.ignored = ignored
        self.description = description
        self.tags = tags
    }

    /// The value text of the parameter `name`, or nil.
    public subscript(parameter name: String) -> String? {
        get { parameters.first { $0.name == name }?.value }
        set {
            if let index = parameters.firstIndex(where: { $0.name == name }) {
                if let newValue {
                    parameters[index].value = newValue
                } else {
                    parameters.remove(at: index)
                }
            } else if let newValue {
                parameters.append(Parameter(name: name, value: newValue))
            }
        }
    }
}
