/// Whether swapping the two views of an `if`/`else` can show anything. When what both
/// branches build keeps no state of its own and runs nothing when it appears (`Text`, `Image`,
/// `Label`, `Color`, shapes, with no handler, presentation, selection or animation modifier),
/// and nothing animates the change, the new view looks and behaves as the old one did:
/// nothing resets, nothing runs again, and no change was going to animate.
enum StatelessSwap {
    /// `branch`: what one branch builds, with its modifiers. `modifierContent`: whether the
    /// content a view modifier's body is given (`content` in `body(content:)`) is stateless.
    /// `views`: which of the module's views are stateless (``StatelessViews``); a plain stack
    /// (`VStack`, `Group`) or a builder's block, `if` or `switch` of stateless content is too.
    static func isStatelessLeaf(_ branch: StaticView, views: StatelessViews? = nil, modifierContent: () -> Bool = { false }) -> Bool {
        switch branch.kind {
        case .view:
            if branch.headName == "_ViewModifier_Content" { return modifierContent() }
            if let views, let type = branch.moduleType { return views.isStateless(qualified: type) }
            guard ViewCatalog.statelessLeaves.contains(branch.headName)
                    || (views != nil && ViewCatalog.plainStacks.contains(branch.headName)) else { return false }
        case .modifier:
            guard let name = branch.modifier?.name, isPlainModifier(name) else { return false }
        case .tuple, .conditional, .optional, .empty:
            guard views != nil else { return false }
        default:
            return false
        }
        return branch.children.allSatisfy { isStatelessLeaf($0, views: views, modifierContent: modifierContent) }
    }

    /// Whether every place the module applies `modifier` (`ZStack { … }.modifier(AreaModifier(…))`)
    /// applies it to stateless content: leaves with plain modifiers, plain stacks of them, and
    /// `if`/`else` between them (``isStatelessContent(_:)``). `false` where some place is not
    /// such an application (a `View` extension hands it `self`), or there is none.
    static func isAppliedOnlyToStatelessContent(_ modifier: TypeInfo, index: ModuleIndex, uses: ModuleUses) -> Bool {
        let sites = uses.creations(of: modifier).filter { $0.context.placement != .preview }
        return !sites.isEmpty && sites.allSatisfy { site in
            guard let member = index.memberLocator.member(at: site.range.start, fileIndex: site.context.fileIndex) else { return false }
            var receiver: Expr?
            SyntaxWalk.expressions(in: member.statements, around: site.range.start, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind, case .memberAccess(let base, let name, _) = call.callee.kind,
                      name.text == "modifier", call.arguments.first?.value.range == site.range else { return }
                receiver = base
            }
            return receiver.map { isStatelessContent($0, index: index) } ?? false
        }
    }

    /// A stateless leaf, a plain stack of such content, or `EmptyView()`, under plain modifiers:
    /// not another view modifier (`.modifier(Editable())`), not a modifier of the module's own
    /// (it may add a view), and no view handed to a modifier (`.overlay(CaptionEditor())`)
    /// unless that is stateless content too.
    private static func isStatelessContent(_ expr: Expr, index: ModuleIndex) -> Bool {
        guard case .call(let call) = expr.kind else { return false }
        if case .memberAccess(let base, let name, _) = call.callee.kind {
            return isPlainModifier(name.text, call) && name.text != "modifier" && !index.viewExtensionMethodNames.contains(name.text)
                && call.arguments.allSatisfy { !constructsType($0.value) || isStatelessContent($0.value, index: index) }
                && isStatelessContent(base, index: index)
        }
        guard let name = CallMeaning.lastName(call.callee) else { return false }
        if name == "EmptyView" || ViewCatalog.statelessLeaves.contains(name) { return !call.allArguments.contains { $0.value.isClosure } }
        guard ViewCatalog.plainStacks.contains(name) else { return false }
        return call.allArguments.allSatisfy { argument in
            guard case .closure(let closure) = argument.value.kind else { return true }
            return isStatelessContent(closure.body, index: index)
        }
    }

    /// Whether an argument makes a value of a named type (`CaptionEditor()`, `EdgeInsets(…)`).
    private static func constructsType(_ expr: Expr) -> Bool {
        guard case .call(let call) = expr.kind, case .identifier(let name) = call.callee.kind else { return false }
        return name.first?.isUppercase == true
    }

    /// Statements of a builder closure: stateless content, and `if`s choosing between such.
    private static func isStatelessContent(_ statements: [Stmt], index: ModuleIndex) -> Bool {
        statements.allSatisfy { statement in
            switch statement.kind {
            case .expression(let expr): return isStatelessContent(expr, index: index)
            case .ifStmt(let ifStatement): return isStatelessContent(ifStatement, index: index)
            default: return false
            }
        }
    }

    private static func isStatelessContent(_ ifStatement: IfStatement, index: ModuleIndex) -> Bool {
        guard isStatelessContent(ifStatement.body.statements, index: index) else { return false }
        switch ifStatement.elseBranch {
        case .block(let block)?: return isStatelessContent(block.statements, index: index)
        case .elseIf(let next)?: return isStatelessContent(next, index: index)
        case nil: return true
        }
    }

    /// The same for a helper's call site (`Text(value).if(isAlarm) { $0.foregroundColor(.red) }`):
    /// the view the helper is called on, and the transform closures handed to it.
    static func isStatelessLeaf(receiver: Expr, transforms: [Expr], views: StatelessViews? = nil, owner: TypeInfo? = nil) -> Bool {
        isStatelessLeaf(receiver, views: views, owner: owner) && transforms.allSatisfy(onlyModifiesItsParameter)
    }

    /// Which views animate some change, each view's code read once (a view with many `if`s or
    /// helper calls asks again and again).
    final class Animations {
        /// For each view read: `nil` when it animates nothing; else the names its
        /// `withAnimation` closures set, or `nil` inside when it may animate any change (an
        /// animation modifier, or a `withAnimation` that calls code).
        private var known: [ObjectIdentifier: Set<String>??] = [:]

        /// Whether the change can be animated: the view that swaps, or a view whose code makes
        /// the change or creates it on the way (`change`'s steps: a parent's `withAnimation`, a
        /// `$flag.animation()` binding, an `.animation(_:value:)` on the creation site),
        /// animates something. `reads`: the view's own names the condition reads; a
        /// `withAnimation` of the swapping view that sets none of them (OldOS's list animates the
        /// screen it navigates to, not which row is last) animates another change.
        func isAnimated(_ view: TypeInfo, change: Variability?, reads: Set<String>? = nil, index: ModuleIndex) -> Bool {
            if animates(view, reads: reads) { return true }
            return (change?.evidence?.steps ?? []).contains { step in
                index.memberLocator.member(at: step.range.start, fileIndex: step.fileIndex).map { animates($0.type, reads: nil) } ?? false
            }
        }

        private func animates(_ view: TypeInfo, reads: Set<String>?) -> Bool {
            let key = ObjectIdentifier(view)
            if known[key] == nil { known[key] = StatelessSwap.animationWrites(view) }
            guard case .some(let animated) = known[key]! else { return false }
            guard let reads, let writes = animated else { return true }
            return !writes.isDisjoint(with: reads)
        }
    }

    /// A chain of plain modifiers on a stateless leaf (`Text(verbatim: value).monospacedDigit()`)
    /// or on one of the module's stateless views (`VMLogo(vm: vm)`).
    private static func isStatelessLeaf(_ expr: Expr, views: StatelessViews?, owner: TypeInfo?) -> Bool {
        guard case .call(let call) = expr.kind else { return false }
        if case .memberAccess(let base, let name, _) = call.callee.kind {
            return isPlainModifier(name.text, call) && isStatelessLeaf(base, views: views, owner: owner)
        }
        guard let name = CallMeaning.lastName(call.callee),
              ViewCatalog.statelessLeaves.contains(name) || views?.isStateless(called: name, in: owner) == true else { return false }
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

    /// What the view animates: `nil` for nothing; else the names its `withAnimation` closures
    /// set, or `.some(nil)` for any change (an animation modifier: `.animation(_:value:)`,
    /// `.transition`, `.contentTransition`…, a binding's `.animation()`; or a `withAnimation`
    /// whose closure calls code).
    fileprivate static func animationWrites(_ view: TypeInfo) -> Set<String>?? {
        var animatesAnything = false
        var found = false
        var writes: Set<String> = []
        for (statements, _) in view.memberBodies(includingStatic: true) where !animatesAnything {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard !animatesAnything, case .call(let call) = expr.kind else { return }
                if case .memberAccess(_, let name, _) = call.callee.kind, ModifierCatalog.animating.contains(name.text) {
                    animatesAnything = true
                } else if let name = CallMeaning.lastName(call.callee), StandardTypeCatalog.animationCalls.contains(name) {
                    found = true
                    guard let body = call.allArguments.last(where: { $0.value.isClosure })?.value,
                          let set = assignedNames(in: body) else { animatesAnything = true; return }
                    writes.formUnion(set)
                }
            }
        }
        if animatesAnything { return .some(nil) }
        return found ? .some(writes) : nil
    }

    /// The roots of what a closure assigns (`current_nav_view` of `current_nav_view = …`);
    /// `nil` when it calls anything, whose effects are not followed.
    private static func assignedNames(in closure: Expr) -> Set<String>? {
        var names: Set<String> = []
        var callsCode = false
        SyntaxWalk.expressions(in: closure, intoClosures: true) { expr in
            switch expr.kind {
            case .assignment(let target, _):
                names.insert(assignedName(target))
            case .binaryOperator(let target, let spelling, _) where spelling.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(spelling):
                names.insert(assignedName(target))
            case .call:
                callsCode = true
            default:
                break
            }
        }
        return callsCode ? nil : names
    }

    /// The view's name an assignment sets: `flag` of `flag = …` or `self.flag = …`.
    private static func assignedName(_ target: Expr) -> String {
        let path = target.memberPath ?? []
        return path.first == "self" ? path.dropFirst().first ?? "self" : path.first ?? target.rootName ?? ""
    }
}
