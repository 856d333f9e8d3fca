/// Custom modal overlays: a popup drawn in a `ZStack` above a scrim, a colour stretched over the
/// whole screen (`Color.black.opacity(0.2).ignoresSafeArea()`) that takes every touch meant for
/// what lies under it. Keychy shows its coin and tag popups that way: while one is up, nobody
/// types in the search field under the scrim.
enum Scrims {
    /// The part of a `ZStack` drawn above a scrim that comes before the code at `offset` (in the
    /// stack's content or in an `if`/`switch` there): from the scrim to the end of its block.
    /// Everything else on screen is under it. `nil` when there is none.
    static func aboveScrim(at offset: Int, fileIndex: Int, index: ModuleIndex, uses: ModuleUses) -> SourceRange? {
        guard let member = index.memberLocator.member(at: offset, fileIndex: fileIndex) else { return nil }
        // A stack its member builds only while a choice shows it (Keychy's `renameAlertOverlay`,
        // used under `if showRenameAlert`) is shown on demand, scrim and all.
        lazy var memberShownOnDemand = isShownOnDemand(member, index: index, uses: uses)
        var found: SourceRange?
        SyntaxWalk.expressions(in: member.statements, around: offset, intoClosures: true) { expr in
            guard case .call(let call) = expr.kind, case .identifier("ZStack") = call.callee.kind, expr.range.contains(offset),
                  let closure = call.lastClosure?.closure else { return }
            let onDemand = (BranchPath.locate(offset: expr.range.start, fileIndex: fileIndex, in: index)?.path.steps.isEmpty == false)
                || memberShownOnDemand
            guard let above = region(above: offset, in: closure.body, shownOnDemand: onDemand) else { return }
            // The innermost such stack.
            if found.map({ $0.contains(above) }) ?? true { found = above }
        }
        return found
    }

    /// Whether every use of a member is inside an `if`/`switch` of the code using it.
    private static func isShownOnDemand(_ member: MemberLocator.Member, index: ModuleIndex, uses: ModuleUses) -> Bool {
        guard let memberUses = uses.memberUses[member.type.qualifiedName + "." + member.name], !memberUses.isEmpty else { return false }
        return memberUses.allSatisfy { use in
            BranchPath.locate(offset: use.offset, fileIndex: use.fileIndex, in: index)?.path.steps.isEmpty == false
        }
    }

    /// Where a scrim before the statement holding `offset`, at its level or at the level of an
    /// `if`/`switch` around it (a builder's choice, not another container), starts, to the end
    /// of its block. `shownOnDemand`: the statements are a branch of such a choice.
    private static func region(above offset: Int, in statements: [Stmt], shownOnDemand: Bool = false) -> SourceRange? {
        guard let position = statements.firstIndex(where: { $0.range.contains(offset) }), let last = statements.last else { return nil }
        if let scrim = statements[..<position].last(where: { isScrim($0, shownOnDemand: shownOnDemand) }) {
            return SourceRange(scrim.range.start, last.range.end)
        }
        let statement = statements[position]
        switch statement.kind {
        case .ifStmt, .switchStmt:
            return SyntaxWalk.childBlocks(of: statement).lazy.compactMap { region(above: offset, in: $0, shownOnDemand: true) }.first
        default:
            return nil
        }
    }

    /// `Color.black20.ignoresSafeArea()`, `Color(.black).opacity(0.4).edgesIgnoringSafeArea(.all)`:
    /// a colour that is not clear, stretched past the safe area, still hit-tested — and shown
    /// with the popup (in the branch that shows it) or dismissing it when tapped. A screen's
    /// background colour, always there and deaf to taps, is no scrim.
    private static func isScrim(_ statement: Stmt, shownOnDemand: Bool) -> Bool {
        guard case .expression(let expr) = statement.kind else { return false }
        let chain = ModifierChain(expr)
        let names = chain.links.map(\.name.text)
        return isColour(chain.base) && names.contains(where: stretchingModifiers.contains) && !names.contains("allowsHitTesting")
            && (shownOnDemand || names.contains("onTapGesture"))
    }

    /// Whether code (a write at `range` of file `codeFile`) is drawn inside `region` of `fileIndex`
    /// (above the scrim): written there, in a member of the view used there (followed a few uses
    /// out), or in a view made there.
    static func isDrawnInside(_ region: SourceRange, fileIndex: Int, code range: SourceRange, codeFile: Int,
                              index: ModuleIndex, uses: ModuleUses) -> Bool {
        var pending = [(range: range, file: codeFile)]
        for _ in 0..<maximumSteps {
            var next: [(range: SourceRange, file: Int)] = []
            for place in pending {
                if place.file == fileIndex && region.contains(place.range) { return true }
                guard let member = index.memberLocator.member(at: place.range.start, fileIndex: place.file) else { continue }
                next += (uses.memberUses[member.type.qualifiedName + "." + member.name] ?? [])
                    .map { (SourceRange($0.offset, $0.offset + 1), $0.fileIndex) }
                if member.type.isView {
                    next += uses.creations(of: member.type).map { ($0.range, $0.context.fileIndex) }
                }
            }
            if next.isEmpty { return false }
            pending = next
        }
        return false
    }

    /// Uses and creation sites followed outwards, at most.
    private static let maximumSteps = 4

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
