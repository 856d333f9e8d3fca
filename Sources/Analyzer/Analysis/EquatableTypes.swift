/// Which types are known to be `Equatable`: standard-library and Foundation value types,
/// collections and optionals of them, and module types that declare it.
public enum EquatableTypes {
    private static let standard: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Bool", "String", "Substring", "Character", "UUID", "Date", "Data", "URL", "Decimal", "Locale",
        "TimeInterval", "IndexPath", "CGSize", "CGPoint", "CGRect", "Color", "Font", "Angle", "ColorScheme",
        "AnyHashable", "Range", "ClosedRange", "DateComponents", "Calendar", "TimeZone", "Duration", "NavigationPath",
    ]

    public static func isEquatable(_ type: TypeRef, in index: ModuleIndex) -> Bool {
        switch type.kind {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return isEquatable(wrapped, in: index)
        case .dictionary(let key, let value):
            return isEquatable(key, in: index) && isEquatable(value, in: index)
        case .attributed(_, _, let inner):
            return isEquatable(inner, in: index)
        case .named(let components):
            guard let last = components.last else { return false }
            let name = last.name.text
            if ["Optional", "Array", "Set"].contains(name) {
                return last.genericArguments.allSatisfy { isEquatable($0, in: index) }
            }
            if standard.contains(name) { return true }
            let qualified = components.map(\.name.text).joined(separator: ".")
            return (index.type(named: qualified) ?? index.type(named: name))?.isEquatable ?? false
        default:
            return false
        }
    }

    /// The type of a literal default value (`= ""`, `= 0`, `= false`), as a type reference.
    public static func literalType(of expr: Expr) -> TypeRef? {
        let name: String
        switch expr.kind {
        case .stringLiteral: name = "String"
        case .integerLiteral: name = "Int"
        case .floatLiteral: name = "Double"
        case .booleanLiteral: name = "Bool"
        default: return nil
        }
        return TypeRef(.named([TypeComponent(name: Name(name, range: expr.range), genericArguments: [])]), range: expr.range)
    }
}
