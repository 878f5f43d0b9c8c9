import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBSwift

/// `animdb types FILE.swift`: what animdb's Swift reader finds in a file, checked by running each body once.
///
/// The file is untrusted input (it may come from a teammate): it is read within `SwiftLimits.maxSourceBytes` and
/// interpreted in the sandbox, so a refusal or a bound is one line and exit 1, never a hang.
enum SwiftTypesListing {
    static func run(_ path: String, json: Bool, _ context: CommandContext) throws {
        let file = try read(path, context)
        guard !file.types.isEmpty else {
            throw CLIError.failure(
                "'\(path)' declares no Shape, ViewModifier, GeometryEffect, Animatable view or VectorArithmetic type")
        }
        // Each body runs once at its defaults, so a type that cannot draw says so now, with its line.
        for declaration in file.types {
            try check(declaration, in: file)
        }
        if json {
            context.stdout.line(JSONValue.array(file.types.map(Self.json)).canonicalText)
            return
        }
        let table = TextTable(headers: ["TYPE", "KIND", "PARAMETERS", "ANIMATABLE DATA", "LINES"])
        for type in file.types {
            table.add([
                type.name, kind(type.kind), parameters(type), animatableData(type),
                "\(type.lines.lowerBound)–\(type.lines.upperBound)",
            ])
        }
        context.stdout.write(table.render())
        context.stdout.line("* not animatable (jumps to its new value, like @AnimatableIgnored)")
    }

    /// The file at `path`, read within `SwiftLimits.maxSourceBytes` and compiled; one line on a refusal.
    static func read(_ path: String, _ context: CommandContext) throws -> SwiftSourceFile {
        try parse(try source(path, context), fileName: context.resolvePath(path).lastPathComponent)
    }

    /// The text of the Swift file at `path`, read within `SwiftLimits.maxSourceBytes`.
    static func source(_ path: String, _ context: CommandContext) throws -> String {
        let data = try SyncCommands.readInput(path, limit: SwiftLimits().maxSourceBytes, context, what: "Swift file")
        guard let source = String(validating: data, as: UTF8.self) else {
            throw CLIError.failure("'\(path)' is not UTF-8 text")
        }
        return source
    }

    /// `source` read as the Swift file `fileName` (its own bound checked here too: the studio's editor hands text,
    /// not a file); one line with the line and column on a refusal.
    static func parse(_ source: String, fileName: String) throws -> SwiftSourceFile {
        do {
            return try SwiftSourceFile(source: source, fileName: fileName, limits: SwiftLimits())
        } catch {
            throw CLIError.failure(String(describing: error))
        }
    }

    /// Runs the type's body once in a 100-point square, with its defaults and, for a property without one, a
    /// plain value of its type (3 for a number, which a polygon's side count accepts); a type whose properties
    /// are not all of such types is read but not run.
    private static func check(_ declaration: SwiftTypeDeclaration, in file: SwiftSourceFile) throws {
        var values: [String: ParameterValue] = [:]
        for parameter in declaration.parameters {
            guard let value = parameter.defaultValue ?? InterpretedType.sampleValue(parameter.swiftType) else { return }
            values[parameter.name] = value
        }
        do {
            let type = try InterpretedType(file: file, typeName: declaration.name)
            try type.runOnce(values)
            if declaration.animatableDataSource != .none { _ = try type.animatableData(values) }
        } catch let error as SwiftSourceError {
            throw CLIError.failure(String(describing: error))
        } catch let error as SwiftRuntimeError {
            throw CLIError.failure(String(describing: error))
        }
    }

    static func kind(_ kind: SwiftTypeKind) -> String { SwiftTypeKind.storedName(kind) }

    /// `name: Type = default`, `*` marking those that jump.
    static func parameters(_ type: SwiftTypeDeclaration) -> String {
        type.parameters.map { p in
            "\(p.name)\(p.isAnimatable ? "" : "*"): \(p.swiftType)" + (p.defaultValue.map { " = \($0)" } ?? "")
        }.joined(separator: ", ")
    }

    static func animatableData(_ type: SwiftTypeDeclaration) -> String {
        switch type.animatableDataSource {
        case .macro: "@Animatable"
        case .handWritten: "animatableData"
        case .none: type.kind == .vectorArithmetic ? "itself" : "none"
        }
    }

    static func json(_ type: SwiftTypeDeclaration) -> JSONValue {
        .object([
            "name": .string(type.name), "kind": .string(kind(type.kind)),
            "animatableData": .string(type.animatableDataSource.rawValue),
            "callSpelling": type.callSpelling.map(JSONValue.string) ?? .null,
            "lines": .array([.number(Double(type.lines.lowerBound)), .number(Double(type.lines.upperBound))]),
            "parameters": .array(
                type.parameters.map { p in
                    .object([
                        "name": .string(p.name), "swiftType": .string(p.swiftType),
                        "default": p.defaultValue.map { .string($0.description) } ?? .null,
                        "animatable": .bool(p.isAnimatable),
                    ])
                }),
        ])
    }
}
