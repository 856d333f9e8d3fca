extension LexerCursor {
    /// Emits the opening delimiter at `start` (`"`, `"""`, `#"`…; `position` is at the quote)
    /// and switches to string mode.
    mutating func lexStringOpen(start: Int, hashes: Int) {
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") && lineEndsAfter(position + 3)
        position += multiline ? 3 : 1
        emit(.stringOpen, from: start)
        modes.append(.string(hashes: hashes, multiline: multiline))
    }

    /// Lexes string text up to the next interpolation or the closing delimiter.
    ///
    /// A single-line string that reaches a line break, or any string that reaches the end of
    /// the file, is unterminated: its remaining text becomes an invalid token.
    mutating func lexStringContents(hashes: Int, multiline: Bool) {
        let segmentStart = position
        while position < count {
            let current = buffer[position]
            if current == UInt8(ascii: "\\") && hashesFollow(at: position + 1, count: hashes) {
                let afterHashes = position + 1 + hashes
                if byte(at: afterHashes) == UInt8(ascii: "(") {
                    emitSegment(from: segmentStart)
                    let openStart = position
                    position = afterHashes + 1
                    emit(.interpolationOpen, from: openStart)
                    modes.append(.interpolation(openParens: 0))
                    return
                }
                // An escape skips the escaped character, but not past the end of the file nor over
                // the line break that ends a single-line string (`"abc\` is unterminated).
                let escaped = byte(at: afterHashes)
                let endsLine = escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r")
                position = !multiline && endsLine ? afterHashes : min(afterHashes + 1, count)
                continue
            }
            if current == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (!multiline || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")))
                    && hashesFollow(at: position + quotes, count: hashes) {
                    emitSegment(from: segmentStart)
                    let closeStart = position
                    position += quotes + hashes
                    emit(.stringClose, from: closeStart)
                    modes.removeLast()
                    return
                }
            }
            if !multiline && (current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")) {
                break
            }
            position += 1
        }
        // Unterminated.
        modes.removeLast()
        emit(.invalid, from: segmentStart)
    }

    /// Whether only spaces and tabs stand between `index` and the end of its line: a `"""`
    /// opens a multi-line string only there (`#"""#` is a raw string holding one quote).
    private func lineEndsAfter(_ index: Int) -> Bool {
        var index = index
        while byte(at: index) == UInt8(ascii: " ") || byte(at: index) == UInt8(ascii: "\t") { index += 1 }
        let next = byte(at: index)
        return next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") || index >= count
    }

    private func hashesFollow(at index: Int, count hashes: Int) -> Bool {
        var offset = 0
        while offset < hashes {
            if byte(at: index + offset) != UInt8(ascii: "#") { return false }
            offset += 1
        }
        return true
    }

    private mutating func emitSegment(from start: Int) {
        if position > start { emit(.stringSegment, from: start) }
    }
}
