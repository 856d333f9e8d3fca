/// `base.a(…).b(…)` taken apart: the innermost base and the method calls on it, innermost
/// first (`Image("logo").resizable().frame(width: 40)` → `Image("logo")`, `resizable`, `frame`).
public struct ModifierChain: Sendable {
    /// One `.name(arguments)` of the chain.
    public struct Link: Sendable {
        public let name: Name
        public let call: Call
        /// From the name to the closing parenthesis (`frame(width: 40)`).
        public let range: SourceRange
    }

    /// What the first method is called on.
    public let base: Expr
    /// The calls, innermost first.
    public let links: [Link]

    public init(_ expr: Expr) {
        var links: [Link] = []
        var current = expr
        while case .call(let call) = current.kind, case .memberAccess(let base, let name, _) = call.callee.kind {
            links.append(Link(name: name, call: call, range: SourceRange(name.range.start, current.range.end)))
            current = base
        }
        self.base = current
        self.links = links.reversed()
    }
}
