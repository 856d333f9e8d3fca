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

    /// Every keyword by spelling; the lexer keeps its own reference for the hot path.
    static let table = KeywordTable()
}

/// The keywords in an open-addressing table keyed by their bytes packed into two integers:
/// two multiplies to find a slot and a comparison or two, with no string hashing.
struct KeywordTable: Sendable {
    /// A power of two, several times the number of keywords, so probes stay short.
    private static let slotCount = 512
    private var keys: [KeywordKey]
    private var keywords: [Keyword]

    init() {
        // An empty slot always remains, so every probe ends.
        precondition(Keyword.allCases.count < Self.slotCount / 2)
        keys = Array(repeating: KeywordKey(), count: Self.slotCount)
        keywords = Array(repeating: .none, count: Self.slotCount)
        for keyword in Keyword.allCases where keyword != .none {
            var key = KeywordKey()
            for (index, byte) in keyword.text.utf8.enumerated() { key.add(byte, at: index) }
            var slot = Self.slot(of: key)
            while keywords[slot] != .none { slot = (slot + 1) & (Self.slotCount - 1) }
            keys[slot] = key
            keywords[slot] = keyword
        }
    }

    /// The keyword spelled by `bytes[start..<end]`, or ``Keyword/none``.
    @inline(__always)
    func lookUp(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        guard length >= 1 && length <= 16 else { return .none }
        var key = KeywordKey()
        for index in 0..<length {
            key.add(bytes[start + index], at: index)
        }
        var slot = Self.slot(of: key)
        while keywords[slot] != .none {
            if keys[slot] == key { return keywords[slot] }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        return .none
    }

    @inline(__always)
    private static func slot(of key: KeywordKey) -> Int {
        let mixed = (key.low &* 0x9E37_79B9_7F4A_7C15) ^ (key.high &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: mixed >> 55) & (slotCount - 1)
    }
}

/// Up to 16 bytes packed into two integers: the key of a keyword's slot.
struct KeywordKey: Equatable, Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    @inline(__always)
    mutating func add(_ byte: UInt8, at index: Int) {
        if index < 8 {
            low |= UInt64(byte) << (UInt64(index) * 8)
        } else {
            high |= UInt64(byte) << (UInt64(index - 8) * 8)
        }
    }
}
