import Analyzer

/// What a user can do to what is on screen, found in the mounted tree: the views and
/// modifiers the catalog knows as user actions (``ModifierCatalog/userActionCalls``). A
/// scenario that must not take its own word for a change (a state set by hand may be a change
/// the app never makes while the view is shown) drives these instead: each runs the app's own
/// code.
extension Harness {
    /// One thing a user does, in the engine that found it.
    enum UserAction {
        /// Tap: run this action closure, with these arguments, as the user's act on this node.
        case tap(RenderNode, ClosureValue, [Value])
        /// Change a control: write this binding's location.
        case control(RenderNode, Location)

        /// Whether the act is in a sheet, a popover or an alert that is up (its buttons act on
        /// the presenting modifier's node).
        var isInPresentation: Bool {
            let node: RenderNode
            switch self {
            case .tap(let tapped, _, _): node = tapped
            case .control(let changed, _): node = changed
            }
            guard case .modified(_, let modifier) = node.view else { return false }
            return Harness.isPresenting(modifier)
        }

        /// Where the act is: its place in the tree and the code it runs (or the value it
        /// writes), the same across re-renders.
        var spot: String {
            switch self {
            case .tap(let node, let closure, _): return "\(node.path) \(closure.fileIndex):\(closure.range.start)"
            case .control(let node, let location): return "\(node.path) \(location.name)"
            }
        }
    }

    /// One step per action the user can take on screen, in tree order: each action closure
    /// that takes no arguments (a button's, `.onTapGesture`'s, `.refreshable`'s) and each
    /// control's binding the engine knows another value for (a `Toggle`'s `isOn`, a
    /// `Picker`'s `selection`). Numbered by position, so the same step is found again in a
    /// fresh engine that reached the same screen.
    func actionSteps() -> [Step] {
        guard let root = runtime.root, let owner = type else { return [] }
        var steps: [Step] = []
        var position = 0
        func add(_ control: Control, on node: RenderNode) {
            let what = control.title.map { "the `\(control.call)` \"\($0)\"" } ?? "the `\(control.call)`"
            for (closure, act) in control.closures {
                defer { position += 1 }
                guard let act else { continue }
                steps.append(Step(kind: .tap(position), name: act.verb + " " + what, value: .null, target: .tap(node, closure, act.arguments)))
            }
            for argument in control.arguments {
                guard case .binding(let binding) = argument.value else { continue }
                defer { position += 1 }
                let (declared, holder) = declaration(of: binding.location)
                // What the control edits, by its API, where the declaration does not say (a
                // `DatePicker` over `@State var day = Calendar.current.startOfDay(for: .now)`).
                // A picker's choices are its rows' tags (`.london`): what the user can pick,
                // and all of it, where it has tagged rows.
                let picked = control.tags.isEmpty ? nil : control.tags.first { !ValueEquality.equal($0, binding.location.value) }
                guard binding.location.isWritable, control.tags.isEmpty || picked != nil,
                      let next = picked ?? synthesis.alternate(to: binding.location.value, declared: declared, owner: holder ?? owner)
                        ?? (binding.location.value.isOpaque ? synthesis.another(ModifierCatalog.controlValueTypes[control.call]) : nil) else { continue }
                steps.append(Step(kind: .control(position), name: what, value: next, target: .control(node, binding.location)))
            }
        }
        func visit(_ node: RenderNode) {
            switch node.view {
            case .builtin(let view):
                if let control = Control(view) { add(control, on: node) }
                // Only the tab on screen offers its controls.
                if view.name == "TabView" {
                    if let shown = shownTab(of: node, view) { visit(shown) }
                    return
                }
            case .modified(_, let modifier):
                // `.disabled(true)`: nothing under it takes the user's act.
                if modifier.name == "disabled", case .bool(true)? = modifier.arguments.first?.value { return }
                if let control = Control(modifier) { add(control, on: node) }
                // A toolbar's or a context menu's buttons are on offer while the view shows,
                // though the engine builds no nodes for them: they act on the modifier's node.
                // A sheet, an alert or a popover that is up offers its buttons the same way.
                let presenting = Self.isPresenting(modifier)
                if Self.offersContent.contains(modifier.name) || presenting {
                    for argument in modifier.arguments {
                        // A presentation's content and actions, not its `onDismiss` (code, not views).
                        guard case .closure(let closure) = argument.value, !presenting || Self.presentedBuilders.contains(argument.label),
                              let content = try? runtime.interpreter.buildContent(of: closure) else { continue }
                        content.forEachControl { add($0, on: node) }
                    }
                }
            default:
                break
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        return steps
    }

    /// The tab a `TabView` shows while the scenario watches: the one holding the view it is about,
    /// else the one whose `.tag` the selection holds, else the first.
    private func shownTab(of node: RenderNode, _ view: BuiltinView) -> RenderNode? {
        var tabs = node.children
        // A builder block of several tabs is one tuple node.
        while tabs.count == 1, case .tuple = tabs[0].view { tabs = tabs[0].children }
        if let focus, let holding = tabs.first(where: { tab in
            var holds = false
            tab.forEachNode { inner in if case .custom(let instance, _, _) = inner.view, instance.type == focus { holds = true } }
            return holds
        }) {
            return holding
        }
        guard case .binding(let selection)? = view.arguments.first(where: { $0.label == "selection" })?.value else { return tabs.first }
        return tabs.first { tab in
            var tagged = false
            tab.forEachNode { inner in
                if case .modified(_, let modifier) = inner.view, modifier.name == "tag",
                   let value = modifier.arguments.first?.value, ValueEquality.equal(value, selection.location.value) { tagged = true }
            }
            return tagged
        } ?? tabs.first
    }

    /// Whether a presentation that leaves the screen under it (``ModifierCatalog/presentationsOverTheScreen``)
    /// is up: its `isPresented` binding holds `true`.
    static func isPresenting(_ modifier: ModifierValue) -> Bool {
        guard ModifierCatalog.presentationsOverTheScreen.contains(modifier.name),
              case .binding(let shown)? = modifier.arguments.first(where: { $0.label == "isPresented" })?.value,
              case .bool(true) = shown.location.value else { return false }
        return true
    }

    /// The labels of a presentation's closures that hold views: its content (often unlabelled)
    /// and an alert's actions.
    private static let presentedBuilders: Set<String?> = [nil, "content", "actions"]

    /// Presentation modifiers whose content shows with the view or on a gesture over it (a
    /// toolbar, a context menu, swipe actions), not in a presentation of its own.
    static let offersContent = ModifierCatalog.presentationModifiers.subtracting(ModifierCatalog.builtWhenPresented)

    /// The property a binding's location is (`Filters.sort`, named after its view's state), as
    /// declared, with its type: an enum case written without its type (`.all`) needs it to find
    /// the next case.
    private func declaration(of location: Location) -> (TypeRef?, TypeInfo?) {
        let parts = location.name.split(separator: ".")
        guard parts.count == 2, let type = runtime.module.type(named: String(parts[0])) else { return (nil, nil) }
        return (type.storedProperty(named: String(parts[1]))?.type, type)
    }

    /// Does what the user does: runs the tapped action, or sets the control to `value`.
    func perform(_ action: UserAction?, value: Value) throws {
        switch action {
        case .tap(let node, let closure, let arguments)?:
            try runtime.run(closure, on: node, arguments: arguments)
        case .control(let node, let location)?:
            runtime.actionNode = node
            defer { runtime.actionNode = nil }
            try runtime.write(value, to: location)
        case nil:
            throw HarnessError(message: "that action is not on screen")
        }
    }
}

/// A view or modifier the user acts on (``ModifierCatalog/userActionCalls``, and a hover): its
/// action closures, each with the act that runs it (`nil` where the engine knows none), and
/// its arguments, where a control's binding is.
struct Control {
    let call: String
    let title: String?
    let closures: [(ClosureValue, Act?)]
    let arguments: [Value.TupleElement]
    /// What the rows it holds are tagged with (`Text(city.name).tag(city)`): a picker's choices.
    let tags: [Value]

    init?(_ view: BuiltinView) {
        guard ModifierCatalog.userActionCalls.contains(view.name) else { return nil }
        call = view.name
        title = Harness.title(of: view)
        closures = view.actions.keys.sorted().compactMap { label in view.actions[label].map { ($0, Self.act(for: $0, label: label)) } }
        arguments = view.arguments
        tags = ViewValue.builtin(view).tags
    }

    /// A modifier's closures, not its bindings: `.fileImporter(isPresented:)` is presented by
    /// the app's code, not by the user setting it. A context menu's or swipe actions' closure
    /// is their content, whose buttons ``Harness/actionSteps()`` finds.
    init?(_ modifier: ModifierValue) {
        guard ModifierCatalog.userActionCalls.contains(modifier.name) || ModifierCatalog.pressCallbacks.contains(modifier.name),
              !Harness.offersContent.contains(modifier.name) else { return nil }
        call = "." + modifier.name
        title = nil
        closures = modifier.arguments.compactMap { element in
            guard case .closure(let closure) = element.value else { return nil }
            // `.onHover { hovering in … }` calls its closure `action`: the modifier names the act.
            let label = ModifierCatalog.pressCallbacks.contains(modifier.name) ? modifier.name : element.label ?? modifier.name
            return (closure, Self.act(for: closure, label: label))
        }
        arguments = []
        tags = []
    }

    /// What a user does to run an action closure, and what the act passes it.
    struct Act {
        /// How a summary says it: "tapped", "began pressing".
        let verb: String
        let arguments: [Value]
    }

    /// The act that runs a closure: a tap, for one that takes nothing; for a callback told that
    /// a press or a hover began (``ModifierCatalog/pressCallbacks``), its beginning, `true`.
    /// `nil` where the engine knows no act.
    private static func act(for closure: ClosureValue, label: String) -> Act? {
        if closure.parameters.isEmpty { return Act(verb: "tapped", arguments: []) }
        guard closure.parameters.count == 1, ModifierCatalog.pressCallbacks.contains(label) else { return nil }
        return Act(verb: label == "onHover" ? "moved the pointer onto" : "began pressing", arguments: [.bool(true)])
    }
}

extension ViewValue {
    /// The values `.tag(…)` gives the views of this content, in order (a picker's choices);
    /// not those of overlays and other content its modifiers hold.
    var tags: [Value] {
        switch self {
        case .builtin(let view): return view.content.flatMap(\.tags)
        case .modified(let inner, let modifier):
            let own = modifier.name == "tag" ? modifier.arguments.first.map { [$0.value] } ?? [] : []
            return own + inner.tags
        case .tuple(let children): return children.flatMap(\.tags)
        case .conditional(_, let inner, _), .identified(let inner, _), .anyView(let inner): return inner.tags
        case .optional(let inner): return inner?.tags ?? []
        case .forEach(let elements, _): return elements.flatMap(\.view.tags)
        default: return []
        }
    }

    /// The controls in this view value, in order (for content the engine builds no nodes for).
    func forEachControl(_ visit: (Control) -> Void) {
        switch self {
        case .builtin(let view):
            if let control = Control(view) { visit(control) }
            for content in view.content { content.forEachControl(visit) }
        case .modified(let inner, let modifier):
            inner.forEachControl(visit)
            if let control = Control(modifier) { visit(control) }
            for content in modifier.content { content.forEachControl(visit) }
        case .tuple(let children):
            for child in children { child.forEachControl(visit) }
        case .conditional(_, let inner, _), .identified(let inner, _), .anyView(let inner):
            inner.forEachControl(visit)
        case .optional(let inner):
            inner?.forEachControl(visit)
        case .forEach(let elements, _):
            for element in elements { element.view.forEachControl(visit) }
        default:
            return
        }
    }
}
