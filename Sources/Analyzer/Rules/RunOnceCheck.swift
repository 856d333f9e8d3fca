/// For `onappear-task-wrapper`: a check that lets the appearance code start its task once per
/// view — an `if` around the task, or a `guard` before it, on a property of the view that the
/// same code sets before the task runs (`if feedLoader == nil { feedLoader = .init(…); Task {
/// … } }`). Moved into `.task` as is, a disappearance before the work finishes cancels it, and
/// the check, already passed, never lets it run again. A flag the task resets itself when its
/// work ends (`isLoadingMore = false`) is a loading flag, not such a check.
struct RunOnceCheck {
    let view: TypeInfo

    /// The property such a check reads, for the task at `task` in the appearance code's
    /// `statements`, whose own statements are `work`; `nil` when there is none.
    func property(guarding task: SourceRange, in statements: [Stmt], work: [Stmt]) -> String? {
        let checked = checks(leadingTo: task, in: statements)
        guard !checked.isEmpty else { return nil }
        var set: String?
        SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
            guard set == nil, case .assignment(let target, _) = expr.kind, let name = target.selfMemberName, checked.contains(name) else {
                return
            }
            set = name
        }
        guard let set, !assigns(set, in: work) else { return nil }
        return set
    }

    /// The view's properties read by the conditions of the `if`s that hold `task` and the
    /// `guard`s before it.
    private func checks(leadingTo task: SourceRange, in statements: [Stmt]) -> Set<String> {
        var names = Set<String>()
        for statement in statements where statement.range.start <= task.start {
            let holdsTask = task.end <= statement.range.end
            switch statement.kind {
            case .guardStmt(let conditions, _):
                names.formUnion(reads(conditions))
            case .ifStmt(let ifStatement) where holdsTask || Self.exitsEarly(ifStatement):
                names.formUnion(reads(ifStatement.conditions))
            default:
                break
            }
            guard holdsTask else { continue }
            for block in SyntaxWalk.childBlocks(of: statement)
            where block.contains(where: { $0.range.start <= task.start && task.end <= $0.range.end }) {
                names.formUnion(checks(leadingTo: task, in: block))
            }
        }
        return names
    }

    /// `if didRunReset { return }`: a `guard` written as an `if`.
    private static func exitsEarly(_ ifStatement: IfStatement) -> Bool {
        guard ifStatement.elseBranch == nil, case .returnStmt? = ifStatement.body.statements.last?.kind else { return false }
        return true
    }

    private func reads(_ conditions: [Condition]) -> Set<String> {
        var names = Set<String>()
        for condition in conditions {
            let value: Expr?
            switch condition.kind {
            case .expression(let expr): value = expr
            case .optionalBinding(_, _, _, let bound): value = bound
            case .matching(_, _, let matched): value = matched
            case .availability: value = nil
            }
            guard let value else { continue }
            SyntaxWalk.expressions(in: value, intoClosures: false) { expr in
                if let name = expr.selfMemberName, view.storedProperty(named: name) != nil { names.insert(name) }
            }
        }
        return names
    }

    /// Whether the task's statements, or the view's methods they call, assign `name`.
    private func assigns(_ name: String, in work: [Stmt]) -> Bool {
        var pending = [work]
        var followed = Set<String>()
        var found = false
        while !found, let statements = pending.popLast() {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                switch expr.kind {
                case .assignment(let target, _):
                    if target.selfMemberName == name { found = true }
                case .call(let call):
                    guard let method = call.callee.selfMemberName, followed.insert(method).inserted else { return }
                    pending += view.methods(named: method).filter { !$0.isStatic }.compactMap { $0.declaration.body?.statements }
                default:
                    break
                }
            }
        }
        return found
    }
}
