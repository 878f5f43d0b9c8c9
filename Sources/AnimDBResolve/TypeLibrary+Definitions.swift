import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSwift

/// The store's own types, read from their Swift source: the one place a `TypeDefinition` becomes a `PresetType`.
extension TypeLibrary {
    /// The library of the catalog and `definitions`, and the definitions that no longer read (an older store's
    /// type this animdb refuses), each with its one-line reason; those are left out.
    public struct Loaded: Sendable {
        public let library: TypeLibrary
        public let problems: [(name: String, reason: String)]
    }

    /// Reads every definition; each file is compiled once however many of its types are stored.
    public init(definitions: [TypeDefinition]) {
        self = Self.loading(definitions).library
    }

    public static func loading(_ definitions: [TypeDefinition]) -> Loaded {
        var files: [String: SwiftSourceFile] = [:]
        var types: [PresetType] = []
        var problems: [(name: String, reason: String)] = []
        for definition in definitions.sorted(by: { $0.name < $1.name }) {
            do {
                let key = SHA256.hexDigest(of: definition.fileName + "\u{0}" + definition.source)
                let file: SwiftSourceFile
                if let known = files[key] {
                    file = known
                } else {
                    file = try SwiftSourceFile(source: definition.source, fileName: definition.fileName)
                    files[key] = file
                }
                // Stored types ran their bodies when they were stored; reading them back does not run them again.
                types.append(try presetType(definition, in: file, runningBodies: false))
            } catch {
                problems.append((definition.name, String(describing: error)))
            }
        }
        return Loaded(library: TypeLibrary(userTypes: types), problems: problems)
    }

    /// The preset type of one definition, checked as `add type` checks it: the name free, the source read, the
    /// type found and of a kind animdb stores, its bodies run once at its defaults.
    /// - Throws: `TypeDefinitionError`, `SwiftSourceError` or `SwiftRuntimeError`, each one line.
    public static func presetType(_ definition: TypeDefinition) throws -> PresetType {
        try presetType(
            definition, in: SwiftSourceFile(source: definition.source, fileName: definition.fileName),
            runningBodies: true)
    }

    static func presetType(_ definition: TypeDefinition, in file: SwiftSourceFile, runningBodies: Bool) throws
        -> PresetType
    {
        if let problem = reservedNameProblem(definition.name) { throw TypeDefinitionError(problem) }
        let interpreted = try InterpretedType(file: file, typeName: definition.name)
        let type = try interpreted.presetType(identity: definition.contentHash)
        let kind = SwiftTypeKind.storedName(interpreted.declaration.kind)
        guard kind == definition.kind else {
            throw TypeDefinitionError(
                "'\(definition.name)' is stored as a \(definition.kind) but its source declares a \(kind)")
        }
        guard runningBodies else { return type }
        // A body that cannot draw at its defaults is refused now, with its line, not found at the first frame.
        if let applied = try interpreted.runOnce(interpreted.checkValues(type)) {
            do {
                _ = try ModifierApplication.effect(of: applied)
            } catch {
                throw TypeDefinitionError("'\(definition.name)' \(error.description)")
            }
        }
        return type
    }
}

/// A user's type that animdb refuses to store, with a one-line reason.
public struct TypeDefinitionError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
