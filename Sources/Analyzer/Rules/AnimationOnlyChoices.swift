/// The `if`s whose branches do the same thing, one of them inside `withAnimation` (or
/// `withTransaction`): `if reduceMotion { angle = 0 } else { withAnimation(.spring) { angle = 0 } }`.
/// Their condition picks only how the change is animated, not what the work does, so a work
/// that reads it does not depend on it.
enum AnimationOnlyChoices {
    /// The ranges of such `if`s' conditions in `statements` (outside nested closures).
    static func conditionRanges(in statements: [Stmt], file: SourceFile) -> [SourceRange] {
        var ranges: [SourceRange] = []
        for statement in statements {
            for block in SyntaxWalk.childBlocks(of: statement) { ranges += conditionRanges(in: block, file: file) }
            guard case .ifStmt(let ifStatement) = statement.kind, case .block(let elseBlock)? = ifStatement.elseBranch,
                  let first = ifStatement.conditions.first, let last = ifStatement.conditions.last else { continue }
            if text(of: unwrapped(ifStatement.body.statements), in: file) == text(of: unwrapped(elseBlock.statements), in: file) {
                ranges.append(SourceRange(first.range.start, last.range.end))
            }
        }
        return ranges
    }

    /// A block that is one `withAnimation { … }` (or `withTransaction`) call: the closure's
    /// statements; any other block as it is.
    private static func unwrapped(_ statements: [Stmt]) -> [Stmt] {
        guard statements.count == 1, case .expression(let expr) = statements[0].kind, case .call(let call) = expr.kind,
              let name = CallMeaning.lastName(call.callee), StandardTypeCatalog.animationCalls.contains(name),
              let closure = call.lastClosure?.closure else { return statements }
        return closure.body
    }

    /// The statements' source without its whitespace.
    private static func text(of statements: [Stmt], in file: SourceFile) -> String {
        statements.map { file.text($0.range).filter { !$0.isWhitespace } }.joined(separator: ";")
    }
}
