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
    func dismissesAfter(_ range: SourceRange, fileIndex: Int) -> Bool {
        guard let reaches = ActionHandlers(view: view, index: index, uses: uses).handlers(running: range, fileIndex: fileIndex) else {
            return false
        }
        return reaches.allSatisfy { reach in
            guard let position = reach.handler.statements.firstIndex(where: { $0.range.contains(reach.range.start) }) else { return false }
            return reach.handler.statements[(position + 1)...].contains(where: dismisses)
        }
    }

    /// Whether a statement dismisses the view: `dismiss()` of `@Environment(\.dismiss)`, or
    /// `presentationMode.wrappedValue.dismiss()`.
    private func dismisses(_ statement: Stmt) -> Bool {
        guard case .expression(let expr) = statement.kind, case .call(let call) = expr.kind, call.allArguments.isEmpty else { return false }
        switch call.callee.kind {
        case .identifier(let name):
            return isEnvironment(name, key: "dismiss")
        case .memberAccess(let base, let name, _):
            if case .identifier("self") = base.kind { return isEnvironment(name.text, key: "dismiss") }
            guard name.text == "dismiss", let path = base.memberPath, path.count >= 2, path.last == "wrappedValue" else { return false }
            return isEnvironment(path[path.count - 2], key: "presentationMode")
        default:
            return false
        }
    }

    private func isEnvironment(_ name: String, key: String) -> Bool {
        guard case .environmentValue(let keyPath)? = view.storedProperty(named: name)?.wrapper else { return false }
        return keyPath == key
    }
}
