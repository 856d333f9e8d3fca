/// Spells types the way the runtime prints them (`type(of:)`): `[Int]` is `Array<Int>`,
/// `URL?` is `Optional<URL>`, `[K: V]` is `Dictionary<K, V>`.
public enum RuntimeTypeName {
    /// The runtime spelling of a written type; `Self` becomes `selfName` when given.
    public static func of(_ type: TypeRef, selfName: String? = nil) -> String {
        switch type.kind {
        case .named(let components):
            var parts = components
            if parts.count > 1, parts[0].name.text == "Swift" || parts[0].name.text == "SwiftUI" || parts[0].name.text == "Foundation" {
                parts.removeFirst()
            }
            return parts.map { component in
                var name = component.name.text
                if name == "Self", let selfName { name = selfName }
                if name == "Void" { return "()" }
                if component.genericArguments.isEmpty { return name }
                return name + "<" + component.genericArguments.map { of($0, selfName: selfName) }.joined(separator: ", ") + ">"
            }.joined(separator: ".")
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
        case .member(let base, let component):
            return of(base, selfName: selfName) + "." + of(TypeRef(.named([component]), range: type.range), selfName: selfName)
        case .attributed(_, _, let inner):
            return of(inner, selfName: selfName)
        default:
            return type.sourceDescription
        }
    }
}
