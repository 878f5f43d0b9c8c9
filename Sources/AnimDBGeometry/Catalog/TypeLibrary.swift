import AnimDBEngine

/// The bodies of a type that is not built in: a user's `Shape` or `GeometryEffect`, read from Swift source and
/// run by the interpreter (`AnimDBSwift`), which this room does not know.
///
/// A body that fails at some values (an interpreter bound, a trap) draws nothing rather than stopping playback:
/// `add type` ran it at its defaults and `add preset` at the preset's values, so such failures are frames an
/// animation passes through, and `problem(…)` says why for the commands that report.
public protocol TypeImplementation: Sendable {
    /// Identifies the code (the stored type's content hash): two implementations with one identity draw alike.
    var identity: String { get }
    /// The Swift source the type was read from (the whole file), which code generation writes back as it is.
    var source: String { get }
    /// That source with the type's animatable data as `@Animatable` (iOS 26) or hand-written (before), for
    /// code generation's targets.
    func source(usingAnimatableMacro: Bool) -> String
    /// A shape's outline in `rect` for `values` (every parameter present), or nil when the body failed.
    func path(in rect: CGRect, values: [String: ParameterValue]) -> Path?
    /// A geometry effect's `effectValue(size:)` for `values`, in the view's own coordinates, or nil when it failed.
    func projection(size: CGSize, values: [String: ParameterValue]) -> ProjectionTransform?
    /// What a view modifier's `body(content:)` does to its content for `values`, or nil when it failed.
    func effect(values: [String: ParameterValue]) -> ModifierEffect?
    /// Whether the type is a `GeometryEffect` (drawn through `projection`) rather than a `ViewModifier`.
    var isGeometryEffect: Bool { get }
}

/// A `TypeImplementation` compared by its identity, so `PresetType` stays `Hashable`.
public struct CustomImplementation: Hashable, Sendable {
    public let body: any TypeImplementation

    public init(_ body: any TypeImplementation) { self.body = body }

    public static func == (a: Self, b: Self) -> Bool { a.body.identity == b.body.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(body.identity) }
}

/// The types a store knows: the built-in catalog and the user's own types (`animdb add type`), looked up by name.
///
/// User types live in their own namespace, spelled as in Swift (`Star`); built-in names are kebab-case
/// (`rounded-rectangle`), so a name finds at most one type. A view's call (`Arc(…)`) means the user's type where
/// the user has one of that name, else the built-in with that Swift name. Values are immutable; the CLI builds one from the store for each command.
public struct TypeLibrary: Sendable {
    /// The user's types by name.
    public let userTypes: [String: PresetType]

    /// The built-in catalog alone.
    public static let builtIn = TypeLibrary(userTypes: [])

    public init(userTypes: [PresetType]) {
        var byName: [String: PresetType] = [:]
        for type in userTypes { byName[type.name] = type }
        self.userTypes = byName
    }

    /// This library with `other`'s user types added, each replacing one of the same name.
    public func merging(_ other: TypeLibrary) -> TypeLibrary {
        TypeLibrary(userTypes: Array(userTypes.merging(other.userTypes) { $1 }.values))
    }

    /// Every type: the built-ins in catalog order, then the user's by name.
    public var all: [PresetType] { PresetTypeCatalog.all + userTypes.keys.sorted().map { userTypes[$0]! } }

    /// The type called `name`, if any.
    public func type(named name: String) -> PresetType? {
        PresetTypeCatalog.type(named: name) ?? userTypes[name]
    }

    /// The type called `name`.
    /// - Throws: `GeometryError.unknownType` with a "did you mean" suggestion among every name.
    public func requireType(named name: String) throws(GeometryError) -> PresetType {
        guard let type = type(named: name) else {
            throw .unknownType(name, suggestion: Suggestions.closest(to: name, in: all.map(\.name)))
        }
        return type
    }

    /// The type a view expression spells `swiftName` (`RoundedRectangle`, `Star`), among those of `kinds`.
    public func type(swiftName: String, where accept: (PresetType) -> Bool) -> PresetType? {
        if let user = userTypes[swiftName], accept(user) { return user }
        return PresetTypeCatalog.all.first { $0.swiftName == swiftName && accept($0) }
    }

    /// Why a user type may not be called `name`: a built-in's store name (`circle`). A Swift name a built-in also
    /// has (`Arc`, the article's own listing) is the user's: `Arc(…)` and `--type Arc` then mean theirs, and the
    /// built-in stays `arc`.
    public static func reservedNameProblem(_ name: String) -> String? {
        guard let builtIn = PresetTypeCatalog.type(named: name) else { return nil }
        return "'\(name)' is the built-in \(builtIn.kind) '\(builtIn.name)'; give your type another name"
    }
}

/// How a view applies a user's modifier through its `View` extension: `.shake(with: 3)` for
/// `func shake(with shakes: CGFloat) -> some View { modifier(Shake(shakes: shakes)) }`.
public struct ModifierCallSite: Hashable, Sendable {
    /// One of the extension's parameters: its call-site label (nil for `_`), the property it sets, its default.
    public struct Argument: Hashable, Sendable {
        public let label: String?
        public let parameter: String
        public let defaultValue: ParameterValue?

        public init(label: String?, parameter: String, defaultValue: ParameterValue?) {
            self.label = label
            self.parameter = parameter
            self.defaultValue = defaultValue
        }
    }

    /// The method's name: `shake`.
    public let name: String
    /// Its parameters in order.
    public let arguments: [Argument]
    /// The properties the extension sets to literals (`Shake(shakes: shakes, amplitude: 5)`).
    public let fixed: [String: ParameterValue]

    public init(name: String, arguments: [Argument], fixed: [String: ParameterValue]) {
        self.name = name
        self.arguments = arguments
        self.fixed = fixed
    }
}
