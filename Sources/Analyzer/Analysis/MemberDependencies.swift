/// A read of a stored property that some code depends on, possibly through computed
/// properties and methods of the same type.
public struct StoredRead: Sendable {
    /// The stored-property path: `["post", "id"]`.
    public let path: [String]
    /// Where the code being analysed reaches it (the direct access, or the member it calls).
    public let range: SourceRange
    /// Computed properties and methods passed through, outermost first (`["loadProfile"]`).
    public let via: [String]
    /// Read only to time an animation or a delay.
    public let isTimingOnly: Bool
    /// Read only as the receiver of a method call.
    public let isCallReceiver: Bool
}

/// Follows a view's computed properties and methods to the stored properties they read and
/// write, transitively (a task calling a private helper that reads an input depends on that
/// input; a helper that writes state makes it state the task manages itself).
public struct MemberDependencies {
    public let type: TypeInfo

    public init(type: TypeInfo) {
        self.type = type
    }

    /// The stored properties read by `accesses` (writes excluded), through any members.
    public func storedReads(of accesses: [MemberAccess]) -> [StoredRead] {
        var result: [StoredRead] = []
        var visiting: Set<String> = []
        collectReads(accesses, via: [], outerRange: nil, visiting: &visiting, into: &result)
        return result
    }

    /// The roots of the stored properties written by `accesses`, through any members.
    public func storedWrites(of accesses: [MemberAccess]) -> Set<String> {
        var result: Set<String> = []
        var visiting: Set<String> = []
        collectWrites(accesses, visiting: &visiting, into: &result)
        return result
    }

    /// Stored properties the type itself can change: written anywhere in its members (closures
    /// in bodies included), or passed out as a binding (`$name`).
    public func mutatedStoredProperties() -> Set<String> {
        var accesses: [MemberAccess] = []
        for property in type.computedProperties where !property.isStatic {
            accesses += AccessCollector.accesses(in: property.body, parameters: [], owner: type)
        }
        for method in type.methods where !method.isStatic {
            guard let body = method.declaration.body else { continue }
            accesses += AccessCollector.accesses(in: body.statements, parameters: method.declaration.parameters.compactMap(\.internalName),
                                                 owner: type)
        }
        var mutated = Set(accesses.filter { $0.kind == .write }.map(\.root))
        mutated.formUnion(accesses.compactMap { access in
            // `$name` is recorded as a read of `name` with a `$` in the source.
            access.isProjection ? access.root : nil
        })
        return mutated
    }

    private func collectReads(_ accesses: [MemberAccess], via: [String], outerRange: SourceRange?, visiting: inout Set<String>,
                              into result: inout [StoredRead]) {
        for access in accesses where access.kind != .write {
            let range = outerRange ?? access.range
            if type.storedProperty(named: access.root) != nil {
                result.append(StoredRead(path: access.path, range: range, via: via, isTimingOnly: access.isTimingOnly,
                                         isCallReceiver: access.isCallReceiver))
                continue
            }
            guard !visiting.contains(access.root), let inner = accessesOfMember(access.root) else { continue }
            visiting.insert(access.root)
            collectReads(inner, via: via + [access.root], outerRange: range, visiting: &visiting, into: &result)
            visiting.remove(access.root)
        }
    }

    private func collectWrites(_ accesses: [MemberAccess], visiting: inout Set<String>, into result: inout Set<String>) {
        for access in accesses {
            if access.kind == .write {
                result.insert(access.root)
            } else if type.storedProperty(named: access.root) == nil, !visiting.contains(access.root),
                      let inner = accessesOfMember(access.root) {
                visiting.insert(access.root)
                collectWrites(inner, visiting: &visiting, into: &result)
                visiting.remove(access.root)
            }
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
