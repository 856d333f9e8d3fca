import Analyzer

/// `conditional-modifier`: mount the view, give the state inside the `if` non-initial values,
/// then change what the condition reads. Confirmed when the branch's subtree was removed and a
/// new one inserted (its identity changed). An `.if` helper's definition runs through a minimal
/// caller.
struct ConditionalModifierScenario {
    static let ruleID = "conditional-modifier"
    let setup: ScenarioSetup
    static let maximumSteps = 12
    /// Real callers of a helper tried, at most.
    static let maximumCallers = 3

    func run() -> Reproduction {
        if let view = setup.view {
            let parents = setup.parents(of: view)
            let hosts = [view] + parents.prefix(2)
            var reasons: [String] = []
            for host in hosts {
                switch trial(index: setup.index, host: host.qualifiedName, hostName: host.name, isFlagged: isFlaggedIf,
                             byUser: !parents.isEmpty || setup.isCreatedInModule(view)) {
                case .decided(let confirmation): return confirmation
                case .undecided(let reason): reasons.append(reason)
                }
            }
            if !reasons.isEmpty, reasons.allSatisfy({ $0.hasPrefix("no step") }) {
                if let outside = valueFromOutside(view) {
                    return Reproduction(.inconclusive, "the condition reads `\(outside)`, which comes from outside the module's code (the environment or a property wrapper the engine does not drive)")
                }
                return Reproduction(.notReproduced, "no state or input of `\(view.name)` (or of the views that create it) flips this condition")
            }
            return Reproduction(.inconclusive, reasons.first ?? "nothing was tried")
        }
        return helperTrial()
    }

    private enum Trial {
        case decided(Reproduction)
        case undecided(String)
    }

    /// Mounts `host` and flips the condition. With `byUser`, where the module shows who creates
    /// the view, only the app's own code confirms: the work the screen started as it appeared
    /// going on (a load that sets `isLoading` back), or what a user does on screen (a tap, a
    /// control). The host's state and inputs set by hand then only probe whether the
    /// condition can flip at all — a condition set once on appearance, or one fixed for each
    /// row, flips under a hand-made change that the app never makes.
    private func trial(index: ModuleIndex, host: String, hostName: String, isFlagged: (SourceOrigin) -> Bool, byUser: Bool) -> Trial {
        let exploration: Exploration
        switch Exploration.start(index: index, host: host, hostName: hostName.contains(" ") ? hostName : "`\(hostName)`", what: "this `if`",
                                 focus: setup.view?.qualifiedName, isVisible: { locate(in: $0, isFlagged) != nil }) {
        case .success(let found): exploration = found
        case .failure(let failure): return .undecided(failure.reason)
        }
        let system = setup.view.map(systemSteps) ?? []
        // What the app's own code does confirms wherever the view is made; a view the module
        // creates nowhere confirms under hand-made changes too.
        let real = realChanges(exploration, isFlagged: isFlagged)
        let confirming = system + (byUser ? real : exploration.steps + real)
        let probes = byUser ? exploration.steps : []
        guard byUser || !(system + exploration.steps + real.filter(\.isUserAction)).isEmpty else { return .undecided("\(hostName) has no state or input the engine can change") }
        var unconfirmed: Reproduction?
        let attempts = confirming.prefix(Self.maximumSteps).map { ($0, true) } + probes.prefix(Self.maximumSteps).map { ($0, false) }
        for (step, confirms) in attempts {
            switch flip(step, exploration: exploration, hostName: hostName, isFlagged: isFlagged) {
            case .none: continue
            case .some(.undecided(let reason)):
                if confirms, step.isRealChange { continue }
                return .undecided(reason)
            case .some(.decided(let reproduction)):
                if confirms { return .decided(reproduction) }
                unconfirmed = unconfirmed ?? reproduction
            }
        }
        // What the user does in two acts, where no one act flipped it: a mode switched on
        // ("Select"), then a row tapped in that mode; or, once rows are loaded, an act on one
        // ("Reply" on a message). After an act that brings up a sheet, only its own acts follow.
        for (opening, next) in exploration.actPairs(first: confirming + probes) {
            if case .decided(let reproduction)? = flip(next, after: [opening], exploration: exploration, hostName: hostName, isFlagged: isFlagged) {
                return .decided(reproduction)
            }
        }
        if let unconfirmed {
            return .undecided("\(unconfirmed.summary); but no tap or control on the screen of `\(hostName)` makes that change, "
                              + "so whether the app flips the condition while the view is shown is not in what the engine can run")
        }
        return .undecided("no step of `\(hostName)` flips this condition")
    }

    /// What the running app does on the screen once the branch's state is in use (``dirtyState``,
    /// as each trial sets it): a field the user typed into enables its "Apply" button. Found in
    /// an engine prepared the same way, so each action is numbered as the trial finds it.
    private func realChanges(_ exploration: Exploration, isFlagged: (SourceOrigin) -> Bool) -> [Harness.Step] {
        guard let engine = exploration.freshEngine(), let conditional = locate(in: engine, isFlagged),
              let branch = conditional.children.first else { return exploration.realChanges }
        _ = dirtyState(under: branch, in: engine)
        return exploration.realChanges(offering: engine.actionSteps)
    }

    /// Takes one step in a fresh engine: decided when the branch under this `if` was replaced,
    /// `nil` when it stayed.
    private func flip(_ step: Harness.Step, after opening: [Harness.Step] = [], exploration: Exploration, hostName: String,
                      isFlagged: (SourceOrigin) -> Bool) -> Trial? {
        guard let engine = exploration.freshEngine(for: step, after: opening), let conditional = locate(in: engine, isFlagged),
              let before = conditional.children.first else { return nil }
        let lost = dirtyState(under: before, in: engine)
        if case .inconclusive(let reason) = engine.drive(step) { return .undecided(reason) }
        guard engine.contains(conditional), let after = conditional.children.first, after.key != before.key else { return nil }
        let excerpt = ScenarioSetup.excerpt(engine, under: conditional.path)
        let what = Self.leafName(after)
        let loss = lost.isEmpty ? "nothing inside kept state, but a change now fades instead of animating"
            : "its state was lost (\(lost.joined(separator: ", ")) started over)"
        let when = (opening + [step]).map { $0.phrase(in: hostName) }.joined(separator: ", then ")
        return .decided(Reproduction(.confirmed, "when \(when), the `\(what)` under this `if` was removed and a new one inserted (a new identity): \(loss)",
                                     trace: excerpt))
    }

    /// Gives every `@State` under the branch a non-initial value, so a reset shows; returns how
    /// the reset will read (`n = 1`).
    private func dirtyState(under branch: RenderNode, in engine: Engine) -> [String] {
        var lost: [String] = []
        branch.forEachNode { node in
            guard case .custom(let instance, _, _) = node.view, let type = setup.index.type(named: instance.type) else { return }
            for name in node.state.keys.sorted() {
                guard let slot = node.state[name],
                      let next = InputSynthesis(interpreter: engine.runtime.interpreter).alternate(
                        to: slot.value, declared: type.storedProperty(named: name)?.type, owner: type) else { continue }
                _ = engine.perform("set \(instance.type).\(name) = \(next.description)") {
                    engine.runtime.actionNode = node
                    defer { engine.runtime.actionNode = nil }
                    try engine.runtime.write(next, to: slot)
                }
                lost.append("`\(instance.type).\(name)` = \(next.description)")
            }
        }
        return lost
    }

    /// A property the flagged condition reads whose value the engine does not drive: an
    /// environment value, or a wrapper it does not model (`@Query`).
    private func valueFromOutside(_ view: TypeInfo) -> String? {
        conditionReads(of: view).first { property in
            switch property.wrapper {
            case .environmentValue?, .environmentObject?, .environmentObservable?, .other?: return true
            default: return false
            }
        }?.name
    }

    /// The system changing a setting the condition reads (`isDark`, worked out from
    /// `colorScheme`): a change the user makes while any view shows.
    private func systemSteps(of view: TypeInfo) -> [Harness.Step] {
        conditionReads(of: view).compactMap { property in
            guard case .environmentValue(let key)? = property.wrapper else { return nil }
            return Harness.Step.system(key)
        }
    }

    /// The stored properties of `view` the flagged condition reads, directly or through the
    /// view's computed properties (`private var isDark: Bool { colorScheme == .dark }`).
    private func conditionReads(of view: TypeInfo) -> [StoredProperty] {
        var found: [StoredProperty] = []
        var followed: Set<String> = []
        func visit(_ expr: Expr, depth: Int) {
            SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
                guard let name = inner.memberPath?.first else { return }
                if let property = view.storedProperty(named: name) {
                    if !found.contains(where: { $0.name == name }) { found.append(property) }
                } else if depth < 2, let computed = view.computedProperty(named: name), !computed.isStatic, followed.insert(name).inserted {
                    for value in ReturnedValues.of(computed.body) { visit(value, depth: depth + 1) }
                }
            }
        }
        for body in ViewBodies.bodies(of: view, in: setup.index) where body.fileIndex == setup.fileIndex {
            body.tree.forEachNode { node in
                guard node.kind == .conditional, node.range.start == setup.finding.range.start else { return }
                for child in node.children {
                    for condition in child.conditions {
                        for expr in condition.expressions { visit(expr, depth: 0) }
                    }
                }
            }
        }
        return found
    }

    /// The `if` a finding in a body points at (its `if` keyword).
    private func isFlaggedIf(_ origin: SourceOrigin) -> Bool {
        origin.fileIndex == setup.fileIndex && origin.range.start == setup.finding.range.start
    }

    /// The conditional node this finding is about.
    private func locate(in engine: Engine, _ isFlagged: (SourceOrigin) -> Bool) -> RenderNode? {
        var found: RenderNode?
        engine.root?.forEachNode { node in
            guard found == nil, case .conditional(_, _, let origin) = node.view, isFlagged(origin) else { return }
            found = node
        }
        return found
    }

    /// The view a branch shows, named as the user wrote it: the first view (not modifier) in it.
    private static func leafName(_ branch: RenderNode) -> String {
        var name: String?
        branch.forEachNode { node in
            guard name == nil else { return }
            switch node.view {
            case .custom, .builtin: name = node.typeName
            default: break
            }
        }
        return name ?? branch.displayName
    }

    /// An `.if(_:transform:)` helper: through the module's views that call it, or, when none does,
    /// from a minimal view whose `@State` feeds the condition.
    private func helperTrial() -> Reproduction {
        guard let fileIndex = setup.fileIndex, let method = setup.index.viewExtensionMethods.first(where: {
            $0.fileIndex == fileIndex && $0.declaration.name.range == setup.finding.range
        }) else {
            return Reproduction(.inconclusive, "the helper this finding is about was not found")
        }
        let declaration = method.declarationRange
        let isInHelper: (SourceOrigin) -> Bool = { origin in
            origin.fileIndex == fileIndex && origin.range.start >= declaration.start && origin.range.end <= declaration.end
        }
        // The views of the module that call it first: what they pass is what the app does. A
        // minimal caller stands in only for a helper the module calls nowhere.
        var callers: [TypeInfo] = []
        for site in setup.uses.calls[FunctionKey(owner: "View", name: method.name)] ?? [] {
            guard let owner = site.context.owner, owner.isView, !callers.contains(where: { $0 === owner }) else { continue }
            callers.append(owner)
        }
        if !callers.isEmpty {
            var reasons: [String] = []
            for caller in callers.prefix(Self.maximumCallers) {
                switch trial(index: setup.index, host: caller.qualifiedName, hostName: caller.name, isFlagged: isInHelper, byUser: true) {
                case .decided(let confirmation): return confirmation
                case .undecided(let reason): reasons.append(reason)
                }
            }
            return Reproduction(.inconclusive, "through the views that call it, the engine did not flip a condition: \(reasons.first ?? "")")
        }
        let parameters = method.declaration.parameters
        guard let flag = parameters.first else { return Reproduction(.inconclusive, "the helper takes no condition") }
        let label = flag.label.map { $0 + ": " } ?? ""
        let trailing = parameters.count > 1 ? " { $0.padding() }" : ""
        let caller = """
        struct ViewlintHelperCaller: View {
            @State private var flag = false
            var body: some View {
                Text("A").\(method.name)(\(label)flag)\(trailing)
            }
        }
        """
        let tree = SyntaxTree.parse(SourceFile(path: "<caller of \(method.name)>", text: caller))
        let index = ModuleIndex(trees: setup.index.trees + [tree])
        switch trial(index: index, host: "ViewlintHelperCaller", hostName: "a minimal caller", isFlagged: isInHelper, byUser: false) {
        case .decided(let confirmation): return confirmation
        case .undecided(let reason): return Reproduction(.inconclusive, reason)
        }
    }
}
