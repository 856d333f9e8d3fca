/// An identifier as written (backticks removed) with its source range.
public struct Name: Sendable, Hashable, CustomStringConvertible {
    public var text: String
    public var range: SourceRange

    public init(_ text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }

    public var description: String { text }
}

/// `@name(arguments)`: on declarations, parameters, types and closures.
public struct Attribute: Sendable {
    /// The name without `@` (`State`, `Environment`, `available`, `MainActor`).
    public var name: String
    /// Generic arguments as in `@Query<Item>`; usually empty.
    public var genericArguments: [TypeRef]
    /// Parsed arguments for attributes whose arguments are expressions (`@Environment(\.dismiss)`,
    /// `@AppStorage("key")`); `nil` when the attribute has no parentheses or its arguments are
    /// not expressions (`@available(iOS 17, *)`).
    public var arguments: [Argument]?
    /// The range inside the parentheses, when there are any.
    public var argumentsRange: SourceRange?
    public var range: SourceRange
}

/// `public`, `private(set)`, `static`, `mutating`, `nonisolated(unsafe)`…
public struct DeclModifier: Sendable {
    public var name: String
    /// The parenthesised detail (`set` in `private(set)`), if any.
    public var detail: String?
    public var range: SourceRange
}

/// A labelled or unlabelled expression in a call, subscript, tuple or interpolation.
public struct Argument: Sendable {
    public var label: Name?
    public var value: Expr
    public var range: SourceRange

    public init(label: Name?, value: Expr, range: SourceRange) {
        self.label = label
        self.value = value
        self.range = range
    }
}

/// A `{ … }` list of statements with the range of its braces.
public struct Block: Sendable {
    public var statements: [Stmt]
    public var range: SourceRange

    public init(statements: [Stmt], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}

/// Why the parser produced an `unknown` node, and where.
public struct SyntaxError: Sendable, CustomStringConvertible {
    public var message: String
    public var range: SourceRange

    public var description: String { "\(range): \(message)" }
}
