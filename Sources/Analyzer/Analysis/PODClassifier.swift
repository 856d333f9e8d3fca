/// Decides whether stored property types are POD (plain data, compared bytewise by SwiftUI),
/// from `swiftui-reference.md` §C1–C2 and the module's own types.
public struct PODClassifier {
    /// What a stored input contributes to how SwiftUI compares its view.
    public enum Verdict: Equatable, Sendable {
        case pod
        /// Never compares equal: a closure or a type-erased `AnyView`.
        case neverEqual(reason: String)
        /// Compared field by field by reflection (strings, collections, references, existentials).
        case reflected(reason: String)
        /// Depends on a generic argument or a type viewlint cannot see.
        case unknown
    }

    let index: ModuleIndex
    /// The view whose stored properties are classified: its generic parameters' instantiation
    /// is unknown, and its nested type aliases apply.
    let owner: TypeInfo?
    private let genericParameters: Set<String>

    public init(index: ModuleIndex, owner: TypeInfo? = nil) {
        self.index = index
        self.owner = owner
        self.genericParameters = Set(owner?.genericParameters.map(\.name.text) ?? [])
    }

    public func verdict(for type: TypeRef) -> Verdict {
        var visiting: Set<String> = []
        return verdict(for: type, in: owner, visiting: &visiting)
    }

    private func verdict(for type: TypeRef, in context: TypeInfo?, visiting: inout Set<String>) -> Verdict {
        verdict(forResolved: index.resolved(type, in: context), visiting: &visiting)
    }

    private func verdict(for type: TypeRef, visiting: inout Set<String>) -> Verdict {
        verdict(forResolved: type, visiting: &visiting)
    }

    private func verdict(forResolved type: TypeRef, visiting: inout Set<String>) -> Verdict {
        switch type.kind {
        case .function:
            return .neverEqual(reason: "a closure")
        case .attributed(_, _, let inner):
            return verdict(for: inner, visiting: &visiting)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            let inner = verdict(for: wrapped, visiting: &visiting)
            if case .neverEqual(let reason) = inner { return .neverEqual(reason: "an optional " + reason.droppingArticle) }
            return inner
        case .array: return .reflected(reason: "an array")
        case .dictionary: return .reflected(reason: "a dictionary")
        case .tuple(let elements):
            return combine(elements.map { verdict(for: $0.type, visiting: &visiting) })
        case .any, .composition:
            return .reflected(reason: "an existential (`\(type.sourceDescription)`)")
        case .some, .metatype:
            return .pod
        case .named(let components):
            return verdictForNamed(components, visiting: &visiting)
        default:
            return .unknown
        }
    }

    private func verdictForNamed(_ components: [TypeComponent], visiting: inout Set<String>) -> Verdict {
        let names = components.map(\.name.text)
        let qualified = names.joined(separator: ".")
        let last = names.last ?? ""
        if names.count == 1 && genericParameters.contains(last) { return .unknown }
        if qualified == "AnyView" || last == "AnyView" { return .neverEqual(reason: "an `AnyView`") }
        if last == "Optional", let wrapped = components.last?.genericArguments.first {
            return verdict(for: wrapped, visiting: &visiting)
        }
        // A type the module declares under that name shadows the library's.
        if index.type(named: qualified) == nil, let facts = StandardTypeCatalog.facts(qualified: qualified, last: last) {
            guard facts.isPOD else { return .reflected(reason: facts.description) }
            if facts.isGenericContainer {
                return combine(components.last!.genericArguments.map { verdict(for: $0, visiting: &visiting) })
            }
            return .pod
        }
        guard let info = index.type(named: qualified) ?? index.type(named: last) else { return .unknown }
        return verdictForModuleType(info, visiting: &visiting)
    }

    /// Structs: POD when every stored property is; enums: POD without non-POD payloads;
    /// classes and actors: references (compared by identity).
    private func verdictForModuleType(_ info: TypeInfo, visiting: inout Set<String>) -> Verdict {
        switch info.kind {
        case .class, .actor:
            return .reflected(reason: "a reference to `\(info.name)`")
        case .protocol:
            return .reflected(reason: "an existential (`any \(info.name)`)")
        case .extension:
            return .unknown
        case .enum:
            if info.isIndirectEnum { return .reflected(reason: "an indirect enum `\(info.name)`") }
            guard visiting.insert(info.qualifiedName).inserted else { return .unknown }
            defer { visiting.remove(info.qualifiedName) }
            let payloads = info.enumCases.flatMap { $0.associatedValues ?? [] }.compactMap(\.type)
            let combined = combine(payloads.map { verdict(for: $0, in: info, visiting: &visiting) })
            if case .pod = combined { return .pod }
            if case .unknown = combined { return .unknown }
            return .reflected(reason: "`\(info.name)`, which has non-POD payloads")
        case .struct:
            if info.isView { return .unknown }
            guard visiting.insert(info.qualifiedName).inserted else { return .unknown }
            defer { visiting.remove(info.qualifiedName) }
            let fields = info.storedProperties.map { property -> Verdict in
                guard let type = property.type else { return .unknown }
                return verdict(for: type, in: info, visiting: &visiting)
            }
            let combined = combine(fields)
            switch combined {
            case .pod, .unknown: return combined
            case .neverEqual, .reflected: return .reflected(reason: "`\(info.name)`, which holds non-POD fields")
            }
        }
    }

    /// The worst of several verdicts: never-equal over reflected over unknown over POD.
    private func combine(_ verdicts: [Verdict]) -> Verdict {
        if let never = verdicts.first(where: { if case .neverEqual = $0 { return true } else { return false } }) { return never }
        if let reflected = verdicts.first(where: { if case .reflected = $0 { return true } else { return false } }) { return reflected }
        if verdicts.contains(.unknown) { return .unknown }
        return .pod
    }
}

private extension String {
    /// "a closure" → "closure".
    var droppingArticle: String {
        for article in ["a ", "an "] where hasPrefix(article) { return String(dropFirst(article.count)) }
        return self
    }
}
