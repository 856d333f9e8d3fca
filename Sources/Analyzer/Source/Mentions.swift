/// The words a rule looks for in a file before it walks any syntax: a view whose files spell
/// none of a rule's words cannot hold what the rule reports.
///
/// Found once per file when the module is indexed, so asking for each view costs nothing
/// however many views a file declares (asking the bytes for each view made the lint of one
/// file with thousands of views quadratic).
public struct Mentions: OptionSet, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let forEach = Mentions(rawValue: 1 << 0)
    public static let list = Mentions(rawValue: 1 << 1)
    public static let idModifier = Mentions(rawValue: 1 << 2)
    public static let binding = Mentions(rawValue: 1 << 3)
    public static let image = Mentions(rawValue: 1 << 4)
    public static let formatter = Mentions(rawValue: 1 << 5)
    public static let coder = Mentions(rawValue: 1 << 6)
    public static let anyView = Mentions(rawValue: 1 << 7)

    /// The text each word is spelled with.
    private static let spellings: [(Mentions, StaticString)] = [
        (.forEach, "ForEach"), (.list, "List"), (.idModifier, ".id("), (.binding, "Binding"),
        (.image, "Image"), (.formatter, "Formatter"), (.coder, "coder"), (.anyView, "AnyView"),
    ]

    /// The words these bytes contain.
    public init(in bytes: [UInt8]) {
        self = []
        for (word, text) in Mentions.spellings where bytes.contains(ascii: text) { insert(word) }
    }
}
