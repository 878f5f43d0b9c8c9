import AnimDBEngine
import AnimDBGeometry

/// `.animation(_:value:)`: which animation a change uses in each part of the tree.
///
/// SwiftUI passes a transaction from the root of the view towards its leaves; an `_AnimationModifier` whose watched
/// value changed in that update replaces the transaction's animation for the view it modifies, so the modifier
/// nearest a leaf wins, over `withAnimation`'s animation too, and `.animation(nil, value:)` stops one (Apple's
/// documentation of `animation(_:value:)`; OpenSwiftUI, `OpenSwiftUICore/Animation/AnimationModifier.swift`; the
/// override of `withAnimation` is what `Transaction.disablesAnimations` exists to prevent). A modifier's view is the
/// content and the modifiers before it in its chain, with their attached views, and every descendant.
extension ViewSpec {
    /// One `.animation(_:value:)` modifier of the tree.
    struct AnimationScope {
        /// The watched state's index in `states`; nil for a `.transaction { … }` that applies to every change.
        var state: Int?
        /// nil: changes of the state do not animate the view.
        var animation: Animation?
        /// `.transaction { $0.animation = $0.animation?.delay(1) }`: the modifiers applied to the change's own
        /// animation (`.delay(1)`), which `animation` then does not hold.
        var modifying: String? = nil

        /// Whether the scope applies to a transaction that changed `changed`.
        func applies(_ changed: Set<Int>) -> Bool { state.map(changed.contains) ?? true }

        /// The animation the scope's view sees when the transaction's is `incoming`.
        func animation(given incoming: Animation?) -> Animation? {
            guard let modifying else { return animation }
            // The change's own animation with the closure's modifiers, read by the one animation reader.
            guard let incoming else { return nil }
            return try? StoredText.animation(incoming.description + modifying)
        }
    }

    /// Every item's `.animation(_:value:)` modifiers, outermost first.
    ///
    /// - Throws: `TimelineError` for a modifier that watches no state of the view or whose animation is not one.
    func animationScopes() throws(TimelineError) -> [Int: [AnimationScope]] {
        guard items.contains(where: \.type.scopesTransactions) else { return [:] }
        var scopes: [Int: [AnimationScope]] = [:]
        func visit(_ node: Int, _ outer: [AnimationScope]) throws(TimelineError) {
            let current = nodes[node]
            // The modifiers from the last (outermost) to the first: each scope covers what comes before it.
            var active = outer
            for modifier in current.modifiers.reversed() {
                if items[modifier.item].type.scopesTransactions {
                    active.append(try scope(of: items[modifier.item]))
                } else {
                    scopes[modifier.item] = active
                }
                for attached in modifier.content { try visit(attached, active) }
            }
            scopes[current.item] = active
            for child in current.children { try visit(child, active) }
        }
        if !nodes.isEmpty { try visit(0, []) }
        return scopes
    }

    private func scope(of item: Item) throws(TimelineError) -> AnimationScope {
        let always = item.type.name == "transaction" && item.values["value"] == .string("")
        guard case .string(let name) = item.values["value"] ?? .string(""),
            let state = always ? -1 : states.firstIndex(where: { $0.name == name })
        else {
            let known = states.map { "'\($0.name)'" }.joined(separator: ", ")
            throw .invalid(
                parameter: "value",
                reason: ".animation(_:value:) watches a @State of the view"
                    + (known.isEmpty ? "; declare one with --state" : " (\(known))"))
        }
        guard case .string(let text) = item.values["animation"] ?? .string(".default") else {
            throw .invalid(parameter: "animation", reason: "expected an animation")
        }
        let watched = always ? nil : state
        if text == "nil" || text == ".none" { return AnimationScope(state: watched, animation: nil) }
        if text.hasPrefix("animation") {
            let suffix = String(text.dropFirst("animation".count))
            // Checked once on a stand-in animation, so a mistake is refused when the view is built.
            do {
                _ = try StoredText.animation(".default" + suffix)
            } catch {
                throw .invalid(parameter: "animation", reason: String(describing: error))
            }
            return AnimationScope(state: watched, animation: nil, modifying: suffix)
        }
        do {
            return AnimationScope(state: watched, animation: try StoredText.animation(text))
        } catch {
            throw .invalid(parameter: "animation", reason: String(describing: error))
        }
    }

    /// `transaction` split by the animation each assignment's item sees: the transaction's own, or that of the
    /// innermost `.animation(_:value:)` over the item whose state changed. Assignments keep their order; the pieces
    /// happen at the transaction's time, the one carrying the state assignments first.
    static func splitByAnimationScope(
        _ transaction: Transaction, changed: Set<Int>, scopes: [Int: [AnimationScope]]
    ) -> [Transaction] {
        guard !scopes.isEmpty else { return [transaction] }
        // -1: the transaction's own animation; else the scope's position in a per-transaction list.
        var animations: [Animation?] = []
        var groups: [(scope: Int, assignments: [Assignment])] = [(-1, [])]
        for assignment in transaction.assignments {
            let scope = scopes[assignment.key.item]?.last { $0.applies(changed) }
            var index = -1
            if let scope {
                index = animations.count
                animations.append(scope.animation(given: transaction.animation))
            }
            if let existing = groups.firstIndex(where: { group in
                group.scope == index
                    || (group.scope >= 0 && index >= 0 && animations[group.scope] == animations[index])
            }) {
                groups[existing].assignments.append(assignment)
            } else {
                groups.append((index, [assignment]))
            }
        }
        return groups.enumerated().compactMap { position, group in
            guard position == 0 || !group.assignments.isEmpty else { return nil }
            var piece = transaction
            piece.assignments = group.assignments
            if group.scope >= 0 { piece.animation = animations[group.scope] }
            if position > 0 { piece.stateAssignments = [] }
            return piece
        }
    }
}

extension ViewSyntax {
    /// The animation a `.transaction` closure sets, as stored: `nil`, an animation expression, or `animation` followed
    /// by the modifiers applied to the change's own animation (`animation?.delay(1)`); nil when the body is not one
    /// assignment to the transaction's animation.
    static func transactionAnimation(_ body: String) -> String? {
        var text = body.trimmingWhitespaceAndNewlines()
        var name = "$0"
        // `t in …`: the closure's parameter.
        if let range = text.firstRange(of: " in "), !text[..<range.lowerBound].contains("=") {
            name = text[..<range.lowerBound].trimmingWhitespace()
            text = text[range.upperBound...].trimmingWhitespaceAndNewlines()
        }
        let parts = text.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
        guard parts.count == 2, parts[0] == "\(name).animation", !parts[1].isEmpty else { return nil }
        let value = parts[1]
        for own in ["\(name).animation?", "\(name).animation!", "\(name).animation"] where value.hasPrefix(own) {
            let suffix = value.dropFirst(own.count)
            guard suffix.isEmpty || suffix.hasPrefix(".") else { return nil }
            return "animation" + suffix
        }
        return value
    }
}
