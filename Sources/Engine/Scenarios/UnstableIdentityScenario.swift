import Analyzer

/// `unstable-identity`, for a fresh value in `.id(…)`: mount the view (then its real parents),
/// make one change that runs its body again, and see whether the content under `.id` got
/// another identity — removed and inserted anew, its state gone. Rows identified by position
/// are ``PositionalRows``.
struct UnstableIdentityScenario {
    static let ruleID = "unstable-identity"
    let setup: ScenarioSetup

    func run() -> Reproduction {
        guard let view = setup.view else {
            return Reproduction(.inconclusive, "the finding is about a type's `id`, not a view the engine can mount")
        }
        guard let fileIndex = setup.fileIndex, setup.index.trees[fileIndex].file.text(setup.finding.range) == "id" else {
            return PositionalRows(setup, view: view)?.run()
                ?? Reproduction(.inconclusive, "the finding points at neither an `.id` nor rows the engine can find")
        }
        var before: [ObjectIdentifier: (key: String, content: String)] = [:]
        return BodyRerun.firstVerdict(setup, view: view, beforeStep: { _, node in before = Self.identities(under: node) }) { observation in
            let after = Self.identities(under: observation.node)
            let trace = ScenarioSetup.excerpt(observation.engine, under: observation.node.path)
            for (holder, identity) in before {
                guard let now = after[holder], now.key != identity.key else { continue }
                return Reproduction(.confirmed, "when \(observation.change), `\(view.name)`'s body ran again and `.id` gave \(identity.content) "
                                    + "a new identity: it was removed and inserted anew, with fresh state", trace: trace)
            }
            guard !before.isEmpty else { return nil }
            return Reproduction(.notReproduced, "when \(observation.change), `\(view.name)`'s body ran again and the content under `.id` "
                                + "kept its identity", trace: trace)
        }
    }

    /// The `.id` children under `node` (not inside nested custom views), by their parent node.
    private static func identities(under node: RenderNode) -> [ObjectIdentifier: (key: String, content: String)] {
        var found: [ObjectIdentifier: (key: String, content: String)] = [:]
        func visit(_ current: RenderNode) {
            for child in current.children {
                if case .id(let key) = child.key { found[ObjectIdentifier(current)] = (key, "`\(child.typeName)`") }
                if case .custom = child.view { continue }
                visit(child)
            }
        }
        visit(node)
        return found
    }
}
