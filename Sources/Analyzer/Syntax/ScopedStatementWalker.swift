/// A walk over statements that knows Swift's local scopes: which construct binds which names,
/// and where those names stop being visible. Conformers say what to do with expressions,
/// local declarations and each binding; the walk itself is written once, here.
protocol ScopedStatementWalker {
    /// Runs `body` in a new innermost scope: names bound inside are gone when it returns.
    mutating func withScope(_ body: (inout Self) -> Void)
    /// Visits an expression found among the statements.
    mutating func visit(_ expr: Expr)
    /// A `let`/`var`/`func`/type declared among statements.
    mutating func walkLocalDeclaration(_ decl: Decl)
    /// Names bound by a condition: `if let x = value`, `if let x` (`value` is `nil`),
    /// `case .some(let x) = value`.
    mutating func bindCondition(_ names: [String], value: Expr?, pattern: Pattern)
    /// Names bound by a `for` loop over `sequence`.
    mutating func bindLoop(_ names: [String], sequence: Expr)
    /// Names bound by the `case` at `clause` of a `switch` over `subject`; `clauses`: where
    /// all the switch's cases are.
    mutating func bindCase(_ names: [String], subject: Expr, patterns: [Pattern], clause: SourceRange, clauses: [SourceRange])
    /// Names bound in a `catch` clause (`error` included).
    mutating func bindCatch(_ names: [String])
    /// Called as a loop's body is entered; `suspends` when the body contains an `await` (or the
    /// loop is `for await`).
    mutating func enterLoop(suspends: Bool)
}

extension ScopedStatementWalker {
    mutating func enterLoop(suspends: Bool) {}

    mutating func walkStatements(_ statements: [Stmt]) {
        for statement in statements { walkStatement(statement) }
    }

    mutating func walkStatement(_ statement: Stmt) {
        switch statement.kind {
        case .expression(let expr), .throwStmt(let expr):
            visit(expr)
        case .returnStmt(let value):
            if let value { visit(value) }
        case .declaration(let decl):
            walkLocalDeclaration(decl)
        case .breakStmt, .continueStmt, .fallthroughStmt, .unknown:
            break
        case .deferStmt(let block):
            withScope { $0.walkStatements(block.statements) }
        case .doStmt(let doStatement):
            withScope { $0.walkStatements(doStatement.body.statements) }
            for clause in doStatement.catches {
                withScope { walker in
                    walker.bindCatch(["error"] + clause.patterns.flatMap { boundNames($0.pattern) })
                    walker.walkStatements(clause.body.statements)
                }
            }
        case .ifStmt(let ifStatement):
            walkIf(ifStatement)
        case .guardStmt(let conditions, let elseBody):
            // Names bound by `guard` stay in scope after it.
            withScope { $0.walkStatements(elseBody.statements) }
            walkConditions(conditions)
        case .whileStmt(let conditions, let body):
            let suspends = containsAwait(body.statements)
            withScope { walker in
                walker.enterLoop(suspends: suspends)
                walker.walkConditions(conditions)
                walker.walkStatements(body.statements)
            }
        case .repeatWhile(let body, let condition):
            let suspends = containsAwait(body.statements)
            withScope { walker in
                walker.enterLoop(suspends: suspends)
                walker.walkStatements(body.statements)
            }
            visit(condition)
        case .forIn(let loop):
            visit(loop.sequence)
            let suspends = loop.isAwait || containsAwait(loop.body.statements)
            withScope { walker in
                walker.bindLoop(boundNames(loop.pattern), sequence: loop.sequence)
                if let whereClause = loop.whereClause { walker.visit(whereClause) }
                walker.enterLoop(suspends: suspends)
                walker.walkStatements(loop.body.statements)
            }
        case .switchStmt(let switchStatement):
            walkSwitch(switchStatement)
        case .labeled(_, let inner):
            walkStatement(inner)
        case .ifConfig(let config):
            for clause in config.clauses { withScope { $0.walkStatements(clause.elements) } }
        }
    }

    mutating func walkConditions(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition.kind {
            case .expression(let expr):
                visit(expr)
            case .optionalBinding(_, let pattern, _, let value):
                if let value { visit(value) }
                bindCondition(boundNames(pattern), value: value, pattern: pattern)
            case .matching(let pattern, _, let value):
                visit(value)
                bindCondition(boundNames(pattern), value: value, pattern: pattern)
            case .availability:
                break
            }
        }
    }

    mutating func walkIf(_ ifStatement: IfStatement) {
        withScope { walker in
            walker.walkConditions(ifStatement.conditions)
            walker.walkStatements(ifStatement.body.statements)
        }
        switch ifStatement.elseBranch {
        case .block(let block)?: withScope { $0.walkStatements(block.statements) }
        case .elseIf(let next)?: walkIf(next)
        case nil: break
        }
    }

    /// Walks the sub-expressions of the kinds every walker treats alike — collection literals,
    /// interpolations, ternaries, `if`/`switch` expressions, macro expansions and `#if` postfix
    /// chains — and returns true; returns false, walking nothing, for any other kind.
    mutating func walkUniformChildren(of expr: Expr) -> Bool {
        switch expr.kind {
        case .stringLiteral(let literal):
            for segment in literal.segments {
                if case .interpolation(let arguments, _) = segment { for argument in arguments { visit(argument.value) } }
            }
        case .arrayLiteral(let elements):
            for element in elements { visit(element) }
        case .dictionaryLiteral(let elements):
            for element in elements { visit(element.key); visit(element.value) }
        case .ternary(let condition, let thenBranch, let elseBranch):
            visit(condition)
            visit(thenBranch)
            visit(elseBranch)
        case .ifExpr(let ifStatement):
            walkIf(ifStatement)
        case .switchExpr(let switchStatement):
            walkSwitch(switchStatement)
        case .macroExpansion(let expansion):
            for argument in expansion.arguments { visit(argument.value) }
            for trailing in expansion.trailingClosures { visit(trailing.closure) }
        case .postfixIfConfig(let base, let config):
            visit(base)
            for clause in config.clauses { for element in clause.elements { visit(element) } }
        default:
            return false
        }
        return true
    }

    mutating func walkSwitch(_ switchStatement: SwitchStatement) {
        visit(switchStatement.subject)
        walkCases(switchStatement.cases, subject: switchStatement.subject)
    }

    private mutating func walkCases(_ entries: [SwitchCaseEntry], subject: Expr) {
        let clauses = entries.compactMap { entry -> SourceRange? in
            if case .switchCase(let switchCase) = entry { return switchCase.range }
            return nil
        }
        for entry in entries {
            switch entry {
            case .switchCase(let switchCase):
                withScope { walker in
                    let patterns = (switchCase.items ?? []).map(\.pattern)
                    walker.bindCase(patterns.flatMap { boundNames($0) }, subject: subject, patterns: patterns,
                                    clause: switchCase.range, clauses: clauses)
                    for item in switchCase.items ?? [] {
                        if let whereClause = item.whereClause { walker.visit(whereClause) }
                    }
                    walker.walkStatements(switchCase.body)
                }
            case .ifConfig(let config):
                for clause in config.clauses { walkCases(clause.elements, subject: subject) }
            }
        }
    }
}

/// The names a pattern binds, plain identifiers included (`for item in items`, `let (a, b)`).
func boundNames(_ pattern: Pattern) -> [String] {
    var names = pattern.boundNames.map(\.text)
    switch pattern.kind {
    case .identifier(let name): names.append(name)
    case .tuple(let elements): for element in elements { names += boundNames(element.pattern) }
    default: break
    }
    return names
}

/// Whether statements contain an `await` outside nested closures.
func containsAwait(_ statements: [Stmt]) -> Bool {
    var found = false
    SyntaxWalk.expressions(in: statements, intoClosures: false) { expr in
        if case .awaitExpr = expr.kind { found = true }
    }
    return found
}

/// Whether an expression contains an `await` outside nested closures (`await updates.next()`).
func containsAwait(_ expr: Expr) -> Bool {
    var found = false
    SyntaxWalk.expressions(in: expr, intoClosures: false) { inner in
        if case .awaitExpr = inner.kind { found = true }
    }
    return found
}
