/// Visits every expression inside statements or an expression, in source order — for analyses
/// that need all subexpressions and no scopes (`$0` uses, literal checks).
public enum SyntaxWalk {
    /// Visits `statements`' expressions; nested closures are entered when `intoClosures`.
    public static func expressions(in statements: [Stmt], intoClosures: Bool, _ visit: (Expr) -> Void) {
        walk(statements, Options(intoClosures: intoClosures, around: nil), visit)
    }

    /// Visits `expr` and every expression inside it.
    public static func expressions(in expr: Expr, intoClosures: Bool, _ visit: (Expr) -> Void) {
        walk(expr, Options(intoClosures: intoClosures, around: nil), visit)
    }

    /// Whether `offset` lies inside a closure written in `statements` (a callback, a task's
    /// work): code there runs when the closure is called, not as the statements run.
    public static func isInClosure(_ offset: Int, of statements: [Stmt]) -> Bool {
        var inside = false
        expressions(in: statements, around: offset, intoClosures: true) { expr in
            if !inside, case .closure = expr.kind, expr.range.contains(offset) { inside = true }
        }
        return inside
    }

    /// Visits only the expressions of `statements` that hold `offset`, outermost first: the
    /// path down to it, without walking the code beside it (a body's thousand other rows).
    public static func expressions(in statements: [Stmt], around offset: Int, intoClosures: Bool, _ visit: (Expr) -> Void) {
        walk(statements, Options(intoClosures: intoClosures, around: offset), visit)
    }

    /// What a walk enters: closures or not; with `around`, only code holding that offset.
    private struct Options {
        let intoClosures: Bool
        let around: Int?

        func skips(_ range: SourceRange) -> Bool { around.map { !range.contains($0) } ?? false }
    }

    private static func walk(_ statements: [Stmt], _ options: Options, _ visit: (Expr) -> Void) {
        if let offset = options.around {
            if let statement = statements.statement(holding: offset) { walk(statement, options, visit) }
            return
        }
        for statement in statements { walk(statement, options, visit) }
    }

    private static func walk(_ statement: Stmt, _ options: Options, _ visit: (Expr) -> Void) {
        if options.skips(statement.range) { return }
        func statements(_ list: [Stmt]) { walk(list, options, visit) }
        switch statement.kind {
        case .expression(let expr), .throwStmt(let expr): walk(expr, options, visit)
        case .returnStmt(let expr): if let expr { walk(expr, options, visit) }
        case .declaration(let decl):
            if case .variable(let variable) = decl.kind {
                for binding in variable.bindings { if let value = binding.initializer { walk(value, options, visit) } }
            }
        case .breakStmt, .continueStmt, .fallthroughStmt, .unknown: break
        case .deferStmt(let block): statements(block.statements)
        case .doStmt(let doStatement):
            statements(doStatement.body.statements)
            for clause in doStatement.catches { statements(clause.body.statements) }
        case .ifStmt(let ifStatement): walk(ifStatement, options, visit)
        case .guardStmt(let conditions, let body):
            walk(conditions, options, visit)
            statements(body.statements)
        case .whileStmt(let conditions, let body):
            walk(conditions, options, visit)
            statements(body.statements)
        case .repeatWhile(let body, let condition):
            statements(body.statements)
            walk(condition, options, visit)
        case .forIn(let loop):
            walk(loop.sequence, options, visit)
            if let whereClause = loop.whereClause { walk(whereClause, options, visit) }
            statements(loop.body.statements)
        case .switchStmt(let switchStatement): walk(switchStatement, options, visit)
        case .labeled(_, let inner): walk(inner, options, visit)
        case .ifConfig(let config): for clause in config.clauses { statements(clause.elements) }
        }
    }

    private static func walk(_ conditions: [Condition], _ options: Options, _ visit: (Expr) -> Void) {
        for condition in conditions {
            if let value = condition.value { walk(value, options, visit) }
        }
    }

    private static func walk(_ ifStatement: IfStatement, _ options: Options, _ visit: (Expr) -> Void) {
        walk(ifStatement.conditions, options, visit)
        walk(ifStatement.body.statements, options, visit)
        switch ifStatement.elseBranch {
        case .block(let block)?: walk(block.statements, options, visit)
        case .elseIf(let next)?: walk(next, options, visit)
        case nil: break
        }
    }

    private static func walk(_ switchStatement: SwitchStatement, _ options: Options, _ visit: (Expr) -> Void) {
        walk(switchStatement.subject, options, visit)
        walkCases(switchStatement.cases, options, visit)
    }

    private static func walkCases(_ entries: [SwitchCaseEntry], _ options: Options, _ visit: (Expr) -> Void) {
        for entry in entries {
            switch entry {
            case .switchCase(let switchCase):
                for item in switchCase.items ?? [] { if let whereClause = item.whereClause { walk(whereClause, options, visit) } }
                walk(switchCase.body, options, visit)
            case .ifConfig(let config):
                for clause in config.clauses { walkCases(clause.elements, options, visit) }
            }
        }
    }

    private static func walk(_ expr: Expr, _ options: Options, _ visit: (Expr) -> Void) {
        if options.skips(expr.range) { return }
        visit(expr)
        func inner(_ child: Expr) { walk(child, options, visit) }
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
            if options.intoClosures { walk(closure.body, options, visit) }
        case .binaryOperator(let lhs, _, let rhs), .assignment(let lhs, let rhs):
            inner(lhs)
            inner(rhs)
        case .ternary(let condition, let thenBranch, let elseBranch):
            inner(condition)
            inner(thenBranch)
            inner(elseBranch)
        case .ifExpr(let ifStatement): walk(ifStatement, options, visit)
        case .switchExpr(let switchStatement): walk(switchStatement, options, visit)
        case .macroExpansion(let expansion):
            for argument in expansion.arguments { inner(argument.value) }
            for trailing in expansion.trailingClosures { inner(trailing.closure) }
        case .postfixIfConfig(let base, let config):
            inner(base)
            for clause in config.clauses { for element in clause.elements { inner(element) } }
        }
    }

    /// The names statements bind to a value, in source order: `let rowId = row.id` (a single
    /// name) and the optional bindings of `if`/`guard` (`guard let lastID = items.last?.id`);
    /// with `nested`, those of the blocks inside them too (outside closures).
    public static func boundValues(in statements: [Stmt], nested: Bool) -> [(name: String, value: Expr)] {
        var found: [(name: String, value: Expr)] = []
        func bind(_ conditions: [Condition]) {
            for condition in conditions {
                guard case .optionalBinding(_, let pattern, _, let value?) = condition.kind else { continue }
                found += pattern.boundNames.map { ($0.text, value) }
            }
        }
        for statement in statements {
            switch statement.kind {
            case .declaration(let decl):
                guard case .variable(let variable) = decl.kind else { break }
                for binding in variable.bindings {
                    if let name = binding.name, let value = binding.initializer { found.append((name.text, value)) }
                }
            case .guardStmt(let conditions, _): bind(conditions)
            case .ifStmt(let ifStatement): bind(ifStatement.conditions)
            default: break
            }
            if nested { found += childBlocks(of: statement).flatMap { boundValues(in: $0, nested: true) } }
        }
        return found
    }

    /// The names `if case`/`guard case` conditions bind, with the value matched
    /// (`user` and `await block(user: id)` in `if case .success(let user) = await block(user: id)`),
    /// in these statements and the blocks inside them (outside closures).
    public static func matchedValues(in statements: [Stmt]) -> [(name: String, value: Expr)] {
        var found: [(name: String, value: Expr)] = []
        for statement in statements {
            for condition in conditions(of: statement) {
                if case .matching(let pattern, _, let value) = condition.kind { found += pattern.boundNames.map { ($0.text, value) } }
            }
            found += childBlocks(of: statement).flatMap { matchedValues(in: $0) }
        }
        return found
    }

    /// The conditions of an `if` or a `guard`; none for any other statement.
    public static func conditions(of statement: Stmt) -> [Condition] {
        switch statement.kind {
        case .ifStmt(let ifStatement): return ifStatement.conditions
        case .guardStmt(let conditions, _): return conditions
        default: return []
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
