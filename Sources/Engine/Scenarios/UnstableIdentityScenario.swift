import Analyzer

/// `unstable-identity`, for a fresh value in `.id(…)`: mount the view (then its real parents),
/// make one change that runs its body again, and see whether the content under `.id` got
/// another identity — removed and inserted anew, its state gone. Rows identified by position
/// need data the engine would have to reorder: not reproduced here (inconclusive).
struct UnstableIdentityScenario {
    static let ruleID = "unstable-identity"
    let setup: ScenarioSetup

    func run() -> Reproduction {
        guard let view = setup.view else {
            return Reproduction(.inconclusive, "the finding is about a type's `id`, not a view the engine can mount")
        }
        guard let fileIndex = setup.fileIndex, setup.index.trees[fileIndex].file.text(setup.finding.range) == "id" else {
            return Reproduction(.inconclusive, "rows identified by position change identity when the data is reordered, which the engine does not do yet")
        }
        var reasons: [String] = []
        for host in [view] + setup.parents(of: view).prefix(3) {
            switch trial(host: host, view: view) {
            case .decided(let verdict): return verdict
            case .undecided(let reason): reasons.append(reason)
            }
        }
        return Reproduction(.inconclusive, reasons.first ?? "no change the engine can make runs `\(view.name)`'s body again")
    }

    /// Tries the host's own state changes until one runs the view's body again.
    private func trial(host: TypeInfo, view: TypeInfo) -> ParentRerender.Trial {
        let exploration: Exploration
        switch Exploration.start(index: setup.index, host: host.qualifiedName, hostName: "`\(host.name)`", what: "`\(view.name)`",
                                 isVisible: { !$0.nodes(ofView: view.qualifiedName).isEmpty }) {
        case .success(let found): exploration = found
        case .failure(let failure): return .undecided(failure.reason)
        }
        for step in exploration.steps.prefix(ParentRerender.maximumSteps) where step.kind == .state && step.value.isPlain {
            guard let engine = exploration.freshEngine(), let node = engine.nodes(ofView: view.qualifiedName).first else { continue }
            let before = Self.identities(under: node)
            let bodies = node.bodyCount
            if case .inconclusive(let reason) = engine.drive(step) { return .undecided(reason) }
            guard engine.contains(node), node.bodyCount > bodies else { continue }
            let after = Self.identities(under: node)
            let trace = ScenarioSetup.excerpt(engine, under: node.path)
            let change = step.phrase(in: host.name)
            for (holder, identity) in before {
                guard let now = after[holder], now.key != identity.key else { continue }
                return .decided(Reproduction(.confirmed, "when \(change), `\(view.name)`'s body ran again and `.id` gave \(identity.content) "
                                             + "a new identity: it was removed and inserted anew, with fresh state", trace: trace))
            }
            if !before.isEmpty {
                return .decided(Reproduction(.notReproduced, "when \(change), `\(view.name)`'s body ran again and the content under `.id` "
                                             + "kept its identity", trace: trace))
            }
        }
        return .undecided("no state of `\(host.name)` runs `\(view.name)`'s body again")
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
