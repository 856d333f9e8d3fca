/// Which kind of navigation container a view's own code builds: a stack, which shows one
/// screen at a time, or columns side by side (``ViewCatalog/stackContainers``,
/// ``ViewCatalog/columnContainers``).
enum NavigationContainers {
    enum Kind {
        /// Pushes cover the screen they leave.
        case stack
        /// A sidebar stays beside what it pushes.
        case columns
    }

    /// The kind the view's members build; columns win over a stack (a split view's detail
    /// column may hold one). A `NavigationView` counts as a stack only where the same code
    /// styles it so (`.navigationViewStyle(.stack)`). `nil` when it builds neither.
    static func kind(in view: TypeInfo) -> Kind? {
        var found: Kind?
        var hasNavigationView = false
        var isStackStyled = false
        for member in view.memberBodies() {
            SyntaxWalk.expressions(in: member.statements, intoClosures: true) { expr in
                guard case .call(let call) = expr.kind else { return }
                switch call.callee.kind {
                case .identifier(let name) where ViewCatalog.columnContainers.contains(name):
                    found = .columns
                case .identifier(let name) where ViewCatalog.stackContainers.contains(name):
                    if found == nil { found = .stack }
                case .identifier(let name) where name == ViewCatalog.styledStackContainer:
                    hasNavigationView = true
                case .memberAccess(_, let name, _) where name.text == "navigationViewStyle":
                    isStackStyled = isStackStyled || call.allArguments.first.map { isStackStyle($0.value) } == true
                default:
                    break
                }
            }
        }
        if found == nil, hasNavigationView, isStackStyled { return .stack }
        return found
    }

    /// `.stack` or `StackNavigationViewStyle()`.
    private static func isStackStyle(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .implicitMember(let name, _): return name.text == "stack"
        case .call(let call):
            if case .identifier(let name) = call.callee.kind { return name == ViewCatalog.stackStyle }
            return false
        default: return false
        }
    }
}
