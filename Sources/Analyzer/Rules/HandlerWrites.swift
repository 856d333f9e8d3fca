/// Whether a write of a view's state is made by one of a set of handlers — the user's actions (a
/// button, a tap, a control changed, a callback the view hands a child: `StreamRow(onTap: {
/// select(stream) })`), or its appearance (`.task`, `.onAppear`) — directly or in a method that
/// only such handlers call. Which handlers count is the caller's choice: any user action for
/// what a user chose (``UserSetState``); for how often a view re-renders (``WriteRecurrence``),
/// the ones that write once per act (a tap, not typing or dragging) or once per appearance.
struct HandlerWrites {
    let view: TypeInfo
    let index: ModuleIndex
    let uses: ModuleUses
    /// The calls whose closures, or the bindings handed to them, are the handlers that count.
    let actions: Set<String>
    /// Whether one of those handlers counts where it is (all of them, unless the caller says).
    let accepts: (HandlerLocator.Handler) -> Bool
    let handlers: HandlerLocator

    init(view: TypeInfo, index: ModuleIndex, uses: ModuleUses, actions: Set<String>,
         accepts: @escaping (HandlerLocator.Handler) -> Bool = { _ in true }) {
        self.view = view
        self.index = index
        self.uses = uses
        self.actions = actions
        self.accepts = accepts
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
        if let via = write.via, actions.contains(via) { return handler(of: write).map(accepts) ?? true }
        return handler(of: write).map { isAction($0) } ?? false
    }

    /// Whether a handler's code runs on one of the actions: it is an action's closure, or a
    /// method of the view whose every use is in one. (A container's content is no action's:
    /// ``ModifierCatalog/selectionContainers``.)
    func isAction(_ handler: HandlerLocator.Handler, depth: Int = 0) -> Bool {
        if let callee = handler.callee {
            // (A `Binding(get:set:)` setter handed to one is the pick's action.)
            if ModifierCatalog.selectionContainers.contains(callee), let call = handler.call, CallMeaning.lastName(call.callee) == callee {
                return false
            }
            return (actions.contains(callee) || index.type(named: callee).map { $0.isView && $0 !== view } ?? false) && accepts(handler)
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
