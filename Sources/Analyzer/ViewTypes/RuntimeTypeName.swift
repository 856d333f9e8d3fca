/// Spells types the way `print(type(of:))` prints them: `[Int]` is `Array<Int>`, `URL?` is
/// `Optional<URL>`, `[K: V]` is `Dictionary<K, V>`, and a nested type is named without its
/// parents (`Feed.Post` prints as `Post`, checked with the compiler).
public enum RuntimeTypeName {
    /// The runtime spelling of a written type; `Self` becomes `selfName` when given.
    public static func of(_ type: TypeRef, selfName: String? = nil) -> String {
        switch type.kind {
        case .named(let components):
            guard let component = components.last else { return type.sourceDescription }
            var name = component.name.text
            if name == "Self", let selfName { name = selfName }
            if name == "Void" && components.count == 1 { return "()" }
            if component.genericArguments.isEmpty { return name }
            return name + "<" + component.genericArguments.map { of($0, selfName: selfName) }.joined(separator: ", ") + ">"
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            return "Optional<" + of(wrapped, selfName: selfName) + ">"
        case .array(let element):
            return "Array<" + of(element, selfName: selfName) + ">"
        case .dictionary(let key, let value):
            return "Dictionary<" + of(key, selfName: selfName) + ", " + of(value, selfName: selfName) + ">"
        case .tuple(let elements):
            if elements.count == 1 && elements[0].label == nil { return of(elements[0].type, selfName: selfName) }
            return "(" + elements.map { element in
                (element.label.map { $0.text + ": " } ?? "") + of(element.type, selfName: selfName)
            }.joined(separator: ", ") + ")"
        case .member(_, let component):
            return of(TypeRef(.named([component]), range: type.range), selfName: selfName)
        case .attributed(_, _, let inner):
            return of(inner, selfName: selfName)
        default:
            return type.sourceDescription
        }
    }
}
