/// `binding-in-body`: `Binding(get:set:)` built while a body runs and handed to a view. Its
/// closures are new on every evaluation and never compare equal, so the view receiving it is
/// never "unchanged".
public enum BindingInBodyRule {
    public static let id = "binding-in-body"

    public static let rule = Rule(
        id: id,
        summary: "`Binding(get:set:)` built in a body and passed to a view: the view never compares equal",
        rationale: """
        SwiftUI decides whether a child view needs its body run again by comparing the child's \
        stored properties with the previous value. A binding made with `Binding(get:set:)` holds \
        two closures, and closures never compare equal: a binding built in the parent's body is \
        a different binding on every update, so a custom child view that receives it re-runs its \
        body every time the parent's body runs (the talk's `BindingView`, seed 003). A projected \
        value (`$state`, `$model.field` through `@Bindable` or `@ObservedObject`) compares by \
        where it points and stays equal. For a built-in control the cost is small: a remark. \
        Not reported: projected values, `.constant(…)`, a binding made once in `init` \
        and stored, children that are `Equatable` (their `==` decides), and a binding built in a \
        `TimelineView`'s content whose getter reads the time (the timeline's date, `Date()`, or a \
        model's value derived from them): no stored state carries it, so each tick must hand it on. \
        Nor a binding built by a view whose body runs only when the child must re-run anyway: an \
        adapter (an optional limit shown by a non-optional picker) with no state, environment or \
        observed model of its own (or only a model whose every published property the getter \
        reads), each of whose inputs the getter reads whole, the child gets as is, or every \
        creation site fixes (a literal, a constant). Nor a binding handed to a \
        child that another closure it is given makes unequal on every update anyway (a \
        `@ViewBuilder` content built from the parent's state, an action capturing the parent): \
        the binding adds no run of its body; the closure is `non-pod-view`'s concern; or that \
        another argument built from every one of the view's properties, each whole, re-runs \
        whenever the view does (`context: context`, with no observed object in the view). Nor one \
        handed to a sheet's, a full-screen cover's or a popover's content: it covers the view, \
        which then re-runs for little but the child's own edits.
        """,
        defaultSeverity: .warning,
        examples: BindingInBodyExamples.all,
        check: check)

    static func check(_ context: ViewContext) -> [Finding] {
        guard let view = context.view, view.isView, context.viewFilesMention(.binding) else { return [] }
        // The walk's closure runs for every expression: it captures only small values (copying
        // the context there cost more than the rest of the lint).
        let index = context.index
        let makers = bindingProperties(of: view)
        var findings: [Finding] = []
        var seen = Set<Int>()
        // The bodies, then the view's methods they call to build rows and sections
        // (`eventRow(event)`): their bindings are made on every update too.
        var members = context.bodies.map { (member: $0.member, fileIndex: $0.fileIndex,
                                            statements: view.computedProperty(named: $0.member)?.body ?? []) }
        for name in calledMethods(in: members.map(\.statements), of: view) {
            for method in view.methods(named: name) where !method.isStatic {
                members.append((name + "(…)", method.fileIndex, method.declaration.body?.statements ?? []))
            }
        }
        for body in members {
            let statements = body.statements
            guard mayMakeBinding(statements, makers: makers) else { continue }
            let locals = localBindings(in: statements, makers: makers)
            // A binding that carries a timeline's ticks to the child is what the timeline is for.
            let ticking = ClockBindings(view: view, fileIndex: body.fileIndex, index: index).starts(in: statements)
            var hits: [(view: String, label: String?, made: MadeBinding, child: Call, isCustom: Bool)] = []
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind, case .identifier(let name) = call.callee.kind else { return }
                let custom = index.type(named: name).flatMap { $0.isView ? $0 : nil }
                guard custom != nil || !ViewCatalog.forms(of: name).isEmpty, custom?.isEquatable != true else { return }
                for argument in call.allArguments {
                    let local: MadeBinding? = if case .identifier(let name) = argument.value.kind { locals[name] } else { nil }
                    guard let made = local ?? madeBinding(argument.value, makers: makers), !ticking.contains(made.range.start),
                          seen.insert(made.range.start).inserted else { continue }
                    hits.append((name, argument.label?.text, made, call, custom != nil))
                }
            }
            // A view that re-runs only when the child must re-run anyway loses nothing by the new binding.
            let adapter = AdapterBindings(view: view, index: index, uses: context.uses)
            hits.removeAll { hit in getter(of: hit.made.binding).map { adapter.costsNothing(getter: $0, child: hit.child) } ?? false }
            // A child that another closure it is given (its content, an action) makes unequal
            // on every update re-runs anyway: the binding adds nothing. Nor does one shown in a
            // sheet: it covers the view, which then re-runs for little but the child's own edits.
            let unequal = UnequalInputs(index: index, uses: context.uses)
            let dependencies = MemberDependencies(type: view)
            hits.removeAll { hit in
                guard let child = index.type(named: hit.view) else { return false }
                return unequal.alreadyUnequal(child, madeBy: hit.child, in: body.fileIndex, besides: hit.made.range)
                    || isShownModally(child, madeBy: hit.child, in: body.fileIndex, uses: context.uses)
                    || carriesEveryProperty(of: view, to: hit.child, besides: hit.made.range, dependencies: dependencies, index: index)
            }
            let advice = BindingInBodyAdvice(view: view, index: index)
            for hit in hits {
                let label = hit.label.map { "`\($0):`" } ?? "an argument"
                let message = hit.isCustom
                    ? "`Binding(get:set:)` built in `\(view.name).\(body.member)` and passed to `\(hit.view)` as \(label): its closures "
                        + "never compare equal, so `\(hit.view)` re-runs its body every time `\(view.name)`'s body runs. "
                        + advice.advice(binding: hit.made.binding, child: hit.child, childName: hit.view)
                    : "`Binding(get:set:)` built in `\(view.name).\(body.member)` and passed to `\(hit.view)`: it is a new binding on "
                        + "every update, so the control is never unchanged (a small cost for a built-in control). A projected "
                        + "value (`$state`, `$model.field`) stays equal."
                var finding = rule.finding(message, in: context, at: hit.made.range, fileIndex: body.fileIndex)
                if !hit.isCustom { finding.severity = .info }
                findings.append(finding)
            }
        }
        return findings
    }

    /// Whether the module shows the child made by `call` as a sheet's, a full-screen cover's or a
    /// popover's content (its creation site is placed there).
    private static func isShownModally(_ child: TypeInfo, madeBy call: Call, in fileIndex: Int, uses: ModuleUses) -> Bool {
        guard let site = uses.creation(of: child, by: call, fileIndex: fileIndex),
              case .presentation(let kind) = site.context.placement else { return false }
        return ViewCoexistence.modalPresentations.contains(kind)
    }

    /// The view's own methods the statements call (`eventRow(event)`, `self.row(for: item)`).
    private static func calledMethods(in bodies: [[Stmt]], of view: TypeInfo) -> [String] {
        var names: [String] = []
        for statements in bodies {
            SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind, let name = call.callee.selfMemberName, !names.contains(name),
                      !view.methods(named: name).isEmpty else { return }
                names.append(name)
            }
        }
        return names
    }

    /// A `Binding(get:set:)` call made for an argument, and where it is reported: the
    /// `Binding` name, or the computed property or local that holds it.
    private struct MadeBinding {
        let range: SourceRange
        let binding: Call
    }

    /// Whether another argument of the child's call is built from every stored property of
    /// the view, each whole (`context: context`, a struct of the view's inputs and state):
    /// whatever re-runs the view changes that argument, and the child re-runs for it anyway.
    /// Not where the view observes an object: a change inside it re-runs the view and leaves a
    /// reference (or one of its fields) the same.
    private static func carriesEveryProperty(of view: TypeInfo, to child: Call, besides binding: SourceRange,
                                             dependencies: MemberDependencies, index: ModuleIndex) -> Bool {
        let types = ExpressionTypes(index: index)
        guard !view.storedProperties.isEmpty, view.storedProperties.allSatisfy({ property in
            property.wrapper?.holdsObject != true && types.type(of: property, in: view)?.isObservableMacro != true
        }) else { return false }
        let stored = Set(view.storedProperties.map(\.name))
        return child.allArguments.contains { argument in
            guard !argument.value.range.contains(binding), !argument.value.isClosure else { return false }
            let reads = dependencies.storedReads(of: AccessCollector.accesses(in: argument.value, owner: view))
            return stored.isSubset(of: Set(reads.filter { $0.path.count == 1 }.map { $0.path[0] }))
        }
    }

    /// The `get:` closure of a `Binding(get:set:)`, or the first closure of `Binding { … } set: { … }`.
    static func getter(of call: Call) -> Expr? {
        call.allArguments.first { $0.label?.text == "get" }?.value ?? call.allArguments.first { $0.value.isClosure }?.value
    }

    /// A cheap first look: whether the body calls `Binding` at all, or reads a computed property
    /// of the view that makes one; most bodies do neither, and skip the full walk.
    private static func mayMakeBinding(_ statements: [Stmt], makers: [String: Call]) -> Bool {
        var found = false
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard !found else { return }
            switch expr.kind {
            case .call(let call): if case .identifier("Binding") = call.callee.withoutGenericArguments.kind { found = true }
            case .identifier(let name): if makers[name] != nil { found = true }
            default: break
            }
        }
        return found
    }

    /// The view's computed properties whose one expression makes a binding (`isDone`), with
    /// the `Binding` call.
    private static func bindingProperties(of view: TypeInfo) -> [String: Call] {
        var makers: [String: Call] = [:]
        for property in view.computedProperties where !property.isStatic && property.body.count == 1 {
            switch property.body[0].kind {
            case .expression(let value), .returnStmt(let value?):
                makers[property.name] = madeBinding(value, makers: [:])?.binding
            default:
                break
            }
        }
        return makers
    }

    /// The `let`s at the top of a body that hold a binding made there
    /// (`let due = Binding(get: …, set: …)`), by name, with where it is made.
    private static func localBindings(in statements: [Stmt], makers: [String: Call]) -> [String: MadeBinding] {
        var locals: [String: MadeBinding] = [:]
        for statement in statements {
            guard case .declaration(let decl) = statement.kind, case .variable(let variable) = decl.kind else { continue }
            for binding in variable.bindings {
                guard case .identifier(let name) = binding.pattern.kind, let value = binding.initializer,
                      let made = madeBinding(value, makers: makers) else { continue }
                locals[name] = made
            }
        }
        return locals
    }

    /// Where a `Binding(get:set:)` (or `Binding { … } set: { … }`) is made for this argument:
    /// in it, or in a computed property of the view it reads (`isDone`).
    private static func madeBinding(_ expr: Expr, makers: [String: Call]) -> MadeBinding? {
        switch expr.kind {
        case .call(let call):
            guard case .identifier("Binding") = call.callee.withoutGenericArguments.kind else { return nil }
            let labels = Set(call.allArguments.compactMap { $0.label?.text })
            let closures = call.allArguments.filter { $0.value.isClosure }.count
            guard labels.contains("set") || closures == 2 else { return nil }
            return MadeBinding(range: call.callee.range, binding: call)
        case .identifier(let name):
            return makers[name].map { MadeBinding(range: expr.range, binding: $0) }
        default:
            return nil
        }
    }
}
