/// Which tab of a `TabView` a place of the module's code is always in
/// (``ViewCatalog/tabContainers``): a tab is one statement of the tab view's content, a view
/// with its `.tabItem`, or a `Tab { … }`. A tab that is not selected is off screen; its views
/// stay alive, but they disappear, and when the user selects the tab again they appear, and
/// their appearance work runs again. So what the user does in one tab happens while every view
/// of another tab is hidden: the settings tab's toggle is flipped while the feed tab is away,
/// and the feed's `.task` reloads with it when the feed is selected again.
///
/// A place is followed up through the members that hold it (to where they are used) and the
/// places creating its view; only the tabs every way of reaching it goes through count. Tabs
/// made by a `ForEach` are not told apart. One instance answers one question at a time.
final class TabPins {
    let index: ModuleIndex
    let uses: ModuleUses
    /// The tabs every way of reaching a member goes through, by the member's file and start.
    private var memberTabs: [String: Set<Tab>] = [:]

    init(index: ModuleIndex, uses: ModuleUses) {
        self.index = index
        self.uses = uses
    }

    /// One tab: the tab view (file and start of its call) and the tab's position in it.
    struct Tab: Hashable {
        let tabView: String
        let position: Int
    }

    /// Whether code at a place of the module is always in another tab than every place creating
    /// `view`: a tab of a tab view `view` is always in, another tab of the same tab view.
    func isInAnotherTab(offset: Int, fileIndex: Int, than view: TypeInfo) -> Bool {
        let viewSites = uses.creations(of: view).filter { $0.context.placement != .preview }
        guard !viewSites.isEmpty else { return false }
        let codeTabs = tabs(at: offset, fileIndex: fileIndex, depth: 0)
        guard !codeTabs.isEmpty else { return false }
        let viewTabs = viewSites.map { tabs(at: $0.range.start, fileIndex: $0.context.fileIndex, depth: 0) }
            .reduce(nil as Set<Tab>?) { common, tabs in common.map { $0.intersection(tabs) } ?? tabs } ?? []
        return codeTabs.contains { mine in viewTabs.contains { $0.tabView == mine.tabView && $0.position != mine.position } }
    }

    /// The tabs every way of reaching a place goes through.
    private func tabs(at offset: Int, fileIndex: Int, depth: Int) -> Set<Tab> {
        guard depth < Self.maximumSteps, let member = index.memberLocator.member(at: offset, fileIndex: fileIndex) else { return [] }
        return Self.tabs(around: offset, fileIndex: fileIndex, in: member.statements)
            .union(tabs(reaching: member, fileIndex: fileIndex, depth: depth))
    }

    /// The tabs every use of a member goes through: where it is used (a `@ViewBuilder`
    /// property), or every place creating its view (`body`).
    private func tabs(reaching member: MemberLocator.Member, fileIndex: Int, depth: Int) -> Set<Tab> {
        let key = "\(fileIndex):\(member.range.start)"
        if let known = memberTabs[key] { return known }
        memberTabs[key] = []
        var above: [Set<Tab>] = []
        if member.name != "body", let memberUses = uses.memberUses[member.type.qualifiedName + "." + member.name], !memberUses.isEmpty {
            above = memberUses.map { tabs(at: $0.offset, fileIndex: $0.fileIndex, depth: depth + 1) }
        } else if member.type.isView {
            let sites = uses.creations(of: member.type).filter {
                $0.context.placement != .preview && $0.context.owner?.qualifiedName != member.type.qualifiedName
            }
            above = sites.map { tabs(at: $0.range.start, fileIndex: $0.context.fileIndex, depth: depth + 1) }
        }
        let found = above.first.map { first in above.dropFirst().reduce(first) { $0.intersection($1) } } ?? []
        memberTabs[key] = found
        return found
    }

    /// The tabs of tab views in the member's own code around an offset.
    private static func tabs(around offset: Int, fileIndex: Int, in statements: [Stmt]) -> Set<Tab> {
        var found: Set<Tab> = []
        SyntaxWalk.expressions(in: statements, intoClosures: true) { expr in
            guard expr.range.contains(offset), case .call(let call) = expr.kind, case .identifier(let name) = call.callee.kind,
                  ViewCatalog.tabContainers.contains(name), let content = call.lastClosure?.closure,
                  let position = content.body.firstIndex(where: { $0.range.contains(offset) }),
                  isOneTab(content.body[position]) else { return }
            found.insert(Tab(tabView: "\(fileIndex):\(expr.range.start)", position: position))
        }
        return found
    }

    /// Whether a statement of a tab view's content is one tab: a view expression, not a
    /// `ForEach` making tabs from data, nor an `if` that may hold several.
    private static func isOneTab(_ statement: Stmt) -> Bool {
        guard case .expression(let expr) = statement.kind else { return false }
        var generated = false
        SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
            if case .call(let call) = inner.kind, case .identifier("ForEach") = call.callee.kind { generated = true }
        }
        return !generated
    }

    /// Members and creating views followed up from a place, at most.
    private static let maximumSteps = 12
}
