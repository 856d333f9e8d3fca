/// For `onappear-task-wrapper`: whether a task's code ever waits for something, so that it can
/// outlive the view or pile up. It does not when each `await` only hops to another actor to run
/// synchronous code — `MainActor.run { … }`, a synchronous method of the module (an actor's
/// `startScanning()`) — or awaits a module `async` function whose own body waits for nothing
/// in the same sense (a view model's `loadPresets()` that sets `isLoading` and maps a
/// singleton's values between `MainActor.run` hops). Such a task runs to its end as soon as it
/// starts; work a synchronous method starts on its own is its object's to stop. A `for await`
/// loop, a task the code starts itself, and any other `await` are waits.
///
/// A detached task runs its synchronous code off the main actor for as long as it takes (a
/// directory walk): its hop back to the main actor waits for that work, and what it awaits is
/// not followed. It ends at once only when each `await` is a hop to a synchronous method.
struct TaskSuspension {
    let index: ModuleIndex
    /// The code is a `Task.detached`'s.
    let isDetached: Bool

    /// Module functions followed into, at most.
    private static let maximumDepth = 4

    /// Whether `statements`, written in `scope`, never wait.
    func neverSuspends(_ statements: [Stmt], in scope: ModuleCallees.Scope) -> Bool {
        var following = Set<[Int]>()
        return neverSuspends(statements, in: scope, depth: 0, following: &following)
    }

    private func neverSuspends(_ statements: [Stmt], in scope: ModuleCallees.Scope, depth: Int, following: inout Set<[Int]>) -> Bool {
        guard !TaskStatements.listens(statements) else { return false }
        var awaited: [Call] = []
        var waits = false
        SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
            switch expr.kind {
            case .call(let call) where OnAppearTaskWrapperRule.isTaskCreation(call.callee):
                waits = true
            case .awaitExpr(var operand):
                if case .tryExpr(_, let inner) = operand.kind { operand = inner }
                guard case .call(let call) = operand.kind else {
                    waits = true
                    return
                }
                awaited.append(call)
            default:
                break
            }
        }
        guard !waits else { return false }
        let callees = ModuleCallees(index: index)
        for call in awaited where isDetached || !isMainActorHop(call, in: scope) {
            guard let functions = callees.callees(of: call, in: scope) else { return false }
            for function in functions where function.declaration.effects.isAsync {
                // (A namesake found by name says nothing of what this call awaits.)
                guard !isDetached, !function.byNameOnly else { return false }
                // An `async` function waits unless its own body does not; a cycle or a deep chain is taken to wait.
                let key = [function.fileIndex, function.declaration.name.range.start]
                guard depth < Self.maximumDepth, let body = function.declaration.body, following.insert(key).inserted else { return false }
                let quiet = neverSuspends(body.statements, in: ModuleCallees.Scope(of: function), depth: depth + 1, following: &following)
                following.remove(key)
                guard quiet else { return false }
            }
        }
        return true
    }

    /// `MainActor.run { … }`: a hop to the main actor to run a synchronous closure.
    private func isMainActorHop(_ call: Call, in scope: ModuleCallees.Scope) -> Bool {
        guard call.callee.dottedName == ["MainActor", "run"], !scope.locals.contains("MainActor") else { return false }
        return index.type(named: "MainActor") == nil
    }
}
