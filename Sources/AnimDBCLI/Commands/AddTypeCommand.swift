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

    static func runType(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let path = arguments[typeFile]
        guard path.hasSuffix(".swift") else {
            throw CLIError.usage("'\(path)' is not a .swift file", command: arguments.commandPath)
        }
        let file = try SwiftTypesListing.read(path, context)
        var definitions: [TypeDefinition] = []
        var skipped: [String] = []
        for declaration in file.types {
            switch declaration.kind {
            case .shape, .geometryEffect, .modifier:
                definitions.append(
                    TypeDefinition(
                        name: declaration.name, kind: SwiftTypeKind.storedName(declaration.kind), source: file.source,
                        fileName: file.fileName))
            case .animatableView:
                skipped.append(declaration.name)
            case .vectorArithmetic:
                break  // A helper of the types beside it: part of their source.
            }
        }
        guard !definitions.isEmpty else {
            throw CLIError.failure(
                "'\(path)' declares no Shape, ViewModifier or GeometryEffect"
                    + (skipped.isEmpty ? "" : " (\(skipped.joined(separator: ", ")) are not stored yet)"))
        }
        let store = try StoreSession.open(arguments, context)
        for write in try store.putTypes(definitions) {
            let stored = write.stored
            let facts = "\(stored.object.kind), revision \(stored.revision), \(stored.hash.prefix(12))"
            switch write.change {
            case .added: context.stdout.line("Added type '\(stored.object.name)' (\(facts))")
            case .updated: context.stdout.line("Updated type '\(stored.object.name)' (\(facts))")
            case .unchanged: context.stdout.line("Type '\(stored.object.name)' is unchanged (\(facts))")
            }
        }
        for name in skipped {
            context.stdout.line(
                "Left '\(name)' in the source: animdb stores Shapes, ViewModifiers and GeometryEffects for now")
        }
    }
}
