/// Whose work a `Task` started in `.onAppear` does, for `onappear-task-wrapper`: a task whose
/// every awaited call is another owner's is not the view's to cancel when it disappears.
///
/// - An app-wide object's (`await PermissionCenter.shared.refresh()`, or through
///   `@ObservedObject var permissions = PermissionCenter.shared`): its result belongs to the
///   shared object, which other views read, and must land whether or not this view stays.
///   So is work handed such an object (`await action.execute(in: Store.shared)`), and a module
///   free function whose own awaited work is all another owner's (`await run(action:)`, whose
///   body is that call): a free function owns nothing, and works for what it is handed.
/// - An object an ancestor owns and hands down (`@EnvironmentObject`, `@Environment(Model.self)`,
///   an `@ObservedObject` or `@Bindable` passed in): a load into it fills the ancestor's model,
///   which outlives this view, just the same.
/// - An object made for the one call (`await LibraryModel().refresh()`): nothing keeps it, so
///   its work is for the stores it fills.
/// - Work handed to the view (`await operation.work()`, a job stored in a value it was given):
///   the view only runs it; whoever handed it over awaits it, and cancelling it would abort
///   their operation.
struct TaskOwnership {
    let view: TypeInfo
    let index: ModuleIndex
    let uses: ModuleUses

    /// Free functions followed into, at most.
    private static let maximumDepth = 4

    /// Whether every call the task's statements await is another owner's (and there is one),
    /// whatever the task does with the results.
    func awaitsOnlyOthersCalls(_ statements: [Stmt]) -> Bool {
        awaitsOnlyOthersCalls(statements, in: viewScope(statements), depth: 0)
    }

    /// Whether the task awaits only another owner's work for what it does there: every call it
    /// awaits is another owner's, and it keeps none of their results (each `await` is a
    /// statement of its own, or assigned to `_`).
    func awaitsOnlyOthersEffects(_ statements: [Stmt]) -> Bool {
        awaitsOnlyOthersCalls(statements) && TaskStatements.discardsAwaitedResults(statements)
    }

    /// `awaitsOnlyOthersCalls` in `scope`: the view's task, or a free function it awaits
    /// (`depth` deep). A `for await` loop listens for as long as the task lives: that is the
    /// task's own work.
    private func awaitsOnlyOthersCalls(_ statements: [Stmt], in scope: ModuleCallees.Scope, depth: Int) -> Bool {
        guard !TaskStatements.listens(statements) else { return false }
        let awaited = awaitedCalls(in: statements, scope: scope)
        return !awaited.isEmpty && awaited.allSatisfy { call in
            isAnotherOwners(call, in: scope, depth: depth) || (scope.owner != nil && isHandedOverWork(call.callee))
        }
    }

    /// Whether the task does only another owner's work: every call it awaits is (and there is
    /// one), and it puts nothing of it in the view. `flags` are the view's flags the appearance
    /// code set before starting the task (`isLoadingMore = true`): setting one back when the work
    /// ends is bookkeeping, not a result. Nor is a change the task makes before it first waits
    /// (GitSpace's starred list counts `currentPage += 1`, then appends the awaited page to the
    /// app's model): it is made at once, and no cancelling could lose it.
    func awaitsOnlyOthersWork(_ statements: [Stmt], flags: [String: Bool]) -> Bool {
        let awaited = awaitedCalls(in: statements, scope: viewScope(statements))
        guard !awaited.isEmpty else { return false }
        if awaited.allSatisfy({ isHandedOverWork($0.callee) }) { return true }
        // Another object's work whose result the task also puts in the view (`selectedDate =
        // .now` after the refresh) is the view's as well. (In a loop, a change before the wait
        // is made again after the last one.)
        var firstWait = 0
        if !TaskStatements.containsLoop(statements) {
            SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
                if case .awaitExpr = expr.kind, firstWait == 0 { firstWait = expr.range.start }
            }
        }
        return !writesViewState(statements, resetting: flags, after: firstWait) && awaitsOnlyOthersCalls(statements)
    }

    /// The view's flags `statements` set to `true` or `false` before `task` starts, outside it:
    /// an in-flight flag (`isLoadingMore = true`) that the task sets back when its work ends.
    func flagsSet(before task: SourceRange, in statements: [Stmt]) -> [String: Bool] {
        var flags: [String: Bool] = [:]
        SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
            guard expr.range.end <= task.start, case .assignment(let target, let value) = expr.kind, case .booleanLiteral(let set) = value.kind,
                  let name = target.selfMemberName, view.storedProperty(named: name) != nil else { return }
            flags[name] = set
        }
        return flags
    }

    /// The code of the task, as ``ModuleCallees`` reads it: the view's, with its own locals.
    private func viewScope(_ statements: [Stmt]) -> ModuleCallees.Scope {
        ModuleCallees.Scope(owner: view, fileIndex: view.fileIndex, locals: ModuleCallees.declaredNames(in: statements))
    }

    /// The calls the statements await, outside closures, and those of the tasks they start and
    /// await (`let load = Task { await store.load() }`, then `await load.value`): that work is
    /// theirs too. A pause before the work (`Task.sleep`, a debounce) is no one's work; in a
    /// loop, it makes a poll that never ends, and counts. `MainActor.run { … }` and the like run
    /// their closure there and then: they are no work of their own (a module function of such a
    /// name is).
    private func awaitedCalls(in statements: [Stmt], scope: ModuleCallees.Scope) -> [Call] {
        let pausesOnce = !TaskStatements.containsLoop(statements)
        let callees = ModuleCallees(index: index)
        var awaited: [Call] = []
        var tasks: [String: [Stmt]] = [:]
        var pending = [statements]
        while let current = pending.popLast() {
            tasks.merge(TaskStatements.startedTasks(in: current), uniquingKeysWith: { first, _ in first })
            SyntaxWalk.expressions(in: current, intoClosures: false) { expr in
                guard case .awaitExpr(var operand) = expr.kind else { return }
                if case .tryExpr(_, let inner) = operand.kind { operand = inner }
                // `await model.page(n) ?? []`: the call awaited is the one with the fallback.
                while case .binaryOperator(let lhs, "??", _) = operand.kind { operand = lhs }
                if case .memberAccess(let base, let member, _) = operand.kind, member.text == "value", case .identifier(let name) = base.kind,
                   let work = tasks.removeValue(forKey: name) {
                    pending.append(work)
                    return
                }
                guard case .call(let call) = operand.kind else { return }
                if StandardTypeCatalog.immediateClosureCalls.contains(CallMeaning.lastName(call.callee) ?? ""),
                   !(callees.callees(of: call, in: scope) ?? []).contains(where: { !$0.byNameOnly }) { return }
                if pausesOnce, call.callee.dottedName == ["Task", "sleep"] { return }
                awaited.append(call)
            }
        }
        return awaited
    }

    /// Whether the statements give what they make to a closure the parent passed
    /// (`onSizeCalculated(size)`) and change nothing of the view: the result is the parent's,
    /// kept in its state (a cache) that outlives this view.
    func deliversOnlyToParent(_ statements: [Stmt]) -> Bool {
        var delivers = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard case .call(let call) = expr.kind, let name = call.callee.selfMemberName, let type = view.storedProperty(named: name)?.type,
                  index.isFunctionType(type.unwrappingOptionals, in: view) else { return }
            delivers = true
        }
        return delivers && !writesViewState(statements)
    }

    /// Whether the statements (or closures inside them) change one of the view's stored
    /// properties — by assignment, `+=`, a mutating call (`items.append(…)`) — or call one of the
    /// view's own methods, which may. Setting one of `flags` back (`isLoadingMore = false`
    /// after `isLoadingMore = true`) does not count, nor does code before offset `after`.
    private func writesViewState(_ statements: [Stmt], resetting flags: [String: Bool] = [:], after start: Int = 0) -> Bool {
        var writes = false
        func isViewProperty(_ expr: Expr) -> Bool {
            // `(format, size) = …` writes each element.
            if case .tuple(let elements) = expr.kind { return elements.contains { isViewProperty($0.value) } }
            guard let root = expr.rootName, let property = view.storedProperty(named: root) else { return false }
            // A member of an object an ancestor hands down (`repositoryViewModel.repositories`)
            // is that ancestor's model, not the view's.
            return expr.selfMemberName == root || !isHandedDown(property)
        }
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard expr.range.end > start else { return }
            switch expr.kind {
            case .assignment(let target, let value):
                if case .booleanLiteral(let set) = value.kind, let name = target.selfMemberName, let flag = flags[name], flag != set { return }
                if isViewProperty(target) { writes = true }
            case .binaryOperator(let target, let spelling, _) where PrecedenceGroup.isCompoundAssignment(spelling):
                if isViewProperty(target) { writes = true }
            case .call(let call):
                if case .memberAccess(let base, let name, _) = call.callee.kind, StandardTypeCatalog.mutatingMethods.contains(name.text),
                   isViewProperty(base) { writes = true }
                if let name = call.callee.selfMemberName, view.methods(named: name).contains(where: { !$0.isStatic }) { writes = true }
            default:
                break
            }
        }
        return writes
    }

    /// A call of another owner's work, in the view's task (`scope.owner` is the view) or in a
    /// free function it awaits: a method of an object the view does not own (`Center.shared
    /// .refresh`, `center.refresh` where the view's `center` is set to `Center.shared`,
    /// `store.load` where an ancestor hands the view its `store`), work handed an app-wide
    /// object by something the view does not hold (`action.execute(in: Store.shared)`), or a
    /// module free function whose own awaited calls are all such calls.
    private func isAnotherOwners(_ call: Call, in scope: ModuleCallees.Scope, depth: Int) -> Bool {
        let inView = scope.owner != nil
        if case .memberAccess(let receiver, _, _) = call.callee.kind {
            if isSharedInstance(receiver) || isMadeForTheCall(receiver) { return true }
            if inView, let name = receiver.selfMemberName, !scope.locals.contains(name), let property = view.storedProperty(named: name) {
                if let value = property.defaultValue { return isSharedInstance(value) }
                return isHandedDown(property) || isHeldByEveryCreator(property)
            }
        }
        if call.allArguments.contains(where: { isSharedInstance($0.value) }) {
            return !inView || !heldByView(call.callee, scope: scope)
        }
        guard depth < Self.maximumDepth, let functions = ModuleCallees(index: index).callees(of: call, in: scope),
              functions.allSatisfy({ $0.owner == nil && !$0.byNameOnly }) else { return false }
        return functions.allSatisfy { function in
            guard let body = function.declaration.body?.statements else { return false }
            return awaitsOnlyOthersCalls(body, in: ModuleCallees.Scope(of: function), depth: depth + 1)
        }
    }

    /// Whether a callee is the view's own method or a member of something the view holds.
    private func heldByView(_ callee: Expr, scope: ModuleCallees.Scope) -> Bool {
        if case .identifier(let name) = callee.kind { return !view.methods(named: name).isEmpty }
        guard let root = callee.rootName, !scope.locals.contains(root) else { return false }
        return view.hasInstanceMember(root)
    }

    /// An object the view gets from an ancestor, which owns it: from the environment, or passed
    /// in as an observed object.
    private func isHandedDown(_ property: StoredProperty) -> Bool {
        switch property.wrapper {
        case .environmentObject, .environmentObservable, .observedObject, .bindable: return true
        default: return false
        }
    }

    /// Whether the view keeps in `@State` an object every creator passes from one it holds
    /// itself (kaset's sidebar hands each page the model `MainWindow` keeps in its own `@State`:
    /// `if let vm = homeViewModel { HomeView(viewModel: vm) }`): the creator owns it, and it
    /// outlives this view. A preview's sites do not count; one that makes the object does.
    private func isHeldByEveryCreator(_ property: StoredProperty) -> Bool {
        guard property.wrapper == .state, property.defaultValue == nil else { return false }
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        let mapping = InitializerMapping(view: view, index: index)
        return !sites.isEmpty && sites.allSatisfy { site in
            guard let creator = site.context.owner, var passed = mapping.value(of: property, in: site.call)?.passedArgument else { return false }
            // `vm` of `if let vm = homeViewModel`.
            if case .identifier(let name) = passed.kind {
                switch site.context.origin(of: name) {
                case .value(let value, _)?, .unwrapped(let value, _)?: passed = value
                default: break
                }
            }
            guard let path = passed.memberPath, let root = path.first else { return false }
            return creator.storedProperty(named: root) != nil
        }
    }

    /// `LibraryModel()` in `await LibraryModel().refresh()`: an object of the module made for
    /// this one call. Nothing keeps it, so whatever its work leaves is in stores other code
    /// reads (a database, the defaults, an app-wide object), not in this view — unless it is
    /// handed something of the view (`PageLoader(model: model)`, `$items`, a closure), which
    /// it may fill.
    private func isMadeForTheCall(_ receiver: Expr) -> Bool {
        guard case .call(let made) = receiver.kind, case .identifier(let typeName) = made.callee.kind,
              let type = index.type(named: typeName, in: view), !type.isView else { return false }
        return made.allArguments.allSatisfy { argument in
            let value = argument.value
            if value.isClosure || value.isProjectedChain { return false }
            return value.rootName.map { view.storedProperty(named: $0) == nil && !view.hasInstanceMember($0) } ?? true
        }
    }

    /// `Center.shared`: a static stored property of one of the module's types.
    private func isSharedInstance(_ expr: Expr) -> Bool {
        guard case .memberAccess(let base, let member, _) = expr.kind, case .identifier(let typeName) = base.kind,
              let type = index.type(named: typeName, in: view) else { return false }
        return type.staticProperties[member.text] != nil
    }

    /// `operation.work()`: a function stored in a module value the view was given — a job
    /// handed over to run. (A callback of the view itself, `send(draft)`, is the view's action.)
    private func isHandedOverWork(_ callee: Expr) -> Bool {
        var callee = callee
        if case .optionalChain(let inner) = callee.kind { callee = inner }  // `data.task?()`
        guard let path = callee.memberPath, path.count > 1, let first = path.first, var property = view.storedProperty(named: first) else {
            return false
        }
        var owner = view
        for member in path.dropFirst() {
            guard let type = property.type, case .named(let components) = index.resolved(type, in: owner).unwrappingOptionals.kind,
                  let name = components.last?.name.text, let next = index.type(named: name, in: owner),
                  let stored = next.storedProperty(named: member) else { return false }
            owner = next
            property = stored
        }
        return property.type.map { index.isFunctionType($0.unwrappingOptionals, in: owner) } ?? false
    }
}
