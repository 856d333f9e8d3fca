import Analyzer

/// `onAppear`, `onDisappear`, `task`, `task(id:)` and `onChange`, as `engine-semantics.md` §3.4
/// specifies: appear is edge-triggered, actions run when the update ends (deepest first), tasks
/// start after every appear action and never restart on their own; `task(id:)` restarts with the
/// new closure when its id changes; `onChange` runs the new closure, the deprecated one-parameter
/// form the old one.
extension Runtime {
    func updateLifecycle(_ node: RenderNode, _ modifier: ModifierValue, previous: ViewValue, isNew: Bool) throws {
        if isNew, node.isInnermostAppearanceModifier {
            let id = modifier.name == "task" ? modifier.argument("id") : nil
            trace.record(.appear, node, id.map { "appeared (task id \($0.description))" } ?? "appeared")
        }
        switch modifier.name {
        case "onAppear":
            guard isNew, let action = modifier.action else { return }
            pendingActions.append(PendingAction(node: node, kind: .note, message: "onAppear runs", closure: action, arguments: []))
        case "task":
            guard let action = modifier.action else { return }
            let id = modifier.argument("id")
            if isNew {
                node.taskID = id
                scheduleTask(action, on: node)
            } else if let id, let old = node.taskID, !ValueEquality.equal(old, id) {
                trace.record(.change, node, "task id \(old.description) → \(id.description)")
                node.taskID = id
                if let task = node.task { cancel(task, on: node, because: "its id changed") }
                scheduleTask(action, on: node)
            }
        case "onChange":
            guard let observed = modifier.argument("of"), let action = modifier.action else { return }
            if isNew {
                node.changeValue = observed
                if case .bool(true)? = modifier.argument("initial") {
                    pendingActions.append(PendingAction(node: node, kind: .change, message: "onChange(initial) \(observed.description)",
                                                        closure: action, arguments: arguments(for: action, old: observed, new: observed)))
                }
                return
            }
            guard let old = node.changeValue, !ValueEquality.equal(old, observed) else { return }
            node.changeValue = observed
            // The deprecated `onChange(of:perform:)` (one parameter) runs the closure of the
            // previous view value, with its stale captures.
            var closure = action
            if action.parameters.count == 1, case .modified(_, let oldModifier) = previous, let oldAction = oldModifier.action {
                closure = oldAction
            }
            pendingActions.append(PendingAction(node: node, kind: .change, message: "onChange \(old.description) → \(observed.description)",
                                                closure: closure, arguments: arguments(for: closure, old: old, new: observed)))
        default:
            break
        }
    }

    private func arguments(for closure: ClosureValue, old: Value, new: Value) -> [Value] {
        switch closure.parameters.count {
        case 0: return []
        case 1: return [new]
        default: return [old, new]
        }
    }

    private func scheduleTask(_ action: ClosureValue, on node: RenderNode) {
        taskSerial += 1
        let record = TaskRecord(serial: taskSerial, action: action)
        node.task = record
        pendingTasks.append((node, record))
    }

    func cancel(_ task: TaskRecord, on node: RenderNode, because reason: String) {
        guard !task.isCancelled else { return }
        task.isCancelled = true
        trace.record(.taskCancel, node, "task #\(task.serial) cancelled (\(reason))" + (task.isFinished ? "; it had already finished" : ""))
        if node.task === task { node.task = nil }
    }

    // MARK: After the update

    /// Runs queued actions in order, then starts queued tasks.
    func runActionsAndTasks() throws {
        while !pendingActions.isEmpty {
            let action = pendingActions.removeFirst()
            trace.record(action.kind, action.node, action.message, location: location(action.closure.range, fileIndex: action.closure.fileIndex))
            try run(action.closure, on: action.node, arguments: action.arguments)
        }
        let tasks = pendingTasks
        pendingTasks = []
        for (node, record) in tasks where !record.isCancelled {
            try start(record, on: node)
        }
        try scheduler.runSuspended()
    }

    /// Starts a task body on the scheduler: it runs to its first `await`, and on from there
    /// when the scheduler resumes it.
    private func start(_ record: TaskRecord, on node: RenderNode) throws {
        trace.record(.taskStart, node, "task #\(record.serial) started", location: location(record.action.range, fileIndex: record.action.fileIndex))
        try scheduler.start(record, on: node) { [unowned self] in
            self.currentTask = record
            try self.run(record.action, on: node, arguments: [])
        }
    }

    /// A task body reached its end.
    func finish(_ record: TaskRecord, on node: RenderNode) {
        guard !record.isFinished else { return }
        record.isFinished = true
        trace.record(.taskFinish, node, "\(record.label) finished" + (record.isCancelled ? " (after it was cancelled)" : ""))
    }

    /// `Task { … }` from an action: it starts now and runs to its first `await`; it goes on when
    /// the scheduler resumes it, whether or not the view that made it is still there.
    func startUnstructuredTask(_ closure: ClosureValue, range: SourceRange, fileIndex: Int) throws -> Value {
        taskSerial += 1
        let record = TaskRecord(serial: taskSerial, action: closure, isUnstructured: true)
        if let owner = evaluatingNode {
            // A `Task` made while a body is evaluated runs after the update, like an action.
            pendingActions.append(PendingAction(node: owner, kind: .taskStart, message: "\(record.label) started",
                                                closure: closure, arguments: []))
            return interpreter.opaque(record.label)
        }
        let node = actionNode ?? root
        trace.record(.taskStart, node, "\(record.label) started", location: location(range, fileIndex: fileIndex), task: currentTask?.serial)
        guard let node else {
            _ = try interpreter.invoke(closure, [])
            return interpreter.opaque(record.label)
        }
        try scheduler.start(record, on: node) { [unowned self] in
            self.currentTask = record
            try self.run(closure, on: node, arguments: [])
        }
        return interpreter.opaque(record.label)
    }

    /// Runs an action closure outside any body evaluation, catching what it throws.
    func run(_ closure: ClosureValue, on node: RenderNode, arguments: [Value]) throws {
        let outerNode = actionNode
        let outerEvaluating = evaluatingNode
        actionNode = node
        evaluatingNode = nil
        defer {
            actionNode = outerNode
            evaluatingNode = outerEvaluating
        }
        do {
            _ = try interpreter.invoke(closure, arguments)
        } catch Flow.thrown(let error) {
            trace.record(.note, node, "the action threw \(error.description)")
        } catch let flow as Flow {
            _ = flow
        }
    }
}
