extension LexerCursor {
    /// Integer and floating-point literals in every base, with `_` separators and exponents.
    /// After a member-access `.` (tuple element access, `t.0.1`) only the integer part is taken;
    /// after a range operator (`0.0...1.0`) the literal is whole.
    mutating func lexNumber() {
        let start = position
        let afterPeriod = previousToken.map { $0.kind == .period && $0.end == start } ?? false
        var isFloat = false
        if buffer[position] == UInt8(ascii: "0"), let radix = radixMarker(peek(1)) {
            position += 2
            skipDigits(radix: radix)
            if radix == 16 && !afterPeriod {
                if peek() == UInt8(ascii: "."), CharacterClass.has(peek(1), CharacterClass.hexDigit) {
                    position += 1
                    skipDigits(radix: 16)
                    isFloat = true
                }
                if peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") {
                    skipExponent()
                    isFloat = true
                }
            }
        } else {
            skipDigits(radix: 10)
            if !afterPeriod {
                if peek() == UInt8(ascii: "."), CharacterClass.has(peek(1), CharacterClass.decimalDigit) {
                    position += 1
                    skipDigits(radix: 10)
                    isFloat = true
                }
                if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                    let sign = peek(1)
                    let digit = sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") ? peek(2) : sign
                    if CharacterClass.has(digit, CharacterClass.decimalDigit) {
                        skipExponent()
                        isFloat = true
                    }
                }
            }
        }
        // A malformed suffix (`1abc`) stays part of the literal rather than starting a new token.
        skipIdentifierBody()
        emit(isFloat ? .floatLiteral : .integerLiteral, from: start)
    }

    private func radixMarker(_ marker: UInt8) -> Int? {
        switch marker {
        case UInt8(ascii: "x"): return 16
        case UInt8(ascii: "o"): return 8
        case UInt8(ascii: "b"): return 2
        default: return nil
        }
    }

    private mutating func skipDigits(radix: Int) {
        while position < count {
            let current = buffer[position]
            let isDigit: Bool
            switch radix {
            case 16: isDigit = CharacterClass.has(current, CharacterClass.hexDigit)
            case 8: isDigit = current >= UInt8(ascii: "0") && current <= UInt8(ascii: "7")
            case 2: isDigit = current == UInt8(ascii: "0") || current == UInt8(ascii: "1")
            default: isDigit = CharacterClass.has(current, CharacterClass.decimalDigit)
            }
            guard isDigit || current == UInt8(ascii: "_") else { return }
            position += 1
        }
    }

    /// `e`/`p`, an optional sign, then decimal digits.
    private mutating func skipExponent() {
        position += 1
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
        skipDigits(radix: 10)
    }
}
