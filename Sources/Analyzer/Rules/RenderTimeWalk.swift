/// Visits the expressions of view code that run while a body is evaluated, skipping the
/// closures that run later: actions (`Button`'s action, `onTapGesture`, `task`, a gesture's
/// `onEnded`, `perform:`/`action:` arguments), `Task { }`, `withAnimation { }`, dispatch
/// blocks, a binding's setter, and closures a module type or function stores to call later
/// (`RowView(onDelete: { … })`, an `@escaping` parameter).
/// Builder closures (`VStack { }`, `ForEach { }`, `label:`) run with the body and are visited.
///
/// A class: the walk's closure runs for every expression and must not copy the module index.
final class RenderTimeWalk {
    let index: ModuleIndex

    init(index: ModuleIndex) {
        self.index = index
    }

    func expressions(in statements: [Stmt], _ visit: (Expr) -> Void) {
        var later: [SourceRange] = []
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            let start = expr.range.start
            while let last = later.last, last.end <= start { later.removeLast() }
            guard !later.contains(where: { $0.contains(start) }) else { return }
            visit(expr)
            if case .call(let call) = expr.kind { later += laterClosures(of: call) }
        }
    }

    /// Modifiers and calls whose closure arguments all run later — presented content too: it
    /// is built when the user opens it, not with the view that presents it.
    private static let deferringCalls: Set<String> = ModifierCatalog.actionModifiers.union([
        "onEnded", "onChanged", "updating", "onDrag", "onDrop", "dropDestination", "onCommit", "Task", "detached", "withAnimation",
        "withTransaction", "async", "asyncAfter", "sync", "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
    ])

    /// Argument labels of closures that run later, whatever they are passed to.
    private static let deferringLabels: Set<String> = ["action", "perform", "onDismiss", "onCommit", "onEditingChanged", "onCompletion",
                                                       "primaryAction"]

    /// `.init(get: { … }, set: { … })` handed to a parameter of type `Binding`.
    private static func isImplicitBindingInit(_ call: Call) -> Bool {
        guard case .implicitMember(let name, _) = call.callee.kind, name.text == "init" else { return false }
        let labels = Set(call.allArguments.compactMap { $0.label?.text })
        return labels.contains("get") && labels.contains("set")
    }

    private func laterClosures(of call: Call) -> [SourceRange] {
        // Most calls pass neither a closure nor a labelled action: no work, no allocation.
        guard !call.trailingClosures.isEmpty
            || call.arguments.contains(where: { Self.holdsClosure($0.value) || $0.label.map { Self.deferringLabels.contains($0.text) } == true })
            || call.arguments.contains(where: Self.isReference) && keeper(of: call) != nil
        else { return [] }
        // A labelled action is deferred whatever it is: a closure or a method (`action: save`).
        var ranges = call.allArguments.filter { $0.label.map { Self.deferringLabels.contains($0.text) } ?? false }.map(\.range)
        let callee = CallMeaning.lastName(call.callee)
        // A function handed by name to a module view that keeps it (`toggleFullscreen:
        // toggleFullscreen`) is kept as a closure literal would be.
        if let type = keeper(of: call) {
            ranges += call.allArguments.filter { Self.isReference($0) && storesForLater($0, in: type) }.map(\.range)
        }
        let arguments = call.allArguments.filter { Self.holdsClosure($0.value) }
        guard !arguments.isEmpty else { return ranges }
        if let callee, Self.deferringCalls.contains(callee) { return ranges + arguments.map(\.range) }
        // A closure that waits is async, and a body is evaluated synchronously: a library's
        // `.onFirstAppear { await tasks.startCheck() }` runs it later.
        ranges += arguments.filter { argument in
            if case .closure(let closure) = argument.value.kind { return containsAwait(closure.body) }
            return false
        }.map(\.range)
        if callee == "Button", !call.allArguments.contains(where: { $0.label?.text == "action" }),
           let action = arguments.first(where: { $0.label == nil }) {
            ranges.append(action.range)
        }
        if let callee, let type = index.type(named: callee) {
            ranges += arguments.filter { storesForLater($0, in: type) }.map(\.range)
        }
        // `Binding(get:set:)` (or `.init(get:set:)` where a binding is expected) calls `set`
        // when the control writes; a module function keeps an `@escaping` closure to call later
        // (`binding.map(getter:setter:)`).
        if callee == "Binding" || Self.isImplicitBindingInit(call) {
            ranges += arguments.filter { $0.label?.text == "set" }.map(\.range)
        }
        if let callee, let escaping = index.escapingClosureLabels[callee] {
            ranges += arguments.filter { escaping.contains($0.label?.text ?? "_") }.map(\.range)
        }
        return ranges
    }

    /// A closure, or a choice of closures (`onSkip: canSkip ? { skip() } : nil`): what the
    /// callee gets is one of them.
    private static func holdsClosure(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .closure: return true
        case .ternary(_, let then, let otherwise): return holdsClosure(then) || holdsClosure(otherwise)
        default: return false
        }
    }

    /// The module type a call makes (`RowView(…)`), which may keep what it is given.
    private func keeper(of call: Call) -> TypeInfo? {
        CallMeaning.lastName(call.callee).flatMap { index.type(named: $0) }
    }

    /// A labelled argument that names a value or function (`save`, `self.save`, `model.save`),
    /// which may be a function handed on.
    private static func isReference(_ argument: Argument) -> Bool {
        guard argument.label != nil else { return false }
        switch argument.value.kind {
        case .identifier, .memberAccess: return true
        default: return false
        }
    }

    /// A closure a module type keeps in a stored property of function type, optional or not
    /// (not a `@ViewBuilder` one): it runs when the type calls it, not while the body is evaluated.
    private func storesForLater(_ argument: Argument, in type: TypeInfo) -> Bool {
        let functionTyped = type.storedProperties.filter { property in
            property.type.map { index.isFunctionType($0.unwrappingOptionals, in: type) } ?? false
        }
        let property = argument.label.map { label in functionTyped.first { $0.name == label.text } } ?? functionTyped.first
        guard let property else { return false }
        if property.attributes.contains(where: { $0.name == "ViewBuilder" }) { return false }
        if case .attributed(let attributes, _, _)? = property.type?.kind, attributes.contains(where: { $0.name == "ViewBuilder" }) {
            return false
        }
        return true
    }
}
