/// The view's `@State` that its user sets: written by an action — a button, a tap, a gesture's
/// end, a callback the view hands a child (`StreamRow(onTap: { select(stream) })`) — directly or
/// in a method only such actions call. Like state handed to a control as a binding, it holds
/// the user's choice: a fill on appear gives it a starting value, and running that fill again
/// would overwrite what the user chose.
struct UserSetState {
    let view: TypeInfo
    let uses: ModuleUses
    let index: ModuleIndex
    private let actions: HandlerWrites

    init(view: TypeInfo, index: ModuleIndex, uses: ModuleUses) {
        self.view = view
        self.uses = uses
        self.index = index
        actions = HandlerWrites(view: view, index: index, uses: uses, actions: ModifierCatalog.userActionCalls)
    }

    /// The names of such properties. The action must set what the user acted on (`selection =
    /// stream`, a row's item, a literal), or add or remove it (`selectedSports.append(sport)`):
    /// an action that recomputes the value from the view's own state (`results = search(for:
    /// query)`) redoes the view's work, it makes no choice.
    /// Nor may it act on one of the view's inputs (`SimCtl.setLogging(simulator, …); isLogging
    /// = true`): the state then mirrors a setting of what that input names, which another
    /// input value does not share.
    func properties() -> Set<String> {
        Set(view.storedProperties.filter { property in
            property.wrapper == .state && uses.writes(of: property.name, in: view).contains { write in
                guard let handler = actions.handler(of: write), actions.isAction(handler), !actsOnInput(handler.statements) else { return false }
                if let value = handler.assignedValue(to: write.range) { return !readsViewState(value) }
                // Or adds or removes what the user picked (`selectedSports.append(sport)`).
                guard case .method = write.change, let arguments = handler.mutationArguments(at: write.range) else { return false }
                return !arguments.contains(where: readsViewState)
            }
        }.map(\.name))
    }

    /// Whether the statements hand one of the view's data inputs to a call, or call a method
    /// of one: an effect on what the input names. A data input is a plain stored property with
    /// no value of its own, which the parent passes (a closure it passes is a callback, not data).
    private func actsOnInput(_ statements: [Stmt]) -> Bool {
        let view = view, index = index
        var found = false
        func isDataInput(_ expr: Expr) -> Bool {
            guard let root = expr.rootName, let property = view.storedProperty(named: root), property.wrapper == nil,
                  property.defaultValue == nil, let type = property.type else { return false }
            return !index.isFunctionType(type.unwrappingOptionals, in: view)
        }
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard !found, case .call(let call) = expr.kind else { return }
            // `SimCtl.setLogging(simulator, …)`, or `simulator.setLogging(…)`.
            if case .memberAccess(let receiver, _, _) = call.callee.kind, isDataInput(receiver) { found = true }
            found = found || call.allArguments.contains { isDataInput($0.value) }
        }
        return found
    }

    private func readsViewState(_ value: Expr) -> Bool {
        AccessCollector.accesses(in: value, owner: view).contains { view.storedProperty(named: $0.root) != nil }
    }
}
