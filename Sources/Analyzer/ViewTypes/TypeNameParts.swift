/// Splits a printed type such as `Dictionary<String, Array<Int>>` into its head and generic
/// arguments, for the few places that need to look inside a type (element types, bindings).
public struct TypeNameParts: Equatable, Sendable {
    public let head: String
    public let arguments: [String]

    public init(_ typeName: String) {
        guard let open = typeName.firstIndex(of: "<"), typeName.hasSuffix(">") else {
            head = typeName
            arguments = []
            return
        }
        head = String(typeName[..<open])
        let inner = typeName[typeName.index(after: open)..<typeName.index(before: typeName.endIndex)]
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in inner {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            default: break
            }
            if character == "," && depth == 0 {
                parts.append(current.trimmingWhitespace())
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingWhitespace())
        arguments = parts
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
