/// Whether swapping the two views of an `if`/`else` can show anything. When what both
/// branches build keeps no state of its own and runs nothing when it appears (`Text`, `Image`,
/// `Label`, `Color`, shapes, with no handler, presentation, selection or animation modifier),
/// and nothing animates the change, the new view looks and behaves as the old one did:
/// nothing resets, nothing runs again, and no change was going to animate.
enum StatelessSwap {
    /// `branch`: what one branch builds, with its modifiers.
    static func isStatelessLeaf(_ branch: StaticView) -> Bool {
        switch branch.kind {
        case .view:
            guard ViewCatalog.statelessLeaves.contains(branch.headName) else { return false }
        case .modifier:
            guard let name = branch.modifier?.name, isPlainModifier(name) else { return false }
        default:
            return false
        }
        return branch.children.allSatisfy(isStatelessLeaf)
    }

    /// The same for a helper's call site (`Text(value).if(isAlarm) { $0.foregroundColor(.red) }`):
    /// the view the helper is called on, and the transform closures handed to it.
    static func isStatelessLeaf(receiver: Expr, transforms: [Expr]) -> Bool {
        isStatelessLeaf(receiver) && transforms.allSatisfy(onlyModifiesItsParameter)
    }

    /// Which views animate some change, each view's code read once (a view with many `if`s or
    /// helper calls asks again and again).
    final class Animations {
        private var known: [ObjectIdentifier: Bool] = [:]

        /// Whether the change can be animated: the view that swaps, or a view whose code makes
        /// the change or creates it on the way (`change`'s steps: a parent's `withAnimation`, a
        /// `$flag.animation()` binding, an `.animation(_:value:)` on the creation site),
        /// animates something.
        func isAnimated(_ view: TypeInfo, change: Variability?, index: ModuleIndex) -> Bool {
            if animates(view) { return true }
            return (change?.evidence?.steps ?? []).contains { step in
                index.memberLocator.member(at: step.range.start, fileIndex: step.fileIndex).map { animates($0.type) } ?? false
            }
        }

        private func animates(_ view: TypeInfo) -> Bool {
            if let answer = known[ObjectIdentifier(view)] { return answer }
            let answer = StatelessSwap.animates(view)
            known[ObjectIdentifier(view)] = answer
            return answer
        }
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

    /// A modifier that handles nothing, presents nothing, keeps no state of its own (a text
    /// selection, focus), animates nothing and builds no views.
    private static func isPlainModifier(_ name: String, _ call: Call) -> Bool {
        isPlainModifier(name) && !call.allArguments.contains { $0.value.isClosure }
    }

    private static func isPlainModifier(_ name: String) -> Bool {
        !ModifierCatalog.handlerModifiers.contains(name) && !ModifierCatalog.animating.contains(name)
            && !ModifierCatalog.builtWhenPresented.contains(name) && !ModifierCatalog.keepsState.contains(name)
    }

    /// The view animates some change: an animation modifier (`.animation(_:value:)`,
    /// `.transition`, `.contentTransition`…, a binding's `.animation()`) or a `withAnimation`
    /// in its code.
    fileprivate static func animates(_ view: TypeInfo) -> Bool {
        var found = false
        for (statements, _) in view.memberBodies(includingStatic: true) where !found {
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
