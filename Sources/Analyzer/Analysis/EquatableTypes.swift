/// Which types are known to be `Equatable`: the library types of ``StandardTypeCatalog``,
/// collections and optionals of them, and module types that declare it (aliases resolved).
public enum EquatableTypes {
    /// Whether values of `type` (written inside `owner`, whose nested aliases apply) are `Equatable`;
    /// `assuming`: generic parameters of `owner` taken to be `Equatable` (a conditional conformance).
    public static func isEquatable(_ type: TypeRef, in index: ModuleIndex, owner: TypeInfo? = nil, assuming: Set<String> = []) -> Bool {
        equatability(type, in: index, owner: owner, assuming: assuming) ?? false
    }

    /// Like ``isEquatable(_:in:owner:assuming:)``, but `nil` where a type involved is declared
    /// neither in the module nor in the catalog (another module's type: viewlint cannot tell).
    public static func equatability(_ type: TypeRef, in index: ModuleIndex, owner: TypeInfo? = nil, assuming: Set<String> = []) -> Bool? {
        equatability(resolved: index.resolved(type, in: owner), in: index, owner: owner, assuming: assuming)
    }

    private static func equatability(resolved type: TypeRef, in index: ModuleIndex, owner: TypeInfo?, assuming: Set<String>) -> Bool? {
        func equatable(_ inner: TypeRef) -> Bool? { equatability(resolved: inner, in: index, owner: owner, assuming: assuming) }
        /// All of them: `false` if one is not, unknown if one is unknown.
        func all(_ parts: [TypeRef]) -> Bool? {
            let answers = parts.map(equatable)
            if answers.contains(false) { return false }
            return answers.contains(nil) ? nil : true
        }
        switch type.kind {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped):
            return equatable(wrapped)
        case .dictionary(let key, let value):
            return all([key, value])
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
                    || equatable(constraint) == true
            }
            let qualified = components.map(\.name.text).joined(separator: ".")
            if let info = index.type(named: qualified) { return info.isEquatable }
            if name == "Optional" {
                return all(last.genericArguments)
            }
            if let facts = StandardTypeCatalog.facts(qualified: qualified, last: name) {
                guard facts.isEquatable else { return false }
                return facts.isGenericContainer ? all(last.genericArguments) : true
            }
            return index.type(named: name)?.isEquatable
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
