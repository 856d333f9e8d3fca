/// A read of a stored property that some code depends on, possibly through computed
/// properties and methods of the same type.
public struct StoredRead: Sendable {
    /// The stored-property path: `["post", "id"]`.
    public let path: [String]
    /// Where the code being analysed reaches it (the direct access, or the member it calls).
    public let range: SourceRange
    /// Computed properties and methods passed through, outermost first (`["loadProfile"]`).
    public let via: [String]
    /// The access itself (its calls around it, whether it follows an `await`), for the
    /// direct access or the one inside the member passed through.
    public let access: MemberAccess
    /// Read only as the receiver of a method call.
    public let isCallReceiver: Bool
    /// The uses of the members passed through, outermost first (`replyComposer(for:)` called
    /// in a sheet's content): where the analysed code reaches each of them.
    public var passedThrough: [MemberAccess] = []
}

/// Follows a view's computed properties and methods to the stored properties they read and
/// write, transitively (a task calling a private helper that reads an input depends on that
/// input; a helper that writes state makes it state the task manages itself).
///
/// Each member is analysed once and its result reused, so helpers shared by many callers (or
/// calling each other in a diamond) cost linear, not exponential, time. One instance serves
/// one view on one thread.
public final class MemberDependencies {
    public let type: TypeInfo
    private var accessCache: [String: [MemberAccess]?] = [:]
    private var readCache: [String: [StoredRead]] = [:]
    private var writeCache: [String: Set<String>] = [:]
    private var visiting: Set<String> = []
    private var allAccesses: [MemberAccess]?

    public init(type: TypeInfo) {
        self.type = type
    }

    /// The stored properties read by `accesses` (writes excluded), through any members.
    public func storedReads(of accesses: [MemberAccess]) -> [StoredRead] {
        var result: [StoredRead] = []
        for access in accesses where access.kind != .write {
            if type.storedProperty(named: access.root) != nil {
                result.append(StoredRead(path: access.path, range: access.range, via: [], access: access,
                                         isCallReceiver: access.isCallReceiver))
            } else {
                result += readsOfMember(access.root).map { read in
                    StoredRead(path: read.path, range: access.range, via: [access.root] + read.via,
                               access: read.access, isCallReceiver: read.isCallReceiver, passedThrough: [access] + read.passedThrough)
                }
            }
        }
        return result
    }

    /// The roots of the stored properties written by `accesses`, through any members.
    public func storedWrites(of accesses: [MemberAccess]) -> Set<String> {
        var result: Set<String> = []
        for access in accesses {
            if access.kind == .write {
                result.insert(access.root)
            } else if type.storedProperty(named: access.root) == nil {
                result.formUnion(writesOfMember(access.root))
            }
        }
        return result
    }

    /// Stored properties the type itself can change: written anywhere in its members (closures
    /// in bodies included), or passed out as a binding (`$name`).
    public func mutatedStoredProperties() -> Set<String> {
        let accesses = allMemberAccesses()
        return Set(accesses.filter { $0.kind == .write }.map(\.root)).union(accesses.filter(\.isProjection).map(\.root))
    }

    /// Every use of a stored property in the type's members (reads, writes, `$` projections,
    /// calls on it), closures in bodies included.
    public func accesses(of name: String) -> [MemberAccess] {
        allMemberAccesses().filter { $0.root == name }
    }

    /// The roots of every use other than a write (reads, `$` projections, calls on them): what
    /// something of the type reads.
    public func readRoots() -> Set<String> {
        Set(allMemberAccesses().filter { $0.kind != .write }.map(\.root))
    }

    /// Stored properties the type hands out as bindings (`TextField("Name", text: $name)`).
    public func projectedStoredProperties() -> Set<String> {
        Set(allMemberAccesses().filter { $0.isProjection && type.storedProperty(named: $0.root) != nil }.map(\.root))
    }

    private func allMemberAccesses() -> [MemberAccess] {
        if let cached = allAccesses { return cached }
        var accesses: [MemberAccess] = []
        for property in type.computedProperties where !property.isStatic {
            accesses += accessesOfMember(property.name) ?? []
        }
        for name in Set(type.methods.filter { !$0.isStatic }.map(\.name)).sorted() {
            accesses += accessesOfMember(name) ?? []
        }
        allAccesses = accesses
        return accesses
    }

    private func readsOfMember(_ name: String) -> [StoredRead] {
        if let cached = readCache[name] { return cached }
        guard !visiting.contains(name), let inner = accessesOfMember(name) else { return [] }
        visiting.insert(name)
        // One read per path and kind is enough: a helper called twice must not double the list.
        // (A `$binding` handed on, a read in closures of other calls, or one in a method handed
        // on by name, is a kind of its own: it must not hide a read of the value while building.)
        var seen = Set<String>()
        let reads = storedReads(of: inner).filter { read in
            // The closures it is read in, by the calls they are handed to (`VStack`, `sheet`,
            // `Button`): a read in a sheet's content must not hide one in a builder closure. The
            // same for the call a method is an argument of (`.onSubmit(send)`, run later).
            let closures = Set(([read.access] + read.passedThrough).flatMap { access in
                access.enclosingCalls.filter(\.insideClosure).map(\.callee)
                    + (access.kind == .call && !access.isInvoked ? access.enclosingCalls.prefix(1).filter { !$0.insideClosure }.map { "(" + $0.callee } : [])
            }).sorted().joined(separator: ",")
            return seen.insert(read.path.joined(separator: ".") + "|\(read.isCallReceiver)|\(read.access.isProjection)|" + closures).inserted
        }
        visiting.remove(name)
        readCache[name] = reads
        return reads
    }

    private func writesOfMember(_ name: String) -> Set<String> {
        if let cached = writeCache[name] { return cached }
        guard !visiting.contains(name), let inner = accessesOfMember(name) else { return [] }
        visiting.insert(name)
        let writes = storedWrites(of: inner)
        visiting.remove(name)
        writeCache[name] = writes
        return writes
    }

    /// What a computed property or method of the type accesses (`nil` for other names).
    public func accessesOfMember(_ name: String) -> [MemberAccess]? {
        if let cached = accessCache[name] { return cached }
        var result: [MemberAccess]?
        if let property = type.computedProperty(named: name), !property.isStatic {
            result = AccessCollector.accesses(in: property.body, parameters: [], owner: type)
        } else {
            let methods = type.methods(named: name).filter { !$0.isStatic }
            if !methods.isEmpty {
                result = methods.flatMap { method -> [MemberAccess] in
                    guard let body = method.declaration.body else { return [] }
                    let parameters = method.declaration.parameters.compactMap(\.internalName)
                    return AccessCollector.accesses(in: body.statements, parameters: parameters, owner: type)
                }
            }
        }
        accessCache[name] = result
        return result
    }
}
