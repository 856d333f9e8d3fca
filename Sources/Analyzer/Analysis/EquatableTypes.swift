/// Which types are known to be `Equatable`: the library types of ``StandardTypeCatalog``,
/// collections and optionals of them, and module types that declare it (aliases resolved).
public enum EquatableTypes {
    /// Whether values of `type` (written inside `owner`, whose nested aliases apply) are `Equatable`;
    /// `assuming`: generic parameters of `owner` taken to be `Equatable` (a conditional conformance).
    public static func isEquatable(_ type: TypeRef, in index: ModuleIndex, owner: TypeInfo? = nil, assuming: Set<String> = []) -> Bool {
        isEquatable(resolved: index.resolved(type, in: owner), in: index, owner: owner, assuming: assuming)
    }

    private static func isEquatable(resolved type: TypeRef, in index: ModuleIndex, owner: TypeInfo?, assuming: Set<String>) -> Bool {
        func equatable(_ inner: TypeRef) -> Bool { isEquatable(resolved: inner, in: index, owner: owner, assuming: assuming) }
        switch type.kind {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return equatable(wrapped)
        case .dictionary(let key, let value):
            return equatable(key) && equatable(value)
        case .attributed(_, _, let inner):
            return equatable(inner)
        case .named(let components):
            guard let last = components.last else { return false }
            let name = last.name.text
            if components.count == 1, let parameter = owner?.genericParameters.first(where: { $0.name.text == name }) {
                // A generic parameter: `Equatable` when its constraint says so.
                if assuming.contains(name) { return true }
                guard let constraint = parameter.constraint else { return false }
                return implies(constraint)
            }
            /// `Hashable`, `Identifiable & Hashable`, a protocol refining `Equatable`.
            func implies(_ constraint: TypeRef) -> Bool {
                if case .composition(let parts) = constraint.kind { return parts.contains(where: implies) }
                return ["Equatable", "Hashable", "Comparable"].contains { index.conforms(constraint, to: $0, in: nil) == true }
                    || equatable(constraint)
            }
            let qualified = components.map(\.name.text).joined(separator: ".")
            if let info = index.type(named: qualified) { return info.isEquatable }
            if name == "Optional" {
                return last.genericArguments.allSatisfy(equatable)
            }
            if let facts = StandardTypeCatalog.facts(qualified: qualified, last: name) {
                return facts.isEquatable && (!facts.isGenericContainer || last.genericArguments.allSatisfy(equatable))
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
