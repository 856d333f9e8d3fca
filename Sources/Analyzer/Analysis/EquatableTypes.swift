/// Which types are known to be `Equatable`: the library types of ``StandardTypeCatalog``,
/// collections and optionals of them, and module types that declare it (aliases resolved).
public enum EquatableTypes {
    /// Whether values of `type` (written inside `owner`, whose nested aliases apply) are `Equatable`.
    public static func isEquatable(_ type: TypeRef, in index: ModuleIndex, owner: TypeInfo? = nil) -> Bool {
        let resolved = index.resolved(type, in: owner)
        if case .named(let components) = resolved.kind, components.count == 1,
           let parameter = owner?.genericParameters.first(where: { $0.name.text == components[0].name.text }) {
            // A generic parameter: `Equatable` when its constraint says so.
            guard let constraint = parameter.constraint else { return false }
            return ["Equatable", "Hashable", "Comparable"].contains { index.conforms(constraint, to: $0, in: nil) == true }
                || isEquatable(resolved: constraint, in: index)
        }
        return isEquatable(resolved: resolved, in: index)
    }

    private static func isEquatable(resolved type: TypeRef, in index: ModuleIndex) -> Bool {
        switch type.kind {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return isEquatable(resolved: wrapped, in: index)
        case .dictionary(let key, let value):
            return isEquatable(resolved: key, in: index) && isEquatable(resolved: value, in: index)
        case .attributed(_, _, let inner):
            return isEquatable(resolved: inner, in: index)
        case .named(let components):
            guard let last = components.last else { return false }
            let name = last.name.text
            let qualified = components.map(\.name.text).joined(separator: ".")
            if let info = index.type(named: qualified) { return info.isEquatable }
            if name == "Optional" {
                return last.genericArguments.allSatisfy { isEquatable(resolved: $0, in: index) }
            }
            if let facts = StandardTypeCatalog.facts(qualified: qualified, last: name) {
                return facts.isEquatable && (!facts.isGenericContainer
                    || last.genericArguments.allSatisfy { isEquatable(resolved: $0, in: index) })
            }
            return index.type(named: name)?.isEquatable ?? false
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
