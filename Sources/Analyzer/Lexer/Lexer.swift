/// Turns the bytes of a Swift file into tokens in one pass.
///
/// The lexer never fails: malformed input (an unterminated string or comment, a stray byte)
/// becomes an ``TokenKind/invalid`` token and lexing continues after it.
public enum Lexer {
    /// Lexes a whole file.
    public static func tokenize(_ file: SourceFile) -> TokenStream {
        tokenize(file.bytes)
    }

    /// Lexes raw bytes (they need not be valid UTF-8; bad bytes become invalid tokens).
    public static func tokenize(_ bytes: [UInt8]) -> TokenStream {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = LexerCursor(buffer: buffer)
            cursor.run()
            return TokenStream(tokens: cursor.tokens, comments: cursor.comments)
        }
    }

    /// The tokens of one range of a file that starts in code (a statement or an expression),
    /// with the same kinds, offsets and flags as in the whole file's stream, followed by an
    /// ``TokenKind/endOfFile`` where lexing stopped: the range's end, or past it when the last
    /// token runs over the end (that token is included whole).
    static func tokens(of file: SourceFile, in range: SourceRange) -> [Token] {
        file.bytes.withUnsafeBufferPointer { buffer in
            var cursor = LexerCursor(buffer: buffer, range: range)
            cursor.run()
            return cursor.tokens
        }
    }
}

/// The lexer's working state over one buffer.
struct LexerCursor {
    /// What the bytes at the cursor are: code (possibly inside an interpolation) or string text.
    enum Mode {
        case string(hashes: Int, multiline: Bool)
        case interpolation(openParens: Int)
    }

    let buffer: UnsafeBufferPointer<UInt8>
    let count: Int
    /// Where lexing stops: the end of the buffer, or of the range asked for.
    let limit: Int
    /// ``Keyword/table``, held here so the hot path does not check a global's initialization.
    let keywords = Keyword.table
    var position = 0
    var tokens: [Token] = []
    var comments: [Comment] = []
    var modes: [Mode] = []
    var pendingFlags: TokenFlags = [.atStartOfLine]

    init(buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        self.count = buffer.count
        self.limit = buffer.count
        tokens.reserveCapacity(buffer.count / 5 + 16)
    }

    /// A cursor over one range of the buffer. The bytes around the range stay visible, so a
    /// token's kind and flags are decided as in the whole buffer.
    init(buffer: UnsafeBufferPointer<UInt8>, range: SourceRange) {
        self.buffer = buffer
        self.count = buffer.count
        self.limit = min(max(range.end, 0), buffer.count)
        self.position = min(max(range.start, 0), limit)
        tokens.reserveCapacity((limit - position) / 5 + 16)
        pendingFlags = leadingWhitespaceFlags(before: position)
    }

    /// The trivia flags of a token at `offset`, from the spaces and tabs before it (a comment
    /// just before a range's first token is not looked at).
    private func leadingWhitespaceFlags(before offset: Int) -> TokenFlags {
        var index = offset - 1
        while index >= 0, buffer[index] == UInt8(ascii: " ") || buffer[index] == UInt8(ascii: "\t") { index -= 1 }
        if index < 0 || buffer[index] == UInt8(ascii: "\n") || buffer[index] == UInt8(ascii: "\r") {
            return offset == 0 ? [.atStartOfLine] : [.atStartOfLine, .hasLeadingTrivia]
        }
        return index == offset - 1 ? [] : [.hasLeadingTrivia]
    }

    /// The byte `offset` bytes past the cursor, or 0 past the end.
    @inline(__always)
    func peek(_ offset: Int = 0) -> UInt8 {
        let index = position + offset
        return index < count ? buffer[index] : 0
    }

    @inline(__always)
    func byte(at index: Int) -> UInt8 {
        index >= 0 && index < count ? buffer[index] : 0
    }

    mutating func run() {
        while true {
            if case .string(let hashes, let multiline)? = modes.last {
                lexStringContents(hashes: hashes, multiline: multiline)
                continue
            }
            skipTrivia()
            if position >= limit {
                emit(.endOfFile, from: position)
                return
            }
            lexCodeToken()
        }
    }

    /// Appends a token from `start` to the cursor, consuming the pending trivia flags.
    mutating func emit(_ kind: TokenKind, from start: Int, keyword: Keyword = .none, extraFlags: TokenFlags = []) {
        tokens.append(Token(kind: kind, keyword: keyword, flags: pendingFlags.union(extraFlags), start: start, end: position))
        pendingFlags = []
    }

    /// The kind of the last token emitted, if any.
    var previousToken: Token? { tokens.last }

    private mutating func lexCodeToken() {
        let start = position
        let first = buffer[position]
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            lexStringOpen(start: start, hashes: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "$"):
            lexDollar()
        case UInt8(ascii: "`"):
            lexBacktickIdentifier()
        case UInt8(ascii: "@"):
            lexAttribute()
        case UInt8(ascii: "("):
            position += 1
            if case .interpolation(let open)? = modes.last { modes[modes.count - 1] = .interpolation(openParens: open + 1) }
            emit(.leftParen, from: start)
        case UInt8(ascii: ")"):
            position += 1
            if case .interpolation(let open)? = modes.last {
                if open == 0 {
                    modes.removeLast()
                    emit(.interpolationClose, from: start)
                    return
                }
                modes[modes.count - 1] = .interpolation(openParens: open - 1)
            }
            emit(.rightParen, from: start)
        case UInt8(ascii: "{"): position += 1; emit(.leftBrace, from: start)
        case UInt8(ascii: "}"): position += 1; emit(.rightBrace, from: start)
        case UInt8(ascii: "["): position += 1; emit(.leftBracket, from: start)
        case UInt8(ascii: "]"): position += 1; emit(.rightBracket, from: start)
        case UInt8(ascii: ","): position += 1; emit(.comma, from: start)
        case UInt8(ascii: ";"): position += 1; emit(.semicolon, from: start)
        case UInt8(ascii: ":"): position += 1; emit(.colon, from: start)
        case UInt8(ascii: "\\"): position += 1; emit(.backslash, from: start)
        case UInt8(ascii: "/"):
            if !lexBareRegexIfPossible() { lexOperator() }
        case UInt8(ascii: "!"):
            if isLeftBound(start) {
                position += 1
                emit(.postfixExclamation, from: start)
            } else {
                lexOperator()
            }
        case UInt8(ascii: "?"):
            if isLeftBound(start) {
                position += 1
                emit(.postfixQuestion, from: start)
            } else {
                lexOperator()
            }
        case UInt8(ascii: "<") where peek(1) == UInt8(ascii: "#"):
            if !lexEditorPlaceholder() { lexOperator() }
        default:
            if CharacterClass.has(first, CharacterClass.identifierHead) {
                lexIdentifier()
            } else if CharacterClass.has(first, CharacterClass.operatorChar) {
                lexOperator()
            } else if first >= 0x80 {
                lexNonASCII()
            } else {
                position += 1
                emit(.invalid, from: start)
            }
        }
    }

    /// A code point starting with a non-ASCII byte: identifier, operator, or invalid.
    private mutating func lexNonASCII() {
        let start = position
        guard let (scalar, length) = decodeScalar(at: position) else {
            position += 1
            emit(.invalid, from: start)
            return
        }
        if CharacterClass.isOperatorScalar(scalar) {
            lexOperator()
        } else if CharacterClass.isIdentifierHeadScalar(scalar) {
            lexIdentifier()
        } else {
            position += length
            emit(.invalid, from: start)
        }
    }

    /// Decodes the UTF-8 scalar at `index`; `nil` for a malformed sequence.
    func decodeScalar(at index: Int) -> (UInt32, Int)? {
        let lead = byte(at: index)
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (UInt32(lead), 1)
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= count else { return nil }
        for offset in 1..<length {
            let continuation = buffer[index + offset]
            guard continuation & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        return (value, length)
    }
}
