import Analyzer

/// `untracked-task-dependency`: mount the view (through each real parent first), let its task or
/// appear action run, change the value the finding names, and see whether the work runs again.
/// Confirmed when the view now holds the new value and the work did not run again.
struct UntrackedTaskDependencyScenario {
    static let ruleID = "untracked-task-dependency"
    let setup: ScenarioSetup
    /// Parents and steps tried, at most.
    static let maximumHosts = 3
    static let maximumSteps = 12

    func run() -> Reproduction {
        guard let view = setup.view, let paths = setup.finding.subject?.values, !paths.isEmpty else {
            return Reproduction(.inconclusive, "the finding does not say which view and value it is about")
        }
        // The finding names what the work read (`settings.unit`); the view holds the first part.
        let values = paths.map { String($0.prefix { $0 != "." }) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let onlyInputs = values.allSatisfy { name in view.storedProperty(named: name).map { isOnlyReceived($0, by: view) } ?? false }
        if onlyInputs, setup.isOnlyPresented(view) {
            return Reproduction(.notReproduced, "`\(view.name)` is only created as presented content (a sheet or a destination): each presentation makes a new one, whose work runs again")
        }
        let parents = setup.parents(of: view)
        // A stored setting (`@AppStorage`, the Defaults package's `@Default`) is written by other
        // views, not passed by the parent: the view itself is the place to change it.
        let readsSetting = values.contains { name in
            if case .appStorage? = view.storedProperty(named: name)?.wrapper { return true }
            return false
        }
        let direct = Link(child: view, values: values)
        var hosts = (parents.isEmpty || readsSetting ? [view] + parents.prefix(Self.maximumHosts) : Array(parents.prefix(Self.maximumHosts)))
            .map { ($0, direct) }
        var notReproduced: Reproduction?
        var reasons: [String] = []
        // Places the value may change that no later trial settles: with one of them, a parent
        // that keeps the value fixed does not show that every place does.
        var unsettled: [String] = parents.count > Self.maximumHosts ? ["`\(view.name)` is created in more places than the engine tries"] : []
        unsettled += setup.unmountableCreators(of: view).map { "`\($0.name)` creates `\(view.name)` too, and the engine cannot mount it (a generic view)" }
        if setup.isCreatedOutsideViews(view) { unsettled.append("`\(view.name)` is also made outside any view's body, where the engine cannot follow what it is given") }
        func elsewhere(_ reason: String) -> String { "at another place that creates `\(view.name)`, " + reason }
        var tried: Set<String> = []
        while !hosts.isEmpty, tried.count < Self.maximumHosts * 2 {
            let (host, link) = hosts.removeFirst()
            guard tried.insert(host.qualifiedName).inserted else { continue }
            switch trial(host: host, view: view, values: values, paths: paths, link: link) {
            case .confirmed(let confirmation): return confirmation
            case .notReproduced(let confirmation): notReproduced = notReproduced ?? confirmation
            case .undecided(let reason):
                reasons.append(reason)
                // A parent that passes the value on from its own input: its creators decide it.
                let creators = host !== view ? passedOnInput(of: host, link: link).map { _ in setup.parents(of: host) } ?? [] : []
                if creators.isEmpty { unsettled.append(elsewhere(reason)) }
                if creators.count > Self.maximumHosts { unsettled.append("`\(host.name)` is created in more places than the engine tries") }
                let input = passedOnInput(of: host, link: link)?.name ?? ""
                hosts += creators.prefix(Self.maximumHosts).map { ($0, Link(child: host, values: [input])) }
            }
        }
        // Places left untried when the trials ran out settle nothing either.
        if let (untried, _) = hosts.first(where: { !tried.contains($0.0.qualifiedName) }) {
            unsettled.append("`\(untried.name)`, which the engine did not get to, also makes the value")
        }
        if let notReproduced {
            guard let open = unsettled.first else { return notReproduced }
            return Reproduction(.inconclusive, "\(notReproduced.summary); but \(open)")
        }
        return Reproduction(.inconclusive, reasons.first ?? "no way to change \(Self.list(values)) was found")
    }

    private enum Trial {
        case confirmed(Reproduction)
        case notReproduced(Reproduction)
        case undecided(String)
    }

    /// How a host hands the value down: the view it creates on the way to the flagged one (the
    /// flagged view itself, for its direct parent) and that view's properties carrying it.
    private struct Link {
        let child: TypeInfo
        let values: [String]
    }

    private func trial(host: TypeInfo, view: TypeInfo, values: [String], paths: [String], link: Link) -> Trial {
        func explore(loadedOnly: Bool) -> Result<Exploration, ExplorationFailure> {
            Exploration.start(index: setup.index, host: host.qualifiedName, hostName: "`\(host.name)`", what: "the flagged `.\(modifierName)`",
                              focus: view.qualifiedName, loadedOnly: loadedOnly, isVisible: { locate(in: $0, view: view) != nil })
        }
        let exploration: Exploration
        switch explore(loadedOnly: false) {
        case .success(let found): exploration = found
        case .failure(let failure): return .undecided(failure.reason)
        }
        let outcome = trial(exploration, host: host, view: view, values: values, paths: paths, link: link)
        // The empty made-up inputs showed the work but decided nothing: with loaded data (two
        // exercises, not none) the screen's own controls may move the value.
        guard case .undecided = outcome, !exploration.fillsInputs, case .success(let loaded) = explore(loadedOnly: true) else { return outcome }
        // Only a confirmation replaces what the empty inputs left open: loaded data that shows
        // no change says nothing of the empty data's run.
        let retried = trial(loaded, host: host, view: view, values: values, paths: paths, link: link)
        if case .confirmed = retried { return retried }
        return outcome
    }

    private func trial(_ exploration: Exploration, host: TypeInfo, view: TypeInfo, values: [String], paths: [String], link: Link) -> Trial {
        // Without a real parent only plain inputs and state change: a made-up parent that swaps
        // a model object for another says nothing about an app that keeps one and changes it.
        // Through a real parent, a change confirms only when the user makes it on screen (a
        // tap, a control): that runs the app's own code. The parent's own state and its models'
        // fields, set by hand, only probe whether the value can change at all — whether the app
        // changes them while the view is shown is what the finding claims, not evidence of it.
        // The parent's inputs come from its own creators, and a made-up new input (a document
        // with another `id`) may be a change the app never makes.
        // A view the module creates somewhere, mounted on its own (its parents cannot be, or it
        // reads a stored setting other views write), is probed the same way: its inputs and
        // state set by hand only say whether the value can change.
        let synthetic = exploration.steps.filter { values.contains($0.name) && !$0.value.isObject }
        let byUser = host !== view || setup.isCreatedInModule(view)
        // The user changing a system setting the work reads (the text size, dark mode) is a
        // change the app cannot prevent, wherever the view is made.
        let system = values.compactMap { name -> Harness.Step? in
            guard case .environmentValue(let key)? = view.storedProperty(named: name)?.wrapper else { return nil }
            return Harness.Step.system(key)
        }
        let confirming = system + (byUser ? exploration.realChanges : synthetic + exploration.realChanges)
        let probes = !byUser ? [] : host === view ? synthetic : exploration.steps.filter { $0.kind != .input }
        // A parent with nothing to change still says what it passes (a constant, or its own input).
        guard host !== view || !(system + (byUser ? exploration.realChanges + probes : synthetic + exploration.actions)).isEmpty else {
            return .undecided("the engine cannot change \(Self.list(values)) (it comes from the environment or has no second value)")
        }
        var changedNothing = true
        var tracked: Reproduction?
        var unconfirmed: Reproduction?
        var stopped: String?
        let attempts = confirming.prefix(Self.maximumSteps).map { ($0, true) } + probes.prefix(Self.maximumSteps).map { ($0, false) }
        for (step, confirms) in attempts {
            switch attempt(step, exploration: exploration, host: host, view: view, paths: paths) {
            case .unchanged:
                continue
            case .stopped(let reason):
                guard confirms, step.isRealChange else { return .undecided(reason) }
                stopped = stopped ?? reason
            case .tracked(let reproduction):
                changedNothing = false
                tracked = tracked ?? reproduction
            case .stale(let reproduction):
                changedNothing = false
                if confirms { return .confirmed(reproduction) }
                unconfirmed = unconfirmed ?? reproduction
            case .unseen(let reason):
                changedNothing = false
                stopped = stopped ?? reason
            }
        }
        // What the user does in two acts, where no one act moved the value: "Edit", then "Save"
        // in the sheet it opened; or, once the data a list shows is in, an act that needs it
        // ("Next" in a player whose queue is loaded).
        if tracked == nil {
            // (Each kind of pair is found only when the one before it confirmed nothing.)
            let presented = { exploration.actPairs(first: confirming, presentedOnly: true).map { ([$0.0], $0.1) } }
            let loaded = { byUser ? exploration.loadedActs() : [] }
            for pairs in [presented, loaded] {
                for (opening, next) in pairs() {
                    switch attempt(next, after: opening, exploration: exploration, host: host, view: view, paths: paths) {
                    case .stale(let reproduction): return .confirmed(reproduction)
                    case .tracked(let reproduction):
                        changedNothing = false
                        tracked = tracked ?? reproduction
                    case .unseen(let reason):
                        changedNothing = false
                        stopped = stopped ?? reason
                    case .unchanged, .stopped: continue
                    }
                }
            }
        }
        if let unconfirmed {
            return .undecided("\(unconfirmed.summary), but no tap or control on the screen of `\(host.name)` makes that change: "
                              + "whether the app makes it while `\(view.name)` is shown is not in what the engine can run")
        }
        if let tracked { return .notReproduced(tracked) }
        // A property of the parent the engine has no second value for (a Core Data object's
        // fields, a setting whose default it cannot know) may be where the value comes from:
        // that nothing else changed it is no evidence it never changes.
        // (What it passes on from its own inputs, its creators decide: ``passedOnInput``.)
        let undriven = host.storedProperties.first { property in
            !isInput(property) && !probes.contains { $0.name == property.name || $0.name.hasPrefix(property.name + ".") }
                && passes(link.values, from: property.name, host: host, view: link.child)
        }
        if changedNothing, host !== view, values.allSatisfy({ name in view.storedProperty(named: name).map(isInput) ?? false }) {
            if let undriven {
                let what = undriven.wrapper?.holdsObject == true ? "a model whose fields the engine cannot change" : "whose value the engine cannot change"
                return .undecided("`\(host.name)` may pass \(Self.list(values)) from `\(undriven.name)`, \(what)")
            }
            // What the parent passes on from its own input changes where its creators change
            // that input: they are tried next (``run()``).
            if let input = passedOnInput(of: host, link: link) {
                return .undecided("`\(host.name)` passes \(Self.list(values)) on from its own input `\(input.name)`, which the views "
                                  + "that create `\(host.name)` set: the engine could not drive them to change it")
            }
            // Nothing the engine changed moved the value: proof only where what the parent passes
            // reads nothing that changes (a literal, a constant); a value worked out from its
            // models (`brewManager.installedFormulae.contains { … }`) may move under changes the
            // engine's made-up values do not make.
            if let source = changingSource(of: link.values, host: host, view: link.child) {
                return .undecided("nothing the engine changed in `\(host.name)` changed \(Self.list(values)), but it is worked out from "
                                  + "`\(source)`, which the app may change in ways the engine does not try")
            }
            let place = link.child === view ? "it creates" : "under it"
            return .notReproduced(Reproduction(.notReproduced, "no state or input of `\(host.name)` changes \(Self.list(values)) of the `\(view.name)` \(place)"))
        }
        return .undecided(stopped ?? "no step changed \(Self.list(values))")
    }

    /// What one step did to the flagged view's values and work.
    private enum Attempt {
        /// None of the values changed (or the view was not found).
        case unchanged
        /// The run stopped: the engine could not go on.
        case stopped(String)
        /// A value changed and the work ran again, or the view got a new identity.
        case tracked(Reproduction)
        /// A value changed and the work did not run again.
        case stale(Reproduction)
        /// What the work used moved to a value the engine cannot see into (`count` of an opaque
        /// list, a computed property that is opaque): no evidence either way.
        case unseen(String)
    }

    /// Takes one step in a fresh engine and sees what became of the flagged view's work.
    private func attempt(_ step: Harness.Step, after opening: [Harness.Step] = [], exploration: Exploration, host: TypeInfo, view: TypeInfo,
                         paths: [String]) -> Attempt {
        guard let engine = exploration.freshEngine(for: step, after: opening), let (node, workNode) = locate(in: engine, view: view) else {
            return .unchanged
        }
        let before = snapshot(node, paths, in: engine)
        let effects = engine.trace.events(.effect).filter { $0.node == workNode.path }.map(\.messageWithoutTask)
        let used = before.keys.sorted().compactMap { before[$0]?.description }
        let lastEffect = effects.last { effect in used.contains { effect.contains($0) } }
        if case .inconclusive(let reason) = engine.drive(step) { return .stopped(reason) }
        // A change the running app makes is named wherever it comes from; a hand-made change of
        // the view's own value needs no more words than the value.
        let how = host === view && !step.isRealChange ? "" : " when " + (opening + [step]).map { $0.phrase(in: host.name) }.joined(separator: ", then ")
        guard engine.contains(node) else {
            guard !engine.nodes(ofView: view.qualifiedName).isEmpty else { return .unchanged }
            return .tracked(Reproduction(.notReproduced, "`\(view.name)` got a new identity\(how): its `.\(modifierName)` ran again for the new value",
                                         trace: ScenarioSetup.excerpt(engine, under: host.name)))
        }
        let after = snapshot(node, paths, in: engine)
        // (A key one snapshot lacks — a struct there, an opaque value here — is a change the
        // engine cannot judge: ``bearing(of:from:to:)``.)
        let changed = Set(before.keys).union(after.keys).sorted().filter { name in
            before[name] == nil || after[name] == nil || !ValueEquality.equal(before[name] ?? .null, after[name] ?? .null)
        }
        let bearings = changed.map { ($0, bearing(of: $0, from: before, to: after)) }.filter { if case .same = $0.1 { return false } else { return true } }
        guard let (moved, _) = bearings.first else { return .unchanged }
        let excerpt = ScenarioSetup.excerpt(engine, under: node.path)
        // Held work going on shows its own effects: only a restart is the work running again.
        // Effects count only at the work's own node: a body under it evaluated again (its
        // content re-rendering with the new value) is not the work running.
        // (A task the held work starts, `Task.detached`, is not the work starting again.)
        let ranAgain = engine.eventsOfLastStep([.taskStart, .change]).contains { $0.node.hasPrefix(workNode.path) && $0.task == nil }
            || (step.kind != .resume && engine.eventsOfLastStep([.effect]).contains { $0.node == workNode.path })
            || engine.eventsOfLastStep([.note]).contains { $0.node == workNode.path && $0.message.hasSuffix("runs") }
        if ranAgain {
            return .tracked(Reproduction(.notReproduced, "after `\(moved)` changed to \(after[moved]?.description ?? "nil")\(how), the "
                                         + "`.\(modifierName)` work ran again", trace: excerpt))
        }
        guard let (value, through) = bearings.lazy.compactMap({ name, bearing -> (String, (member: String, result: Value)?)? in
            if case .changed(let through) = bearing { return (name, through) }
            return nil
        }).first else {
            let read = before.through[moved].map { "`\($0)`, which the work reads it through," } ?? "what the work reads of it"
            return .unseen("`\(moved)` changed\(how), but \(read) is a value the engine cannot see into")
        }
        let newValue = after[value]?.description ?? "nil"
        let result = through.map { ", so `\($0.member)` became \($0.result.description)," } ?? ","
        let last = lastEffect.map { "it last ran `\($0)`" } ?? "it last ran with `\(value)` = \(before[value]?.description ?? "nil")"
        return .stale(Reproduction(.confirmed, "after `\(value)` changed to \(newValue)\(how)\(result) the `.\(modifierName)` did not run "
                                   + "again; \(last)", trace: excerpt))
    }

    /// The input (a plain property or a binding) of `host` that it passes on down the link, if any.
    private func passedOnInput(of host: TypeInfo, link: Link) -> StoredProperty? {
        host.storedProperties.first { property in
            (property.wrapper == nil || property.wrapper == .binding) && passes(link.values, from: property.name, host: host, view: link.child)
        }
    }

    /// Whether `host` creates `view` passing, for one of `values`, an expression that reads
    /// `model` (`EntryPicture(url: entry.previewPicture)`).
    private func passes(_ values: [String], from model: String, host: TypeInfo, view: TypeInfo) -> Bool {
        (passedExpressions(for: values, host: host, view: view) ?? []).contains { reads(model, in: $0) }
    }

    /// A property of `host` that can change (a `var`, or one a wrapper keeps), or a local, that
    /// what `host` passes for `values` reads, directly or through its computed properties; `nil`
    /// when it reads only constants.
    private func changingSource(of values: [String], host: TypeInfo, view: TypeInfo) -> String? {
        guard let passed = passedExpressions(for: values, host: host, view: view) else { return "what `\(host.name)` passes" }
        var seen: Set<String> = []
        var pending: [[Stmt]] = []
        var found: String?
        func visit(_ inner: Expr) {
            guard found == nil, let written = inner.selfMemberName, written != "self", seen.insert(written).inserted else { return }
            // `$query`: a binding to the property, which changes as the property does.
            let name = written.hasPrefix("$") ? String(written.dropFirst()) : written
            if let stored = host.storedProperty(named: name) {
                if !stored.isLet || stored.wrapper != nil { found = name }
            } else if let computed = host.computedProperty(named: name) {
                if seen.count < Self.maximumSources { pending.append(computed.body) } else { found = name }
            } else if name.first?.isUppercase != true {
                // A local, a closure's or a loop's parameter (`track` in `if let track = player.current`):
                // whatever it was bound from may change.
                found = name
            }
        }
        for expr in passed { SyntaxWalk.expressions(in: expr, intoClosures: true, visit) }
        while found == nil, let body = pending.popLast() { SyntaxWalk.expressions(in: body, intoClosures: true, visit) }
        return found
    }

    /// Names followed through a parent's computed properties, at most; past it, one may change.
    private static let maximumSources = 64

    /// What `host` passes for `values` at every place it makes `view`, through the initializer
    /// (`Cover(artwork: item.artworkID)` feeding `id`), or any argument of a `View` helper that
    /// makes it; `nil` when some place cannot be read.
    private func passedExpressions(for values: [String], host: TypeInfo, view: TypeInfo) -> [Expr]? {
        var passed: [Expr] = []
        for site in setup.uses.creations(of: view) where site.context.owner === host {
            for name in values {
                guard let property = view.storedProperty(named: name),
                      let fed = view.callerExpressions(feeding: property, in: site.call, index: setup.index) else { return nil }
                passed += fed
            }
        }
        return passed + setup.helperCalls(making: view).filter { $0.context.owner === host }.flatMap { $0.call.allArguments.map(\.value) }
    }

    /// Whether `expr` reads the stored property `name` of `self`.
    private func reads(_ name: String, in expr: Expr) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
            if inner.selfMemberName == name { found = true }
        }
        return found
    }

    /// What a parent passes: a plain stored property or a binding.
    private func isInput(_ property: StoredProperty) -> Bool {
        property.wrapper == nil || property.wrapper == .binding
    }

    /// Whether the view only receives the value: a plain input, or a binding the view never
    /// writes itself (branchr's music sheet flips its source mode binding from a badge inside
    /// it, while it is shown).
    private func isOnlyReceived(_ property: StoredProperty, by view: TypeInfo) -> Bool {
        isInput(property) && (property.wrapper != .binding || setup.uses.writes(of: property.name, in: view).isEmpty)
    }

    private var modifierName: String {
        setup.index.trees.first { $0.file.path == setup.finding.path }?.file.text(setup.finding.range) ?? "task"
    }

    /// The flagged view's node and the node of the flagged modifier inside it.
    private func locate(in engine: Engine, view: TypeInfo) -> (RenderNode, RenderNode)? {
        for node in engine.nodes(ofView: view.qualifiedName) {
            var work: RenderNode?
            node.forEachNode { candidate in
                guard work == nil, case .modified(_, let modifier) = candidate.view, modifier.nameRange == setup.finding.range,
                      modifier.fileIndex == setup.fileIndex else { return }
                work = candidate
            }
            if let work { return (node, work) }
        }
        return nil
    }

    /// The values the finding names, as the view holds them now, keyed by what the summary
    /// calls them. A model object the view holds stays the same object while the field the
    /// work read changes: it is taken by that field (`settings.unit`), or by every field when
    /// the finding names the object itself or a member the object computes. A value the work
    /// reads only through one of the view's computed properties also records that property's
    /// result (`chartIsExpanded` beside the `chartData.count` it reads), which decides whether
    /// what the work used changed (``bearing(of:from:to:)``).
    private func snapshot(_ node: RenderNode, _ paths: [String], in engine: Engine) -> Snapshot {
        var result = Snapshot()
        guard case .custom(let instance, _, _) = node.view else { return result }
        for path in paths {
            let parts = path.split(separator: ".").map(String.init)
            let root = parts[0]
            let value: Value?
            let property = setup.view?.storedProperty(named: root)
            if let slot = node.state[root] {
                value = slot.value
            } else if let property, let object = engine.harness.environmentObject(property, of: node) {
                value = .object(object)
            } else if case .environmentValue(let key)? = property?.wrapper {
                value = node.environment.values[key] ?? engine.runtime.defaultEnvironmentValue(key)
            } else if case .binding(let binding)? = instance[root] {
                value = binding.location.value
            } else {
                value = instance[root]
            }
            guard case .object(let reference)? = value else {
                // Into a struct, as far as the path reads (`card.imagePath`, not the whole card),
                // and a list's own members (`items.count`).
                var (key, leaf) = (root, value)
                for part in parts.dropFirst() {
                    if case .instance(let fields)? = leaf, let field = fields[part] {
                        (key, leaf) = (key + "." + part, field)
                    } else if let leafValue = leaf, let member = Builtins.property(part, of: leafValue) {
                        (key, leaf) = (key + "." + part, member)
                    } else if leaf == nil || leaf?.isNull == true {
                        // `items?.count` of no list: nothing, under the path's own key.
                        (key, leaf) = (path, .null)
                        break
                    } else {
                        // A member of a value the engine cannot see into (`count` of an opaque
                        // list): another such value says nothing of what the work read.
                        if leaf?.isOpaque == true {
                            key = path
                            result.unseen.insert(key)
                        }
                        break
                    }
                }
                result.values[key] = leaf
                if let member = setup.finding.subject?.readThrough[path] {
                    result.through[key] = member
                    result.results[member] = engine.computedValue(member, of: node) ?? engine.runtime.interpreter.opaque(member)
                }
                continue
            }
            let fields = engine.runtime.interpreter.heap[reference].fields
            if parts.count > 1, let field = fields[parts[1]] {
                result.values[root + "." + parts[1]] = field
            } else {
                for (name, field) in fields { result.values[root + "." + name] = field }
            }
        }
        return result
    }

    /// What the work read, as the view holds it at one moment.
    private struct Snapshot {
        var values: [String: Value] = [:]
        /// Keys that stand for a member of a value the engine cannot see into (`count` of an
        /// opaque list): another such value is no evidence that what the work used changed.
        var unseen: Set<String> = []
        /// The computed property each key is read through, and the properties' results.
        var through: [String: String] = [:]
        var results: [String: Value] = [:]

        subscript(key: String) -> Value? { values[key] }
        var keys: Dictionary<String, Value>.Keys { values.keys }
    }

    /// How a change of `key` between two snapshots bears on the work.
    private enum Bearing {
        /// What the work used changed: the value itself, or the computed property it is read
        /// through (named, with its new result).
        case changed(through: (member: String, result: Value)?)
        /// The work's input is the same (a computed property it is read through gave the same).
        case same
        /// The engine cannot tell.
        case unknown
    }

    private func bearing(of key: String, from before: Snapshot, to after: Snapshot) -> Bearing {
        if before.unseen.contains(key) || after.unseen.contains(key) || before[key] == nil || after[key] == nil { return .unknown }
        guard let member = after.through[key] ?? before.through[key] else { return .changed(through: nil) }
        guard let old = before.results[member], let new = after.results[member], !old.isOpaque, !new.isOpaque else { return .unknown }
        return ValueEquality.equal(old, new) ? .same : .changed(through: (member, new))
    }

    static func list(_ values: [String]) -> String { Phrasing.list(values.map { "`\($0)`" }) }
}
