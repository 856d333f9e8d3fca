import Analyzer

/// Compares a view's old and new values the way SwiftUI does (`engine-semantics.md` §3.3): a POD
/// view bytewise (its own `==` ignored), a non-POD `Equatable` view (or any view under
/// `.equatable()`) with `==`, anything else field by field, where a capturing closure is always
/// new and class instances compare by identity.
struct ViewComparison {
    let module: ModuleIndex
    let interpreter: Interpreter

    enum Outcome: Equatable {
        case equal
        /// The fields (or the `==`) that made the values differ.
        case changed(String)
    }

    func compare(_ old: StructValue, _ new: StructValue, type: TypeInfo, useEquals: Bool) -> Outcome {
        let pod = isPOD(type)
        if useEquals || (!pod && type.isEquatable) {
            if let equal = userEquals(old, new, type: type) {
                return equal ? .equal : .changed("`==` returned false")
            }
        }
        var differing: [String] = []
        // A modifier's content is not part of its value: SwiftUI compares the modifier alone.
        for field in new.fields where field.name != ModifierContent.field {
            let before = old[field.name] ?? .null
            if let reason = difference(before, field.value, property: type.storedProperty(named: field.name)) {
                differing.append("\(field.name): \(reason)")
            }
        }
        return differing.isEmpty ? .equal : .changed(differing.joined(separator: "; "))
    }

    /// Whether SwiftUI would compare the view bytewise: no property wrappers, every field POD.
    func isPOD(_ type: TypeInfo) -> Bool {
        let classifier = PODClassifier(index: module, owner: type)
        return type.storedProperties.allSatisfy { property in
            property.wrapper == nil && property.type.map { classifier.verdict(for: $0) == .pod } ?? false
        }
    }

    /// The type's own `static func ==`, run by the interpreter; `nil` when it has none (a
    /// synthesized `==` compares every field, which the field comparison does).
    private func userEquals(_ old: StructValue, _ new: StructValue, type: TypeInfo) -> Bool? {
        guard let method = type.methods(named: "==").first(where: { $0.isStatic }), let body = method.declaration.body else {
            return type.isEquatable ? new.fields.allSatisfy { $0.name == ModifierContent.field || ValueEquality.equal(old[$0.name] ?? .null, $0.value) } : nil
        }
        let arguments = [Value.TupleElement(label: nil, value: .instance(old)), Value.TupleElement(label: nil, value: .instance(new))]
        let context = Interpreter.Context(scope: Scope(parent: nil), selfReference: nil, fileIndex: method.fileIndex)
        let result = try? interpreter.callFunction(method.declaration, body: body, call: nil, arguments: arguments,
                                                   self: SelfReference(value: .type(type.name), node: nil), owner: type,
                                                   fileIndex: method.fileIndex, context)
        return result?.boolValue
    }

    /// Why two field values differ, `nil` when SwiftUI would find them equal.
    private func difference(_ old: Value, _ new: Value, property: StoredProperty?) -> String? {
        switch (old, new) {
        case (.closure(let a), .closure(let b)):
            if a === b { return nil }
            if !a.captures, !b.captures, a.range == b.range, a.fileIndex == b.fileIndex { return nil }
            return "closure is new (it captures its context)"
        case (.binding(let a), .binding(let b)):
            if a.location !== b.location { return "binding points elsewhere" }
            if interpreter.limits.bindingComparison == .locationOnly { return nil }
            return ValueEquality.equal(a.snapshot, b.snapshot) ? nil : "bound value \(a.snapshot.description) → \(b.snapshot.description)"
        case (.object(let a), .object(let b)):
            return a == b ? nil : "a different object (\(a.type)#\(a.id) → #\(b.id))"
        case (.instance(let a), .instance(let b)) where a.type == b.type && a.fields.count == b.fields.count && module.type(named: a.type) != nil:
            for (x, y) in zip(a.fields, b.fields) {
                if let inner = difference(x.value, y.value, property: nil) { return "\(x.name): \(inner)" }
            }
            return nil
        case (.array(let a), .array(let b)) where a.count == b.count:
            for (x, y) in zip(a, b) {
                if let inner = difference(x, y, property: nil) { return inner }
            }
            return nil
        case (.view(let a), .view(let b)):
            return sameShape(a, b) ? nil : "view content changed"
        default:
            return ValueEquality.equal(old, new) ? nil : "\(old.description) → \(new.description)"
        }
    }

    /// Stored view content (`let content: Content`): equal when built from equal values.
    private func sameShape(_ a: ViewValue, _ b: ViewValue) -> Bool {
        switch (a, b) {
        case (.empty, .empty): return true
        case (.builtin(let x), .builtin(let y)):
            return x.name == y.name && x.arguments.count == y.arguments.count
                && zip(x.arguments, y.arguments).allSatisfy { difference($0.value, $1.value, property: nil) == nil }
                && x.content.count == y.content.count && zip(x.content, y.content).allSatisfy(sameShape)
        case (.custom(let x, _, _), .custom(let y, _, _)):
            guard let type = module.type(named: x.type), x.type == y.type else { return false }
            return compare(x, y, type: type, useEquals: false) == .equal
        case (.tuple(let x), .tuple(let y)):
            return x.count == y.count && zip(x, y).allSatisfy(sameShape)
        default:
            return false
        }
    }
}
