extension LexerCursor {
    /// Whether the token starting at `start` is bound to what precedes it (the compiler's
    /// rule: not after whitespace, an opening delimiter, a separator or a block comment).
    func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        switch buffer[start - 1] {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(start >= 2 && buffer[start - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(start >= 2 && buffer[start - 2] == 0xC2)
        default:
            return true
        }
    }

    /// Whether the token ending at `end` is bound to what follows it.
    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        switch byte(at: end) {
        case UInt8(ascii: " "), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"),
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = byte(at: end + 1)
            return !(next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
        case 0xC2:
            return byte(at: end + 1) != 0xA0
        default:
            return true
        }
    }

    /// Lexes an operator and classifies it by its surroundings (binary when bound on both
    /// sides or neither, prefix when bound only on the right, postfix when only on the left).
    mutating func lexOperator() {
        let start = position
        let startsWithPeriod = buffer[start] == UInt8(ascii: ".")
        while position < count {
            let current = buffer[position]
            if current < 0x80 {
                guard CharacterClass.has(current, CharacterClass.operatorChar) else { break }
                if current == UInt8(ascii: ".") && !startsWithPeriod { break }
                position += 1
            } else {
                guard let (scalar, length) = decodeScalar(at: position) else { break }
                let accepted = position == start
                    ? CharacterClass.isOperatorScalar(scalar)
                    : CharacterClass.isOperatorContinuationScalar(scalar)
                guard accepted else { break }
                position += length
            }
        }
        // A `//` or `/*` inside the run starts a comment.
        var index = start + 1
        while index < position {
            if buffer[index] == UInt8(ascii: "/") {
                let next = byte(at: index + 1)
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
                    position = index
                    break
                }
            }
            index += 1
        }
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(position, leftBound: leftBound)
        let length = position - start
        if length == 1 {
            switch buffer[start] {
            case UInt8(ascii: "="):
                emit(.equal, from: start)
                return
            case UInt8(ascii: "&") where rightBound && !leftBound:
                emit(.prefixAmpersand, from: start)
                return
            case UInt8(ascii: "."):
                emit(rightBound && !leftBound ? .prefixPeriod : .period, from: start)
                return
            case UInt8(ascii: "?"):
                emit(leftBound ? .postfixQuestion : .infixQuestion, from: start)
                return
            default:
                break
            }
        } else if length == 2 {
            if buffer[start] == UInt8(ascii: "-") && buffer[start + 1] == UInt8(ascii: ">") {
                emit(.arrow, from: start)
                return
            }
            if buffer[start] == UInt8(ascii: "*") && buffer[start + 1] == UInt8(ascii: "/") {
                emit(.invalid, from: start)
                return
            }
        }
        if leftBound == rightBound {
            emit(.binaryOperator, from: start)
        } else {
            emit(leftBound ? .postfixOperator : .prefixOperator, from: start)
        }
    }
}
