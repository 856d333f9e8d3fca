/// Where a place in a member's code sits among the `if`/`switch` branches around it: the member,
/// and for each enclosing branch statement (outermost first) which of its clauses holds the place.
/// Two places of one member in different clauses of the same `if`/`switch` never run in the same
/// evaluation: views built there are never on screen together. Nor do two clauses of one `#if`,
/// which no build compiles both of.
struct BranchPath: Equatable {
    /// One enclosing branch: the statement's start and the clause (an `if`'s body 0 and its
    /// `else` 1; a `switch`'s cases in order).
    struct Step: Equatable {
        let branch: Int
        let clause: Int
        /// For an `if`: its conditions, which hold in clause 0 (its body) and not all hold in
        /// clause 1 (its `else`). Not part of the comparison: the branch's start names it.
        var conditions: [Condition] = []
        /// For a `switch`: the value it switches on.
        var subject: Expr?
        /// For a `switch`: the patterns of the case the place is in (`nil` for `default`).
        var casePatterns: [Pattern]?

        /// The expressions that pick the clause: the conditions' values, or the subject.
        var deciding: [Expr] {
            subject.map { [$0] } ?? conditions.compactMap(\.value)
        }

        static func == (lhs: Step, rhs: Step) -> Bool {
            lhs.branch == rhs.branch && lhs.clause == rhs.clause
        }
    }

    /// The file and start of the member that holds the place.
    let member: String
    let steps: [Step]

    /// Whether the two places are in different clauses of one branch statement.
    func excludes(_ other: BranchPath) -> Bool {
        guard member == other.member else { return false }
        for (mine, theirs) in zip(steps, other.steps) {
            guard mine.branch == theirs.branch else { return false }
            if mine.clause != theirs.clause { return true }
        }
        return false
    }

    /// A place in a member: the type, the member's name and the branches around the place.
    typealias Place = (owner: TypeInfo, name: String, path: BranchPath)

    /// The path of `offset` in `file`, inside a member (computed property or method) of one of
    /// the module's types, with that type (the innermost member, where a type is declared
    /// inside another's member); `nil` when no member holds it.
    static func locate(offset: Int, fileIndex: Int, in index: ModuleIndex) -> Place? {
        guard let member = index.memberLocator.member(at: offset, fileIndex: fileIndex) else { return nil }
        return (member.type, member.name, BranchPath(member: "\(fileIndex):\(member.range.start)",
                                                     steps: steps(to: offset, in: member.statements, depth: 0)))
    }

    private static let maximumDepth = 64

    private static func steps(to offset: Int, in statements: [Stmt], depth: Int) -> [Step] {
        guard depth < maximumDepth, let statement = statements.statement(holding: offset) else { return [] }
        switch statement.kind {
        case .ifStmt(let ifStatement):
            return steps(to: offset, in: ifStatement, depth: depth)
        case .switchStmt(let switchStatement):
            return steps(to: offset, in: switchStatement, depth: depth)
        case .guardStmt(_, let body), .whileStmt(_, let body), .repeatWhile(let body, _), .deferStmt(let body):
            if body.range.contains(offset) { return steps(to: offset, in: body.statements, depth: depth + 1) }
        case .forIn(let loop):
            if loop.body.range.contains(offset) { return steps(to: offset, in: loop.body.statements, depth: depth + 1) }
        case .doStmt(let doStatement):
            if doStatement.body.range.contains(offset) { return steps(to: offset, in: doStatement.body.statements, depth: depth + 1) }
            if let clause = doStatement.catches.first(where: { $0.range.contains(offset) }) {
                return steps(to: offset, in: clause.body.statements, depth: depth + 1)
            }
        case .labeled(_, let inner):
            return steps(to: offset, in: [inner], depth: depth + 1)
        case .ifConfig(let config):
            // `#if os(macOS) … #else … #endif`: one build compiles one clause, so code in two
            // clauses never runs in one app.
            guard let clause = config.clauses.firstIndex(where: { $0.range.contains(offset) }) else { break }
            return [Step(branch: statement.range.start, clause: clause)] + steps(to: offset, in: config.clauses[clause].elements, depth: depth + 1)
        default:
            break
        }
        return steps(to: offset, inExpressionsOf: statement, depth: depth)
    }

    private static func steps(to offset: Int, in ifStatement: IfStatement, depth: Int) -> [Step] {
        if ifStatement.body.range.contains(offset) {
            return [Step(branch: ifStatement.range.start, clause: 0, conditions: ifStatement.conditions)] + steps(to: offset, in: ifStatement.body.statements, depth: depth + 1)
        }
        switch ifStatement.elseBranch {
        case .block(let block)? where block.range.contains(offset):
            return [Step(branch: ifStatement.range.start, clause: 1, conditions: ifStatement.conditions)] + steps(to: offset, in: block.statements, depth: depth + 1)
        case .elseIf(let next)? where next.range.contains(offset):
            return [Step(branch: ifStatement.range.start, clause: 1, conditions: ifStatement.conditions)] + steps(to: offset, in: next, depth: depth + 1)
        default:
            return []
        }
    }

    private static func steps(to offset: Int, in switchStatement: SwitchStatement, depth: Int) -> [Step] {
        var clause = 0
        var found: [Step]?
        func visit(_ entries: [SwitchCaseEntry]) {
            for entry in entries where found == nil {
                switch entry {
                case .switchCase(let switchCase):
                    if switchCase.range.contains(offset) {
                        found = [Step(branch: switchStatement.range.start, clause: clause, subject: switchStatement.subject,
                                      casePatterns: switchCase.items?.map(\.pattern))]
                            + steps(to: offset, in: switchCase.body, depth: depth + 1)
                    }
                    clause += 1
                case .ifConfig(let config):
                    for configClause in config.clauses { visit(configClause.elements) }
                }
            }
        }
        visit(switchStatement.cases)
        return found ?? []
    }

    /// Into the outermost closure, `if` or `switch` expression of a statement that holds the place.
    private static func steps(to offset: Int, inExpressionsOf statement: Stmt, depth: Int) -> [Step] {
        var outermost: Expr?
        SyntaxWalk.expressions(in: [statement], around: offset, intoClosures: false) { expr in
            switch expr.kind {
            case .closure, .ifExpr, .switchExpr:
                if outermost.map({ expr.range.contains($0.range) }) ?? true { outermost = expr }
            default:
                break
            }
        }
        switch outermost?.kind {
        case .closure(let closure)?: return steps(to: offset, in: closure.body, depth: depth + 1)
        case .ifExpr(let ifStatement)?: return steps(to: offset, in: ifStatement, depth: depth + 1)
        case .switchExpr(let switchStatement)?: return steps(to: offset, in: switchStatement, depth: depth + 1)
        default: return []
        }
    }
}
