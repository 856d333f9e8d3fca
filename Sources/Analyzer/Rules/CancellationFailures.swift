/// Work whose `catch` takes every error, a cancellation too, for a failure with a lasting effect.
/// Yattee's channel tab shows a spinner while `!playlistsLoaded && playlists.isEmpty`, and the
/// spinner's `onAppear` starts the load; the load's `catch` sets `playlistsLoaded = true`. Under
/// `.task`, a tab switched mid-load would cancel the load into that `catch`: the spinner that
/// starts it would not come back, and the tab would say "no playlists" for good. Ice Cubes'
/// embedded post records a failed URL app-wide (`StatusEmbedCache.shared.badStatusesURLs
/// .insert(url)`) and never loads it again. There the unstructured `Task`, which nothing
/// cancels, is what keeps the code right: advising `.task` would break it.
struct CancellationFailures {
    let view: TypeInfo
    let index: ModuleIndex
    let uses: ModuleUses

    /// Whether `work`, started by the modifier at `offset` of the view's file `fileIndex`, or a
    /// module function it calls, catches every error without telling a cancellation apart, and
    /// in that `catch` removes the view that started it, or records the failure app-wide where
    /// the work reads it again (a log of errors it never reads back loses nothing).
    func takeCancellationForLastingFailure(_ work: [Stmt], at offset: Int, fileIndex: Int) -> Bool {
        let trigger = BranchPath.locate(offset: offset, fileIndex: fileIndex, in: index).flatMap { $0.path.steps.isEmpty ? nil : $0 }
        let coexistence = ViewCoexistence(index: index, uses: uses)
        let callees = ModuleCallees(index: index)
        var pending = [(work, ModuleCallees.Scope(owner: view, fileIndex: fileIndex, locals: ModuleCallees.declaredNames(in: work)), 0)]
        var followed: Set<String> = []
        // App-wide records the failure paths write, and how often the work names each: one the
        // work also reads (`guard !Cache.shared.failed.contains(url)`) keeps the failure.
        var records: Set<String> = []
        var named: [String: Int] = [:]
        while let (statements, scope, depth) = pending.popLast() {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .memberAccess = expr.kind, let path = expr.memberPath, path.count >= 2 else { return }
                named[path.joined(separator: "."), default: 0] += 1
            }
            for clause in catchAllClauses(in: statements) {
                records.formUnion(appWideRecords(clause.body.statements))
                if let trigger, scope.owner === view, removes(trigger, in: clause.body.statements, coexistence: coexistence) { return true }
            }
            guard depth < Self.maximumCallDepth else { continue }
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind, let found = callees.callees(of: call, in: scope) else { return }
                for callee in found where !callee.byNameOnly {
                    guard let body = callee.declaration.body?.statements,
                          followed.insert("\(callee.fileIndex):\(callee.declaration.name.range.start)").inserted else { continue }
                    pending.append((body, ModuleCallees.Scope(of: callee), depth + 1))
                }
            }
        }
        return records.contains { (named[$0] ?? 0) > 1 }
    }

    /// Calls followed into, at most.
    private static let maximumCallDepth = 3

    /// The `catch` clauses of the statements (at any depth outside closures) that take every
    /// error, a cancellation included: their `do` waits (a cancellation can reach it), they
    /// have no pattern but a name (`catch let error`), and neither they nor an earlier clause
    /// of their `do`, nor their own body, ask whether the error is a cancellation.
    private func catchAllClauses(in statements: [Stmt]) -> [CatchClause] {
        var found: [CatchClause] = []
        var pending = [statements]
        while let block = pending.popLast() {
            for statement in block {
                pending += SyntaxWalk.childBlocks(of: statement)
                guard case .doStmt(let doStatement) = statement.kind,
                      containsAwait(doStatement.body.statements) || TaskStatements.listens(doStatement.body.statements) else { continue }
                for clause in doStatement.catches {
                    if clause.patterns.contains(where: Self.asksForCancellation) { break }
                    if clause.catchesEverything, !Self.asksForCancellation(clause.body.statements) { found.append(clause) }
                }
            }
        }
        return found
    }

    /// Whether assigning a literal in the statements rules out the branches that build the
    /// trigger (``ViewCoexistence/removes(_:assigning:to:depth:)``).
    private func removes(_ trigger: BranchPath.Place, in statements: [Stmt], coexistence: ViewCoexistence) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard !found, case .assignment(let target, let value) = expr.kind, let path = target.memberPath,
                  let literal = value.literalText else { return }
            found = coexistence.removes(trigger, assigning: literal, to: path)
        }
        return found
    }

    /// The static members of module types the statements change (`Cache.shared.failed
    /// .insert(url)`, `Settings.lastError = error`), as dotted paths: state of the whole app,
    /// which outlives the view and every later appearance can read.
    private func appWideRecords(_ statements: [Stmt]) -> Set<String> {
        var found: Set<String> = []
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            let path: [String]?
            switch expr.kind {
            case .assignment(let target, _):
                path = target.memberPath
            case .call(let call):
                guard case .memberAccess(let base, let method, _) = call.callee.kind,
                      StandardTypeCatalog.mutatingMethods.contains(method.text), !call.allArguments.isEmpty else { return }
                path = base.memberPath
            default:
                return
            }
            guard let path, path.count >= 2, index.type(named: path[0]) != nil else { return }
            found.insert(path.joined(separator: "."))
        }
        return found
    }

    /// Whether a `catch` pattern names a cancellation (`is CancellationError`,
    /// `URLError.cancelled`, `let error where error is CancellationError`).
    private static func asksForCancellation(_ item: CaseLabelItem) -> Bool {
        asksForCancellation(item.pattern) || item.whereClause.map { asksForCancellation([Stmt(.expression($0), range: $0.range)]) } == true
    }

    private static func asksForCancellation(_ pattern: Pattern) -> Bool {
        switch pattern.kind {
        case .isType(let type): return type.mentions("CancellationError")
        case .enumCase(_, let name, _): return name.text == "cancelled"
        case .valueBinding(_, let inner): return asksForCancellation(inner)
        case .expression(let expr): return asksForCancellation([Stmt(.expression(expr), range: expr.range)])
        default: return false
        }
    }

    /// Whether the statements ask about cancellation: Swift concurrency's `CancellationError`,
    /// `Task.isCancelled`, `Task.checkCancellation()`, or Foundation's `URLError.cancelled`.
    private static func asksForCancellation(_ statements: [Stmt]) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            switch expr.kind {
            case .identifier(let name): if name == "CancellationError" { found = true }
            case .memberAccess(_, let name, _), .implicitMember(let name, _):
                if Self.cancellationMembers.contains(name.text) { found = true }
            case .typeCheck(_, let type), .cast(_, _, let type): if type.mentions("CancellationError") { found = true }
            default: break
            }
        }
        return found
    }

    private static let cancellationMembers: Set<String> = ["isCancelled", "checkCancellation", "cancelled"]
}
