extension LexerCursor {
    /// Skips whitespace and comments before the next token, recording comments and setting
    /// the pending flags (line break seen, any trivia seen).
    mutating func skipTrivia() {
        while position < count {
            let current = buffer[position]
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                position += 1
                pendingFlags.insert(.hasLeadingTrivia)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
                pendingFlags.formUnion([.hasLeadingTrivia, .atStartOfLine])
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                if !skipBlockComment() { return }
            case UInt8(ascii: "#") where position == 0 && peek(1) == UInt8(ascii: "!"):
                skipLineComment()
            case 0x80...0xFF:
                guard let (scalar, length) = decodeScalar(at: position),
                      CharacterClass.isWhitespaceScalar(scalar) else { return }
                position += length
                pendingFlags.insert(.hasLeadingTrivia)
            default:
                return
            }
        }
    }

    private mutating func skipLineComment() {
        let start = position
        // `///` is a doc comment; `////` and a `#!` shebang line are not.
        let isDoc = peek() == UInt8(ascii: "/") && peek(2) == UInt8(ascii: "/") && peek(3) != UInt8(ascii: "/")
        while position < count, buffer[position] != UInt8(ascii: "\n"), buffer[position] != UInt8(ascii: "\r") {
            position += 1
        }
        comments.append(Comment(kind: isDoc ? .docLine : .line, range: SourceRange(start, position)))
        pendingFlags.insert(.hasLeadingTrivia)
    }

    /// Skips a (possibly nested) block comment. An unterminated one becomes an invalid token
    /// running to the end of the file; returns `false` in that case.
    private mutating func skipBlockComment() -> Bool {
        let start = position
        let isDoc = peek(2) == UInt8(ascii: "*") && peek(3) != UInt8(ascii: "*") && peek(3) != UInt8(ascii: "/")
        position += 2
        var depth = 1
        var sawNewline = false
        while position < count {
            let current = buffer[position]
            if current == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { break }
            } else if current == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { sawNewline = true }
                position += 1
            }
        }
        if depth > 0 {
            emit(.invalid, from: start)
            return false
        }
        comments.append(Comment(kind: isDoc ? .docBlock : .block, range: SourceRange(start, position)))
        pendingFlags.insert(.hasLeadingTrivia)
        if sawNewline { pendingFlags.insert(.atStartOfLine) }
        return true
    }
}
