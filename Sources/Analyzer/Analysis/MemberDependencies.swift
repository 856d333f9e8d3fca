/// A read of a stored property that some code depends on, possibly through computed
/// properties and methods of the same type.
public struct StoredRead: Sendable {
    /// The stored-property path: `["post", "id"]`.
    public let path: [String]
    /// Where the code being analysed reaches it (the direct access, or the member it calls).
    public let range: SourceRange
    /// Computed properties and methods passed through, outermost first (`["loadProfile"]`).
    public let via: [String]
}

/// Follows a view's computed properties and methods to the stored properties they read,
/// transitively (a task calling a private helper that reads an input depends on that input).
public struct MemberDependencies {
    public let type: TypeInfo

    public init(type: TypeInfo) {
        self.type = type
    }

    /// The stored properties read by `accesses` (writes excluded), through any members.
    public func storedReads(of accesses: [MemberAccess]) -> [StoredRead] {
        var result: [StoredRead] = []
        var visiting: Set<String> = []
        collect(accesses, via: [], outerRange: nil, visiting: &visiting, into: &result)
        return result
    }

    private func collect(_ accesses: [MemberAccess], via: [String], outerRange: SourceRange?, visiting: inout Set<String>,
                         into result: inout [StoredRead]) {
        for access in accesses where access.kind != .write {
            let range = outerRange ?? access.range
            if type.storedProperty(named: access.root) != nil {
                result.append(StoredRead(path: access.path, range: range, via: via))
                continue
            }
            guard !visiting.contains(access.root), let inner = accessesOfMember(access.root) else { continue }
            visiting.insert(access.root)
            collect(inner, via: via + [access.root], outerRange: range, visiting: &visiting, into: &result)
            visiting.remove(access.root)
        }
    }

    /// What a computed property or method of the type accesses.
    public func accessesOfMember(_ name: String) -> [MemberAccess]? {
        if let property = type.computedProperty(named: name), !property.isStatic {
            return AccessCollector.accesses(in: property.body, parameters: [], owner: type)
        }
        let methods = type.methods(named: name).filter { !$0.isStatic }
        guard !methods.isEmpty else { return nil }
        return methods.flatMap { method -> [MemberAccess] in
            guard let body = method.declaration.body else { return [] }
            let parameters = method.declaration.parameters.compactMap(\.internalName)
            return AccessCollector.accesses(in: body.statements, parameters: parameters, owner: type)
        }
    }
}

extension AccessCollector {
    /// Accesses made by an expression, for use outside the view-type evaluator.
    public static func memberAccesses(in expr: Expr, owner: TypeInfo) -> [MemberAccess] {
        accesses(in: expr, owner: owner)
    }
}
