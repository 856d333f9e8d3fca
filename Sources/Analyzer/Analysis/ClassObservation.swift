/// Whether SwiftUI can see changes of a class's properties at all: an `@Observable` class,
/// a SwiftData `@Model`, an `ObservableObject`, or one whose base, protocols or macros
/// viewlint cannot rule out. A plain class (Cowabunga's `AdvancedObject`, kept in `@State`;
/// matron's `VisibleRowsBox`, a box its chat writes as it scrolls so as not to re-render)
/// changes behind SwiftUI's back: no view updates for it.
enum ClassObservation {
    /// `owner`: the type whose code names the class (its base is looked up from there).
    static func canBeObserved(_ type: TypeInfo, from owner: TypeInfo, index: ModuleIndex, depth: Int = 0) -> Bool {
        guard type.kind == .class, !type.isObservableMacro, !type.isPersistentModel, depth < 8,
              type.declarationAttributes.allSatisfy(inertAttributes.contains) else { return true }
        return type.inheritedNames.contains { name in
            if unobservedConformances.contains(name) { return false }
            guard let base = index.type(named: name, in: owner), base.kind == .class else { return true }
            return canBeObserved(base, from: owner, index: index, depth: depth + 1)
        }
    }

    /// Conformances and bases that give a class no way to tell SwiftUI about changes.
    private static let unobservedConformances: Set<String> = [
        "Identifiable", "Hashable", "Equatable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "NSObject",
    ]

    /// Attributes on a class that add no observation (any other may be a macro that does).
    private static let inertAttributes: Set<String> = ["MainActor", "objc", "objcMembers", "available", "preconcurrency"]
}
