/// What a generated `Equatable` conformance of one opted-in view compares, and what stops it.
///
/// Compared: every stored data input. Never compared: dynamic properties (`@State`,
/// `@Binding`, `@Environment`, any property wrapper: SwiftUI tracks them itself) and `let`
/// constants with a default value (equal in every value). Left out, and said so in the
/// generated doc comment: closures and `AnyView` (they never compare equal, so a new one from
/// the parent must not count as a change) and the names after `ignore:`. Every compared type
/// must be `Equatable`; a generic parameter that is not known to be becomes a `where` clause.
public struct EquatablePlan: Sendable {
    /// A stored input left out of the comparison, with the reason the doc comment gives.
    public struct LeftOut: Sendable, Equatable {
        public let name: String
        public let reason: String
    }

    /// An input that keeps the conformance from being generated.
    public struct Blocker: Sendable {
        public let property: String
        public let range: SourceRange
        public let reason: String
        /// What the developer can change, besides leaving the input out.
        public var remedy = "Make its type `Equatable`"
    }

    public let view: TypeInfo
    /// The compared inputs, in declaration order.
    public let compared: [String]
    public let leftOut: [LeftOut]
    /// Generic parameters the conformance requires to be `Equatable` (`where Item: Equatable`).
    public let conditions: [String]
    /// Why the conformance cannot be generated: inputs of types not known to be `Equatable`.
    public let blockers: [Blocker]
    /// Generic parameters the compared inputs' types use (`Value` in `[Value]`), whether or
    /// not they need a `where` clause.
    public let comparedGenerics: [String]
    /// Compared generic parameters not constrained to `Sendable`: Swift 6 warns when the
    /// `nonisolated` `==` reads a value of their type from the main-actor view.
    public var unsendableGenerics: [String] {
        comparedGenerics.filter { name in
            guard let constraint = view.genericParameters.first(where: { $0.name.text == name })?.constraint else { return true }
            return !Self.mentionsSendable(constraint)
        }
    }
    /// Names after `ignore:` that the view does not store.
    public let unknownIgnored: [String]
    /// Why the conformance can only be written in the view's own file (a `private` view or
    /// input), or `nil`.
    public let sameFileReason: String?
    /// The declarations and `#if`s around the view, found once for the source and the fix.
    let path: DeclarationPath

    /// The plan for an opted-in view; `nil` for a view that is already `Equatable` (it is left
    /// alone) or not opted in.
    public static func make(for view: TypeInfo, in index: ModuleIndex) -> EquatablePlan? {
        guard let optIn = view.equatableOptIn, view.kind == .struct, !view.isEquatable else { return nil }
        let classifier = PODClassifier(index: index, owner: view)
        let genericNames = Set(view.genericParameters.map(\.name.text))
        var compared: [String] = []
        var leftOut: [LeftOut] = []
        var conditions: [String] = []
        var comparedGenerics: [String] = []
        var blockers: [Blocker] = []
        var fileScoped: [String] = []
        let properties = view.storedProperties
        for property in properties {
            if property.wrapper != nil || (property.isLet && property.defaultValue != nil) { continue }
            if optIn.ignored.contains(property.name) {
                leftOut.append(LeftOut(name: property.name, reason: "left out with `ignore:`"))
                continue
            }
            guard let type = property.type ?? property.defaultValue.flatMap(EquatableTypes.literalType) else {
                blockers.append(Blocker(property: property.name, range: property.nameRange,
                                        reason: "its type is not written, so viewlint cannot tell whether it is `Equatable`"))
                continue
            }
            if case .neverEqual(let reason) = classifier.verdict(for: type) {
                leftOut.append(LeftOut(name: property.name, reason: "it is \(reason), and a new one from the parent does not re-render this view"))
                continue
            }
            if property.isFileScoped { fileScoped.append(property.name) }
            let used = genericParameters(in: type, among: genericNames)
            if EquatableTypes.isEquatable(type, in: index, owner: view) {
                compared.append(property.name)
                comparedGenerics += used.sorted().filter { !comparedGenerics.contains($0) }
                continue
            }
            if !used.isEmpty, EquatableTypes.isEquatable(type, in: index, owner: view, assuming: used) {
                compared.append(property.name)
                conditions += used.sorted().filter { !conditions.contains($0) }
                comparedGenerics += used.sorted().filter { !comparedGenerics.contains($0) }
                continue
            }
            if Self.isTuple(type) {
                blockers.append(Blocker(property: property.name, range: property.nameRange,
                                        reason: "its type `\(type.sourceDescription)` is a tuple, and a tuple cannot conform to `Equatable`",
                                        remedy: "Store its parts as separate properties"))
                continue
            }
            blockers.append(Blocker(property: property.name, range: property.nameRange,
                                    reason: "its type `\(type.sourceDescription)` is not known to be `Equatable`"))
        }
        let stored = Set(properties.map(\.name))
        let path = DeclarationPath.find(start: view.declarationRange.start, in: index.trees[view.fileIndex]) ?? DeclarationPath()
        let privateType = path.declarations.contains(where: \.isFileScoped)
        var sameFileReason: String?
        if privateType {
            sameFileReason = "`\(view.name)` is private to its file, so another file cannot extend it"
        } else if !fileScoped.isEmpty {
            sameFileReason = "\(Phrasing.list(fileScoped.map { "`\($0)`" })) \(fileScoped.count == 1 ? "is" : "are") private to the file, "
                + "so an `==` in another file cannot read \(fileScoped.count == 1 ? "it" : "them")"
        }
        return EquatablePlan(view: view, compared: compared, leftOut: leftOut, conditions: conditions, blockers: blockers,
                             comparedGenerics: comparedGenerics,
                             unknownIgnored: optIn.ignored.filter { !stored.contains($0) }, sameFileReason: sameFileReason,
                             path: path)
    }

    /// A tuple, or an optional of one: no tuple can conform to `Equatable`.
    private static func isTuple(_ type: TypeRef) -> Bool {
        switch type.kind {
        case .tuple: return true
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return isTuple(wrapped)
        default: return false
        }
    }

    /// `Sendable`, alone or in a composition (`Hashable & Sendable`).
    private static func mentionsSendable(_ type: TypeRef) -> Bool {
        switch type.kind {
        case .named(let components): return components.last?.name.text == "Sendable"
        case .composition(let parts): return parts.contains(where: mentionsSendable)
        default: return false
        }
    }

    /// The view's generic parameters a type mentions (`Item` in `[Item]`, `Item.ID?`).
    private static func genericParameters(in type: TypeRef, among names: Set<String>) -> Set<String> {
        guard !names.isEmpty else { return [] }
        var used: Set<String> = []
        func visit(_ type: TypeRef) {
            switch type.kind {
            case .named(let components):
                if let first = components.first, names.contains(first.name.text) { used.insert(first.name.text) }
                for component in components { component.genericArguments.forEach(visit) }
            case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner), .attributed(_, _, let inner):
                visit(inner)
            case .dictionary(let key, let value):
                visit(key)
                visit(value)
            default:
                break
            }
        }
        visit(type)
        return used
    }
}
