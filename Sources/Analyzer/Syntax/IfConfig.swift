/// `#if … #elseif … #else … #endif` around declarations, statements, switch cases, attributes
/// or postfix members. Every clause is parsed; which one is active is decided by consumers.
public struct IfConfig<Element: Sendable>: Sendable {
    public var clauses: [IfConfigClause<Element>]
    public var range: SourceRange
}

public struct IfConfigClause<Element: Sendable>: Sendable {
    public enum Kind: Sendable { case `if`, `elseif`, `else` }

    public var kind: Kind
    /// The condition (`os(iOS)`, `DEBUG && canImport(UIKit)`); `nil` for `#else`.
    public var condition: Expr?
    public var elements: [Element]
    public var range: SourceRange
}
