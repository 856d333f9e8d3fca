import Analyzer

/// What every scenario needs: the module, the finding, the flagged view, the views that create
/// it in their bodies (the real parents, tried first), and fresh engines.
struct ScenarioSetup {
    let index: ModuleIndex
    let uses: ModuleUses
    let finding: Finding
    /// The file of the finding, as an index into the module's files.
    let fileIndex: Int?
    /// What the layout pass knows of the module's images.
    let layout: LayoutPass.Options

    init(index: ModuleIndex, uses: ModuleUses, finding: Finding, layout: LayoutPass.Options = LayoutPass.Options()) {
        self.index = index
        self.uses = uses
        self.finding = finding
        self.layout = layout
        fileIndex = index.trees.firstIndex { $0.file.path == finding.path }
    }

    /// The flagged view.
    var view: TypeInfo? {
        finding.subject?.view.flatMap { name in index.types(qualifiedName: name).first ?? index.type(named: name) }
    }

    /// Whether the finding's notes point into `host`'s declaration: the static analysis named a
    /// place there (the creation site that passes a value that can change).
    func cites(_ host: TypeInfo) -> Bool {
        let path = index.trees[host.fileIndex].file.path
        return finding.notes.contains { $0.path == path && host.declarationRange.contains($0.range.start) }
    }

    /// Views whose bodies create `view` and update it in place (not presented content): directly,
    /// or through a `View` extension method that makes it (`func draggable(_:)` returning
    /// `modifier(Draggable(…))`), by calling that method.
    func parents(of view: TypeInfo) -> [TypeInfo] {
        var seen: Set<String> = []
        let sites = uses.creations(of: view).filter { $0.viewExtensionMethod == nil } + helperCalls(making: view)
        return sites.compactMap { site -> TypeInfo? in
            guard site.context.placement.updatesInPlace, let owner = site.context.owner, owner.isView,
                  owner.genericParameters.isEmpty, seen.insert(owner.qualifiedName).inserted else { return nil }
            return owner
        }
    }

    /// Views whose bodies create `view` but that the engine cannot mount as its parents: generic
    /// ones, whose type arguments only their own creators know.
    func unmountableCreators(of view: TypeInfo) -> [TypeInfo] {
        var seen: Set<String> = []
        return (uses.creations(of: view) + helperCalls(making: view)).compactMap { site in
            guard site.context.placement.updatesInPlace, let owner = site.context.owner, owner.isView,
                  !owner.genericParameters.isEmpty, seen.insert(owner.qualifiedName).inserted else { return nil }
            return owner
        }
    }

    /// Whether the module makes `view` somewhere outside a view's body and outside previews (a
    /// factory `static func make(_:) -> some View`, a hosting controller): what it is given
    /// there is out of the engine's reach.
    func isCreatedOutsideViews(_ view: TypeInfo) -> Bool {
        uses.creations(of: view).contains { site in
            site.context.placement != .preview && site.viewExtensionMethod == nil && site.context.owner.map { !$0.isView } ?? true
        }
    }

    /// The calls of the `View` extension methods that make `view` (`.scrollOnOverflow(…)` for a
    /// method returning `modifier(OverflowScroll(…))`).
    func helperCalls(making view: TypeInfo) -> [CallSite] {
        uses.creations(of: view).compactMap(\.viewExtensionMethod).flatMap(uses.calls(ofViewExtension:))
    }

    /// Whether the module declares its app and creates `view` only in previews: the app never
    /// shows it (TenWeekGoal's health dashboard test screen, left beside the tab the app shows).
    func isCreatedOnlyInPreviews(_ view: TypeInfo) -> Bool {
        index.declaresApp && !uses.creations(of: view).isEmpty && !isCreatedInModule(view)
    }

    /// Whether the module creates the view anywhere outside previews (in a body, a helper, a
    /// hosting controller). Then what the app passes it is in the module's code, and an input
    /// or a state set by hand is no evidence of a change the app makes: the scenarios that judge
    /// a value's change confirm only through the app's own code (``Harness/actionSteps()``).
    func isCreatedInModule(_ view: TypeInfo) -> Bool {
        uses.creations(of: view).contains { $0.context.placement != .preview }
    }

    /// Whether the module creates the view only as presented content (a sheet, a destination).
    func isOnlyPresented(_ view: TypeInfo) -> Bool {
        let sites = uses.creations(of: view)
        return !sites.isEmpty && sites.allSatisfy { !$0.context.placement.updatesInPlace }
    }

    /// The call in `view`'s code in file `fileIndex` whose callee starts at `start` and that
    /// `matches`, outermost first (the `ForEach` or `Task` a finding points at).
    func call(in view: TypeInfo, fileIndex: Int, calleeStart start: Int, where matches: (Call) -> Bool = { _ in true }) -> (Expr, Call)? {
        var found: (Expr, Call)?
        for (statements, bodyFile) in view.memberBodies() where bodyFile == fileIndex && found == nil {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard found == nil, case .call(let call) = expr.kind, call.callee.range.start == start, matches(call) else { return }
                found = (expr, call)
            }
        }
        return found
    }

    func engine(_ index: ModuleIndex? = nil) -> Engine { Engine(module: index ?? self.index) }

    /// A trace excerpt: the events of the last step at or under `path`, at most `limit`.
    static func excerpt(_ engine: Engine, under path: String, limit: Int = 10) -> [String] {
        let events = engine.trace.events
        let start = events.lastIndex { $0.kind == .step } ?? 0
        var lines = [events[start].description]
        for event in events[(start + 1)...] where event.node.hasPrefix(path) && event.kind != .note {
            lines.append(event.description)
            if lines.count >= limit { break }
        }
        return lines
    }
}

extension Engine {
    /// The nodes of custom views of this type, in tree order.
    func nodes(ofView name: String) -> [RenderNode] {
        var found: [RenderNode] = []
        root?.forEachNode { node in
            if case .custom(let instance, _, _) = node.view, instance.type == name { found.append(node) }
        }
        return found
    }

    /// What the view's computed property `name` gives now, for the view mounted at `node`
    /// (run like any code of the run: it uses engine steps and may record what it does, but the
    /// node does not come to depend on what it reads); `nil` when it cannot be worked out, a
    /// limit stops it, or it rests on a decision about an opaque value.
    func computedValue(_ name: String, of node: RenderNode) -> Value? {
        guard case .custom(let instance, _, _) = node.view else { return nil }
        let interpreter = runtime.interpreter!
        let assumptions = interpreter.assumptionsMade
        let reference = SelfReference(value: .instance(instance), node: node)
        guard let value = try? interpreter.readMember(name, of: reference, range: SourceRange(0, 0)),
              interpreter.assumptionsMade == assumptions else { return nil }
        return value
    }

    /// Whether this node object is still in the tree.
    func contains(_ target: RenderNode) -> Bool {
        var found = false
        root?.forEachNode { if $0 === target { found = true } }
        return found
    }

    /// The steps the harness can take on the mounted view.
    var harnessSteps: [Harness.Step] { harness.steps() }

    /// What a user can do on the screen as it stands (``Harness/actionSteps()``).
    var actionSteps: [Harness.Step] { harness.actionSteps() }

    /// Rounds of held tasks going on that one ``Harness/Step/resume`` step takes, at most.
    static let resumeRounds = 4

    /// Applies the harness step of this kind and name (its value made in this engine: a step
    /// found in another engine may hold that engine's objects), then updates.
    @discardableResult
    func drive(_ step: Harness.Step) -> Outcome {
        if step.kind == .resume {
            // Each round lets every held task go on to its next `await`.
            var outcome = Outcome.finished
            for _ in 0..<Self.resumeRounds where hasSuspendedTasks && outcome == .finished {
                outcome = perform("the work started as the screen appeared goes on") { try harness.apply(step) }
            }
            return outcome
        }
        // A system change needs nothing on screen: it is the same in every engine.
        if case .system = step.kind { return perform("the system changes \\.\(step.name) to \(step.value.description)") { try harness.apply(step) } }
        guard let own = (step.isUserAction ? actionSteps : harnessSteps).first(where: { $0.isSameChange(as: step) }) else {
            return .inconclusive("the harness cannot change `\(step.name)` here")
        }
        switch own.kind {
        case .tap: return perform("the user \(own.name)") { try harness.apply(own) }
        case .control: return perform("set \(own.name) to \(own.value.description)") { try harness.apply(own) }
        default:
            let verb = own.kind == .input ? "change" : "set"
            return perform("\(verb) \(own.name) = \(own.value.description)") { try harness.apply(own) }
        }
    }
}

extension Harness.Step {
    /// How a summary names the step: "`showsPhoto` (`@State` of `ContentView`) set to true".
    /// `host` is a view's name, or a description with spaces ("a minimal caller").
    func phrase(in host: String) -> String {
        let owner = host.contains(" ") ? host : "`\(host)`"
        let what: String
        switch kind {
        case .state: what = "`@State \(name)` of \(owner)"
        case .input: what = "the input `\(name)` of \(owner)"
        case .field: what = "`\(name)` (a model \(owner) holds)"
        case .tap: return "the user \(name) in \(owner)"
        case .control: return "the user set \(name) in \(owner) to \(value.description)"
        case .resume: return "the work \(owner) started as it appeared went on"
        case .system where name.hasSuffix("SizeClass"):
            return "the window's `\\.\(name)` changed (the device turned, or the app shared the screen)"
        case .system where name == "scenePhase": return "the app went to the background"
        case .system: return "the user changed the system setting behind `\\.\(name)`"
        }
        return "\(what) changed to \(value.description)"
    }
}
