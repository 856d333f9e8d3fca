/// The handlers of a view that run some of its code: the closure around it (a button's action,
/// an `onChange`), or, for code in one of the view's methods, the handlers around each call of
/// that method in the view (a settings sheet's OK button calling `apply(snapshot)`).
struct ActionHandlers {
    let view: TypeInfo
    let index: ModuleIndex
    let uses: ModuleUses
    /// Places that hand one of the view's methods on by name (`addCB: add`) that are known to
    /// run it only where it cannot matter; any other hand-off leaves the handlers unknown.
    var passesHandOff: (PresentedMembers.Use) -> Bool = { _ in false }

    /// Controls and containers that change a binding only when the user acts on them.
    private static let userControls = ModifierCatalog.oneStepUserActions.union(ModifierCatalog.userActionCalls)

    /// Methods are followed to their callers at most this deep.
    private static let maximumDepth = 4

    /// A handler, and where in its statements the code runs (the code itself, or the call of the
    /// method that holds it).
    struct Reach {
        let handler: HandlerLocator.Handler
        let range: SourceRange
    }

    /// The handlers that run the code at `range` of the view's file `fileIndex`; `nil` when it
    /// is in no handler of the view, or in a method the view calls nowhere, not only itself, or
    /// also hands on by name.
    func handlers(running range: SourceRange, fileIndex: Int) -> [Reach]? {
        handlers(running: range, fileIndex: fileIndex, depth: 0)
    }

    /// Whether only the user's actions (a tap, a control's change, the app's own button) run
    /// the code at `range`: every handler that runs it is one.
    func runOnlyUserActions(_ range: SourceRange, fileIndex: Int) -> Bool {
        guard let reaches = handlers(running: range, fileIndex: fileIndex) else { return false }
        return reaches.allSatisfy { reach in
            reach.handler.callee.map(ModifierCatalog.userActionCalls.contains) ?? false || watchesOnlyWhatTheUserSets(reach.handler)
                || isSetterOfAUserControl(reach.handler)
                || ModuleControls(index: index, uses: uses).runsOnlyInUserActions(reach.range, fileIndex: reach.handler.fileIndex, of: view)
        }
    }

    /// Whether a handler is the setter of a `Binding(get:set:)` handed to a control or a
    /// container that changes it only when the user acts (`List(messages, selection:
    /// selection)`, also through a local): SwiftUI calls it for the user's pick.
    private func isSetterOfAUserControl(_ handler: HandlerLocator.Handler) -> Bool {
        guard let made = handler.call, CallMeaning.lastName(made.callee) == "Binding", let consumer = handler.callee else { return false }
        return Self.userControls.contains(consumer)
    }

    /// Whether a handler is an `onChange(of: selection)` of the view's state that changes only
    /// where the user acts (``isSetOnlyByTheUser(_:)``).
    private func watchesOnlyWhatTheUserSets(_ handler: HandlerLocator.Handler) -> Bool {
        guard handler.callee == "onChange", let watched = handler.call?.allArguments.first?.value.selfMemberName else { return false }
        return isSetOnlyByTheUser(watched)
    }

    /// Whether the view's `@State` of this name changes only where the user acts: bound to a
    /// control (`List(selection: $selection)`, `TextField("Search", text: $query)`), or set in
    /// a user action's own closure.
    func isSetOnlyByTheUser(_ name: String) -> Bool {
        guard view.storedProperty(named: name)?.wrapper == .state else { return false }
        let writes = uses.writes(of: name, in: view)
        return !writes.isEmpty && writes.allSatisfy { write in
            if let via = write.via { return Self.userControls.contains(via) }
            guard write.handedTo == nil, let handler = HandlerLocator(view: view, index: index).handler(containing: write.range, fileIndex: write.fileIndex)
            else { return false }
            return handler.callee.map(ModifierCatalog.userActionCalls.contains) ?? false
        }
    }

    /// Whether the user can run the view's method `name` by hand: some call of it is in a user
    /// action's own closure (`.onSubmit { search() }`, a Search button).
    func isRunByTheUser(_ name: String) -> Bool {
        let locator = HandlerLocator(view: view, index: index)
        return (uses.calls[FunctionKey(owner: view.qualifiedName, name: name)] ?? []).contains { site in
            site.context.owner?.qualifiedName == view.qualifiedName
                && locator.handler(containing: site.range, fileIndex: site.context.fileIndex)?.callee.map(ModifierCatalog.userActionCalls.contains) == true
        }
    }

    private func handlers(running range: SourceRange, fileIndex: Int, depth: Int) -> [Reach]? {
        guard depth < Self.maximumDepth,
              let handler = HandlerLocator(view: view, index: index).handler(containing: range, fileIndex: fileIndex) else { return nil }
        guard handler.closure == nil, handler.callee == nil, let method = handler.method else { return [Reach(handler: handler, range: range)] }
        let sites = uses.calls[FunctionKey(owner: view.qualifiedName, name: method)] ?? []
        // A method also handed on by name (`Button("Apply", action: apply)`) runs where it is
        // handed: those handlers are not known here.
        let handOffs = (uses.memberUses[view.qualifiedName + "." + method] ?? []).filter { use in
            !sites.contains { $0.context.fileIndex == use.fileIndex && $0.range.start == use.offset }
        }
        guard !sites.isEmpty || !handOffs.isEmpty, handOffs.allSatisfy(passesHandOff) else { return nil }
        var reaches: [Reach] = []
        for site in sites {
            guard site.context.owner?.qualifiedName == view.qualifiedName,
                  let outer = handlers(running: site.range, fileIndex: site.context.fileIndex, depth: depth + 1) else { return nil }
            reaches += outer
        }
        return reaches
    }
}
