import AnimDBEngine
import AnimDBModel
import AnimDBStore
import AnimDBSwift

/// `animdb add type FILE.swift`: stores every Shape and GeometryEffect the file declares, as the file's source.
extension AddCommand {
    static var typeSpec: CommandSpec {
        CommandSpec(
            name: "type",
            abstract:
                "Store your own Shapes, modifiers and GeometryEffects from a Swift file, for presets and timelines to use.",
            discussion: """
                Each Shape, ViewModifier (AnimatableModifier) and GeometryEffect in the file becomes a type named as in Swift (Star), with the file's \
                source (its helpers and other types included): presets use it (add preset s --type Star --set \
                points=5), views call it (--content 'Star(points: 5)'). Adding the file again stores a new revision \
                of each type whose source changed. The file is untrusted input, read and run in animdb's sandbox \
                (docs/swift-subset.md); one it cannot read is one line with its line and column, and nothing is stored.
                """,
            arguments: [typeFile],
            run: runType
        )
    }

    static let typeFile = Argument("file", help: "A .swift file.", .text)

    /// One type's write as the CLI reports it: `Added type 'Star' (shape, revision 1, 79abe2c84243)`.
    static func report(_ write: Store.TypeWrite) -> String {
        let stored = write.stored
        let facts = "\(stored.object.kind), revision \(stored.revision), \(stored.hash.prefix(12))"
        switch write.change {
        case .added: return "Added type '\(stored.object.name)' (\(facts))"
        case .updated: return "Updated type '\(stored.object.name)' (\(facts))"
        case .unchanged: return "Type '\(stored.object.name)' is unchanged (\(facts))"
        }
    }

    /// The types of `file` animdb stores: its Shapes, modifiers and GeometryEffects, each with the whole file as its
    /// source. VectorArithmetic helpers are part of that source; Animatable views are not stored yet.
    static func typeDefinitions(in file: SwiftSourceFile) -> [TypeDefinition] {
        file.types.filter { [.shape, .modifier, .geometryEffect].contains($0.kind) }.map {
            TypeDefinition(
                name: $0.name, kind: SwiftTypeKind.storedName($0.kind), source: file.source, fileName: file.fileName)
        }
    }

    /// The Animatable views of `file`, which stay in its source but are not stored as types.
    static func unstoredViews(in file: SwiftSourceFile) -> [String] {
        file.types.filter { $0.kind == .animatableView }.map(\.name)
    }

    static func runType(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let path = arguments[typeFile]
        guard path.hasSuffix(".swift") else {
            throw CLIError.usage("'\(path)' is not a .swift file", command: arguments.commandPath)
        }
        let file = try SwiftTypesListing.read(path, context)
        let definitions = try storableTypes(in: file, path: path)
        let store = try StoreSession.open(arguments, context)
        for line in try addTypes(definitions, of: file, to: store) { context.stdout.line(line) }
    }

    /// The types `add type` stores from `file` (`path` names it in the message), or the one line saying it has none:
    /// checked before any store is opened.
    static func storableTypes(in file: SwiftSourceFile, path: String) throws -> [TypeDefinition] {
        let definitions = typeDefinitions(in: file)
        let skipped = unstoredViews(in: file)
        guard !definitions.isEmpty else {
            throw CLIError.failure(
                "'\(path)' declares no Shape, ViewModifier or GeometryEffect"
                    + (skipped.isEmpty ? "" : " (\(skipped.joined(separator: ", ")) are not stored yet)"))
        }
        return definitions
    }

    /// Stores `definitions` (a new revision of each whose source changed): the one write path of `add type` and the
    /// studio's Save. Returns the lines the CLI prints.
    static func addTypes(_ definitions: [TypeDefinition], of file: SwiftSourceFile, to store: Store) throws -> [String]
    {
        return try store.putTypes(definitions).map(report)
            + unstoredViews(in: file).map {
                "Left '\($0)' in the source: animdb stores Shapes, ViewModifiers and GeometryEffects for now"
            }
    }
}
