/// A recursive-descent parser for Swift with operator-precedence climbing for expressions.
///
/// It never fails and always terminates: what it does not understand becomes an `unknown`
/// node spanning the skipped tokens (recorded in ``SyntaxTree/errors``), and nesting deeper
/// than ``maximumDepth`` becomes an `unknown` node instead of deeper recursion.
public struct Parser {
    /// Nesting (expressions, types, statements, patterns) beyond which input is skipped.
    public static let maximumDepth = 200

    let bytes: [UInt8]
    var tokens: [Token]
    var index = 0
    var errors: [SyntaxError] = []
    var depth = 0
    /// Set while parsing a condition (`if`, `while`, `guard`, `for … in`, `switch` subject),
    /// where a `{` ends the expression instead of starting a trailing closure.
    var inCondition = false
    /// Set while parsing a `#if` condition: a line break ends the expression.
    var stopsAtLineBreak = false
    /// Set while parsing a `case` pattern: `let x`, `var x` and `is T` are expressions.
    var inPattern = false
    /// Tokens split by ``eatClosingAngle()`` with their original value, so backtracking can
    /// undo the split.
    var splitLog: [(Int, Token)] = []

    init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
    }

    /// A list built by appending, stored at its size. Appending doubles an array's capacity as
    /// it grows, so up to half of it can be unused, and a module's trees are all held while it
    /// is analysed: fitting argument, statement and member lists takes about 0.7 MB off the
    /// peak of a 170,000-line app (Directors-Chair, `--jobs 1`), at no measurable cost in time.
    static func fitted<Element>(_ list: [Element]) -> [Element] {
        guard list.capacity > list.count else { return list }
        return Array(unsafeUninitializedCapacity: list.count) { buffer, count in
            _ = buffer.initialize(fromContentsOf: list)
            count = list.count
        }
    }

    /// Lexes and parses a file.
    public static func parse(_ file: SourceFile) -> SyntaxTree {
        let stream = Lexer.tokenize(file)
        var parser = Parser(bytes: file.bytes, tokens: stream.tokens)
        let statements = parser.parseTopLevel()
        parser.reportSkippedInvalidTokens()
        return SyntaxTree(file: file, comments: stream.comments, statements: statements, errors: parser.errors)
    }

    mutating func parseTopLevel() -> [Stmt] {
        var statements: [Stmt] = []
        while !at(.endOfFile) {
            statements += parseStatements(endingAt: [.endOfFile])
            if !at(.endOfFile) {
                // A stray closer at file level: skip it and go on.
                let start = current.start
                advance()
                recordError("unexpected '\(text(of: previous))' at file level", SourceRange(start, previous.end))
                statements.append(Stmt(.unknown, range: SourceRange(start, previous.end)))
            }
        }
        return statements
    }

    /// Records an error for each invalid token (a stray byte, an unterminated string) that no
    /// error covers yet: one skipped inside a group kept as text, such as `@available(…)` or
    /// `#available(…)` arguments, still makes the file malformed.
    mutating func reportSkippedInvalidTokens() {
        let invalid = tokens.filter { $0.kind == .invalid }
        guard !invalid.isEmpty else { return }
        // Errors sorted by start; an invalid token is covered when the error reaching furthest
        // among those starting at or before it contains it.
        let sorted = errors.sorted { $0.range.start < $1.range.start }
        var merged: [SyntaxError] = []
        var next = 0
        var furthestEnd = Int.min
        for token in invalid {
            while next < sorted.count && sorted[next].range.start <= token.start {
                furthestEnd = max(furthestEnd, sorted[next].range.end)
                merged.append(sorted[next])
                next += 1
            }
            if furthestEnd < token.end {
                merged.append(SyntaxError(message: "invalid token", range: token.range))
            }
        }
        errors = merged + sorted[next...]
    }
}

// MARK: - Token cursor

extension Parser {
    var current: Token { tokens[index] }
    var previous: Token { tokens[max(0, index - 1)] }

    /// The token `offset` tokens ahead (the end-of-file token past the end).
    func peek(_ offset: Int = 1) -> Token {
        tokens[min(index + offset, tokens.count - 1)]
    }

    /// The end of the last consumed token (where a node being parsed ends).
    var previousEnd: Int { index > 0 ? tokens[index - 1].end : 0 }

    func at(_ kind: TokenKind) -> Bool { tokens[index].kind == kind }
    func at(_ keyword: Keyword) -> Bool { tokens[index].keyword == keyword && !tokens[index].flags.contains(.backticked) }

    mutating func advance() {
        if tokens[index].kind != .endOfFile { index += 1 }
    }

    /// Consumes the current token if it has this kind.
    @discardableResult
    mutating func eat(_ kind: TokenKind) -> Bool {
        guard at(kind) else { return false }
        advance()
        return true
    }

    /// Consumes the current token if it is this keyword (reserved or contextual).
    @discardableResult
    mutating func eat(_ keyword: Keyword) -> Bool {
        guard at(keyword) else { return false }
        advance()
        return true
    }

    /// The offset just past the balanced `(…)`, `[…]`, `{…}` or interpolation opening at
    /// `offset`; at the end of the file, the offset of the end of file.
    func offsetAfterGroup(at offset: Int) -> Int {
        var offset = offset
        var open = 0
        repeat {
            let token = peek(offset)
            if token.kind == .endOfFile { return offset }
            if Parser.isOpener(token.kind) { open += 1 } else if Parser.isCloser(token.kind) { open -= 1 }
            offset += 1
        } while open > 0
        return offset
    }

    func tokenEquals(_ token: Token, _ spelling: String) -> Bool {
        var utf8 = spelling.utf8.makeIterator()
        var offset = token.start
        while let byte = utf8.next() {
            guard offset < token.end, bytes[offset] == byte else { return false }
            offset += 1
        }
        return offset == token.end
    }

    /// The first byte of a token (0 for an empty token).
    func firstByte(_ token: Token) -> UInt8 { token.end > token.start ? bytes[token.start] : 0 }

    /// The token's source text.
    func text(of token: Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// An identifier's name: source text without backticks.
    func name(of token: Token) -> Name {
        if token.flags.contains(.backticked) && token.end - token.start >= 2 {
            return Name(String(decoding: bytes[(token.start + 1)..<(token.end - 1)], as: UTF8.self), range: token.range)
        }
        return Name(text(of: token), range: token.range)
    }

    /// Whether the token can be used as a name after `.` or as an argument label: identifiers
    /// and every keyword.
    func isNameLike(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .keyword
    }

    func range(from start: Int) -> SourceRange { SourceRange(start, max(start, previousEnd)) }
}

// MARK: - Errors, recovery and depth

extension Parser {
    mutating func recordError(_ message: String, _ range: SourceRange) {
        errors.append(SyntaxError(message: message, range: range))
    }

    /// Enters one level of nesting; `false` when the limit is reached.
    mutating func enterNesting() -> Bool {
        guard depth < Parser.maximumDepth else { return false }
        depth += 1
        return true
    }

    mutating func leaveNesting() { depth -= 1 }

    static func isOpener(_ kind: TokenKind) -> Bool {
        kind == .leftParen || kind == .leftBracket || kind == .leftBrace || kind == .interpolationOpen
    }

    static func isCloser(_ kind: TokenKind) -> Bool {
        kind == .rightParen || kind == .rightBracket || kind == .rightBrace || kind == .interpolationClose
    }

    /// Consumes one token, or a whole balanced group when it is an opening delimiter. A group
    /// still open at the end of the file is an error even where the group itself is kept as text
    /// (`@available(iOS 17, *`).
    mutating func skipBalancedGroup() {
        guard Parser.isOpener(current.kind) else {
            advance()
            return
        }
        let start = current.start
        var open = 0
        repeat {
            if Parser.isOpener(current.kind) { open += 1 } else if Parser.isCloser(current.kind) { open -= 1 }
            advance()
        } while open > 0 && !at(.endOfFile)
        if open > 0 { recordError("unclosed group at end of file", range(from: start)) }
    }

    /// Skips what remains of a construct nested too deeply and returns the skipped range.
    mutating func skipTooDeep() -> SourceRange {
        let start = current.start
        if !Parser.isCloser(current.kind) && !at(.endOfFile) { skipBalancedGroup() }
        let range = self.range(from: start)
        recordError("nesting too deep", range)
        return range
    }

    /// Skips balanced groups until a token at the start of a line, a `;`, an unmatched closer
    /// or a conditional-compilation directive. Returns the skipped range (possibly empty).
    mutating func skipToStatementBoundary() -> SourceRange {
        let start = current.start
        var first = true
        while !at(.endOfFile) {
            let token = current
            if Parser.isCloser(token.kind) || token.kind == .semicolon { break }
            if !first && token.isAtStartOfLine { break }
            if token.kind == .poundIf || token.kind == .poundElseif || token.kind == .poundElse || token.kind == .poundEndif {
                if !first || token.kind != .poundIf { break }
            }
            skipBalancedGroup()
            first = false
        }
        return range(from: start)
    }

    /// Skips to the next `,` or unmatched closer inside a delimited list.
    mutating func skipToListSeparator() -> SourceRange {
        let start = current.start
        while !at(.endOfFile) && !at(.comma) && !Parser.isCloser(current.kind) {
            if current.kind == .poundElseif || current.kind == .poundElse || current.kind == .poundEndif { break }
            skipBalancedGroup()
        }
        return range(from: start)
    }
}
