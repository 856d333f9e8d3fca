/// The view's `@State` that its user sets: written by an action — a button, a tap, a gesture's
/// end, a callback the view hands a child (`StreamRow(onTap: { select(stream) })`) — directly or
/// in a method only such actions call. Like state handed to a control as a binding, it holds
/// the user's choice: a fill on appear gives it a starting value, and running that fill again
/// would overwrite what the user chose.
struct UserSetState {
    let view: TypeInfo
    let index: ModuleIndex
    let uses: ModuleUses
    private let handlers: HandlerLocator

    init(view: TypeInfo, index: ModuleIndex, uses: ModuleUses) {
        self.view = view
        self.index = index
        self.uses = uses
        handlers = HandlerLocator(view: view, index: index)
    }

    /// The names of such properties. The action must set what the user acted on (`selection =
    /// stream`, a row's item, a literal): an action that recomputes the value from the view's
    /// own state (`results = search(for: query)`) redoes the view's work, it makes no choice.
    func properties() -> Set<String> {
        Set(view.storedProperties.filter { property in
            property.wrapper == .state && uses.writes(of: property.name, in: view).contains { write in
                guard write.handedTo == nil, let handler = handlers.handler(containing: write.range, fileIndex: write.fileIndex),
                      let value = handler.assignedValue(to: write.range) else { return false }
                return !readsViewState(value) && isUserAction(handler, depth: 0)
            }
        }.map(\.name))
    }

    private func readsViewState(_ value: Expr) -> Bool {
        AccessCollector.accesses(in: value, owner: view).contains { view.storedProperty(named: $0.root) != nil }
    }

    /// Whether a handler's code runs on a user action: it is an action's closure, or a method of
    /// the view whose every use is in one.
    private func isUserAction(_ handler: HandlerLocator.Handler, depth: Int) -> Bool {
        if let callee = handler.callee {
            return ModifierCatalog.userActionCalls.contains(callee) || index.type(named: callee).map { $0.isView && $0 !== view } ?? false
        }
        guard depth < Self.maximumCallers, let method = handler.method,
              let callers = uses.memberUses[view.qualifiedName + "." + method], !callers.isEmpty else { return false }
        return callers.allSatisfy { caller in
            handlers.handler(containing: SourceRange(caller.offset, caller.offset + 1), fileIndex: caller.fileIndex)
                .map { isUserAction($0, depth: depth + 1) } ?? false
        }
    }

    /// Methods followed back to their callers, at most.
    private static let maximumCallers = 3
}
