import Analyzer

/// `anyview-erasure`: mount the view (then its real parents) and make one change at a time
/// that runs its body again; look at what each `AnyView` wraps before and after. Confirmed when
/// the wrapped type changed, so the whole subtree was replaced; not reproduced when the one
/// erasure kept the same type inside in every update the engine made.
struct AnyViewErasureScenario {
    static let ruleID = AnyViewErasureRule.id
    let setup: ScenarioSetup

    func run() -> Reproduction {
        guard let view = setup.view else {
            return Reproduction(.inconclusive, "the finding does not say which view it is about")
        }
        var before: [ObjectIdentifier: String] = [:]
        var updates = 0
        var ranAgain = false
        // What an `AnyView` wraps when the engine cannot see the view inside (a library call).
        let opaqueType = ViewValue.opaque("").typeName
        var wrapsUnseen = false
        let verdict = BodyRerun.firstVerdict(setup, view: view, onlyChangingInputs: true,
                                             beforeStep: { _, node in before = Self.wrapped(under: node) }) { observation in
            let after = Self.wrapped(under: observation.node)
            ranAgain = true
            guard !before.isEmpty else { return nil }
            updates += 1
            for (holder, old) in before {
                guard let new = after[holder] else { continue }
                if old == opaqueType || new == opaqueType {
                    wrapsUnseen = true
                    continue
                }
                guard new != old else { continue }
                return Reproduction(.confirmed, "when \(observation.change), the view inside `AnyView` in `\(view.name)` went from `\(old)` "
                                    + "to `\(new)`: the types differ, so SwiftUI removed the subtree and inserted a new one (its state "
                                    + "reset, no animation between them)", trace: ScenarioSetup.excerpt(observation.engine, under: observation.node.path))
            }
            return nil
        }
        guard verdict.verdict == .inconclusive else { return verdict }
        if updates == 0 {
            guard ranAgain else { return verdict }
            return Reproduction(.inconclusive, "`\(view.name)`'s body ran again, but no `AnyView` was on screen: the erased code is on a path the engine did not take")
        }
        if wrapsUnseen {
            return Reproduction(.inconclusive, "what the `AnyView` in `\(view.name)` wraps comes from code the engine cannot see into, "
                                + "whose type may differ for other values")
        }
        // Several erasures in one member (`if … { return AnyView(A()) }; return AnyView(B())`)
        // can hand out different types: that the engine's changes kept one says little.
        if !setup.finding.notes.isEmpty {
            return Reproduction(.inconclusive, "in the \(updates == 1 ? "update" : "\(updates) updates") the engine made, `\(view.name)` "
                                + "kept returning the same erased type: none of its changes picked another branch")
        }
        return Reproduction(.notReproduced, "in the \(updates == 1 ? "update" : "\(updates) updates") the engine made, each `AnyView` in "
                            + "`\(view.name)` kept wrapping the same type: the erasure cost a comparison, nothing was replaced")
    }

    /// What each `AnyView` under `node` wraps (not inside nested custom views), by its node.
    private static func wrapped(under node: RenderNode) -> [ObjectIdentifier: String] {
        var found: [ObjectIdentifier: String] = [:]
        func visit(_ current: RenderNode) {
            for child in current.children {
                if case .anyView(let content) = child.view { found[ObjectIdentifier(child)] = content.typeName }
                if case .custom = child.view { continue }
                visit(child)
            }
        }
        visit(node)
        return found
    }
}
