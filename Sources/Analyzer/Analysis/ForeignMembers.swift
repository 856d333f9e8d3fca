/// The computed properties a module adds to a type it does not declare (`extension LibraryItem
/// { var unwrappedID: String { id ?? "" } }` on a Core Data class generated from a model file):
/// which of the type's own members each one reads. Code that reads `item.unwrappedID` depends
/// on `item.id`, not on `item.title`.
struct ForeignMembers {
    private let extensions: [TypeInfo]

    /// Follow computed properties through each other at most this deep.
    private static let maximumDepth = 8

    /// The module's extensions of the type `type` names; `nil` when the module declares the type
    /// itself or does not extend it.
    init?(of type: TypeRef, in index: ModuleIndex) {
        guard case .named(let components) = type.unwrappingOptionals.kind, let last = components.last?.name.text,
              index.type(named: last) == nil else { return nil }
        let qualified = components.map(\.name.text).joined(separator: ".")
        extensions = index.foreignExtensions.filter { $0.qualifiedName == qualified || $0.qualifiedName == last }
        if extensions.isEmpty { return nil }
    }

    /// The members of the type that a read of `member` depends on: `member` itself unless the
    /// module computes it; otherwise every name its getter uses on its own or through `self`,
    /// followed through the module's other computed members. (A name the getter uses that is
    /// no member — a global, a local — only adds a dependency that nothing writes.) `nil` — the
    /// whole value — when a getter calls a method (`sortedTags()`) or uses `self` whole
    /// (`favorites.contains(self)`): what that reads is not known here.
    func readMembers(of member: String) -> Set<String>? {
        var result: Set<String> = []
        var visited: Set<String> = []
        return collect(member, into: &result, visited: &visited, depth: 0) ? result : nil
    }

    /// Adds what `member` reads to `result`; `false` when that is not known.
    private func collect(_ member: String, into result: inout Set<String>, visited: inout Set<String>, depth: Int) -> Bool {
        guard visited.insert(member).inserted else { return true }
        guard depth < Self.maximumDepth,
              let getter = extensions.lazy.compactMap({ $0.computedProperty(named: member) }).first(where: { !$0.isStatic }) else {
            result.insert(member)
            return true
        }
        var names: [String] = []
        var selfBases: Set<Int> = []
        var known = true
        SyntaxWalk.expressions(in: getter.body, intoClosures: true) { expr in
            switch expr.kind {
            case .call(let call):
                switch call.callee.kind {
                case .identifier: known = false
                case .memberAccess(let base, _, _): if case .identifier("self") = base.kind { known = false }
                default: break
                }
            case .identifier("self"):
                if !selfBases.contains(expr.range.start) { known = false }
            case .identifier(let name):
                names.append(name)
            case .memberAccess(let base, let name, _):
                if case .identifier("self") = base.kind {
                    selfBases.insert(base.range.start)
                    names.append(name.text)
                }
            default:
                break
            }
        }
        guard known else { return false }
        for name in names where !collect(name, into: &result, visited: &visited, depth: depth + 1) { return false }
        return true
    }
}
