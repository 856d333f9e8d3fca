/// Facts about the statements of a task, for `onappear-task-wrapper`: the tasks they start by
/// name, whether they loop or listen (`for await`), and whether they keep what they await; the
/// engine's scenario for the rule asks whether a task listens too.
public enum TaskStatements {
    /// The local tasks the statements start (`let load = Task { … }`), by name, with their
    /// statements.
    static func startedTasks(in statements: [Stmt]) -> [String: [Stmt]] {
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

    /// Whether the statements hold a `for await` loop at any depth outside closures.
    public static func listens(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            if case .forIn(let loop) = statement.kind, loop.isAwait { return true }
            return SyntaxWalk.childBlocks(of: statement).contains(where: listens)
        }
    }

    /// Whether every `await` of the statements, outside closures, is a statement of its own
    /// (`await store.loadMore()`, `try? await …`) or assigned to `_`: nothing keeps its result.
    static func discardsAwaitedResults(_ statements: [Stmt]) -> Bool {
        var awaits = 0
        SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
            if case .awaitExpr = expr.kind { awaits += 1 }
        }
        return awaits == discardedAwaits(in: statements)
    }

    private static func discardedAwaits(in statements: [Stmt]) -> Int {
        statements.reduce(0) { count, statement in
            var value: Expr?
            if case .expression(let expr) = statement.kind { value = expr }
            if case .assignment(let target, let assigned)? = value?.kind, case .identifier("_") = target.kind { value = assigned }
            if case .tryExpr(_, let inner)? = value?.kind { value = inner }
            let discarded: Int = if case .awaitExpr? = value?.kind { 1 } else { 0 }
            return count + discarded + SyntaxWalk.childBlocks(of: statement).reduce(0) { $0 + discardedAwaits(in: $1) }
        }
    }

    /// Whether the statements, or a task they start, hold a loop.
    static func containsLoop(_ statements: [Stmt]) -> Bool {
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
}
