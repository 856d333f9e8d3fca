extension LexerCursor {
    /// Advances over identifier-body characters (ASCII or non-ASCII identifier scalars).
    mutating func skipIdentifierBody() {
        while position < count {
            let current = buffer[position]
            if current < 0x80 {
                guard CharacterClass.has(current, CharacterClass.identifierBody) else { return }
                position += 1
            } else {
                guard let (scalar, length) = decodeScalar(at: position),
                      CharacterClass.isIdentifierScalar(scalar) else { return }
                position += length
            }
        }
    }

    /// Whether an identifier can start at `index`.
    func isIdentifierStart(at index: Int) -> Bool {
        let current = byte(at: index)
        if current < 0x80 { return CharacterClass.has(current, CharacterClass.identifierHead) }
        guard let (scalar, _) = decodeScalar(at: index) else { return false }
        return CharacterClass.isIdentifierHeadScalar(scalar)
    }

    mutating func lexIdentifier() {
        let start = position
        if buffer[position] < 0x80 {
            position += 1
        } else if let (_, length) = decodeScalar(at: position) {
            position += length
        } else {
            position += 1
        }
        skipIdentifierBody()
        let keyword = keywords.lookUp(buffer, start, position)
        emit(keyword.isReserved ? .keyword : .identifier, from: start, keyword: keyword)
    }

    /// `` `name` `` (also Swift 6 raw identifiers with spaces). Unterminated: invalid.
    mutating func lexBacktickIdentifier() {
        let start = position
        position += 1
        while position < count {
            let current = buffer[position]
            if current == UInt8(ascii: "`") {
                position += 1
                emit(position - start > 2 ? .identifier : .invalid, from: start, extraFlags: .backticked)
                return
            }
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { break }
            position += 1
        }
        position = start + 1
        emit(.invalid, from: start)
    }

    /// `$0`, `$name`; a lone `$` is an identifier.
    mutating func lexDollar() {
        let start = position
        position += 1
        skipIdentifierBody()
        emit(position - start > 1 ? .dollarIdentifier : .identifier, from: start)
    }

    /// `@name`; a stray `@` is invalid.
    mutating func lexAttribute() {
        let start = position
        position += 1
        guard isIdentifierStart(at: position) else {
            emit(.invalid, from: start)
            return
        }
        skipIdentifierBody()
        emit(.attribute, from: start)
    }

    /// `#if`-family directives, `#name` macros, raw strings `#"…"#` and regexes `#/…/#`.
    mutating func lexPound() {
        let start = position
        var hashes = 0
        while byte(at: start + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let afterHashes = byte(at: start + hashes)
        if afterHashes == UInt8(ascii: "\"") {
            position = start + hashes
            lexStringOpen(start: start, hashes: hashes)
            return
        }
        if afterHashes == UInt8(ascii: "/") && lexExtendedRegex(start: start, hashes: hashes) {
            return
        }
        position = start + 1
        guard hashes == 1, isIdentifierStart(at: position) else {
            emit(.invalid, from: start)
            return
        }
        skipIdentifierBody()
        switch String(decoding: buffer[(start + 1)..<position], as: UTF8.self) {
        case "if": emit(.poundIf, from: start)
        case "elseif": emit(.poundElseif, from: start)
        case "else": emit(.poundElse, from: start)
        case "endif": emit(.poundEndif, from: start)
        default: emit(.poundIdentifier, from: start)
        }
    }

    /// `<#placeholder#>` as written by Xcode; lexed as an identifier.
    mutating func lexEditorPlaceholder() -> Bool {
        let start = position
        var index = start + 2
        while index + 1 < count {
            let current = buffer[index]
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { return false }
            if current == UInt8(ascii: "#") && buffer[index + 1] == UInt8(ascii: ">") {
                position = index + 2
                emit(.identifier, from: start)
                return true
            }
            index += 1
        }
        return false
    }
}
