/// One parsed file: its source, comments, top-level statements (declarations included) and the
/// places the parser did not understand.
///
/// The tokens are not kept: a module's trees live while it is linted, and the few places that
/// look at tokens (``SourceTokens``) lex just the range they need again.
///
/// A class: trees are shared by every stage and thread that reads them, never changed.
public final class SyntaxTree: Sendable {
    public let file: SourceFile
    /// Every comment, in source order.
    public let comments: [Comment]
    public let statements: [Stmt]
    /// One entry per `unknown` node in the tree.
    public let errors: [SyntaxError]

    public init(file: SourceFile, comments: [Comment], statements: [Stmt], errors: [SyntaxError]) {
        self.file = file
        self.comments = comments
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
