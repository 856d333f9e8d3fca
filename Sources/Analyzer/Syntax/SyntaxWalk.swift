/// Visits every expression inside statements or an expression, in source order — for analyses
/// that need all subexpressions and no scopes (`$0` uses, literal checks).
public enum SyntaxWalk {
    /// Visits `statements`' expressions; nested closures are entered when `intoClosures`.
    public static func expressions(in statements: [Stmt], intoClosures: Bool, _ visit: (Expr) -> Void) {
        for statement in statements { walk(statement, intoClosures, visit) }
    }

    /// Visits `expr` and every expression inside it.
    public static func expressions(in expr: Expr, intoClosures: Bool, _ visit: (Expr) -> Void) {
        walk(expr, intoClosures, visit)
    }

    private static func walk(_ statement: Stmt, _ intoClosures: Bool, _ visit: (Expr) -> Void) {
        func statements(_ list: [Stmt]) { for inner in list { walk(inner, intoClosures, visit) } }
        switch statement.kind {
        case .expression(let expr), .throwStmt(let expr): walk(expr, intoClosures, visit)
        case .returnStmt(let expr): if let expr { walk(expr, intoClosures, visit) }
        case .declaration(let decl):
            if case .variable(let variable) = decl.kind {
                for binding in variable.bindings { if let value = binding.initializer { walk(value, intoClosures, visit) } }
            }
        case .breakStmt, .continueStmt, .fallthroughStmt, .unknown: break
        case .deferStmt(let block): statements(block.statements)
        case .doStmt(let doStatement):
            statements(doStatement.body.statements)
            for clause in doStatement.catches { statements(clause.body.statements) }
        case .ifStmt(let ifStatement): walk(ifStatement, intoClosures, visit)
        case .guardStmt(let conditions, let body):
            walk(conditions, intoClosures, visit)
            statements(body.statements)
        case .whileStmt(let conditions, let body):
            walk(conditions, intoClosures, visit)
            statements(body.statements)
        case .repeatWhile(let body, let condition):
            statements(body.statements)
            walk(condition, intoClosures, visit)
        case .forIn(let loop):
            walk(loop.sequence, intoClosures, visit)
            if let whereClause = loop.whereClause { walk(whereClause, intoClosures, visit) }
            statements(loop.body.statements)
        case .switchStmt(let switchStatement): walk(switchStatement, intoClosures, visit)
        case .labeled(_, let inner): walk(inner, intoClosures, visit)
        case .ifConfig(let config): for clause in config.clauses { statements(clause.elements) }
        }
    }

    private static func walk(_ conditions: [Condition], _ intoClosures: Bool, _ visit: (Expr) -> Void) {
        for condition in conditions {
            switch condition.kind {
            case .expression(let expr), .matching(_, _, let expr): walk(expr, intoClosures, visit)
            case .optionalBinding(_, _, _, let value): if let value { walk(value, intoClosures, visit) }
            case .availability: break
            }
        }
    }

    private static func walk(_ ifStatement: IfStatement, _ intoClosures: Bool, _ visit: (Expr) -> Void) {
        walk(ifStatement.conditions, intoClosures, visit)
        expressions(in: ifStatement.body.statements, intoClosures: intoClosures, visit)
        switch ifStatement.elseBranch {
        case .block(let block)?: expressions(in: block.statements, intoClosures: intoClosures, visit)
        case .elseIf(let next)?: walk(next, intoClosures, visit)
        case nil: break
        }
    }

    private static func walk(_ switchStatement: SwitchStatement, _ intoClosures: Bool, _ visit: (Expr) -> Void) {
        walk(switchStatement.subject, intoClosures, visit)
        walkCases(switchStatement.cases, intoClosures, visit)
    }

    private static func walkCases(_ entries: [SwitchCaseEntry], _ intoClosures: Bool, _ visit: (Expr) -> Void) {
        for entry in entries {
            switch entry {
            case .switchCase(let switchCase):
                for item in switchCase.items ?? [] { if let whereClause = item.whereClause { walk(whereClause, intoClosures, visit) } }
                expressions(in: switchCase.body, intoClosures: intoClosures, visit)
            case .ifConfig(let config):
                for clause in config.clauses { walkCases(clause.elements, intoClosures, visit) }
            }
        }
    }

    private static func walk(_ expr: Expr, _ intoClosures: Bool, _ visit: (Expr) -> Void) {
        visit(expr)
        func inner(_ child: Expr) { walk(child, intoClosures, visit) }
        switch expr.kind {
        case .identifier, .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .regexLiteral, .implicitMember,
             .keyPath, .type, .chainPlaceholder, .operatorReference, .pattern, .unknown:
            break
        case .stringLiteral(let literal):
            for segment in literal.segments {
                if case .interpolation(let arguments, _) = segment { for argument in arguments { inner(argument.value) } }
            }
        case .arrayLiteral(let elements): for element in elements { inner(element) }
        case .dictionaryLiteral(let elements): for element in elements { inner(element.key); inner(element.value) }
        case .tuple(let elements): for element in elements { inner(element.value) }
        case .memberAccess(let base, _, _), .prefixOperator(_, let base), .postfixOperator(_, let base),
             .cast(let base, _, _), .typeCheck(let base, _), .tryExpr(_, let base), .awaitExpr(let base),
             .effectPrefix(_, let base), .inOut(let base), .optionalChain(let base), .forceUnwrap(let base),
             .specialization(let base, _):
            inner(base)
        case .call(let call), .subscriptCall(let call):
            inner(call.callee)
            for argument in call.allArguments { inner(argument.value) }
        case .closure(let closure):
            if intoClosures { expressions(in: closure.body, intoClosures: true, visit) }
        case .binaryOperator(let lhs, _, let rhs), .assignment(let lhs, let rhs):
            inner(lhs)
            inner(rhs)
        case .ternary(let condition, let thenBranch, let elseBranch):
            inner(condition)
            inner(thenBranch)
            inner(elseBranch)
        case .ifExpr(let ifStatement): walk(ifStatement, intoClosures, visit)
        case .switchExpr(let switchStatement): walk(switchStatement, intoClosures, visit)
        case .macroExpansion(let expansion):
            for argument in expansion.arguments { inner(argument.value) }
            for trailing in expansion.trailingClosures { inner(trailing.closure) }
        case .postfixIfConfig(let base, let config):
            inner(base)
            for clause in config.clauses { for element in clause.elements { inner(element) } }
        }
    }

    /// The statement lists directly inside a statement, outside closures: an `if`'s branches, a
    /// loop's body, a `do`'s body and `catch` clauses, a `switch`'s cases, a `defer`'s body.
    public static func childBlocks(of statement: Stmt) -> [[Stmt]] {
        switch statement.kind {
        case .deferStmt(let block), .guardStmt(_, let block), .whileStmt(_, let block), .repeatWhile(let block, _):
            return [block.statements]
        case .doStmt(let doStatement):
            return [doStatement.body.statements] + doStatement.catches.map(\.body.statements)
        case .ifStmt(let ifStatement):
            return branches(of: ifStatement)
        case .forIn(let loop):
            return [loop.body.statements]
        case .switchStmt(let switchStatement):
            return caseBodies(switchStatement.cases)
        case .labeled(_, let inner):
            return [[inner]]
        case .ifConfig(let config):
            return config.clauses.map(\.elements)
        case .expression, .throwStmt, .returnStmt, .declaration, .breakStmt, .continueStmt, .fallthroughStmt, .unknown:
            return []
        }
    }

    private static func branches(of ifStatement: IfStatement) -> [[Stmt]] {
        switch ifStatement.elseBranch {
        case .block(let block)?: return [ifStatement.body.statements, block.statements]
        case .elseIf(let inner)?: return [ifStatement.body.statements] + branches(of: inner)
        case nil: return [ifStatement.body.statements]
        }
    }

    private static func caseBodies(_ entries: [SwitchCaseEntry]) -> [[Stmt]] {
        entries.flatMap { entry -> [[Stmt]] in
            switch entry {
            case .switchCase(let switchCase): return [switchCase.body]
            case .ifConfig(let config): return config.clauses.flatMap { caseBodies($0.elements) }
            }
        }
    }
}
