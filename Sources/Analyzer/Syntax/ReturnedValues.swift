/// The values a getter or function body gives back: its `return`s, or — for a body that is a
/// single expression, `if` or `switch` — that expression, or the last expression of each branch.
public enum ReturnedValues {
    public static func of(_ statements: [Stmt]) -> [Expr] {
        if statements.count == 1, let implicit = implicitValues(statements[0]) { return implicit }
        var values: [Expr] = []
        collectReturns(statements, into: &values)
        return values
    }

    /// A single-statement body's implicit value: an expression, or an `if`/`switch` every
    /// branch of which is one (`nil` otherwise).
    private static func implicitValues(_ statement: Stmt) -> [Expr]? {
        switch statement.kind {
        case .expression(let expr):
            return [expr]
        case .ifStmt(let ifStatement):
            return implicitValues(ifStatement)
        case .switchStmt(let switchStatement):
            var values: [Expr] = []
            for entry in switchStatement.cases {
                guard case .switchCase(let switchCase) = entry, switchCase.body.count == 1,
                      let branch = implicitValues(switchCase.body[0]) else { return nil }
                values += branch
            }
            return values.isEmpty ? nil : values
        default:
            return nil
        }
    }

    private static func implicitValues(_ ifStatement: IfStatement) -> [Expr]? {
        guard ifStatement.body.statements.count == 1, let then = implicitValues(ifStatement.body.statements[0]) else { return nil }
        switch ifStatement.elseBranch {
        case .block(let block)?:
            guard block.statements.count == 1, let other = implicitValues(block.statements[0]) else { return nil }
            return then + other
        case .elseIf(let next)?:
            return implicitValues(next).map { then + $0 }
        case nil:
            return nil
        }
    }

    private static func collectReturns(_ statements: [Stmt], into values: inout [Expr]) {
        for statement in statements {
            switch statement.kind {
            case .returnStmt(let value?):
                values.append(value)
            case .ifStmt(let ifStatement):
                collectReturns(ifStatement, into: &values)
            case .guardStmt(_, let body), .whileStmt(_, let body), .repeatWhile(let body, _), .deferStmt(let body):
                collectReturns(body.statements, into: &values)
            case .forIn(let loop):
                collectReturns(loop.body.statements, into: &values)
            case .doStmt(let doStatement):
                collectReturns(doStatement.body.statements, into: &values)
                for clause in doStatement.catches { collectReturns(clause.body.statements, into: &values) }
            case .switchStmt(let switchStatement):
                collectReturns(switchStatement.cases, into: &values)
            case .labeled(_, let inner):
                collectReturns([inner], into: &values)
            case .ifConfig(let config):
                for clause in config.clauses { collectReturns(clause.elements, into: &values) }
            case .expression, .declaration, .returnStmt, .throwStmt, .breakStmt, .continueStmt, .fallthroughStmt, .unknown:
                break
            }
        }
    }

    private static func collectReturns(_ ifStatement: IfStatement, into values: inout [Expr]) {
        collectReturns(ifStatement.body.statements, into: &values)
        switch ifStatement.elseBranch {
        case .block(let block)?: collectReturns(block.statements, into: &values)
        case .elseIf(let next)?: collectReturns(next, into: &values)
        case nil: break
        }
    }

    private static func collectReturns(_ entries: [SwitchCaseEntry], into values: inout [Expr]) {
        for entry in entries {
            switch entry {
            case .switchCase(let switchCase): collectReturns(switchCase.body, into: &values)
            case .ifConfig(let config): for clause in config.clauses { collectReturns(clause.elements, into: &values) }
            }
        }
    }

    /// Whether statements contain a `return` outside nested closures (which turns the result
    /// builder off).
    public static func containsReturn(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .returnStmt: return true
            case .ifStmt(let ifStatement): return ifContainsReturn(ifStatement)
            case .switchStmt(let switchStatement): return switchContainsReturn(switchStatement.cases)
            case .ifConfig(let config): return config.clauses.contains { containsReturn($0.elements) }
            default: return false
            }
        }
    }

    private static func ifContainsReturn(_ statement: IfStatement) -> Bool {
        if containsReturn(statement.body.statements) { return true }
        switch statement.elseBranch {
        case .block(let block)?: return containsReturn(block.statements)
        case .elseIf(let next)?: return ifContainsReturn(next)
        case nil: return false
        }
    }

    private static func switchContainsReturn(_ entries: [SwitchCaseEntry]) -> Bool {
        entries.contains { entry in
            switch entry {
            case .switchCase(let switchCase): return containsReturn(switchCase.body)
            case .ifConfig(let config): return config.clauses.contains { switchContainsReturn($0.elements) }
            }
        }
    }
}
