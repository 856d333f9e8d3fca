/// A statement. Declarations inside code blocks and at file level are statements too
/// (``Kind/declaration(_:)``).
public struct Stmt: Sendable {
    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    public indirect enum Kind: Sendable {
        case expression(Expr)
        case declaration(Decl)
        case returnStmt(Expr?)
        case throwStmt(Expr)
        case breakStmt(label: Name?)
        case continueStmt(label: Name?)
        case fallthroughStmt
        case deferStmt(Block)
        case doStmt(DoStatement)
        case ifStmt(IfStatement)
        case guardStmt(conditions: [Condition], elseBody: Block)
        case whileStmt(conditions: [Condition], body: Block)
        case repeatWhile(body: Block, condition: Expr)
        case forIn(ForInStatement)
        case switchStmt(SwitchStatement)
        case labeled(label: Name, Stmt)
        case ifConfig(IfConfig<Stmt>)
        /// Something the parser did not understand; see ``SyntaxTree/errors``.
        case unknown
    }
}

/// `if conditions { … } else …`, as a statement or an expression.
public struct IfStatement: Sendable {
    public var conditions: [Condition]
    public var body: Block
    public var elseBranch: ElseBranch?
    public var range: SourceRange
}

public indirect enum ElseBranch: Sendable {
    case block(Block)
    case elseIf(IfStatement)
}

/// One comma-separated condition of `if`, `guard` or `while`.
public struct Condition: Sendable {
    public enum Kind: Sendable {
        case expression(Expr)
        /// `let x = value`, `var x: T = value`, `let x` (shorthand, `value` is `nil`).
        case optionalBinding(isLet: Bool, pattern: Pattern, type: TypeRef?, value: Expr?)
        /// `case pattern = value`.
        case matching(pattern: Pattern, type: TypeRef?, value: Expr)
        /// `#available(…)` / `#unavailable(…)`.
        case availability(MacroExpansion, isUnavailable: Bool)
    }

    public var kind: Kind
    public var range: SourceRange

    /// The expression the condition tests or binds from; `nil` for `#available` and a
    /// shorthand `let x`.
    public var value: Expr? {
        switch kind {
        case .expression(let expr), .matching(_, _, let expr): return expr
        case .optionalBinding(_, _, _, let value): return value
        case .availability: return nil
        }
    }
}

public struct ForInStatement: Sendable {
    public var isAwait: Bool
    public var isTry: Bool
    public var pattern: Pattern
    public var type: TypeRef?
    public var sequence: Expr
    public var whereClause: Expr?
    public var body: Block
}

public struct DoStatement: Sendable {
    public var thrownType: TypeRef?
    public var body: Block
    public var catches: [CatchClause]
}

public struct CatchClause: Sendable {
    public var patterns: [CaseLabelItem]
    public var body: Block
    public var range: SourceRange

    /// Whether the clause takes every error: no pattern, or one that only names it
    /// (`catch let error`).
    public var catchesEverything: Bool {
        guard let only = patterns.first else { return true }
        guard patterns.count == 1, only.whereClause == nil, case .valueBinding(_, let inner) = only.pattern.kind,
              case .identifier = inner.kind else { return false }
        return true
    }
}

/// `switch subject { cases }`, as a statement or an expression.
public struct SwitchStatement: Sendable {
    public var subject: Expr
    public var cases: [SwitchCaseEntry]
    public var range: SourceRange
}

public indirect enum SwitchCaseEntry: Sendable {
    case switchCase(SwitchCase)
    case ifConfig(IfConfig<SwitchCaseEntry>)
}

public struct SwitchCase: Sendable {
    /// `nil` for `default:`.
    public var items: [CaseLabelItem]?
    /// `@unknown default:`.
    public var isUnknown: Bool
    public var body: [Stmt]
    public var range: SourceRange
}

/// `pattern where guard` in a `case` label or `catch`.
public struct CaseLabelItem: Sendable {
    public var pattern: Pattern
    public var whereClause: Expr?
}

extension [Stmt] {
    /// The statement of a list, in source order, that holds the offset: found by halving, as a
    /// body can hold thousands.
    public func statement(holding offset: Int) -> Stmt? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].range.start <= offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 && self[low - 1].range.contains(offset) ? self[low - 1] : nil
    }
}
