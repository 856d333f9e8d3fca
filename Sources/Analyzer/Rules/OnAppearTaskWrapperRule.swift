/// `onappear-task-wrapper`: `.onAppear { Task { … } }` starts an unstructured task that is not
/// tied to the view: it outlives it, and another one starts on every appearance.
public enum OnAppearTaskWrapperRule {
    public static let id = "onappear-task-wrapper"

    public static let rule = Rule(
        id: id,
        summary: "`.onAppear { Task { … } }` starts a task the view does not own; use `.task { … }`",
        rationale: """
        A `Task { }` created in `.onAppear` is unstructured: SwiftUI knows nothing of it. It keeps \
        running after the view disappears (a `for await` loop never ends), and every new \
        appearance (a tab switched back to, a row scrolled into view again, a sheet re-presented) \
        starts one more, so work piles up and late results land in a view that is gone. \
        `.task { }` runs the same async code on appear and cancels it on disappear; \
        `.task(id:)` also restarts it when a value changes. A `Task` started by a button, \
        `.onSubmit` or another user action is not reported, nor one kept in the view's state and \
        cancelled in `.onDisappear` (there or in a method it calls), nor one that never waits \
        (no `await`, or only hops: to synchronous methods of the module such as an actor's \
        `startScanning()`, to `MainActor.run { … }`, or to a module `async` function that itself \
        waits for nothing): it ends at once. Nor one that only awaits another owner's work: an \
        app-wide object's (`Permissions.shared.refresh()`), an object made for the one call \
        (`await LibraryModel().refresh()`: nothing keeps it, so its work is for the stores it \
        fills) or an object an ancestor hands down \
        (`@EnvironmentObject`, `@Environment(Model.self)`, an `@ObservedObject` passed in), whose \
        result must land whether or not the view stays, or work handed to the view \
        (`operation.work()`), which whoever handed it over awaits. Module free functions are \
        followed: `await run(action:)` whose body is `await action.execute(in: Store.shared)` \
        does the app-wide store's work. Setting back an in-flight flag the appearance set \
        (`isLoadingMore = false`) is bookkeeping; a task that follows such work with the view's \
        own is reported without the automatic fix, since `.task` would cancel the shared work. Nor a `Task.detached` whose \
        result goes to a closure the parent passed (a cache it keeps): `.task` cannot cancel \
        detached work, and would run it on the main actor. A detached task whose result stays in \
        the view is reported with advice to await it from `.task`. Nor a row's next-page trigger \
        (`.onAppear { if item.id == items.last?.id { Task { await loadMore() } } }` in a `ForEach`, \
        or a row handing itself to code that compares it with where the rows end: `await \
        model.loadMoreIfNeeded(currentID: item.id)`): in a lazy list the row leaves the screen as the user scrolls on, and `.task` would cancel \
        the page it asked for; nor a task whose work removes the view it was started from before \
        it first waits (a "load more" spinner shown only while `!isLoading`, whose load first sets \
        `isLoading = true`, or whose `onAppear` sets it before starting the task): `.task` would \
        cancel it as it starts; nor one that runs pieces side by side (a task group's children, \
        `async let`) of which one removes the view (a loading view shown while a file's address \
        is unknown, whose preload resolves it and its neighbours' together): `.task` would cancel \
        the others then. Nor a task whose `catch` takes every error, a cancellation too, \
        for a failure that lasts: one that removes the view that started it (a spinner shown \
        while `!loaded`, whose load's `catch` sets `loaded = true`: under `.task`, a tab switched \
        mid-load would cancel it into that `catch`, and the spinner would not come back) or \
        records the failure app-wide (`FailedURLs.shared.urls.insert(url)`). A `catch` that \
        checks for `CancellationError` first makes `.task` safe, and the task is reported. Nor a \
        view's own dismiss timer: a task that only sleeps and then removes the view (`isPresented = false` under `if isPresented`, or `dismiss()`), \
        which goes when the task ends. Nor a task of what a window's root view always shows \
        (the view is created only in `WindowGroup { … }`, the `.onAppear` outside any branch, \
        row, tab or presentation): it appears once per window and ends with the app. A task \
        that a run-once check starts (`guard isFirstLoad else { \
        return }; isFirstLoad = false`, a flag nothing else resets) cannot pile up: a remark, \
        with the advice to check for the loaded result under `.task` instead of the flag.
        """,
        defaultSeverity: .warning,
        examples: OnAppearTaskWrapperExamples.all,
        check: check)

    static func check(_ context: ViewContext) -> [Finding] {
        guard let view = context.view else { return [] }
        var findings: [Finding] = []
        var seen = Set<Int>()
        let ownership = TaskOwnership(view: view, index: context.index, uses: context.uses)
        for body in context.bodies {
            // The walk only collects (its closure runs for every node); most bodies have no
            // `onAppear`, and skip the rest.
            let appearances = RowAppearances(tree: body.tree).appearances
            guard !appearances.isEmpty else { continue }
            let cancelled = cancelledInOnDisappear(body.tree, view: view)
            // A window's root appears once per window, and so does what its body always shows:
            // its tasks cannot pile up, and they end with the app.
            let oncePerWindow = body.member == "body" && context.uses.isOnlyWindowRoot(view) ? shownWithTheView(body.tree) : []
            for appearance in appearances where !oncePerWindow.contains(appearance.node.range.start) {
                let node = appearance.node
                guard let modifier = node.modifier, let summary = node.closures.first(where: { $0.role == "onAppear" }),
                      modifier.isWritten(in: context.file(body.fileIndex)), seen.insert(modifier.nameRange.start).inserted else { continue }
                let statements: [Stmt]
                if let closure = summary.closure {
                    statements = closure.body
                } else if let name = summary.method, let method = view.methods(named: name).first(where: { !$0.isStatic }) {
                    statements = method.declaration.body?.statements ?? []
                } else {
                    continue
                }
                // A row's next-page trigger: the load must outlive the row scrolling away.
                if appearance.testsRowPosition(statements, view: view)
                    || appearance.handsRowToDataSource(statements, rowLocals: summary.locals, view: view, index: context.index) {
                    continue
                }
                guard let task = unownedTask(in: statements, cancelled: cancelled, view: view),
                      !neverSuspends(task.call, view: view, fileIndex: body.fileIndex, index: context.index) else { continue }
                let work = taskBody(task.call) ?? []
                let detached = isDetached(task.call.callee)
                // A detached task's off-main work that the parent receives is the parent's;
                // `.task` could not cancel it anyway.
                let flags = ownership.flagsSet(before: task.range, in: statements)
                guard !ownership.awaitsOnlyOthersWork(work, flags: flags), !(detached && ownership.deliversOnlyToParent(work)),
                      !SelfDismissingTimers.isDismissTimer(work, for: node, in: view),
                      !TriggerRemovals(view: view, index: context.index, uses: context.uses)
                        .removesItsTrigger(TriggerRemovals.leadUp(to: task.range, in: statements) + work,
                                           at: modifier.nameRange.start, fileIndex: body.fileIndex),
                      !ConcurrentTriggerRemovals(view: view, index: context.index)
                        .removesItsTrigger(work, at: modifier.nameRange.start, fileIndex: body.fileIndex),
                      !CancellationFailures(view: view, index: context.index, uses: context.uses)
                        .takeCancellationForLastingFailure(work, at: modifier.nameRange.start, fileIndex: body.fileIndex) else { continue }
                // Another owner's work that the task follows with the view's own: `.task` would cancel that work.
                let othersWork = !detached && ownership.awaitsOnlyOthersEffects(work)
                let file = context.file(body.fileIndex)
                let fix = othersWork ? nil : summary.closure.flatMap { OnAppearTaskWrapperFix.edits(of: modifier, closure: $0, task: task, in: file) }
                let started = summary.closure == nil ? " (in `\(summary.method ?? "")`)" : ""
                // A flag that other code resets (`.onDisappear { isFirstLoad = true }`) lets every appearance start the task.
                let extent = statements.isEmpty ? nil : SourceRange(statements[0].range.start, statements[statements.count - 1].range.end)
                let runOnce = othersWork ? nil : RunOnceCheck(view: view).property(guarding: task.range, in: statements, work: work)
                    .flatMap { flag in
                        context.uses.writes(of: flag, in: view).allSatisfy { write in
                            write.fileIndex == body.fileIndex && extent.map { $0.contains(write.range.start) } == true
                        } ? flag : nil
                    }
                var finding = rule.finding(
                    message(started: started, detached: detached, othersWork: othersWork, throwing: canThrow(work), runOnce: runOnce),
                    in: context, at: modifier.nameRange, fileIndex: body.fileIndex,
                    notes: [FindingNote(message: "the unstructured `Task` is created here",
                                        path: file.path, range: task.call.callee.range)],
                    fix: fix)
                // Started once per view, it cannot pile up: at most it finishes after the view has gone.
                if runOnce != nil { finding.severity = .info }
                findings.append(finding)
            }
        }
        return findings
    }

    /// The nodes of a body shown whenever the view is (by their start): the modifiers of its
    /// chain and what containers that show all their content hold, outside any branch, row,
    /// tab or presentation.
    private static func shownWithTheView(_ tree: StaticView) -> Set<Int> {
        var shown: Set<Int> = []
        func visit(_ node: StaticView) {
            shown.insert(node.range.start)
            switch node.kind {
            case .modifier:
                if let base = node.children.first { visit(base) }
            case .tuple:
                node.children.forEach(visit)
            case .view where ViewCatalog.eagerContainers.contains(node.headName):
                node.children.forEach(visit)
            default:
                break
            }
        }
        visit(tree)
        return shown
    }

    /// The message: `started` names the method `.onAppear` is given, when the task is started
    /// there; `othersWork`: every call it awaits is another owner's, and only what it does
    /// after is the view's; `runOnce` is a property the appearance code checks and sets before
    /// the task ends.
    private static func message(started: String, detached: Bool, othersWork: Bool, throwing: Bool, runOnce: String?) -> String {
        var advice = detached
            ? "Await it from `.task { … }` (`result = await Task.detached { … }.value`): the work stays off the main actor "
                + "and its result goes to the view's own task. Cancelling `.task` does not reach the detached work, so skip it "
                + "when the result is already there."
            : othersWork
            ? "What it awaits is another owner's work (an app-wide or an ancestor's object, or work handed to the view), "
                + "which must land whether or not the view stays: `.task` would cancel it when the view disappears. Let its "
                + "owner start that work, and have the view react to the result (`.onChange(of:)`) instead of waiting for it."
            : "Use `.task { … }`, which runs on appear and is cancelled on disappear."
        if let runOnce {
            advice += " `\(runOnce)` is checked and set before the task ends: under `.task`, leaving before the work finishes "
                + "cancels it, and the check then keeps it from running again. Check for the loaded result instead."
        }
        // `.task`'s closure cannot throw: errors the `Task` let escape need a `do`/`catch` there.
        if throwing { advice += " Its body throws, and `.task`'s cannot: catch the errors there with `do`/`catch`." }
        let repeats = runOnce.map { "`\($0)` lets only the first appearance start it, so it does not pile up, but nothing "
            + "cancels it either" } ?? "every appearance starts another"
        let remark = runOnce == nil ? "" : " (A remark, not a warning: started once, it can at most finish after the view has gone.)"
        return "`.onAppear` starts a \(detached ? "detached " : "")`Task`\(started) that the view does not own: it keeps running "
            + "after the view disappears, and \(repeats). " + advice + remark
    }

    /// A `Task { … }` (or `Task.detached`) created by the statements themselves, not inside a
    /// nested closure (a button action, a completion handler), and not stored in a property
    /// that `.onDisappear` cancels.
    private static func unownedTask(in statements: [Stmt], cancelled: Set<String>, view: TypeInfo) -> (call: Call, range: SourceRange)? {
        let stored = storedTasks(in: statements, view: view)
        var found: (call: Call, range: SourceRange)?
        SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
            guard found == nil, case .call(let call) = expr.kind, isTaskCreation(call.callee) else { return }
            if let name = stored[expr.range], cancelled.contains(name) { return }
            found = (call, expr.range)
        }
        return found
    }

    /// Where the statements keep the tasks they make, by the range of the creating call: a
    /// stored property assigned the task (`loadTask = Task { … }`), or a stored collection it
    /// is appended to, directly or through a local (`let cancelable = Task { … }`, then
    /// `cancelables.append(cancelable)`).
    private static func storedTasks(in statements: [Stmt], view: TypeInfo) -> [SourceRange: String] {
        var localTasks: [String: SourceRange] = [:]
        for (name, value) in SyntaxWalk.boundValues(in: statements, nested: true) {
            if case .call(let call) = value.kind, isTaskCreation(call.callee) { localTasks[name] = value.range }
        }
        var stored: [SourceRange: String] = [:]
        SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
            if case .assignment(let lhs, let rhs) = expr.kind, let name = storedName(lhs, view: view) {
                stored[rhs.range] = name
            }
            guard case .call(let call) = expr.kind, case .memberAccess(let base, let member, _) = call.callee.kind,
                  member.text == "append", call.allArguments.count == 1, let name = storedName(base, view: view) else { return }
            let argument = call.allArguments[0].value
            if case .identifier(let local) = argument.kind, let range = localTasks[local] {
                stored[range] = name
            } else {
                stored[argument.range] = name
            }
        }
        return stored
    }

    /// `Task`, `Task<…>` or `Task.detached`: the unstructured task initialisers.
    static func isTaskCreation(_ callee: Expr) -> Bool {
        switch callee.kind {
        case .identifier(let name): return name == "Task"
        case .specialization(let base, _): return isTaskCreation(base)
        case .memberAccess(let base, let member, _):
            if case .identifier("Task") = base.kind { return member.text == "detached" || member.text == "init" }
            return false
        default: return false
        }
    }

    /// `Task.detached`: a task that inherits nothing from where it starts, the main actor
    /// included.
    private static func isDetached(_ callee: Expr) -> Bool {
        guard case .memberAccess(let base, let member, _) = callee.kind, case .identifier("Task") = base.kind else { return false }
        return member.text == "detached"
    }

    /// The stored property an assignment writes (`loadTask = …`, `self.loadTask = …`).
    private static func storedName(_ lhs: Expr, view: TypeInfo) -> String? {
        switch lhs.kind {
        case .identifier(let name): return view.storedProperty(named: name) == nil ? nil : name
        case .memberAccess(let base, let member, _):
            guard case .identifier("self") = base.kind else { return nil }
            return view.storedProperty(named: member.text) == nil ? nil : member.text
        default: return nil
        }
    }

    /// Whether a task runs to its end as soon as it starts (``TaskSuspension``): nothing of it
    /// is left to outlive the view or to pile up.
    private static func neverSuspends(_ task: Call, view: TypeInfo, fileIndex: Int, index: ModuleIndex) -> Bool {
        guard let closure = task.lastClosure?.closure else { return false }
        let locals = Set(closure.parameters?.map(\.name.text) ?? []).union(ModuleCallees.declaredNames(in: closure.body))
        return TaskSuspension(index: index, isDetached: isDetached(task.callee))
            .neverSuspends(closure.body, in: ModuleCallees.Scope(owner: view, fileIndex: fileIndex, locals: locals))
    }

    /// The statements of a `Task { … }`'s closure.
    private static func taskBody(_ task: Call) -> [Stmt]? {
        task.lastClosure?.closure.body
    }

    /// Whether statements can throw out of themselves: a `throw` or a `for try await` at any
    /// depth outside closures, or a plain `try` in their expressions — unless a `do` whose
    /// `catch` takes every error is around it.
    static func canThrow(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .throwStmt:
                return true
            case .doStmt(let doStatement):
                let catchesAll = doStatement.catches.contains(where: \.catchesEverything)
                return (!catchesAll && canThrow(doStatement.body.statements))
                    || doStatement.catches.contains { canThrow($0.body.statements) }
            case .forIn(let loop) where loop.isTry:
                return true
            default:
                // The statement's own expressions (conditions, a loop's sequence), then its blocks.
                var found = false
                let blocks = SyntaxWalk.childBlocks(of: statement)
                SyntaxWalk.expressions(in: [statement], intoClosures: false) { expr in
                    if case .tryExpr(.plain, _) = expr.kind, !blocks.contains(where: { Self.contains($0, expr.range) }) { found = true }
                }
                return found || blocks.contains(where: canThrow)
            }
        }
    }

    /// Whether one of the statements holds `range`.
    private static func contains(_ statements: [Stmt], _ range: SourceRange) -> Bool {
        statements.contains { $0.range.start <= range.start && range.end <= $0.range.end }
    }

    /// The names `.onDisappear` calls `cancel()` on (`loadTask?.cancel()`, or each element of a
    /// stored collection: `for task in tasks { task.cancel() }`, `tasks.forEach { $0.cancel() }`):
    /// in its closure, in the method passed to it (`.onDisappear(perform: stopUpdates)`), or in
    /// a method of the view either one calls (`.onDisappear { stopUpdates() }`).
    private static func cancelledInOnDisappear(_ tree: StaticView, view: TypeInfo) -> Set<String> {
        var names = Set<String>()
        var followed = Set<String>()
        var pending: [[Stmt]] = []
        func follow(method name: String) {
            guard followed.insert(name).inserted else { return }
            pending += view.methods(named: name).filter { !$0.isStatic }.compactMap { $0.declaration.body?.statements }
        }
        tree.forEachNode { node in
            guard node.modifier?.name == "onDisappear" else { return }
            for summary in node.closures where summary.role == "onDisappear" {
                if let closure = summary.closure {
                    pending.append(closure.body)
                } else if let method = summary.method {
                    follow(method: method)
                }
            }
        }
        while let statements = pending.popLast() {
            names.formUnion(collectionsCancelledElementwise(in: statements, view: view))
            SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
                guard case .call(let call) = expr.kind else { return }
                if let name = call.callee.selfMemberName {
                    follow(method: name)
                    return
                }
                guard case .memberAccess(var base, let member, _) = call.callee.kind, member.text == "cancel", call.arguments.isEmpty else {
                    return
                }
                if case .optionalChain(let inner) = base.kind { base = inner }
                if let name = base.selfMemberName, name != "self" { names.insert(name) }
            }
        }
        return names
    }

    /// The stored collections whose every element the statements cancel: `for task in tasks {
    /// task.cancel() }` (at any depth outside closures) or `tasks.forEach { $0.cancel() }`.
    private static func collectionsCancelledElementwise(in statements: [Stmt], view: TypeInfo) -> Set<String> {
        func cancels(_ element: String, in body: [Stmt]) -> Bool {
            var found = false
            SyntaxWalk.expressions(in: body, intoClosures: false) { expr in
                guard case .call(let call) = expr.kind, case .memberAccess(var base, let member, _) = call.callee.kind,
                      member.text == "cancel", call.arguments.isEmpty else { return }
                if case .optionalChain(let inner) = base.kind { base = inner }
                if case .identifier(element) = base.kind { found = true }
            }
            return found
        }
        var names = Set<String>()
        var pending = [statements]
        while let block = pending.popLast() {
            for statement in block {
                if case .forIn(let loop) = statement.kind, let name = storedName(loop.sequence, view: view),
                   let element = loop.pattern.boundNames.first?.text, cancels(element, in: loop.body.statements) {
                    names.insert(name)
                }
                pending += SyntaxWalk.childBlocks(of: statement)
            }
        }
        SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
            guard case .call(let call) = expr.kind, case .memberAccess(let base, let member, _) = call.callee.kind,
                  member.text == "forEach", let name = storedName(base, view: view),
                  let closure = call.lastClosure?.closure, cancels("$0", in: closure.body) else { return }
            names.insert(name)
        }
        return names
    }
}
