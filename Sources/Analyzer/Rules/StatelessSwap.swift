/// Whether swapping the two views of an `if`/`else` can show anything. When what both
/// branches build keeps no state of its own and runs nothing when it appears (`Text`, `Image`,
/// `Label`, shapes, with no handler or animation modifiers), in a view that animates none of
/// its changes, the new view looks and behaves as the old one did: nothing resets, nothing
/// runs again, and no change was going to animate.
enum StatelessSwap {
    /// `branch`: what one branch builds, with its modifiers.
    static func showsNothing(_ branch: StaticView, in view: TypeInfo) -> Bool {
        isStatelessLeaf(branch) && !animates(view)
    }

    /// The same for a helper's call site (`Text(value).if(isAlarm) { $0.foregroundColor(.red) }`):
    /// the view the helper is called on, and the transform closures handed to it.
    static func showsNothing(receiver: Expr, transforms: [Expr], in view: TypeInfo) -> Bool {
        isStatelessLeaf(receiver) && transforms.allSatisfy(onlyModifiesItsParameter) && !animates(view)
    }

    /// A chain of plain modifiers on a stateless leaf: `Text(verbatim: value).monospacedDigit()`.
    private static func isStatelessLeaf(_ expr: Expr) -> Bool {
        guard case .call(let call) = expr.kind else { return false }
        if case .memberAccess(let base, let name, _) = call.callee.kind {
            return isPlainModifier(name.text, call) && isStatelessLeaf(base)
        }
        guard let name = CallMeaning.lastName(call.callee), ViewCatalog.statelessLeaves.contains(name) else { return false }
        return !call.allArguments.contains { $0.value.isClosure }
    }

    /// `{ text in text.foregroundColor(.red) }`: plain modifiers on the closure's parameter.
    private static func onlyModifiesItsParameter(_ transform: Expr) -> Bool {
        guard case .closure(let closure) = transform.kind, closure.body.count == 1 else { return false }
        switch closure.body[0].kind {
        case .expression(let expr), .returnStmt(let expr?): return isModifierChainOnParameter(expr)
        default: return false
        }
    }

    private static func isModifierChainOnParameter(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier: return true
        case .call(let call):
            guard case .memberAccess(let base, let name, _) = call.callee.kind, isPlainModifier(name.text, call) else { return false }
            return isModifierChainOnParameter(base)
        default: return false
        }
    }

    /// A modifier that handles nothing, animates nothing and builds no views.
    private static func isPlainModifier(_ name: String, _ call: Call) -> Bool {
        !ModifierCatalog.handlerModifiers.contains(name) && !ModifierCatalog.animating.contains(name)
            && !call.allArguments.contains { $0.value.isClosure }
    }

    private static func isStatelessLeaf(_ node: StaticView) -> Bool {
        switch node.kind {
        case .view:
            guard ViewCatalog.statelessLeaves.contains(node.headName) else { return false }
        case .modifier:
            guard let name = node.modifier?.name, !ModifierCatalog.handlerModifiers.contains(name),
                  !ModifierCatalog.animating.contains(name) else { return false }
        default:
            return false
        }
        return node.children.allSatisfy(isStatelessLeaf)
    }

    /// The view animates some change: an animation modifier (`.animation(_:value:)`,
    /// `.transition`, `.contentTransition`…) or a `withAnimation` in its code.
    private static func animates(_ view: TypeInfo) -> Bool {
        var found = false
        let members = view.computedProperties.map(\.body) + view.methods.map { $0.declaration.body?.statements ?? [] }
        for statements in members where !found {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard !found, case .call(let call) = expr.kind else { return }
                if case .memberAccess(_, let name, _) = call.callee.kind, ModifierCatalog.animating.contains(name.text) {
                    found = true
                } else if let name = CallMeaning.lastName(call.callee) {
                    found = StandardTypeCatalog.animationCalls.contains(name)
                }
            }
        }
        return found
    }
}
