/// Work that removes the view it was started from before it first waits: Pixiv's "load more"
/// spinner, shown only while `hasMoreData && !isLoading`, starts `loadMoreData()`, whose first
/// act is `isLoading = true`. The spinner goes as the load starts, so a `.task` on it would be
/// cancelled at once: the unstructured `Task` is what lets the page load. The appearance code
/// that starts the task counts too, up to the task (``leadUp(to:in:)``).
struct TriggerRemovals {
    let view: TypeInfo
    let index: ModuleIndex
    let uses: ModuleUses

    /// Whether `work`, started by the modifier at `offset`, assigns before any `await` (in its
    /// own statements or in the view's methods it calls first) a literal that the branches
    /// around the modifier rule out.
    func removesItsTrigger(_ work: [Stmt], at offset: Int, fileIndex: Int) -> Bool {
        guard let place = BranchPath.locate(offset: offset, fileIndex: fileIndex, in: index), !place.path.steps.isEmpty else { return false }
        return scan(work, place: place, coexistence: ViewCoexistence(index: index, uses: uses), depth: 0) == true
    }

    /// `true`: removes it; `false`: waits (or leaves) first; `nil`: neither, in these statements.
    private func scan(_ statements: [Stmt], place: BranchPath.Place, coexistence: ViewCoexistence, depth: Int) -> Bool? {
        for statement in statements {
            switch statement.kind {
            case .guardStmt, .deferStmt, .declaration:
                if containsAwait([statement]) { return false }
                continue
            case .expression(let expr):
                if let found = scan(expr, place: place, coexistence: coexistence, depth: depth) { return found }
            default:
                break
            }
            if containsAwait([statement]) { return false }
        }
        return nil
    }

    private func scan(_ expr: Expr, place: BranchPath.Place, coexistence: ViewCoexistence, depth: Int) -> Bool? {
        switch expr.kind {
        case .tryExpr(_, let inner), .awaitExpr(let inner):
            return scan(inner, place: place, coexistence: coexistence, depth: depth)
        case .assignment(let target, let value):
            guard var path = target.memberPath, let literal = value.literalText else { return nil }
            if path.first == "self" { path.removeFirst() }
            return coexistence.removes(place, assigning: literal, to: path) ? true : nil
        case .call(let call):
            // The view's own method, called first (`await loadMoreData()`): what it does before
            // its first wait happens before the caller's.
            guard depth < Self.maximumCallDepth, call.allArguments.isEmpty, let name = call.callee.selfMemberName ?? {
                if case .identifier(let name) = call.callee.kind { return name }
                return nil
            }(), let method = view.methods(named: name).first(where: { !$0.isStatic }),
                  let body = method.declaration.body?.statements else { return nil }
            return scan(body, place: place, coexistence: coexistence, depth: depth + 1)
        default:
            return nil
        }
    }

    /// Methods followed into, at most.
    private static let maximumCallDepth = 3

    /// The statements that run before the code at `range` on the way to it: those before it in
    /// its block, after those before the `if` (or other statement) holding the block. Aidoku's
    /// load-more spacer sets `loadingMore = true` in its `onAppear`, then starts the `Task`: the
    /// spacer goes as the load starts, as it would if the task set the flag first.
    static func leadUp(to range: SourceRange, in statements: [Stmt]) -> [Stmt] {
        guard let position = statements.firstIndex(where: { $0.range.contains(range) }) else { return [] }
        let holder = statements[position]
        let inner = SyntaxWalk.childBlocks(of: holder).first { block in block.contains { $0.range.contains(range) } }
        return Array(statements[..<position]) + (inner.map { leadUp(to: range, in: $0) } ?? [])
    }
}
