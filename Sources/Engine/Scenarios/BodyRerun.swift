import Analyzer

/// The move of scenarios about what happens each time a view's body runs again: mount the view
/// (then up to three real parents), and make one change at a time, each in a fresh engine, until
/// one runs the view's body again while it stays on screen; the scenario judges that update.
enum BodyRerun {
    /// One change after which the view's body ran again.
    struct Observation {
        let host: TypeInfo
        let step: Harness.Step
        let engine: Engine
        /// The view's node (the first one, when the host shows several).
        let node: RenderNode
        /// How many times the view's body had run before the change.
        let bodiesBefore: Int

        /// The change, in words (`` `@State count` of `Counter` changed to 2 ``).
        var change: String { step.phrase(in: host.name) }
    }

    /// The first confirmation over the hosts, else the first other verdict, else why none
    /// could be reached. `prepare` sees each engine before it mounts; `isVisible` says the
    /// code in question (`shown`, in words) is on screen, by default the view; `beforeStep` sees
    /// the view's node just before each change.
    /// `onlyChangingInputs`: a made-up parent changes only inputs some creation site can change
    /// (for a verdict that depends on which value arrives, not just on the body running again).
    static func firstVerdict(_ setup: ScenarioSetup, view: TypeInfo, prepare: (Engine) -> Void = { _ in },
                             isVisible: ((Engine) -> Bool)? = nil, shown: String? = nil, onlyChangingInputs: Bool = false,
                             beforeStep: (Engine, RenderNode) -> Void = { _, _ in },
                             judge: (Observation) -> Reproduction?) -> Reproduction {
        var reasons: [String] = []
        var otherVerdict: Reproduction?
        for host in [view] + setup.parents(of: view).prefix(3) {
            switch trial(setup, host: host, view: view, prepare: prepare, isVisible: isVisible, shown: shown ?? "`\(view.name)`",
                         onlyChangingInputs: onlyChangingInputs, beforeStep: beforeStep, judge: judge) {
            case .decided(let verdict) where verdict.verdict == .confirmed: return verdict
            case .decided(let verdict): otherVerdict = otherVerdict ?? verdict
            case .undecided(let reason): reasons.append(reason)
            }
        }
        return otherVerdict ?? Reproduction(.inconclusive, reasons.first ?? "no change the engine can make runs `\(view.name)`'s body again")
    }

    private static func trial(_ setup: ScenarioSetup, host: TypeInfo, view: TypeInfo, prepare: (Engine) -> Void,
                              isVisible: ((Engine) -> Bool)?, shown: String, onlyChangingInputs: Bool, beforeStep: (Engine, RenderNode) -> Void,
                              judge: (Observation) -> Reproduction?) -> ParentRerender.Trial {
        let exploration: Exploration
        switch Exploration.start(index: setup.index, host: host.qualifiedName, hostName: "`\(host.name)`", what: shown, prepare: prepare,
                                 isVisible: isVisible ?? { !$0.nodes(ofView: view.qualifiedName).isEmpty }) {
        case .success(let found): exploration = found
        case .failure(let failure): return .undecided(failure.reason)
        }
        // The view's own state first: an input changed by a made-up parent is the last resort
        // (and, when asked, only one the module's creation sites can change:
        // `OrderPickerToolbar(supportsToolbar: true)` everywhere is never another value).
        let variability = ValueVariability(index: setup.index, uses: setup.uses)
        let inputs = exploration.steps.filter { step in
            guard step.kind == .input, let property = view.storedProperty(named: step.name) else { return false }
            if onlyChangingInputs, host === view, case .fixed? = variability.inputVariability(property, of: view) { return false }
            return true
        }
        let steps = exploration.steps.filter { $0.kind != .input } + inputs
        for step in steps.prefix(ParentRerender.maximumSteps) {
            guard let engine = exploration.freshEngine(prepare: prepare), let node = engine.nodes(ofView: view.qualifiedName).first else { continue }
            let bodies = node.bodyCount
            beforeStep(engine, node)
            if case .inconclusive(let reason) = engine.drive(step) { return .undecided(reason) }
            guard engine.contains(node), node.bodyCount > bodies else { continue }
            if let verdict = judge(Observation(host: host, step: step, engine: engine, node: node, bodiesBefore: bodies)) {
                return .decided(verdict)
            }
        }
        return .undecided("no change of `\(host.name)` the engine can make runs `\(view.name)`'s body again")
    }
}
