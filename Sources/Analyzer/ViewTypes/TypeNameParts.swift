/// Splits a printed type such as `Dictionary<String, Array<Int>>` into its head and generic
/// arguments, for the few places that need to look inside a type (element types, bindings).
public struct TypeNameParts: Equatable, Sendable {
    public let head: String
    public let arguments: [String]

    public init(_ typeName: String) {
        // Read on UTF-8 bytes: the delimiters are ASCII, which no multi-byte character contains.
        let bytes = typeName.utf8
        guard let open = bytes.firstIndex(of: UInt8(ascii: "<")), bytes.last == UInt8(ascii: ">") else {
            head = typeName
            arguments = []
            return
        }
        head = String(typeName[..<open])
        let inner = typeName.utf8[bytes.index(after: open)..<bytes.index(before: bytes.endIndex)]
        var parts: [String] = []
        var depth = 0
        var start = inner.startIndex
        for index in inner.indices {
            switch inner[index] {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                parts.append(Self.trimmed(inner[start..<index]))
                start = inner.index(after: index)
            default: break
            }
        }
        parts.append(Self.trimmed(inner[start...]))
        arguments = parts
    }

    /// The bytes as a string, without leading and trailing spaces.
    private static func trimmed(_ bytes: Substring.UTF8View) -> String {
        var part = bytes
        while part.first == UInt8(ascii: " ") { part = part.dropFirst() }
        while part.last == UInt8(ascii: " ") { part = part.dropLast() }
        return String(Substring(part))
    }

    /// The part before the generic arguments (`VStack` of `VStack<Text>`), without splitting them.
    public static func head(of typeName: String) -> String {
        guard let open = typeName.utf8.firstIndex(of: UInt8(ascii: "<")) else { return typeName }
        return String(typeName[..<open])
    }

    /// The element type of a collection type the catalog understands (`Array`, `Range`, `Set`,
    /// `ClosedRange`, `ArraySlice`, `Binding<Array<T>>` → `Binding<T>`).
    public static func elementType(of typeName: String) -> String? {
        let parts = TypeNameParts(typeName)
        switch parts.head {
        case "Array", "Set", "Range", "ClosedRange", "ArraySlice", "ContiguousArray", "IdentifiedArray", "IdentifiedArrayOf":
            return parts.arguments.last
        case "Binding":
            return parts.arguments.first.flatMap(elementType(of:)).map { "Binding<\($0)>" }
        default:
            return nil
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
