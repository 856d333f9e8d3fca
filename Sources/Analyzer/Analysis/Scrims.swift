/// Custom modal overlays: a popup drawn in a `ZStack` above a scrim, a colour stretched over the
/// whole screen (`Color.black.opacity(0.2).ignoresSafeArea()`) that takes every touch meant for
/// what lies under it. Keychy shows its coin and tag popups that way: while one is up, nobody
/// types in the search field under the scrim.
enum Scrims {
    /// The `ZStack` whose scrim, drawn before the code at `offset` (in the stack's content or in
    /// an `if`/`switch` there), covers everything outside the stack; `nil` when there is none.
    static func coveringStack(at offset: Int, fileIndex: Int, index: ModuleIndex) -> SourceRange? {
        guard let member = index.memberLocator.member(at: offset, fileIndex: fileIndex) else { return nil }
        var found: SourceRange?
        SyntaxWalk.expressions(in: member.statements, around: offset, intoClosures: true) { expr in
            guard case .call(let call) = expr.kind, case .identifier("ZStack") = call.callee.kind, expr.range.contains(offset),
                  let closure = call.lastClosure?.closure, isCovered(offset, in: closure.body) else { return }
            // The innermost such stack.
            if found.map({ $0.contains(expr.range) }) ?? true { found = expr.range }
        }
        return found
    }

    /// Whether a scrim comes before the statement holding `offset`, at its level or at the level
    /// of an `if`/`switch` around it (a builder's choice, not another container).
    private static func isCovered(_ offset: Int, in statements: [Stmt]) -> Bool {
        guard let position = statements.firstIndex(where: { $0.range.contains(offset) }) else { return false }
        if statements[..<position].contains(where: isScrim) { return true }
        let statement = statements[position]
        switch statement.kind {
        case .ifStmt, .switchStmt: return SyntaxWalk.childBlocks(of: statement).contains { isCovered(offset, in: $0) }
        default: return false
        }
    }

    /// `Color.black20.ignoresSafeArea()`, `Color(.black).opacity(0.4).edgesIgnoringSafeArea(.all)`:
    /// a colour that is not clear, stretched past the safe area, still hit-tested.
    private static func isScrim(_ statement: Stmt) -> Bool {
        guard case .expression(let expr) = statement.kind else { return false }
        let chain = ModifierChain(expr)
        let names = chain.links.map(\.name.text)
        return isColour(chain.base) && names.contains(where: stretchingModifiers.contains) && !names.contains("allowsHitTesting")
    }

    private static let stretchingModifiers: Set<String> = ["ignoresSafeArea", "edgesIgnoringSafeArea"]

    /// `Color.black`, `Color(.systemBackground)`, `Color("Scrim")`; not `Color.clear`, which
    /// takes no touches.
    private static func isColour(_ base: Expr) -> Bool {
        switch base.kind {
        case .memberAccess(let type, let name, _):
            guard case .identifier("Color") = type.kind else { return false }
            return name.text != "clear"
        case .call(let call):
            guard case .identifier("Color") = call.callee.kind else { return false }
            return true
        default:
            return false
        }
    }
}
