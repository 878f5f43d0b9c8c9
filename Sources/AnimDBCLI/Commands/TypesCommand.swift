import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBStore
import AnimDBSwift
import AnimDBSyntax

/// `animdb types [TYPE | FILE.swift]`: the built-in preset types and their parameters, or the types a Swift file
/// declares as animdb reads them.
enum TypesCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "types",
            abstract: "List the built-in types and your own, one type's parameters, or the types of a Swift file.",
            discussion: """
                types Star.swift reads the file's Shape, ViewModifier, GeometryEffect, Animatable view and \
                VectorArithmetic types as animdb's Swift reader does (docs/swift-subset.md): each type's parameters \
                with their Swift types and defaults, which animate, and where its animatable data comes from; a \
                construct animdb does not read is one line with its line and column. Your own types (added with \
                'animdb add type') are listed after the built-ins, marked 'yours'.
                """,
            options: [Options.format],
            arguments: [described],
            run: run
        )
    }

    /// A type by name (built in, or the store's), or a Swift file by its `.swift` path.
    enum Subject: Sendable {
        case type(TypeName)
        case swiftFile(String)
    }

    static let described = Argument(
        "type", help: "A type to describe, or a .swift file to read.",
        optional: ValueParser<Subject>(show: { _ in "" }) { text throws(InvalidValue) in
            if text.hasSuffix(".swift") { return .swiftFile(text) }
            return .type(try ValueParser.typeName.read(text))
        })

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let json = arguments[Options.format] == .json
        if case .swiftFile(let path) = arguments[Self.described] {
            try SwiftTypesListing.run(path, json: json, context)
            return
        }
        let types = try storeTypes(arguments, context)
        if case .type(let name) = arguments[Self.described] {
            let type = try name.resolve(in: types)
            if json {
                context.stdout.line(typeJSON(type).canonicalText)
            } else {
                describe(type, context)
            }
            return
        }
        if json {
            context.stdout.line(JSONValue.array(types.all.map(typeJSON)).canonicalText)
            return
        }
        let table = TextTable(headers: ["TYPE", "KIND", "PARAMETERS", "SUMMARY"])
        for type in types.all {
            table.add([
                type.name, type.kind.rawValue + (type.isUserType ? " (yours)" : ""), parameterList(type), type.summary,
            ])
        }
        context.stdout.write(table.render())
        context.stdout.line("* not animatable (jumps to its new value, like @AnimatableIgnored)")
    }

    /// The store's types, when there is a store: listing types never creates one.
    private static func storeTypes(_ arguments: ParsedArguments, _ context: CommandContext) throws -> TypeLibrary {
        let location = try StoreLocator(context: context).locate(
            option: arguments[Options.db], command: arguments.commandPath)
        guard context.fileSystem.exists(location.url) else { return .builtIn }
        return StoreSession.types(of: try StoreSession.open(at: location.url, context))
    }

    /// The parameter names, `*` marking those that jump, with numbered runs written once (`value1…value8`).
    static func parameterList(_ type: PresetType) -> String {
        var parts: [String] = []
        var index = 0
        let specs = type.parameters
        while index < specs.count {
            let name = specs[index].name
            let mark = specs[index].isAnimatable ? "" : "*"
            var end = index
            if name.hasSuffix("1"), !name.dropLast().isEmpty {
                let stem = name.dropLast()
                while end + 1 < specs.count, specs[end + 1].name == "\(stem)\(end + 2 - index)",
                    specs[end + 1].isAnimatable == specs[index].isAnimatable
                {
                    end += 1
                }
            }
            parts.append(end > index ? "\(name)…\(specs[end].name)\(mark)" : "\(name)\(mark)")
            index = end + 1
        }
        return parts.joined(separator: ", ")
    }

    private static func describe(_ type: PresetType, _ context: CommandContext) {
        context.stdout.line("\(type.name) (\(type.kind), SwiftUI \(type.swiftName)): \(type.summary)")
        let table = TextTable(headers: ["PARAMETER", "TYPE", "DEFAULT", "ANIMATABLE", "CONSTRAINT", "ABOUT"])
        for p in type.parameters {
            table.add([
                p.name, p.type.rawValue, p.defaultValue.description, p.isAnimatable ? "yes" : "no",
                p.constraint.summary, p.doc,
            ])
        }
        context.stdout.write(table.render())
    }

    static func typeJSON(_ type: PresetType) -> JSONValue {
        .object([
            "name": .string(type.name), "kind": .string(type.kind.rawValue), "swiftName": .string(type.swiftName),
            "summary": .string(type.summary), "yours": .bool(type.isUserType),
            "parameters": .array(
                type.parameters.map { p in
                    .object([
                        "name": .string(p.name), "type": .string(p.type.rawValue),
                        "default": .string(p.defaultValue.description), "animatable": .bool(p.isAnimatable),
                        "constraint": .string(p.constraint.summary), "doc": .string(p.doc),
                    ])
                }),
        ])
    }
}
