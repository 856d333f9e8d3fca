/// For `onappear-task-wrapper`: a `Task` that is the view's own dismiss timer — it only sleeps
/// (`try await Task.sleep(for: .seconds(1.5))`) and then removes the view it was started from,
/// by setting the condition it is shown under to `false` or `nil` (a HUD's `isPresented =
/// false` under `if isPresented`, `toast = nil` under `if toast != nil`) or calling
/// `dismiss()`. The view goes when the task ends; a view removed earlier leaves only a sleep
/// and a write of a value nothing shows, and `.task` would cancel the timer the view counts on.
enum SelfDismissingTimers {
    /// `work`: the task's statements; `node`: the node its `.onAppear` is on.
    static func isDismissTimer(_ work: [Stmt], for node: StaticView, in view: TypeInfo) -> Bool {
        guard let last = work.last, case .expression(let final) = last.kind, onlySleeps(work) else { return false }
        if case .call(let call) = final.kind, call.allArguments.isEmpty, let name = call.callee.selfMemberName,
           case .environmentValue(let key)? = view.storedProperty(named: name)?.wrapper, key == "dismiss" {
            return true
        }
        guard case .assignment(let target, let value) = final.kind, let written = target.selfMemberName else {
            return false
        }
        // The write undoes a condition the view is shown under.
        return node.conditions.contains { condition in
            condition.kind == .ifTrue && condition.expressions.contains { shows(written, $0, undoneBy: value) }
        }
    }

    private static func shows(_ name: String, _ condition: Expr, undoneBy value: Expr) -> Bool {
        switch (condition.kind, value.kind) {
        case (_, .booleanLiteral(false)):
            return condition.selfMemberName == name
        case (.binaryOperator(let lhs, "!=", let rhs), .nilLiteral):
            guard case .nilLiteral = rhs.kind else { return false }
            return lhs.selfMemberName == name
        default:
            return false
        }
    }

    /// Whether every `await` of the code is a `Task.sleep`.
    private static func onlySleeps(_ work: [Stmt]) -> Bool {
        var sleeps = false
        var other = false
        SyntaxWalk.expressions(in: work, intoClosures: false) { expr in
            guard case .awaitExpr(let operand) = expr.kind else { return }
            if case .call(let call) = operand.kind, case .memberAccess(let base, let name, _) = call.callee.kind,
               name.text == "sleep", base.selfMemberName == "Task" {
                sleeps = true
            } else {
                other = true
            }
        }
        return sleeps && !other
    }
}
