/// Whose work a `Task` started in `.onAppear` does, for `onappear-task-wrapper`: a task whose
/// every awaited call is another owner's is not the view's to cancel when it disappears.
///
/// - An app-wide object's (`await PermissionCenter.shared.refresh()`, or through
///   `@ObservedObject var permissions = PermissionCenter.shared`): its result belongs to the
///   shared object, which other views read, and must land whether or not this view stays.
/// - An object an ancestor owns and hands down (`@EnvironmentObject`, `@Environment(Model.self)`,
///   an `@ObservedObject` or `@Bindable` passed in): a load into it fills the ancestor's model,
///   which outlives this view, just the same.
/// - Work handed to the view (`await operation.work()`, a job stored in a value it was given):
///   the view only runs it; whoever handed it over awaits it, and cancelling it would abort
///   their operation.
struct TaskOwnership {
    let view: TypeInfo
    let index: ModuleIndex

    /// Whether every call the task's statements await is another owner's (and there is one).
    func awaitsOnlyOthersWork(_ statements: [Stmt]) -> Bool {
        let awaited = awaitedCalls(in: statements)
        guard !awaited.isEmpty else { return false }
        if awaited.allSatisfy({ isHandedOverWork($0.callee) }) { return true }
        // Another object's work whose result the task also puts in the view (`selectedDate =
        // .now` after the refresh) is the view's as well.
        return !writesViewState(statements) && awaited.allSatisfy { isAnotherOwners($0.callee) || isHandedOverWork($0.callee) }
    }

    /// The calls the statements await, outside closures, and those of the tasks they start and
    /// await (`let load = Task { await store.load() }`, then `await load.value`): that work is
    /// theirs too. A pause before the work (`Task.sleep`, a debounce) is no one's work; in a
    /// loop, it makes a poll that never ends, and counts.
    private func awaitedCalls(in statements: [Stmt]) -> [Call] {
        let pausesOnce = !Self.containsLoop(statements)
        var awaited: [Call] = []
        var tasks: [String: [Stmt]] = [:]
        var pending = [statements]
        while let current = pending.popLast() {
            tasks.merge(Self.startedTasks(in: current), uniquingKeysWith: { first, _ in first })
            SyntaxWalk.expressions(in: current, intoClosures: false) { expr in
                guard case .awaitExpr(var operand) = expr.kind else { return }
                if case .tryExpr(_, let inner) = operand.kind { operand = inner }
                if case .memberAccess(let base, let member, _) = operand.kind, member.text == "value", case .identifier(let name) = base.kind,
                   let work = tasks.removeValue(forKey: name) {
                    pending.append(work)
                    return
                }
                guard case .call(let call) = operand.kind,
                      !StandardTypeCatalog.immediateClosureCalls.contains(CallMeaning.lastName(call.callee) ?? "") else { return }
                if pausesOnce, call.callee.dottedName == ["Task", "sleep"] { return }
                awaited.append(call)
            }
        }
        return awaited
    }

    /// The local tasks the statements start (`let load = Task { … }`), by name, with their
    /// statements.
    private static func startedTasks(in statements: [Stmt]) -> [String: [Stmt]] {
        var tasks: [String: [Stmt]] = [:]
        for statement in statements {
            guard case .declaration(let decl) = statement.kind, case .variable(let variable) = decl.kind else { continue }
            for binding in variable.bindings {
                guard let name = binding.name, case .call(let call)? = binding.initializer?.kind,
                      OnAppearTaskWrapperRule.isTaskCreation(call.callee), let work = call.lastClosure?.closure.body else { continue }
                tasks[name.text] = work
            }
        }
        return tasks
    }

    /// Whether the statements, or a task they start, hold a loop.
    private static func containsLoop(_ statements: [Stmt]) -> Bool {
        var found = false
        for statement in statements {
            switch statement.kind {
            case .whileStmt, .repeatWhile, .forIn: return true
            default: break
            }
            if SyntaxWalk.childBlocks(of: statement).contains(where: containsLoop) { return true }
        }
        SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
            if case .call(let call) = expr.kind, OnAppearTaskWrapperRule.isTaskCreation(call.callee),
               let work = call.lastClosure?.closure.body, containsLoop(work) { found = true }
        }
        return found
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
    /// view's own methods, which may.
    private func writesViewState(_ statements: [Stmt]) -> Bool {
        var writes = false
        func isViewProperty(_ expr: Expr) -> Bool {
            // `(format, size) = …` writes each element.
            if case .tuple(let elements) = expr.kind { return elements.contains { isViewProperty($0.value) } }
            return expr.rootName.map { view.storedProperty(named: $0) != nil } ?? false
        }
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            switch expr.kind {
            case .assignment(let target, _):
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

    /// A method of an object the view does not own: `Center.shared.refresh`, `center.refresh`
    /// where the view's `center` is set to `Center.shared`, or `store.load` where an ancestor
    /// hands the view its `store`.
    private func isAnotherOwners(_ callee: Expr) -> Bool {
        guard case .memberAccess(let receiver, _, _) = callee.kind else { return false }
        if isSharedInstance(receiver) { return true }
        guard let name = receiver.selfMemberName, let property = view.storedProperty(named: name) else { return false }
        if let value = property.defaultValue { return isSharedInstance(value) }
        return isHandedDown(property)
    }

    /// An object the view gets from an ancestor, which owns it: from the environment, or passed
    /// in as an observed object.
    private func isHandedDown(_ property: StoredProperty) -> Bool {
        switch property.wrapper {
        case .environmentObject, .environmentObservable, .observedObject, .bindable: return true
        default: return false
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
