/// A saved parser position for speculative parsing (closure signatures, generic arguments,
/// attribute arguments).
struct ParserCheckpoint {
    let index: Int
    let errorCount: Int
    let splitCount: Int
}

extension Parser {
    func checkpoint() -> ParserCheckpoint {
        ParserCheckpoint(index: index, errorCount: errors.count, splitCount: splitLog.count)
    }

    /// Returns to a checkpoint, undoing errors and `>>` splits made since.
    mutating func restore(_ checkpoint: ParserCheckpoint) {
        while splitLog.count > checkpoint.splitCount {
            let (tokenIndex, original) = splitLog.removeLast()
            tokens[tokenIndex] = original
        }
        errors.removeSubrange(checkpoint.errorCount...)
        index = checkpoint.index
    }

    /// Whether anything went wrong since the checkpoint.
    func hasErrors(since checkpoint: ParserCheckpoint) -> Bool { errors.count > checkpoint.errorCount }

    /// Consumes the first character of a fused operator token (`?` of `?>` after a split `>`),
    /// leaving the rest as the current token. Single-character tokens are not split.
    mutating func eatLeadingCharacter(_ byte: UInt8) -> Bool {
        let token = current
        guard token.isOperator, token.end - token.start > 1, firstByte(token) == byte else { return false }
        splitLog.append((index, token))
        var rest = token
        rest.start += 1
        rest.flags = []
        tokens[index] = rest
        return true
    }

    /// Whether the current token begins with `>` (a generic argument list's closer, possibly
    /// fused with what follows: `>>`, `>?`, `>=`).
    var atClosingAngle: Bool {
        let token = current
        return (token.isOperator || token.kind == .postfixOperator) && firstByte(token) == UInt8(ascii: ">")
    }

    /// Consumes one `>` from the current token, splitting `>>` or `>?` so the rest stays.
    mutating func eatClosingAngle() -> Bool {
        guard atClosingAngle else { return false }
        let token = current
        if token.end - token.start == 1 {
            advance()
            return true
        }
        splitLog.append((index, token))
        var rest = token
        rest.start += 1
        rest.flags = []
        switch bytes[rest.start] {
        case UInt8(ascii: "?") where rest.end - rest.start == 1: rest.kind = .postfixQuestion
        case UInt8(ascii: "!") where rest.end - rest.start == 1: rest.kind = .postfixExclamation
        case UInt8(ascii: "=") where rest.end - rest.start == 1: rest.kind = .equal
        default: break
        }
        tokens[index] = rest
        return true
    }
}
