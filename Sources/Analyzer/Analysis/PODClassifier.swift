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

    private static let podTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Float16", "CGFloat", "Bool", "UUID", "Date", "TimeInterval", "Decimal", "CGSize", "CGPoint", "CGRect",
        "CGVector", "Angle", "UnitPoint", "EdgeInsets", "Alignment", "HorizontalAlignment", "VerticalAlignment",
        "Axis", "ContentMode", "TextAlignment", "Unicode.Scalar", "StaticString", "Duration", "ObjectIdentifier",
        "ColorScheme", "Edge", "Namespace.ID", "Visibility", "Range", "ClosedRange", "Never",
    ]

    private static let reflectedTypes: [String: String] = [
        "String": "a String", "Substring": "a Substring", "Character": "a Character", "Array": "an array",
        "Dictionary": "a dictionary", "Set": "a set", "ContiguousArray": "an array", "URL": "a URL", "Data": "Data",
        "Locale": "a Locale", "IndexPath": "an IndexPath", "DateComponents": "DateComponents", "Text": "a Text",
        "Image": "an Image", "Color": "a Color", "Font": "a Font", "LocalizedStringKey": "a LocalizedStringKey",
        "Animation": "an Animation", "AnyTransition": "an AnyTransition", "Binding": "a Binding",
        "KeyPath": "a key path", "WritableKeyPath": "a key path", "AnyHashable": "an AnyHashable",
        "NavigationPath": "a NavigationPath", "AttributedString": "an AttributedString",
    ]

    let index: ModuleIndex
    /// Generic parameters of the view being classified (their instantiation is unknown).
    let genericParameters: Set<String>

    public init(index: ModuleIndex, genericParameters: Set<String> = []) {
        self.index = index
        self.genericParameters = genericParameters
    }

    public func verdict(for type: TypeRef) -> Verdict {
        var visiting: Set<String> = []
        return verdict(for: type, visiting: &visiting)
    }

    private func verdict(for type: TypeRef, visiting: inout Set<String>) -> Verdict {
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
        if Self.podTypes.contains(qualified) || (names.count == 1 && Self.podTypes.contains(last)) {
            if last == "Range" || last == "ClosedRange" {
                return components.last!.genericArguments.map { verdict(for: $0, visiting: &visiting) }.first ?? .pod
            }
            return .pod
        }
        if let reason = Self.reflectedTypes[last] { return .reflected(reason: reason) }
        if last == "Optional", let wrapped = components.last?.genericArguments.first {
            return verdict(for: wrapped, visiting: &visiting)
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
            let combined = combine(payloads.map { verdict(for: $0, visiting: &visiting) })
            if case .pod = combined { return .pod }
            if case .unknown = combined { return .unknown }
            return .reflected(reason: "`\(info.name)`, which has non-POD payloads")
        case .struct:
            if info.isView { return .unknown }
            guard visiting.insert(info.qualifiedName).inserted else { return .unknown }
            defer { visiting.remove(info.qualifiedName) }
            let fields = info.storedProperties.map { property -> Verdict in
                guard let type = property.type else { return .unknown }
                return verdict(for: type, visiting: &visiting)
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
