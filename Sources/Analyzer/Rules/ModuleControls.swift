/// The module's own controls: views that take an action closure and run it only when the user
/// acts on them — a custom button (`CustomButton(title: "Continue") { save() }`) whose body
/// calls the stored closure from a `Button`'s action, or hands it to one. Code in a closure
/// handed to such a view runs on a tap, as in a `Button`'s own.
struct ModuleControls {
    let index: ModuleIndex
    let uses: ModuleUses

    /// Whether the code at `range` of `owner` (in file `fileIndex`) is in a closure handed to a
    /// module view that runs that closure only in user actions.
    func runsOnlyInUserActions(_ range: SourceRange, fileIndex: Int, of owner: TypeInfo) -> Bool {
        guard let handler = HandlerLocator(view: owner, index: index).handler(containing: range, fileIndex: fileIndex),
              handler.closure != nil, let call = handler.call, let name = handler.callee,
              let control = index.type(named: name, in: owner), control.isView else { return false }
        let mapping = InitializerMapping(view: control, index: index)
        guard let action = control.storedProperties.first(where: { stored in
            mapping.value(of: stored, in: call)?.passedArgument?.range.contains(range) == true
        }) else { return false }
        return runsOnlyInUserActions(action.name, of: control)
    }

    /// Whether every place `control` calls its stored closure `name`, or hands it on, is a
    /// user action: a `Button`'s action (directly, or through the view's methods it calls).
    private func runsOnlyInUserActions(_ name: String, of control: TypeInfo) -> Bool {
        var places: [(range: SourceRange, fileIndex: Int)] = []
        var isHandedToControls = false
        for (statements, fileIndex) in control.memberBodies() {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind else { return }
                if Self.names(call.callee, name) { places.append((expr.range, fileIndex)) }
                for argument in call.allArguments where Self.names(argument.value, name) {
                    if CallMeaning.lastName(call.callee).map(ModifierCatalog.userActionCalls.contains) == true {
                        isHandedToControls = true
                    } else {
                        places.append((argument.value.range, fileIndex))
                    }
                }
            }
        }
        guard !places.isEmpty || isHandedToControls else { return false }
        let handlers = ActionHandlers(view: control, index: index, uses: uses)
        return places.allSatisfy { place in
            guard let reaches = handlers.handlers(running: place.range, fileIndex: place.fileIndex) else { return false }
            return reaches.allSatisfy { $0.handler.callee.map(ModifierCatalog.userActionCalls.contains) ?? false }
        }
    }

    /// `action`, `self.action`, `action?` or `action!`.
    private static func names(_ expr: Expr, _ name: String) -> Bool {
        switch expr.kind {
        case .optionalChain(let inner), .forceUnwrap(let inner): return names(inner, name)
        default: return expr.memberPath == [name]
        }
    }
}
