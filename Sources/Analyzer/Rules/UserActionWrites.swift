/// Whether a write of a view's state runs on its user's action — a button, a tap, a control
/// changed, a callback the view hands a child (`StreamRow(onTap: { select(stream) })`) —
/// directly or in a method that only such actions call. Which actions count is the caller's
/// choice: any of them for what a user chose (``UserSetState``), only the one-step ones for how
/// often a view re-renders (a tap changes the state once; typing or dragging, many times a second).
struct UserActionWrites {
    let view: TypeInfo
    let index: ModuleIndex
    let uses: ModuleUses
    /// The calls whose closures, or the bindings handed to them, are the actions that count.
    let actions: Set<String>
    let handlers: HandlerLocator

    init(view: TypeInfo, index: ModuleIndex, uses: ModuleUses, actions: Set<String>) {
        self.view = view
        self.index = index
        self.uses = uses
        self.actions = actions
        handlers = HandlerLocator(view: view, index: index)
    }

    /// The code that makes a write of the view's state; `nil` for a binding handed to another
    /// of the module's views, which decides itself when to write it.
    func handler(of write: PropertyWrite) -> HandlerLocator.Handler? {
        guard write.handedTo == nil else { return nil }
        return handlers.handler(containing: write.range, fileIndex: write.fileIndex)
    }

    /// Whether the write is made on one of the actions: a binding handed to one of them
    /// (`Toggle(isOn: $flag)`), or code in one's closure.
    func isMadeOnAction(_ write: PropertyWrite) -> Bool {
        guard write.handedTo == nil else { return false }
        if let via = write.via, actions.contains(via) { return true }
        return handler(of: write).map { isAction($0) } ?? false
    }

    /// Whether a handler's code runs on one of the actions: it is an action's closure, or a
    /// method of the view whose every use is in one.
    func isAction(_ handler: HandlerLocator.Handler, depth: Int = 0) -> Bool {
        if let callee = handler.callee {
            return actions.contains(callee) || index.type(named: callee).map { $0.isView && $0 !== view } ?? false
        }
        guard depth < Self.maximumCallers, let method = handler.method,
              let callers = uses.memberUses[view.qualifiedName + "." + method], !callers.isEmpty else { return false }
        return callers.allSatisfy { caller in
            handlers.handler(containing: SourceRange(caller.offset, caller.offset + 1), fileIndex: caller.fileIndex)
                .map { isAction($0, depth: depth + 1) } ?? false
        }
    }

    /// Methods followed back to their callers, at most.
    private static let maximumCallers = 3
}
