/// `ForEach(groups) { group in … }` over a list of existentials (`[any ContentGroup]`, or a
/// protocol the module declares, or `[any View]`): each row's view type depends on the
/// element's dynamic type, so `AnyView` is the only way to put the rows side by side — no
/// `@ViewBuilder` `if`/`switch` can name the types. An erasure inside such a row of a view the
/// element builds (`group.body()`, `makeGroupBody(group)`, the element itself) is required, not
/// a mistake; one of a view built from the element's data (`Text(widget.title)`) is not.
struct ExistentialRows {
    /// The rows' content closures, with the name the element has in each.
    private var rows: [(range: SourceRange, element: String)] = []

    /// Records `call` when it is a `ForEach` or `List` over a stored list of existentials of `view`.
    mutating func record(_ call: Call, in view: TypeInfo, index: ModuleIndex) {
        guard case .identifier(let name) = call.callee.kind, name == "ForEach" || name == "List",
              let data = call.arguments.first(where: { $0.label == nil })?.value,
              let property = data.selfMemberName.flatMap(view.storedProperty(named:)), let type = property.type,
              Self.isExistentialList(type, in: index), let content = call.lastClosure else { return }
        rows.append((content.expr.range, content.closure.parameters?.first?.name.text ?? "$0"))
    }

    /// Whether `erased`, found at `range`, is a view the element of a row it lies in builds:
    /// the element itself, a call of one of its methods, or a call the element is passed to
    /// whole (a generic helper opening it).
    func isRowElementErasure(_ erased: Expr, at range: SourceRange) -> Bool {
        rows.contains { row in
            guard row.range.start <= range.start, range.end <= row.range.end else { return false }
            if case .identifier(row.element) = erased.kind { return true }
            var builds = false
            SyntaxWalk.expressions(in: erased, intoClosures: false) { expr in
                guard case .call(let call) = expr.kind else { return }
                if case .memberAccess(let base, _, _) = call.callee.kind, case .identifier(row.element) = base.kind { builds = true }
                if call.allArguments.contains(where: { if case .identifier(row.element) = $0.value.kind { true } else { false } }) {
                    builds = true
                }
            }
            return builds
        }
    }

    /// `[any P]`, `[P]` for a protocol `P` the module declares or `View`, optional or not.
    private static func isExistentialList(_ type: TypeRef, in index: ModuleIndex) -> Bool {
        switch type.kind {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            return isExistentialList(wrapped, in: index)
        case .array(let element):
            switch element.kind {
            case .any: return true
            case .named(let components):
                guard components.count == 1, let name = components.first?.name.text else { return false }
                return name == "View" || index.type(named: name)?.kind == .protocol
            default: return false
            }
        default:
            return false
        }
    }
}
