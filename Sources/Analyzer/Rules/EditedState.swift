/// The state a view hands, as a binding, straight to a control the user edits
/// (`TextField("Name", text: $name)`, `Toggle(isOn: $settings.isOn)`,
/// `.searchable(text: $query)`): what the user typed, switched or picked is held there.
enum EditedState {
    /// The stored properties of `view` that its own code hands to such a control.
    static func properties(of view: TypeInfo) -> Set<String> {
        var edited: Set<String> = []
        for (statements, _) in view.memberBodies() {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind, let control = calledName(call.callee),
                      ModifierCatalog.editingControls.contains(control) else { return }
                for argument in call.allArguments where argument.value.isProjectedChain {
                    guard let root = argument.value.dottedName?.first, root.count > 1 else { continue }
                    let name = String(root.dropFirst())
                    if view.storedProperty(named: name) != nil { edited.insert(name) }
                }
            }
        }
        return edited
    }

    /// `TextField` of `TextField(…)`, `searchable` of `List { … }.searchable(…)`.
    private static func calledName(_ callee: Expr) -> String? {
        switch callee.kind {
        case .identifier(let name): return name
        case .memberAccess(_, let name, _): return name.text
        default: return nil
        }
    }
}
