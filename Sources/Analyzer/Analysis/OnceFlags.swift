/// Blocks that run once for their owner: `if !didNormalizeNavigation { didNormalizeNavigation =
/// true; … }`. The block spends its own trigger, so what it reads is read once, however often
/// the code around it runs again: haven's home controller clears the navigation path on its
/// first appearance only, and running the appearance code again when the path changes would
/// find the flag set.
enum OnceFlags {
    /// Whether an `if` tests a flag negated (`!flag`, its only condition, no `else`) and its body
    /// sets that flag to `true` before anything else can run again.
    private static func isOnceBlock(_ ifStatement: IfStatement) -> Bool {
        guard ifStatement.elseBranch == nil, ifStatement.conditions.count == 1, case .expression(let test)? = ifStatement.conditions.first?.kind,
              case .prefixOperator("!", let flag) = test.kind, let path = flag.memberPath, !path.isEmpty else { return false }
        return ifStatement.body.statements.contains { statement in
            guard case .expression(let expr) = statement.kind, case .assignment(let target, let value) = expr.kind else { return false }
            return target.memberPath == path && value.literalText == "true"
        }
    }

    /// The ranges of such blocks among `statements`, and inside the `if`s among them.
    static func blockRanges(in statements: [Stmt]) -> [SourceRange] {
        var ranges: [SourceRange] = []
        func visit(_ ifStatement: IfStatement) {
            if isOnceBlock(ifStatement) {
                ranges.append(ifStatement.range)
                return
            }
            ranges += blockRanges(in: ifStatement.body.statements)
            switch ifStatement.elseBranch {
            case .block(let block)?: ranges += blockRanges(in: block.statements)
            case .elseIf(let next)?: visit(next)
            case nil: break
            }
        }
        for statement in statements {
            if case .ifStmt(let ifStatement) = statement.kind { visit(ifStatement) }
        }
        return ranges
    }
}
