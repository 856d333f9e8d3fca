/// The view's `@State` that its user sets: written by an action — a button, a tap, a gesture's
/// end, a callback the view hands a child (`StreamRow(onTap: { select(stream) })`) — directly or
/// in a method only such actions call. Like state handed to a control as a binding, it holds
/// the user's choice: a fill on appear gives it a starting value, and running that fill again
/// would overwrite what the user chose.
struct UserSetState {
    let view: TypeInfo
    let uses: ModuleUses
    private let actions: HandlerWrites

    init(view: TypeInfo, index: ModuleIndex, uses: ModuleUses) {
        self.view = view
        self.uses = uses
        actions = HandlerWrites(view: view, index: index, uses: uses, actions: ModifierCatalog.userActionCalls)
    }

    /// The names of such properties. The action must set what the user acted on (`selection =
    /// stream`, a row's item, a literal): an action that recomputes the value from the view's
    /// own state (`results = search(for: query)`) redoes the view's work, it makes no choice.
    func properties() -> Set<String> {
        Set(view.storedProperties.filter { property in
            property.wrapper == .state && uses.writes(of: property.name, in: view).contains { write in
                guard let handler = actions.handler(of: write), let value = handler.assignedValue(to: write.range) else { return false }
                return !readsViewState(value) && actions.isAction(handler)
            }
        }.map(\.name))
    }

    private func readsViewState(_ value: Expr) -> Bool {
        AccessCollector.accesses(in: value, owner: view).contains { view.storedProperty(named: $0.root) != nil }
    }
}
