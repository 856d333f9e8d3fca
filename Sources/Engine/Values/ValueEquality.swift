/// `==` between engine values, as Swift's `Equatable` conformances define it for the types the
/// engine models. Closures have no `==`; opaque values equal only themselves.
enum ValueEquality {
    static func equal(_ lhs: Value, _ rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.void, .void), (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.int(let a), .double(let b)), (.double(let b), .int(let a)): return Double(a) == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && a.allSatisfy { entry in b.contains { equal($0.key, entry.key) && equal($0.value, entry.value) } }
        case (.tuple(let a), .tuple(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0.value, $1.value) }
        case (.enumCase(let a), .enumCase(let b)):
            return a.name == b.name && a.payload.count == b.payload.count && zip(a.payload, b.payload).allSatisfy { equal($0.value, $1.value) }
        case (.instance(let a), .instance(let b)):
            return a.type == b.type && a.fields.count == b.fields.count
                && zip(a.fields, b.fields).allSatisfy { $0.name == $1.name && equal($0.value, $1.value) }
        case (.object(let a), .object(let b)): return a == b
        case (.closure(let a), .closure(let b)): return a === b
        case (.keyPath(let a), .keyPath(let b)): return a == b
        case (.range(let a1, let a2, let ac), .range(let b1, let b2, let bc)): return ac == bc && equal(a1, b1) && equal(a2, b2)
        case (.binding(let a), .binding(let b)): return a.location === b.location && equal(a.snapshot, b.snapshot)
        case (.type(let a), .type(let b)): return a == b
        case (.opaque(let a), .opaque(let b)): return a === b || (!a.isFresh && !b.isFresh && a.origin == b.origin)
        default: return false
        }
    }

    /// A key for hashing identities (`ForEach` ids, `.id(x)` values): equal values, equal keys.
    static func identityKey(_ value: Value) -> String {
        switch value {
        case .opaque(let opaque): return opaque.isFresh ? "opaque#\(opaque.serial)" : "opaque " + opaque.origin
        case .object(let reference): return "object#\(reference.id)"
        case .closure(let closure): return "closure#\(ObjectIdentifier(closure).hashValue)"
        default: return ValuePrinter.describe(value, limit: nil)
        }
    }
}
