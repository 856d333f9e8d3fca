import Analyzer

/// `onappear-task-wrapper`: mount the view and let its appearance start its work, holding every
/// task at its first `await`; then the parent removes the view and the tasks go on. Confirmed
/// when a `Task` the view started was not cancelled and did work after the view was gone; not
/// reproduced when every task was cancelled with the view (`.task { }`) or had nothing left to do.
struct OnAppearTaskWrapperScenario {
    static let ruleID = OnAppearTaskWrapperRule.id
    let setup: ScenarioSetup
    /// Resumptions after the view is gone: enough for a task with a few `await`s to end.
    static let maximumResumptions = 8

    func run() -> Reproduction {
        guard let view = setup.view else {
            return Reproduction(.inconclusive, "the finding does not say which view it is about")
        }
        // The engine's parent removing the view stands for navigation, a tab switch, a branch
        // that ends; a window's root view has none of them.
        if setup.uses.isOnlyWindowRoot(view) {
            return Reproduction(.inconclusive, "`\(view.name)` is created only as the root of the app's windows: it disappears only "
                                + "when its window closes, which the engine does not do")
        }
        // The `Task` the finding points at (its note), else any task the view started; when
        // the code is not on screen at first, one change of the view's state that shows it.
        let site = setup.finding.notes.first.flatMap(location)
        func isSite(_ event: TraceEvent) -> Bool { site.map { event.location?.hasPrefix($0) == true } ?? true }
        let exploration: Exploration
        switch Exploration.start(index: setup.index, host: view.qualifiedName, hostName: "`\(view.name)`", what: "its `Task`",
                                 isVisible: { $0.trace.events(.taskStart).contains(where: isSite) }) {
        case .success(let found): exploration = found
        case .failure(let failure): return Reproduction(.inconclusive, failure.reason)
        }
        guard let engine = exploration.freshEngine(prepare: { $0.holdsTasksAtAwait = true }), let path = engine.mounted?.path else {
            return Reproduction(.inconclusive, "`\(view.name)` could not be shown again with its tasks held")
        }
        let started = labels(engine.trace.events(.taskStart).filter(isSite), under: path, verb: "started")
        let finished = labels(engine.trace.events(.taskFinish), under: path, verb: "finished")
        let pending = started.filter { !finished.contains($0) }
        guard !started.isEmpty else {
            return Reproduction(.inconclusive, "with its tasks held at `await`, `\(view.name)` did not start its `Task`")
        }
        guard !pending.isEmpty else {
            // On the engine's path (made-up values: no signed-in user, an empty list) the task
            // may end early where the app's data takes it to an `await`.
            if let wait = awaitInFlaggedTask(view) {
                return Reproduction(.inconclusive, "with the values the engine gave `\(view.name)`, its task finished before its first `await`, "
                                    + "but another path waits (\(wait)): with the app's data it may outlive the view")
            }
            return Reproduction(.notReproduced, "the task `\(view.name)` started on appear finished before its first `await`: nothing outlives the view")
        }
        if let assumption = assumptionBefore(pending[0], in: engine.trace.events) {
            return Reproduction(.inconclusive, "whether `\(view.name)` starts its `Task` depends on a value the engine cannot know: \(assumption)")
        }
        if let cut = workAfterRemovingItsView(exploration, task: pending[0]) {
            return Reproduction(.notReproduced, "the `Task` of `\(view.name)` (\(pending[0])) removes, by its own writes, the view that "
                                + "started it and then goes on (\(cut)): the work is meant to outlive that view, and `.task` would cancel the rest")
        }
        let disappearance = engine.trace.events.count
        if case .inconclusive(let reason) = engine.unmount() { return Reproduction(.inconclusive, reason) }
        if let reason = resumeToTheEnd(engine) { return Reproduction(.inconclusive, reason) }
        let after = Array(engine.trace.events[disappearance...])
        let cancelled = labels(after.filter { $0.kind == .taskCancel }, under: path, verb: "cancelled")
        let trace = after.filter { [.step, .disappear, .taskCancel, .effect, .stateWrite, .taskFinish].contains($0.kind) }
            .prefix(10).map(\.description)
        guard let task = pending.first(where: { !cancelled.contains($0) }) else {
            return Reproduction(.notReproduced, "when `\(view.name)` disappeared, its task was cancelled with it", trace: trace)
        }
        let before = engine.trace.events[..<disappearance]
        let node = before.first { $0.kind == .taskStart && $0.message == task + " started" }?.node ?? path
        let awaited = before.last { isWork($0, of: task, at: node) && $0.kind == .effect }.map { " for `\($0.messageWithoutTask)`" } ?? ""
        let work = after.filter { isWork($0, of: task, at: node) }.prefix(3).map { "`" + $0.messageWithoutTask + "`" }
        // Waiting only for closures the view is handed (winston's lightbox awaits `markAsSeen()`,
        // which the post link gives it), with nothing of its own done after: what outlived the
        // view is its creator's work, whose code the engine did not run.
        if work.isEmpty, let handed = handedInWork(view) {
            return Reproduction(.inconclusive, "when `\(view.name)` disappeared, its `Task` (\(task)) was still waiting for \(handed), "
                                + "a closure `\(view.name)` is handed, and was not cancelled; but that work is its creator's, and whether "
                                + "it should end with the view is for the creator to say", trace: trace)
        }
        // Held at an `await` of the module's own code, which only started a task of its own
        // (`Task.detached`) and left it to run (never awaiting its `value`), and nothing of its
        // own after the view went: the work that outlives the view is that task's, which
        // `.task` would not cancel.
        let serial = Int(task.dropFirst("Task #".count))
        let startedOthers = engine.trace.events.contains { event in
            guard event.kind == .taskStart, event.task == serial,
                  let started = Int(event.message.dropFirst("Task #".count).prefix { $0.isNumber }) else { return false }
            return !engine.runtime.awaitedTasks.contains(started)
        }
        if work.isEmpty, awaited.isEmpty, startedOthers {
            return Reproduction(.notReproduced, "when `\(view.name)` disappeared, its `Task` (\(task)) had only started another task, left to "
                                + "run on its own, and did nothing after: nothing `.task` would cancel outlived the view", trace: trace)
        }
        let then = work.isEmpty ? "it ran on to its end" : "it went on: \(Phrasing.list(Array(work)))"
        return Reproduction(.confirmed, "when `\(view.name)` disappeared, the `Task` its `.onAppear` started (\(task)) was still waiting"
                            + "\(awaited) and was not cancelled: \(then)", trace: trace)
    }

    /// A loading view's work (`LoadingView().onAppear { Task { await preload() } }`): left to
    /// go on with the view in place, the task's own writes remove the view that started it, and
    /// it still works after that. What it did then, in words; `nil` when it is not so.
    private func workAfterRemovingItsView(_ exploration: Exploration, task: String) -> String? {
        guard let engine = exploration.freshEngine(prepare: { $0.holdsTasksAtAwait = true }),
              let start = engine.trace.events.last(where: { $0.kind == .taskStart && $0.message == task + " started" }) else { return nil }
        let before = engine.trace.events.count
        if resumeToTheEnd(engine) != nil { return nil }
        let after = engine.trace.events[before...]
        guard let gone = after.firstIndex(where: { $0.kind == .disappear && start.node.hasPrefix($0.node) }) else { return nil }
        let finish = after.firstIndex { $0.kind == .taskFinish && $0.message == task + " finished" } ?? after.endIndex
        // Still running when the view went, and waiting at an `await` after that (resumed again).
        guard finish > gone, after[gone..<finish].contains(where: { $0.kind == .step }) else { return nil }
        let work = after[gone...].filter { isWork($0, of: task, at: start.node) }.prefix(2)
        return work.isEmpty ? "it waits at another `await`" : Phrasing.list(work.map { "`" + $0.messageWithoutTask + "`" })
    }

    /// Resumes the held tasks until none waits (at most ``maximumResumptions`` times); why the
    /// run stopped, if it did.
    private func resumeToTheEnd(_ engine: Engine) -> String? {
        var resumptions = 0
        while resumptions < Self.maximumResumptions, engine.hasSuspendedTasks {
            resumptions += 1
            if case .inconclusive(let reason) = engine.resumeTasks() { return reason }
        }
        return nil
    }

    /// An effect the task caused, or a state write its code made (not one of a task it started
    /// and left to run on its own, such as a `Task.detached`, which `.task` would not cancel).
    private func isWork(_ event: TraceEvent, of task: String, at node: String) -> Bool {
        let serial = task.dropFirst("Task #".count)
        switch event.kind {
        case .effect: return event.message.hasSuffix("[task #\(serial)]")
        case .stateWrite: return event.node == node && event.task.map { String($0) == serial } ?? false
        default: return false
        }
    }

    /// The line a note points at, as the trace's locations begin (`path:line:`): the trace
    /// places a `Task` at its closure, the note at its name, on the same line.
    private func location(_ note: FindingNote) -> String? {
        guard let file = setup.index.trees.first(where: { $0.file.path == note.path })?.file else { return nil }
        return "\(note.path):\(file.location(of: note.range.start).line):"
    }

    /// Where the `Task` the finding points at (its note) awaits, on any path (`await` at line
    /// 12); `nil` when it never does, or the task is not found.
    private func awaitInFlaggedTask(_ view: TypeInfo) -> String? {
        guard let note = setup.finding.notes.first, let fileIndex = setup.index.trees.firstIndex(where: { $0.file.path == note.path }) else {
            return nil
        }
        guard let (task, _) = setup.call(in: view, fileIndex: fileIndex, calleeStart: note.range.start) else { return nil }
        var found: Int?
        SyntaxWalk.expressions(in: task, intoClosures: true) { inner in
            if found == nil, case .awaitExpr = inner.kind { found = inner.range.start }
        }
        return found.map { "`await` at line \(setup.index.trees[fileIndex].file.location(of: $0).line)" }
    }

    /// The closures the view is handed (plain stored properties of function type) that the
    /// `Task` the finding points at awaits, when it awaits nothing else: `markAsSeen()`.
    private func handedInWork(_ view: TypeInfo) -> String? {
        guard let note = setup.finding.notes.first, let fileIndex = setup.index.trees.firstIndex(where: { $0.file.path == note.path }),
              let (task, _) = setup.call(in: view, fileIndex: fileIndex, calleeStart: note.range.start) else { return nil }
        var names: [String] = []
        var others = false
        SyntaxWalk.expressions(in: task, intoClosures: true) { inner in
            guard case .awaitExpr(var awaited) = inner.kind else { return }
            if case .tryExpr(_, let operand) = awaited.kind { awaited = operand }
            guard case .call(let call) = awaited.kind else { others = true; return }
            var callee = call.callee
            if case .optionalChain(let base) = callee.kind { callee = base }
            // (A closure with a default body is the view's own work, not one it is handed; an
            // optional one that starts `nil` is given or left out by the creator.)
            guard let path = callee.memberPath, path.count == 1, let property = view.storedProperty(named: path[0]),
                  property.wrapper == nil, property.defaultValue.map({ $0.literalText == "nil" }) ?? true, let type = property.type,
                  setup.index.isFunctionType(type.unwrappingOptionals, in: view) else {
                others = true
                return
            }
            if !names.contains(path[0]) { names.append(path[0]) }
        }
        // A `for await` loop listens for as long as the task lives: the view's own work.
        SyntaxWalk.expressions(in: task, intoClosures: true) { inner in
            if case .closure(let closure) = inner.kind, TaskStatements.listens(closure.body) { others = true }
        }
        return others || names.isEmpty ? nil : Phrasing.list(names.map { "`\($0)`" })
    }

    /// An opaque condition the engine assumed in the action that started `task` (not in a body).
    private func assumptionBefore(_ task: String, in events: [TraceEvent]) -> String? {
        guard let start = events.firstIndex(where: { $0.kind == .taskStart && $0.message == task + " started" }) else { return nil }
        let action = events[start].node
        return events[..<start].last { $0.kind == .note && $0.node == action && $0.message.hasPrefix("assumed ") }?.message
    }

    /// The task labels (`Task #1`, `task #2`) of events under `path` whose message is `LABEL VERB…`.
    private func labels(_ events: [TraceEvent], under path: String, verb: String) -> [String] {
        events.compactMap { event in
            guard event.node.hasPrefix(path), let range = event.message.firstRange(of: " " + verb) else { return nil }
            return String(event.message[..<range.lowerBound])
        }
    }
}
