/// Words with meaning to the parser. Reserved ones lex as ``TokenKind/keyword``; contextual
/// ones (`some`, `async`, `get`…) lex as identifiers that carry their keyword so the parser can
/// test them without comparing text.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none

    // Reserved: declarations.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`
    case `init`, `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`, `protocol`
    case `public`, `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
    // Reserved: statements.
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`
    case `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    // Reserved: expressions and types.
    case `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`

    // Contextual.
    case wildcard
    case `some`, `any`, `async`, `await`, `get`, `set`, `willSet`, `didSet`, `mutating`, `nonmutating`
    case `override`, `convenience`, `dynamic`, `final`, `lazy`, `optional`, `required`, `unowned`
    case `weak`, `indirect`, `infix`, `prefix`, `postfix`, `open`, `actor`, `macro`, `package`
    case `consume`, `copy`, `each`, `borrowing`, `consuming`, `isolated`, `nonisolated`, `sending`
    case `distributed`, `unsafe`, `discard`, `Type`, `Protocol`, `_read`, `_modify`, `__owned`
    case `__shared`, `__consuming`, `_const`, `then`, `yield`

    /// The keyword's spelling.
    public var text: String {
        switch self {
        case .none: return ""
        case .wildcard: return "_"
        default: return String(describing: self)
        }
    }

    /// Reserved words can only be identifiers when backticked.
    public var isReserved: Bool {
        rawValue >= Keyword.associatedtype.rawValue && rawValue <= Keyword.try.rawValue
    }

    /// Looks a word up by its UTF-8 bytes.
    static func lookUp(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        guard length >= 1 && length <= 16 else { return .none }
        var key = KeywordKey()
        for index in 0..<length {
            key.add(bytes[start + index], at: index)
        }
        return table[key] ?? .none
    }

    private static let table: [KeywordKey: Keyword] = {
        var table: [KeywordKey: Keyword] = [:]
        for keyword in Keyword.allCases where keyword != .none {
            var key = KeywordKey()
            for (index, byte) in keyword.text.utf8.enumerated() { key.add(byte, at: index) }
            table[key] = keyword
        }
        return table
    }()
}

/// Up to 16 bytes packed into two integers: a cheap hashable key for keyword lookup.
private struct KeywordKey: Hashable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    mutating func add(_ byte: UInt8, at index: Int) {
        if index < 8 {
            low |= UInt64(byte) << (UInt64(index) * 8)
        } else {
            high |= UInt64(byte) << (UInt64(index - 8) * 8)
        }
    }
}
