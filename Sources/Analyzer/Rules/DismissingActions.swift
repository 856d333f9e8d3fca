/// Writes a view makes in an action that then dismisses it: a settings sheet's OK button calls
/// `apply(snapshot)`, which writes the model, and then `dismiss()`. The view goes away with the
/// change, so nothing it shows can go stale because of it.
struct DismissingActions {
    let view: TypeInfo
    let index: ModuleIndex
    let uses: ModuleUses

    /// Whether the code at `range` (in the view's file `fileIndex`) runs in actions of the view
    /// that dismiss it afterwards: a later statement of each action running it (directly, or
    /// through the view's method that holds it) dismisses the view.
    func dismissesAfter(_ range: SourceRange, fileIndex: Int, depth: Int = 0) -> Bool {
        guard depth < Self.maximumCallerSteps else { return false }
        // Code in a `Task { }` runs after the code that starts it: a dismissal after the start
        // comes first (billbuddy's calendar starts its save, then closes itself).
        if let task = enclosingTask(of: range, fileIndex: fileIndex) { return dismissesAfter(task, fileIndex: fileIndex, depth: depth + 1) }
        // A method of the view that dismisses it after the write, however it is called (atlas's
        // edit form: `update()` saves, clears its index, then toggles `showSheet`), or whose
        // every caller in the view's code dismisses it after the call (`saveSelectedDate();
        // isShowingCalendarView = false`).
        if let member = index.memberLocator.member(at: range.start, fileIndex: fileIndex), member.type === view, case .method = member.kind {
            if dismissesLater(than: range.start, in: member.statements) { return true }
            let calls = uses.calls[FunctionKey(owner: view.qualifiedName, name: member.name)] ?? []
            if !calls.isEmpty, (uses.memberUses[view.qualifiedName + "." + member.name] ?? []).count == calls.count,
               calls.allSatisfy({ $0.context.owner === view && dismissesAfter($0.range, fileIndex: $0.context.fileIndex, depth: depth + 1) }) {
                return true
            }
        }
        guard let reaches = ActionHandlers(view: view, index: index, uses: uses).handlers(running: range, fileIndex: fileIndex) else {
            return false
        }
        return reaches.allSatisfy { dismissesLater(than: $0.range.start, in: $0.handler.statements) }
    }

    /// Methods followed up to their callers, and tasks to where they start, at most.
    private static let maximumCallerSteps = 4

    /// The innermost `Task { … }` of the view's code whose closure holds `range`.
    private func enclosingTask(of range: SourceRange, fileIndex: Int) -> SourceRange? {
        guard let member = index.memberLocator.member(at: range.start, fileIndex: fileIndex), member.type === view else { return nil }
        var found: SourceRange?
        SyntaxWalk.expressions(in: member.statements, around: range.start, intoClosures: true) { expr in
            guard case .call(let call) = expr.kind, expr.range.start < range.start, OnAppearTaskWrapperRule.isTaskCreation(call.callee),
                  call.lastClosure?.expr.range.contains(range.start) == true else { return }
            found = expr.range
        }
        return found
    }

    /// Whether a statement after the one holding `offset` dismisses the view, with no way out or
    /// wait between (a `return`, a `guard`, a `throw`, an `await`): in the same list, or in the
    /// block of an `if`/`else`, a `switch` case or a `do` around it (not in a closure, which
    /// runs later).
    private func dismissesLater(than offset: Int, in statements: [Stmt]) -> Bool {
        guard let position = statements.firstIndex(where: { $0.range.contains(offset) }) else { return false }
        if let dismissal = statements[(position + 1)...].firstIndex(where: { dismisses($0) }),
           !statements[(position + 1)..<dismissal].contains(where: Self.leavesOrWaits) {
            return true
        }
        switch statements[position].kind {
        case .ifStmt(let ifStatement): return dismissesLater(than: offset, in: ifStatement)
        case .doStmt(let doStatement): return dismissesLater(than: offset, in: doStatement.body.statements)
        case .switchStmt(let switchStatement):
            let clause = switchStatement.cases.lazy.compactMap { entry -> SwitchCase? in
                if case .switchCase(let switchCase) = entry, switchCase.range.contains(offset) { return switchCase }
                return nil
            }.first
            return clause.map { dismissesLater(than: offset, in: $0.body) } ?? false
        default: return false
        }
    }

    /// Whether a statement may end the code early or wait.
    private static func leavesOrWaits(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .returnStmt, .throwStmt, .guardStmt, .breakStmt, .continueStmt: return true
        default: return containsAwait([statement])
        }
    }

    private func dismissesLater(than offset: Int, in ifStatement: IfStatement) -> Bool {
        if ifStatement.body.range.contains(offset) { return dismissesLater(than: offset, in: ifStatement.body.statements) }
        switch ifStatement.elseBranch {
        case .block(let block)?: return dismissesLater(than: offset, in: block.statements)
        case .elseIf(let next)?: return dismissesLater(than: offset, in: next)
        case nil: return false
        }
    }

    /// Whether a method the module hands the view by name at `use` (`addCB: add` where it
    /// creates the view) runs only as the view leaves: the view stores it and calls it only in
    /// actions that dismiss the view afterwards (a row tap calls `addCB(swipe)`, then sets
    /// `isVisible = false`).
    func callsOnlyAsItLeaves(_ use: PresentedMembers.Use) -> Bool {
        let mapping = InitializerMapping(view: view, index: index)
        for site in uses.creations(of: view) where site.context.fileIndex == use.fileIndex && site.range.contains(use.offset) {
            for property in view.storedProperties where property.wrapper == nil {
                guard let passed = mapping.value(of: property, in: site.call)?.passedArgument, passed.range.start == use.offset else { continue }
                return callsOnlyBeforeDismissing(property.name)
            }
        }
        return false
    }

    /// Whether the view uses its stored closure `name` only to call it, each time in an action
    /// that dismisses the view afterwards.
    private func callsOnlyBeforeDismissing(_ name: String) -> Bool {
        var calls: [(range: SourceRange, fileIndex: Int)] = []
        var uses = 0
        for (statements, fileIndex) in view.memberBodies() {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                if case .call(let call) = expr.kind, call.callee.selfMemberName == name { calls.append((expr.range, fileIndex)) }
                if expr.selfMemberName == name { uses += 1 }
            }
        }
        // Each call's callee is one of the uses: any other use hands the closure on.
        return !calls.isEmpty && uses == calls.count && calls.allSatisfy { dismissesAfter($0.range, fileIndex: $0.fileIndex) }
    }

    /// Whether `statements` end by dismissing the view, with no wait before: an appearance that
    /// acts and then closes its view (`updateAndToast(…); onClose()`) is gone before any value
    /// it read can change. (A task that awaits an install first stays on screen meanwhile.)
    /// So does one whose last statement closes it a moment later (`DispatchQueue.main
    /// .asyncAfter(deadline: .now() + 0.1) { showLabelSheet = false }`): the view only shows
    /// the work being done. `fileIndex`: the file of the statements, to find the presentation
    /// of the view's own sheet that holds them.
    func endsByDismissing(_ statements: [Stmt], fileIndex: Int) -> Bool {
        guard let last = statements.last, dismisses(last, fileIndex: fileIndex) || dismissesShortlyAfter(last, fileIndex: fileIndex)
        else { return false }
        return !containsAwait(statements)
    }

    /// A main-queue hop (`DispatchQueue.main.async`/`asyncAfter`) whose closure ends by
    /// dismissing the view.
    private func dismissesShortlyAfter(_ statement: Stmt, fileIndex: Int) -> Bool {
        guard case .expression(let expr) = statement.kind, case .call(let call) = expr.kind,
              case .memberAccess(let base, let name, _) = call.callee.kind, base.dottedName == ["DispatchQueue", "main"],
              StandardTypeCatalog.dispatchHops.contains(name.text), let closure = call.lastClosure?.closure,
              let last = closure.body.last else { return false }
        return dismisses(last, fileIndex: fileIndex)
    }

    /// Whether a statement dismisses the view: `dismiss()` of `@Environment(\.dismiss)`,
    /// `presentationMode.wrappedValue.dismiss()`, setting or toggling the flag that presents it
    /// (`showSheet = false`, `showSheet.toggle()`: the flag is `true` while the view shows), or
    /// a closure the view was handed that every creator gives as one that removes it
    /// (``removesAtEverySite(_:)``).
    private func dismisses(_ statement: Stmt, fileIndex: Int? = nil) -> Bool {
        guard case .expression(let expr) = statement.kind else { return false }
        if case .assignment(let target, let value) = expr.kind, value.literalText == "false", let name = target.selfMemberName {
            return clearsPresentationFlag(name) || fileIndex.map { closesOwnSheet(name, around: statement.range.start, fileIndex: $0) } == true
        }
        guard case .call(let call) = expr.kind, call.allArguments.isEmpty else { return false }
        if case .memberAccess(let flag, let name, _) = call.callee.kind, name.text == "toggle", let flagName = flag.selfMemberName {
            return clearsPresentationFlag(flagName)
        }
        switch call.callee.kind {
        case .identifier(let name):
            return isEnvironment(name, key: "dismiss") || removesAtEverySite(name)
        case .memberAccess(let base, let name, _):
            if case .identifier("self") = base.kind { return isEnvironment(name.text, key: "dismiss") || removesAtEverySite(name.text) }
            guard name.text == "dismiss", let path = base.memberPath, path.count >= 2, path.last == "wrappedValue" else { return false }
            return isEnvironment(path[path.count - 2], key: "presentationMode")
        default:
            return false
        }
    }

    /// Whether the closure stored in `name` removes the view wherever the module creates it:
    /// each creation site passes a closure that assigns its owner a literal the branches around
    /// the site rule out (`onClose: { inSaveFavoritesFlow = false }` for a flow made under `if
    /// inSaveFavoritesFlow`). `false` for a view the module's bodies create nowhere.
    private func removesAtEverySite(_ name: String) -> Bool {
        guard let property = view.storedProperty(named: name), property.wrapper == nil, let type = property.type,
              index.isFunctionType(type.unwrappingOptionals, in: view) else { return false }
        // Sites that give the view its values once (a preview, a test, a controller) cannot
        // change what it read, whatever their closure does.
        let sites = uses.creations(of: view).filter { $0.context.placement.updatesInPlace }
        guard !sites.isEmpty else { return false }
        let mapping = InitializerMapping(view: view, index: index)
        let coexistence = ViewCoexistence(index: index, uses: uses)
        return sites.allSatisfy { site in
            guard case .closure(let closure)? = mapping.value(of: property, in: site.call)?.passedArgument?.kind,
                  let place = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: index) else { return false }
            return closure.body.contains { statement in
                guard case .expression(let expr) = statement.kind, case .assignment(let target, let value) = expr.kind,
                      let path = target.memberPath, let literal = value.literalText else { return false }
                return coexistence.removes(place, assigning: literal, to: path)
            }
        }
    }

    /// Whether `name` is a binding every creator gives as the flag its presentation of the view
    /// is bound to (`.sheet(isPresented: $isShowingAddView) { AddView(isVisible:
    /// $isShowingAddView) }`): setting it to `false` closes the sheet. `false` for a view the
    /// module's bodies create nowhere.
    private func clearsPresentationFlag(_ name: String) -> Bool {
        guard let property = view.storedProperty(named: name), property.wrapper == .binding else { return false }
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        guard !sites.isEmpty else { return false }
        let mapping = InitializerMapping(view: view, index: index)
        return sites.allSatisfy { site in
            guard let passed = mapping.value(of: property, in: site.call)?.passedArgument?.memberPath, passed.first?.hasPrefix("$") == true
            else { return false }
            if let flag = presentationFlag(around: site) { return flag == passed }
            // Or the flag whose `false` removes the view where it is made (`if isPresented {
            // DateManagementCalendar(isShowingCalendarView: $isPresented, …) }`).
            guard let place = BranchPath.locate(offset: site.range.start, fileIndex: site.context.fileIndex, in: index) else { return false }
            return ViewCoexistence(index: index, uses: uses).removes(place, assigning: "false", to: [String(passed[0].dropFirst())] + passed.dropFirst())
        }
    }

    /// Whether `name` is the view's own `@State` flag of a presentation, in the view's code,
    /// whose content holds `offset`: the code runs in the sheet that setting it `false` closes.
    /// The code may sit in a member every use of which is such content (`.sheet(isPresented:
    /// $showLabelSheet) { stampLabelSheet }`).
    private func closesOwnSheet(_ name: String, around offset: Int, fileIndex: Int, depth: Int = 0) -> Bool {
        guard depth < Self.maximumCallerSteps, view.storedProperty(named: name)?.wrapper == .state,
              let member = index.memberLocator.member(at: offset, fileIndex: fileIndex), member.type === view else { return false }
        if presentationFlag(holding: offset, in: member.statements) == ["$" + name] { return true }
        guard member.name != "body", let memberUses = uses.memberUses[view.qualifiedName + "." + member.name], !memberUses.isEmpty
        else { return false }
        return memberUses.allSatisfy { closesOwnSheet(name, around: $0.offset, fileIndex: $0.fileIndex, depth: depth + 1) }
    }

    /// The `isPresented:` binding (`$isShowingAddView`) of the innermost presentation whose
    /// content holds a creation site.
    private func presentationFlag(around site: CallSite) -> [String]? {
        guard let member = index.memberLocator.member(at: site.range.start, fileIndex: site.context.fileIndex) else { return nil }
        return presentationFlag(holding: site.range.start, in: member.statements)
    }

    /// The `isPresented:` binding of the innermost presentation among `statements` whose
    /// content holds `offset`.
    private func presentationFlag(holding offset: Int, in statements: [Stmt]) -> [String]? {
        var flag: [String]?
        SyntaxWalk.expressions(in: statements, around: offset, intoClosures: true) { expr in
            guard case .call(let call) = expr.kind, case .memberAccess(_, let name, _) = call.callee.kind,
                  ViewCoexistence.modalPresentations.contains(name.text),
                  let presented = call.arguments.first(where: { $0.label?.text == "isPresented" })?.value.memberPath,
                  call.allArguments.contains(where: { $0.value.isClosure && $0.value.range.contains(offset) }) else { return }
            flag = presented
        }
        return flag
    }

    private func isEnvironment(_ name: String, key: String) -> Bool {
        guard case .environmentValue(let keyPath)? = view.storedProperty(named: name)?.wrapper else { return false }
        return keyPath == key
    }
}
