import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks and canonicalises the expression text stored in presets and timelines.
///
/// The store knows nothing of the expression syntax; the CLI supplies a validator backed by the engine's parser,
/// whose methods return the canonical text (so `12.0` and `12` are stored, and hashed, the same). Throw to reject
/// the text; the error's description becomes the reason in `ContentError.invalidExpression`.
public protocol Validator: Sendable {
    /// The canonical text of a parameter value for a preset of type `presetType`.
    func canonicalValue(_ text: String, parameter: String, presetType: String) throws -> String
    /// The canonical text of an animation (`.easeInOut(duration: 0.3)`).
    func canonicalAnimation(_ text: String) throws -> String
    /// The canonical text of a keyframe list for `parameter`.
    func canonicalKeyframes(_ text: String, parameter: String, presetType: String) throws -> String
    /// Every parameter a preset of `presetType` has, or nil when the validator does not know the type.
    func parameterNames(presetType: String) -> [String]?
    /// Where an item of `presetType` may stand in a view: first (the content) or after it (a modifier); nil when the
    /// validator does not know the type.
    func role(presetType: String) -> ItemRole?
    /// The canonical text of the amount in `param += amount` or `param -= amount`; throws when the parameter's type
    /// cannot be added to (a string, a colour).
    func canonicalIncrement(_ text: String, parameter: String, presetType: String) throws -> String
    /// A preset an older animdb wrote (content format 1), in today's catalog: its type renamed and its values
    /// rewritten where their meaning changed. Never throws: what it cannot read stays as it was, for validation to
    /// report.
    func upgradeFormatOne(_ preset: Preset) -> Preset
    /// The text of a value (or, with `keyframes`, a keyframe list) that a format-1 timeline wrote for `parameter` of
    /// a preset of `presetType`, in today's catalog.
    func upgradeFormatOne(_ text: String, keyframes: Bool, parameter: String, presetType: String) -> String
    /// Refuses a preset type the validator does not know, saying so (with a suggestion) before any parameter is
    /// looked at; validators that know no types accept every type.
    func checkType(_ presetType: String) throws
    /// The names older animdbs stored `type` under, for finding old rows by today's name.
    func formerTypeNames(of type: String) -> [String]
    /// Refuses a preset of `presetType` when presets cannot be of that type (a stack is a view of the tree, never a
    /// preset); the default accepts every type.
    func checkPresetType(_ presetType: String) throws
    /// The canonical text of a parameter value that may read the view's `@State` values (`states`: each name and
    /// its type, as `canonicalState` gave it): a literal, a state's name, or a string interpolating states.
    func canonicalValue(
        _ text: String, parameter: String, presetType: String, states: [String: String]
    ) throws -> String
    /// The canonical text of a `@State` value's initial value of `type` (a parameter type's name), or of the type
    /// Swift would infer for the literal when `type` is nil (`false` a bool, `3` an int, `0.5` a double), and the type.
    func canonicalState(_ text: String, type: String?) throws -> (text: String, type: String)
    /// The canonical text of a value assigned to a state of `type` (`show = true`), or of the amount of `+=`/`-=`
    /// (`increment`).
    func canonicalStateValue(_ text: String, type: String, increment: Bool) throws -> String
    /// Checks that a user's type can be stored and drawn; throws with one line (file, line, construct) when not.
    func checkTypeDefinition(_ definition: TypeDefinition) throws
    /// This validator, knowing the store's own types as well as its built-in ones.
    func including(types definitions: [TypeDefinition]) -> any Validator
    /// The states a modifier declares for the modifiers of its content closure (the next `count`) to read, or nil:
    /// a `.phaseAnimator`'s phase, a `.keyframeAnimator`'s value (or its members). Throws when the modifier's own
    /// texts do not read.
    func impliedStates(of item: Timeline.Item) throws -> ImpliedStates?
}

extension Validator {
    public func checkType(_ presetType: String) throws {}

    /// Validators that know no Swift accept every type definition.
    public func checkTypeDefinition(_ definition: TypeDefinition) throws {}

    public func including(types definitions: [TypeDefinition]) -> any Validator { self }

    /// Validators that know no syntax know of no implied states.
    public func impliedStates(of item: Timeline.Item) throws -> ImpliedStates? { nil }

    public func checkPresetType(_ presetType: String) throws {}

    public func canonicalValue(
        _ text: String, parameter: String, presetType: String, states: [String: String]
    ) throws -> String {
        try canonicalValue(text, parameter: parameter, presetType: presetType)
    }

    /// Validators that know no states refuse them.
    public func canonicalState(_ text: String, type: String?) throws -> (text: String, type: String) {
        throw StatesUnsupported()
    }

    public func canonicalStateValue(_ text: String, type: String, increment: Bool) throws -> String {
        throw StatesUnsupported()
    }

    /// The name today's catalog gives a type an older animdb stored as `name` (`morphing-rect` → `morphing-shape`).
    public func currentTypeName(_ name: String) -> String { upgradeFormatOne(Preset(name: "x", type: name)).type }

    /// The names older animdbs stored `type` under, for finding old rows by today's name.
    public func formerTypeNames(of type: String) -> [String] { [] }
}

/// What a validator that knows no `@State` values says of one.
public struct StatesUnsupported: Error, CustomStringConvertible {
    public var description: String { "this validator does not read states" }
}

/// Where an item may stand in a timeline's view tree.
public enum ItemRole: String, Hashable, Sendable {
    /// A node's view without children: a shape, a text, a text field, a control, a colour.
    case content
    /// A node's view that lays out children: a stack, a group.
    case container
    /// One of a node's modifiers, applied in order: a fill, a frame, a shake.
    case modifier
    /// A modifier that attaches views of its own: an overlay, a background view, a mask, a clip shape.
    case attaching

    /// Whether an item of this role is a node's view (content or a container) rather than a modifier.
    public var isView: Bool { self == .content || self == .container }
}

/// Accepts any single-line, non-empty text, trimmed of surrounding whitespace.
///
/// Keeps store tests independent of the expression syntax and the preset types.
public struct PassthroughValidator: Validator {
    /// The reason `PassthroughValidator` rejects text.
    public struct Rejection: Error, CustomStringConvertible {
        public var description: String
    }

    public init() {}

    public func canonicalValue(_ text: String, parameter: String, presetType: String) throws -> String {
        try Self.check(text)
    }

    public func canonicalAnimation(_ text: String) throws -> String {
        try Self.check(text)
    }

    public func canonicalKeyframes(_ text: String, parameter: String, presetType: String) throws -> String {
        try Self.check(text)
    }

    public func parameterNames(presetType: String) -> [String]? { nil }

    public func role(presetType: String) -> ItemRole? { nil }

    public func upgradeFormatOne(_ preset: Preset) -> Preset { preset }

    public func upgradeFormatOne(_ text: String, keyframes: Bool, parameter: String, presetType: String) -> String {
        text
    }

    public func canonicalIncrement(_ text: String, parameter: String, presetType: String) throws -> String {
        try Self.check(text)
    }

    public func canonicalState(_ text: String, type: String?) throws -> (text: String, type: String) {
        let text = try Self.check(text)
        return (text, type ?? (text == "true" || text == "false" ? "bool" : "string"))
    }

    public func canonicalStateValue(_ text: String, type: String, increment: Bool) throws -> String {
        try Self.check(text)
    }

    private static func check(_ text: String) throws -> String {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw Rejection(description: "expression is empty") }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw Rejection(description: "expression contains a control character")
        }
        return trimmed
    }
}

/// The states an animator modifier declares for its content closure's modifiers (see `Validator.impliedStates`).
public struct ImpliedStates: Sendable {
    /// Each state's name, as the closure's modifiers write it (`phase`, `value.scale`), and its type.
    public var states: [(name: String, type: String)]
    /// How many of the modifiers after it are the closure's.
    public var count: Int
    /// The state whose changes move them, or nil when they move by themselves.
    public var trigger: String?

    public init(states: [(name: String, type: String)], count: Int, trigger: String?) {
        self.states = states
        self.count = count
        self.trigger = trigger
    }
}
