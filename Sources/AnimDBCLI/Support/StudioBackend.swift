import AnimDBEngine
import AnimDBGeometry
import AnimDBModel
import AnimDBRender
import AnimDBResolve
import AnimDBStore
import AnimDBStudio
import AnimDBSwift

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The library as the studio sees it, answered by the commands' own functions: `log` and `history` run in-process
/// (their output is what the page shows), the player is `render --out x.html`'s page, and Save is `add type`'s and
/// `add timeline --swift`'s write. Each call opens the store afresh, so what another `animdb` wrote meanwhile shows.
struct StudioBackend: StudioLibrary {
    /// The store's path, as the command found it.
    let storeURL: URL
    let context: CommandContext

    private func store() throws(StudioFailure) -> Store {
        try failing { try StoreSession.open(at: storeURL, context) }
    }

    func entries(matching search: String) throws(StudioFailure) -> [StudioEntry] {
        let store = try store()
        let words = search.lowercased().split(separator: " ").map(String.init)
        func matches(_ fields: [String]) -> Bool {
            let text = fields.joined(separator: " ").lowercased()
            return words.allSatisfy { text.contains($0) }
        }
        return try failing {
            let objects = try store.list().filter { matches([$0.name, $0.type, $0.description] + $0.tags) }.map {
                StudioEntry(
                    kind: $0.kind == .preset ? .preset : .timeline, name: $0.name,
                    detail: $0.kind == .preset ? $0.type : $0.presetName ?? "view", revision: $0.revision)
            }
            let types = try store.types().filter { matches([$0.object.name, $0.object.kind]) }.map {
                StudioEntry(kind: .type, name: $0.object.name, detail: $0.object.kind, revision: $0.revision)
            }
            return objects + types
        }
    }

    func details(of kind: StudioEntry.Kind, named name: String) throws(StudioFailure) -> StudioDetails {
        let source = try kind == .type ? failing { try store().type(named: name).object.source } : nil
        let history = try command(kind == .type ? ["log", "--type", name] : ["log", name])
        let renders = kind == .timeline ? try command(["history", name]) : ""
        return StudioDetails(source: source, history: history, renders: renders)
    }

    func player(of kind: StudioEntry.Kind, named name: String) throws(StudioFailure) -> String {
        let store = try store()
        switch kind {
        case .timeline:
            return try failing { try page(try TimelineSession.load(name, from: store)) }
        case .preset:
            // A preset plays as the content of a view of its own, as `--content NAME` reads it.
            return try failing {
                let types = StoreSession.types(of: store)
                let view = try AddCommand.readTree(name, modifiers: [], states: [], store: store, types: types)
                return try page(
                    try TimelineSession.unsaved(Timeline(name: name, view: view), types: types, store: store))
            }
        case .type:
            let stored = try failing { try store.type(named: name).object }
            return try preview(StudioDraft(kind: .type, name: name, source: stored.source))
        }
    }

    func preview(_ draft: StudioDraft) throws(StudioFailure) -> String {
        let store = try store()
        let fileName = self.fileName(of: draft, in: store)
        return try failing(in: fileName) {
            let file = try SwiftTypesListing.parse(draft.source, fileName: fileName)
            switch draft.kind {
            case .view:
                let pasted = try AddCommand.readPastedView(
                    file, path: fileName, view: draft.view, name: draft.name, store: { store })
                return try page(try TimelineSession.unsaved(pasted.timeline, types: pasted.types, store: store))
            case .type:
                let definitions = try AddCommand.storableTypes(in: file, path: fileName)
                let types = StoreSession.types(of: store).merging(TypeLibrary(definitions: definitions))
                let shown =
                    file.types.first { $0.name == draft.name } ?? file.types.first { $0.kind != .animatableView }
                guard let shown else { throw CLIError.failure("'\(fileName)' declares no type to preview") }
                let view = try AddCommand.readTree(
                    Self.sampleView(of: shown), modifiers: [], states: [], store: store, types: types)
                return try page(
                    try TimelineSession.unsaved(Timeline(name: shown.name, view: view), types: types, store: store))
            }
        }
    }

    func save(_ draft: StudioDraft) throws(StudioFailure) -> [String] {
        let store = try store()
        let fileName = self.fileName(of: draft, in: store)
        return try failing(in: fileName) {
            let file = try SwiftTypesListing.parse(draft.source, fileName: fileName)
            switch draft.kind {
            case .type:
                return try AddCommand.addTypes(
                    try AddCommand.storableTypes(in: file, path: fileName), of: file, to: store)
            case .view:
                // The name is checked by the parser `add timeline NAME` reads it with.
                let name: String
                do throws(InvalidValue) {
                    name = try ValueParser.name().read(draft.name)
                } catch {
                    throw error.error(for: "<name>", typed: draft.name, path: ["add", "timeline"])
                }
                let pasted = try AddCommand.readPastedView(
                    file, path: fileName, view: draft.view, name: name, store: { store })
                return try AddCommand.addPastedView(pasted, to: store)
            }
        }
    }

    /// A type's stored file name (so a Save of unchanged source stores nothing), else NAME.swift.
    private func fileName(of draft: StudioDraft, in store: Store) -> String {
        if draft.kind == .type, let stored = try? store.type(named: draft.name) { return stored.object.fileName }
        return "\(draft.name).swift"
    }

    /// The view a type is previewed in: a shape filled in a 120-point square, a modifier or effect on a rounded
    /// rectangle; properties without a default get `InterpretedType.sampleValue`, as `types FILE.swift` runs them.
    static func sampleView(of type: SwiftTypeDeclaration) -> String {
        let arguments = type.parameters.compactMap { parameter -> String? in
            guard parameter.defaultValue == nil, let value = InterpretedType.sampleValue(parameter.swiftType) else {
                return nil
            }
            return "\(parameter.name): \(value)"
        }
        let call = "\(type.name)(\(arguments.joined(separator: ", ")))"
        switch type.kind {
        case .shape: return "\(call).fill(.blue).frame(width: 120, height: 120)"
        default: return "RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 120, height: 80).modifier(\(call))"
        }
    }

    /// The HTML player page of `session`, as `render NAME --out x.html` writes it (its default frame rate, one pass).
    private func page(_ session: TimelineSession) throws -> String {
        var session = session
        let job = RenderJob(
            format: .html, fps: RenderCommand.fps.whenAbsent!, duration: session.evaluator.timing.passLength,
            stillTime: nil, size: session.stageSize)
        try FrameBudget.check(
            fps: job.fps, duration: job.duration, output: RenderCommand.budget(for: .html, PictureOptions()))
        var preview = job.htmlPreview(&session)
        if session.timeline.revision == 0 {
            // A draft has no revision yet: say so rather than "revision 0".
            preview.subtitle =
                "\(session.evaluator.view.items.map(\.name).joined(separator: " · ")) — not saved"
        }
        return HTMLWriter.page(preview)
    }

    /// A command's output, run in-process on the same store (`log NAME`, `history NAME`).
    private func command(_ arguments: [String]) throws(StudioFailure) -> String {
        var captured = CommandContext.captured(
            environment: context.environment, workingDirectory: context.workingDirectory)
        captured.now = context.now
        guard AnimDB.main(arguments: arguments + ["--db", storeURL.path], context: captured) == 0 else {
            throw StudioFailure(
                captured.stderr.capturedText.trimmingWhitespaceAndNewlines(), isMissing: true)
        }
        return captured.stdout.capturedText
    }

    /// `body`'s value, or its error as the CLI words it, with the line and column when the message starts with
    /// `fileName:LINE:COLUMN:` (or `fileName:LINE:`), the one way the Swift reader and the view reader place a mistake.
    private func failing<T>(in fileName: String? = nil, _ body: () throws -> T) throws(StudioFailure) -> T {
        do {
            return try body()
        } catch let failure as StudioFailure {
            throw failure
        } catch {
            let cli = CLIError(error)
            let message = cli.description
            var line: Int?
            var column: Int?
            if let fileName, message.hasPrefix(fileName + ":") {
                let numbers = message.dropFirst(fileName.count + 1).split(separator: ":", maxSplits: 2).prefix(2)
                    .map { Int($0) }
                line = numbers.first ?? nil
                column = line != nil && numbers.count > 1 ? numbers[1] : nil
            }
            let isMissing: Bool = if case .notFound = error as? StoreError { true } else { false }
            throw StudioFailure(message, line: line, column: column, isMissing: isMissing)
        }
    }
}
