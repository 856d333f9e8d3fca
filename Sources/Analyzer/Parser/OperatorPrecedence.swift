/// Swift's standard precedence groups, highest binding last. Operators the standard library
/// does not declare get `DefaultPrecedence`, just above the ternary, as the compiler does.
enum PrecedenceGroup: Int, Comparable {
    case assignment = 1
    case ternary
    case `default`
    case logicalDisjunction
    case logicalConjunction
    case comparison
    case nilCoalescing
    case casting
    case rangeFormation
    case addition
    case multiplication
    case bitwiseShift

    var isRightAssociative: Bool {
        self == .assignment || self == .ternary || self == .nilCoalescing
    }

    static func < (a: PrecedenceGroup, b: PrecedenceGroup) -> Bool { a.rawValue < b.rawValue }

    /// Whether `spelling` is a compound assignment of the standard library (`+=`, `??=`): it
    /// writes its left operand.
    static func isCompoundAssignment(_ spelling: String) -> Bool {
        spelling != "=" && of(spelling) == .assignment
    }

    /// The group of an infix operator spelled `spelling`.
    static func of(_ spelling: String) -> PrecedenceGroup {
        // Operators the standard library does not declare (`<>`, `|>`) get DefaultPrecedence.
        return table[spelling] ?? .default
    }

    private static let table: [String: PrecedenceGroup] = {
        var table: [String: PrecedenceGroup] = [:]
        let groups: [(PrecedenceGroup, [String])] = [
            (.bitwiseShift, ["<<", ">>", "&<<", "&>>"]),
            (.multiplication, ["*", "/", "%", "&*", "&"]),
            (.addition, ["+", "-", "&+", "&-", "|", "^"]),
            (.rangeFormation, ["...", "..<"]),
            (.nilCoalescing, ["??"]),
            (.comparison, ["<", "<=", ">", ">=", "==", "!=", "===", "!==", "~=",
                           ".==", ".!=", ".<", ".<=", ".>", ".>="]),
            (.logicalConjunction, ["&&", ".&"]),
            (.logicalDisjunction, ["||", ".|", ".^"]),
            (.assignment, ["=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=",
                           "&*=", "&+=", "&-=", "&<<=", "&>>=", ".&=", ".|=", ".^=", "??="]),
        ]
        for (group, spellings) in groups {
            for spelling in spellings { table[spelling] = group }
        }
        return table
    }()
}
