/// Byte and scalar classification for the lexer, table-driven for ASCII.
enum CharacterClass {
    static let identifierHead: UInt8 = 1 << 0
    static let identifierBody: UInt8 = 1 << 1
    static let operatorChar: UInt8 = 1 << 2
    static let decimalDigit: UInt8 = 1 << 3
    static let hexDigit: UInt8 = 1 << 4
    static let whitespace: UInt8 = 1 << 5

    /// Flags for each byte value; bytes >= 0x80 have none (they are decoded as scalars).
    static let ascii: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] |= identifierHead | identifierBody }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] |= identifierHead | identifierBody }
        table[Int(UInt8(ascii: "_"))] |= identifierHead | identifierBody
        table[Int(UInt8(ascii: "$"))] |= identifierBody
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") {
            table[Int(byte)] |= identifierBody | decimalDigit | hexDigit
        }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
        for byte in "/=-+!*%<>&|^~?.".utf8 { table[Int(byte)] |= operatorChar }
        for byte in [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C] {
            table[Int(byte)] |= whitespace
        }
        return table
    }()

    @inline(__always)
    static func has(_ byte: UInt8, _ flag: UInt8) -> Bool { ascii[Int(byte)] & flag != 0 }

    /// Unicode scalars that Swift allows in operators (the `operator-head` and combining
    /// `operator-character` ranges of The Swift Programming Language).
    static func isOperatorScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB,
             0x00BF, 0x00D7, 0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E,
             0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
             0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// Combining marks may continue an operator but not start one.
    static func isOperatorContinuationScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
             0xE0100...0xE01EF:
            return true
        default:
            return isOperatorScalar(value)
        }
    }

    /// Unicode whitespace the compiler skips (no-break space, line/paragraph separators, BOM).
    static func isWhitespaceScalar(_ value: UInt32) -> Bool {
        value == 0x00A0 || value == 0x2028 || value == 0x2029 || value == 0xFEFF || value == 0x200B
    }

    /// Non-ASCII scalars that may appear in identifiers: everything that is not an operator,
    /// whitespace, a control character or a private-use/unassigned plane marker.
    static func isIdentifierScalar(_ value: UInt32) -> Bool {
        value >= 0xA8 && !isOperatorScalar(value) && !isWhitespaceScalar(value)
            && !(0xD800...0xDFFF).contains(value)
    }

    /// Combining marks may continue an identifier but not start one.
    static func isIdentifierHeadScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            return false
        default:
            return isIdentifierScalar(value)
        }
    }
}
