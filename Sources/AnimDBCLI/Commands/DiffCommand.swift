import AnimDBEngine
import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `animdb diff A B`: what changed between two revisions of a preset or timeline, or between two objects (a conflict
/// copy and its original), as `ContentDiff` says; this command only reads both sides and formats the answer.
enum DiffCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "diff",
            abstract: "Show what changed between two revisions (NAME@REV) or two presets or timelines.",
            discussion: """
                One line per difference, in the tree's terms: '+' added, '-' removed, '~' changed (old → new). \
                Example: animdb diff shake-login@1 shake-login@3, or animdb diff glow glow.theirs after an import \
                kept both. Exits 0 when the two are the same, 1 when they differ (like git diff --exit-code). With \
                --out FILE.html, also writes one page with both timelines' players on one scrubber, their tracks' \
                curves overlaid, and the differences listed and highlighted.
                """,
            options: [Options.format, out, fps, Options.displayRate, Options.duration, force],
            arguments: [first, second],
            run: run
        )
    }

    static let first = Argument("a", help: "The old side: NAME or NAME@REV.", .nameAtRevision)
    static let second = Argument("b", help: "The new side: NAME or NAME@REV.", .nameAtRevision)
    static let out = Option(
        "out", valueName: "file", help: "Also write a side-by-side HTML page of two timelines (.html).", .text)
    static let fps = Options.fps(help: "Frames per second of the page's players.", default: 30)
    static let force = Options.force()

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let (a, b) = (arguments[Self.first], arguments[Self.second])
        // Everything the command line says is checked before the store is opened.
        var page: URL?
        if let out = arguments[Self.out] {
            guard out.lowercased().hasSuffix(".html") else {
                throw CLIError.invalid("--out writes an HTML page: name a .html file, not '\(out)'")
            }
            let url = context.resolvePath(out)
            try FileOutput.check(url, force: arguments[Self.force], in: context.fileSystem)
            if let duration = arguments[Options.duration] {
                try FrameBudget.check(fps: arguments[Self.fps], duration: duration, output: .document("HTML"))
            }
            page = url
        }
        let store = try StoreSession.open(arguments, context)
        let old = try side(a, store)
        let new = try side(b, store)
        let diff = compare(old.object, new.object)
        if arguments[Options.format] == .json {
            context.stdout.line(json(diff, old, new).canonicalText)
        } else {
            context.stdout.text("--- \(old.label)")
            context.stdout.text("+++ \(new.label)")
            for difference in diff.differences { context.stdout.text(difference.description) }
        }
        if let page {
            try DiffPage.write(
                old: old, new: new, diff: diff, store: store, to: page, arguments: arguments, fps: arguments[Self.fps],
                force: arguments[Self.force], context)
        }
        if !diff.isEmpty { throw ExitSilently(code: 1) }
    }

    /// One side of the comparison: the object as stored at the revision asked for (its latest without one).
    struct Side {
        var object: StoredObject
        /// The name as typed (without the revision).
        var name: String

        /// `timeline shake-login@3`.
        var label: String { "\(object.kind.rawValue) \(name)@\(object.revision)" }
    }

    static func side(_ reference: (String, Int?), _ store: Store) throws -> Side {
        let (name, revision) = reference
        let object = try revision.map { try store.object(named: name, revision: $0) } ?? store.object(named: name)
        return Side(object: object, name: name)
    }

    /// The one comparison, `ContentDiff`; objects of different kinds differ in kind alone.
    static func compare(_ a: StoredObject, _ b: StoredObject) -> ContentDiff {
        switch (a, b) {
        case (.preset(let x), .preset(let y)): ContentDiff(x.object, y.object)
        case (.timeline(let x), .timeline(let y)): ContentDiff(x.object, y.object)
        default:
            ContentDiff(differences: [
                ContentDiff.Difference(.kind, "kind", .modified(old: a.kind.rawValue, new: b.kind.rawValue))
            ])
        }
    }

    /// `{"a":{kind,name,revision,hash},"b":{…},"equal":bool,"differences":[{area,change,subject,old,new,targets}]}`.
    static func json(_ diff: ContentDiff, _ a: Side, _ b: Side) -> JSONValue {
        func describe(_ side: Side) -> JSONValue {
            .object([
                "kind": .string(side.object.kind.rawValue), "name": .string(side.name),
                "revision": .number(Double(side.object.revision)), "hash": .string(side.object.hash),
            ])
        }
        let differences: [JSONValue] = diff.differences.map { difference in
            let (change, old, new): (String, String?, String?) =
                switch difference.change {
                case .added(let text): ("added", nil, text)
                case .removed(let text): ("removed", text, nil)
                case .modified(let x, let y): ("modified", x, y)
                }
            return .object([
                "area": .string(difference.area.rawValue), "change": .string(change),
                "subject": .string(difference.subject), "old": old.map(JSONValue.string) ?? .null,
                "new": new.map(JSONValue.string) ?? .null,
                "targets": .array(difference.targets.map { .string($0.description) }),
            ])
        }
        return .object([
            "a": describe(a), "b": describe(b), "equal": .bool(diff.isEmpty), "differences": .array(differences),
        ])
    }
}
