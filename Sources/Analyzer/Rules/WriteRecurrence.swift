/// How often a write of a view's own state happens while the view is on screen, as far as the
/// code shows: once per act of its user (a tap, a pick, a dismissed sheet), once per appearance
/// (`.task` or `.onAppear` work outside any loop), when layout changes (a measured size), or again
/// and again (typing, dragging, a loop over a stream, a timer, a change handler, a model's callback). Rows re-rendered once per act
/// or per appearance cost about what comparing them would; writes that repeat are what make them
/// costly.
struct WriteRecurrence {
    private let handlers: HandlerWrites
    private let measurement: LayoutMeasurement

    /// Handlers that run once each time the view appears or disappears.
    private static let appearanceCalls: Set<String> = ["task", "onAppear", "onDisappear"]

    init(view: TypeInfo, index: ModuleIndex, uses: ModuleUses) {
        measurement = LayoutMeasurement(index: index, uses: uses)
        handlers = HandlerWrites(view: view, index: index, uses: uses,
                                 actions: ModifierCatalog.oneStepUserActions.union(Self.appearanceCalls)) { handler in
            guard let callee = handler.callee, Self.appearanceCalls.contains(callee) else { return true }
            return Self.runsOncePerAppearance(handler, index: index)
        }
    }

    /// Whether an appearance handler is attached where it runs once each time the view
    /// appears: not under an `if`/`switch` (`if cursor != nil { ProgressView().task { … } }`
    /// runs again each time the branch comes back) and not in a row (each row that scrolls in
    /// runs it).
    static func runsOncePerAppearance(_ handler: HandlerLocator.Handler, index: ModuleIndex) -> Bool {
        let offset = handler.range.start
        guard let place = BranchPath.locate(offset: offset, fileIndex: handler.fileIndex, in: index), place.path.steps.isEmpty,
              let member = index.memberLocator.member(at: offset, fileIndex: handler.fileIndex) else { return false }
        return !RowClosures.contain(offset, in: member.statements)
    }

    /// Whether the write records a view's size (``LayoutMeasurement``): it changes when layout
    /// does, not on every frame.
    func settles(_ write: PropertyWrite) -> Bool {
        if let via = write.via, measuresSize(via: via) { return true }
        guard let handler = handlers.handler(of: write), let call = handler.call, let callee = handler.callee else { return false }
        return measurement.settles(call, callee: callee)
    }

    /// Whether `via` is one of the module's view extensions that report a size (`.readHeight($height)`).
    private func measuresSize(via: String) -> Bool {
        via != "onGeometryChange" && via != "onPreferenceChange" && measurement.settles(extension: via)
    }

    /// Whether the write happens once per act or per appearance: made by one of those handlers,
    /// not inside a loop there that waits between its turns (a loop that does not suspend runs
    /// to its end within one update).
    func happensOnce(_ write: PropertyWrite) -> Bool {
        guard handlers.isMadeOnAction(write) else { return false }
        guard let handler = handlers.handler(of: write) else { return true }
        return !Self.isInLoop(write.range.start, in: handler.statements, depth: 0)
    }

    private static let maximumDepth = 64

    /// `while let update = await updates.next()`: the condition waits between turns.
    private static func conditionsAwait(_ conditions: [Condition]) -> Bool {
        conditions.contains { condition in condition.value.map { containsAwait($0) } ?? false }
    }


    /// Whether the code at `offset` runs inside a suspending loop of the statements, also in a
    /// closure they run (`Task { for await update in updates { … } }`).
    private static func isInLoop(_ offset: Int, in statements: [Stmt], depth: Int) -> Bool {
        guard depth < maximumDepth, let statement = statements.statement(holding: offset) else { return false }
        switch statement.kind {
        case .forIn(let loop) where loop.isAwait || containsAwait(loop.body.statements): return true
        case .whileStmt(let conditions, let body) where containsAwait(body.statements) || conditionsAwait(conditions): return true
        case .repeatWhile(let body, let condition) where containsAwait(body.statements) || containsAwait(condition): return true
        default: break
        }
        if SyntaxWalk.childBlocks(of: statement).contains(where: { isInLoop(offset, in: $0, depth: depth + 1) }) { return true }
        var inClosureLoop = false
        SyntaxWalk.expressions(in: [statement], around: offset, intoClosures: false) { expr in
            if !inClosureLoop, case .closure(let closure) = expr.kind, expr.range.contains(offset) {
                inClosureLoop = isInLoop(offset, in: closure.body, depth: depth + 1)
            }
        }
        return inClosureLoop
    }
}
