/// `non-pod-view`: views whose stored inputs make them never compare equal (closures,
/// `AnyView`), or compare field by field by reflection.
public enum NonPODViewRule {
    public static let id = "non-pod-view"

    public static let rule = Rule(
        id: id,
        summary: "A view stores inputs that make SwiftUI diff it by reflection or never see it as unchanged",
        rationale: """
        Before re-running a child's `body`, SwiftUI compares the child view's old and new value: bytewise \
        (memcmp) when the view is POD (plain data: numbers, `Bool`, `UUID`, enums without payloads…), with \
        `==` when a non-POD view conforms to `Equatable`, and otherwise field by field through reflection. \
        In that reflection a closure (`let onTap: () -> Void`, a stored `@ViewBuilder` closure) or a fresh \
        `AnyView` box made in the parent's body never compares equal, so the child's body re-runs on every \
        parent update, however small (only a closure that captures nothing, or a global function, \
        is the same value each time). Strings, arrays, class references and existentials are compared by \
        reflection too: correct, but slower than memcmp — worth an `Equatable` conformance when the body is \
        large. Dynamic properties (`@State`, `@Environment`, `@ObservedObject`…) make a view non-POD by \
        themselves but are compared by SwiftUI's own rules, so they are not reported. A view that opts in \
        with `// viewlint:equatable` gets its conformance generated (the build plugin, `viewlint generate`) or, \
        with `--fix`, written beside it; once a conformance exists the view is not reported. It is a warning \
        where the extra runs cost something: rows of a list whose parent's state changes (not a view \
        made only in the row equal to one value, `if editingKey == key`, nor a lone label or two, as \
        cheap to run as to compare; a change one tap makes re-runs the rows once, about what comparing \
        them costs), or one view with a \
        body of ten views or more (a `List` or `ForEach` over data counts as that many) under a parent that \
        updates continuously (typing, dragging, a timer) — that parent runs its own body each time, and a few \
        buttons and labels more are a small part of it. Elsewhere it is a remark. Only state the parent's body \
        reads while it is built makes it re-run: not reads in a sheet's content (built in its own update), in \
        actions (a scroll or geometry handler's too), or in callbacks handed to child views; and a view that is \
        handed the changing value itself would re-run for it anyway. A write of the value the state already \
        holds is no change, so a flag set as the list scrolls (`isNearBottom = distance < 80`) changes only \
        when it flips; a plain class kept in `@State` (a box written as the list scrolls) changes \
        behind SwiftUI's back; a change that the `if`s around the view, or around every use of \
        the member that builds it, hold at one value (also through a model's flag that only tests \
        it, `var hasActiveSession: Bool { currentSession != nil }`) swaps the view out instead \
        of re-running it; \
        code of a view the app never shows changes nothing; \
        and nobody types or drags under a scrim that a popup is drawn above (a colour over the whole \
        screen, `Color.black.opacity(0.2).ignoresSafeArea()`, shown with the popup or dismissing it \
        on a tap; a background colour always there is none).
        """,
        defaultSeverity: .warning,
        examples: NonPODViewExamples.all,
        check: check)

    static func check(_ context: ViewContext) -> [Finding] {
        guard let view = context.view, view.isView, !view.isEquatable, view.kind == .struct, !isOnlyAHostingRoot(view, context)
        else { return [] }
        let classifier = PODClassifier(index: context.index, owner: view)
        var neverEqual: [(StoredProperty, String)] = []
        var reflected: [(StoredProperty, String)] = []
        for property in view.storedProperties where property.wrapper == nil {
            guard let type = property.type else { continue }
            switch classifier.verdict(for: type) {
            case .neverEqual(let reason): neverEqual.append((property, reason))
            case .reflected(let reason): reflected.append((property, reason))
            case .pod, .unknown: break
            }
        }
        // A lazy wrapper (`var body: some View { build() }`) keeps the closure to build its
        // content only when it is shown: the closure is its whole point, and nothing can replace it.
        if neverEqual.count == 1, isDeferral(view, builder: neverEqual[0].0) { neverEqual = [] }
        let file = context.file(view.fileIndex).path
        // A view that opts in to a generated conformance gets it written beside it by `--fix`.
        let insertion = EquatablePlan.make(for: view, in: context.index).flatMap { EquatableInsertion.edits(for: $0, in: context.index) }
        let optedIn = insertion == nil ? "" : " `\(view.name)` opts in to a generated conformance: build with the viewlint plugin or "
            + "run `viewlint generate` to generate it, or `viewlint --fix` to write it beside the view."
        if !neverEqual.isEmpty {
            let described = neverEqual.map { "`\($0.0.name)` (\($0.1))" }
            let cost = ReRenderCost(context: context, view: view, neverEqual: neverEqual.map(\.0))
            let storesBody = view.storedProperty(named: "body") != nil
            let effect = storesBody ? "SwiftUI treats it as changed on every update of its parent and diffs what it shows again"
                : "SwiftUI re-runs its body on every update of its parent"
            var message = "`\(view.name)` is not `Equatable` and stores \(Phrasing.list(described)), which never compares equal: "
                + effect + cost.reason + "."
            let builders = neverEqual.filter { isBuilderClosure($0.0, in: context.index, view: view) }
            let contentBuilders = builders.filter { !takesParameters($0.0, in: context.index, view: view) }
            if !contentBuilders.isEmpty {
                // Its content comes from the caller and changes with the caller's data: an
                // `Equatable` conformance leaving it out would keep stale content on screen.
                let closures = contentBuilders.count == 1 ? "the closure" : Phrasing.list(contentBuilders.map { "`\($0.0.name)`" })
                message += " Store the built `Content` instead of \(closures) (`let content: Content`, set to `content()` in `init`): "
                    + "SwiftUI then compares the content itself."
                let others = neverEqual.filter { property in !contentBuilders.contains { $0.0.name == property.0.name } }
                if !others.isEmpty {
                    message += " \(Phrasing.list(others.map { "`\($0.0.name)`" })) still never \(others.count == 1 ? "compares" : "compare") "
                        + "equal: move \(others.count == 1 ? "it" : "them") out of the view where possible. An `Equatable` conformance "
                        + "comparing the other inputs would leave the content out and keep it stale on screen."
                }
            } else {
                message += " Conform `\(view.name)` to `Equatable` comparing its data inputs (or wrap it with `.equatable()` where it is used)"
                if !builders.isEmpty {
                    message += "; its builder closure takes parameters, so it must stay a closure: compare the data it is built from."
                } else if neverEqual.contains(where: { functionType(of: $0.0, in: context.index, view: view) != nil }) {
                    message += ", and move the closure out of the view where possible."
                } else {
                    message += ", or pass the concrete view type (a generic `Content`) instead of `AnyView`."
                }
            }
            var notes = neverEqual.map { FindingNote(message: "`\($0.0.name)` is \($0.1)", path: file, range: $0.0.nameRange) }
            if let site = cost.site {
                notes.append(FindingNote(message: site.description, path: context.file(site.fileIndex).path, range: site.range))
            }
            if !cost.isReal {
                message += " (A remark, not a warning: \(cost.remark).)"
            }
            var finding = rule.finding(message + optedIn, in: context, at: view.nameRange, notes: notes, fix: insertion,
                                       values: neverEqual.map(\.0.name), causes: cost.cause.map { [$0] } ?? [])
            if !cost.isReal { finding.severity = .info }
            return [finding]
        }
        if !reflected.isEmpty {
            let described = reflected.map { "`\($0.0.name)` (\($0.1))" }
            let size = bodySize(context)
            let advice = size >= ReRenderCost.largeBody
                ? "Its body is large (\(size) views), so conform it to `Equatable` comparing the inputs that matter."
                : "Its body is small, so this matters only if profiling shows it re-running; `Equatable` comparing the "
                    + "inputs that matter makes the check exact and cheap."
            let message = "`\(view.name)` is not POD and not `Equatable`: SwiftUI compares it field by field by reflection "
                + "because of \(Phrasing.list(described)), which is slower than a bytewise compare. " + advice
            let notes = reflected.map { FindingNote(message: "`\($0.0.name)` is \($0.1)", path: file, range: $0.0.nameRange) }
            var finding = rule.finding(message + optedIn, in: context, at: view.nameRange, notes: notes, fix: insertion)
            finding.severity = .info
            return [finding]
        }
        return []
    }

    /// The number of views (not modifiers or builder structure) in the view's `body`, where
    /// its `@ViewBuilder` members are already included.
    static func bodySize(_ context: ViewContext) -> Int {
        let variability = ValueVariability(index: context.index, uses: context.uses)
        return context.bodies.filter { $0.member == "body" }.map { body in
            let code = CodeContext(owner: context.view, scope: nil, placement: .body, fileIndex: body.fileIndex)
            return shownViews(body.tree) { data in
                if isWrittenOut(data, index: context.index) { return true }
                if case .fixed = variability.variability(of: data, in: code) { return true }
                return false
            }
        }.reduce(0, +)
    }

    /// Views shown at once: one branch of an `if`/`else` or `switch` counts, not all of them,
    /// and a sheet's or popover's content only while it is presented (not at all). Rows over
    /// data that changes (`List(books) { … }` of loaded books) are built once per visible row:
    /// a large body, whatever one row holds. Options written out or fixed (`Tab.allCases`, a
    /// `static let` list) are a handful.
    /// `isFixed`: whether rows' data is written out or never changes (a handful of options).
    private static func shownViews(_ node: StaticView, isFixed: (Expr) -> Bool) -> Int {
        let own = node.kind == .view ? 1 : 0
        let children = node.children.map { shownViews($0, isFixed: isFixed) }
        if node.kind == .conditional { return own + (children.max() ?? 0) }
        if let modifier = node.modifier, ModifierCatalog.builtWhenPresented.contains(modifier.name) {
            return children.first ?? 0
        }
        let inside = own + children.reduce(0, +)
        if node.kind == .view, node.headName == "ForEach" || node.headName == "List",
           let data = node.arguments.first(where: { $0.label == nil })?.value, !isFixed(data) {
            return max(inside, ReRenderCost.largeBody)
        }
        return inside
    }

    /// `[a, b, c]`, `0..<3`, an enum's `allCases` or a few of them: rows written out in the
    /// code, not data.
    private static func isWrittenOut(_ data: Expr, index: ModuleIndex) -> Bool {
        switch data.kind {
        case .arrayLiteral: return true
        case .binaryOperator(let lower, "..<", let upper), .binaryOperator(let lower, "...", let upper):
            return lower.isLiteral && upper.isLiteral
        case .memberAccess(_, let name, _) where name.text == "allCases": return true
        default: return ReRenderCost.isFew(data, index: index)
        }
    }

    /// A closure that builds views: marked `@ViewBuilder`, or returning one of the view's
    /// generic parameters constrained to `View` (`let content: () -> Content`).
    static func isBuilderClosure(_ property: StoredProperty, in index: ModuleIndex, view: TypeInfo) -> Bool {
        if property.attributes.contains(where: { $0.name == "ViewBuilder" }) { return true }
        guard let result = functionType(of: property, in: index, view: view)?.result,
              case .named(let components) = result.kind, components.count == 1 else { return false }
        return view.genericParameters.contains { parameter in
            guard parameter.name.text == components[0].name.text, let constraint = parameter.constraint,
                  case .named(let names) = constraint.kind else { return false }
            return names.last?.name.text == "View"
        }
    }

    /// Whether the module creates the view only as a hosting view's or controller's root (and
    /// in previews): made once by AppKit or UIKit code, it has no SwiftUI parent to compare it.
    private static func isOnlyAHostingRoot(_ view: TypeInfo, _ context: ViewContext) -> Bool {
        let sites = context.uses.creations(of: view)
        return sites.contains { $0.context.placement == .hosted }
            && sites.allSatisfy { $0.context.placement == .hosted || $0.context.placement == .preview }
    }

    /// Whether the view's body does nothing but call `builder` (`build()`, `return self.build()`).
    private static func isDeferral(_ view: TypeInfo, builder: StoredProperty) -> Bool {
        guard let body = view.computedProperty(named: "body"), body.body.count == 1 else { return false }
        let value: Expr
        switch body.body[0].kind {
        case .expression(let expr), .returnStmt(let expr?): value = expr
        default: return false
        }
        guard case .call(let call) = value.kind, call.allArguments.isEmpty else { return false }
        return call.callee.selfMemberName == builder.name
    }

    /// A reader-style builder (`(GeometryProxy) -> Content`, `(Item) -> Row`): it cannot be
    /// replaced by the content it builds.
    private static func takesParameters(_ property: StoredProperty, in index: ModuleIndex, view: TypeInfo) -> Bool {
        guard let function = functionType(of: property, in: index, view: view) else { return false }
        return !function.parameters.isEmpty
    }

    /// The closure type a property stores (through optionals, attributes and type aliases).
    private static func functionType(of property: StoredProperty, in index: ModuleIndex, view: TypeInfo) -> FunctionType? {
        guard let type = property.type else { return nil }
        func function(_ type: TypeRef) -> FunctionType? {
            switch type.kind {
            case .function(let function): return function
            case .attributed(_, _, let inner), .optional(let inner): return function(inner)
            case .tuple(let elements) where elements.count == 1: return function(elements[0].type)
            default: return nil
            }
        }
        return function(index.resolved(type, in: view))
    }

}
