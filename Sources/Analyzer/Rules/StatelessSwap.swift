/// Whether swapping the two views of an `if`/`else` can show anything. When what both
/// branches build keeps no state of its own and runs nothing when it appears (`Text`, `Image`,
/// `Label`, shapes, with no handler or animation modifiers), in a view that animates none of
/// its changes, the new view looks and behaves as the old one did: nothing resets, nothing
/// runs again, and no change was going to animate.
enum StatelessSwap {
    /// `branch`: what one branch builds, with its modifiers.
    static func showsNothing(_ branch: StaticView, in view: TypeInfo, bodies: [ViewBody]) -> Bool {
        isStatelessLeaf(branch) && !animates(view, bodies: bodies)
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

    /// The view animates some change: an animation modifier in its bodies, or a
    /// `withAnimation` in its code.
    private static func animates(_ view: TypeInfo, bodies: [ViewBody]) -> Bool {
        var found = false
        for body in bodies where !found {
            body.tree.forEachNode { node in
                if !found, let name = node.modifier?.name, ModifierCatalog.animating.contains(name) { found = true }
            }
        }
        let members = view.computedProperties.map(\.body) + view.methods.map { $0.declaration.body?.statements ?? [] }
        for statements in members where !found {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard !found, case .call(let call) = expr.kind, let name = CallMeaning.lastName(call.callee) else { return }
                found = StandardTypeCatalog.animationCalls.contains(name)
            }
        }
        return found
    }
}
