/// One parsed file: its source, tokens, top-level statements (declarations included) and the
/// places the parser did not understand.
///
/// A class: trees are shared by every stage and thread that reads them, never changed.
public final class SyntaxTree: Sendable {
    public let file: SourceFile
    public let tokens: TokenStream
    public let statements: [Stmt]
    /// One entry per `unknown` node in the tree.
    public let errors: [SyntaxError]

    public init(file: SourceFile, tokens: TokenStream, statements: [Stmt], errors: [SyntaxError]) {
        self.file = file
        self.tokens = tokens
        self.statements = statements
        self.errors = errors
    }

    /// Parses a file.
    public static func parse(_ file: SourceFile) -> SyntaxTree {
        Parser.parse(file)
    }

    /// The number of `unknown` nodes (0 for a file the parser fully understood).
    public var unknownCount: Int { errors.count }
}
