extension LexerCursor {
    /// Tries to lex a bare `/…/` regex literal at the cursor, using the compiler's heuristics
    /// to tell it from division: it must be where an expression can start, must not begin with
    /// whitespace, must close on the same line, must not end with a space, and must not hold an
    /// unbalanced `)`. Returns `false` (cursor unchanged) when it is not a regex.
    mutating func lexBareRegexIfPossible() -> Bool {
        let start = position
        guard regexCanStartHere(start) else { return false }
        let first = peek(1)
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n")
            || first == UInt8(ascii: "\r") || first == 0 || first == UInt8(ascii: "/") || first == UInt8(ascii: "*") {
            return false
        }
        var index = start + 1
        var openParens = 0
        var inCharacterClass = false
        while index < count {
            let current = buffer[index]
            switch current {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return false
            case UInt8(ascii: "\\"):
                index += 2
                continue
            case UInt8(ascii: "["):
                inCharacterClass = true
            case UInt8(ascii: "]"):
                inCharacterClass = false
            case UInt8(ascii: "(") where !inCharacterClass:
                openParens += 1
            case UInt8(ascii: ")") where !inCharacterClass:
                if openParens == 0 { return false }
                openParens -= 1
            case UInt8(ascii: "/"):
                let beforeClose = buffer[index - 1]
                if beforeClose == UInt8(ascii: " ") || beforeClose == UInt8(ascii: "\t") { return false }
                position = index + 1
                emit(.regexLiteral, from: start)
                return true
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// Whether a regex literal may begin at `start`: after a token that cannot end an
    /// expression, or as a prefix `/` at the start of a line.
    private func regexCanStartHere(_ start: Int) -> Bool {
        guard let previous = previousToken else { return true }
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .equal, .arrow,
             .binaryOperator, .prefixOperator, .infixQuestion, .interpolationOpen, .prefixAmpersand:
            return true
        case .keyword:
            switch previous.keyword {
            case .return, .case, .in, .if, .guard, .while, .where, .throw, .try, .else, .switch, .is, .as:
                return true
            default:
                return false
            }
        case .identifier:
            return previous.keyword == .await
        default:
            // `x\n/abc/…` is ambiguous; the compiler prefers a regex for a prefix `/` starting
            // a line. Otherwise (after a value) it is division.
            return pendingFlags.contains(.atStartOfLine) && !isLeftBound(start)
                && isRightBound(start + 1, leftBound: false)
        }
    }

    /// `#/…/#` (any number of `#`), single-line or, when `#/` ends its line, multi-line.
    /// Returns `false` (cursor unchanged) when no closing delimiter is found.
    mutating func lexExtendedRegex(start: Int, hashes: Int) -> Bool {
        var index = start + hashes + 1
        let multiline = byte(at: index) == UInt8(ascii: "\n") || byte(at: index) == UInt8(ascii: "\r")
        while index < count {
            let current = buffer[index]
            if current == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if !multiline && (current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")) { return false }
            if current == UInt8(ascii: "/") {
                var closing = 0
                while closing < hashes && byte(at: index + 1 + closing) == UInt8(ascii: "#") { closing += 1 }
                if closing == hashes {
                    position = index + 1 + hashes
                    emit(.regexLiteral, from: start)
                    return true
                }
            }
            index += 1
        }
        return false
    }
}
