import Analyzer

/// The move of scenarios about what happens to a view when its parent re-renders: mount a real
/// parent, and for each of the parent's own plain state values and the plain fields of the
/// models it holds, change it in a fresh engine so the parent's body runs again while the view
/// stays on screen. The scenario judges each such
/// step from the view's value before and after.
enum ParentRerender {
    /// What one parent showed: a verdict, or why it could not show anything.
    enum Trial {
        case decided(Reproduction)
        case undecided(String)
    }

    /// One step where the parent's body ran again and the view stayed.
    struct Observation {
        let host: TypeInfo
        let step: Harness.Step
        let engine: Engine
        let node: RenderNode
        /// The view's value before and after the step.
        let before: StructValue
        let after: StructValue
        /// How many times the view's body had run before the step.
        let bodiesBefore: Int
        /// Whether the step replaced the view with a new one (a new identity: `.id(value)` where
        /// the parent creates it), which `node` now is.
        var isNewIdentity = false
    }

    /// Steps tried per parent, at most: changes made by hand, else user actions.
    static let maximumSteps = 12
    static let maximumActions = 6

    /// Runs the steps of one parent until `judge` decides (it returns `nil` to go on): first the
    /// changes of what the finding blames (`causes`: `isOnline`, `viewModel.items`), then the others.
    /// With `followsReplacement`, a step that replaces the view with a new one is judged too, on
    /// the new one. With `blamedOnly`, only the changes of what the finding blames: a finding
    /// that says what re-renders the parent is confirmed by that, or not at all.
    /// `holding`: names of the view's stored properties of which the observed instance must hold
    /// at least one as a value that never compares equal (not `nil`, not a closure that captures
    /// nothing), where a view makes it in several places: among the instances on
    /// screen, one the finding is about (a card given a `trailingAction`, not its siblings given
    /// none; a loaded row, not a placeholder given `{ }`).
    static func trial(_ setup: ScenarioSetup, host: TypeInfo, view: TypeInfo, causes: [String] = [], blamedOnly: Bool = false,
                      followsReplacement: Bool = false, holding: [String] = [], judge: (Observation) -> Reproduction?) -> Trial {
        let exploration: Exploration
        switch Exploration.start(index: setup.index, host: host.qualifiedName, hostName: "`\(host.name)`", what: "`\(view.name)`",
                                 isVisible: { !$0.nodes(ofView: view.qualifiedName).isEmpty }) {
        case .success(let found): exploration = found
        case .failure(let failure): return .undecided(failure.reason)
        }
        let blamed = exploration.steps.filter { step in causes.contains { $0 == step.name || $0.hasPrefix(step.name + ".") } }
        let others = exploration.steps.filter { step in !blamed.contains { $0.name == step.name && $0.alternative == step.alternative } }
        // Where the parent has no value of its own to set, what a user does on its screen (a
        // "Next day" button changing a date): the app's own code. What the finding blames
        // changes as a list or a date too (a batch of quotes, a time stamp): the judge sees
        // whether the view's own data changed with it; of the rest, only plain values. Not a
        // made-up struct or object: its fields may combine in ways the app never shows (a
        // download's progress while the screen shows no download).
        let own = (blamed.filter { $0.value.isPlain || $0.value.isCollectionOrOpaque } + (blamedOnly ? [] : others.filter(\.value.isPlain)))
            .filter { $0.kind != .input }.prefix(maximumSteps)
        if blamedOnly && own.isEmpty {
            return .undecided("the engine cannot change \(causes.map { "`\($0)`" }.joined(separator: " or ")) in `\(host.name)`")
        }
        let steps = own.isEmpty ? Array(exploration.actions.prefix(maximumActions)) : Array(own)
        // (Where every view that creates it does so in one place only, what the engine shows is
        // all they pass: equal there is equal everywhere. A grandparent host shows its child's.)
        let creators = Dictionary(grouping: setup.uses.creations(of: view).filter { $0.context.placement != .preview },
                                  by: { $0.context.owner.map(ObjectIdentifier.init) })
        let filters = !holding.isEmpty && creators.values.contains { $0.count > 1 }
        func isFlagged(_ node: RenderNode) -> Bool {
            guard filters, case .custom(let value, _, _) = node.view else { return true }
            return holding.contains { name in
                guard let held = value[name], !held.isNull else { return false }
                if case .closure(let closure) = held { return closure.captures }
                return true
            }
        }
        if filters, let engine = exploration.freshEngine(), !engine.nodes(ofView: view.qualifiedName).contains(where: isFlagged) {
            let named = holding.map { "`\($0)`" }
            return .undecided("every `\(view.name)` the engine showed under `\(host.name)` was given \(Phrasing.list(named)) as nothing or "
                              + "as a closure that captures nothing, which compares equal: not the instances the finding is about")
        }
        for step in steps {
            guard let engine = exploration.freshEngine(), let node = engine.nodes(ofView: view.qualifiedName).first(where: isFlagged),
                  case .custom(let before, _, _) = node.view else { continue }
            let bodies = node.bodyCount
            let hostBodies = engine.mounted?.bodyCount ?? 0
            if case .inconclusive(let reason) = engine.drive(step) { return .undecided(reason) }
            guard (engine.mounted?.bodyCount ?? 0) > hostBodies else { continue }
            var shown = node
            if !engine.contains(node) {
                guard followsReplacement, let replacement = engine.nodes(ofView: view.qualifiedName).first else { continue }
                shown = replacement
            }
            guard case .custom(let after, _, _) = shown.view else { continue }
            var observation = Observation(host: host, step: step, engine: engine, node: shown, before: before, after: after, bodiesBefore: bodies)
            observation.isNewIdentity = shown !== node
            if let verdict = judge(observation) { return .decided(verdict) }
        }
        return .undecided("no state of `\(host.name)` re-renders it while `\(view.name)` stays on screen")
    }

    /// Tries up to three real parents (and, with `throughGrandparents`, up to three of their
    /// parents: a value can come from further up): the first confirmation wins, then the first
    /// verdict.
    /// With `citedOnly`, only the hosts the finding's notes point into are tried, when it points
    /// into any (``ScenarioSetup/cites(_:)``): a parent the static analysis found unable to give
    /// another value is left out, so a change the engine makes there by hand cannot confirm it.
    static func firstVerdict(_ setup: ScenarioSetup, view: TypeInfo, throughGrandparents: Bool = false, citedOnly: Bool = false,
                             causes: [String] = [], blamedOnly: Bool = false, followsReplacement: Bool = false, holding: [String] = [],
                             judge: (Observation) -> Reproduction?) -> (verdict: Reproduction?, reasons: [String]) {
        var reasons: [String] = []
        var notReproduced: Reproduction?
        let allParents = setup.parents(of: view)
        let parents = Array(allParents.prefix(3))
        func grandparents(of children: [TypeInfo]) -> [TypeInfo] {
            var found: [TypeInfo] = []
            for grandparent in children.flatMap({ setup.parents(of: $0) }) where !(parents + found).contains(where: { $0 === grandparent }) {
                found.append(grandparent)
            }
            return Array(found.prefix(3))
        }
        // Where the hosts are the cited ones, every grandparent is a candidate from the start;
        // otherwise only those above a parent that decided nothing are tried (cost).
        var hosts = parents + (throughGrandparents && citedOnly ? grandparents(of: parents) : [])
        let cited = citedOnly ? hosts.filter(setup.cites) : []
        if !cited.isEmpty { hosts = cited }
        var decided: [TypeInfo] = []
        var tried = 0
        while tried < hosts.count {
            let host = hosts[tried]
            tried += 1
            switch trial(setup, host: host, view: view, causes: causes, blamedOnly: blamedOnly, followsReplacement: followsReplacement,
                         holding: holding, judge: judge) {
            case .decided(let verdict) where verdict.verdict == .confirmed: return (verdict, reasons)
            case .decided(let verdict):
                notReproduced = notReproduced ?? verdict
                decided.append(host)
            case .undecided(let reason): reasons.append(reason)
            }
            if throughGrandparents, !citedOnly, tried == parents.count {
                hosts += grandparents(of: parents.filter { parent in !decided.contains { $0 === parent } })
            }
        }
        // Not reproduced says what every parent does: one the engine could not run (itself or
        // through a grandparent), or did not get to, may pass what the others do not (a closure
        // capturing its state).
        let required = cited.isEmpty ? parents : cited
        let unsettled = required.first { parent in
            !decided.contains { $0 === parent } && !decided.contains { grandparent in setup.parents(of: parent).contains { $0 === grandparent } }
        }
        if let shown = notReproduced, unsettled != nil || (cited.isEmpty && allParents.count > parents.count) {
            let open = unsettled.map { "the engine could not run `\(view.name)` under `\($0.name)`" }
                ?? "`\(view.name)` is created in more places than the engine tries"
            return (nil, ["\(shown.summary); but \(open)"] + reasons)
        }
        return (notReproduced, reasons)
    }
}
