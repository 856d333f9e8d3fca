/// Where a formatter made while a body runs is made once per row of a list: in a view some
/// list creates per row (directly, or inside a view that is such a row), or in the row
/// content of a `ForEach`/`List` the view builds itself. There, every update of the list's
/// parent makes one formatter per visible row; elsewhere, one per update of one screen.
struct FormatterRows {
    let index: ModuleIndex
    let uses: ModuleUses

    /// Views followed up from a view to the rows that may hold it.
    private static let maximumSteps = 6

    /// Whether the view's body runs once per row: some place that builds it with its parent
    /// is a row of a list, or lies in a view that is. A view the module never creates (outside
    /// previews) counts as a row unless the module is an app: a library's callers may list it.
    func isMadePerRow(_ view: TypeInfo) -> Bool {
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(view)]
        return isMadePerRow(view, depth: 0, visited: &visited)
    }

    private func isMadePerRow(_ view: TypeInfo, depth: Int, visited: inout Set<ObjectIdentifier>) -> Bool {
        let sites = uses.creations(of: view).filter { $0.context.placement != .preview }
        if sites.isEmpty { return depth == 0 && (!index.declaresApp || view.isPublic) }
        let built = sites.filter(\.context.placement.updatesInPlace)
        if built.contains(where: { $0.context.rowData != nil }) { return true }
        guard depth < Self.maximumSteps else { return false }
        for site in built {
            guard let owner = site.context.owner, owner.isView || owner.isViewModifier,
                  visited.insert(ObjectIdentifier(owner)).inserted else { continue }
            if isMadePerRow(owner, depth: depth + 1, visited: &visited) { return true }
        }
        return false
    }

    /// A list's row content, with the data it walks (`nil` for a `List` of fixed content).
    struct Rows {
        let content: SourceRange
        let data: Expr?
    }

    /// The row content closures of the `ForEach`es and data `List`s among `expressions`
    /// (`List(items) { item in … }`; `List { … }` lists fixed content).
    static func rowContent(in expressions: [Expr]) -> [Rows] {
        var rows: [Rows] = []
        for expr in expressions {
            guard case .call(let call) = expr.kind, let name = CallMeaning.lastName(call.callee),
                  name == "ForEach" || name == "List" && call.arguments.first.map({ $0.label == nil && !$0.value.isClosure }) == true
            else { continue }
            let data = call.arguments.first { $0.label == nil && !$0.value.isClosure }?.value
            rows += call.allArguments.filter(\.value.isClosure).map { Rows(content: $0.value.range, data: data) }
        }
        return rows
    }
}
