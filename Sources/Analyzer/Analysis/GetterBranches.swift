/// How a getter picks the value it returns: the tests of its `if`, `guard` and `switch`
/// statements, and the names its `case` patterns bind from an enum's payload
/// (`if case .overlay(let onClose, _) = presentation { return onClose }`).
struct GetterBranches {
    /// One test that picks a branch.
    enum Test {
        /// A Boolean condition (`if isCompact`).
        case boolean(Expr)
        /// Which case a value is (`if case .overlay = presentation`, `switch presentation`).
        case caseOf(Expr)
        /// Whether an optional holds a value (`if let url = link`).
        case presenceOf(Expr)
    }

    /// A name bound from one position of an enum case's payload.
    struct PayloadBinding {
        let subject: Expr
        let caseName: String
        let position: Int
    }

    private(set) var tests: [Test] = []
    /// The names bound by the getter's patterns, with where each comes from when it is one
    /// position of a payload (`nil` for any other binding).
    private(set) var bindings: [String: PayloadBinding?] = [:]

    /// `nil` when the getter does more than branch and return (declares locals, loops): what
    /// it returns then depends on more than its tests.
    init?(_ statements: [Stmt]) {
        guard collect(statements) else { return nil }
    }

    private mutating func collect(_ statements: [Stmt]) -> Bool {
        statements.allSatisfy { collect($0) }
    }

    private mutating func collect(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .expression(let expr):
            switch expr.kind {
            case .ifExpr(let ifStatement): return collect(ifStatement)
            case .switchExpr(let switchStatement): return collect(switchStatement)
            default: return true
            }
        case .returnStmt, .throwStmt:
            return true
        case .ifStmt(let ifStatement):
            return collect(ifStatement)
        case .guardStmt(let conditions, let elseBody):
            conditions.forEach { record($0) }
            return collect(elseBody.statements)
        case .switchStmt(let switchStatement):
            return collect(switchStatement)
        default:
            return false
        }
    }

    private mutating func collect(_ ifStatement: IfStatement) -> Bool {
        ifStatement.conditions.forEach { record($0) }
        guard collect(ifStatement.body.statements) else { return false }
        switch ifStatement.elseBranch {
        case .block(let block)?: return collect(block.statements)
        case .elseIf(let next)?: return collect(next)
        case nil: return true
        }
    }

    private mutating func collect(_ switchStatement: SwitchStatement) -> Bool {
        tests.append(.caseOf(switchStatement.subject))
        for entry in switchStatement.cases {
            guard case .switchCase(let switchCase) = entry else { return false }
            for item in switchCase.items ?? [] {
                bind(item.pattern, matching: switchStatement.subject)
                if let guardClause = item.whereClause { tests.append(.boolean(guardClause)) }
            }
            guard collect(switchCase.body) else { return false }
        }
        return true
    }

    private mutating func record(_ condition: Condition) {
        switch condition.kind {
        case .expression(let expr):
            tests.append(.boolean(expr))
        case .optionalBinding(_, let pattern, _, let value):
            for name in pattern.boundNames { bindings[name.text] = .some(nil) }
            tests.append(.presenceOf(value ?? Expr(.identifier(pattern.boundNames.first?.text ?? ""), range: condition.range)))
        case .matching(let pattern, _, let value):
            bind(pattern, matching: value)
            tests.append(.caseOf(value))
        case .availability:
            break
        }
    }

    private mutating func bind(_ pattern: Pattern, matching subject: Expr) {
        for name in pattern.boundNames { bindings[name.text] = .some(nil) }
        guard let caseName = pattern.enumCaseName, let arguments = Self.caseArguments(of: pattern) else { return }
        for (position, argument) in arguments.enumerated() {
            let names = argument.pattern.boundNames
            if names.count == 1 { bindings[names[0].text] = PayloadBinding(subject: subject, caseName: caseName, position: position) }
        }
    }

    private static func caseArguments(of pattern: Pattern) -> [TuplePatternElement]? {
        switch pattern.kind {
        case .valueBinding(_, let inner): return caseArguments(of: inner)
        case .enumCase(_, _, let arguments): return arguments
        default: return nil
        }
    }
}
