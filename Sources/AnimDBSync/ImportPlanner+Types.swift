import AnimDBModel
import AnimDBStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One incoming type and what the import does with it.
public struct TypeEntry: Hashable, Sendable {
    public var name: String
    public var action: ImportPlan.Action
    /// For a conflict: the first lines where the two sources differ (`line 12: ours …, theirs …`).
    public var differences: [String]
}

extension ImportPlanner {
    /// The bundle's types against the store's, by name (a type is named as in Swift, so the name is its identity
    /// across stores): new, unchanged, a descendant of ours (fast-forward), an ancestor of ours (skipped), or both
    /// changed — a conflict, which `ours` keeps and `theirs` takes; `both` cannot rename a Swift type, so it stays a
    /// conflict. Returns the entries and the definitions to write before anything else.
    func planTypes(_ bundle: SyncBundle, strategy: ConflictStrategy) throws(SyncError) -> (
        entries: [TypeEntry], writes: [TypeDefinition]
    ) {
        guard !bundle.types.isEmpty else { return ([], []) }
        var entries: [TypeEntry] = []
        var writes: [TypeDefinition] = []
        do {
            let local = Dictionary(uniqueKeysWithValues: try store.types().map { ($0.object.name, $0) })
            for incoming in bundle.types {
                let name = incoming.definition.name
                guard let ours = local[name] else {
                    entries.append(TypeEntry(name: name, action: .new, differences: []))
                    writes.append(incoming.definition)
                    continue
                }
                if ours.hash == incoming.hash {
                    entries.append(TypeEntry(name: name, action: .unchanged, differences: []))
                    continue
                }
                let history = Set(try store.typeHistory(named: name).map(\.hash))
                if history.contains(incoming.hash) {
                    entries.append(TypeEntry(name: name, action: .skippedAncestor, differences: []))
                } else if incoming.ancestry.contains(ours.hash) {
                    entries.append(TypeEntry(name: name, action: .fastForward, differences: []))
                    writes.append(incoming.definition)
                } else {
                    let differences = Self.differingLines(ours.object.source, incoming.definition.source)
                    switch strategy {
                    case .ours:
                        entries.append(TypeEntry(name: name, action: .resolved(.ours, []), differences: differences))
                    case .theirs:
                        entries.append(TypeEntry(name: name, action: .resolved(.theirs, []), differences: differences))
                        writes.append(incoming.definition)
                    case .fail, .both:
                        entries.append(TypeEntry(name: name, action: .conflict([]), differences: differences))
                    }
                }
            }
        } catch {
            throw SyncError.from(error)
        }
        return (entries, writes)
    }

    /// The first three lines where `ours` and `theirs` differ, as `line N: ours `…`, theirs `…``.
    static func differingLines(_ ours: String, _ theirs: String) -> [String] {
        let a = ours.split(separator: "\n", omittingEmptySubsequences: false)
        let b = theirs.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for i in 0..<max(a.count, b.count) where out.count < 3 {
            let x = i < a.count ? String(a[i]) : nil
            let y = i < b.count ? String(b[i]) : nil
            guard x != y else { continue }
            func show(_ line: String?) -> String {
                guard let line else { return "(none)" }
                return "`" + ImportPlan.shortened(line.trimmingWhitespace()) + "`"
            }
            out.append("line \(i + 1): ours \(show(x)), theirs \(show(y))")
        }
        return out
    }
}
