/// The kinds of token the lexer produces.
///
/// String literals are split the way the parser needs them: an opening delimiter, literal
/// segments, `\(`…`)` interpolations holding ordinary tokens, and a closing delimiter.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case endOfFile
    /// An identifier, including backticked names, `_` and contextual keywords (`some`, `async`…).
    case identifier
    /// A reserved word (`struct`, `if`, `self`, `true`…); ``Token/keyword`` says which.
    case keyword
    /// `$0`, `$name` (a property wrapper's projected value).
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// `"`, `"""`, `#"`, `##"""`: the opening delimiter of a string literal.
    case stringOpen
    /// Literal text between delimiters and interpolations (escapes unprocessed).
    case stringSegment
    /// `\(` or `\#(` inside a string literal.
    case interpolationOpen
    /// The `)` that closes an interpolation.
    case interpolationClose
    /// The closing delimiter of a string literal.
    case stringClose
    /// `/…/` or `#/…/#`.
    case regexLiteral
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon
    /// `.` used as member access (`a.b`, `a .b` or `a . b`).
    case period
    /// `.` starting an implicit member expression or a chained line (`.red`, `\n.padding()`).
    case prefixPeriod
    /// `=`.
    case equal
    /// `->`.
    case arrow
    /// `&` directly before an expression (`&value`).
    case prefixAmpersand
    /// `\` starting a key path.
    case backslash
    /// `?` bound to what precedes it (optional chaining, optional type).
    case postfixQuestion
    /// `?` of a ternary.
    case infixQuestion
    /// `!` bound to what precedes it (force unwrap, implicitly unwrapped type).
    case postfixExclamation
    case binaryOperator
    case prefixOperator
    case postfixOperator
    /// `@name`.
    case attribute
    /// `#name` other than the conditional-compilation directives (`#available`, `#Preview`…).
    case poundIdentifier
    case poundIf, poundElseif, poundElse, poundEndif
    /// Anything malformed: a stray byte, an unterminated string or comment.
    case invalid
}

/// Facts about the trivia (whitespace and comments) before a token.
public struct TokenFlags: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Trivia before the token contains a line break (or the token starts the file).
    public static let atStartOfLine = TokenFlags(rawValue: 1 << 0)
    /// Some trivia (whitespace or a comment) separates the token from the previous one.
    public static let hasLeadingTrivia = TokenFlags(rawValue: 1 << 1)
    /// A backticked identifier (`` `default` ``): never a keyword.
    public static let backticked = TokenFlags(rawValue: 1 << 2)
}

/// One token: a kind, a byte range and the facts about its leading trivia.
///
/// Leading trivia is the byte range between the previous token's end and this token's start;
/// comments in it are also listed in ``TokenStream/comments``.
///
/// Twelve bytes: the offsets are stored as 32 bits, which is why source files are limited to
/// ``maximumFileSize`` bytes (a file's whole token stream is held while it is parsed, on every
/// worker at once).
public struct Token: Sendable {
    public var kind: TokenKind
    public var keyword: Keyword
    public var flags: TokenFlags
    /// The token's bytes (32-bit offsets, like every ``SourceRange``).
    public var range: SourceRange

    /// The largest source file whose offsets a token can hold.
    public static let maximumFileSize = Int(UInt32.max)

    public init(kind: TokenKind, keyword: Keyword = .none, flags: TokenFlags = [], start: Int, end: Int) {
        self.kind = kind
        self.keyword = keyword
        self.flags = flags
        assert(0...Self.maximumFileSize ~= start && 0...Self.maximumFileSize ~= end, "token offset out of range")
        range = SourceRange(start, end)
    }

    /// The byte offset of the token's first byte.
    public var start: Int {
        get { range.start }
        set { range.start = newValue }
    }

    /// The byte offset just past the token's last byte.
    public var end: Int {
        get { range.end }
        set { range.end = newValue }
    }
    public var isAtStartOfLine: Bool { flags.contains(.atStartOfLine) }
    public var hasLeadingTrivia: Bool { flags.contains(.hasLeadingTrivia) }

    /// `true` for binary, prefix and postfix operator tokens (not `=`, `->`, `?`, `!`, `&`).
    public var isOperator: Bool {
        kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator
    }
}

/// A comment found in trivia.
public struct Comment: Sendable {
    public enum Kind: Sendable {
        case line, docLine, block, docBlock
    }

    public let kind: Kind
    public let range: SourceRange
}

/// The result of lexing one file.
public struct TokenStream: Sendable {
    /// The tokens, always ending with exactly one ``TokenKind/endOfFile``.
    public var tokens: [Token]
    /// Every comment, in source order.
    public var comments: [Comment]
}
