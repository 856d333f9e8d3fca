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

    /// Whether `statements` end by dismissing the view, with no wait before: an appearance that
    /// acts and then closes its view (`updateAndToast(…); onClose()`) is gone before any value
    /// it read can change. (A task that awaits an install first stays on screen meanwhile.)
    func endsByDismissing(_ statements: [Stmt]) -> Bool {
        guard let last = statements.last, dismisses(last) else { return false }
        return !containsAwait(statements)
    }

    /// Whether a statement dismisses the view: `dismiss()` of `@Environment(\.dismiss)`,
    /// `presentationMode.wrappedValue.dismiss()`, or a closure the view was handed that every
    /// creator gives as one that removes it (``removesAtEverySite(_:)``).
    private func dismisses(_ statement: Stmt) -> Bool {
        guard case .expression(let expr) = statement.kind, case .call(let call) = expr.kind, call.allArguments.isEmpty else { return false }
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

    private func isEnvironment(_ name: String, key: String) -> Bool {
        guard case .environmentValue(let keyPath)? = view.storedProperty(named: name)?.wrapper else { return false }
        return keyPath == key
    }
}
